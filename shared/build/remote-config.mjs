// Rsbuild config of a Module Federation remote. Each mf-* app calls it with its name, dev port
// and exposed modules, so every remote is built the same way: manifest emitted, chunks loaded
// relative to the manifest ('auto' public path), shared singletons from mf-shared.mjs, and the
// app's own index page is its dev harness.
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from './mf-shared.mjs';

/** API origin the dev servers proxy /api and /uploads to. */
export const DEV_API = process.env.API_URL ?? 'http://localhost:4000';

/**
 * @param {{ name: string, port: number, appDir: string, exposes: Record<string,string>, title: string }} o
 */
export function defineRemoteConfig(o) {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: o.name,
        exposes: o.exposes,
        shared: sharedSingletons(o.appDir),
        manifest: true,
        dts: false,
      }),
    ],
    source: { entry: { index: './src/dev/index.ts' } },
    html: { title: `${o.title} · geliştirme`, mountId: 'root' },
    server: {
      port: o.port,
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      proxy: { '/api': DEV_API, '/uploads': DEV_API },
    },
    dev: { assetPrefix: `http://localhost:${o.port}/` },
    output: { assetPrefix: 'auto', distPath: { root: 'dist' }, sourceMap: { js: false } },
  });
}
