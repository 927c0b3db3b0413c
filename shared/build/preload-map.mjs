// preload.json beside mf-manifest.json: for each exposed module, the shared modules its own
// chunks consume at once (before it can run), e.g. { "ProductsPage": ["antd/es/button", …] };
// for each page chunk of the shell (`page-<route name>`), `{ js, css, shared }`: its files and
// the shared modules it consumes. The composition host joins it with the shell's mf-manifest.json
// to send preload hints for the files a page needs together with its HTML
// (deploy/host/src/preload.mjs).

const EXPOSE_PREFIX = '__federation_expose_';
const PAGE_PREFIX = 'page-';

/**
 * The share key of a consume-shared module from its identifier
 * (`consume shared module (default) antd/es/button@^5.29.3 (singleton) …`), else null.
 * @param {string} identifier
 */
export function shareKeyOf(identifier) {
  const m = /^consume[ -]shared[ -]module \([^)]*\) (.+?)@/.exec(identifier);
  return m ? m[1] : null;
}

/**
 * Rsbuild plugin emitting preload.json (see above).
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPreloadMap() {
  return {
    name: 'skiclub:preload-map',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const out = {};
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const expose = name.startsWith(EXPOSE_PREFIX);
          if (!expose && !name.startsWith(PAGE_PREFIX)) continue;
          const keys = new Set();
          const files = [];
          for (const chunk of group.chunks) {
            files.push(...chunk.files);
            for (const m of compilation.chunkGraph.getChunkModules(chunk)) {
              const key = shareKeyOf(m.identifier());
              if (key) keys.add(key);
            }
          }
          const shared = [...keys].sort();
          if (expose) out[name.slice(EXPOSE_PREFIX.length)] = shared;
          else pages[name.slice(PAGE_PREFIX.length)] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')), shared };
        }
        if (Object.keys(pages).length) out.pages = pages;
        compilation.emitAsset('preload.json', new sources.RawSource(`${JSON.stringify(out, null, 2)}\n`));
      });
    },
  };
}
