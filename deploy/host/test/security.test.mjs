// Hardened HTTP of the composition host: security headers with the site's CSP on every
// answer, CORS closed (no Access-Control-Allow-*), HSTS only behind TLS, request ids echoed and
// passed to the API, no path traversal under /remotes and /uploads, secret-free JSON logs.
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../src/server.mjs';
import { HSTS_VALUE, PERMISSIONS_POLICY, cspHeader, isSafeFilePath, originOf, siteCspDirectives } from '../src/security.mjs';

const BANK = 'https://vpos.banka.example/Gateway/Default.aspx';
const EXPECTED_CSP = (
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; manifest-src 'self'; worker-src 'self' blob:; form-action 'self' https://vpos.banka.example; " +
  "frame-ancestors 'none'; base-uri 'self'; object-src 'none'"
).replace(/; /g, ';');

let dir;
let host;
let api;
/** Requests the stand-in API received. */
const upstream = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-security-'));
  const shell = path.join(dir, 'shell');
  await mkdir(path.join(shell, 'static/js'), { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'static/js/index.0123abcd.js'), 'console.log(1)');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/' }, { path: '/giris' }]));
  const data = path.join(dir, 'data');
  await mkdir(path.join(data, 'remotes/catalog/1.0.0/static'), { recursive: true });
  await mkdir(path.join(data, 'store/catalog'), { recursive: true });
  await writeFile(path.join(data, 'remotes/catalog/1.0.0/mf-manifest.json'), '{"id":"catalog"}');
  await writeFile(path.join(data, 'remotes/catalog/1.0.0/static/a.1234abcd.js'), 'x');
  await writeFile(path.join(data, 'store/catalog/1.0.0.json'), 'GIZLI-KAYIT');
  await writeFile(path.join(dir, 'gizli.txt'), 'GIZLI-DOSYA');
  await writeFile(path.join(data, 'releases.json'), JSON.stringify({ remotes: {} }));
  api = http.createServer((req, res) => {
    upstream.push({ url: req.url, requestId: req.headers['x-request-id'] });
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.end(JSON.stringify({ basarili: true, veri: null, mesaj: '' }));
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl: `http://127.0.0.1:${api.address().port}`, formTargets: [BANK], hsts: 'auto' });
});

