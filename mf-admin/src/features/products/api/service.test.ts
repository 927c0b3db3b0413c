import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer, serveApi } from '@skiclub/shared/testing';
import { PRODUCT_MESSAGES, type AdminProduct } from '@skiclub/shared/schemas/admin';
import { imageFileProblem, productCalls, productListParams, productService } from './service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROW: AdminProduct = {
  id: uuid(1),
  slug: 'kayak-gozlugu',
  adi: 'Kayak Gözlüğü',
  aciklama: '<p>Çift cam</p>',
  kisaAciklama: 'Çift cam',
  fiyat: 1234.5,
  stokMiktari: 4,
  kritikSeviye: 5,
  kategoriId: uuid(9),
  kategori: { id: uuid(9), adi: 'Gözlük' },
  anaResim: null,
  aktif: true,
  oneEyeCikan: false,
  varyantSayisi: 0,
  olusturmaTarihi: '2026-11-20T10:00:00.000Z',
};
const PATH = `/api/urun/resim/${uuid(1)}-${uuid(2)}.png`;

const server = serveApi({
  'GET /api/urun/admin': okAnswer({ items: [ROW], totalCount: 51 }),
  'GET /api/dogrulama/token': (req) => okAnswer({ token: `belirteç-${req.searchParams.get('action')}` }),
  [`PUT /api/urun/${uuid(1)}`]: (req) => okAnswer({ ...ROW, adi: (req.body as { Adi: string }).Adi }, PRODUCT_MESSAGES.updated),
  [`DELETE /api/urun/${uuid(1)}`]: failAnswer(403, 'Bu işlem için yetkiniz bulunmamaktadır.'),
  [`DELETE /api/urun/${uuid(3)}`]: failAnswer(409, PRODUCT_MESSAGES.inOrders),
  [`POST /api/urunresim/yukle/${uuid(1)}`]: okAnswer(PATH, PRODUCT_MESSAGES.imageUploaded),
  'POST /api/urunresim': (req) => okAnswer({ id: uuid(50), urunId: uuid(1), resimUrl: PATH, resimYolu: PATH, resimAdi: null, anaResimMi: (req.body as { anaResimMi: boolean }).anaResimMi, aktif: true }),
  [`POST /api/urun/${uuid(1)}/varyantlar`]: okAnswer({ id: uuid(60), varyantAdi: 'M', tlFiyati: 10, euroFiyati: null, usdFiyati: null, stokMiktari: 1, minimumStok: 0, aktif: true, varyantDetaylari: [] }),
});

describe('product service (admin spec §7 Products, Product images, Variants)', () => {
  it('lists one server page from GET /api/urun/admin with page, pageSize 50, filters and arama', async () => {
    const service = productService;
    expect(await service.list({ current: 2, pageSize: 50, keyword: ' gözlük ', sort: null, filters: { kategoriId: uuid(9), aktif: 'false' } })).toEqual({ rows: [ROW], total: 51 });
    await service.list();
    const [first, second] = server().calls('GET /api/urun/admin').map((r) => Object.fromEntries(r.searchParams));
    expect(first).toEqual({ page: '2', pageSize: '50', kategoriId: uuid(9), aktif: 'false', arama: 'gözlük' });
    expect(second).toEqual({ page: '1', pageSize: '50' });
    expect(productListParams({ current: 1, pageSize: 0, keyword: '', sort: null, filters: { aktif: 'hepsi', kategoriId: '' } })).toEqual({ page: 1, pageSize: 50 });
  });

  it('updates with PUT /api/urun/{id}, the PascalCase payload, Id and a fresh urun token', async () => {
    const service = productService;
    const saved = await service.update(uuid(1), { KategoriId: uuid(9), Adi: 'Yeni', KisaAciklama: '', Aciklama: '', Fiyat: 10, StokMiktari: 1, AnaResim: null, Aktif: true, OneEyeCikan: true });
    expect(saved?.adi).toBe('Yeni');
    expect(server().calls(`PUT /api/urun/${uuid(1)}`)[0]!.body).toMatchObject({ Id: uuid(1), Adi: 'Yeni', OneEyeCikan: true, recaptchaToken: 'belirteç-urun' });
  });

  it("a 403 reads 'Bu işlem için yetkiniz yok.'; a 409 keeps the server's text", async () => {
    const service = productService;
    await expect(service.remove(uuid(1))).rejects.toMatchObject({ status: 403, message: 'Bu işlem için yetkiniz yok.' });
    await expect(service.remove(uuid(3))).rejects.toMatchObject({ status: 409, message: PRODUCT_MESSAGES.inOrders });
  });

  it('adds an image: multipart dosya to yukle/{urunId}, then registers the path as main with a urunresim token', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'kar.png', { type: 'image/png' });
    const image = await productCalls.addImage(uuid(1), file, true);
    expect(image.anaResimMi).toBe(true);
    expect(server().calls(`POST /api/urunresim/yukle/${uuid(1)}`)[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(server().calls('POST /api/urunresim')[0]!.body).toEqual({ urunId: uuid(1), resimYolu: PATH, anaResimMi: true, recaptchaToken: 'belirteç-urunresim' });
  });

  it('creates a variant with POST /api/urun/{id}/varyantlar and a urunvaryant token', async () => {
    await productCalls.saveVariant(uuid(1), null, { VaryantAdi: 'M', TLFiyati: 10, EuroFiyati: null, UsdFiyati: null, StokMiktari: 1, MinimumStok: 0, Aktif: true, VaryantDetaylari: [] });
    expect(server().calls(`POST /api/urun/${uuid(1)}/varyantlar`)[0]!.body).toMatchObject({ VaryantAdi: 'M', recaptchaToken: 'belirteç-urunvaryant' });
  });

  it('checks a chosen image in the browser: jpg/jpeg/png/webp only, 10 MB at most', () => {
    const types = ['image/jpeg', 'image/png', 'image/webp'];
    const max = 10 * 1024 * 1024;
    expect(imageFileProblem({ name: 'a.JPEG', type: 'image/jpeg', size: max }, types, max)).toBeNull();
    expect(imageFileProblem({ name: 'a.webp', type: 'image/webp', size: max + 1 }, types, max)).toBe("Dosya boyutu 10MB'dan büyük olamaz.");
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 }, types, max)).toBe(PRODUCT_MESSAGES.imageWrongType);
    expect(imageFileProblem({ name: 'a.txt', type: 'image/png', size: 10 }, types, max)).toBe(PRODUCT_MESSAGES.imageWrongType);
  });
});
