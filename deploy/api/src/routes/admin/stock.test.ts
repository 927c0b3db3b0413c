/**
 * Stock management (admin spec §2 Stock, §4 Stock level, §5, §7, §9): 401/403 on every route,
 * 404 and 422 answers, the level thresholds at their boundaries (0, k, k+1, 20, 21), the summary
 * counts, variant stock as the product's stock, the history written for guncelle / ekle /
 * siparis / iptal, and parallel adds that lose no update.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STOCK_MESSAGES, stockDetailSchema, stockListResponseSchema, stockStatus, type StockDetail, type StockItem, type StockListResponse } from '@skiclub/shared/schemas/admin';
import type { OrderCreated } from '@skiclub/shared/schemas';
import { DEMO_ACCOUNTS } from '../../db/seed-data';
import { kullanicilar, sepetOgeleri, stokHareketleri, urunler } from '../../db/schema';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';
import { makeProduct, orderBody, putInCart, stockOf } from '../../test/orders';

let t: TestContext;
let admin: string;
let member: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  member = await t.memberToken();
  memberId = (await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, DEMO_ACCOUNTS.member.kullaniciAdi)))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const get = (url: string, token: string | undefined = admin) => call(t.app, { method: 'GET', url, token });
const post = (url: string, payload: object, token: string | undefined = admin) => call(t.app, { method: 'POST', url, token, payload });
const detail = async (id: string) => body<StockDetail>(await get(`/api/urun/${id}/detay`)).veri;
const tag = () => `Stk${randomBytes(4).toString('hex')}`;

describe('guards', () => {
  it('401 for a guest and 403 for a member on every stock route', async () => {
    const p = await makeProduct(t.db, { stock: 3 });
    const routes: [string, string][] = [
      ['GET', '/api/urun/stok'],
      ['GET', `/api/urun/${p.id}/detay`],
      ['POST', `/api/urun/${p.id}/stok/guncelle`],
      ['POST', `/api/urun/${p.id}/stok/ekle`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { miktar: 9, kritikSeviye: 5 } : undefined;
      expect((await call(t.app, { method: method as 'GET', url, payload })).statusCode, url).toBe(401);
      expect((await call(t.app, { method: method as 'GET', url, payload, token: member })).statusCode, url).toBe(403);
    }
    expect(await stockOf(t.db, p.id)).toBe(3);
  });
});

describe('levels (admin spec §4, §9)', () => {
  it('stockStatus: 0 Tükendi, ≤ k Kritik, k+1 … 20 Düşük, 21 Normal', () => {
    expect([0, 5, 6, 20, 21].map((n) => stockStatus(n, 5))).toEqual(['tukendi', 'kritik', 'dusuk', 'dusuk', 'normal']);
    expect([0, 8, 9].map((n) => stockStatus(n, 8))).toEqual(['tukendi', 'kritik', 'dusuk']);
    expect(stockStatus(5)).toBe('kritik');
  });

  it('GET /api/urun/stok lists the boundaries with their level, default critical level 5, and counts them in ozet', async () => {
    const name = tag();
    for (const stock of [0, 5, 6, 20, 21]) await makeProduct(t.db, { urunAdi: `${name} ${String(stock).padStart(2, '0')}`, stock });
    const res = await get(`/api/urun/stok?arama=${name}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<StockListResponse>();
    expect(stockListResponseSchema.safeParse(list).success).toBe(true);
    expect(list.basarili).toBe(true);
    expect(list.veri.map((i) => [i.stokMiktari, i.kritikSeviye, i.durum])).toEqual([
      [0, 5, 'tukendi'],
      [5, 5, 'kritik'],
      [6, 5, 'dusuk'],
      [20, 5, 'dusuk'],
      [21, 5, 'normal'],
    ]);
    expect(list.ozet).toEqual({ tukendi: 1, kritik: 1, dusuk: 2, normal: 1 });

    const low = (await get(`/api/urun/stok?arama=${name}&stokDurumu=dusuk`)).json<StockListResponse>();
    expect(low.veri.map((i) => i.stokMiktari)).toEqual([6, 20]);
    expect(low.ozet).toEqual({ tukendi: 1, kritik: 1, dusuk: 2, normal: 1 });
  });

  it('a product with variants has the sum of its variants as stock; the category filter narrows the list', async () => {
    const name = tag();
    const p = await makeProduct(t.db, { urunAdi: name, variants: [{ varyantAdi: 'S', price: 10, stock: 2 }, { varyantAdi: 'M', price: 10, stock: 3 }] });
    const [row] = await t.db.select({ kategoriId: urunler.kategoriId }).from(urunler).where(eq(urunler.id, p.id));
    const list = (await get(`/api/urun/stok?arama=${name}&kategoriId=${row!.kategoriId}`)).json<StockListResponse>();
    expect(list.veri).toHaveLength(1);
    expect(list.veri[0]).toMatchObject({ id: p.id, adi: name, stokMiktari: 5, durum: 'kritik', varyantSayisi: 2 });
    expect((await get(`/api/urun/stok?arama=${name}&kategoriId=${UNKNOWN_ID}`)).json<StockListResponse>().veri).toEqual([]);
    const d = await detail(p.id);
    // Same siraNo: by name.
    expect(d.varyantlar.map((v) => [v.deger, v.stokMiktari, v.durum])).toEqual([
      ['M', 3, 'dusuk'],
      ['S', 2, 'dusuk'],
    ]);
  });

  it('422 with a field error for an unknown level filter', async () => {
    const res = await get('/api/urun/stok?stokDurumu=bitmek');
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar?.stokDurumu).toBeTruthy();
  });
});

describe('operations', () => {
  it('guncelle sets, ekle adds, each records who, from, to and why; the detail shows the history newest first', async () => {
    const p = await makeProduct(t.db, { stock: 4 });
    const set = await post(`/api/urun/${p.id}/stok/guncelle`, { miktar: 12, kritikSeviye: 3, aciklama: 'Sayım' });
    expect(set.statusCode, set.body).toBe(200);
    expect(body<StockItem>(set)).toMatchObject({ basarili: true, mesaj: STOCK_MESSAGES.updated, veri: { stokMiktari: 12, kritikSeviye: 3, durum: 'dusuk' } });
    const add = await post(`/api/urun/${p.id}/stok/ekle`, { miktar: 10, kritikSeviye: 3 });
    expect(add.statusCode, add.body).toBe(200);
    expect(body<StockItem>(add)).toMatchObject({ mesaj: STOCK_MESSAGES.added, veri: { stokMiktari: 22, durum: 'normal' } });
    expect(await stockOf(t.db, p.id)).toBe(22);

    const d = await detail(p.id);
    expect(stockDetailSchema.safeParse(d).success).toBe(true);
    expect(d.hareketler.map((h) => [h.islem, h.eskiMiktar, h.yeniMiktar, h.aciklama, h.kullaniciAdi])).toEqual([
      ['ekle', 12, 22, null, DEMO_ACCOUNTS.admin.kullaniciAdi],
      ['guncelle', 4, 12, 'Sayım', DEMO_ACCOUNTS.admin.kullaniciAdi],
    ]);
  });

  it('a variant product changes the chosen variant (varyantId required) and records it', async () => {
    const p = await makeProduct(t.db, { variants: [{ varyantAdi: 'L', price: 10, stock: 1 }, { varyantAdi: 'XL', price: 10, stock: 7 }] });
    const missing = await post(`/api/urun/${p.id}/stok/ekle`, { miktar: 2, kritikSeviye: 5 });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).hatalar).toEqual({ varyantId: STOCK_MESSAGES.variantRequired });
    const other = await makeProduct(t.db, { variants: [{ varyantAdi: 'Tek', price: 10, stock: 1 }] });
    const foreign = await post(`/api/urun/${p.id}/stok/ekle`, { miktar: 2, kritikSeviye: 5, varyantId: other.variants.Tek });
    expect(body(foreign).hatalar).toEqual({ varyantId: STOCK_MESSAGES.variantNotFound });

    const res = await post(`/api/urun/${p.id}/stok/ekle`, { miktar: 4, kritikSeviye: 5, varyantId: p.variants.L });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<StockItem>(res).veri.stokMiktari).toBe(12); // (1 + 4) + 7
    expect(await stockOf(t.db, p.id, p.variants.L)).toBe(5);
    const [h] = (await detail(p.id)).hareketler;
    expect(h).toMatchObject({ islem: 'ekle', varyantId: p.variants.L, varyantAdi: 'L', eskiMiktar: 1, yeniMiktar: 5 });
  });

  it('422 with Turkish field errors for bad input, nothing written', async () => {
    const p = await makeProduct(t.db, { stock: 2 });
    const cases: [string, object, Record<string, string>][] = [
      ['guncelle', {}, { miktar: STOCK_MESSAGES.quantityRequired, kritikSeviye: STOCK_MESSAGES.criticalRequired }],
      ['guncelle', { miktar: -1, kritikSeviye: -1 }, { miktar: STOCK_MESSAGES.quantityMin(0), kritikSeviye: STOCK_MESSAGES.criticalMin }],
      ['guncelle', { miktar: 1.5, kritikSeviye: 'x' }, { miktar: STOCK_MESSAGES.quantityInteger, kritikSeviye: STOCK_MESSAGES.criticalInteger }],
      ['ekle', { miktar: 0, kritikSeviye: 5 }, { miktar: STOCK_MESSAGES.quantityMin(1) }],
      ['guncelle', { miktar: 1, kritikSeviye: 5, aciklama: 'a'.repeat(501) }, { aciklama: STOCK_MESSAGES.noteTooLong }],
      ['ekle', { miktar: 1_000_000, kritikSeviye: 5 }, { miktar: STOCK_MESSAGES.totalMax }],
    ];
    for (const [op, payload, hatalar] of cases) {
      const res = await post(`/api/urun/${p.id}/stok/${op}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).hatalar).toEqual(hatalar);
    }
    expect(await stockOf(t.db, p.id)).toBe(2);
    expect(await t.db.select().from(stokHareketleri).where(eq(stokHareketleri.urunId, p.id))).toEqual([]);
  });

  it('guncelle to 0 is allowed and shows Tükendi', async () => {
    const p = await makeProduct(t.db, { stock: 2 });
    const res = await post(`/api/urun/${p.id}/stok/guncelle`, { miktar: 0, kritikSeviye: 0 });
    expect(body<StockItem>(res).veri).toMatchObject({ stokMiktari: 0, durum: 'tukendi' });
  });

  it('404 for an unknown product on detail and operations', async () => {
    for (const id of [UNKNOWN_ID, 'yok']) {
      const res = await get(`/api/urun/${id}/detay`);
      expect(res.statusCode).toBe(404);
      expect(body(res).mesaj).toBe(STOCK_MESSAGES.productNotFound);
      expect((await post(`/api/urun/${id}/stok/guncelle`, { miktar: 1, kritikSeviye: 5 })).statusCode).toBe(404);
      expect((await post(`/api/urun/${id}/stok/ekle`, { miktar: 1, kritikSeviye: 5 })).statusCode).toBe(404);
    }
  });

  it('parallel adds lose no update: each one is counted and recorded in a chain', async () => {
    const p = await makeProduct(t.db, { stock: 10 });
    const results = await Promise.all(Array.from({ length: 8 }, () => post(`/api/urun/${p.id}/stok/ekle`, { miktar: 3, kritikSeviye: 5 })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await stockOf(t.db, p.id)).toBe(34);
    const moves = (await detail(p.id)).hareketler.sort((a, b) => a.eskiMiktar - b.eskiMiktar);
    expect(moves.map((m) => [m.eskiMiktar, m.yeniMiktar])).toEqual(Array.from({ length: 8 }, (_, i) => [10 + 3 * i, 13 + 3 * i]));
  });

  it('a valid human-verification token passes, a wrong one is 422 on recaptchaToken', async () => {
    const p = await makeProduct(t.db, { stock: 2 });
    expect((await post(`/api/urun/${p.id}/stok/ekle`, { miktar: 1, kritikSeviye: 5, recaptchaToken: t.human('stok') })).statusCode).toBe(200);
    const bad = await post(`/api/urun/${p.id}/stok/ekle`, { miktar: 1, kritikSeviye: 5, recaptchaToken: t.human('urun') });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).hatalar ?? {})).toEqual(['recaptchaToken']);
  });
});

describe('orders record their stock movements', () => {
  it("placing an order records 'siparis' (the member, the order number) and cancelling records 'iptal'", async () => {
    await t.db.delete(sepetOgeleri).where(eq(sepetOgeleri.kullaniciId, memberId));
    const plain = await makeProduct(t.db, { price: 10, stock: 6 });
    const boots = await makeProduct(t.db, { variants: [{ varyantAdi: '42', price: 20, stock: 4 }] });
    await putInCart(t.db, memberId, plain.id, 2);
    await putInCart(t.db, memberId, boots.id, 3, boots.variants['42']!);
    const created = await call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: member, payload: orderBody() });
    expect(created.statusCode, created.body).toBe(201);
    const order = body<OrderCreated>(created).veri;

    const taken = (await detail(plain.id)).hareketler;
    expect(taken.map((h) => [h.islem, h.eskiMiktar, h.yeniMiktar, h.aciklama, h.kullaniciAdi])).toEqual([['siparis', 6, 4, `Sipariş ${order.siparisNo}`, DEMO_ACCOUNTS.member.kullaniciAdi]]);
    const bootsTaken = (await detail(boots.id)).hareketler;
    expect(bootsTaken).toMatchObject([{ islem: 'siparis', varyantId: boots.variants['42'], varyantAdi: '42', eskiMiktar: 4, yeniMiktar: 1 }]);
    // The order changed only variant stock: the last update shown is the movement's time.
    const row = (await get(`/api/urun/stok?arama=${encodeURIComponent(boots.urunAdi)}`)).json<StockListResponse>().veri[0]!;
    expect(row.sonGuncelleme).toBe(bootsTaken[0]!.olusturmaTarihi);

    const cancel = await call(t.app, { method: 'PUT', url: `/api/siparis/iptal/${order.siparisId}`, token: member, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await detail(plain.id)).hareketler[0]).toMatchObject({ islem: 'iptal', eskiMiktar: 4, yeniMiktar: 6, aciklama: `Sipariş ${order.siparisNo} iptal edildi`, kullaniciAdi: null });
    expect((await detail(boots.id)).hareketler[0]).toMatchObject({ islem: 'iptal', varyantId: boots.variants['42'], eskiMiktar: 1, yeniMiktar: 4 });
    expect(await stockOf(t.db, boots.id, boots.variants['42'])).toBe(4);
  });
});
