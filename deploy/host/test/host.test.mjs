import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { precompress } from '@skiclub/release';
import { bodyLimitFor, buildHost, releaseUploadLimit, routePattern, UPLOAD_BUSY } from '../src/server.mjs';

const CATALOG = {
  live: '1.0.0-abc',
  entry: '/remotes/catalog/1.0.0-abc/mf-manifest.json',
  routes: [
    { path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' },
    { path: '/urun/:slugOrId', module: 'ProductDetailPage', guard: 'public', title: 'Ürün Detayı' },
  ],
};

let dir;
let host;
let api;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-test-'));
  const shell = path.join(dir, 'shell');
  await mkdir(path.join(shell, 'static/js'), { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'static/js/index.0123abcd.js'), 'console.log(1)');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/', page: 'home' }, { path: '/hakkimizda', page: 'about' }]));
  const data = path.join(dir, 'data');
  await mkdir(path.join(data, 'remotes/catalog/1.0.0-abc/static'), { recursive: true });
  await writeFile(path.join(data, 'remotes/catalog/1.0.0-abc/mf-manifest.json'), '{"id":"catalog"}');
  await writeFile(path.join(data, 'remotes/catalog/1.0.0-abc/static/a.1234abcd.js'), 'x');
  await writeFile(path.join(data, 'releases.json'), JSON.stringify({ remotes: { catalog: CATALOG } }));
  // A real upstream standing in for the API: echoes what it received.
  api = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c) => (bytes += c.length));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ basarili: true, veri: { path: req.url, auth: req.headers.authorization ?? null, xff: req.headers['x-forwarded-for'] ?? null, forwarded: req.headers.forwarded ?? null, bytes }, mesaj: '' }));
    });
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
    for (const p of ['/', '/hakkimizda', '/urunler', '/urun/kayak-botu?x=1']) {
      const r = await host.inject(p);
      expect(r.statusCode, p).toBe(200);
      expect(r.body).toContain('id="root"');
    }
    const nf = await host.inject('/olmayan-sayfa');
    expect(nf.statusCode).toBe(404);
    expect(nf.body).toContain('id="root"');
    expect((await host.inject('/static/js/index.0123abcd.js')).headers['cache-control']).toContain('immutable');
  });

  it('answers from the shell routes plus the live remotes’ routes in releases.json, re-read when it changes', async () => {
    const file = path.join(dir, 'data/releases.json');
    const extra = { path: '/kis-firsatlari', module: 'WinterDealsPage', guard: 'public', title: 'Kış Fırsatları' };
    expect((await host.inject('/kis-firsatlari')).statusCode).toBe(404);
    await writeFile(file, JSON.stringify({ remotes: { catalog: { ...CATALOG, routes: [...CATALOG.routes, extra] } } }));
    expect((await host.inject('/kis-firsatlari')).statusCode).toBe(200);
    await writeFile(file, JSON.stringify({ remotes: { catalog: CATALOG } }));
    expect((await host.inject('/kis-firsatlari')).statusCode).toBe(404);
    expect((await host.inject('/urunler')).statusCode).toBe(200);
    await writeFile(file, JSON.stringify({ remotes: {} }));
    expect((await host.inject('/urunler')).statusCode).toBe(404);
    expect((await host.inject('/hakkimizda')).statusCode).toBe(200);
    await writeFile(file, JSON.stringify({ remotes: { catalog: CATALOG } }));
  });

  it('proxies /api and /uploads with headers to the API', async () => {
    const r = await host.inject({ url: '/api/urun?page=2', headers: { authorization: 'Bearer t' } });
    expect(r.json().veri).toMatchObject({ path: '/api/urun?page=2', auth: 'Bearer t' });
    expect((await host.inject('/uploads/urun/a.svg')).json().veri.path).toBe('/uploads/urun/a.svg');
  });

  it('sets X-Forwarded-For to the client address itself, never passing on what the client sent', async () => {
    const plain = await host.inject({ url: '/api/hesap/giris', method: 'POST', payload: { a: 1 }, remoteAddress: '203.0.113.7' });
    expect(plain.json().veri.xff).toBe('203.0.113.7');
    const forged = await host.inject({
      url: '/api/hesap/giris',
      method: 'POST',
      payload: { a: 1 },
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '1.2.3.4', forwarded: 'for=1.2.3.4' },
    });
    expect(forged.json().veri).toMatchObject({ xff: '203.0.113.7', forwarded: null });
  });

  it('behind a trusted proxy (TRUST_PROXY) passes on the client address the proxy saw', async () => {
    const behind = await buildHost({ shellDist: path.join(dir, 'shell'), dataDir: path.join(dir, 'data'), apiUrl: `http://127.0.0.1:${api.address().port}`, trustProxy: '10.0.0.0/8' });
    try {
      const viaNginx = await behind.inject({ url: '/api/urun', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '198.51.100.9' } });
      expect(viaNginx.json().veri.xff).toBe('198.51.100.9');
      const direct = await behind.inject({ url: '/api/urun', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.9' } });
      expect(direct.json().veri.xff).toBe('203.0.113.7');
    } finally {
      await behind.close();
    }
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

  it('compresses a releases.json far above 8 KiB whole, with its exact Content-Length (brotli and gzip)', async () => {
    const file = path.join(dir, 'data/releases.json');
    const routes = Array.from({ length: 400 }, (_, i) => ({ path: `/admin/sayfa-${i}`, module: `Sayfa${i}Page`, guard: 'admin', title: `Yönetim Sayfası ${i}` }));
    const text = JSON.stringify({ remotes: { catalog: { ...CATALOG, routes } } }, null, 2);
    expect(Buffer.byteLength(text)).toBeGreaterThan(40 * 1024);
    await writeFile(file, text);
    try {
      for (const [encoding, inflate] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]]) {
        const r = await host.inject({ url: '/releases.json', headers: { 'accept-encoding': encoding } });
        expect(r.headers['content-encoding']).toBe(encoding);
        expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
        expect(inflate(r.rawPayload).toString()).toBe(text);
      }
    } finally {
      await writeFile(file, JSON.stringify({ remotes: { catalog: CATALOG } }));
    }
  });

  it('turns a route pattern into a matcher', () => {
    expect(routePattern('/urun/:slugOrId').test('/urun/abc')).toBe(true);
    expect(routePattern('/urun/:slugOrId').test('/urun/abc/def')).toBe(false);
    expect(routePattern('/admin/ulkeler').test('/admin/ulkeler/')).toBe(true);
  });

  it('answers 20 × 1.2 MB JSON bodies with 413 in the envelope every time, without a reset, and passes 1 MB on', async () => {
    await host.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${host.server.address().port}`;
    const big = JSON.stringify({ kullaniciAdiVeyaEmail: 'x'.repeat(1.2 * 1024 * 1024) });
    const results = [];
    for (let i = 0; i < 20; i++) {
      const r = await fetch(`${base}/api/hesap/giris`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      results.push([r.status, await r.json()]);
    }
    expect(results.map(([s]) => s)).toEqual(Array(20).fill(413));
    for (const [, body] of results) expect(body).toEqual({ basarili: false, veri: null, mesaj: 'Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.' });

    // A chunked body (no Content-Length) over the limit gets the same answer.
    const chunked = await fetch(`${base}/api/hesap/giris`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).mesaj).toBe('Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.');

    // Within the limit, whole bodies reach the API (chunked ones too).
    const ok = JSON.stringify({ a: 'y'.repeat(1024 * 1024 - 20) });
    const passed = await fetch(`${base}/api/hesap/giris`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ok });
    expect((await passed.json()).veri.bytes).toBe(Buffer.byteLength(ok));
    const passedChunked = await fetch(`${base}/api/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Blob([ok]).stream(), duplex: 'half' });
    expect((await passedChunked.json()).veri.bytes).toBe(Buffer.byteLength(ok));
  });

  it('lets a photo upload of up to 5 MB through and answers a larger one with the spec text (member spec §5)', async () => {
    if (!host.server.listening) await host.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${host.server.address().port}`;
    const send = (path, bytes) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.alloc(bytes, 1) });
    const threeMb = await send('/api/hesap/profil-foto-yukle', 3 * 1024 * 1024);
    expect((await threeMb.json()).veri.bytes).toBe(3 * 1024 * 1024);
    const fiveMb = await send('/api/hesap/kapak-foto-yukle', 5 * 1024 * 1024);
    expect((await fiveMb.json()).veri.bytes).toBe(5 * 1024 * 1024);
    const sixMb = await send('/api/hesap/profil-foto-yukle', 6 * 1024 * 1024);
    expect(sixMb.status).toBe(413);
    expect(await sixMb.json()).toEqual({ basarili: false, veri: null, mesaj: "Dosya boyutu 5MB'dan büyük olamaz." });
    // Every other route keeps the 1 MB limit.
    expect((await send('/api/sepet/ekle', 3 * 1024 * 1024)).status).toBe(413);
  });

  it('lets a build archive sent with a deploy key through up to the release upload limit (50 MB unless set)', async () => {
    if (!host.server.listening) await host.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${host.server.address().port}`;
    const archive = await fetch(`${base}/api/yayinlar/yayinla/catalog`, { method: 'POST', headers: { 'content-type': 'application/gzip' }, body: Buffer.alloc(3 * 1024 * 1024, 1) });
    expect((await archive.json()).veri.bytes).toBe(3 * 1024 * 1024);
    expect(bodyLimitFor('/api/yayinlar/yayinla/catalog')).toMatchObject({ limit: 50 * 1024 * 1024, message: 'Derleme arşivi çok büyük.', slot: { concurrent: 2 } });
    expect(bodyLimitFor('/api/yayinlar/gecis').limit).toBe(1024 * 1024);
    expect([releaseUploadLimit({ RELEASE_UPLOAD_MAX_BYTES: '1000' }), releaseUploadLimit({ RELEASE_UPLOAD_MAX_BYTES: 'x' })]).toEqual([1000, 50 * 1024 * 1024]);
  });

  it('receives at most two build archives at once: a third is answered 503 at once, without its body being read', async () => {
    if (!host.server.listening) await host.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${host.server.address().port}`;
    /** An upload whose body is sent in two halves; the second only when `finish` is called. */
    const slowUpload = () => {
      let finish;
      const body = new ReadableStream({
        start(c) {
          c.enqueue(new Uint8Array(64 * 1024).fill(1));
          finish = () => {
            c.enqueue(new Uint8Array(64 * 1024).fill(2));
            c.close();
          };
        },
      });
      const answer = fetch(`${base}/api/yayinlar/yayinla/catalog`, { method: 'POST', headers: { 'content-type': 'application/gzip' }, body, duplex: 'half' });
      return { answer, finish: () => finish() };
    };
    const a = slowUpload();
    const b = slowUpload();
    // Both are being received (their first halves are in); a third is turned away.
    await expect.poll(async () => (await fetch(`${base}/api/yayinlar/yayinla/camps`, { method: 'POST', headers: { 'content-type': 'application/gzip' }, body: Buffer.alloc(10, 1) })).status).toBe(503);
    const third = await fetch(`${base}/api/yayinlar/yayinla/camps`, { method: 'POST', headers: { 'content-type': 'application/gzip' }, body: Buffer.alloc(10, 1) });
    expect(third.headers.get('retry-after')).toBe('30');
    expect(await third.json()).toEqual({ basarili: false, veri: null, mesaj: UPLOAD_BUSY });
    // Other routes are not held back meanwhile.
    expect((await fetch(`${base}/api/sepet/ekle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
    a.finish();
    b.finish();
    expect((await (await a.answer).json()).veri.bytes).toBe(128 * 1024);
    expect((await (await b.answer).json()).veri.bytes).toBe(128 * 1024);
    // Both answered: the route takes archives again.
    await expect.poll(async () => (await fetch(`${base}/api/yayinlar/yayinla/camps`, { method: 'POST', headers: { 'content-type': 'application/gzip' }, body: Buffer.alloc(10, 1) })).status).toBe(200);
  });
});
