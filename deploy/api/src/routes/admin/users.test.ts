import { eq } from 'drizzle-orm';
import { USER_MESSAGES as M, type AdminUser, type AdminUserPage } from '@skiclub/shared/schemas/admin';
import { kullanicilar } from '../../db/schema';
import { VERIFICATION_FAILED } from '../../lib/verifier';
import { DEMO_ACCOUNTS } from '../../db/seed-data';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';
import { MAIL_SUBJECTS } from '../../lib/mail-templates';
import { linkParams, newMember, signIn, type TestMember } from '../../test/members';

let t: TestContext;
/** Mails the tests caused (to, subject): awaited before the outbox folder goes away. */
const expectedMails: [string, string][] = [];
beforeAll(async () => {
  t = await createTestContext({ publicUrl: 'https://kulup.example.com/' });
});
afterAll(async () => {
  for (const [to, subject] of expectedMails) await t.waitForMail(to, subject);
  await t.close();
});

/** A new member (its confirmation mail is awaited at the end). */
async function member(name: string): Promise<TestMember> {
  const m = await newMember(t, name);
  expectedMails.push([m.email, MAIL_SUBJECTS.emailConfirm]);
  return m;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000999';
const list = async (query: Record<string, string | string[]> = {}) => call(t.app, { method: 'GET', url: '/api/hesap/kullanicilar', query, token: await t.adminToken() });
const post = async (url: string, payload: unknown, token?: string) => call(t.app, { method: 'POST', url, payload: payload as object, token: token ?? (await t.adminToken()) });
const profile = (token: string) => call(t.app, { method: 'GET', url: '/api/hesap/profil', token });
const adminId = async () => (await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, DEMO_ACCOUNTS.admin.kullaniciAdi)))[0]!.id;

/** Inserts a user straight into the table (the list only reads it). */
async function insertUser(kullaniciAdi: string, ad: string, soyad: string, olusturmaTarihi = new Date()): Promise<string> {
  const [row] = await t.db
    .insert(kullanicilar)
    .values({ ad, soyad, kullaniciAdi, email: `${kullaniciAdi}@example.com`, gsm: '05551112233', sifreHash: 'x', roller: ['Uye'], olusturmaTarihi })
    .returning({ id: kullanicilar.id });
  return row!.id;
}

describe('admin users API: guards', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/hesap/kullanicilar' },
    { method: 'POST' as const, url: '/api/hesap/rol-guncelle', payload: { kullaniciId: UNKNOWN, roller: ['Uye'] } },
    { method: 'POST' as const, url: '/api/hesap/aktiflik-guncelle', payload: { kullaniciId: UNKNOWN, aktif: true } },
    { method: 'POST' as const, url: '/api/hesap/sifre-sifirla', payload: { kullaniciId: UNKNOWN } },
  ];
  it.each(routes)('$method $url: 401 for a guest, 403 for a member', async (route) => {
    const guest = await call(t.app, route);
    expect(guest.statusCode).toBe(401);
    expect(body(guest).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
    const member = await call(t.app, { ...route, token: await t.memberToken() });
    expect(member.statusCode).toBe(403);
    expect(body(member).mesaj).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
  });

  it.each(routes.slice(1))('$url: 404 Kullanıcı bulunamadı. for an unknown user', async (route) => {
    const res = await post(route.url, route.payload);
    expect(res.statusCode).toBe(404);
    expect(body(res).mesaj).toBe(M.notFound);
  });
});

