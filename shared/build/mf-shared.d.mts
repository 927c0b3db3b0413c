/** Packages shared as singletons (ARCHITECTURE.md "Module Federation"). */
export declare const SINGLETONS: string[];
/** MF `shared` config for an app folder: every singleton with `requiredVersion: ^<resolved version>`. Production builds throw when shared/version-lock.json does not match the shared content. */
export declare function sharedSingletons(appDir: string): Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean }>;
/** Page template of the shell and of every remote's dev harness: `<html lang="tr">`. */
export declare const HTML_TEMPLATE: string;
