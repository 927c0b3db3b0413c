/**
 * Products, product images and variants on the admin side (admin spec §3, §5, §7, §8, §9):
 * 401/403 on every route, the 422 texts, the sanitiser on write and on read, slug uniqueness,
 * uploads by content and size, main image handling, variant CRUD with one value per type, the
 * 409s for products and variants in orders or carts, and the public catalogue seeing changes at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Paged, ProductDetail, ProductListItem } from '@skiclub/shared/schemas';
import { PRODUCT_MESSAGES, type AdminProduct, type AdminProductPage, type AdminVariant, type ProductImage } from '@skiclub/shared/schemas/admin';
import { kullanicilar, sepetOgeleri, siparisDetaylari, siparisler, stokHareketleri, urunKategorileri, urunler, varyantDegerleri, varyantTipleri } from '../../db/schema';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';

let t: TestContext;
let admin: string;
let member: string;
let kategoriId: string;
let types: { id: string; values: { id: string; degerAdi: string }[] }[];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  member = await t.memberToken();
  const [category] = await t.db.select({ id: urunKategorileri.id }).from(urunKategorileri).where(eq(urunKategorileri.aktif, true)).limit(1);
  kategoriId = category!.id;
  const typeRows = await t.db.select({ id: varyantTipleri.id }).from(varyantTipleri).limit(2);
  types = [];
  for (const ty of typeRows) {
    const values = await t.db.select({ id: varyantDegerleri.id, degerAdi: varyantDegerleri.degerAdi }).from(varyantDegerleri).where(eq(varyantDegerleri.varyantTipiId, ty.id));
    types.push({ id: ty.id, values });
  }
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let serial = 0;

/** A valid product body. */
function productBody(o: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return { KategoriId: kategoriId, Adi: `Deneme Ürünü ${serial}`, KisaAciklama: 'Kısa', Aciklama: '<p>Açıklama</p>', Fiyat: 149.9, StokMiktari: 5, Aktif: true, OneEyeCikan: false, ...o };
}

async function createProduct(o: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await call(t.app, { method: 'POST', url: '/api/urun', token: admin, payload: productBody(o) });
  expect(res.statusCode, res.body).toBe(201);
  return body<AdminProduct>(res).veri;
}

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----uruntest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dosya"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#2277aa' } }).png().toBuffer();
const upload = (urunId: string, part: ReturnType<typeof multipart>) => call(t.app, { method: 'POST', url: `/api/urunresim/yukle/${urunId}`, token: admin, ...part });
const fileOf = (sitePath: string) => join(t.dataDir, 'uploads', 'urun', sitePath.replace('/api/urun/resim/', ''));

function variantBody(o: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    VaryantAdi: 'Kırmızı / M',
    TLFiyati: 199.99,
    EuroFiyati: 4.5,
    UsdFiyati: null,
    StokMiktari: 3,
    MinimumStok: 1,
    Aktif: true,
    VaryantDetaylari: types.map((ty) => ({ VaryantTipiId: ty.id, VaryantDegeriId: ty.values[0]!.id })),
    ...o,
  };
}