describe('GET /api/hesap/kullanicilar', () => {
  it('pages 10 by default with the list fields only; searches ad, soyad, "ad soyad", kullaniciAdi and email ignoring Turkish case', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const page = body<AdminUserPage>(first).veri;
    const all = (await t.db.select({ id: kullanicilar.id }).from(kullanicilar)).length;
    expect(page.totalCount).toBe(all);
    expect(page.items.length).toBe(Math.min(10, all));
    expect(page).toMatchObject({ page: 1, pageSize: 10, totalPages: Math.ceil(all / 10) });
    expect(Object.keys(page.items[0]!).sort()).toEqual(['ad', 'aktif', 'email', 'emailOnaylandi', 'gsm', 'id', 'kullaniciAdi', 'olusturmaTarihi', 'roller', 'soyad']);

    await insertUser('sukru.celik', 'Şükrü', 'Çelik');
    await insertUser('irmak.isik', 'İrmak', 'Işık');
    const found = async (arama: string) => body<AdminUserPage>(await list({ arama })).veri.items.map((u) => u.kullaniciAdi);
    expect(await found('sukru')).toEqual(['sukru.celik']);
    expect(await found('ÇELİK')).toEqual(['sukru.celik']);
    expect(await found('şükrü çelik')).toEqual(['sukru.celik']);
    expect(await found('irmak işık')).toEqual(['irmak.isik']);
    expect(await found('IRMAK.ISIK@EXAMPLE')).toEqual(['irmak.isik']);
    expect(await found('%')).toEqual([]);
    const none = body<AdminUserPage>(await list({ arama: 'bulunmayan-kisi' })).veri;
    expect(none).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
  });

  it('pages on the server and sorts by the asked column (newest first by default)', async () => {
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 12; i += 1) await insertUser(`sayfa${String(i).padStart(2, '0')}`, `Ad${String(11 - i).padStart(2, '0')}`, 'Sayfalı', new Date(base + i * 86_400_000));
    const p1 = body<AdminUserPage>(await list({ arama: 'sayfalı' })).veri;
    expect(p1.totalCount).toBe(12);
    expect(p1.items.map((u) => u.kullaniciAdi).slice(0, 2)).toEqual(['sayfa11', 'sayfa10']);
    const p2 = body<AdminUserPage>(await list({ arama: 'sayfalı', page: '2' })).veri;
    expect(p2.items.map((u) => u.kullaniciAdi)).toEqual(['sayfa01', 'sayfa00']);
    expect(p2.items[0]!.olusturmaTarihi).toBe(new Date(base + 86_400_000).toISOString());
    const sorted = body<AdminUserPage>(await list({ arama: 'sayfalı', sirala: 'adSoyad', yon: 'asc', pageSize: '5' })).veri;
    expect(sorted.items.map((u) => u.ad)).toEqual(['Ad00', 'Ad01', 'Ad02', 'Ad03', 'Ad04']);
    expect(sorted.totalPages).toBe(3);
    const desc = body<AdminUserPage>(await list({ arama: 'sayfalı', sirala: 'kullaniciAdi', yon: 'desc', page: '3', pageSize: '5' })).veri;
    expect(desc.items.map((u) => u.kullaniciAdi)).toEqual(['sayfa01', 'sayfa00']);
    expect(body<AdminUserPage>(await list({ arama: 'sayfalı', page: '9' })).veri.items).toEqual([]);
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize', M.pageSize],
    [{ pageSize: '0' }, 'pageSize', M.pageSize],
    [{ page: '0' }, 'page', M.page],
    [{ page: 'iki' }, 'page', M.page],
    [{ sirala: 'sifreHash' }, 'sirala', M.sortInvalid],
    [{ yon: 'yukari' }, 'yon', M.directionInvalid],
    [{ arama: 'a'.repeat(101) }, 'arama', M.searchTooLong],
    [{ arama: ['a', 'b'] }, 'arama', M.searchInvalid],
    [{ arama: 'a\u0000b' }, 'arama', 'Bu alan geçersiz bir karakter içeriyor.'],
  ])('422 for %j', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.[field]).toBe(message);
  });
});

