import { campRegistrationSchema, campSchema, gallerySchema, type Camp, type CampRegistration, type Gallery, type GalleryImage } from '@skiclub/shared/schemas';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { GALLERY_NOT_FOUND } from './galleries';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string, token?: string) => {
  const res = await call(t.app, { method: 'GET', url, token });
  return { status: res.statusCode, env: body<T>(res) };
};

describe('GET /api/kamp', () => {
  it('lists active camps only with country, city, hotel and fee type, by start date', async () => {
    const { env } = await get<Camp[]>('/api/kamp');
    expect(env.veri).toHaveLength(4);
    for (const c of env.veri) expect(campSchema.safeParse(c).success).toBe(true);
    expect(env.veri.every((c) => c.aktif)).toBe(true);
    expect(env.veri[0]).toMatchObject({ kampAdi: 'Palandöken Yılbaşı Kayak Kampı', ulkeAdi: 'Türkiye', sehirAdi: 'Erzurum', otelAdi: 'Polat Palandöken', kampUcretTipiAdi: 'TL' });
    expect(env.veri[0]?.baslangicTarihi).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const starts = env.veri.map((c) => c.baslangicTarihi);
    expect([...starts].sort()).toEqual(starts);
  });

  it('an Admin gets inactive camps too with tumu=true; a member does not', async () => {
    expect((await get<Camp[]>('/api/kamp?tumu=true', await t.adminToken())).env.veri).toHaveLength(6);
    expect((await get<Camp[]>('/api/kamp?tumu=true', await t.memberToken())).env.veri).toHaveLength(4);
    expect((await get<Camp[]>('/api/kamp?tumu=true')).env.veri).toHaveLength(4);
  });
});

