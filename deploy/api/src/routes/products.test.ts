import { eq } from 'drizzle-orm';
import type { Category, Paged, ProductDetail, ProductListItem } from '@skiclub/shared/schemas';
import { productDetailSchema, productListItemSchema } from '@skiclub/shared/schemas';
import { urunler, urunVaryantlari as uv } from '../db/schema';
import { sanitizeProductHtml } from '../lib/html';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { PRODUCT_NOT_FOUND } from './products';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const res = await call(t.app, { method: 'GET', url: `/api/urun${query}` });
  expect(res.statusCode).toBe(200);
  return body<Paged<ProductListItem>>(res).veri;
};

const bySlug = async (slug: string) => {
  const res = await call(t.app, { method: 'GET', url: `/api/urun/resolve/${slug}` });
  return { status: res.statusCode, env: body<ProductDetail>(res) };
};

describe('GET /api/urun', () => {
  it('pages the 35 active products, 12 per page by default, ordered by name', async () => {
    const first = await list('');
    expect(first).toMatchObject({ totalCount: 35, totalPages: 3, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    for (const item of first.items) expect(productListItemSchema.safeParse(item).success).toBe(true);
    const names = first.items.map((i) => i.urunAdi);
    expect(names[0]).toBe('Atomic Hawx Prime 90 W Kadın Kayak Botu');
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);

    const last = await list('?page=3');
    expect(last.items).toHaveLength(11);
    const beyond = await list('?page=9&pageSize=5');
    expect(beyond).toMatchObject({ items: [], totalCount: 35, totalPages: 7, page: 9, pageSize: 5 });
  });

  it('never lists the inactive product', async () => {
    const all = await list('?pageSize=100');
    expect(all.items.map((i) => i.urunAdi)).not.toContain('Fischer RC One 86 Kayak Takımı');
  });

  it('orders newest first with CreatedAtDesc (home page: 10 newest)', async () => {
    const page = await list('?page=1&pageSize=10&orderBy=CreatedAtDesc');
    expect(page.items).toHaveLength(10);
    expect(page.items[0]?.urunAdi).toBe('Kulüp Logolu Softshell Mont');
    const dates = page.items.map((i) => Date.parse(i.olusturmaTarihi));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('searches name and short description, case- and Turkish-insensitively', async () => {
    const boots = await list('?searchTerm=KAYAK%20BOTU&pageSize=50');
    expect(boots.totalCount).toBe(6);
    for (const i of boots.items) expect(i.urunAdi).toMatch(/Kayak Botu/);

    const dryer = await list(`?searchTerm=${encodeURIComponent('ISITMALI')}`);
    expect(dryer.items.map((i) => i.urunAdi)).toEqual(['Isıtmalı Kayak Botu Kurutucu']);

    const byShortText = await list(`?searchTerm=${encodeURIComponent('life pocket')}`);
    expect(byShortText.items.map((i) => i.urunAdi)).toEqual(['Helly Hansen Alpha 4.0 Kayak Montu']);

    const wildcard = await list('?searchTerm=%25');
    expect(wildcard.totalCount).toBe(0);
  });

  it('filters by category; a malformed kategoriId is 422', async () => {
    const cats = body<Category[]>(await call(t.app, { method: 'GET', url: '/api/urunkategori/aktif' })).veri;
    const skis = cats.find((c) => c.kategoriAdi === 'Kayak Takımları')!;
    const page = await list(`?kategoriId=${skis.id}`);
    expect(page.totalCount).toBe(5);
    expect(page.items.every((i) => i.kategoriId === skis.id && i.kategoriAdi === 'Kayak Takımları')).toBe(true);

    const bad = await call(t.app, { method: 'GET', url: '/api/urun?kategoriId=abc' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar?.kategoriId).toBeDefined();
  });

  it('computes price ranges and stock from active variants, or from the product without variants', async () => {
    const items = (await list('?pageSize=100')).items;
    const find = (name: string) => items.find((i) => i.urunAdi === name)!;
    expect(find('Atomic Redster Q7 Kayak Takımı')).toMatchObject({ minFiyat: 18500, maxFiyat: 19200, fiyat: 18500, paraBirimi: 'TL', stokVar: true });
    expect(find('Atomic Redster Q7 Kayak Takımı').urunVaryantlari).toHaveLength(3);
    expect(find('Head Supershape e-Rally Kayak')).toMatchObject({ minFiyat: 21750, maxFiyat: 22300, stokVar: false });
    expect(find('Salomon Huck Knife Snowboard')).toMatchObject({ minFiyat: 13600, maxFiyat: 13600, stokVar: false, urunVaryantlari: [] });
    expect(find('Salomon Stance 90 Freeride Kayak')).toMatchObject({ fiyat: 17800, stokVar: true });
    const wholeOut = items.filter((i) => !i.stokVar).map((i) => i.urunAdi);
    expect(wholeOut.length).toBeGreaterThanOrEqual(3);
    const helmet = find('Uvex Çocuk Kayak Kaskı').urunVaryantlari[0]!;
    expect(helmet.varyantAdi).toBe('Mavi / XS');
    expect(helmet.varyantDetaylari.map((d) => d.varyantTipiAdi).sort()).toEqual(['Beden', 'Renk']);
  });

  it('ignores an inactive variant for price and stock', async () => {
    const product = (await bySlug('lange-rx-110-kayak-botu')).env.veri;
    expect(product.maxFiyat).toBe(13900);
    const { urunVaryantlari: variants } = product;
    for (const v of variants.filter((x) => x.tlFiyati === 13900)) await t.db.update(uv).set({ aktif: false }).where(eq(uv.id, v.id));
    const after = (await bySlug('lange-rx-110-kayak-botu')).env.veri;
    expect(after).toMatchObject({ minFiyat: 13250, maxFiyat: 13250 });
    expect(after.urunVaryantlari.every((v) => v.aktif)).toBe(true);
    for (const v of variants) await t.db.update(uv).set({ aktif: true }).where(eq(uv.id, v.id));
  });
});

describe('product detail', () => {
  it('resolves by slug (any case) with HTML description, pictures and category', async () => {
    const { status, env } = await bySlug('ROSSIGNOL-experience-82-kayak-seti');
    expect(status).toBe(200);
    expect(productDetailSchema.safeParse(env.veri).success).toBe(true);
    expect(env.veri.urunAdi).toBe('Rossignol Experience 82 Kayak Seti');
    expect(env.veri.aciklama).toContain('<ul><li>');
    expect(env.veri.urunResimleri).toHaveLength(3);
    expect(env.veri.urunResimleri[0]?.resimUrl).toBe(env.veri.anaGorselUrl);
    expect(env.veri.urunKategori).toEqual({ id: env.veri.kategoriId, kategoriAdi: 'Kayak Takımları' });
  });

  it('resolves by id and by a GUID inside any text; GET /api/urun/:id too', async () => {
    const { env } = await bySlug('burton-custom-snowboard');
    const id = env.veri.id;
    expect((await bySlug(id)).env.veri.urunAdi).toBe('Burton Custom Snowboard');
    expect((await bySlug(`eski-adi-${id}-kopya`)).env.veri.id).toBe(id);
    const direct = await call(t.app, { method: 'GET', url: `/api/urun/${id}` });
    expect(body<ProductDetail>(direct).veri.slug).toBe('burton-custom-snowboard');
  });

  it("404 'Ürün Bulunamadı' for unknown, malformed or inactive products", async () => {
    for (const param of ['olmayan-urun', '00000000-0000-4000-8000-000000000000', 'fischer-rc-one-86-kayak-takimi']) {
      const { status, env } = await bySlug(param);
      expect(status).toBe(404);
      expect(env).toEqual({ basarili: false, veri: null, mesaj: PRODUCT_NOT_FOUND });
    }
    expect((await call(t.app, { method: 'GET', url: '/api/urun/bozuk-id' })).statusCode).toBe(404);
  });

  it('stores descriptions sanitised', async () => {
    expect(sanitizeProductHtml('<p onclick="x()">Merhaba<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><img src=x onerror=y>')).toBe('<p>Merhaba</p><a rel="noopener noreferrer">a</a>');
    const [row] = await t.db.select({ aciklama: urunler.aciklama }).from(urunler).where(eq(urunler.slug, 'burton-custom-snowboard'));
    expect(row?.aciklama).not.toMatch(/<script|on\w+=/i);
  });
});

describe('categories and category products', () => {
  it('GET /api/urunkategori/aktif counts active products', async () => {
    const cats = body<Category[]>(await call(t.app, { method: 'GET', url: '/api/urunkategori/aktif' })).veri;
    expect(cats.map((c) => c.kategoriAdi).sort()).toEqual(['Eldiven ve Aksesuar', 'Kask ve Gözlük', 'Kayak Botları', 'Kayak Takımları', 'Mont ve Pantolon', 'Snowboard']);
    expect(cats.find((c) => c.kategoriAdi === 'Kayak Takımları')?.urunSayisi).toBe(5);
    expect(cats.find((c) => c.kategoriAdi === 'Snowboard')).toMatchObject({ urunSayisi: 6, aktif: true });
  });

  it('GET /api/urun/kategori/:kategoriId lists the active products of a category; unknown → 404', async () => {
    const cats = body<Category[]>(await call(t.app, { method: 'GET', url: '/api/urunkategori/aktif' })).veri;
    const boots = cats.find((c) => c.kategoriAdi === 'Kayak Botları')!;
    const res = await call(t.app, { method: 'GET', url: `/api/urun/kategori/${boots.id}` });
    const items = body<ProductListItem[]>(res).veri;
    expect(items).toHaveLength(6);
    expect(items.every((i) => i.kategoriAdi === 'Kayak Botları')).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/urun/kategori/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('product pictures', () => {
  it('serves generated SVGs with a long cache, also under /uploads/urun', async () => {
    const { env } = await bySlug('burton-custom-snowboard');
    const res = await call(t.app, { method: 'GET', url: env.veri.anaGorselUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toContain('Burton Custom Snowboard');
    const file = env.veri.anaGorselUrl!.split('/').pop();
    expect((await call(t.app, { method: 'GET', url: `/uploads/urun/${file}` })).statusCode).toBe(200);
  });

  it('refuses path traversal and unknown names with 404', async () => {
    for (const name of ['..%2F..%2Fjwt-secret', '..%2Fkamp%2Fkamp-palandoken-yilbasi.svg', '.hidden.svg', 'yok.svg', 'x.exe']) {
      const res = await call(t.app, { method: 'GET', url: `/api/urun/resim/${name}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