describe('POST /api/hesap/rol-guncelle', () => {
  it('gives and takes the Admin role; every change ends the user’s sessions (the roles live in the token)', async () => {
    const m = await member('rol1');
    const grant = await post('/api/hesap/rol-guncelle', { kullaniciId: m.id, roller: ['Uye', 'Admin', 'Uye'], recaptchaToken: t.human('kullanicilar') });
    expect(grant.statusCode).toBe(200);
    expect(body(grant).mesaj).toBe(M.rolesUpdated);
    expect(body<AdminUser>(grant).veri).toMatchObject({ id: m.id, roller: ['Admin', 'Uye'] });
    expect((await profile(m.token)).statusCode).toBe(401);

    const asAdmin = body<{ token: string }>(await signIn(t, m.kullaniciAdi, m.sifre)).veri.token;
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/kullanicilar', token: asAdmin })).statusCode).toBe(200);
    // The same roles again: nothing changes, the session stays.
    expect((await post('/api/hesap/rol-guncelle', { kullaniciId: m.id, roller: ['Admin', 'Uye'] })).statusCode).toBe(200);
    expect((await profile(asAdmin)).statusCode).toBe(200);

    const revoke = await post('/api/hesap/rol-guncelle', { kullaniciId: m.id, roller: ['Uye'] });
    expect(body<AdminUser>(revoke).veri.roller).toEqual(['Uye']);
    expect((await profile(asAdmin)).statusCode).toBe(401);
    const asMember = body<{ token: string }>(await signIn(t, m.kullaniciAdi, m.sifre)).veri.token;
    expect((await call(t.app, { method: 'GET', url: '/api/hesap/kullanicilar', token: asMember })).statusCode).toBe(403);
  });

  it('gives and takes the ReleaseManager role (the release console opens and closes for the user); only an Admin may', async () => {
    const m = await member('rol-yayin');
    const grant = await post('/api/hesap/rol-guncelle', { kullaniciId: m.id, roller: ['ReleaseManager', 'Uye'], recaptchaToken: t.human('kullanicilar') });
    expect(grant.statusCode).toBe(200);
    expect(body<AdminUser>(grant).veri.roller).toEqual(['ReleaseManager', 'Uye']);
    const asManager = body<{ token: string }>(await signIn(t, m.kullaniciAdi, m.sifre)).veri.token;
    expect((await call(t.app, { method: 'GET', url: '/api/yayinlar', token: asManager })).statusCode).toBe(200);
    // A release manager is no Admin: they cannot hand out roles, not even their own.
    const self = await post('/api/hesap/rol-guncelle', { kullaniciId: m.id, roller: ['Admin', 'ReleaseManager', 'Uye'] }, asManager);
    expect(self.statusCode).toBe(403);
    const revoke = await post('/api/hesap/rol-guncelle', { kullaniciId: m.id, roller: ['Uye'] });
    expect(body<AdminUser>(revoke).veri.roller).toEqual(['Uye']);
    const asMember = body<{ token: string }>(await signIn(t, m.kullaniciAdi, m.sifre)).veri.token;
    expect((await call(t.app, { method: 'GET', url: '/api/yayinlar', token: asMember })).statusCode).toBe(403);
  });

  it('refuses an admin removing their own Admin role (409) and leaves the roles as they were', async () => {
    const id = await adminId();
    const res = await post('/api/hesap/rol-guncelle', { kullaniciId: id, roller: ['Uye'] });
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe('Kendi yönetici yetkinizi kaldıramazsınız.');
    const [row] = await t.db.select({ roller: kullanicilar.roller }).from(kullanicilar).where(eq(kullanicilar.id, id));
    expect(row!.roller).toEqual(['Admin']);
    expect((await list()).statusCode).toBe(200);
  });

  it.each([
    [{}, 'kullaniciId', M.userRequired],
    [{ roller: ['Uye'] }, 'kullaniciId', M.userRequired],
    [{ kullaniciId: 'abc', roller: ['Uye'] }, 'kullaniciId', M.userInvalid],
    [{ kullaniciId: UNKNOWN }, 'roller', M.rolesRequired],
    [{ kullaniciId: UNKNOWN, roller: [] }, 'roller', M.rolesRequired],
    [{ kullaniciId: UNKNOWN, roller: 'Admin' }, 'roller', M.rolesRequired],
    [{ kullaniciId: UNKNOWN, roller: ['Admin', 'Root'] }, 'roller', M.roleInvalid],
    [{ kullaniciId: UNKNOWN, roller: ['Uye'], recaptchaToken: 'sahte' }, 'recaptchaToken', VERIFICATION_FAILED],
  ])('422 for %j', async (payload, field, message) => {
    const res = await post('/api/hesap/rol-guncelle', payload);
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.[field]).toBe(message);
  });
});

