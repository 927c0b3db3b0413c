import { eq } from 'drizzle-orm';
import { hesapTokenlari, kullanicilar } from '../db/schema';
import { MESSAGES } from '@skiclub/shared/schemas';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { linkParams, newMember, signIn } from '../test/members';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ publicUrl: 'https://kulup.example.com/' });
});
afterAll(async () => {
  await t.close();
});

const RATE_LIMITED = 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.';
const confirm = (query: Record<string, string>, path = '/api/Hesap/email-onayla') => call(t.app, { method: 'GET', url: path, query });

describe('e-mail confirmation (sign-up mail, GET /api/Hesap/email-onayla)', () => {
  it('sign-up mails a 48-hour link to PUBLIC_URL/hesap/email-onayla; sign-in works before confirming; the link confirms once', async () => {
    const m = await newMember(t, 'onay1');
    const mail = await t.waitForMail('onay1@example.com', 'e-posta adresinizi onaylayın');
    const { url, userId, token } = linkParams(mail.text);
    expect(url.origin + url.pathname).toBe('https://kulup.example.com/hesap/email-onayla');
    expect(userId).toBe(m.id);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const [row] = await t.db.select().from(hesapTokenlari).where(eq(hesapTokenlari.kullaniciId, m.id));
    expect(row?.tokenHash).not.toContain(token); // only the hash is stored
    const hours = (row!.sonGecerlilik.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const before = body<{ emailOnaylandi: boolean }>(await call(t.app, { method: 'GET', url: '/api/hesap/profil', token: m.token }));
    expect(before.veri.emailOnaylandi).toBe(false);

    const ok = await confirm({ userId, token });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).mesaj).toBe('E-posta adresiniz başarıyla onaylandı.');
    const after = body<{ emailOnaylandi: boolean }>(await call(t.app, { method: 'GET', url: '/api/hesap/profil', token: m.token }));
    expect(after.veri.emailOnaylandi).toBe(true);

    const again = await confirm({ userId, token }, '/api/hesap/email-onayla');
    expect(again.statusCode).toBe(400);
    expect(body(again).basarili).toBe(false);
  });

  it('refuses a forged token, another user id, a malformed user id and an expired token; missing values are 422', async () => {
    const m = await newMember(t, 'onay2');
    const { userId, token } = linkParams((await t.waitForMail('onay2@example.com', 'onaylayın')).text);
    const other = await newMember(t, 'onay3');
    for (const query of [{ userId, token: `${token.slice(0, -2)}xx` }, { userId: other.id, token }, { userId: 'abc', token }]) {
      const res = await confirm(query);
      expect(res.statusCode).toBe(400);
      expect(body(res).mesaj).toBe('E-posta onay bağlantısı geçersiz, kullanılmış veya süresi dolmuş.');
    }
    await t.db.update(hesapTokenlari).set({ sonGecerlilik: new Date(Date.now() - 1000) }).where(eq(hesapTokenlari.kullaniciId, m.id));
    expect((await confirm({ userId, token })).statusCode).toBe(400);
    const missing = await confirm({ userId });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).hatalar?.token).toBe(MESSAGES.required('Doğrulama kodu'));
  });

  it('POST /api/hesap/email-onayi-gonder: 401 for a guest; a new link (the old one stops working); once a minute; 409 once confirmed', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/hesap/email-onayi-gonder' })).statusCode).toBe(401);
    const m = await newMember(t, 'onay4');
    const first = linkParams((await t.waitForMail('onay4@example.com', 'onaylayın')).text);
    const soon = await call(t.app, { method: 'POST', url: '/api/hesap/email-onayi-gonder', token: m.token });
    expect(soon.statusCode).toBe(429);
    expect(body(soon).mesaj).toBe(RATE_LIMITED);
    await t.db.update(hesapTokenlari).set({ olusturmaTarihi: new Date(Date.now() - 61_000) }).where(eq(hesapTokenlari.kullaniciId, m.id));
    const res = await call(t.app, { method: 'POST', url: '/api/hesap/email-onayi-gonder', token: m.token });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await t.mails()).filter((x) => x.to === 'onay4@example.com')).toHaveLength(2));
    const second = linkParams((await t.waitForMail('onay4@example.com', 'onaylayın')).text);
    expect(second.token).not.toBe(first.token);
    expect((await confirm({ userId: first.userId, token: first.token })).statusCode).toBe(400);
    expect((await confirm({ userId: second.userId, token: second.token })).statusCode).toBe(200);
    await t.db.update(hesapTokenlari).set({ olusturmaTarihi: new Date(Date.now() - 61_000) }).where(eq(hesapTokenlari.kullaniciId, m.id));
    const confirmed = await call(t.app, { method: 'POST', url: '/api/hesap/email-onayi-gonder', token: m.token });
    expect(confirmed.statusCode).toBe(409);
  });
});

