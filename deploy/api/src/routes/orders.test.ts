import { eq, inArray } from 'drizzle-orm';
import { ORDER_MESSAGES, orderCreateSchema, orderPageSchema, orderSchema, parseOrderAddress, type Order, type OrderCreated, type OrderPage, type PaymentStart } from '@skiclub/shared/schemas';
import { adminOrderDetailSchema } from '@skiclub/shared/schemas/admin';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { kullanicilar, odemeIslemleri, sepetOgeleri, siparisDetaylari, siparisler, urunler } from '../db/schema';
import { ApiError } from '../lib/http';
import { orderConfirmationSubject } from '../lib/mail-templates';
import { createOrder, releaseStaleOrders, startOrderReleaseTimer } from '../services/orders';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { bankPostBack, cartLines, insertMembers, makeProduct, orderBody, putInCart, stockOf } from '../test/orders';

const PUBLIC_URL = 'http://localhost:3900';

let t: TestContext;
let member: string;
let admin: string;
let memberId: string;
let adminId: string;

const idOf = async (kullaniciAdi: string) => (await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, kullaniciAdi)))[0]!.id;

beforeAll(async () => {
  t = await createTestContext({ publicUrl: PUBLIC_URL });
  member = await t.memberToken();
  admin = await t.adminToken();
  memberId = await idOf(DEMO_ACCOUNTS.member.kullaniciAdi);
  adminId = await idOf(DEMO_ACCOUNTS.admin.kullaniciAdi);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(sepetOgeleri).where(inArray(sepetOgeleri.kullaniciId, [memberId, adminId]));
});

const create = (payload: unknown, token: string | null = member) => call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: token ?? undefined, payload: payload as object });
const get = (url: string, token: string | null = member) => call(t.app, { method: 'GET', url, token: token ?? undefined });
const put = (url: string, payload: unknown = {}, token: string | null = member) => call(t.app, { method: 'PUT', url, token: token ?? undefined, payload: payload as object });
const orderCount = async () => (await t.db.select({ id: siparisler.id }).from(siparisler)).length;

/** A product with `stock` units at `price` TL in the member's cart (`miktar`), ordered; the order's id and number. */
async function orderOf(price: number, stock: number, miktar: number, token = member, userId = memberId) {
  const p = await makeProduct(t.db, { price, stock });
  await putInCart(t.db, userId, p.id, miktar);
  const res = await create(orderBody(), token);
  expect(res.statusCode).toBe(201);
  return { product: p, created: body<OrderCreated>(res).veri };
}

