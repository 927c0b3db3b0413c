import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { precompress } from '@skiclub/release';
import { buildHost, routePattern } from '../src/server.mjs';

let dir;
let host;
let api;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-test-'));
  const shell = path.join(dir, 'shell');
  await mkdir(path.join(shell, 'static/js'), { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'static/js/index.0123abcd.js'), 'console.log(1)');
  await writeFile(path.join(shell, 'route-table.json'), JSON.stringify({ routes: [{ path: '/' }, { path: '/urunler' }, { path: '/urun/:slugOrId' }] }));
  const data = path.join(dir, 'data');
  await mkdir(path.join(data, 'remotes/catalog/1.0.0-abc/static'), { recursive: true });
  await writeFile(path.join(data, 'remotes/catalog/1.0.0-abc/mf-manifest.json'), '{"id":"catalog"}');
  await writeFile(path.join(data, 'remotes/catalog/1.0.0-abc/static/a.1234abcd.js'), 'x');
  await writeFile(path.join(data, 'releases.json'), JSON.stringify({ remotes: { catalog: { live: '1.0.0-abc', entry: '/remotes/catalog/1.0.0-abc/mf-manifest.json' } } }));
  // A real upstream standing in for the API.
  api = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ basarili: true, veri: { path: req.url, auth: req.headers.authorization ?? null }, mesaj: '' }));
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl: `http://127.0.0.1:${api.address().port}` });
});

afterAll(async () => {
  await host.close();
  await new Promise((r) => api.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe('composition host', () => {
  it('serves releases.json with Cache-Control: no-cache', async () => {
    const r = await host.inject('/releases.json');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.json().remotes.catalog.live).toBe('1.0.0-abc');
  });

  it('never caches a manifest and caches hashed remote chunks forever', async () => {
    const m = await host.inject('/remotes/catalog/1.0.0-abc/mf-manifest.json');
    expect(m.statusCode).toBe(200);
    expect(m.headers['cache-control']).toBe('no-cache');
    const c = await host.inject('/remotes/catalog/1.0.0-abc/static/a.1234abcd.js');
    expect(c.headers['cache-control']).toContain('immutable');
    expect((await host.inject('/remotes/catalog/9.9.9/mf-manifest.json')).statusCode).toBe(404);
  });

  it('answers known routes with the shell (200) and unknown paths with the shell and status 404', async () => {
    for (const p of ['/', '/urunler', '/urun/kayak-botu?x=1']) {
      const r = await host.inject(p);
      expect(r.statusCode, p).toBe(200);
      expect(r.body).toContain('id="root"');
    }
    const nf = await host.inject('/olmayan-sayfa');
    expect(nf.statusCode).toBe(404);
    expect(nf.body).toContain('id="root"');
    expect((await host.inject('/static/js/index.0123abcd.js')).headers['cache-control']).toContain('immutable');
  });

  it('proxies /api and /uploads with headers to the API', async () => {
    const r = await host.inject({ url: '/api/urun?page=2', headers: { authorization: 'Bearer t' } });
    expect(r.json().veri).toEqual({ path: '/api/urun?page=2', auth: 'Bearer t' });
    expect((await host.inject('/uploads/urun/a.svg')).json().veri.path).toBe('/uploads/urun/a.svg');
  });

  it('serves a precompressed copy when the browser accepts brotli, and compresses releases.json on the fly', async () => {
    const big = 'console.log("kayak");\n'.repeat(500);
    const dir2 = path.join(dir, 'data/remotes/catalog/1.0.0-abc/static');
    await writeFile(path.join(dir2, 'big.abcdef12.js'), big);
    await precompress(path.join(dir, 'data/remotes/catalog/1.0.0-abc'));
    const r = await host.inject({ url: '/remotes/catalog/1.0.0-abc/static/big.abcdef12.js', headers: { 'accept-encoding': 'br' } });
    expect(r.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(r.rawPayload).toString()).toBe(big);
    const plain = await host.inject('/remotes/catalog/1.0.0-abc/static/big.abcdef12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it('turns a route pattern into a matcher', () => {
    expect(routePattern('/urun/:slugOrId').test('/urun/abc')).toBe(true);
    expect(routePattern('/urun/:slugOrId').test('/urun/abc/def')).toBe(false);
    expect(routePattern('/admin/ulkeler').test('/admin/ulkeler/')).toBe(true);
  });
});
