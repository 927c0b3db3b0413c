import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRouteList, publish, readReleases, recordShell, rollback, switchVersion, SwitchRefusedError } from '../src/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, '../src/cli.mjs');
/** mf-manifest.json of real shell and catalog builds (asset lists shortened). */
const fixture = async (f) => JSON.parse(await readFile(path.join(here, 'fixtures', f), 'utf8'));

let dir;
let data;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'release-checks-'));
  data = path.join(dir, 'data');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const CATALOG_ROUTES = [
  { path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' },
  { path: '/urun/:slugOrId', module: 'ProductDetailPage', guard: 'public', title: 'Ürün Detayı' },
  { path: '/galeri/:id', module: 'GalleryPage', guard: 'public', title: 'Galeri' },
];
const SHELL_ROUTES = [
  { path: '/', page: 'home', guard: 'public', title: 'Ana Sayfa' },
  { path: '/hakkimizda', page: 'about', guard: 'public', title: 'Hakkımızda' },
];

/** A remote build from the real catalog manifest, with `routes`, optional manifest edits and a marker. */
async function build(name, marker, routes, edit = (m) => m) {
  const dist = path.join(dir, 'builds', name, marker);
  await mkdir(path.join(dist, 'static'), { recursive: true });
  const m = await fixture('catalog-mf-manifest.json');
  m.id = name;
  m.name = name;
  m.exposes = routes.map((r) => ({ id: `${name}:${r.module}`, name: r.module, path: `./${r.module}`, assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(edit(m)));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(routes));
  await writeFile(path.join(dist, 'static/main.js'), `/* ${marker} */`);
  return dist;
}

async function shellBuild() {
  const dist = path.join(dir, 'shell');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(await fixture('shell-mf-manifest.json')));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(SHELL_ROUTES));
  return dist;
}

