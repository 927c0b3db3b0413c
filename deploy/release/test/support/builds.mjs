// Small builds for the release store's tests: a catalog remote from the real catalog manifest
// (one page, /urunler; a remoteEntry.js large enough to get .br/.gz copies) and a shell.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const fixture = async (f) => JSON.parse(await readFile(path.join(fixtures, f), 'utf8'));

/** The catalog's one page in these builds. */
export const CATALOG_ROUTES = [{ path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' }];

/**
 * Writes a catalog build under `<dir>/builds/<marker>` whose files all carry `marker`.
 * @param {string} dir @param {string} marker
 * @param {{ react?: string }} [o] react: the range the build requires of react (default the fixture's)
 * @returns {Promise<string>} the build folder
 */
export async function catalogBuild(dir, marker, { react } = {}) {
  const dist = path.join(dir, 'builds', marker);
  await mkdir(path.join(dist, 'static/js'), { recursive: true });
  const m = await fixture('catalog-mf-manifest.json');
  m.metaData = { ...m.metaData, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } };
  m.exposes = [{ id: 'catalog:ProductsPage', name: 'ProductsPage', path: './ProductsPage', assets: { js: { sync: ['static/js/main.js'], async: [] }, css: { sync: [], async: [] } } }];
  if (react) m.shared = (m.shared ?? []).map((s) => (s.name === 'react' ? { ...s, requiredVersion: react } : s));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(m));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(CATALOG_ROUTES));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */ ${'var kar = 1;\n'.repeat(200)}`);
  await writeFile(path.join(dist, 'static/js/main.js'), `/* ${marker} */`);
  return dist;
}

/** Writes the shell's build (the real shell manifest, page /) under `<dir>/shell`. @returns {Promise<string>} */
export async function shellBuild(dir) {
  const dist = path.join(dir, 'shell');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(await fixture('shell-mf-manifest.json')));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify([{ path: '/', guard: 'public', title: 'Ana Sayfa' }]));
  return dist;
}
