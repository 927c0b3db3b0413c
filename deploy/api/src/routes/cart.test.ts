import { eq } from 'drizzle-orm';
import { CART_MESSAGES, cartSchema, isCartValid, type Cart, type ProductDetail } from '@skiclub/shared/schemas';
import { urunler, urunVaryantlari } from '../db/schema';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { CART_ITEM_NOT_FOUND, VARIANT_INVALID, VARIANT_REQUIRED } from '../services/cart';

let t: TestContext;
let member: string;
let admin: string;
let products: Record<string, ProductDetail>;

const product = async (slug: string) => body<ProductDetail>(await call(t.app, { method: 'GET', url: `/api/urun/resolve/${slug}` })).veri;

beforeAll(async () => {
  t = await createTestContext();
  member = await t.memberToken();
  admin = await t.adminToken();
  products = {
    redster: await product('atomic-redster-q7-kayak-takimi'),
    stance: await product('salomon-stance-90-freeride-kayak'),
    lock: await product('sifreli-kayak-kilidi'),
    gloves: await product('reusch-pro-rc-kayak-eldiveni'),
    nitro: await product('nitro-team-pro-snowboard'),
  };
});
afterAll(async () => {
  await t.close();
});

const add = (token: string, payload: Record<string, unknown>) => call(t.app, { method: 'POST', url: '/api/sepet/ekle', token, payload });
const cartOf = async (token: string) => body<Cart>(await call(t.app, { method: 'GET', url: '/api/sepet', token })).veri;
const variant = (p: ProductDetail, name: string) => p.urunVaryantlari.find((v) => v.varyantAdi === name)!;

