import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer, serveApi } from '@skiclub/shared/testing';
import type { AdminUser } from '@skiclub/shared/schemas/admin';
import { listParams, userService } from './service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROW: AdminUser = {
  id: uuid(1),
  ad: 'Ayşe',
  soyad: 'Yılmaz',
  kullaniciAdi: 'uye',
  email: 'ayse@example.com',
  gsm: '05321234567',
  roller: ['Uye'],
  aktif: true,
  emailOnaylandi: true,
  olusturmaTarihi: '2026-11-09T12:00:00.000Z',
};

const server = serveApi({
  'GET /api/hesap/kullanicilar': okAnswer({ items: [ROW], totalCount: 23, page: 3, pageSize: 10, totalPages: 3 }),
  'GET /api/dogrulama/token': (req) => okAnswer({ token: `belirteç-${req.searchParams.get('action')}` }),
  'POST /api/hesap/rol-guncelle': okAnswer({ ...ROW, roller: ['Admin', 'Uye'] }, 'Kullanıcının rolleri güncellendi.'),
  'POST /api/hesap/aktiflik-guncelle': failAnswer(409, 'Kendi hesabınızı pasifleştiremezsiniz.'),
  'POST /api/hesap/sifre-sifirla': okAnswer(null, 'Şifre sıfırlama e-postası gönderildi.'),
});

describe('users service (admin spec §7 Users)', () => {
  it('maps a table request to page, pageSize, arama, sirala and yon', () => {
    expect(listParams({ current: 2, pageSize: 10, keyword: '  ', sort: null })).toEqual({ page: 2, pageSize: 10 });
    expect(listParams({ current: 1, pageSize: 10, keyword: ' ayşe ', sort: { field: 'adSoyad', order: 'ascend' } })).toEqual({ page: 1, pageSize: 10, arama: 'ayşe', sirala: 'adSoyad', yon: 'asc' });
    expect(listParams({ current: 1, pageSize: 10, keyword: '', sort: { field: 'olusturmaTarihi', order: 'descend' } })).toMatchObject({ sirala: 'olusturmaTarihi', yon: 'desc' });
    expect(listParams({ current: 1, pageSize: 10, keyword: '', sort: { field: 'index', order: 'descend' } })).toEqual({ page: 1, pageSize: 10 });
  });

  it('reads one page of GET /api/hesap/kullanicilar as rows and total', async () => {
    const page = await userService.list({ current: 3, pageSize: 10, keyword: 'yılmaz', sort: { field: 'email', order: 'descend' } });
    expect(page).toEqual({ rows: [ROW], total: 23 });
    const [req] = server().calls('GET /api/hesap/kullanicilar');
    expect(Object.fromEntries(req!.searchParams)).toEqual({ page: '3', pageSize: '10', arama: 'yılmaz', sirala: 'email', yon: 'desc' });
  });

  it('posts each operation with a fresh kullanicilar token and reads the answer', async () => {
    await expect(userService.setRoles(ROW.id, ['Admin', 'Uye'])).resolves.toMatchObject({ roller: ['Admin', 'Uye'] });
    await expect(userService.sendPasswordReset(ROW.id)).resolves.toBeUndefined();
    expect(server().calls('POST /api/hesap/rol-guncelle')[0]!.body).toEqual({ kullaniciId: ROW.id, roller: ['Admin', 'Uye'], recaptchaToken: 'belirteç-kullanicilar' });
    expect(server().calls('POST /api/hesap/sifre-sifirla')[0]!.body).toEqual({ kullaniciId: ROW.id, recaptchaToken: 'belirteç-kullanicilar' });
  });

  it("rejects with the server's message (409 on self-deactivation)", async () => {
    await expect(userService.setActive(ROW.id, false)).rejects.toMatchObject({ status: 409, message: 'Kendi hesabınızı pasifleştiremezsiniz.' });
    expect(server().calls('POST /api/hesap/aktiflik-guncelle')[0]!.body).toEqual({ kullaniciId: ROW.id, aktif: false, recaptchaToken: 'belirteç-kullanicilar' });
  });
});
