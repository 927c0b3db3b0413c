// Rsbuild config of a Module Federation remote. Each mf-* app calls it with its name, dev port,
// route list (src/app/routes.ts) and widgets, so every remote is built the same way: `exposes`
// derived from the route list (one place per page), the list emitted as routes.json, manifest
// emitted, chunks loaded relative to the manifest ('auto' public path), shared singletons from
// mf-shared.mjs, and the app's own index page (lang="tr") is its dev harness.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { routeListSchema, toRouteList } from '@skiclub/shared/routes';
import { pluginBuildInfo } from './build-info.mjs';
import { pluginPreloadMap } from './preload-map.mjs';
import { SHARED_DIR } from './version-lock.mjs';
import { ANTD_IMPORTERS, ANTD_TRANSFORM_IMPORT, HTML_TEMPLATE, sharedSingletons } from './mf-shared.mjs';

/** API origin the dev servers proxy /api and /uploads to. */
export const DEV_API = process.env.API_URL ?? 'http://localhost:4000';

/**
 * Extra routes for a test build (`REMOTE_EXTRA_ROUTES=<routes JSON>`): a JSON list of route
 * declarations whose `file` is relative to the JSON file. Used by the Playwright proof that a
 * page added to a remote needs only that remote's release.
 * @returns {Array<import('@skiclub/shared/routes').RouteDeclaration> | null}
 */
function extraRoutes() {
  const file = process.env.REMOTE_EXTRA_ROUTES;
  if (!file) return null;
  const dir = path.dirname(path.resolve(file));
  const list = JSON.parse(readFileSync(file, 'utf8'));
  return list.map((r) => ({ ...r, file: path.resolve(dir, r.file) }));
}

/**
 * A test build against another copy of @skiclub/shared (`REMOTE_SHARED_DIR=<folder>`): every
 * subpath its package.json exports from src/ resolves into that copy, and the copy's lock and
 * version are the ones checked. Used by the Playwright proof that a change in the stateless
 * part ships with one remote's release alone, and that a change in the stateful part is refused.
 * @returns {{ dir: string, alias: Record<string, string> } | null}
 */
function sharedOverride() {
  const dir = process.env.REMOTE_SHARED_DIR ? path.resolve(process.env.REMOTE_SHARED_DIR) : null;
  if (!dir) return null;
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const alias = {};
  for (const [sub, file] of Object.entries(exports)) {
    if (typeof file === 'string' && file.startsWith('./src/')) alias[`@skiclub/shared${sub.slice(1)}$`] = path.join(dir, file);
  }
  return { dir, alias };
}

/**
 * Checks a route list and turns it into MF `exposes`; throws with every problem named.
 * @param {string} name remote name
 * @param {ReadonlyArray<import('@skiclub/shared/routes').RouteDeclaration>} routes
 * @param {Record<string, string>} widgets
 */
export function exposesOf(name, routes, widgets) {
  const parsed = routeListSchema.safeParse(toRouteList(routes));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`${name}: src/app/routes.ts geçersiz:\n${lines.join('\n')}`);
  }
  // The list itself travels as routes.json, never as a module: mf-admin's src/app/routes.ts
  // reads its screens' files in Node.
  const exposes = {};
  for (const r of routes) exposes[`./${r.module}`] = r.file;
  for (const [key, file] of Object.entries(widgets)) {
    if (exposes[key]) throw new Error(`${name}: ${key} hem rota hem bileşen olarak dışa açılmış`);
    exposes[key] = file;
  }
  return { exposes, list: parsed.data };
}

/**
 * Emits a route list as `routes.json` next to mf-manifest.json, in builds and dev alike (the
 * shell emits its own pages the same way).
 * @param {ReadonlyArray<object>} list
 */
export function pluginRoutesJson(list) {
  return {
    name: 'skiclub:routes-json',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(list, null, 2)}\n`));
      });
    },
  };
}

/**
 * @param {{ name: string, port: number, appDir: string, title: string,
 *   routes: ReadonlyArray<import('@skiclub/shared/routes').RouteDeclaration>,
 *   widgets?: Record<string, string> }} o
 */
export function defineRemoteConfig(o) {
  const extra = extraRoutes();
  const override = sharedOverride();
  const { exposes, list } = exposesOf(o.name, [...o.routes, ...(extra ?? [])], o.widgets ?? {});
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: o.name,
        exposes,
        shared: sharedSingletons(o.appDir, { sharedDir: override?.dir }),
        // Singletons come from the shell: use the loaded ones, never download every remote's
        // entry to compare versions (the release switch already checked them).
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One MF runtime per page: a released remote uses the shell's; the dev
        // harness runs alone and keeps its own.
        experiments: { externalRuntime: process.env.NODE_ENV === 'production' },
      }),
      pluginRoutesJson(list),
      pluginPreloadMap(),
      pluginBuildInfo(o.appDir),
    ],
    // antd per component: `import { X } from 'antd'` → the shell's shared 'antd/es/x' module.
    // pro-components (mf-admin) are compiled too, so their `from 'antd'` imports are rewritten
    // the same way instead of bundling all of antd.
    source: { entry: { index: './src/dev/index.ts' }, transformImport: ANTD_TRANSFORM_IMPORT, include: [ANTD_IMPORTERS] },
    html: { title: `${o.title} · geliştirme`, mountId: 'root', template: HTML_TEMPLATE },
    server: {
      port: o.port,
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      proxy: { '/api': DEV_API, '/uploads': DEV_API },
    },
    dev: { assetPrefix: `http://localhost:${o.port}/` },
    // Subresource Integrity: production builds bake each chunk's hash into the
    // runtime, which sets `integrity` on every chunk it loads (rspack's SRI plugin, fixed for
    // Module Federation in rspack#12519). The shell checks the remote entry itself against the
    // hash the release store recorded, so a chunk changed after publishing is not executed.
    security: { sri: { enable: 'auto', algorithm: 'sha384' } },
    output: {
      assetPrefix: 'auto',
      // REMOTE_DIST_DIR: a test build goes to a folder of its own, never over dist/.
      distPath: { root: process.env.REMOTE_DIST_DIR ?? 'dist' },
      sourceMap: { js: false },
    },
    // Files of extra routes (and a shared copy) live outside the app: their bare imports resolve
    // from the app, then from the shared package.
    ...(extra || override
      ? {
          resolve: { alias: override?.alias ?? {} },
          tools: { rspack: { resolve: { modules: ['node_modules', path.join(o.appDir, 'node_modules'), path.join(SHARED_DIR, 'node_modules')] } } },
        }
      : {}),
  });
}
