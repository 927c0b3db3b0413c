import { defineConfig, type RequestHandler } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '@skiclub/shared/mf-shared';

const API = process.env.API_URL ?? 'http://localhost:4000';

/** Dev only: the remotes' own dev servers stand in for published versions. */
const DEV_RELEASES = {
  remotes: Object.fromEntries(
    (
      [
        ['catalog', 3101],
        ['camps', 3102],
        ['account', 3103],
        ['checkout', 3104],
        ['admin', 3105],
      ] as const
    ).map(([name, port]) => [name, { live: 'dev', entry: `http://localhost:${port}/mf-manifest.json` }]),
  ),
};

const devReleases: RequestHandler = (req, res, next) => {
  if (req.url?.split('?')[0] !== '/releases.json') return next();
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(JSON.stringify(DEV_RELEASES));
};

// The shell is the Module Federation host. It declares NO remotes at build time: it reads
// /releases.json at boot and registers them with the runtime API.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(__dirname),
      manifest: true,
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Kayak Kulübü | Çocuk ve Gençlik Kış Kampları',
    mountId: 'root',
    favicon: './public/favicon.svg',
    meta: { description: 'Çocuklar ve gençler için kayak ve snowboard kampları, kayak ekipmanı mağazası, haberler ve galeriler.' },
  },
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
    distPath: { root: 'dist' },
    sourceMap: { js: false },
    copy: [{ from: './src/app/route-table.json', to: 'route-table.json' }],
  },
});
