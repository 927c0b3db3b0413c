import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { entryUrl, precompress, publish, readReleases, rollback, switchVersion } from '../src/index.mjs';

let dir;
/** A remote build: mf-manifest.json exposing one page per route, routes.json, a chunk. */
async function fakeBuild(name, content, routes = [{ path: `/${name}`, module: 'MainPage', guard: 'public', title: name }]) {
  const dist = path.join(dir, 'builds', name, content);
  await mkdir(path.join(dist, 'static'), { recursive: true });
  const exposes = routes.map((r) => ({ id: `${name}:${r.module}`, name: r.module, path: `./${r.module}` }));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: name, metaData: { buildInfo: { buildVersion: '1.2.3' } }, shared: [], exposes }));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(routes));
  await writeFile(path.join(dist, 'static', 'main.js'), `console.log(${JSON.stringify(content)})`);
  return dist;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'release-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('release store', () => {
  it('publishes an immutable, content-addressed version and makes the first one live', async () => {
    const data = path.join(dir, 'data');
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await fakeBuild('catalog', 'a') });
    expect(a.version).toMatch(/^1\.2\.3-[0-9a-f]{10}$/);
    expect(a.published).toBe(true);
    const again = await publish({ dataDir: data, name: 'catalog', distDir: await fakeBuild('catalog', 'a') });
    expect(again).toEqual({ version: a.version, published: false, live: a.version });
    const r = await readReleases(data);
    expect(r.remotes.catalog).toMatchObject({ live: a.version, entry: entryUrl('catalog', a.version), previous: null, versions: [a.version] });
    expect(await readFile(path.join(data, 'remotes/catalog', a.version, 'static/main.js'), 'utf8')).toContain('"a"');
    // Compressible files of at least 1 KiB get .br and .gz copies; the small ones do not.
    await expect(readFile(path.join(data, 'remotes/catalog', a.version, 'static/main.js.br'))).rejects.toThrow();
  });

  it('keeps the live version when another build is published with makeLive if-none, then switches and rolls back with an audit log', async () => {
    const data = path.join(dir, 'data');
    const a = await publish({ dataDir: data, name: 'camps', distDir: await fakeBuild('camps', 'a') });
    const b = await publish({ dataDir: data, name: 'camps', distDir: await fakeBuild('camps', 'b') });
    expect(b.live).toBe(a.version);
    expect((await readReleases(data)).remotes.camps.versions).toEqual([a.version, b.version]);

    await switchVersion({ dataDir: data, name: 'camps', version: b.version, who: 'test' });
    let r = await readReleases(data);
    expect(r.remotes.camps.live).toBe(b.version);
    expect(r.remotes.camps.previous).toBe(a.version);

    await rollback({ dataDir: data, name: 'camps', who: 'test' });
    r = await readReleases(data);
    expect(r.remotes.camps.live).toBe(a.version);
    expect(r.remotes.camps.entry).toBe(`/remotes/camps/${a.version}/mf-manifest.json`);

    const log = (await readFile(path.join(data, 'releases-audit.log'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(log.filter((l) => l.action === 'switch' || l.action === 'rollback').map((l) => [l.action, l.from, l.to])).toEqual([
      ['switch', null, a.version],
      ['switch', a.version, b.version],
      ['rollback', b.version, a.version],
    ]);
  });

  it('makeLive always switches to the new build', async () => {
    const data = path.join(dir, 'data');
    await publish({ dataDir: data, name: 'admin', distDir: await fakeBuild('admin', 'a') });
    const b = await publish({ dataDir: data, name: 'admin', distDir: await fakeBuild('admin', 'b'), makeLive: 'always' });
    expect(b.live).toBe(b.version);
  });

  it('precompresses large files once, with brotli and gzip copies that decode to the original', async () => {
    const d = path.join(dir, 'pc');
    await mkdir(d, { recursive: true });
    const text = 'kar '.repeat(2000);
    await writeFile(path.join(d, 'a.js'), text);
    await writeFile(path.join(d, 'tiny.js'), 'x');
    expect((await precompress(d)).files).toBe(1);
    expect(zlib.brotliDecompressSync(await readFile(path.join(d, 'a.js.br'))).toString()).toBe(text);
    expect(zlib.gunzipSync(await readFile(path.join(d, 'a.js.gz'))).toString()).toBe(text);
    expect((await precompress(d)).files).toBe(0);
  });

  it('refuses to switch to a version that was never published', async () => {
    await expect(switchVersion({ dataDir: path.join(dir, 'data'), name: 'catalog', version: '9.9.9-x' })).rejects.toThrow(/yayınlanmamış/);
    await expect(rollback({ dataDir: path.join(dir, 'data'), name: 'catalog' })).rejects.toThrow(/önceki sürüm yok/);
  });
});