describe('guests and input', () => {
  it('401 for a guest on every order endpoint', async () => {
    const id = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f';
    for (const [method, url] of [
      ['POST', '/api/siparis/olustur'],
      ['GET', '/api/siparis/kullanici'],
      ['GET', `/api/siparis/${id}`],
      ['GET', '/api/siparis/resolve/SP-20261124-AAAAAA'],
      ['PUT', `/api/siparis/${id}`],
      ['PUT', `/api/siparis/iptal/${id}`],
    ] as const) {
      const res = await call(t.app, { method, url, payload: method === 'GET' ? undefined : orderBody() });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(body(res).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
    }
  });

  it('422 with field errors keyed by address for bad bodies; nothing is written', async () => {
    const p = await makeProduct(t.db, { price: 10, stock: 5 });
    await putInCart(t.db, memberId, p.id, 1);
    const before = await orderCount();
    const bad = await create({ ...orderBody(), faturaAdresi: JSON.stringify({ ad: '', soyad: 'Y', email: 'x', telefon: '1', adres: 'A', sehir: '' }), notlar: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({
      'faturaAdresi.ad': 'Lütfen adınızı girin.',
      'faturaAdresi.email': 'Lütfen geçerli bir e-posta girin.',
      'faturaAdresi.telefon': 'Lütfen 10 haneli telefon numarası girin.',
      'faturaAdresi.sehir': 'Lütfen şehir seçin.',
      notlar: 'Notlar en fazla 500 karakter olabilir.',
    });
    const broken = await create({ teslimatAdresi: '{', faturaAdresi: 5, paraBirimi: 'USD' });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(body(broken).hatalar!).sort()).toEqual(['faturaAdresi', 'paraBirimi', 'teslimatAdresi']);
    expect(await orderCount()).toBe(before);
    expect(await cartLines(t.db, memberId)).toHaveLength(1);
    expect(await stockOf(t.db, p.id)).toBe(5);
  });
});

describe('POST /api/siparis/olustur', () => {
  it('builds the order from the cart with database prices, takes the stock and empties the cart', async () => {
    const lock = await makeProduct(t.db, { price: 100.1, stock: 5 });
    const boots = await makeProduct(t.db, { variants: [{ varyantAdi: '42', price: 250.55, stock: 3 }] });
    await putInCart(t.db, memberId, lock.id, 3);
    await putInCart(t.db, memberId, boots.id, 2, boots.variants['42']!);
    // Amounts the client sends are never read.
    const res = await create({ ...orderBody(), toplamTutar: 1, birimFiyat: 0.01, siparisDetaylari: [] });
    expect(res.statusCode).toBe(201);
    const envelope = body<OrderCreated>(res);
    expect(envelope.mesaj).toBe('Sipariş başarıyla oluşturuldu!');
    expect(envelope.veri.siparisNo).toMatch(/^SP-\d{8}-[2-9A-Z]{6}$/);
    expect(envelope.veri.toplamTutar).toBe(801.4); // 3 × 100,10 + 2 × 250,55
    expect(await stockOf(t.db, lock.id)).toBe(2);
    expect(await stockOf(t.db, boots.id, boots.variants['42'])).toBe(1);
    expect(await cartLines(t.db, memberId)).toEqual([]);

    const order = body<Order>(await get(`/api/siparis/${envelope.veri.siparisId}`)).veri;
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(order).toMatchObject({ siparisNo: envelope.veri.siparisNo, toplamTutar: 801.4, paraBirimi: 'TL', siparisDurumu: 1, siparisDurumuMetni: 'Beklemede', odemeDurumu: false, odemeTarihi: null, notlar: 'Kapıya bırakın' });
    expect(order.siparisDetaylari.map(({ id: _id, ...l }) => l).sort((a, b) => a.birimFiyat - b.birimFiyat)).toEqual([
      { urunId: lock.id, urunAdi: lock.urunAdi, varyantAdi: null, miktar: 3, birimFiyat: 100.1, toplamFiyat: 300.3, urunGorselUrl: null },
      { urunId: boots.id, urunAdi: boots.urunAdi, varyantAdi: '42', miktar: 2, birimFiyat: 250.55, toplamFiyat: 501.1, urunGorselUrl: null },
    ]);
    expect(parseOrderAddress(order.teslimatAdresi)).toEqual({ ad: 'Ayşe', soyad: 'Yılmaz', adSoyad: 'Ayşe Yılmaz', adres: 'Cumhuriyet Cad. No: 5', sehir: 'Erzurum', postaKodu: '25000', telefon: '05321234567', ulke: 'Türkiye' });
    expect(parseOrderAddress(order.faturaAdresi)?.email).toBe('ayse@example.com');
  });

  it("422 'Sepetiniz boş! …' for an empty cart", async () => {
    const before = await orderCount();
    const res = await create(orderBody());
    expect(res.statusCode).toBe(422);
    expect(body(res).mesaj).toBe('Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...');
    expect(await orderCount()).toBe(before);
  });

  it('409 with a message per product when stock is short or a product is no longer sold; nothing is written', async () => {
    const short = await makeProduct(t.db, { urunAdi: 'Kayak Gözlüğü', price: 50, stock: 2 });
    const fine = await makeProduct(t.db, { price: 20, stock: 5 });
    const jacket = await makeProduct(t.db, { urunAdi: 'Mont', variants: [{ varyantAdi: 'M', price: 70, stock: 1 }] });
    const gone = await makeProduct(t.db, { urunAdi: 'Eski Bere', price: 5, stock: 9 });
    await putInCart(t.db, memberId, short.id, 3);
    await putInCart(t.db, memberId, fine.id, 1);
    await putInCart(t.db, memberId, jacket.id, 2, jacket.variants.M!);
    await putInCart(t.db, memberId, gone.id, 1);
    await t.db.update(urunler).set({ aktif: false }).where(eq(urunler.id, gone.id));
    const cartBefore = await cartLines(t.db, memberId);
    const before = await orderCount();

    const res = await create(orderBody());
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe(ORDER_MESSAGES.invalidCart);
    expect(body(res).hatalar).toEqual({
      [short.id]: 'Yetersiz stok: Kayak Gözlüğü (en fazla 2 adet)',
      [`${jacket.id}:${jacket.variants.M}`]: 'Yetersiz stok: Mont (M) (en fazla 1 adet)',
      [gone.id]: 'Ürün artık satışta değil: Eski Bere',
    });
    expect(await orderCount()).toBe(before);
    expect(await cartLines(t.db, memberId)).toEqual(cartBefore);
    expect([await stockOf(t.db, short.id), await stockOf(t.db, fine.id), await stockOf(t.db, jacket.id, jacket.variants.M), await stockOf(t.db, gone.id)]).toEqual([2, 5, 1, 9]);
  });

  it('50 parallel buyers for 10 units: exactly 10 orders and stock 0', async () => {
    const p = await makeProduct(t.db, { price: 99.99, stock: 10 });
    const buyers = await insertMembers(t.db, 50);
    for (const id of buyers) await putInCart(t.db, id, p.id, 1);
    const input = orderCreateSchema.parse(orderBody());
    const results = await Promise.allSettled(buyers.map((id) => createOrder(t.db, id, input)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const r of lost) expect(r.reason).toBeInstanceOf(ApiError);
    for (const r of lost) expect((r.reason as ApiError).status).toBe(409);
    expect(await stockOf(t.db, p.id)).toBe(0);
    const lines = await t.db.select({ miktar: siparisDetaylari.miktar }).from(siparisDetaylari).where(eq(siparisDetaylari.urunId, p.id));
    expect(lines).toHaveLength(10);
    // The 40 who lost still have their line in the cart.
    const left = await t.db.select({ id: sepetOgeleri.id }).from(sepetOgeleri).where(eq(sepetOgeleri.urunId, p.id));
    expect(left).toHaveLength(40);
  });
});

describe('reading orders', () => {
  it('GET /api/siparis/kullanici answers only my orders, newest first, by page', async () => {
    const first = await orderOf(10, 5, 1);
    const second = await orderOf(20, 5, 1);
    const theirs = await orderOf(30, 5, 1, admin, adminId);
    const page = body<OrderPage>(await get('/api/siparis/kullanici?sayfa=1&boyut=50')).veri;
    expect(orderPageSchema.safeParse(page).success).toBe(true);
    const ids = page.ogeler.map((o) => o.id);
    expect(ids).not.toContain(theirs.created.siparisId);
    expect(ids.indexOf(second.created.siparisId)).toBeLessThan(ids.indexOf(first.created.siparisId));
    expect(page.toplam).toBe(page.ogeler.length);
    const one = body<OrderPage>(await get('/api/siparis/kullanici?sayfa=2&boyut=1')).veri;
    expect(one).toMatchObject({ sayfa: 2, boyut: 1, toplam: page.toplam });
    expect(one.ogeler.map((o) => o.id)).toEqual([ids[1]]);
    const defaults = body<OrderPage>(await get('/api/siparis/kullanici')).veri;
    expect(defaults).toMatchObject({ sayfa: 1, boyut: 10 });
    const bad = await get('/api/siparis/kullanici?boyut=500&sayfa=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).hatalar!).sort()).toEqual(['boyut', 'sayfa']);
  });

  it('resolve takes the number (any case) or the id; unknown and other members’ orders are 404 everywhere', async () => {
    const mine = await orderOf(15, 5, 1);
    for (const key of [mine.created.siparisNo, mine.created.siparisNo.toLowerCase(), mine.created.siparisId]) {
      const res = await get(`/api/siparis/resolve/${encodeURIComponent(key)}`);
      expect(res.statusCode, key).toBe(200);
      expect(body<Order>(res).veri.siparisNo).toBe(mine.created.siparisNo);
    }
    const theirs = await orderOf(15, 5, 1, admin, adminId);
    const requests = [
      () => get(`/api/siparis/${theirs.created.siparisId}`),
      () => get(`/api/siparis/resolve/${theirs.created.siparisNo}`),
      () => get(`/api/siparis/resolve/${theirs.created.siparisId}`),
      () => put(`/api/siparis/${theirs.created.siparisId}`, orderBody()),
      () => put(`/api/siparis/iptal/${theirs.created.siparisId}`),
      () => get('/api/siparis/resolve/SP-20260101-ZZZZZZ'),
      () => get('/api/siparis/bilinmeyen'),
      () => put('/api/siparis/iptal/abc'),
    ];
    for (const send of requests) {
      const res = await send();
      expect(res.statusCode).toBe(404);
      expect(body(res).mesaj).toBe('Sipariş bulunamadı.');
    }
    const [row] = await t.db.select().from(siparisler).where(eq(siparisler.id, theirs.created.siparisId));
    expect(row).toMatchObject({ siparisDurumu: 1, notlar: 'Kapıya bırakın' });
  });
});

describe('edit and cancel (status 1-2 only)', () => {
  it('PUT /api/siparis/{id} changes the addresses and notes; 422 for bad ones; 409 past status 2', async () => {
    const { created } = await orderOf(12, 5, 1);
    const delivery = { ad: 'Can', soyad: 'Kaya', adres: 'Kazım Karabekir Cad. 1', sehir: 'Kars', telefon: '05051112233' };
    const res = await put(`/api/siparis/${created.siparisId}`, { ...orderBody(), teslimatAdresi: JSON.stringify(delivery), notlar: '' });
    expect(res.statusCode).toBe(200);
    expect(body(res).mesaj).toBe('Sipariş güncellendi!');
    const order = body<Order>(res).veri;
    expect(parseOrderAddress(order.teslimatAdresi)).toMatchObject({ adSoyad: 'Can Kaya', sehir: 'Kars', ulke: 'Türkiye', postaKodu: '' });
    expect(order.notlar).toBeNull();

    const bad = await put(`/api/siparis/${created.siparisId}`, { ...orderBody(), teslimatAdresi: JSON.stringify({ ...delivery, sehir: ' ' }) });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ 'teslimatAdresi.sehir': 'Lütfen şehir seçin.' });

    for (const status of [3, 4, 5, 6]) {
      await t.db.update(siparisler).set({ siparisDurumu: status }).where(eq(siparisler.id, created.siparisId));
      for (const res409 of [await put(`/api/siparis/${created.siparisId}`, orderBody()), await put(`/api/siparis/iptal/${created.siparisId}`)]) {
        expect(res409.statusCode, `durum ${status}`).toBe(409);
        expect(body(res409).mesaj).toBe('Bu sipariş artık değiştirilemez.');
      }
    }
  });

  it('cancelling gives the stock back (not the cart); a second cancel is 409', async () => {
    const { product, created } = await orderOf(40, 6, 4);
    expect(await stockOf(t.db, product.id)).toBe(2);
    const res = await put(`/api/siparis/iptal/${created.siparisId}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).mesaj).toBe('Sipariş iptal edildi!');
    expect(body<Order>(res).veri).toMatchObject({ siparisDurumu: 6, siparisDurumuMetni: 'İptal', odemeDurumu: false });
    expect(await stockOf(t.db, product.id)).toBe(6);
    expect(await cartLines(t.db, memberId)).toEqual([]);
    expect((await put(`/api/siparis/iptal/${created.siparisId}`)).statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(6);
  });

  it('a paid, approved order can be cancelled: it stays paid and the answer adds the refund note', async () => {
    const { product, created } = await orderOf(40, 6, 1);
    await t.db.update(siparisler).set({ siparisDurumu: 2, odemeDurumu: true, odemeTarihi: new Date() }).where(eq(siparisler.id, created.siparisId));
    const res = await put(`/api/siparis/iptal/${created.siparisId}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).mesaj).toBe(`Sipariş iptal edildi! ${ORDER_MESSAGES.refundNote}`);
    expect(body<Order>(res).veri).toMatchObject({ siparisDurumu: 6, odemeDurumu: true });
    expect(await stockOf(t.db, product.id)).toBe(6);
  });
});

describe('an Admin on the member order paths (admin spec §7)', () => {
  it("GET /api/siparis/{id} gives an Admin any member's order as the admin detail; an unknown id 404", async () => {
    const { created } = await orderOf(25, 5, 2);
    const res = await get(`/api/siparis/${created.siparisId}`, admin);
    expect(res.statusCode).toBe(200);
    const detail = adminOrderDetailSchema.parse(body(res).veri);
    expect(detail.musteri.adSoyad).toBe(`${DEMO_ACCOUNTS.member.ad} ${DEMO_ACCOUNTS.member.soyad}`);
    expect(detail.siparisDetaylari.map((l) => l.miktar)).toEqual([2]);

    expect((await get('/api/siparis/6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f', admin)).statusCode).toBe(404);
  });

  it("PUT /api/siparis/iptal/{id} is the admin cancel for an Admin: stock back, 409 the second time", async () => {
    const { product, created } = await orderOf(30, 4, 3);
    // Status 3 (Hazırlanıyor): past what a member may cancel, still cancellable by the shop.
    await t.db.update(siparisler).set({ siparisDurumu: 3 }).where(eq(siparisler.id, created.siparisId));
    const res = await put(`/api/siparis/iptal/${created.siparisId}`, {}, admin);
    expect(res.statusCode).toBe(200);
    expect(body(res).mesaj).toBe('Sipariş iptal edildi!');
    expect(body(res).veri).toMatchObject({ id: created.siparisId, siparisDurumu: 6 });
    expect(await stockOf(t.db, product.id)).toBe(4);
    const again = await put(`/api/siparis/iptal/${created.siparisId}`, {}, admin);
    expect(again.statusCode).toBe(409);
    expect(body(again).mesaj).toBe('Bu sipariş zaten iptal edilmiş.');
  });

  it("PUT /api/siparis/{id} lets an Admin correct a member's addresses (status 1-2), with the member's rules", async () => {
    const { created } = await orderOf(12, 5, 1);
    const delivery = { ad: 'Deniz', soyad: 'Ak', adres: 'Cumhuriyet Cad. 7', sehir: 'Erzurum', telefon: '05051112233' };
    const res = await put(`/api/siparis/${created.siparisId}`, { ...orderBody(), teslimatAdresi: JSON.stringify(delivery) }, admin);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ teslimatAdresi: siparisler.teslimatAdresi, kullaniciId: siparisler.kullaniciId }).from(siparisler).where(eq(siparisler.id, created.siparisId));
    expect(row!.kullaniciId).toBe(memberId);
    expect(parseOrderAddress(row!.teslimatAdresi)).toMatchObject({ adSoyad: 'Deniz Ak', sehir: 'Erzurum' });
    const bad = await put(`/api/siparis/${created.siparisId}`, { ...orderBody(), teslimatAdresi: JSON.stringify({ ...delivery, sehir: '' }) }, admin);
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ 'teslimatAdresi.sehir': 'Lütfen şehir seçin.' });
  });
});

