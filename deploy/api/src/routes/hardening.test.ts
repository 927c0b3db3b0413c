/**
 * Hardened HTTP of the API: security headers on every answer, CORS closed to foreign
 * origins, request ids, generic error bodies, no path traversal under /uploads, secret-free JSON
 * logs and the generated OpenAPI document.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CampRegistration, PaymentStart } from '@skiclub/shared/schemas';
import { PAYFOR_SIMULATOR_DEFAULTS } from '../lib/payfor';
import { campPayableSource } from '../services/payment';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { CENSORED, loggerFromEnv, safeUrl } from '../lib/logging';
import { HSTS_VALUE, PERMISSIONS_POLICY, hstsModeFromEnv, isSafeFilePath } from '../lib/security';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** The catalogue's 500 text (member spec §8). */
const GENERIC_500 = 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.';

/** A writable collecting JSON log lines. */
function capture(): { stream: Writable; lines: () => Array<Record<string, unknown>>; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  return { stream, text, lines: () => text().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('security headers', () => {
  it('every kind of answer carries them: JSON, 404, 422, an upload file, a bad URL', async () => {
    await writeFile(join(t.dataDir, 'uploads', 'urun', 'ornek.txt'), 'merhaba');
    const answers = await Promise.all([
      t.app.inject('/api/urunkategori/aktif'),
      t.app.inject('/api/olmayan'),
      t.app.inject({ method: 'POST', url: '/api/hesap/giris', payload: {} }),
      t.app.inject('/uploads/urun/ornek.txt'),
      t.app.inject('/api/urun/%E0%A4%A'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 422, 200, 400]);
    for (const r of answers) {
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(r.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(String(r.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
    expect(String(answers[0]!.headers['permissions-policy'])).toContain('camera=()');
  });

  it('HSTS only behind TLS: X-Forwarded-Proto https from the trusted proxy, not from anyone else', async () => {
    const viaProxy = await t.app.inject({ url: '/api/saglik', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
    expect(viaProxy.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const forged = await t.app.inject({ url: '/api/saglik', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const always = await t.buildAnother({ hsts: 'always' });
    expect((await always.inject('/api/saglik')).headers['strict-transport-security']).toBe(HSTS_VALUE);
  });
});

describe('CORS is closed', () => {
  it('a foreign Origin gets no Access-Control-Allow-* on an answer nor on a preflight', async () => {
    const get = await t.app.inject({ url: '/api/urunkategori/aktif', headers: { origin: 'https://kotu.example' } });
    expect(get.statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/hesap/giris',
      headers: { origin: 'https://kotu.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    // No OPTIONS route: the path is known, the method is not.
    expect(preflight.statusCode).toBe(405);
    for (const r of [get, preflight]) {
      const allow = Object.keys(r.headers).filter((h) => h.startsWith('access-control-'));
      expect(allow).toEqual([]);
    }
  });
});

describe('request ids', () => {
  it('echoes a sane X-Request-Id and replaces anything else with a UUID', async () => {
    const sane = await t.app.inject({ url: '/api/saglik', headers: { 'x-request-id': 'nginx-4f2a.91' } });
    expect(sane.headers['x-request-id']).toBe('nginx-4f2a.91');
    for (const bad of ['', 'a b', 'x'.repeat(129), '<script>', 'id\u00e7']) {
      const r = await t.app.inject({ url: '/api/saglik', headers: { 'x-request-id': bad } });
      expect(r.headers['x-request-id'], bad).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('error bodies never leak internals', () => {
  it('a database error (missing table) answers the generic Turkish 500: no SQL, table or driver text', async () => {
    await t.db.execute(sql`ALTER TABLE urun_kategorileri RENAME TO urun_kategorileri_gizli`);
    try {
      const r = await t.app.inject('/api/urunkategori/aktif');
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ basarili: false, veri: null, mesaj: GENERIC_500 });
      expect(r.body).not.toMatch(/urun_kategorileri|select|relation|failed query|at \w/i);
    } finally {
      await t.db.execute(sql`ALTER TABLE urun_kategorileri_gizli RENAME TO urun_kategorileri`);
    }
    expect((await t.app.inject('/api/urunkategori/aktif')).statusCode).toBe(200);
  });

  it('a thrown error (an Error, a string, an object) answers the generic Turkish 500 without its text or stack', async () => {
    const member = await t.memberToken();
    const thrown: unknown[] = [
      new Error('SELECT * FROM kullanicilar WHERE sifre = $1 at /srv/api/services/payment.ts:42'),
      'SELECT * FROM kullanicilar',
      { message: 'kullanicilar tablosu', statusCode: 500 },
    ];
    for (const value of thrown) {
      const app = await t.buildAnother({
        paymentSources: {
          kamp: {
            ...campPayableSource,
            find: async () => {
              throw value;
            },
          },
        },
      });
      const r = await call(app, { method: 'POST', url: '/api/odeme/baslat', token: member, payload: { OrderId: 'x', Kaynak: 'kamp' } });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ basarili: false, veri: null, mesaj: GENERIC_500 });
      expect(r.body).not.toMatch(/kullanicilar|payment\.ts|SELECT|stack/);
    }
  });
});

describe('no path traversal under /uploads', () => {
  it('../, %2e%2e, encoded slashes, backslashes and NUL bytes never reach a file outside the folder', async () => {
    await writeFile(join(t.dataDir, 'gizli.txt'), 'GIZLI-ICERIK');
    await writeFile(join(t.dataDir, 'uploads', 'urun', 'ok.txt'), 'ok');
    const attempts = [
      '/uploads/../gizli.txt',
      '/uploads/urun/../../gizli.txt',
      '/uploads/%2e%2e/gizli.txt',
      '/uploads/urun/%2e%2e/%2e%2e/gizli.txt',
      '/uploads/%2e%2e%2fgizli.txt',
      '/uploads/urun/..%2f..%2fgizli.txt',
      '/uploads/..%5cgizli.txt',
      '/uploads/urun/..\\..\\gizli.txt',
      '/uploads/urun/ok.txt%00.png',
      '/uploads/urun/ok.txt%00',
      '/uploads/%252e%252e/gizli.txt',
      '/uploads//etc/passwd',
      '/uploads/urun/%ZZ',
    ];
    for (const url of attempts) {
      const r = await t.app.inject(url);
      expect([400, 404], url).toContain(r.statusCode);
      expect(r.body, url).not.toContain('GIZLI-ICERIK');
      expect(r.body, url).not.toContain('root:');
    }
    expect((await t.app.inject('/uploads/urun/ok.txt')).body).toBe('ok');
  });

  it('isSafeFilePath accepts plain names only', () => {
    expect(isSafeFilePath('/uploads/urun/3f2a.jpg?v=2', '/uploads/')).toBe(true);
    for (const bad of ['/uploads/', '/uploads/a//b', '/uploads/./a', '/uploads/a/%2E%2E/b', '/uploads/a%2fb', '/uploads/a%5cb', '/uploads/a%00', '/uploads/%252e', '/uploads/%E0%A4%A']) {
      expect(isSafeFilePath(bad, '/uploads/'), bad).toBe(false);
    }
  });
});

describe('structured JSON logs', () => {
  it('a sign-in and a payment start leave no secret in any line, and every request line has its id', async () => {
    const log = capture();
    const app: FastifyInstance = await t.buildAnother({ logger: { level: 'info', stream: log.stream } });
    const sifre = 'Uye12345!';
    const login = await app.inject({
      method: 'POST',
      url: '/api/hesap/giris',
      headers: { 'x-request-id': 'giris-istegi-1' },
      payload: { kullaniciAdiVeyaEmail: 'uye', sifre, beniHatirla: false, recaptchaToken: t.human('giris') },
    });
    expect(login.statusCode).toBe(200);
    const token = body<{ token: string }>(login).veri.token;
    const regs = body<CampRegistration[]>(await call(app, { method: 'GET', url: '/api/kampakayit', token })).veri;
    const unpaid = regs.find((r) => !r.odemeDurumu)!;
    const start = await call(app, { method: 'POST', url: '/api/odeme/baslat', token, payload: { OrderId: unpaid.id, PurchAmount: unpaid.odenecekTL, Kaynak: 'kamp' } });
    expect(start.statusCode).toBe(200);
    const fields = body<PaymentStart>(start).veri.alanlar;
    // An e-mail confirmation link's token in the URL is masked too.
    await app.inject('/api/hesap/email-onayla?userId=x&token=GIZLI-TOKEN-123');

    const lines = log.lines();
    const requestLines = lines.filter((l) => 'req' in l || 'res' in l);
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const l of requestLines) expect(typeof l.reqId, JSON.stringify(l)).toBe('string');
    expect(requestLines.filter((l) => l.reqId === 'giris-istegi-1')).toHaveLength(2);
    const all = log.text();
    for (const secret of [sifre, token, token.split('.')[2]!, fields.Hash!, PAYFOR_SIMULATOR_DEFAULTS.merchantPass, 'GIZLI-TOKEN-123']) expect(all).not.toContain(secret);
    expect(all).toContain(`token=${encodeURIComponent(CENSORED)}`);
  });

  it('censors secret fields wherever a log call puts them, and a failed query loses its parameters', async () => {
    const log = capture();
    const app = await t.buildAnother({ logger: { level: 'info', stream: log.stream } });
    app.log.info({ body: { sifre: 'S1', yeniSifre: 'S2', kart: { Pan: '4155650100416111', Cvv2: '123', Expiry: '1230' } }, headers: { authorization: 'Bearer abc.def', cookie: 'a=b' }, sifre: 'S3' }, 'deneme');
    const failed = Object.assign(new Error('Failed query: insert into "kullanicilar" ("sifre_hash") values ($1)\nparams: $argon2id$GIZLIHASH'), { query: 'insert into "kullanicilar" ("sifre_hash") values ($1)', params: ['$argon2id$GIZLIHASH'] });
    app.log.error({ err: failed }, 'hata');
    const [info, error] = log.lines();
    expect(info).toMatchObject({ msg: 'deneme', sifre: CENSORED, body: { sifre: CENSORED, yeniSifre: CENSORED, kart: { Pan: CENSORED, Cvv2: CENSORED, Expiry: CENSORED } }, headers: { authorization: CENSORED, cookie: CENSORED } });
    expect(error).toMatchObject({ msg: 'hata', err: { query: 'insert into "kullanicilar" ("sifre_hash") values ($1)' } });
    for (const secret of ['S1', 'S2', 'S3', '4155650100416111', 'abc.def', 'GIZLIHASH']) expect(log.text()).not.toContain(secret);
  });

  it('the server logs JSON at LOG_LEVEL, else info with API_LOG=1 or in production, else warnings; silent turns it off', () => {
    expect(loggerFromEnv({ LOG_LEVEL: 'debug' })).toEqual({ level: 'debug' });
    expect(loggerFromEnv({ LOG_LEVEL: 'silent' })).toBe(false);
    expect(loggerFromEnv({ API_LOG: '1' })).toEqual({ level: 'info' });
    expect(loggerFromEnv({ NODE_ENV: 'production' })).toEqual({ level: 'info' });
    expect(loggerFromEnv({})).toEqual({ level: 'warn' });
    expect([hstsModeFromEnv('always'), hstsModeFromEnv('off'), hstsModeFromEnv(undefined), hstsModeFromEnv('yes')]).toEqual(['always', 'off', 'auto', 'auto']);
  });

  it('safeUrl masks only secret query parameters', () => {
    expect(safeUrl('/api/urun?ara=kayak&sayfa=2')).toBe('/api/urun?ara=kayak&sayfa=2');
    expect(safeUrl('/x?userId=1&token=abc')).toBe(`/x?userId=1&token=${encodeURIComponent(CENSORED)}`);
  });
});

describe('OpenAPI', () => {
  it('/api/docs/json is an OpenAPI 3 document with the main paths and zod-derived schemas', async () => {
    const r = await t.app.inject('/api/docs/json');
    expect(r.statusCode).toBe(200);
    const doc = r.json<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; responses: Record<string, unknown> }>> }>();
    expect(doc.openapi).toMatch(/^3\.0\.\d$/);
    expect(doc.info.title).toBe('Kayak Kulübü API');
    for (const p of ['/api/hesap/giris', '/api/urun', '/api/sepet/ekle', '/api/siparis/olustur', '/api/odeme/baslat', '/api/yayinlar/gecis', '/api/urun/{id}', '/healthz']) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(op.responses).toBeTypeOf('object');
    // A handler-validated route documented from its shared schema.
    const login = doc.paths['/api/hesap/giris']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties ?? {})).toEqual(expect.arrayContaining(['kullaniciAdiVeyaEmail', 'sifre', 'recaptchaToken']));
    // A route with its own Fastify schema.
    expect(doc.paths['/api/urun']!.post!.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('/api/docs serves Swagger UI with its own CSP', async () => {
    const r = await t.app.inject('/api/docs/');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('swagger');
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    // Swagger UI writes <style> elements at run time; scripts stay 'self' plus the plugin's hashes.
    expect(String(r.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    expect(String(r.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe/);
  });
});
