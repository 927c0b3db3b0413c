// antd shared per component (ARCHITECTURE.md "Module Federation"): every app's
// `import { Button } from 'antd'` is rewritten at build time (rsbuild `source.transformImport`)
// to `import Button from 'antd/es/button'`, and each of those per-component paths is a Module
// Federation singleton. The shell provides all of them; its chunk splitting puts antd's
// internals (config provider, cssinjs cache, theme, rc-* components) in common chunks of that
// one build, so a page downloads only the components it renders, and every remote gets the
// shell's single instance (one ConfigProvider context, one style cache, one App for message and
// notification). Sharing the package root instead sent all of antd (366 KB brotli) to every page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the per-component modules live inside the antd package. */
export const ANTD_DIR = 'antd/es/';

/**
 * `QRCode` → `qr-code`, `ConfigProvider` → `config-provider`, `message` → `message`: the
 * kebab-case rule of SWC's `{{ kebabCase member }}`, which the rewrite below uses.
 * @param {string} name
 */
export function kebabCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The value exports of antd's package root with the folder each comes from, read from the
 * antd the app resolves (`export { default as Button } from './button'`).
 * @param {string} appDir absolute folder of the app
 * @returns {{ antdRoot: string, version: string, components: Array<{ name: string, dir: string }> }}
 * @throws Error when an export's folder is not the kebab-case of its name (the rewrite would miss it)
 */
export function antdComponents(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const pkgFile = require.resolve('antd/package.json');
  const antdRoot = path.dirname(pkgFile);
  const version = JSON.parse(readFileSync(pkgFile, 'utf8')).version;
  const index = readFileSync(path.join(antdRoot, 'es/index.js'), 'utf8');
  const components = [...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)].map((m) => ({ name: m[1], dir: m[2] }));
  if (components.length < 20) throw new Error(`antd ${version}: es/index.js beklenen biçimde değil (${components.length} bileşen okundu)`);
  const wrong = components.filter((c) => kebabCase(c.name) !== c.dir);
  if (wrong.length) throw new Error(`antd ${version}: ${wrong.map((c) => `${c.name} → ${c.dir}`).join(', ')} adı kebab-case kuralına uymuyor`);
  return { antdRoot, version, components };
}

/**
 * antd internals that libraries import by deep path (pro-components: the breakpoint hook, table
 * hooks): shared like the components, so they use the shell's instance too.
 */
export const ANTD_DEEP_SHARED = ['grid/hooks/useBreakpoint', 'table/hooks/useLazyKVMap', 'table/hooks/useSelection', 'table/hooks/usePagination'];

/** Packages in node_modules whose `from 'antd'` imports must be rewritten too (rsbuild `source.include`). */
export const ANTD_IMPORTERS = /[\\/]node_modules[\\/]@ant-design[\\/]pro-[\w-]+[\\/]/;

/**
 * The rsbuild `source.transformImport` rule: named imports from 'antd' become default imports
 * of 'antd/es/<component>' (types are erased before, so `import type` stays antd's own).
 */
export const ANTD_TRANSFORM_IMPORT = [
  { libraryName: 'antd', customName: `${ANTD_DIR}{{ kebabCase member }}`, transformToDefaultImport: true },
];

/**
 * MF `shared` entries for every antd component of the app's antd, as singletons required at
 * `^<resolved version>`.
 * @param {string} appDir
 * @param {{ provideAll?: boolean, consumeOnly?: boolean }} [o] `provideAll` (the shell): provide
 *   every component, also those the app does not import itself, so each remote finds every
 *   component it uses in the shell's one instance (a package-name key is only provided when the
 *   app imports it; an absolute `import` path always is). `consumeOnly` (a released remote):
 *   bundle no fallback copy (`import: false`); a remote that registered its own copy of a
 *   component the shell had not loaded yet could otherwise win, with its own antd internals.
 * @returns {Record<string, { singleton: true, requiredVersion: string, strictVersion: false, version: string, import?: string }>}
 */
export function antdShared(appDir, o = {}) {
  const { antdRoot, version, components } = antdComponents(appDir);
  const out = {};
  const files = [...components.map((c) => [c.dir, path.join(c.dir, 'index.js')]), ...ANTD_DEEP_SHARED.map((p) => [p, `${p}.js`])];
  for (const [request, file] of files) {
    out[`${ANTD_DIR}${request}`] = {
      singleton: true,
      requiredVersion: `^${version}`,
      strictVersion: false,
      version,
      ...(o.provideAll ? { import: path.join(antdRoot, 'es', file) } : o.consumeOnly ? { import: false } : {}),
    };
  }
  return out;
}

/**
 * Chunk splitting of the build that provides antd (the shell): the internals nearly every
 * component needs (config provider, cssinjs, theme, motion, rc-util …) in one `antd-core` chunk,
 * so a component costs its own chunk plus that one instead of dozens of small shared pieces.
 * `minChunks` 20 (modules that at least 20 of the component chunks import) was the best of
 * 4/8/10/15/20/30 on first-load bytes (deploy/bench/src/breakdown.mjs, bytes as sent):
 * against 30, `/` 568 → 555 KB, `/hakkimizda` 480 → 467, `/urunler` 537 → 519, `/sepet`
 * 578 → 557, `/admin/urunler` 747 → 738; lower values put components a page does not render
 * into every page's core chunk.
 */
export const ANTD_SPLIT_CHUNKS = {
  cacheGroups: {
    antdCore: {
      test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|classnames|@babel[\\/]runtime|@emotion|stylis|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|resize-observer-polyfill|copy-to-clipboard|toggle-selection)[\\/]/,
      minChunks: 20,
      name: 'antd-core',
      chunks: 'async',
      priority: 30,
      enforce: true,
    },
  },
};