describe('GET /api/kampakayit', () => {
  it('401 for visitors', async () => {
    expect((await get('/api/kampakayit')).status).toBe(401);
  });

  it("a member sees only their own registrations with the payment state, never the admin's, even with tumu=true", async () => {
    const member = await t.memberToken();
    for (const url of ['/api/kampakayit', '/api/kampakayit?tumu=true']) {
      const { env } = await get<CampRegistration[]>(url, member);
      expect(env.veri).toHaveLength(2);
      for (const r of env.veri) expect(campRegistrationSchema.safeParse(r).success).toBe(true);
      expect(env.veri.every((r) => r.kullaniciAdSoyad === 'Ayşe Yılmaz')).toBe(true);
      expect(env.veri.map((r) => r.kampAdi)).not.toContain('Konaklı Sömestr Kampı');
    }
    const { env } = await get<CampRegistration[]>('/api/kampakayit', member);
    const paid = env.veri.find((r) => r.kampAdi === 'Palandöken Yılbaşı Kayak Kampı')!;
    const unpaid = env.veri.find((r) => r.kampAdi === 'Avusturya Alp Kayak Kampı')!;
    expect(paid).toMatchObject({ odemeDurumu: true, odenecekTL: 68400, otelAdi: 'Polat Palandöken', sehirAdi: 'Erzurum' });
    expect(paid.yetiskinler).toHaveLength(2);
    expect(paid.cocuklar611[0]).toMatchObject({ adSoyad: 'Deniz Yılmaz', okulAdi: 'Atatürk İlkokulu' });
    expect(unpaid).toMatchObject({ odemeDurumu: false, odemeTarihi: null, odenecekEuro: 1980, ucusKodu: 'TK1887' });
    // Each registration has its own payment record.
    expect(paid.odemeDetayId).toEqual(expect.any(String));
    expect(unpaid.odemeDetayId).toEqual(expect.any(String));
    expect(paid.odemeDetayId).not.toBe(unpaid.odemeDetayId);
    expect(paid.odemeTarihi).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(unpaid.cocuklar06).toHaveLength(1);
  });

  it('an Admin sees only their own by default and everyone with tumu=true', async () => {
    const admin = await t.adminToken();
    const own = (await get<CampRegistration[]>('/api/kampakayit', admin)).env.veri;
    expect(own.map((r) => r.kullaniciAdSoyad)).toEqual(['Mehmet Demir']);
    expect(own[0]?.odemeDurumu).toBe(false);
    expect((await get<CampRegistration[]>('/api/kampakayit?tumu=true', admin)).env.veri).toHaveLength(3);
  });

  it("the Admin's whole list also carries olusturmaTarihi and each 6-11 child's kaymaSeviyesiAdi (admin spec §2: 19 columns)", async () => {
    type AdminRow = CampRegistration & { olusturmaTarihi: string; cocuklar611: { adSoyad: string; kaymaSeviyesiAdi: string | null }[] };
    const rows = (await get<AdminRow[]>('/api/kampakayit?tumu=true', await t.adminToken())).env.veri;
    for (const r of rows) {
      expect(campRegistrationSchema.safeParse(r).success).toBe(true);
      expect(r.olusturmaTarihi).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const child = rows.flatMap((r) => r.cocuklar611).find((c) => c.adSoyad === 'Deniz Yılmaz');
    expect(child?.kaymaSeviyesiAdi).toBe('Başlangıç');
    const own = (await get<AdminRow[]>('/api/kampakayit', await t.memberToken())).env.veri;
    expect(own.every((r) => !('olusturmaTarihi' in r))).toBe(true);
  });
});

describe('galleries', () => {
  it('GET /api/galeri lists active galleries with the camp joined (null for a club gallery)', async () => {
    const { env } = await get<Gallery[]>('/api/galeri');
    expect(env.veri).toHaveLength(3);
    for (const g of env.veri) expect(gallerySchema.safeParse(g).success).toBe(true);
    const camp = env.veri.find((g) => g.galeriAdi === 'Palandöken Yılbaşı Kampı')!;
    expect(camp).toMatchObject({ kampAdi: 'Palandöken Yılbaşı Kayak Kampı', aktif: true });
    expect(camp.kampBaslangicTarihi).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(env.veri.find((g) => g.galeriAdi === 'Kulüp Etkinlikleri')).toMatchObject({ kampId: null, kampAdi: null, kampBaslangicTarihi: null, kampBitisTarihi: null });
    expect(env.veri.map((g) => g.galeriAdi)).not.toContain('Dolomitler Ustalık Kampı Arşivi');
    expect((await get<Gallery[]>('/api/galeri?tumu=true', await t.adminToken())).env.veri).toHaveLength(4);
  });

  it('GET /api/galeri/:id and its pictures; an inactive or unknown gallery is 404', async () => {
    const all = (await get<Gallery[]>('/api/galeri?tumu=true', await t.adminToken())).env.veri;
    const active = all.find((g) => g.galeriAdi === 'Palandöken Yılbaşı Kampı')!;
    const inactive = all.find((g) => !g.aktif)!;
    expect((await get<Gallery>(`/api/galeri/${active.id}`)).env.veri.galeriAdi).toBe('Palandöken Yılbaşı Kampı');
    const pics = (await get<GalleryImage[]>(`/api/galeriresim/galeri/${active.id}`)).env.veri;
    expect(pics).toHaveLength(6);
    expect(pics.every((p) => p.galeriId === active.id && p.resimYolu.startsWith('/uploads/galeri/'))).toBe(true);
    const file = await call(t.app, { method: 'GET', url: pics[0]!.resimYolu });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');

    for (const url of [`/api/galeri/${inactive.id}`, `/api/galeriresim/galeri/${inactive.id}`, '/api/galeri/yok', '/api/galeri/00000000-0000-4000-8000-000000000000']) {
      const { status, env } = await get(url);
      expect(status).toBe(404);
      expect(env.mesaj).toBe(GALLERY_NOT_FOUND);
    }
  });

  it('GET /api/galeriresim/son-resimler gives the 12 newest pictures of active galleries', async () => {
    const pics = (await get<GalleryImage[]>('/api/galeriresim/son-resimler')).env.veri;
    expect(pics).toHaveLength(12);
    const all = (await get<Gallery[]>('/api/galeri?tumu=true', await t.adminToken())).env.veri;
    const inactiveId = all.find((g) => !g.aktif)!.id;
    expect(pics.some((p) => p.galeriId === inactiveId)).toBe(false);
    const newestGallery = all.filter((g) => g.aktif).sort((a, b) => b.olusturmaTarihi.localeCompare(a.olusturmaTarihi))[0]!;
    expect(pics[0]?.galeriId).toBe(newestGallery.id);
  });
});