describe('admin products API', () => {
  it('401 for visitors and 403 for members on every route', async () => {
    const p = await createProduct();
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/urun/admin' },
      { method: 'POST', url: '/api/urun', payload: productBody() },
      { method: 'PUT', url: `/api/urun/${p.id}`, payload: productBody() },
      { method: 'DELETE', url: `/api/urun/${p.id}` },
      { method: 'POST', url: `/api/urunresim/yukle/${p.id}`, ...multipart('a.png', 'image/png', await png()) },
      { method: 'POST', url: '/api/urunresim', payload: { urunId: p.id, resimYolu: '/api/urun/resim/x.png' } },
      { method: 'PUT', url: '/api/urunresim', payload: { id: UNKNOWN_ID, aktif: false } },
      { method: 'GET', url: `/api/urunresim/urun/${p.id}` },
      { method: 'DELETE', url: `/api/urunresim/${UNKNOWN_ID}` },
      { method: 'GET', url: `/api/urun/${p.id}/varyantlar` },
      { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, payload: variantBody() },
      { method: 'PUT', url: `/api/urun/varyantlar/${UNKNOWN_ID}`, payload: variantBody() },
      { method: 'DELETE', url: `/api/urun/varyantlar/${UNKNOWN_ID}` },
    ];
    for (const c of calls) {
      expect((await call(t.app, c)).statusCode, `${c.method} ${c.url} guest`).toBe(401);
      expect((await call(t.app, { ...c, token: member })).statusCode, `${c.method} ${c.url} member`).toBe(403);
    }
    // Nothing was written by the refused calls.
    const [still] = await t.db.select({ id: urunler.id }).from(urunler).where(eq(urunler.id, p.id));
    expect(still).toBeDefined();
  });

  it('422 with the spec’s texts for a missing category and name, bad price and stock', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/urun', token: admin, payload: { Fiyat: -1, StokMiktari: -2 } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toMatchObject({
      KategoriId: 'Lütfen bir kategori seçin.',
      Adi: 'Ürün adı gereklidir.',
      Fiyat: 'Fiyat 0 veya daha büyük olmalıdır.',
      StokMiktari: 'Stok miktarı 0 veya daha büyük olmalıdır.',
    });
    const step = await call(t.app, { method: 'POST', url: '/api/urun', token: admin, payload: productBody({ Fiyat: 10.005, StokMiktari: 1.5 }) });
    expect(body(step).hatalar).toMatchObject({ Fiyat: PRODUCT_MESSAGES.priceStep, StokMiktari: PRODUCT_MESSAGES.stockInteger });
    const unknownCategory = await call(t.app, { method: 'POST', url: '/api/urun', token: admin, payload: productBody({ KategoriId: UNKNOWN_ID }) });
    expect(unknownCategory.statusCode).toBe(422);
    expect(body(unknownCategory).hatalar).toEqual({ KategoriId: PRODUCT_MESSAGES.categoryNotFound });
    const foreignImage = await call(t.app, { method: 'POST', url: '/api/urun', token: admin, payload: productBody({ AnaResim: '/api/urun/resim/baskasi.png' }) });
    expect(body(foreignImage).hatalar).toEqual({ AnaResim: PRODUCT_MESSAGES.imagePathInvalid });
  });

  it('creates with a unique transliterated slug, updates (PUT /{id}) and 404s an unknown id', async () => {
    const a = await createProduct({ Adi: 'Çığ Şapkası Öğün', Fiyat: 0.1 });
    expect(a.slug).toBe('cig-sapkasi-ogun');
    expect(a.fiyat).toBe(0.1);
    expect(a.kategori.id).toBe(kategoriId);
    const b = await createProduct({ Adi: 'Çığ Şapkası Öğün' });
    expect(b.slug).toBe('cig-sapkasi-ogun-2');
    const res = await call(t.app, { method: 'PUT', url: `/api/urun/${b.id}`, token: admin, payload: productBody({ Adi: 'Yeni Ad İçin', Id: b.id, Fiyat: 12.3, OneEyeCikan: true, Aktif: false }) });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ mesaj: PRODUCT_MESSAGES.updated, veri: { id: b.id, slug: 'yeni-ad-icin', adi: 'Yeni Ad İçin', fiyat: 12.3, oneEyeCikan: true, aktif: false } });
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const put = await call(t.app, { method: 'PUT', url: `/api/urun/${id}`, token: admin, payload: productBody() });
      expect(put.statusCode).toBe(404);
      expect(body(put).mesaj).toBe('Ürün bulunamadı.');
      const del = await call(t.app, { method: 'DELETE', url: `/api/urun/${id}`, token: admin });
      expect(body(del).mesaj).toBe('Ürün bulunamadı.');
    }
  });

  it('sanitises the description: no <script>, no onerror=, no javascript: href is stored or served', async () => {
    const dirty = '<h3>Başlık</h3><p onclick="x()">Metin<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">kötü</a><a href="https://ornek.com">iyi</a><iframe src="https://x"></iframe><style>p{}</style><ul><li>bir</li></ul>';
    const p = await createProduct({ Aciklama: dirty });
    const [stored] = await t.db.select({ aciklama: urunler.aciklama }).from(urunler).where(eq(urunler.id, p.id));
    for (const html of [stored!.aciklama, p.aciklama]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
      expect(html).toContain('<h3>Başlık</h3>');
      expect(html).toContain('<a href="https://ornek.com" rel="noopener noreferrer">iyi</a>');
      expect(html).toContain('<ul><li>bir</li></ul>');
    }
    // A row written around the API is still served clean.
    await t.db.update(urunler).set({ aciklama: '<p>x</p><script>alert(1)</script>' }).where(eq(urunler.id, p.id));
    const detail = body<ProductDetail>(await call(t.app, { method: 'GET', url: `/api/urun/resolve/${p.slug}` })).veri;
    expect(detail.aciklama).toBe('<p>x</p>');
    const list = body<AdminProductPage>(await call(t.app, { method: 'GET', url: `/api/urun/admin?arama=${encodeURIComponent(p.adi)}`, token: admin })).veri;
    expect(list.items[0]!.aciklama).toBe('<p>x</p>');
  });

  it('lists 50 per page with totalCount and filters by category, active flag and search', async () => {
    const hidden = await createProduct({ Adi: 'Zıpzıp Pasif Eldiven', Aktif: false });
    const page = body<AdminProductPage>(await call(t.app, { method: 'GET', url: '/api/urun/admin', token: admin })).veri;
    expect(page.items.length).toBeLessThanOrEqual(50);
    expect(page.totalCount).toBeGreaterThan(0);
    const search = body<AdminProductPage>(await call(t.app, { method: 'GET', url: '/api/urun/admin?arama=zipzip', token: admin })).veri;
    expect(search.items.map((i) => i.id)).toEqual([hidden.id]);
    const inactive = body<AdminProductPage>(await call(t.app, { method: 'GET', url: `/api/urun/admin?aktif=false&kategoriId=${kategoriId}&pageSize=100`, token: admin })).veri;
    expect(inactive.items.every((i) => !i.aktif && i.kategoriId === kategoriId)).toBe(true);
    expect(inactive.items.some((i) => i.id === hidden.id)).toBe(true);
    const paged = body<AdminProductPage>(await call(t.app, { method: 'GET', url: '/api/urun/admin?page=2&pageSize=1', token: admin })).veri;
    expect(paged.items).toHaveLength(1);
    const bad = await call(t.app, { method: 'GET', url: '/api/urun/admin?page=0&kategoriId=x', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).hatalar ?? {})).toEqual(expect.arrayContaining(['page', 'kategoriId']));
  });

  it('changes show at once on the public GET /api/urun and the product by slug', async () => {
    const p = await createProduct({ Adi: 'Görünür Kar Gözlüğü Xq' });
    const listed = body<Paged<ProductListItem>>(await call(t.app, { method: 'GET', url: '/api/urun?searchTerm=Xq' })).veri;
    expect(listed.items.map((i) => i.id)).toContain(p.id);
    await call(t.app, { method: 'PUT', url: `/api/urun/${p.id}`, token: admin, payload: productBody({ Adi: 'Görünür Kar Gözlüğü Xq', Fiyat: 321.5, Aciklama: '<p>Yeni</p>' }) });
    const detail = body<ProductDetail>(await call(t.app, { method: 'GET', url: `/api/urun/resolve/${p.slug}` })).veri;
    expect(detail).toMatchObject({ fiyat: 321.5, aciklama: '<p>Yeni</p>' });
    await call(t.app, { method: 'PUT', url: `/api/urun/${p.id}`, token: admin, payload: productBody({ Adi: 'Görünür Kar Gözlüğü Xq', Aktif: false }) });
    expect((await call(t.app, { method: 'GET', url: `/api/urun/resolve/${p.slug}` })).statusCode).toBe(404);
    const after = body<Paged<ProductListItem>>(await call(t.app, { method: 'GET', url: '/api/urun?searchTerm=Xq' })).veri;
    expect(after.items.map((i) => i.id)).not.toContain(p.id);
  });

  it('uploads: PNG ok (stored, served), text-as-jpg 415, over 10 MB 413, unknown product 404', async () => {
    const p = await createProduct();
    const ok = await upload(p.id, multipart('../../x.png', 'image/png', await png()));
    expect(ok.statusCode).toBe(200);
    const path = body<string>(ok).veri;
    expect(path).toMatch(new RegExp(`^/api/urun/resim/${p.id}-[0-9a-f-]{36}\\.png$`));
    expect(existsSync(fileOf(path))).toBe(true);
    const served = await call(t.app, { method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    const text = await upload(p.id, multipart('resim.jpg', 'image/jpeg', Buffer.from('bu bir resim değil')));
    expect(text.statusCode).toBe(415);
    expect(body(text).mesaj).toBe(PRODUCT_MESSAGES.imageWrongType);
    const big = await upload(p.id, multipart('buyuk.png', 'image/png', Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)])));
    expect(big.statusCode).toBe(413);
    expect((await upload(UNKNOWN_ID, multipart('a.png', 'image/png', await png()))).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/urun/resim/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('images: register (first is main), set main, list, delete removes row and file; main image on the product', async () => {
    const p = await createProduct();
    const paths: string[] = [];
    for (let i = 0; i < 2; i += 1) paths.push(body<string>(await upload(p.id, multipart('a.png', 'image/png', await png()))).veri);
    const first = await call(t.app, { method: 'POST', url: '/api/urunresim', token: admin, payload: { urunId: p.id, resimYolu: paths[0] } });
    expect(first.statusCode).toBe(201);
    expect(body<ProductImage>(first).veri).toMatchObject({ urunId: p.id, resimUrl: paths[0], resimYolu: paths[0], anaResimMi: true, aktif: true });
    const second = body<ProductImage>(await call(t.app, { method: 'POST', url: '/api/urunresim', token: admin, payload: { urunId: p.id, resimYolu: paths[1] } })).veri;
    expect(second.anaResimMi).toBe(false);
    const foreign = await call(t.app, { method: 'POST', url: '/api/urunresim', token: admin, payload: { urunId: p.id, resimYolu: '/api/urun/resim/kayak.svg' } });
    expect(foreign.statusCode).toBe(422);
    expect(body(foreign).hatalar).toEqual({ resimYolu: PRODUCT_MESSAGES.imagePathUnknown });
    const setMain = await call(t.app, { method: 'PUT', url: '/api/urunresim', token: admin, payload: { id: second.id, anaResimMi: true } });
    expect(body<ProductImage>(setMain).veri.anaResimMi).toBe(true);
    const list = body<ProductImage[]>(await call(t.app, { method: 'GET', url: `/api/urunresim/urun/${p.id}`, token: admin })).veri;
    expect(list.filter((i) => i.anaResimMi).map((i) => i.id)).toEqual([second.id]);
    const [row] = await t.db.select({ anaResim: urunler.anaResim }).from(urunler).where(eq(urunler.id, p.id));
    expect(row!.anaResim).toBe(paths[1]);
    const del = await call(t.app, { method: 'DELETE', url: `/api/urunresim/${second.id}`, token: admin });
    expect(body(del)).toEqual({ basarili: true, veri: null, mesaj: PRODUCT_MESSAGES.imageDeleted });
    expect(existsSync(fileOf(paths[1]!))).toBe(false);
    const [after] = await t.db.select({ anaResim: urunler.anaResim }).from(urunler).where(eq(urunler.id, p.id));
    expect(after!.anaResim).toBe(paths[0]);
    expect((await call(t.app, { method: 'DELETE', url: `/api/urunresim/${second.id}`, token: admin })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/urunresim/urun/${UNKNOWN_ID}`, token: admin })).statusCode).toBe(404);
    // Deleting the product removes its files.
    expect((await call(t.app, { method: 'DELETE', url: `/api/urun/${p.id}`, token: admin })).statusCode).toBe(200);
    expect(existsSync(fileOf(paths[0]!))).toBe(false);
  });

  it('a stock amount changed on the product or variant form is a stock movement (islem urun, who, from, to); other edits are not', async () => {
    const p = await createProduct({ StokMiktari: 5 });
    const movements = async () =>
      t.db
        .select({ varyantId: stokHareketleri.varyantId, islem: stokHareketleri.islem, eskiMiktar: stokHareketleri.eskiMiktar, yeniMiktar: stokHareketleri.yeniMiktar, kullaniciAdi: stokHareketleri.kullaniciAdi })
        .from(stokHareketleri)
        .where(eq(stokHareketleri.urunId, p.id))
        .orderBy(stokHareketleri.olusturmaTarihi);
    const same = productBody({ StokMiktari: 5, Adi: `Stoklu Ürün ${serial}` });
    expect((await call(t.app, { method: 'PUT', url: `/api/urun/${p.id}`, token: admin, payload: same })).statusCode).toBe(200);
    expect(await movements()).toEqual([]);
    expect((await call(t.app, { method: 'PUT', url: `/api/urun/${p.id}`, token: admin, payload: { ...same, StokMiktari: 12 } })).statusCode).toBe(200);
    expect(await movements()).toEqual([{ varyantId: null, islem: 'urun', eskiMiktar: 5, yeniMiktar: 12, kullaniciAdi: 'admin' }]);

    const v = body<AdminVariant>(await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody({ StokMiktari: 3 }) })).veri;
    expect((await call(t.app, { method: 'PUT', url: `/api/urun/varyantlar/${v.id}`, token: admin, payload: variantBody({ StokMiktari: 0 }) })).statusCode).toBe(200);
    expect((await movements()).slice(1)).toEqual([{ varyantId: v.id, islem: 'urun', eskiMiktar: 3, yeniMiktar: 0, kullaniciAdi: 'admin' }]);
    // A refused edit writes neither the product nor a movement.
    const bad = await call(t.app, { method: 'PUT', url: `/api/urun/${p.id}`, token: admin, payload: { ...same, StokMiktari: 40, Fiyat: -1 } });
    expect(bad.statusCode).toBe(422);
    expect(await movements()).toHaveLength(2);
  });

  it('a product with variants has their summed stock in the product list, its answer and the stock list; its own stock cannot be set then', async () => {
    const p = await createProduct({ StokMiktari: 25 });
    const stockOf = async () => {
      const listed = body<{ items: AdminProduct[] }>(await call(t.app, { method: 'GET', url: '/api/urun/admin', token: admin, query: { arama: p.adi } })).veri.items.find((x) => x.id === p.id)!;
      const stock = body<{ id: string; stokMiktari: number }[]>(await call(t.app, { method: 'GET', url: '/api/urun/stok', token: admin, query: { arama: p.adi } })).veri.find((x) => x.id === p.id)!;
      return { product: listed.stokMiktari, stock: stock.stokMiktari };
    };
    expect(await stockOf()).toEqual({ product: 25, stock: 25 });
    await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody({ VaryantAdi: 'Siyah', StokMiktari: 10 }) });
    const second = await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody({ VaryantAdi: 'Beyaz', StokMiktari: 2, VaryantDetaylari: [{ VaryantTipiId: types[0]!.id, VaryantDegeriId: types[0]!.values[1]!.id }] }) });
    expect(second.statusCode, second.body).toBe(201);
    expect(await stockOf()).toEqual({ product: 12, stock: 12 });
    // The form sends a stock amount: with variants it changes nothing and records no movement.
    const upd = await call(t.app, { method: 'PUT', url: `/api/urun/${p.id}`, token: admin, payload: productBody({ Adi: p.adi, StokMiktari: 500 }) });
    expect(upd.statusCode).toBe(200);
    expect(body<AdminProduct>(upd).veri.stokMiktari).toBe(12);
    expect(await stockOf()).toEqual({ product: 12, stock: 12 });
    const moves = await t.db.select({ id: stokHareketleri.id }).from(stokHareketleri).where(and(eq(stokHareketleri.urunId, p.id), isNull(stokHareketleri.varyantId)));
    expect(moves).toEqual([]);
  });

  it('variants: create, list, update, delete, one value per type, value of its type', async () => {
    const p = await createProduct();
    const created = await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody() });
    expect(created.statusCode).toBe(201);
    const v = body<AdminVariant>(created).veri;
    expect(v).toMatchObject({ varyantAdi: 'Kırmızı / M', tlFiyati: 199.99, euroFiyati: 4.5, usdFiyati: null, stokMiktari: 3, minimumStok: 1, aktif: true });
    expect(v.varyantDetaylari.map((d) => d.varyantDegeriId)).toEqual(expect.arrayContaining(types.map((ty) => ty.values[0]!.id)));
    const upd = await call(t.app, { method: 'PUT', url: `/api/urun/varyantlar/${v.id}`, token: admin, payload: variantBody({ VaryantAdi: 'Mavi', TLFiyati: 10, VaryantDetaylari: [{ VaryantTipiId: types[0]!.id, VaryantDegeriId: types[0]!.values[1]!.id }] }) });
    expect(upd.statusCode).toBe(200);
    expect(body<AdminVariant>(upd).veri).toMatchObject({ varyantAdi: 'Mavi', tlFiyati: 10, varyantDetaylari: [{ varyantDegeriId: types[0]!.values[1]!.id }] });
    const list = body<AdminVariant[]>(await call(t.app, { method: 'GET', url: `/api/urun/${p.id}/varyantlar`, token: admin })).veri;
    expect(list.map((x) => x.id)).toEqual([v.id]);
    const twice = await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody({ VaryantDetaylari: [0, 1].map((i) => ({ VaryantTipiId: types[0]!.id, VaryantDegeriId: types[0]!.values[i]!.id })) }) });
    expect(twice.statusCode).toBe(422);
    expect(body(twice).hatalar).toEqual({ VaryantDetaylari: PRODUCT_MESSAGES.variantTypeTwice });
    const mismatch = await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody({ VaryantDetaylari: [{ VaryantTipiId: types[0]!.id, VaryantDegeriId: types[1]!.values[0]!.id }] }) });
    expect(body(mismatch).hatalar).toEqual({ VaryantDetaylari: PRODUCT_MESSAGES.variantValueMismatch });
    const empty = await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: {} });
    expect(body(empty).hatalar).toMatchObject({ VaryantAdi: 'Varyant adı gereklidir.', TLFiyati: PRODUCT_MESSAGES.tlRequired });
    expect((await call(t.app, { method: 'POST', url: `/api/urun/${UNKNOWN_ID}/varyantlar`, token: admin, payload: variantBody() })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'PUT', url: `/api/urun/varyantlar/${UNKNOWN_ID}`, token: admin, payload: variantBody() })).statusCode).toBe(404);
    const del = await call(t.app, { method: 'DELETE', url: `/api/urun/varyantlar/${v.id}`, token: admin });
    expect(body(del)).toEqual({ basarili: true, veri: null, mesaj: PRODUCT_MESSAGES.variantDeleted });
    expect((await call(t.app, { method: 'DELETE', url: `/api/urun/varyantlar/${v.id}`, token: admin })).statusCode).toBe(404);
  });

  it('409: a product or variant in an order, a variant in a cart, is not deleted', async () => {
    const p = await createProduct();
    const v = body<AdminVariant>(await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody() })).veri;
    const v2 = body<AdminVariant>(await call(t.app, { method: 'POST', url: `/api/urun/${p.id}/varyantlar`, token: admin, payload: variantBody({ VaryantAdi: 'İkinci' }) })).veri;
    const [user] = await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, 'uye'));
    await t.db.insert(sepetOgeleri).values({ kullaniciId: user!.id, urunId: p.id, urunVaryantId: v2.id, miktar: 1 });
    const cart = await call(t.app, { method: 'DELETE', url: `/api/urun/varyantlar/${v2.id}`, token: admin });
    expect(cart.statusCode).toBe(409);
    expect(body(cart).mesaj).toBe(PRODUCT_MESSAGES.variantInUse);
    const [order] = await t.db
      .insert(siparisler)
      .values({ siparisNo: `SP-TEST-${Date.now()}`, kullaniciId: user!.id, toplamTutar: 199.99, teslimatAdresi: '{}', faturaAdresi: '{}' })
      .returning({ id: siparisler.id });
    await t.db.insert(siparisDetaylari).values({ siparisId: order!.id, urunId: p.id, urunVaryantId: v.id, urunAdi: p.adi, miktar: 1, birimFiyat: 199.99, toplamFiyat: 199.99 });
    const variant = await call(t.app, { method: 'DELETE', url: `/api/urun/varyantlar/${v.id}`, token: admin });
    expect(variant.statusCode).toBe(409);
    const product = await call(t.app, { method: 'DELETE', url: `/api/urun/${p.id}`, token: admin });
    expect(product.statusCode).toBe(409);
    expect(body(product).mesaj).toBe(PRODUCT_MESSAGES.inOrders);
    const [still] = await t.db.select({ id: urunler.id }).from(urunler).where(eq(urunler.id, p.id));
    expect(still).toBeDefined();
  });
});