describe('POST /api/hesap/aktiflik-guncelle', () => {
  it('deactivation refuses the member’s existing token at once and their sign-in; reactivation lets them sign in again', async () => {
    const m = await member('pasif1');
    expect((await profile(m.token)).statusCode).toBe(200);
    const off = await post('/api/hesap/aktiflik-guncelle', { kullaniciId: m.id, aktif: false, recaptchaToken: t.human('kullanicilar') });
    expect(off.statusCode).toBe(200);
    expect(body(off).mesaj).toBe(M.deactivated);
    expect(body<AdminUser>(off).veri.aktif).toBe(false);
    const refused = await profile(m.token);
    expect(refused.statusCode).toBe(401);
    expect(body(refused).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
    expect((await signIn(t, m.kullaniciAdi, m.sifre)).statusCode).toBe(403);

    const on = await post('/api/hesap/aktiflik-guncelle', { kullaniciId: m.id, aktif: true });
    expect(body(on).mesaj).toBe(M.activated);
    expect(body<AdminUser>(on).veri.aktif).toBe(true);
    expect((await profile(m.token)).statusCode).toBe(401); // the old token stays dead
    const again = await signIn(t, m.kullaniciAdi, m.sifre);
    expect(again.statusCode).toBe(200);
    expect((await profile(body<{ token: string }>(again).veri.token)).statusCode).toBe(200);
  });

  it('refuses an admin deactivating themselves (409); the admin keeps working', async () => {
    const res = await post('/api/hesap/aktiflik-guncelle', { kullaniciId: await adminId(), aktif: false });
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe('Kendi hesabınızı pasifleştiremezsiniz.');
    expect((await list()).statusCode).toBe(200);
  });

  it.each([
    [{ aktif: false }, 'kullaniciId', M.userRequired],
    [{ kullaniciId: UNKNOWN }, 'aktif', M.activeRequired],
    [{ kullaniciId: UNKNOWN, aktif: 'false' }, 'aktif', M.activeRequired],
  ])('422 for %j', async (payload, field, message) => {
    const res = await post('/api/hesap/aktiflik-guncelle', payload);
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.[field]).toBe(message);
  });
});

describe('POST /api/hesap/sifre-sifirla', () => {
  it('mails the reset link of the public flow, never answers a password or link; the link sets a new password', async () => {
    const m = await member('sifirla.admin');
    const res = await post('/api/hesap/sifre-sifirla', { kullaniciId: m.id, recaptchaToken: t.human('kullanicilar') });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ basarili: true, veri: null, mesaj: 'Şifre sıfırlama e-postası gönderildi.' });
    const mail = await t.waitForMail(m.email, 'şifre sıfırlama');
    const { url, userId, token } = linkParams(mail.text);
    expect(url.origin + url.pathname).toBe('https://kulup.example.com/sifre-sifirlama');
    expect(userId).toBe(m.id);
    expect(res.body).not.toContain(token);
    const done = await call(t.app, { method: 'POST', url: '/api/hesap/sifre-sifirlama-onayla', payload: { userId, token, yeniSifre: 'Yeni#Sifre2026' } });
    expect(done.statusCode).toBe(200);
    expectedMails.push([m.email, MAIL_SUBJECTS.passwordChanged]);
    expect((await signIn(t, m.kullaniciAdi, 'Yeni#Sifre2026')).statusCode).toBe(200);
  });

  it('sends at most one mail a minute per user (429) and none to a deactivated account (409)', async () => {
    const m = await member('sifirla.iki');
    expect((await post('/api/hesap/sifre-sifirla', { kullaniciId: m.id })).statusCode).toBe(200);
    expectedMails.push([m.email, MAIL_SUBJECTS.passwordReset]);
    const soon = await post('/api/hesap/sifre-sifirla', { kullaniciId: m.id });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    await post('/api/hesap/aktiflik-guncelle', { kullaniciId: m.id, aktif: false });
    const inactive = await post('/api/hesap/sifre-sifirla', { kullaniciId: m.id });
    expect(inactive.statusCode).toBe(409);
    expect(body(inactive).mesaj).toBe(M.resetInactive);
  });

  it.each([
    [{}, M.userRequired],
    [{ kullaniciId: '  ' }, M.userRequired],
    [{ kullaniciId: 42 }, M.userRequired],
    [{ kullaniciId: 'not-a-uuid' }, M.userInvalid],
  ])('422 for %j', async (payload, message) => {
    const res = await post('/api/hesap/sifre-sifirla', payload);
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.kullaniciId).toBe(message);
  });
});
