import { defineConfig, type RequestHandler, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { ANTD_SPLIT_CHUNKS, ANTD_TRANSFORM_IMPORT, sharedSingletons } from '@skiclub/shared/mf-shared';
import { pluginRoutesJson } from '@skiclub/shared/remote-config';
import { pluginPreloadMap } from '@skiclub/shared/preload-map';
import { SHELL_ROUTES } from './src/features/routing/shellRoutes';
import { HOME_WIDGETS_AT_ONCE, remoteNeeds } from './src/features/home/remoteModules';

const API = process.env.API_URL ?? 'http://localhost:4000';

/** Dev only: the remotes' own dev servers stand in for published versions. */
const DEV_REMOTES = [
  ['catalog', 3101],
  ['camps', 3102],
  ['account', 3103],
  ['checkout', 3104],
  ['admin', 3105],
] as const;

/** A remote dev server's routes.json, or no pages while it is not running. */
async function devRoutes(port: number): Promise<unknown> {
  try {
    const r = await fetch(`http://localhost:${port}/routes.json`, { signal: AbortSignal.timeout(2000) });
    return r.ok ? await r.json() : [];
  } catch {
    return [];
  }
}

const devReleases: RequestHandler = (req, res, next) => {
  if (req.url?.split('?')[0] !== '/releases.json') return next();
  void Promise.all(
    DEV_REMOTES.map(async ([name, port]) => [name, { live: 'dev', entry: `http://localhost:${port}/mf-manifest.json`, routes: await devRoutes(port) }] as const),
  ).then((remotes) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify({ remotes: Object.fromEntries(remotes) }));
  });
};

/**
 * Emits dist/remote-needs.json: the exposed modules each remote must provide to the shell's own
 * pages (from SHELL_REMOTE_MODULES), which the release store checks a version against; and
 * dist/home-preload.json: the home widgets above the fold, which the host preloads.
 */
function pluginRemoteNeeds(): RsbuildPlugin {
  return {
    name: 'skiclub:remote-needs',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('remote-needs.json', new sources.RawSource(`${JSON.stringify(remoteNeeds(), null, 2)}\n`));
        compilation.emitAsset('home-preload.json', new sources.RawSource(`${JSON.stringify(remoteNeeds(HOME_WIDGETS_AT_ONCE), null, 2)}\n`));
      });
    },
  };
}

// The shell is the Module Federation host. It declares NO remotes at build time: it reads
// /releases.json at boot and registers them with the runtime API.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      // The shell provides every antd component (one instance for every remote).
      shared: sharedSingletons(__dirname, { provideAll: true }),
      // The shell provides every singleton: use what is loaded, never download every remote's
      // entry first to compare versions (the release switch already checked them).
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { provideExternalRuntime: true },
    }),
    // The shell's own pages; the composition host merges them with releases.json's routes.
    pluginRoutesJson(SHELL_ROUTES),
    pluginRemoteNeeds(),
    // preload.json: each shell page chunk's files and shared modules, for the host's preload hints.
    pluginPreloadMap(),
  ],
  // antd per component: `import { X } from 'antd'` → the shared 'antd/es/x' module.
  source: { entry: { index: './src/index.ts' }, transformImport: ANTD_TRANSFORM_IMPORT },
  html: {
    title: 'Kayak Kulübü | Çocuk ve Gençlik Kış Kampları',
    mountId: 'root',
    // The shared page template plus the header painted before the JavaScript.
    template: './src/app/page.html',
    favicon: './public/favicon.svg',
    meta: { description: 'Çocuklar ve gençler için kayak ve snowboard kampları, kayak ekipmanı mağazası, haberler ve galeriler.' },
  },
  splitChunks: ANTD_SPLIT_CHUNKS,
  server: {
    port: 3100,
    strictPort: true,
    historyApiFallback: true,
    proxy: { '/api': API, '/uploads': API },
    setup: ({ server }) => {
      server.middlewares.use(devReleases);
    },
  },
  output: {
    assetPrefix: '/',
    // boot.css (a few KB) in the page itself: the first paint needs no request.
    inlineStyles: true,
    // SHELL_DIST_DIR: a trial build into a folder of its own, never over dist/.
    distPath: { root: process.env.SHELL_DIST_DIR ?? 'dist' },
    sourceMap: { js: false },
  },
});