describe('cart', () => {
  it('visitors get 401 on every cart call', async () => {
    for (const [method, url] of [
      ['GET', '/api/sepet'],
      ['POST', '/api/sepet/ekle'],
      ['PUT', '/api/sepet/guncelle'],
      ['DELETE', '/api/sepet/temizle'],
      ['DELETE', '/api/sepet/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/sepet/stok-kontrol?urunId=00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await call(t.app, { method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(body(res).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
    }
  });

  it('starts empty', async () => {
    expect(await cartOf(member)).toEqual({ sepetOgeleri: [], toplamUrunAdedi: 0, toplamTutar: 0, paraBirimi: 'TL', tumUrunlerMevcut: true, uyariMesajlari: [] });
  });

  it('adds a variant and a product without variants, and computes the totals', async () => {
    const v177 = variant(products.redster!, '177 cm');
    const res = await add(member, { urunId: products.redster!.id, urunVaryantId: v177.id, miktar: 2, paraBirimi: 'TL' });
    expect(res.statusCode).toBe(200);
    expect(body(res).mesaj).toBe(CART_MESSAGES.added);
    await add(member, { urunId: products.lock!.id, miktar: 3 });
    const cart = await cartOf(member);
    expect(cartSchema.safeParse(cart).success).toBe(true);
    expect(cart.sepetOgeleri).toHaveLength(2);
    expect(cart.sepetOgeleri[0]).toMatchObject({
      urunId: products.redster!.id,
      urunVaryantId: v177.id,
      urunAdi: 'Atomic Redster Q7 Kayak Takımı',
      varyantAdi: '177 cm',
      birimFiyat: 19200,
      miktar: 2,
      toplamFiyat: 38400,
      mevcutStok: 6,
      stokYeterli: true,
      urunAktif: true,
      varyantAktif: true,
      paraBirimi: 'TL',
    });
    expect(cart.sepetOgeleri[1]).toMatchObject({ urunVaryantId: null, varyantAdi: null, birimFiyat: 390, miktar: 3, toplamFiyat: 1170, mevcutStok: 40 });
    expect(cart).toMatchObject({ toplamUrunAdedi: 5, toplamTutar: 39570, tumUrunlerMevcut: true, uyariMesajlari: [] });
    expect(isCartValid(cart)).toBe(true);
  });

  it('merges a second add of the same line and caps the merged quantity at the stock', async () => {
    const v177 = variant(products.redster!, '177 cm');
    const merged = await add(member, { urunId: products.redster!.id, urunVaryantId: v177.id, miktar: 3 });
    const line = body<Cart>(merged).veri.sepetOgeleri.find((i) => i.urunVaryantId === v177.id)!;
    expect(line.miktar).toBe(5);
    expect(body<Cart>(merged).veri.sepetOgeleri).toHaveLength(2);

    const over = await add(member, { urunId: products.redster!.id, urunVaryantId: v177.id, miktar: 2 });
    expect(over.statusCode).toBe(422);
    expect(body(over)).toMatchObject({ mesaj: 'Maksimum 6 adet sipariş verebilirsiniz', hatalar: { miktar: 'Maksimum 6 adet sipariş verebilirsiniz' } });
    expect((await cartOf(member)).sepetOgeleri.find((i) => i.urunVaryantId === v177.id)?.miktar).toBe(5);
  });

  it('requires a valid, active variant of the same product when the product has variants', async () => {
    const none = await add(member, { urunId: products.gloves!.id, miktar: 1 });
    expect(none.statusCode).toBe(422);
    expect(body(none).hatalar).toEqual({ urunVaryantId: VARIANT_REQUIRED });

    const foreign = await add(member, { urunId: products.gloves!.id, urunVaryantId: variant(products.redster!, '160 cm').id, miktar: 1 });
    expect(foreign.statusCode).toBe(422);
    expect(body(foreign).hatalar).toEqual({ urunVaryantId: VARIANT_INVALID });

    const onNoVariantProduct = await add(member, { urunId: products.stance!.id, urunVaryantId: variant(products.redster!, '160 cm').id, miktar: 1 });
    expect(onNoVariantProduct.statusCode).toBe(422);

    const soldOut = await add(member, { urunId: products.nitro!.id, urunVaryantId: variant(products.nitro!, '157 cm').id, miktar: 1 });
    expect(soldOut.statusCode).toBe(422);
    expect(body(soldOut).hatalar?.miktar).toBe('Maksimum 0 adet sipariş verebilirsiniz');
  });

  it('validates the body with the shared schema and 404s an unknown product', async () => {
    const bad = await add(member, { urunId: 'x', miktar: 0 });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ urunId: 'Geçersiz ürün.', miktar: 'Miktar en az 1 olmalıdır.' });
    const unknown = await add(member, { urunId: '00000000-0000-4000-8000-000000000000', miktar: 1 });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a miktar that is not a JSON integer, with no coercion', async () => {
    const lock = products.lock!.id;
    const before = await cartOf(member);
    const line = before.sepetOgeleri[0]!;
    for (const miktar of [true, [2], '0x2', '2', '', null, 2.5]) {
      const added = await add(member, { urunId: lock, miktar });
      expect(added.statusCode, JSON.stringify(miktar)).toBe(422);
      expect(body(added).hatalar?.miktar, JSON.stringify(miktar)).toBe(miktar === 2.5 ? 'Miktar tam sayı olmalıdır.' : 'Miktar sayısal olmalıdır.');
      const updated = await call(t.app, { method: 'PUT', url: '/api/sepet/guncelle', token: member, payload: { id: line.id, miktar } });
      expect(updated.statusCode, JSON.stringify(miktar)).toBe(422);
      expect(body(updated).hatalar?.miktar).toBeDefined();
    }
    expect(await cartOf(member)).toEqual(before);
  });

  it('updates a quantity within stock; above stock is 422 with the spec text', async () => {
    const line = (await cartOf(member)).sepetOgeleri.find((i) => i.urunId === products.lock!.id)!;
    const ok = await call(t.app, { method: 'PUT', url: '/api/sepet/guncelle', token: member, payload: { id: line.id, miktar: 7 } });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).mesaj).toBe(CART_MESSAGES.updated);
    expect(body<Cart>(ok).veri.sepetOgeleri.find((i) => i.id === line.id)?.miktar).toBe(7);

    const over = await call(t.app, { method: 'PUT', url: '/api/sepet/guncelle', token: member, payload: { id: line.id, miktar: 41 } });
    expect(over.statusCode).toBe(422);
    expect(body(over).hatalar?.miktar).toBe(CART_MESSAGES.maxQuantity(40));
  });

  it("another member's line is 404 for update and delete", async () => {
    const mine = (await cartOf(member)).sepetOgeleri[0]!;
    const update = await call(t.app, { method: 'PUT', url: '/api/sepet/guncelle', token: admin, payload: { id: mine.id, miktar: 1 } });
    expect(update.statusCode).toBe(404);
    expect(body(update).mesaj).toBe(CART_ITEM_NOT_FOUND);
    const del = await call(t.app, { method: 'DELETE', url: `/api/sepet/${mine.id}`, token: admin });
    expect(del.statusCode).toBe(404);
    expect((await cartOf(member)).sepetOgeleri).toHaveLength(2);
    expect((await cartOf(admin)).sepetOgeleri).toHaveLength(0);
  });

  it('warns when stock drops or a product is withdrawn after adding', async () => {
    const v177 = variant(products.redster!, '177 cm');
    await t.db.update(urunVaryantlari).set({ stokMiktari: 3 }).where(eq(urunVaryantlari.id, v177.id));
    const low = await cartOf(member);
    const line = low.sepetOgeleri.find((i) => i.urunVaryantId === v177.id)!;
    expect(line).toMatchObject({ miktar: 5, mevcutStok: 3, stokYeterli: false });
    expect(low.tumUrunlerMevcut).toBe(false);
    expect(low.uyariMesajlari).toEqual(['"Atomic Redster Q7 Kayak Takımı (177 cm)" için stok yetersiz. Maksimum 3 adet sipariş verebilirsiniz']);
    expect(isCartValid(low)).toBe(false);

    await t.db.update(urunler).set({ aktif: false }).where(eq(urunler.id, products.lock!.id));
    const withdrawn = await cartOf(member);
    expect(withdrawn.sepetOgeleri.find((i) => i.urunId === products.lock!.id)?.urunAktif).toBe(false);
    expect(withdrawn.uyariMesajlari).toContain('"Şifreli Kayak Kilidi" artık satışta değil. Lütfen sepetinizden çıkarın.');
    await t.db.update(urunler).set({ aktif: true }).where(eq(urunler.id, products.lock!.id));
    await t.db.update(urunVaryantlari).set({ stokMiktari: 6 }).where(eq(urunVaryantlari.id, v177.id));
  });

  it('GET /api/sepet/stok-kontrol answers stokVar and mevcutStok', async () => {
    const v = variant(products.redster!, '160 cm');
    const ok = body<{ stokVar: boolean; mevcutStok: number }>(await call(t.app, { method: 'GET', url: `/api/sepet/stok-kontrol?urunId=${products.redster!.id}&varyantId=${v.id}&miktar=4`, token: member })).veri;
    expect(ok).toEqual({ stokVar: true, mevcutStok: 4 });
    const tooMany = body<{ stokVar: boolean }>(await call(t.app, { method: 'GET', url: `/api/sepet/stok-kontrol?urunId=${products.redster!.id}&varyantId=${v.id}&miktar=5`, token: member })).veri;
    expect(tooMany.stokVar).toBe(false);
    const plain = body<{ stokVar: boolean; mevcutStok: number }>(await call(t.app, { method: 'GET', url: `/api/sepet/stok-kontrol?urunId=${products.stance!.id}&miktar=1`, token: member })).veri;
    expect(plain).toEqual({ stokVar: true, mevcutStok: 3 });
  });

  it('removes a line, then clears the cart', async () => {
    const before = await cartOf(member);
    const removed = await call(t.app, { method: 'DELETE', url: `/api/sepet/${before.sepetOgeleri[0]!.id}`, token: member });
    expect(removed.statusCode).toBe(200);
    expect(body(removed).mesaj).toBe(CART_MESSAGES.removed);
    expect(body<Cart>(removed).veri.sepetOgeleri).toHaveLength(1);
    expect((await call(t.app, { method: 'DELETE', url: `/api/sepet/${before.sepetOgeleri[0]!.id}`, token: member })).statusCode).toBe(404);

    const cleared = await call(t.app, { method: 'DELETE', url: '/api/sepet/temizle', token: member });
    expect(cleared.statusCode).toBe(200);
    expect(body(cleared).mesaj).toBe(CART_MESSAGES.cleared);
    expect(body<Cart>(cleared).veri).toMatchObject({ sepetOgeleri: [], toplamUrunAdedi: 0, toplamTutar: 0 });
  });
});
