// The host on a release store kept in PostgreSQL (PGlite here) with its version files in an S3
// bucket (s3rver): pages, releases.json and preload hints follow the database's state at once,
// and /remotes/ streams the bucket's files as the static folder would (compressed copies,
// immutable caching, no-cache manifests, ETag and 304, 404 for anything else).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { filesOf, prepareSqlState, publish, recordShell, setStateStore, sqlState, storeFromEnv, switchVersion } from '@skiclub/release';
import { pgliteAsPool } from '../../release/test/support/pglite.mjs';
import { startFakeS3 } from '../../release/test/support/s3.mjs';
import { buildHost } from '../src/server.mjs';

let dir;
let data;
let s3;
let store;
let db;
let host;
let v1;
let v2;

async function remoteBuild(marker) {
  const dist = path.join(dir, 'builds', marker);
  await mkdir(path.join(dist, 'static/js'), { recursive: true });
  const manifest = {
    id: 'catalog',
    name: 'catalog',
    metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ id: 'catalog:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
    exposes: [{ id: 'catalog:ProductsPage', name: 'ProductsPage', path: './ProductsPage', assets: { js: { sync: ['static/js/main.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify([{ path: `/${marker}-urunler`, module: 'ProductsPage', guard: 'public', title: 'Ürünler' }]));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */ ${'var kar = 1;\n'.repeat(200)}`);
  await writeFile(path.join(dist, 'static/js/main.js'), `/* ${marker} */`);
  return dist;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-store-'));
  data = path.join(dir, 'data');
  const shell = path.join(dir, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/', page: 'home' }]));
  await writeFile(path.join(shell, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }));
  s3 = await startFakeS3();
  store = await storeFromEnv({ dataDir: data, env: s3.env });
  db = await PGlite.create('memory://');
  const pool = pgliteAsPool(db);
  await prepareSqlState(pool, data);
  setStateStore(data, sqlState(pool));
  await recordShell({ dataDir: data, distDir: shell });
  v1 = (await publish({ dataDir: data, name: 'catalog', distDir: await remoteBuild('ilk') })).version;
  v2 = (await publish({ dataDir: data, name: 'catalog', distDir: await remoteBuild('ikinci') })).version;
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl: 'http://127.0.0.1:9' });
  // PGlite takes seconds to start, more beside other test files on two cores.
}, 30_000);

afterAll(async () => {
  await host?.close();
  setStateStore(data, null);
  await store?.close();
  await db?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('host on a database and a bucket', () => {
  it('routes, serves releases.json (ETag, 304 while unchanged) and hints from the database state, and follows a switch on the next request', async () => {
    expect((await host.inject('/ilk-urunler')).statusCode).toBe(200);
    expect((await host.inject('/ikinci-urunler')).statusCode).toBe(404);
    const before = await host.inject('/releases.json');
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(before.body).remotes.catalog.live).toBe(v1);
    expect((await host.inject('/readyz')).statusCode).toBe(200);
    expect(String((await host.inject('/ilk-urunler')).headers.link)).toContain(`/remotes/catalog/${v1}/static/js/main.js`);

    const etag = String(before.headers.etag);
    expect((await host.inject({ url: '/releases.json', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await switchVersion({ dataDir: data, name: 'catalog', version: v2 });
    const after = await host.inject({ url: '/releases.json', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.body).remotes.catalog.live).toBe(v2);
    expect((await host.inject('/ikinci-urunler')).statusCode).toBe(200);
    expect((await host.inject('/ilk-urunler')).statusCode).toBe(404);
    expect(String((await host.inject('/ikinci-urunler')).headers.link)).toContain(`/remotes/catalog/${v2}/remoteEntry.js`);
  });

  it('streams a version file from the bucket: brotli or gzip copy when accepted, immutable, with ETag and 304', async () => {
    const url = `/remotes/catalog/${v1}/remoteEntry.js`;
    const br = await host.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toMatch(/^\/\* ilk \*\//);
    const gz = await host.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toMatch(/^\/\* ilk \*\//);
    const plain = await host.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^\/\* ilk \*\//);
    const again = await host.inject({ url, headers: { 'accept-encoding': 'identity', 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const manifest = await host.inject(`/remotes/catalog/${v1}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body).name).toBe('catalog');
  });

  it('answers 404 for a missing file, an unknown version and a path that climbs out, never asking the bucket for the latter', async () => {
    for (const url of [`/remotes/catalog/${v1}/yok.js`, '/remotes/catalog/9.9.9-yok/remoteEntry.js', '/remotes/catalog/']) {
      const r = await host.inject(url);
      expect(r.statusCode, url).toBe(404);
    }
    const get = vi.spyOn(/** @type {any} */ (filesOf(data)).client, 'send');
    for (const url of [`/remotes/catalog/${v1}/../../../etc/passwd`, `/remotes/catalog/${v1}/%2e%2e/%2e%2e/x.js`, `/remotes/catalog/${v1}/a%5C..%5Cb.js`, '/remotes/%2e%2e/x/y.js']) {
      const r = await host.inject(url);
      expect(r.statusCode, url).toBe(404);
    }
    expect(get).not.toHaveBeenCalled();
    get.mockRestore();
  });
});
