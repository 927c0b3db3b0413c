import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MESSAGES, type LoginResult } from '@skiclub/shared/schemas';
import { kullanicilar } from '../db/schema';
import { mapDatabaseError } from '../lib/errors';
import { hashPassword } from '../lib/password';
import { LocalVerifier, VERIFICATION_FAILED } from '../lib/verifier';
import { changePassword, setUserActive } from '../services/users';
import { databaseUsedTokenStore } from '../services/verification';
import { TEST_SECRET, body, call, createTestContext, type TestContext } from '../test/helpers';
import { ACCOUNT_INACTIVE, EMAIL_TAKEN, LOGIN_FAILED, USERNAME_TAKEN } from './account';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const signUp = (overrides: Record<string, unknown> = {}) => ({
  ad: 'Can',
  soyad: 'Öztürk',
  kullaniciAdi: 'canozturk',
  email: 'can@example.com',
  gsm: '0532 111 22 33',
  sifre: 'Guclu#Sifre1',
  sifreTekrar: 'Guclu#Sifre1',
  recaptchaToken: t.human('kayit'),
  ...overrides,
});

describe('POST /api/hesap/kayit', () => {
  it('creates the account (201, id and kullaniciAdi) with an argon2id hash and the phone without spaces', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp() });
    expect(res.statusCode).toBe(201);
    const env = body<{ id: string; kullaniciAdi: string }>(res);
    expect(env.basarili).toBe(true);
    expect(env.veri.kullaniciAdi).toBe('canozturk');
    const [row] = await t.db.select().from(kullanicilar).where(eq(kullanicilar.id, env.veri.id));
    expect(row?.sifreHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.gsm).toBe('05321112233');
    expect(row?.roller).toEqual(['Uye']);
  });

  it.each([
    ['ad', { ad: '' }, MESSAGES.required('Ad')],
    ['ad', { ad: 'A'.repeat(51) }, MESSAGES.maxLength('Ad', 50)],
    ['soyad', { soyad: '   ' }, MESSAGES.required('Soyad')],
    ['kullaniciAdi', { kullaniciAdi: undefined }, MESSAGES.required('Kullanıcı Adı')],
    ['email', { email: 'can@' }, MESSAGES.email],
    ['gsm', { gsm: '12345' }, MESSAGES.phone],
    ['sifre', { sifre: 'Ab1!', sifreTekrar: 'Ab1!' }, MESSAGES.minLength('Şifre', 8)],
    ['sifre', { sifre: 'sifresifre1', sifreTekrar: 'sifresifre1' }, MESSAGES.passwordStrength],
    ['sifreTekrar', { sifreTekrar: 'Baska#Sifre2' }, MESSAGES.passwordMismatch],
    ['recaptchaToken', { recaptchaToken: '' }, MESSAGES.required('Güvenlik doğrulaması')],
  ])('422 for a bad %s with the shared Turkish message', async (field, overrides, message) => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'yeni1', email: 'yeni1@example.com', ...overrides }) });
    expect(res.statusCode).toBe(422);
    const env = body(res);
    expect(env).toMatchObject({ basarili: false, veri: null, mesaj: 'Gönderilen veriler geçersiz. Lütfen kontrol edin.' });
    expect(env.hatalar?.[field]).toBe(message);
  });

  it('409 for a taken user name or e-mail, whatever the case', async () => {
    const byName = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'UYE', email: 'farkli@example.com' }) });
    expect(byName.statusCode).toBe(409);
    expect(body(byName).hatalar).toEqual({ kullaniciAdi: USERNAME_TAKEN });
    expect(body(byName).mesaj).toBe(USERNAME_TAKEN);

    const byEmail = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'baskabiri', email: 'AYSE@example.com' }) });
    expect(byEmail.statusCode).toBe(409);
    expect(body(byEmail).hatalar).toEqual({ email: EMAIL_TAKEN });
  });

  it('409 from the database unique index when the pre-check is raced', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'yaris', email: 'yaris@example.com' }) });
    expect(res.statusCode).toBe(201);
    // Same name again, different case: the lower() unique index is the last line of defence,
    // and the error handler turns its violation into the field's 409.
    const err = await t.db
      .insert(kullanicilar)
      .values({ ad: 'a', soyad: 'b', kullaniciAdi: 'YARIS', email: 'x@example.com', gsm: '05321112233', sifreHash: 'x' })
      .then(() => null, (e: unknown) => e);
    const mapped = mapDatabaseError(err);
    expect(mapped?.status).toBe(409);
    expect(mapped?.hatalar).toEqual({ kullaniciAdi: USERNAME_TAKEN });
  });
});

