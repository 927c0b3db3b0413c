/**
 * Admin orders (admin spec §2 Orders, §4 Order status, §7 Orders): 401/403 per route, list filters
 * and paging, status change with payment flag and date, cancel (stock back through the member's
 * restock path, refused twice and for delivered orders), 404/422 answers and the invoice PDF.
 */
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { OrderCreated } from '@skiclub/shared/schemas';
import type { AdminOrderDetail, AdminOrderPage, AdminOrderRow } from '@skiclub/shared/schemas/admin';
import { DEMO_ACCOUNTS } from '../../db/seed-data';
import { kullanicilar, siparisler } from '../../db/schema';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';
import { insertMembers, makeProduct, orderBody, putInCart, stockOf } from '../../test/orders';

let t: TestContext;
let admin: string;
let member: string;
let memberId: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  member = await t.memberToken();
  memberId = (await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, DEMO_ACCOUNTS.member.kullaniciAdi)))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | undefined = admin) => call(t.app, { method: 'GET', url, token });
const put = (url: string, payload: object = {}, token: string | undefined = admin) => call(t.app, { method: 'PUT', url, token, payload });

/** The member orders a new product (2 units of `stock`, price `price` TL; with a variant when asked). */
async function placeOrder(opts: { price?: number; stock?: number; variant?: boolean } = {}) {
  const price = opts.price ?? 150.25;
  const stock = opts.stock ?? 10;
  const p = await makeProduct(t.db, opts.variant ? { urunAdi: 'Kayak Gözlüğü', variants: [{ varyantAdi: 'Siyah / M', price, stock }] } : { urunAdi: 'Şişme Yelek', price, stock });
  const variantId = opts.variant ? p.variants['Siyah / M']! : null;
  await putInCart(t.db, memberId, p.id, 2, variantId);
  const res = await call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: member, payload: orderBody() });
  expect(res.statusCode).toBe(201);
  return { product: p, variantId, order: body<OrderCreated>(res).veri };
}

