import type { RsbuildConfig } from '@rsbuild/core';
/** API origin the dev servers proxy /api and /uploads to. */
export declare const DEV_API: string;
/** Rsbuild config of a Module Federation remote. */
export declare function defineRemoteConfig(o: { name: string; port: number; appDir: string; exposes: Record<string, string>; title: string }): RsbuildConfig;