describe('human verification on sign-up and sign-in', () => {
  const expectTokenRejected = async (recaptchaToken: string) => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ recaptchaToken: VERIFICATION_FAILED });
  };

  it('rejects a forged token', async () => {
    const [payload] = t.human('giris').split('.');
    await expectTokenRejected(`${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    await expectTokenRejected('not-a-token');
  });

  it('rejects an expired token (older than 2 minutes)', async () => {
    await expectTokenRejected(t.verifier.issue('giris', Date.now() - 2 * 60 * 1000 - 1000));
  });

  it('rejects a token issued for another action', async () => {
    await expectTokenRejected(t.human('kayit'));
  });

  it('rejects a missing token with the required-field message', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!' } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.recaptchaToken).toBe(MESSAGES.required('Güvenlik doğrulaması'));
  });

  it('sign-up reports field errors and a bad token together', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ email: 'x', recaptchaToken: t.human('giris') }) });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toMatchObject({ email: MESSAGES.email, recaptchaToken: VERIFICATION_FAILED });
  });

  it('GET /api/dogrulama/token validates the action', async () => {
    const bad = await call(t.app, { method: 'GET', url: '/api/dogrulama/token?action=../x' });
    expect(bad.statusCode).toBe(422);
    const good = await call(t.app, { method: 'GET', url: '/api/dogrulama/token?action=kayit' });
    expect(good.statusCode).toBe(200);
    expect(body<{ token: string }>(good).veri.token).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe('POST /api/hesap/giris', () => {
  it('signs in by user name or e-mail; the token opens /api/sepet; expiry 24 h or 7 days', async () => {
    const before = Date.now();
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken: t.human('giris') } });
    expect(res.statusCode).toBe(200);
    const { user, token } = body<LoginResult>(res).veri;
    expect(user).toMatchObject({ kullaniciAdi: 'uye', ad: 'Ayşe', soyad: 'Yılmaz', email: 'ayse@example.com', roller: ['Uye'] });
    const hours = (Date.parse(user.expiration) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);

    const cart = await call(t.app, { method: 'GET', url: '/api/sepet', token });
    expect(cart.statusCode).toBe(200);

    const remembered = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'ADMIN@example.com', sifre: 'Admin12345!', beniHatirla: true, recaptchaToken: t.human('giris') } });
    expect(remembered.statusCode).toBe(200);
    const admin = body<LoginResult>(remembered).veri.user;
    expect(admin.roller).toEqual(['Admin']);
    expect((Date.parse(admin.expiration) - before) / 86_400_000).toBeCloseTo(7, 1);
  });

  it('401 with the same text for a wrong password and an unknown user', async () => {
    for (const payload of [
      { kullaniciAdiVeyaEmail: 'uye', sifre: 'Yanlis123!' },
      { kullaniciAdiVeyaEmail: 'kimseyok', sifre: 'Uye12345!' },
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { ...payload, recaptchaToken: t.human('giris') } });
      expect(res.statusCode).toBe(401);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: LOGIN_FAILED });
    }
  });

  it('403 for a deactivated account, and its old token stops working', async () => {
    const reg = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'pasif', email: 'pasif@example.com' }) });
    expect(reg.statusCode).toBe(201);
    const token = await t.login('pasif', 'Guclu#Sifre1');
    await t.db.update(kullanicilar).set({ aktif: false }).where(eq(kullanicilar.kullaniciAdi, 'pasif'));
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'pasif', sifre: 'Guclu#Sifre1', recaptchaToken: t.human('giris') } });
    expect(res.statusCode).toBe(403);
    expect(body(res).mesaj).toBe(ACCOUNT_INACTIVE);
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token })).statusCode).toBe(401);
  });

  it('401 for a forged or expired JWT', async () => {
    const token = await t.memberToken();
    const [h, p] = token.split('.');
    const forged = await call(t.app, { method: 'GET', url: '/api/sepet', token: `${h}.${p}.invalidsignature` });
    expect(forged.statusCode).toBe(401);
    expect(body(forged).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
    const expired = t.app.jwt.sign({ sub: '00000000-0000-4000-8000-000000000000', roller: [], tv: 0, exp: Math.floor(Date.now() / 1000) - 10 });
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token: expired })).statusCode).toBe(401);
  });
});

describe('error envelope', () => {
  it('malformed JSON answers 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'application/json' }, payload: '{"kullaniciAdiVeyaEmail":' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.' });
  });

  it('a JSON body that is not an object answers 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(res.statusCode).toBe(422);
  });

  it('unknown routes answer the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boyle-bir-yer-yok' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Aradığınız sayfa veya veri bulunamadı.' });
  });
});

describe('rate limit', () => {
  it('answers 429 with the Turkish message after the per-IP limit on sign-in', async () => {
    const limited = await t.buildAnother({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    const attempt = () =>
      limited.inject({ method: 'POST', url: '/api/hesap/giris', remoteAddress: '10.0.0.9', payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'x', recaptchaToken: 'x' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(422);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.' });
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    const other = await limited.inject({ method: 'POST', url: '/api/hesap/giris', remoteAddress: '10.0.0.10', payload: {} });
    expect(other.statusCode).toBe(422);
  });
});

describe('rate limits per address and per account', () => {
  const giris = (app: FastifyInstance, kullaniciAdiVeyaEmail: string, extra: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {}) =>
    app.inject({ method: 'POST', url: '/api/hesap/giris', ...extra, payload: { kullaniciAdiVeyaEmail, sifre: 'Yanlis123!', recaptchaToken: 'x' } });

  it('a made-up X-Forwarded-For from a client that is not the proxy changes nothing', async () => {
    const limited = await t.buildAnother({ rateLimit: { max: 2, accountMax: 100, timeWindowMs: 60_000 } });
    for (let i = 0; i < 2; i += 1) expect((await giris(limited, `kisi${i}`, { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': `198.51.100.${i}` } })).statusCode).toBe(422);
    const res = await giris(limited, 'kisi9', { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect(res.statusCode).toBe(429);
  });

  it('behind the proxy (loopback), each client address counts on its own, so one cannot lock out the others', async () => {
    const limited = await t.buildAnother({ rateLimit: { max: 2, accountMax: 100, timeWindowMs: 60_000 } });
    const fromClient = (ip: string, user: string) => giris(limited, user, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 2; i += 1) await fromClient('198.51.100.1', `saldirgan${i}`);
    expect((await fromClient('198.51.100.1', 'saldirgan3')).statusCode).toBe(429);
    const visitor = await limited.inject({
      method: 'POST',
      url: '/api/hesap/giris',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.2' },
      payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken: t.human('giris') },
    });
    expect(visitor.statusCode).toBe(200);
  });

  it('counts sign-ins per account (any case, Turkish letters folded) whatever address they come from', async () => {
    const limited = await t.buildAnother({ rateLimit: { max: 100, accountMax: 3, timeWindowMs: 60_000 } });
    const names = ['UYE', 'uye', ' Uye ', 'uye'];
    const statuses: number[] = [];
    for (const [i, name] of names.entries()) statuses.push((await giris(limited, name, { remoteAddress: `198.51.100.${10 + i}` })).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const blocked = await limited.inject({
      method: 'POST',
      url: '/api/hesap/giris',
      remoteAddress: '198.51.100.50',
      payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken: t.human('giris') },
    });
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).mesaj).toBe('Çok fazla istek gönderildi. Lütfen biraz bekleyin.');
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another account is not locked by the attack on this one.
    const other = await limited.inject({
      method: 'POST',
      url: '/api/hesap/giris',
      remoteAddress: '198.51.100.10',
      payload: { kullaniciAdiVeyaEmail: 'admin', sifre: 'Admin12345!', recaptchaToken: t.human('giris') },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('human-verification tokens are single-use', () => {
  it('a replayed sign-in token is refused with the verification field error', async () => {
    const recaptchaToken = t.human('giris');
    const payload = { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken };
    expect((await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload })).statusCode).toBe(200);
    const replay = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload });
    expect(replay.statusCode).toBe(422);
    expect(body(replay).hatalar).toEqual({ recaptchaToken: VERIFICATION_FAILED });
  });

  it('a token from GET /api/dogrulama/token works once, also for another app on the same database (replicas)', async () => {
    const issued = await call(t.app, { method: 'GET', url: '/api/dogrulama/token?action=giris' });
    const recaptchaToken = body<{ token: string }>(issued).veri.token;
    const payload = { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken };
    const replica = await t.buildAnother({ verifier: new LocalVerifier(TEST_SECRET, databaseUsedTokenStore(t.db)) });
    expect((await call(replica, { method: 'POST', url: '/api/hesap/giris', payload })).statusCode).toBe(200);
    const again = await call(replica, { method: 'POST', url: '/api/hesap/giris', payload });
    expect(body(again).hatalar).toEqual({ recaptchaToken: VERIFICATION_FAILED });
  });
});

describe('POST /api/hesap/cikis', () => {
  it('401 for a visitor', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/cikis' });
    expect(res.statusCode).toBe(401);
    expect(body(res).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
  });

  it('revokes the token: reusing it afterwards answers 401; a new sign-in works', async () => {
    const reg = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'cikisci', email: 'cikisci@example.com' }) });
    expect(reg.statusCode).toBe(201);
    const token = await t.login('cikisci', 'Guclu#Sifre1');
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token })).statusCode).toBe(200);
    const out = await call(t.app, { method: 'POST', url: '/api/hesap/cikis', token });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toMatchObject({ basarili: true, veri: null });
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/hesap/cikis', token })).statusCode).toBe(401);
    const again = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'cikisci', sifre: 'Guclu#Sifre1', recaptchaToken: t.human('giris') } });
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token: body<LoginResult>(again).veri.token })).statusCode).toBe(200);
  });

  it.each([
    ['an empty form', 'application/x-www-form-urlencoded', ''],
    ['an empty JSON body', 'application/json', ''],
    ['an empty text body', 'text/plain; charset=utf-8', ''],
  ])('signs out when sent with %s (the user menu posts one): 200, then the old token reads the profile with 401', async (_name, contentType, payload) => {
    const kullaniciAdi = `bos${contentType.length}`;
    await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi, email: `${kullaniciAdi}@example.com` }) });
    const token = await t.login(kullaniciAdi, 'Guclu#Sifre1');
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/profil', token })).statusCode).toBe(200);
    const out = await call(t.app, { method: 'POST', url: '/api/hesap/cikis', token, headers: { 'content-type': contentType }, payload });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/profil', token })).statusCode).toBe(401);
  });

  it('a route that takes a body still refuses a body of another type (415) and an empty JSON body (400)', async () => {
    const form = await call(t.app, { method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect([form.statusCode, body(form).mesaj]).toEqual([415, 'Gönderilen içerik türü desteklenmiyor.']);
    const json = await call(t.app, { method: 'POST', url: '/api/hesap/giris', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(json.statusCode).toBe(400);
    const token = await t.memberToken();
    const filled = await call(t.app, { method: 'POST', url: '/api/hesap/cikis', token, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(filled.statusCode).toBe(415);
  });

  it('a password change and a deactivation revoke the tokens too (services/users.ts)', async () => {
    const reg = await call(t.app, { method: 'POST', url: '/api/hesap/kayit', payload: signUp({ kullaniciAdi: 'degisen', email: 'degisen@example.com' }) });
    const id = body<{ id: string }>(reg).veri.id;
    const signIn = async () => body<LoginResult>(await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'degisen', sifre: 'Guclu#Sifre1', recaptchaToken: t.human('giris') } })).veri.token;
    const first = await signIn();
    expect(await changePassword(t.db, id, await hashPassword('Guclu#Sifre1'))).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token: first })).statusCode).toBe(401);
    const second = await signIn();
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token: second })).statusCode).toBe(200);
    expect(await setUserActive(t.db, id, false)).toBe(true);
    expect(await setUserActive(t.db, id, true)).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/sepet', token: second })).statusCode).toBe(401);
  });
});

describe('Cache-Control: no-store on personal answers', () => {
  it('the sign-in answer and every answer to an authenticated call; public lists stay cacheable', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken: t.human('giris') } });
    expect(res.headers['cache-control']).toBe('no-store');
    const token = await t.memberToken();
    for (const url of ['/api/sepet', '/api/kampakayit', '/api/sepet/stok-kontrol?urunId=00000000-0000-4000-8000-000000000000']) {
      const answer = await call(t.app, { method: 'GET', url, token });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const cart = await call(t.app, { method: 'DELETE', url: '/api/sepet/temizle', token });
    expect(cart.headers['cache-control']).toBe('no-store');
    expect((await call(t.app, { method: 'GET', url: '/api/urun' })).headers['cache-control']).toBeUndefined();
  });
});
