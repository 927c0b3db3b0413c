import type { RsbuildPlugin } from '@rsbuild/core';
/** The short commit a build was made from and whether the app, shared/ or the lockfile had uncommitted changes; nulls outside git. */
export declare function buildSource(appDir: string): { commit: string | null; dirty: boolean | null };
/** Emits `build-info.json` (`buildSource`) beside mf-manifest.json. */
export declare function pluginBuildInfo(appDir: string): RsbuildPlugin;