describe('card payment of an order (Kaynak shop)', () => {
  const start = (OrderId: string, token = member) => call(t.app, { method: 'POST', url: '/api/odeme/baslat', token, payload: { OrderId, PurchAmount: 1, Kaynak: 'shop' } });
  async function formFor(siparisId: string, token = member): Promise<Record<string, string>> {
    const res = await start(siparisId, token);
    expect(res.statusCode).toBe(200);
    return body<PaymentStart>(res).veri.alanlar;
  }
  const sendBack = (fields: Record<string, string>) =>
    call(t.app, { method: 'POST', url: '/api/odeme/sonuc', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const resultQuery = (res: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(303);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/odeme-sonuc`);
    return Object.fromEntries(url.searchParams);
  };

  it('starts with the order total from our records; 404 for another member’s order; 409 for a cancelled one', async () => {
    const { created } = await orderOf(123.45, 5, 2);
    const form = await formFor(created.siparisId);
    expect(form.PurchAmount).toBe('246.90');
    expect(form.OrderId).toMatch(/^SHP\d{8}[0-9A-Z]{9}$/);
    const [attempt] = await t.db.select().from(odemeIslemleri).where(eq(odemeIslemleri.siparisNo, form.OrderId!));
    expect(attempt).toMatchObject({ kaynak: 'shop', siparisId: created.siparisId, kampaKayitId: null, tutarKurus: 24_690 });

    const foreign = await start(created.siparisId, admin);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).mesaj).toBe('Ödeme bilgisi bulunamadı!');

    await put(`/api/siparis/iptal/${created.siparisId}`);
    const cancelled = await start(created.siparisId);
    expect(cancelled.statusCode).toBe(409);
    expect(body(cancelled).mesaj).toBe('Bu sipariş için ödeme yapılamaz.');
  });

  it('approved: paid, status 2, confirmation mail; paying again is 409', async () => {
    const { product, created } = await orderOf(18500, 3, 1);
    const form = await formFor(created.siparisId);
    const q = resultQuery(await sendBack(bankPostBack(form)));
    expect(q).toEqual({ odemeSonuc: 'ok', OrderId: created.siparisId, PurchAmount: '18500.00', returnCode: '00', errMsg: 'Onaylandı', kaynak: 'shop' });
    const order = body<Order>(await get(`/api/siparis/${created.siparisId}`)).veri;
    expect(order).toMatchObject({ siparisDurumu: 2, siparisDurumuMetni: 'Onaylandı', odemeDurumu: true });
    expect(order.odemeTarihi).not.toBeNull();
    const [row] = await t.db.select({ ref: siparisler.bankaReferansNo }).from(siparisler).where(eq(siparisler.id, created.siparisId));
    expect(row!.ref).toBe('230422096719');
    expect(await stockOf(t.db, product.id)).toBe(2);

    const mail = await t.waitForMail(DEMO_ACCOUNTS.member.email, created.siparisNo);
    expect(mail.subject).toBe(orderConfirmationSubject(created.siparisNo));
    expect(mail.text).toContain('18.500,00 TL');
    expect(mail.text).toContain(`${PUBLIC_URL}/siparis/${created.siparisNo}`);

    const again = await start(created.siparisId);
    expect(again.statusCode).toBe(409);
    expect(body(again).mesaj).toBe(ORDER_MESSAGES.alreadyPaid);
    // The released-order timer leaves a paid order alone.
    expect(await releaseStaleOrders(t.db, new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(0);
    expect(body<Order>(await get(`/api/siparis/${created.siparisId}`)).veri.siparisDurumu).toBe(2);
  });

  it('declined: the order is cancelled, its stock and cart lines come back', async () => {
    const p = await makeProduct(t.db, { variants: [{ varyantAdi: 'L', price: 75, stock: 4 }] });
    await putInCart(t.db, memberId, p.id, 3, p.variants.L!);
    const created = body<OrderCreated>(await create(orderBody())).veri;
    expect(await stockOf(t.db, p.id, p.variants.L)).toBe(1);
    const form = await formFor(created.siparisId);
    const q = resultQuery(await sendBack(bankPostBack(form, { ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', AuthCode: '', HostRefNum: '' })));
    expect(q).toEqual({ odemeSonuc: 'fail', OrderId: created.siparisId, PurchAmount: '225.00', returnCode: '51', errMsg: 'Bakiye yetersiz', kaynak: 'shop' });
    expect(body<Order>(await get(`/api/siparis/${created.siparisId}`)).veri).toMatchObject({ siparisDurumu: 6, odemeDurumu: false });
    expect(await stockOf(t.db, p.id, p.variants.L)).toBe(4);
    expect(await cartLines(t.db, memberId)).toEqual([{ urunId: p.id, urunVaryantId: p.variants.L, miktar: 3 }]);
  });
});

describe('release of unpaid orders after 30 minutes', () => {
  it('not before 30 minutes; then cancelled with stock and cart back; a fresh card attempt keeps the hold', async () => {
    const { product, created } = await orderOf(60, 5, 2);
    const [row] = await t.db.select({ at: siparisler.olusturmaTarihi }).from(siparisler).where(eq(siparisler.id, created.siparisId));
    const at = row!.at.getTime();
    const statusOf = async () => (await t.db.select({ s: siparisler.siparisDurumu }).from(siparisler).where(eq(siparisler.id, created.siparisId)))[0]!.s;

    await releaseStaleOrders(t.db, new Date(at + 29 * 60_000));
    expect(await statusOf()).toBe(1);
    expect(await stockOf(t.db, product.id)).toBe(3);

    // A card attempt started at minute 20 holds the order until minute 50.
    await t.db.insert(odemeIslemleri).values({ siparisNo: `SHP-TEST-${created.siparisNo}`, kaynak: 'shop', siparisId: created.siparisId, kullaniciId: memberId, tutarKurus: 12_000, paraBirimi: '949', olusturmaTarihi: new Date(at + 20 * 60_000) });
    await releaseStaleOrders(t.db, new Date(at + 31 * 60_000));
    expect(await statusOf()).toBe(1);

    const released = await releaseStaleOrders(t.db, new Date(at + 51 * 60_000));
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe(6);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await cartLines(t.db, memberId)).toEqual([{ urunId: product.id, urunVaryantId: null, miktar: 2 }]);
    // Once only.
    await releaseStaleOrders(t.db, new Date(at + 90 * 60_000));
    expect(await stockOf(t.db, product.id)).toBe(5);
  });

  it('the timer runs the release with its clock', async () => {
    const { created } = await orderOf(5, 5, 1);
    const stop = startOrderReleaseTimer(t.db, { intervalMs: 20, now: () => new Date(Date.now() + 31 * 60_000) });
    try {
      await vi.waitFor(
        async () => {
          const [row] = await t.db.select({ s: siparisler.siparisDurumu }).from(siparisler).where(eq(siparisler.id, created.siparisId));
          expect(row!.s).toBe(6);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      stop();
    }
  });
});
