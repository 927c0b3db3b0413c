/** Packages shared as singletons (ARCHITECTURE.md "Module Federation"). */
export declare const SINGLETONS: string[];
/** MF `shared` config for an app folder: every singleton with `requiredVersion: ^<resolved version>`. */
export declare function sharedSingletons(appDir: string): Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean }>;