describe('route lists in the release store', () => {
  it('keeps each version’s routes with it; releases.json carries the live one’s, and a rollback brings the old list back', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', CATALOG_ROUTES) });
    expect((await readReleases(data)).remotes.catalog.routes).toEqual(CATALOG_ROUTES);
    expect(JSON.parse(await readFile(path.join(data, 'remotes/catalog', a.version, 'routes.json'), 'utf8'))).toEqual(CATALOG_ROUTES);

    const extra = [...CATALOG_ROUTES, { path: '/kis-firsatlari', module: 'WinterDealsPage', guard: 'public', title: 'Kış Fırsatları', menu: { section: 'shop', label: 'Kış Fırsatları' } }];
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'b', extra), makeLive: 'always' });
    expect(b.live).toBe(b.version);
    expect((await readReleases(data)).remotes.catalog.routes.map((r) => r.path)).toContain('/kis-firsatlari');

    await rollback({ dataDir: data, name: 'catalog' });
    expect((await readReleases(data)).remotes.catalog.routes).toEqual(CATALOG_ROUTES);
  });

  it('refuses a switch that makes two remotes claim the same path, with the reason, and leaves releases.json as it was', async () => {
    await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', CATALOG_ROUTES) });
    const camps1 = await publish({ dataDir: data, name: 'camps', distDir: await build('camps', 'a', [{ path: '/kamplarim', module: 'MyCampsPage', guard: 'login', title: 'Kamplarım' }]) });
    const grabbing = [{ path: '/kamplarim', module: 'MyCampsPage', guard: 'login', title: 'Kamplarım' }, { path: '/urun/:id', module: 'CampProductPage', guard: 'public', title: 'Kamp Ürünü' }];
    const camps2 = await publish({ dataDir: data, name: 'camps', distDir: await build('camps', 'b', grabbing), makeLive: 'never' });
    const before = await readReleases(data);

    const err = await switchVersion({ dataDir: data, name: 'camps', version: camps2.version }).catch((e) => e);
    expect(err).toBeInstanceOf(SwitchRefusedError);
    expect(err.message).toContain(`camps ${camps2.version} canlıya alınamaz`);
    expect(err.reasons).toEqual(['/urun/:slugOrId yolunu birden çok sahip istiyor: catalog, camps']);
    expect((await readReleases(data)).remotes).toEqual(before.remotes);
    expect((await readReleases(data)).remotes.camps.live).toBe(camps1.version);

    // A publish that would make it live is refused the same way (the version stays published).
    await expect(publish({ dataDir: data, name: 'camps', distDir: await build('camps', 'c', grabbing), makeLive: 'always' })).rejects.toThrow(/yolunu birden çok sahip istiyor/);
    const log = (await readFile(path.join(data, 'releases-audit.log'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(log.filter((l) => l.action === 'refuse')).toHaveLength(2);
  });

  it('refuses a path the shell owns, and the CLI exits non-zero with the Turkish reason', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', CATALOG_ROUTES) });
    const dist = await build('catalog', 'b', [...CATALOG_ROUTES, { path: '/hakkimizda', module: 'AboutPage', guard: 'public', title: 'Hakkımızda' }]);
    const published = JSON.parse(execFileSync('node', [CLI, 'publish', 'catalog', dist, '--data', data], { encoding: 'utf8' }));
    let out = null;
    try {
      execFileSync('node', [CLI, 'switch', 'catalog', published.version, '--data', data], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      out = e;
    }
    expect(out?.status).toBe(1);
    expect(out?.stderr).toContain('/hakkimizda yolunu birden çok sahip istiyor: kabuk, catalog');
  });

  it('gives a releases.json written before route lists the live version’s list when that build is published again', async () => {
    const dist = await build('catalog', 'a', CATALOG_ROUTES);
    const a = await publish({ dataDir: data, name: 'catalog', distDir: dist });
    const file = path.join(data, 'releases.json');
    const old = JSON.parse(await readFile(file, 'utf8'));
    delete old.remotes.catalog.routes;
    await writeFile(file, JSON.stringify(old));
    expect(await publish({ dataDir: data, name: 'catalog', distDir: dist, makeLive: 'always' })).toEqual({ version: a.version, published: false, live: a.version });
    expect((await readReleases(data)).remotes.catalog.routes).toEqual(CATALOG_ROUTES);
  });

  it('does not publish a build whose routes.json is missing or names a module it does not expose', async () => {
    const dist = await build('catalog', 'a', CATALOG_ROUTES);
    await writeFile(path.join(dist, 'routes.json'), JSON.stringify([...CATALOG_ROUTES, { path: '/x', module: 'Missing', guard: 'public', title: 'X' }]));
    await expect(publish({ dataDir: data, name: 'catalog', distDir: dist })).rejects.toThrow('Missing modülü mf-manifest.json içinde dışa açılmamış');
    await rm(path.join(dist, 'routes.json'));
    await expect(publish({ dataDir: data, name: 'catalog', distDir: dist })).rejects.toThrow(/routes.json yok/);
    expect((await readReleases(data)).remotes).toEqual({});
  });

  it('checks a route list as the shared schema does', () => {
    const m = { exposes: [{ name: 'P' }] };
    expect(checkRouteList([{ path: '/a/:id', module: 'P', guard: 'admin', title: 'A', menu: { section: 'admin', group: 'camp', label: 'A' } }], m)).toEqual([]);
    expect(checkRouteList({}, m)).toEqual(['routes.json bir liste değil']);
    expect(
      checkRouteList(
        [
          { path: 'a', module: 'P', guard: 'herkes', title: '' },
          { path: '/b', module: 'P', guard: 'public', title: 'B', menu: { section: 'admin', group: 'camp', label: 'B' } },
          { path: '/b', module: 'P', guard: 'public', title: 'B' },
        ],
        m,
      ),
    ).toEqual([
      'routes.json[0]: geçersiz yol "a"',
      'routes.json[0]: geçersiz koruma "herkes"',
      'routes.json[0]: başlık yok',
      'routes.json[1]: geçersiz menü yeri {"section":"admin","group":"camp","label":"B"}',
      'routes.json[2]: /b iki kez tanımlı',
    ]);
  });
});

describe('shared singletons the live shell must satisfy', () => {
  const requireVersion = (name, range) => (m) => ({ ...m, shared: m.shared.map((s) => (s.name === name ? { ...s, requiredVersion: range } : s)) });

  it('accepts a remote built against the shell’s versions', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', CATALOG_ROUTES) });
    expect(a.live).toBe(a.version);
  });

  it('refuses a remote that needs a newer react or a newer @skiclub/shared than the shell provides, naming each', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', CATALOG_ROUTES) });
    const edit = (m) => requireVersion('react', '^19.4.0')(requireVersion('@skiclub/shared/session', '^0.2.0')(m));
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'b', CATALOG_ROUTES, edit), makeLive: 'never' });
    const err = await switchVersion({ dataDir: data, name: 'catalog', version: b.version }).catch((e) => e);
    expect(err).toBeInstanceOf(SwitchRefusedError);
    expect(err.reasons).toEqual([
      `@skiclub/shared/session: kabuk 0.1.0 sağlıyor, catalog ${b.version} ^0.2.0 istiyor`,
      `react: kabuk 19.3.1 sağlıyor, catalog ${b.version} ^19.4.0 istiyor`,
    ]);
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
  });

  it('accepts an older requirement the shell still satisfies, and a singleton the shell does not share', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const edit = (m) => ({
      ...requireVersion('antd', '^5.20.0')(m),
      shared: [...m.shared, { id: 'catalog:@skiclub/shared/schemas/admin', name: '@skiclub/shared/schemas/admin', version: '0.9.0', singleton: true, requiredVersion: '^0.9.0' }],
    });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', CATALOG_ROUTES, edit) });
    expect(a.live).toBe(a.version);
  });
});
