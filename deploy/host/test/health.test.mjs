import { mkdtemp, mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../src/server.mjs';

let dir;
let shell;
let data;
let host;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-health-'));
  shell = path.join(dir, 'shell');
  data = path.join(dir, 'data');
  await mkdir(shell, { recursive: true });
  await mkdir(data, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/' }]));
  await writeFile(path.join(data, 'releases.json'), JSON.stringify({ remotes: {} }));
  // The API is never asked: the host's probes do not depend on it (nothing listens on port 9).
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

describe('host probes', () => {
  it('GET /healthz answers 200 JSON, uncached, even with the API down', async () => {
    const r = await host.inject('/healthz');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toEqual({ basarili: true, veri: { durum: 'ok' }, mesaj: '' });
  });

  it('GET /readyz answers 200 when the shell page and releases.json are readable', async () => {
    const r = await host.inject('/readyz');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ basarili: true, veri: { durum: 'hazir', kabuk: 'ok', yayinlar: 'ok' }, mesaj: '' });
  });

  it('GET /readyz answers 503 while releases.json is missing, and 200 again once it is back', async () => {
    const file = path.join(data, 'releases.json');
    await unlink(file);
    let r = await host.inject('/readyz');
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ basarili: false, veri: { durum: 'hazir-degil', kabuk: 'ok', yayinlar: 'okunamiyor' }, mesaj: 'Site dosyaları okunamıyor.' });
    await writeFile(file, JSON.stringify({ remotes: {} }));
    r = await host.inject('/readyz');
    expect(r.statusCode).toBe(200);
  });

  it('keeps serving the last good release list while the state cannot be read, and is not ready when it never could', async () => {
    const file = path.join(data, 'releases.json');
    await writeFile(file, JSON.stringify({ remotes: { catalog: { live: '1.0.0-iyi', routes: [] } } }));
    expect(JSON.parse((await host.inject('/releases.json')).body).remotes.catalog.live).toBe('1.0.0-iyi');
    for (const broken of ['{"remotes":', 'null']) {
      await writeFile(file, broken);
      expect((await host.inject('/readyz')).statusCode).toBe(200);
      expect(JSON.parse((await host.inject('/releases.json')).body).remotes.catalog.live).toBe('1.0.0-iyi');
    }
    // A host started on a broken list has nothing good to fall back on.
    const fresh = await buildHost({ shellDist: shell, dataDir: data, apiUrl: 'http://127.0.0.1:9' });
    try {
      const r = await fresh.inject('/readyz');
      expect(r.statusCode).toBe(503);
      expect(r.json().veri.yayinlar).toBe('okunamiyor');
    } finally {
      await fresh.close();
      await writeFile(file, JSON.stringify({ remotes: {} }));
    }
  });

  it('GET /readyz answers 503 when the shell build is gone', async () => {
    await rm(path.join(shell, 'index.html'));
    const r = await host.inject('/readyz');
    expect(r.statusCode).toBe(503);
    expect(r.json().veri).toEqual({ durum: 'hazir-degil', kabuk: 'okunamiyor', yayinlar: 'ok' });
    await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
    expect((await host.inject('/readyz')).statusCode).toBe(200);
  });
});
