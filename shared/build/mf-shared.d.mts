/** Packages shared as singletons (ARCHITECTURE.md "Module Federation"). */
export declare const SINGLETONS: string[];
/** The stateful subpaths of @skiclub/shared, shared as singletons; the rest is bundled per app. */
export declare const SHARED_STATEFUL: string[];
/** MF `shared` config for an app folder: every singleton with `requiredVersion: ^<resolved version>`, the stateful @skiclub/shared subpaths and each antd component. Production builds throw when shared/version-lock.json does not match the stateful shared content. */
export declare function sharedSingletons(
  appDir: string,
  o?: { sharedDir?: string; provideAll?: boolean },
): Record<string, { singleton: true; requiredVersion: string; strictVersion: boolean; version?: string; import?: string | false }>;
/** rsbuild `source.transformImport`: `import { Button } from 'antd'` → `import Button from 'antd/es/button'`. */
export declare const ANTD_TRANSFORM_IMPORT: Array<{ libraryName: string; customName: string; transformToDefaultImport: boolean }>;
/** rsbuild `splitChunks` of the build that provides antd: its common internals in one chunk. */
export declare const ANTD_SPLIT_CHUNKS: { cacheGroups: Record<string, { test: RegExp; minChunks: number; name: string; chunks: 'async'; priority: number; enforce: boolean }> };
/** Packages in node_modules whose `from 'antd'` imports are compiled and rewritten too (pro-components). */
export declare const ANTD_IMPORTERS: RegExp;
/** Page template of the shell and of every remote's dev harness: `<html lang="tr">`. */
export declare const HTML_TEMPLATE: string;