describe('access', () => {
  it('401 for a guest and 403 for a member on every admin order route', async () => {
    const { order } = await placeOrder();
    const routes: [string, string, object?][] = [
      ['GET', '/api/siparis/admin'],
      ['GET', '/api/siparis'],
      ['GET', `/api/siparis/admin/${order.siparisId}`],
      ['PUT', '/api/siparis/durum', { id: order.siparisId, siparisDurumu: 3 }],
      ['PUT', `/api/siparis/${order.siparisId}/durum`, { Durum: 3 }],
      ['PUT', `/api/siparis/${order.siparisId}/iptal`, {}],
      ['GET', `/api/siparis/${order.siparisId}/fatura`],
    ];
    for (const [method, url, payload] of routes) {
      const guest = await call(t.app, { method: method as 'GET' | 'PUT', url, payload });
      expect(guest.statusCode, `guest ${method} ${url}`).toBe(401);
      const asMember = await call(t.app, { method: method as 'GET' | 'PUT', url, payload, token: member });
      expect(asMember.statusCode, `member ${method} ${url}`).toBe(403);
    }
    const [row] = await t.db.select({ s: siparisler.siparisDurumu }).from(siparisler).where(eq(siparisler.id, order.siparisId));
    expect(row!.s).toBe(1);
  });

  it('404 "Sipariş bulunamadı." for unknown ids on every id route', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/siparis/admin/${UNKNOWN_ID}`],
      ['GET', '/api/siparis/admin/not-a-uuid'],
      ['PUT', '/api/siparis/durum', { id: UNKNOWN_ID, siparisDurumu: 2 }],
      ['PUT', `/api/siparis/${UNKNOWN_ID}/durum`, { Durum: 2 }],
      ['PUT', `/api/siparis/${UNKNOWN_ID}/iptal`, {}],
      ['GET', `/api/siparis/${UNKNOWN_ID}/fatura`],
    ] as const) {
      const res = await call(t.app, { method, url, payload, token: admin });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(body(res).mesaj).toBe('Sipariş bulunamadı.');
    }
  });

  it('422 with Turkish field errors for bad bodies and queries', async () => {
    const bad = await put('/api/siparis/durum', { siparisDurumu: 9, odemeDurumu: 'evet', odemeTarihi: 'dün' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({
      id: 'Sipariş ID zorunludur.',
      siparisDurumu: 'Geçerli bir sipariş durumu seçin (1-6).',
      odemeDurumu: 'Ödeme durumu true veya false olmalıdır.',
      odemeTarihi: 'Ödeme tarihi geçerli bir tarih olmalıdır.',
    });
    const alias = await put(`/api/siparis/${UNKNOWN_ID}/durum`, { Durum: 'gönderildi' });
    expect(alias.statusCode).toBe(422);
    expect(body(alias).hatalar).toEqual({ Durum: 'Geçerli bir sipariş durumu seçin (1-6).' });
    const query = await get('/api/siparis/admin?durum=0&baslangicTarihi=2026-13&pageSize=500');
    expect(query.statusCode).toBe(422);
    expect(Object.keys(body(query).hatalar!).sort()).toEqual(['baslangicTarihi', 'durum', 'pageSize']);
    const range = await get('/api/siparis/admin?baslangicTarihi=2026-11-24&bitisTarihi=2026-11-01');
    expect(body(range).hatalar).toEqual({ bitisTarihi: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
  });
});

describe('GET /api/siparis/admin', () => {
  it('lists every member’s orders newest first with customer, amount and status text, 10 a page by default', async () => {
    const [otherId] = await insertMembers(t.db, 1);
    const first = await placeOrder({ price: 10 });
    await t.db.insert(siparisler).values({ siparisNo: 'SP-20261124-OTHER1', kullaniciId: otherId!, toplamTutar: 99.99, teslimatAdresi: '{}', faturaAdresi: '{}' });
    const res = await get('/api/siparis/admin');
    expect(res.statusCode).toBe(200);
    const page = body<AdminOrderPage>(res).veri;
    expect(page.pageSize).toBe(10);
    expect(page.page).toBe(1);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    const mine = page.items.find((r) => r.id === first.order.siparisId)!;
    expect(mine).toMatchObject({ siparisNo: first.order.siparisNo, kullaniciAdi: 'Ayşe Yılmaz', kullaniciEmail: 'ayse@example.com', toplamTutar: 20, siparisDurumu: 1, durum: 'Beklemede', odemeDurumu: false });
    expect(page.items.some((r) => r.kullaniciEmail !== 'ayse@example.com')).toBe(true);
    const times = page.items.map((r) => r.olusturmaTarihi);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by status, Turkish calendar days and order number / customer text; pages', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    await put('/api/siparis/durum', { id: b.order.siparisId, siparisDurumu: 4 });
    // a: created 14.10.2026 23:30 Turkey time (20:30 UTC); b: 15.10.2026 00:30 Turkey time.
    await t.db.update(siparisler).set({ olusturmaTarihi: new Date('2026-10-14T20:30:00Z') }).where(eq(siparisler.id, a.order.siparisId));
    await t.db.update(siparisler).set({ olusturmaTarihi: new Date('2026-10-14T21:30:00Z') }).where(eq(siparisler.id, b.order.siparisId));
    const ids = async (qs: string) => body<AdminOrderPage>(await get(`/api/siparis/admin?${qs}`)).veri.items.map((r) => r.id);

    const shipped = await ids('durum=4&pageSize=100');
    expect(shipped).toContain(b.order.siparisId);
    expect(shipped).not.toContain(a.order.siparisId);
    expect(await ids('durum=kargoda&pageSize=100')).toEqual(shipped);

    expect(await ids('baslangicTarihi=2026-10-14&bitisTarihi=2026-10-14&pageSize=100')).toEqual([a.order.siparisId]);
    expect(await ids('baslangicTarihi=2026-10-15&bitisTarihi=2026-10-15&pageSize=100')).toEqual([b.order.siparisId]);

    expect(await ids(`arama=${a.order.siparisNo.toLowerCase()}`)).toEqual([a.order.siparisId]);
    const byEmail = await ids('arama=AYSE@example&pageSize=100');
    expect(byEmail).toEqual(expect.arrayContaining([a.order.siparisId, b.order.siparisId]));
    expect(await ids('arama=Ayşe Yılmaz&pageSize=100')).toEqual(byEmail);
    expect(await ids('arama=%25&pageSize=100')).toEqual([]);

    const alias = body<AdminOrderPage>(await get(`/api/siparis?searchTerm=${a.order.siparisNo}&page=1&pageSize=5`)).veri;
    expect(alias.items.map((r) => r.id)).toEqual([a.order.siparisId]);
    const second = body<AdminOrderPage>(await get('/api/siparis/admin?page=2&pageSize=1')).veri;
    expect(second.items).toHaveLength(1);
    expect(second.totalCount).toBeGreaterThan(1);
  });
});

describe('GET /api/siparis/admin/{id}', () => {
  it('answers any member’s order with customer, addresses and lines', async () => {
    const { order } = await placeOrder({ variant: true, price: 1250.5 });
    const res = await get(`/api/siparis/admin/${order.siparisId}`);
    expect(res.statusCode).toBe(200);
    const d = body<AdminOrderDetail>(res).veri;
    expect(d.musteri).toEqual({ adSoyad: 'Ayşe Yılmaz', email: 'ayse@example.com', telefon: '05321234567' });
    expect(d.teslimatAdresi).toMatchObject({ adSoyad: 'Ayşe Yılmaz', adres: 'Cumhuriyet Cad. No: 5', sehir: 'Erzurum', ulke: 'Türkiye' });
    expect(d.faturaAdresi?.email).toBe('ayse@example.com');
    expect(d.siparisDetaylari).toEqual([expect.objectContaining({ urunAdi: 'Kayak Gözlüğü', varyantAdi: 'Siyah / M', miktar: 2, birimFiyat: 1250.5, toplamFiyat: 2501 })]);
    expect(d.toplamTutar).toBe(2501);
    expect(d.notlar).toBe('Kapıya bırakın');
  });
});

describe('status change', () => {
  it('PUT /api/siparis/durum sets any status with the payment flag and date', async () => {
    const { order } = await placeOrder();
    const res = await put('/api/siparis/durum', { id: order.siparisId, siparisDurumu: 2, odemeDurumu: true, odemeTarihi: '2026-11-20T10:00:00.000Z', recaptchaToken: t.human('siparis') });
    expect(res.statusCode).toBe(200);
    expect(body(res).mesaj).toBe('Sipariş durumu güncellendi!');
    expect(body<AdminOrderRow>(res).veri).toMatchObject({ siparisDurumu: 2, durum: 'Onaylandı', odemeDurumu: true, odemeTarihi: '2026-11-20T10:00:00.000Z' });

    // back to an earlier status is allowed; the paid date stays when none is sent
    const back = await put('/api/siparis/durum', { id: order.siparisId, siparisDurumu: 1 });
    expect(body<AdminOrderRow>(back).veri).toMatchObject({ siparisDurumu: 1, odemeDurumu: true, odemeTarihi: '2026-11-20T10:00:00.000Z' });

    const unpaid = await put(`/api/siparis/${order.siparisId}/durum`, { Durum: 'Kargoya Verildi', odemeDurumu: false });
    expect(unpaid.statusCode).toBe(200);
    expect(body<AdminOrderRow>(unpaid).veri).toMatchObject({ siparisDurumu: 4, durum: 'Kargoya Verildi', odemeDurumu: false, odemeTarihi: null });

    const before = Date.now();
    const paidNow = await put(`/api/siparis/${order.siparisId}/durum`, { Durum: 5, odemeDurumu: true });
    const row = body<AdminOrderRow>(paidNow).veri;
    expect(row).toMatchObject({ siparisDurumu: 5, durum: 'Teslim Edildi', odemeDurumu: true });
    expect(Date.parse(row.odemeTarihi!)).toBeGreaterThanOrEqual(before - 1000);

    const member = await call(t.app, { method: 'GET', url: `/api/siparis/${order.siparisId}`, token: await t.memberToken() });
    expect(body<{ siparisDurumuMetni: string }>(member).veri.siparisDurumuMetni).toBe('Teslim Edildi');
  });

  it('422 for a failed human verification, nothing changed', async () => {
    const { order } = await placeOrder();
    const res = await put('/api/siparis/durum', { id: order.siparisId, siparisDurumu: 3, recaptchaToken: 'sahte' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(body(res).hatalar!)).toEqual(['recaptchaToken']);
    const [row] = await t.db.select({ s: siparisler.siparisDurumu }).from(siparisler).where(eq(siparisler.id, order.siparisId));
    expect(row!.s).toBe(1);
  });

  it('choosing İptal gives the stock back once; a cancelled order keeps its status; a card-paid order stays paid', async () => {
    const { order, product } = await placeOrder({ stock: 10 });
    expect(await stockOf(t.db, product.id)).toBe(8);
    const res = await put('/api/siparis/durum', { id: order.siparisId, siparisDurumu: 6 });
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(10);
    const again = await put('/api/siparis/durum', { id: order.siparisId, siparisDurumu: 6 });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(10);
    const revive = await put('/api/siparis/durum', { id: order.siparisId, siparisDurumu: 2 });
    expect(revive.statusCode).toBe(409);
    expect(body(revive).mesaj).toBe('İptal edilmiş siparişin durumu değiştirilemez.');

    const card = await placeOrder();
    await t.db.update(siparisler).set({ odemeDurumu: true, odemeTarihi: new Date('2026-11-01T09:00:00Z'), bankaReferansNo: 'HOST123', siparisDurumu: 2 }).where(eq(siparisler.id, card.order.siparisId));
    const unpay = await put('/api/siparis/durum', { id: card.order.siparisId, siparisDurumu: 3, odemeDurumu: false });
    expect(unpay.statusCode).toBe(409);
    expect(body(unpay).mesaj).toBe('Kartla ödenmiş siparişin ödeme bilgisi değiştirilemez.');
    const moved = await put('/api/siparis/durum', { id: card.order.siparisId, siparisDurumu: 3, odemeTarihi: '2026-11-20T00:00:00Z' });
    expect(body<AdminOrderRow>(moved).veri).toMatchObject({ siparisDurumu: 3, odemeDurumu: true, odemeTarihi: '2026-11-01T09:00:00.000Z' });
  });
});

describe('cancel', () => {
  it('PUT /api/siparis/{id}/iptal cancels, gives variant stock back and is refused the second time', async () => {
    const { order, product, variantId } = await placeOrder({ variant: true, stock: 7 });
    expect(await stockOf(t.db, product.id, variantId!)).toBe(5);
    const res = await put(`/api/siparis/${order.siparisId}/iptal`, { recaptchaToken: t.human('siparis') });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ basarili: true, mesaj: 'Sipariş iptal edildi!', veri: { id: order.siparisId, siparisDurumu: 6 } });
    expect(await stockOf(t.db, product.id, variantId!)).toBe(7);
    const again = await put(`/api/siparis/${order.siparisId}/iptal`);
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ basarili: false, mesaj: 'Bu sipariş zaten iptal edilmiş.' });
    expect(await stockOf(t.db, product.id, variantId!)).toBe(7);
  });

  it('cancels a shipped order but refuses a delivered one', async () => {
    const shipped = await placeOrder({ stock: 4 });
    await put('/api/siparis/durum', { id: shipped.order.siparisId, siparisDurumu: 4 });
    expect((await put(`/api/siparis/${shipped.order.siparisId}/iptal`)).statusCode).toBe(200);
    expect(await stockOf(t.db, shipped.product.id)).toBe(4);

    const delivered = await placeOrder({ stock: 4 });
    await put('/api/siparis/durum', { id: delivered.order.siparisId, siparisDurumu: 5 });
    const res = await put(`/api/siparis/${delivered.order.siparisId}/iptal`);
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe('Teslim edilmiş sipariş iptal edilemez.');
    const viaStatus = await put('/api/siparis/durum', { id: delivered.order.siparisId, siparisDurumu: 6 });
    expect(viaStatus.statusCode).toBe(409);
    expect(await stockOf(t.db, delivered.product.id)).toBe(2);
  });
});

describe('GET /api/siparis/{id}/fatura', () => {
  it('answers a PDF with the order number, Turkish letters and the VAT-inclusive total', async () => {
    const { order } = await placeOrder({ variant: true, price: 1250.5 });
    const res = await get(`/api/siparis/${order.siparisId}/fatura`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="FTR-${order.siparisNo}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const expected of [order.siparisNo, `FTR-${order.siparisNo}`, 'Kayak Kulübü', 'Ayşe Yılmaz', 'Kayak Gözlüğü', '2.501,00 TL', '2.084,17 TL', '416,83 TL']) {
      expect(text).toContain(expected);
    }
    for (const letter of ['İ', 'ş', 'ğ', 'ı', 'ü', 'ö', 'ç']) expect(text).toContain(letter);
  });

  it('409 for a cancelled order', async () => {
    const { order } = await placeOrder();
    await put(`/api/siparis/${order.siparisId}/iptal`);
    const res = await get(`/api/siparis/${order.siparisId}/fatura`);
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe('İptal edilmiş siparişin faturası oluşturulamaz.');
  });
});
