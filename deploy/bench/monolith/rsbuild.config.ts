/**
 * The monolith build of the yardstick: the shell plus every remote's pages in ONE rsbuild
 * graph, no Module Federation. Same source, same React/antd versions, same rsbuild defaults as
 * the shell's build; only the MF runtime is replaced (./mf-runtime.ts), so the remote pages are
 * lazy chunks of this bundle. Built and served by `pnpm bench` for comparison only.
 */
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginRoutesJson } from '../../../shared/build/remote-config.mjs';
import { SHELL_ROUTES } from '../../../shell/src/features/routing/shellRoutes';
import { routes as account } from '../../../mf-account/src/app/routes';
import { routes as admin } from '../../../mf-admin/src/app/routes';
import { routes as camps } from '../../../mf-camps/src/app/routes';
import { routes as catalog } from '../../../mf-catalog/src/app/routes';
import { routes as checkout } from '../../../mf-checkout/src/app/routes';

const root = path.resolve(__dirname, '../../..');
const shell = path.join(root, 'shell');

/** Exposed module → file of each remote's pages, for ./mf-runtime.ts (read here, in Node). */
const files = Object.fromEntries(
  Object.entries({ account, admin, camps, catalog, checkout }).map(([remote, routes]) => [remote, Object.fromEntries(routes.map((r) => [r.module, r.file]))]),
);

export default defineConfig({
  root: shell,
  plugins: [pluginReact(), pluginRoutesJson(SHELL_ROUTES)],
  source: { entry: { index: path.join(shell, 'src/index.ts') }, define: { __MONOLITH_FILES__: JSON.stringify(files) } },
  resolve: {
    alias: {
      '@module-federation/enhanced/runtime': path.join(__dirname, 'mf-runtime.ts'),
      '@module-federation/retry-plugin': path.join(__dirname, 'retry-plugin.ts'),
    },
  },
  html: {
    title: 'Kayak Kulübü | Çocuk ve Gençlik Kış Kampları',
    mountId: 'root',
    template: path.join(shell, 'src/app/page.html'),
    favicon: path.join(shell, 'public/favicon.svg'),
    meta: { description: 'Çocuklar ve gençler için kayak ve snowboard kampları, kayak ekipmanı mağazası, haberler ve galeriler.' },
  },
  output: {
    assetPrefix: '/',
    distPath: { root: process.env.MONOLITH_DIST_DIR ?? path.join(__dirname, '../.out/monolith') },
    sourceMap: { js: false },
    inlineStyles: true,
    cleanDistPath: true,
  },
});
