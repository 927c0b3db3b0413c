import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES, type LoginResult, type Profile } from '@skiclub/shared/schemas';
import { gsmOnayKodlari, kullanicilar } from '../db/schema';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { newMember, signIn, type TestMember } from '../test/members';

let t: TestContext;
let a: TestMember;
let b: TestMember;
beforeAll(async () => {
  t = await createTestContext();
  a = await newMember(t, 'profila');
  b = await newMember(t, 'profilb');
});
afterAll(async () => {
  await t.close();
});

const RATE_LIMITED = 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.';
const REQUIRED = 'Ad, Soyad, Kullanıcı Adı ve GSM alanları boş bırakılamaz!';
const GSM_RULE = 'GSM numarası 05 ile başlamalı ve 11 haneli olmalı!';
const getProfile = async (token: string) => body<Profile>(await call(t.app, { method: 'GET', url: '/api/hesap/profil', token })).veri;
const put = (url: string, token: string | undefined, payload: unknown) => call(t.app, { method: 'PUT', url, token, payload: payload as Record<string, unknown> });
const profilePayload = (o: Record<string, unknown> = {}) => ({ ad: 'Deniz', soyad: 'Kar', kullaniciAdi: 'profila', gsm: '05551112233', biyografi: '', ...o });

/** A multipart body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = '----skiclubtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (url: string, token: string | undefined, part: ReturnType<typeof multipart>) => call(t.app, { method: 'POST', url, token, ...part });
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();

describe('guests', () => {
  it.each([
    ['GET', '/api/hesap/profil'],
    ['PUT', '/api/hesap/profil'],
    ['PUT', '/api/hesap/sifre-degistir'],
    ['PUT', '/api/hesap/sosyal-medya'],
    ['POST', '/api/hesap/gsm-onayi-gonder'],
    ['POST', '/api/hesap/gsm-onayi-dogrula'],
    ['POST', '/api/hesap/profil-foto-yukle'],
    ['POST', '/api/hesap/kapak-foto-yukle'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await call(t.app, { method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(body(res).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
  });
});

describe('GET/PUT /api/hesap/profil', () => {
  it('reads the own profile with every field of spec §3 (e-mail read-only)', async () => {
    const p = await getProfile(a.token);
    expect(p).toMatchObject({ id: a.id, kullaniciAdi: 'profila', email: 'profila@example.com', gsm: '05551112233', gsmOnaylandi: false, emailOnaylandi: false, biyografi: '', profilFotoUrl: null, kapakFotoUrl: null });
    expect(p.sosyalMedya).toEqual({ facebook: '', twitter: '', instagram: '', linkedin: '' });
  });

  it('saves ad, soyad, kullaniciAdi, gsm (spaces ignored) and biyografi; an e-mail or id in the body changes nothing', async () => {
    const res = await put('/api/hesap/profil', a.token, profilePayload({ ad: 'Ece', biyografi: 'Kayak tutkunu.', gsm: '0555 111 22 33', email: 'x@example.com', id: b.id }));
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).veri).toMatchObject({ id: a.id, ad: 'Ece', biyografi: 'Kayak tutkunu.', gsm: '05551112233', email: 'profila@example.com' });
    expect((await getProfile(a.token)).ad).toBe('Ece');
    const other = await getProfile(b.token);
    expect(other).toMatchObject({ id: b.id, ad: 'Deniz', kullaniciAdi: 'profilb' });
  });

  it.each([
    ['ad', { ad: '' }, REQUIRED],
    ['soyad', { soyad: '  ' }, REQUIRED],
    ['kullaniciAdi', { kullaniciAdi: undefined }, REQUIRED],
    ['gsm', { gsm: '' }, REQUIRED],
    ['gsm', { gsm: '04551112233' }, GSM_RULE],
    ['gsm', { gsm: '0555111223' }, GSM_RULE],
    ['ad', { ad: 'A'.repeat(51) }, MESSAGES.maxLength('Ad', 50)],
    ['biyografi', { biyografi: 'x'.repeat(501) }, MESSAGES.maxLength('Biyografi', 500)],
  ])('422 for a bad %s with the spec message; nothing is saved', async (field, overrides, message) => {
    const res = await put('/api/hesap/profil', a.token, profilePayload({ ad: 'Bozuk', ...overrides }));
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.[field]).toBe(message);
    expect((await getProfile(a.token)).ad).not.toBe('Bozuk');
  });

  it("409 with a field error for another member's user name (any case); the own name is fine", async () => {
    const res = await put('/api/hesap/profil', a.token, profilePayload({ kullaniciAdi: 'PROFILB' }));
    expect(res.statusCode).toBe(409);
    expect(body(res).hatalar?.kullaniciAdi).toBe('Bu kullanıcı adı zaten kullanılıyor.');
    expect((await put('/api/hesap/profil', a.token, profilePayload({ kullaniciAdi: 'ProfilA' }))).statusCode).toBe(200);
    expect((await put('/api/hesap/profil', a.token, profilePayload())).statusCode).toBe(200);
  });
});

describe('PUT /api/hesap/sosyal-medya', () => {
  it('stores empty values or https URLs', async () => {
    const links = { facebook: 'https://facebook.com/deniz', twitter: '', instagram: 'https://instagram.com/deniz', linkedin: '' };
    const res = await put('/api/hesap/sosyal-medya', a.token, links);
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).veri.sosyalMedya).toEqual(links);
    expect((await getProfile(b.token)).sosyalMedya.facebook).toBe('');
  });

  it.each(['http://facebook.com/deniz', 'facebook.com/deniz', 'javascript:alert(1)', 'https://'])('422 for %s', async (value) => {
    const res = await put('/api/hesap/sosyal-medya', a.token, { facebook: '', twitter: value, instagram: '', linkedin: '' });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.twitter).toBe('Geçerli bir https:// adresi giriniz.');
  });
});

describe('phone confirmation (POST /api/hesap/gsm-onayi-gonder, -dogrula)', () => {
  const send = (token: string) => call(t.app, { method: 'POST', url: '/api/hesap/gsm-onayi-gonder', token });
  const verify = (token: string, onayKodu: unknown) => call(t.app, { method: 'POST', url: '/api/hesap/gsm-onayi-dogrula', token, payload: { onayKodu } });
  const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await t.smsOutbox()).filter((s) => s.to === to).at(-1)!.text)![1]!;
  const allowResend = (id: string) => t.db.update(gsmOnayKodlari).set({ gonderimTarihi: new Date(Date.now() - 61_000) }).where(eq(gsmOnayKodlari.kullaniciId, id));

  it('sends a 6-digit code to the profile gsm by SMS (outbox); once a minute; the right code confirms; changing gsm unconfirms', async () => {
    const m = await newMember(t, 'telefon1');
    expect((await send(m.token)).statusCode).toBe(200);
    const code = await lastCode('05551112233');
    expect(code).toMatch(/^\d{6}$/);
    const again = await send(m.token);
    expect(again.statusCode).toBe(429);
    expect(body(again).mesaj).toBe(RATE_LIMITED);

    const bad = await verify(m.token, '12a456');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar?.onayKodu).toBe('Onay kodu 6 haneli olmalıdır.');

    const res = await verify(m.token, code);
    expect(res.statusCode).toBe(200);
    expect(body<Profile>(res).veri.gsmOnaylandi).toBe(true);
    expect((await verify(m.token, code)).statusCode).toBe(400); // used
    expect((await send(m.token)).statusCode).toBe(409); // already confirmed

    await put('/api/hesap/profil', m.token, profilePayload({ kullaniciAdi: 'telefon1', gsm: '05559998877' }));
    expect((await getProfile(m.token)).gsmOnaylandi).toBe(false);
  });

  it('at most 5 tries: after 5 wrong codes the right one is refused too', async () => {
    const m = await newMember(t, 'telefon2');
    await send(m.token);
    const code = await lastCode('05551112233');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(m.token, wrong);
      expect(res.statusCode).toBe(422);
    }
    const res = await verify(m.token, code);
    expect(res.statusCode).toBe(400);
    expect((await getProfile(m.token)).gsmOnaylandi).toBe(false);
  });

  it('a code older than 5 minutes is refused; a code is void once the gsm changed; a member cannot use another member\'s code', async () => {
    const m = await newMember(t, 'telefon3');
    const other = await newMember(t, 'telefon4');
    await send(m.token);
    const code = await lastCode('05551112233');
    expect((await verify(other.token, code)).statusCode).toBe(400);
    await t.db.update(gsmOnayKodlari).set({ sonGecerlilik: new Date(Date.now() - 1000) }).where(eq(gsmOnayKodlari.kullaniciId, m.id));
    expect((await verify(m.token, code)).statusCode).toBe(400);

    await allowResend(m.id);
    await send(m.token);
    const fresh = await lastCode('05551112233');
    await put('/api/hesap/profil', m.token, profilePayload({ kullaniciAdi: 'telefon3', gsm: '05550001122' }));
    expect((await verify(m.token, fresh)).statusCode).toBe(400);
    expect((await getProfile(m.token)).gsmOnaylandi).toBe(false);
  });

  it('an SMS that cannot be sent answers 503 and leaves no code behind, so the member can ask again at once', async () => {
    const down = await t.buildAnother({ smsSender: { send: () => Promise.reject(new Error('SMS servisi kapalı')) } });
    const m = await newMember(t, 'telefon6');
    const res = await call(down, { method: 'POST', url: '/api/hesap/gsm-onayi-gonder', token: m.token });
    expect(res.statusCode).toBe(503);
    expect(body(res).mesaj).toBe('Onay kodu şu anda gönderilemedi. Lütfen biraz sonra tekrar deneyin.');
    expect((await send(m.token)).statusCode).toBe(200);
  });

  it('is rate limited per address (429)', async () => {
    const app = await t.buildAnother({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    const m = await newMember(t, 'telefon5');
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await call(app, { method: 'POST', url: '/api/hesap/gsm-onayi-dogrula', token: m.token, payload: { onayKodu: '123456' } })).statusCode);
    expect(codes[2]).toBe(429);
  });
});

describe('PUT /api/hesap/sifre-degistir', () => {
  const change = (token: string, o: Record<string, unknown> = {}) =>
    put('/api/hesap/sifre-degistir', token, { mevcutSifre: 'Kayak#2026a', yeniSifre: 'Yeni#Sifre9', yeniSifreTekrar: 'Yeni#Sifre9', ...o });

  it.each([
    ['mevcutSifre', { mevcutSifre: 'Yanlis#Sifre1' }, 'Mevcut şifre hatalı.'],
    ['mevcutSifre', { mevcutSifre: '' }, MESSAGES.required('Mevcut Şifre')],
    ['yeniSifreTekrar', { yeniSifreTekrar: 'Baska#Sifre9' }, 'Yeni şifreler eşleşmiyor.'],
    ['yeniSifre', { yeniSifre: 'yenisifre', yeniSifreTekrar: 'yenisifre' }, MESSAGES.passwordStrength],
    ['yeniSifre', { yeniSifre: 'Ab1!', yeniSifreTekrar: 'Ab1!' }, MESSAGES.minLength('Yeni Şifre', 8)],
  ])('422 for a bad %s; the password stays', async (field, overrides, message) => {
    const res = await change(b.token, overrides);
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.[field]).toBe(message);
    expect((await getProfile(b.token)).id).toBe(b.id);
  });

  it('changes the password: every older token answers 401, the answer carries a fresh token, the new password signs in', async () => {
    const m = await newMember(t, 'sifre1');
    const second = body<LoginResult>(await signIn(t, 'sifre1', 'Kayak#2026a')).veri.token;
    const res = await change(m.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const fresh = body<LoginResult>(res).veri;
    expect(fresh.user.id).toBe(m.id);
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/profil', token: m.token })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/profil', token: second })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/profil', token: fresh.token })).statusCode).toBe(200);
    expect((await signIn(t, 'sifre1', 'Kayak#2026a')).statusCode).toBe(401);
    expect((await signIn(t, 'sifre1', 'Yeni#Sifre9')).statusCode).toBe(200);
    await t.waitForMail('sifre1@example.com', 'şifreniz değiştirildi');
  });
});

describe('photo uploads (POST /api/hesap/profil-foto-yukle, kapak-foto-yukle)', () => {
  it('stores a PNG under /uploads/profil with a server-chosen name, serves it, and removes the previous file', async () => {
    const first = await upload('/api/hesap/profil-foto-yukle', a.token, multipart('dosya', '../../etc/passwd.png', 'image/png', await png()));
    expect(first.statusCode).toBe(200);
    const path1 = body<string>(first).veri;
    expect(path1).toMatch(/^\/uploads\/profil\/profil-[0-9a-f-]{36}\.png$/);
    expect((await getProfile(a.token)).profilFotoUrl).toBe(path1);
    const served = await call(t.app, { method: 'GET', url: path1 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await upload('/api/hesap/profil-foto-yukle', a.token, multipart('dosya', 'yeni.png', 'image/png', await png()));
    const path2 = body<string>(second).veri;
    expect(path2).not.toBe(path1);
    expect(existsSync(join(t.dataDir, path1))).toBe(false);
    expect(existsSync(join(t.dataDir, path2))).toBe(true);
    expect((await getProfile(b.token)).profilFotoUrl).toBeNull();
  });

  it('re-encodes a JPEG without its EXIF metadata; the cover photo goes to kapakFotoUrl', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: 'Gizli Konum', Artist: 'Deniz' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('/api/hesap/kapak-foto-yukle', a.token, multipart('dosya', 'kapak.jpeg', 'image/jpeg', jpeg));
    expect(res.statusCode).toBe(200);
    const path = body<string>(res).veri;
    expect(path).toMatch(/^\/uploads\/profil\/kapak-.+\.jpg$/);
    expect((await getProfile(a.token)).kapakFotoUrl).toBe(path);
    const stored = await sharp(join(t.dataDir, path)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
  });

  it('decides the type by content: a PNG named .txt (text/plain) is accepted, a GIF renamed .png is refused', async () => {
    const txt = await upload('/api/hesap/profil-foto-yukle', b.token, multipart('dosya', 'notlar.txt', 'text/plain', await png()));
    expect(txt.statusCode).toBe(200);
    expect(body<string>(txt).veri).toMatch(/\.png$/);

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } }).gif().toBuffer();
    const res = await upload('/api/hesap/profil-foto-yukle', b.token, multipart('dosya', 'foto.png', 'image/png', gif));
    expect(res.statusCode).toBe(415);
    expect(body(res).mesaj).toBe('Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.');
    const junk = await upload('/api/hesap/profil-foto-yukle', b.token, multipart('dosya', 'foto.jpg', 'image/jpeg', Buffer.from('bu bir resim değil')));
    expect(junk.statusCode).toBe(415);
  });

  it("refuses a 6 MB file with 413 and the spec's message, and keeps the old photo", async () => {
    const before = (await getProfile(b.token)).profilFotoUrl;
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload('/api/hesap/profil-foto-yukle', b.token, multipart('dosya', 'buyuk.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(body(res).mesaj).toBe("Dosya boyutu 5MB'dan büyük olamaz.");
    expect((await getProfile(b.token)).profilFotoUrl).toBe(before);
  });

  it('422 without a `dosya` part; 415 for a JSON body', async () => {
    const res = await upload('/api/hesap/profil-foto-yukle', a.token, multipart('resim', 'a.png', 'image/png', await png()));
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.dosya).toBe('Dosya alanı zorunludur.');
    const json = await call(t.app, { method: 'POST', url: '/api/hesap/profil-foto-yukle', token: a.token, payload: { dosya: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('other routes still refuse multipart bodies (415)', async () => {
    const res = await call(t.app, { method: 'PUT', url: '/api/hesap/profil', token: a.token, ...multipart('dosya', 'a.png', 'image/png', Buffer.from('x')) });
    expect(res.statusCode).toBe(415);
    const row = await t.db.select({ ad: kullanicilar.ad }).from(kullanicilar).where(eq(kullanicilar.id, a.id));
    expect(row[0]?.ad).toBeTruthy();
  });
});