afterAll(async () => {
  await host.close();
  await new Promise((r) => api.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('pages carry the site CSP: own origin for scripts, styles, images, fetches; forms to the bank; no framing', async () => {
    const r = await host.inject('/giris');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-security-policy']).toBe(EXPECTED_CSP);
  });

  it('every kind of answer carries nosniff, Referrer-Policy, Permissions-Policy and X-Frame-Options', async () => {
    const urls = ['/', '/olmayan', '/static/js/index.0123abcd.js', '/remotes/catalog/1.0.0/mf-manifest.json', '/remotes/catalog/9/x.js', '/releases.json', '/healthz', '/robots.txt', '/api/urun'];
    for (const url of urls) {
      const r = await host.inject(url);
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
      expect(r.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(r.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
      expect(r.headers['x-frame-options'], url).toBe('DENY');
      expect(r.headers['content-security-policy'], url).toBeTruthy();
      expect(r.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('an API answer keeps the API’s own (stricter) CSP', async () => {
    const r = await host.inject('/api/urun');
    expect(r.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('HSTS only behind TLS: X-Forwarded-Proto https from a trusted proxy, or hsts always', async () => {
    const proxied = await host.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(proxied.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const forged = await host.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '198.51.100.7' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const always = await buildHost({ shellDist: path.join(dir, 'shell'), dataDir: path.join(dir, 'data'), apiUrl: 'http://127.0.0.1:9', hsts: 'always' });
    try {
      expect((await always.inject('/')).headers['strict-transport-security']).toBe(HSTS_VALUE);
    } finally {
      await always.close();
    }
  });

  it('form-action takes the origin of each form target and ignores what is no http(s) URL', () => {
    expect(originOf('http://127.0.0.1:5200/Gateway/Default.aspx')).toBe('http://127.0.0.1:5200');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(siteCspDirectives({ formTargets: ['http://127.0.0.1:5200/Gateway/Default.aspx', 'nonsense', BANK] })['form-action']).toEqual([
      "'self'",
      'http://127.0.0.1:5200',
      'https://vpos.banka.example',
    ]);
    expect(cspHeader(siteCspDirectives())).toContain("form-action 'self';");
    expect(cspHeader(siteCspDirectives({ formTargets: [BANK] }))).toBe(EXPECTED_CSP);
  });
});

describe('CORS is closed', () => {
  it('remote files, pages and preflights from a foreign origin get no Access-Control-Allow-*', async () => {
    const answers = await Promise.all([
      host.inject({ url: '/remotes/catalog/1.0.0/mf-manifest.json', headers: { origin: 'https://kotu.example' } }),
      host.inject({ url: '/remotes/catalog/1.0.0/static/a.1234abcd.js', headers: { origin: 'https://kotu.example' } }),
      host.inject({ url: '/', headers: { origin: 'https://kotu.example' } }),
      host.inject({ method: 'OPTIONS', url: '/remotes/catalog/1.0.0/mf-manifest.json', headers: { origin: 'https://kotu.example', 'access-control-request-method': 'GET' } }),
    ]);
    expect(answers[0].statusCode).toBe(200);
    for (const r of answers) expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id, replaces a bad one, and passes the same id to the API', async () => {
    const sane = await host.inject({ url: '/api/urun', headers: { 'x-request-id': 'nginx-abc123' } });
    expect(sane.headers['x-request-id']).toBe('nginx-abc123');
    expect(upstream.at(-1)).toMatchObject({ url: '/api/urun', requestId: 'nginx-abc123' });
    const bad = await host.inject({ url: '/api/urun', headers: { 'x-request-id': 'kötü id' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.at(-1).requestId).toBe(bad.headers['x-request-id']);
  });
});

describe('no path traversal under /remotes and /uploads', () => {
  const attempts = (prefix) => [
    `${prefix}../gizli.txt`,
    `${prefix}catalog/../../store/catalog/1.0.0.json`,
    `${prefix}%2e%2e/store/catalog/1.0.0.json`,
    `${prefix}catalog/%2e%2e/%2e%2e/store/catalog/1.0.0.json`,
    `${prefix}%2e%2e%2fstore%2fcatalog%2f1.0.0.json`,
    `${prefix}catalog/..%2f..%2f..%2fgizli.txt`,
    `${prefix}..%5c..%5cgizli.txt`,
    `${prefix}catalog/..\\..\\gizli.txt`,
    `${prefix}catalog/1.0.0/mf-manifest.json%00.js`,
    `${prefix}catalog/1.0.0/mf-manifest.json%00`,
    `${prefix}%252e%252e/gizli.txt`,
    `${prefix}/etc/passwd`,
    `${prefix}catalog/%ZZ`,
  ];

  it('answers 400/404 and never a file outside the folder', async () => {
    const before = upstream.length;
    for (const url of [...attempts('/remotes/'), ...attempts('/uploads/')]) {
      const r = await host.inject(url);
      expect([400, 404], url).toContain(r.statusCode);
      for (const secret of ['GIZLI-KAYIT', 'GIZLI-DOSYA', 'root:']) expect(r.body, url).not.toContain(secret);
    }
    // Traversals under /uploads are refused by the host itself: the API never sees them.
    expect(upstream.length).toBe(before);
    expect((await host.inject('/remotes/catalog/1.0.0/mf-manifest.json')).body).toBe('{"id":"catalog"}');
  });

  it('isSafeFilePath accepts plain names only', () => {
    expect(isSafeFilePath('/remotes/catalog/1.0.0/static/js/a.1234.js?v=1', '/remotes/')).toBe(true);
    for (const bad of ['/remotes/', '/remotes/a//b', '/remotes/a/./b', '/remotes/a/%2E%2E/b', '/remotes/a%2fb', '/remotes/a%5cb', '/remotes/a%00', '/remotes/%E0%A4%A']) {
      expect(isSafeFilePath(bad, '/remotes/'), bad).toBe(false);
    }
  });
});

describe('structured JSON logs', () => {
  it('one JSON line per request with its reqId, no authorization or cookie, secret query values masked', async () => {
    const chunks = [];
    const stream = new Writable({
      write(c, _e, done) {
        chunks.push(c.toString());
        done();
      },
    });
    const logged = await buildHost({ shellDist: path.join(dir, 'shell'), dataDir: path.join(dir, 'data'), apiUrl: `http://127.0.0.1:${api.address().port}`, logger: { level: 'info', stream } });
    try {
      await logged.inject({ url: '/api/hesap/email-onayla?userId=1&token=GIZLI-TOKEN', headers: { authorization: 'Bearer GIZLI.JWT', cookie: 'oturum=GIZLI-CEREZ', 'x-request-id': 'istek-42' } });
      logged.log.info({ body: { sifre: 'GIZLI-SIFRE', kart: { Pan: '4155650100416111' } } }, 'deneme');
    } finally {
      await logged.close();
    }
    const lines = chunks.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const requestLines = lines.filter((l) => l.req || l.res);
    expect(requestLines).toHaveLength(2);
    for (const l of requestLines) expect(l.reqId).toBe('istek-42');
    const all = chunks.join('');
    for (const secret of ['GIZLI-TOKEN', 'GIZLI.JWT', 'GIZLI-CEREZ', 'GIZLI-SIFRE', '4155650100416111']) expect(all).not.toContain(secret);
    expect(lines.find((l) => l.msg === 'deneme').body).toEqual({ sifre: '[gizli]', kart: { Pan: '[gizli]' } });
  });
});
