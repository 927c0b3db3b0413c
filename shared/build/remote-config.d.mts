import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import type { RouteDeclaration, RouteList } from '../src/routes/index.ts';
/** API origin the dev servers proxy /api and /uploads to. */
export declare const DEV_API: string;
/** Checks a route list and turns it into MF `exposes`; throws with every problem named. */
export declare function exposesOf(name: string, routes: ReadonlyArray<RouteDeclaration>, widgets: Record<string, string>): { exposes: Record<string, string>; list: RouteList };
/** Rsbuild config of a Module Federation remote: exposes derived from `routes` plus `widgets`. */
export declare function defineRemoteConfig(o: { name: string; port: number; appDir: string; title: string; routes: ReadonlyArray<RouteDeclaration>; widgets?: Record<string, string> }): RsbuildConfig;
/** Emits a route list as `routes.json` next to mf-manifest.json, in builds and dev alike. */
export declare function pluginRoutesJson(list: ReadonlyArray<object>): RsbuildPlugin;
