/**
 * Bad input from the outside (the probe of the running site): NUL characters,
 * Fastify's own errors and zod's defaults must all answer the Turkish envelope with a 4xx,
 * never 500 and never English.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { body, call, createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;
let member: string;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  member = await t.memberToken();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const VALIDATION = 'Gönderilen veriler geçersiz. Lütfen kontrol edin.';
/** Words of zod's and Fastify's English messages (and of raw error names) that must not reach a client. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|too (big|small|large)|bad request|not found|unsupported|unexpected|body|content[- ]type|json|undefined|string|number|boolean|object|array|error|url|route|media|payload|FST_\w+)\b/i;

describe('NUL characters answer 422 with a Turkish field error, never 500', () => {
  it.each([
    ['POST /api/hesap/giris', { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'uy\u0000e', sifre: 'Uye12345!', recaptchaToken: 'x' } }, 'kullaniciAdiVeyaEmail'],
    ['POST /api/hesap/kayit', { method: 'POST', url: '/api/hesap/kayit', payload: { ad: 'A\u0000', soyad: 'B' } }, 'ad'],
    ['GET /api/urun?searchTerm=a%00b', { method: 'GET', url: '/api/urun?searchTerm=a%00b' }, 'searchTerm'],
    ['GET /api/urun/resolve/a%00b', { method: 'GET', url: '/api/urun/resolve/a%00b' }, 'slugOrId'],
    ['GET /api/dogrulama/token?action=a%00', { method: 'GET', url: '/api/dogrulama/token?action=a%00' }, 'action'],
  ] as const)('%s', async (_name, request, field) => {
    const res = await call(t.app, request as InjectOptions);
    expect(res.statusCode).toBe(422);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: VALIDATION, hatalar: { [field]: 'Bu alan geçersiz bir karakter içeriyor.' } });
  });

  it('POST /api/ulke (Admin) and a nested value', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/ulke', token: admin, payload: { ulkeAdi: 'Nor\u0000veç' } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ ulkeAdi: 'Bu alan geçersiz bir karakter içeriyor.' });
    const nested = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: { ad: 'Can', ekler: [{ not: '\u0000' }] } });
    expect(body(nested).hatalar).toEqual({ 'ekler.0.not': 'Bu alan geçersiz bir karakter içeriyor.' });
  });
});

describe('every error answer is the Turkish envelope', () => {
  const json = { 'content-type': 'application/json' };
  const bigBody = JSON.stringify({ kullaniciAdiVeyaEmail: 'x'.repeat(1_200_000) });

  /** The probe's kinds of bad requests, on public, member and admin routes. */
  const probes = (): (InjectOptions & { token?: string; expect: number })[] => [
    // Fastify's own errors
    { method: 'POST', url: '/api/hesap/giris', headers: json, payload: '{"kullaniciAdiVeyaEmail":', expect: 400 },
    { method: 'POST', url: '/api/hesap/giris', headers: json, payload: '', expect: 400 },
    { method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'text/plain' }, payload: 'kullanici=uye', expect: 422 },
    { method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'kullanici=uye', expect: 415 },
    { method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'application/xml' }, payload: '<a/>', expect: 415 },
    { method: 'POST', url: '/api/hesap/giris', headers: json, payload: bigBody, expect: 413 },
    { method: 'GET', url: '/api/urun/%E0%A4%A', expect: 400 },
    { method: 'GET', url: '/api/boyle-bir-yer-yok', expect: 404 },
    { method: 'PATCH', url: '/api/sepet', token: member, expect: 405 }, // a known path, a method it does not take
    // zod defaults: missing fields, wrong types, wrong shapes
    { method: 'POST', url: '/api/hesap/giris', expect: 422 },
    { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 5, sifre: [], beniHatirla: 'evet', recaptchaToken: 'x' }, expect: 422 },
    { method: 'POST', url: '/api/hesap/giris', headers: json, payload: '[1,2]', expect: 422 },
    { method: 'POST', url: '/api/hesap/giris', headers: json, payload: 'null', expect: 422 },
    { method: 'POST', url: '/api/hesap/kayit', payload: { ad: 1, soyad: null, kullaniciAdi: {}, email: true, gsm: 5, sifre: 1, sifreTekrar: 2, recaptchaToken: 3 }, expect: 422 },
    { method: 'GET', url: '/api/dogrulama/token', expect: 422 },
    { method: 'GET', url: '/api/dogrulama/token?action=../x', expect: 422 },
    { method: 'GET', url: '/api/urun?page=abc', expect: 422 },
    { method: 'GET', url: '/api/urun?page=0&pageSize=1000', expect: 422 },
    { method: 'GET', url: '/api/urun?orderBy=Rastgele', expect: 422 },
    { method: 'GET', url: '/api/urun?kategoriId=bozuk', expect: 422 },
    { method: 'GET', url: `/api/urun?searchTerm=${'a'.repeat(101)}`, expect: 422 },
    { method: 'GET', url: '/api/sepet/stok-kontrol?urunId=bozuk&miktar=x', token: member, expect: 422 },
    { method: 'GET', url: '/api/sepet/stok-kontrol', token: member, expect: 422 },
    { method: 'POST', url: '/api/sepet/ekle', token: member, payload: {}, expect: 422 },
    { method: 'POST', url: '/api/sepet/ekle', token: member, payload: { urunId: 'x', urunVaryantId: 5, miktar: 'iki', paraBirimi: 'GBP' }, expect: 422 },
    { method: 'PUT', url: '/api/sepet/guncelle', token: member, payload: { id: 5, miktar: null }, expect: 422 },
    { method: 'POST', url: '/api/ulke', token: admin, payload: { ulkeAdi: 5, aktif: 'evet' }, expect: 422 },
    { method: 'POST', url: '/api/ulke', token: admin, headers: json, payload: '"metin"', expect: 422 },
    { method: 'POST', url: '/api/ulke/00000000-0000-4000-8000-000000000000', token: admin, payload: { ulkeAdi: ['Norveç'] }, expect: 422 },
    { method: 'POST', url: '/api/kampakayit', token: member, headers: json, payload: '[1,2]', expect: 422 },
    { method: 'POST', url: '/api/kampakayit', token: member, payload: { kampId: 5, konaklamaSecenegiId: {}, yetiskinler: 'x' }, expect: 422 },
    { method: 'POST', url: '/api/KampaKayit/fiyat', token: member, headers: json, payload: 'null', expect: 422 },
    { method: 'POST', url: '/api/KampaKayit/fiyat', token: member, payload: { kampId: [], konaklamaSecenegiId: true, ekipKodu: 5 }, expect: 422 },
    { method: 'POST', url: '/api/odeme/baslat', token: member, payload: { OrderId: [], PurchAmount: 'x', Kaynak: 5 }, expect: 422 },
    { method: 'POST', url: '/api/odeme/baslat', token: member, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'OrderId=x', expect: 415 },
    // auth and unknown records
    { method: 'GET', url: '/api/sepet', headers: { authorization: 'Bearer bozuk' }, expect: 401 },
    { method: 'GET', url: '/api/sepet', headers: { authorization: 'Basic dXllOnV5ZQ==' }, expect: 401 },
    { method: 'GET', url: '/api/ulke', token: member, expect: 403 },
    { method: 'DELETE', url: '/api/sepet/bozuk', token: member, expect: 404 },
    { method: 'GET', url: '/api/galeri/bozuk', expect: 404 },
    { method: 'POST', url: '/api/odeme/baslat', token: member, payload: { OrderId: 'bozuk', Kaynak: 'kamp' }, expect: 404 },
    { method: 'POST', url: '/api/odeme/baslat', payload: { OrderId: 'bozuk', Kaynak: 'kamp' }, expect: 401 },
    { method: 'GET', url: '/api/urun/resim/..%2F..%2Fetc%2Fpasswd', expect: 404 },
  ];

  it('answers each probe with its 4xx status, the envelope and no English text', async () => {
    const failures: string[] = [];
    for (const { expect: status, ...probe } of probes()) {
      const res: LightMyRequestResponse = await call(t.app, probe);
      const name = `${probe.method} ${String(probe.url).slice(0, 60)} → ${res.statusCode}`;
      let env: { basarili?: unknown; veri?: unknown; mesaj?: unknown; hatalar?: Record<string, string> } | null = null;
      try {
        env = res.json();
      } catch {
        failures.push(`${name}: not JSON: ${res.body.slice(0, 80)}`);
        continue;
      }
      if (res.statusCode !== status) failures.push(`${name}: expected ${status}`);
      if (env?.basarili !== false || env.veri !== null || typeof env.mesaj !== 'string' || !env.mesaj) failures.push(`${name}: not the envelope: ${res.body.slice(0, 120)}`);
      const texts = [String(env?.mesaj), ...Object.values(env?.hatalar ?? {})];
      const english = texts.filter((text) => ENGLISH.test(text));
      if (english.length) failures.push(`${name}: English text: ${english.join(' | ')}`);
      if (res.body.includes('%E0') || res.body.includes('passwd')) failures.push(`${name}: echoes the URL`);
    }
    expect(failures).toEqual([]);
  });

  it('names every missing or mistyped field in Turkish', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 5, sifre: [], recaptchaToken: 'x' } });
    expect(body(res).hatalar).toMatchObject({ kullaniciAdiVeyaEmail: expect.any(String), sifre: expect.any(String) });
    const query = await call(t.app, { method: 'GET', url: '/api/urun?page=abc&orderBy=Rastgele' });
    expect(body(query).hatalar).toEqual({ page: 'Bu alan sayı olmalıdır.', orderBy: 'Geçersiz seçim. Geçerli değerler: CreatedAtDesc, NameAsc, PriceAsc, PriceDesc.' });
  });

  it('a body over 1 MB answers 413 with its own text', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', headers: json, payload: bigBody });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.' });
  });
});