describe('password reset (POST /api/hesap/sifre-sifirlama-talep, -onayla)', () => {
  const request = (email: unknown, app = t.app) => call(app, { method: 'POST', url: '/api/hesap/sifre-sifirlama-talep', payload: { email } });
  const confirmReset = (payload: Record<string, unknown>) => call(t.app, { method: 'POST', url: '/api/hesap/sifre-sifirlama-onayla', payload });

  it('answers the same for a known and an unknown address; only the known one gets a 1-hour link to /sifre-sifirlama', async () => {
    await newMember(t, 'sifirla1');
    const known = await request('SIFIRLA1@example.com');
    const unknown = await request('kimse-yok@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const mail = await t.waitForMail('sifirla1@example.com', 'şifre sıfırlama');
    const { url } = linkParams(mail.text);
    expect(url.origin + url.pathname).toBe('https://kulup.example.com/sifre-sifirlama');
    expect((await t.mails()).some((x) => x.to === 'kimse-yok@example.com')).toBe(false);
    const [row] = await t.db.select().from(hesapTokenlari).where(eq(hesapTokenlari.tokenHash, (await t.db.select({ h: hesapTokenlari.tokenHash }).from(hesapTokenlari).where(eq(hesapTokenlari.amac, 'sifre-sifirlama')))[0]!.h));
    const minutes = (row!.sonGecerlilik.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it.each([
    [undefined, 'E-posta alanı zorunludur'],
    ['  ', 'E-posta alanı zorunludur'],
    ['ayse@', MESSAGES.email],
  ])('422 for the e-mail %j with the spec message', async (email, message) => {
    const res = await request(email);
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.email).toBe(message);
  });

  it('is rate limited per e-mail address (429 with the spec text)', async () => {
    const app = await t.buildAnother({ rateLimit: { max: 1000, accountMax: 2, timeWindowMs: 60_000 } });
    expect((await request('limit@example.com', app)).statusCode).toBe(200);
    expect((await request('LIMIT@example.com', app)).statusCode).toBe(200);
    const res = await request('limit@example.com', app);
    expect(res.statusCode).toBe(429);
    expect(body(res).mesaj).toBe(RATE_LIMITED);
    expect((await request('baska@example.com', app)).statusCode).toBe(200);
  });

  it('sets the new password once: old sessions 401, old password refused, new one works, "password changed" mail; the link is single-use', async () => {
    const m = await newMember(t, 'sifirla2');
    await request(m.email);
    const { userId, token } = linkParams((await t.waitForMail(m.email, 'şifre sıfırlama')).text);

    const weak = await confirmReset({ userId, token, yeniSifre: 'kayakkayak' });
    expect(weak.statusCode).toBe(422);
    expect(body(weak).hatalar?.yeniSifre).toBe(MESSAGES.passwordStrength);

    const res = await confirmReset({ userId, token, yeniSifre: 'Yeni#Sifre9' });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/profil', token: m.token })).statusCode).toBe(401);
    expect((await signIn(t, m.kullaniciAdi, m.sifre)).statusCode).toBe(401);
    expect((await signIn(t, m.kullaniciAdi, 'Yeni#Sifre9')).statusCode).toBe(200);
    await t.waitForMail(m.email, 'şifreniz değiştirildi');

    const reused = await confirmReset({ userId, token, yeniSifre: 'Baska#Sifre9' });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).mesaj).toBe('Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.');
    expect(body(reused).hatalar?.token).toBeTruthy();
  });

  it('refuses forged, expired, superseded and confirmation tokens', async () => {
    const m = await newMember(t, 'sifirla3');
    const confirmLink = linkParams((await t.waitForMail(m.email, 'onaylayın')).text);
    await request(m.email);
    const first = linkParams((await t.waitForMail(m.email, 'şifre sıfırlama')).text);
    await request(m.email);
    await vi.waitFor(async () => expect((await t.mails()).filter((x) => x.to === m.email && x.subject.includes('şifre sıfırlama'))).toHaveLength(2));
    const second = linkParams((await t.waitForMail(m.email, 'şifre sıfırlama')).text);
    const yeniSifre = 'Yeni#Sifre9';
    for (const payload of [
      { userId: m.id, token: 'uydurma-token', yeniSifre },
      { userId: m.id, token: first.token, yeniSifre }, // superseded by the second request
      { userId: m.id, token: confirmLink.token, yeniSifre }, // wrong purpose
      { userId: 'not-a-uuid', token: second.token, yeniSifre },
    ]) {
      const res = await confirmReset(payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).mesaj).toBe('Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.');
    }
    await t.db.update(hesapTokenlari).set({ sonGecerlilik: new Date(Date.now() - 1000) }).where(eq(hesapTokenlari.kullaniciId, m.id));
    expect((await confirmReset({ userId: m.id, token: second.token, yeniSifre })).statusCode).toBe(400);
    expect((await signIn(t, m.kullaniciAdi, m.sifre)).statusCode).toBe(200);
  });

  it('a deactivated account gets no mail (same answer)', async () => {
    const m = await newMember(t, 'sifirla4');
    await t.db.update(kullanicilar).set({ aktif: false }).where(eq(kullanicilar.id, m.id));
    const res = await request(m.email);
    expect(res.statusCode).toBe(200);
    await t.mailsSettled();
    expect((await t.mails()).some((x) => x.to === m.email && x.subject.includes('şifre sıfırlama'))).toBe(false);
  });
});
