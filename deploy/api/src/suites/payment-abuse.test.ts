/**
 * Payment abuse suite: tampered, replayed, reordered and forged
 * bank post-backs, amount changes between the start and the post-back, paying someone else's
 * order or camp registration, paying a paid or cancelled one: 0 accepted. Every case checks what
 * the member is told (the 303 to /odeme-sonuc or the 4xx) and what is stored afterwards: the
 * order's or registration's status, the stock, the attempt rows. Prints
 * 'payment-abuse: N passed, N failed'.
 *
 * Already proven elsewhere (not repeated here): the request hash and the gateway form
 * (routes/payment.test.ts 'answers the gateway form …'), a replayed camp post-back and a forged
 * "declined" after an approval on the same attempt (payment.test.ts 'an approved post-back …'),
 * a refused post-back logged without card data (payment.test.ts), '00' without 3D
 * authentication (payment.test.ts), the hash functions against the bank's sample (lib/payfor.test.ts).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { ORDER_MESSAGES, type OrderCreated, type PaymentStart } from '@skiclub/shared/schemas';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { kampaKayitlari, kamplar, kullanicilar, odemeDetaylari, odemeIslemleri, sepetOgeleri, siparisDetaylari, siparisler } from '../db/schema';
import { PAYFOR_SIMULATOR_DEFAULTS, responseHash, sha1Base64 } from '../lib/payfor';
import { releaseStaleOrders } from '../services/orders';
import { REFUND_DUE_MESSAGE, UNKNOWN_ORDER_MESSAGE, UNVERIFIED_MESSAGE } from '../services/payment';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { bankPostBack, cartLines, insertMembers, makeProduct, orderBody, putInCart, stockOf } from '../test/orders';
import { suiteTally } from './tally';

const PUBLIC_URL = 'http://localhost:3900';
const kase = suiteTally('payment-abuse');

let t: TestContext;
let member: string;
let memberId: string;
let other: string;
let otherId: string;
let admin: string;
let campId: string;

beforeAll(async () => {
  t = await createTestContext({ publicUrl: PUBLIC_URL });
  member = await t.memberToken();
  admin = await t.adminToken();
  [{ id: memberId }] = (await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, DEMO_ACCOUNTS.member.kullaniciAdi))) as [{ id: string }];
  [otherId] = (await insertMembers(t.db, 1)) as [string];
  other = t.app.jwt.sign({ sub: otherId, roller: ['Uye'], tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 });
  [{ id: campId }] = (await t.db.select({ id: kamplar.id }).from(kamplar).limit(1)) as [{ id: string }];
});
afterAll(async () => {
  // Confirmation mails of paid orders are written in the background: let them land before the data folder goes.
  const paid = await t.db.select({ no: siparisler.siparisNo }).from(siparisler).where(isNotNull(siparisler.bankaReferansNo));
  await vi.waitFor(
    async () => {
      const subjects = (await t.mails()).map((m) => m.subject).join('\n');
      expect(paid.filter((o) => !subjects.includes(o.no))).toEqual([]);
    },
    { timeout: 10_000, interval: 100 },
  );
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

/** A fresh product (`stock` units at `price` TL) ordered by `userId` (`miktar`); its cart is emptied first. */
async function orderOf(price: number, stock: number, miktar: number, token = member, userId = memberId) {
  await t.db.delete(sepetOgeleri).where(eq(sepetOgeleri.kullaniciId, userId));
  const product = await makeProduct(t.db, { price, stock });
  await putInCart(t.db, userId, product.id, miktar);
  const res = await call(t.app, { method: 'POST', url: '/api/siparis/olustur', token, payload: orderBody() });
  expect(res.statusCode, res.body).toBe(201);
  return { product, order: body<OrderCreated>(res).veri };
}

/** An unpaid camp registration of `userId` with its payment record of `tl` TL (as POST /api/kampakayit leaves it). */
async function registrationOf(userId: string, tl: number): Promise<{ id: string; detailId: string }> {
  const [reg] = await t.db.insert(kampaKayitlari).values({ kullaniciId: userId, kampId: campId, konaklamaTipiAdi: 'Suite', odenecekTl: tl }).returning({ id: kampaKayitlari.id });
  const [detail] = await t.db
    .insert(odemeDetaylari)
    .values({ kampaKayitId: reg!.id, kampId: campId, kullaniciId: userId, toplamTl: tl })
    .returning({ id: odemeDetaylari.id });
  return { id: reg!.id, detailId: detail!.id };
}

const start = (OrderId: string, Kaynak: 'shop' | 'kamp', token = member) => call(t.app, { method: 'POST', url: '/api/odeme/baslat', token, payload: { OrderId, Kaynak } });

/** Starts a card attempt and answers the gateway form's fields. */
async function formFor(id: string, Kaynak: 'shop' | 'kamp' = 'shop', token = member): Promise<Record<string, string>> {
  const res = await start(id, Kaynak, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<PaymentStart>(res).veri.alanlar;
}

/** POST /api/odeme/sonuc as the browser's auto-submitted form; answers the result page's query. */
async function sendBack(fields: Record<string, string>): Promise<Record<string, string>> {
  const res = await call(t.app, { method: 'POST', url: '/api/odeme/sonuc', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  expect(res.statusCode).toBe(303);
  const url = new URL(String(res.headers.location));
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/odeme-sonuc`);
  return Object.fromEntries(url.searchParams);
}

const declined = (form: Record<string, string>) => bankPostBack(form, { ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', AuthCode: '', HostRefNum: '' });

/** What is stored about an order: status, paid flag, bank reference, lines. */
async function orderRow(id: string) {
  const [row] = await t.db.select().from(siparisler).where(eq(siparisler.id, id));
  const lines = await t.db.select({ urunId: siparisDetaylari.urunId, miktar: siparisDetaylari.miktar }).from(siparisDetaylari).where(eq(siparisDetaylari.siparisId, id));
  return { siparisDurumu: row!.siparisDurumu, odemeDurumu: row!.odemeDurumu, bankaReferansNo: row!.bankaReferansNo, toplamTutar: row!.toplamTutar, lines };
}

/** The card attempts' states of an order or registration, by bank OrderId. */
async function attempts(where: { siparisId: string } | { kampaKayitId: string }): Promise<Record<string, string>> {
  const rows = await t.db
    .select({ no: odemeIslemleri.siparisNo, durum: odemeIslemleri.durum })
    .from(odemeIslemleri)
    .where('siparisId' in where ? eq(odemeIslemleri.siparisId, where.siparisId) : eq(odemeIslemleri.kampaKayitId, where.kampaKayitId));
  return Object.fromEntries(rows.map((r) => [r.no, r.durum]));
}

async function detail(kampaKayitId: string) {
  const [row] = await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, kampaKayitId));
  return { odemeDurumu: row!.odemeDurumu, bankaReferansNo: row!.bankaReferansNo, toplamTl: row!.toplamTl };
}

/** The refused answer of a post-back that does not verify (our amount, no bank code). */
const unverified = (OrderId: string, PurchAmount: string, kaynak = 'shop') => ({ odemeSonuc: 'fail', OrderId, PurchAmount, returnCode: '', errMsg: UNVERIFIED_MESSAGE, kaynak });

/** An unpaid order still waiting for its payment, stock still held for it. */
async function expectUnpaidWaiting(order: OrderCreated, productId: string, stockLeft: number) {
  expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 1, odemeDurumu: false, bankaReferansNo: null });
  expect(await stockOf(t.db, productId)).toBe(stockLeft);
}

// ---- tampered --------------------------------------------------------------------------------

describe('tampered post-backs', () => {
  kase('a changed ResponseHash (one character) is refused; the order waits unpaid', async () => {
    const { product, order } = await orderOf(250, 5, 2);
    const form = await formFor(order.siparisId);
    const fields = bankPostBack(form);
    const hash = fields.ResponseHash!;
    fields.ResponseHash = (hash[0] === 'A' ? 'B' : 'A') + hash.slice(1);
    expect(await sendBack(fields)).toEqual(unverified(order.siparisId, '500.00'));
    await expectUnpaidWaiting(order, product.id, 3);
    expect(await attempts(order)).toEqual({ [form.OrderId!]: 'baslatildi' });
  });

  kase('a lower PurchAmount (the hash does not cover it: our record does) is refused', async () => {
    const { product, order } = await orderOf(250, 5, 2);
    const form = await formFor(order.siparisId);
    for (const amount of ['1.00', '499.99', '0', '-500.00', '5.0000e2', '500.001', '']) {
      expect(await sendBack(bankPostBack({ ...form, PurchAmount: amount })), amount).toEqual(unverified(order.siparisId, '500.00'));
    }
    await expectUnpaidWaiting(order, product.id, 3);
    expect(await attempts(order)).toEqual({ [form.OrderId!]: 'baslatildi' });
  });

  kase('a higher PurchAmount or another currency (EUR 978, USD 840, empty) is refused', async () => {
    const { product, order } = await orderOf(99.9, 5, 1);
    const form = await formFor(order.siparisId);
    for (const over of [{ PurchAmount: '999999.00' }, { Currency: '978' }, { Currency: '840' }, { Currency: '' }] as Record<string, string>[]) {
      expect(await sendBack(bankPostBack({ ...form, ...over })), JSON.stringify(over)).toEqual(unverified(order.siparisId, '99.90'));
    }
    await expectUnpaidWaiting(order, product.id, 4);
    expect(await attempts(order)).toEqual({ [form.OrderId!]: 'baslatildi' });
  });

  kase("an order id swapped: a cheap order's approved post-back carried over to an expensive order's attempt is refused", async () => {
    const cheap = await orderOf(1, 5, 1);
    const dear = await orderOf(9000, 5, 1);
    const cheapForm = await formFor(cheap.order.siparisId);
    const dearForm = await formFor(dear.order.siparisId);
    const genuine = bankPostBack(cheapForm);
    // Only the OrderId changes (and the amount, to pass the amount check): the hash is the cheap one's.
    expect(await sendBack({ ...genuine, OrderId: dearForm.OrderId!, PurchAmount: dearForm.PurchAmount! })).toEqual(unverified(dear.order.siparisId, '9000.00'));
    await expectUnpaidWaiting(dear.order, dear.product.id, 4);
    await expectUnpaidWaiting(cheap.order, cheap.product.id, 4);
    expect(await attempts(dear.order)).toEqual({ [dearForm.OrderId!]: 'baslatildi' });
  });

  kase("a declined result turned into '00' / 3DStatus '1' without the hash is refused", async () => {
    const { product, order } = await orderOf(40, 5, 1);
    const form = await formFor(order.siparisId);
    const real = declined(form);
    expect(await sendBack({ ...real, ProcReturnCode: '00', ErrMsg: 'Onaylandı' })).toEqual(unverified(order.siparisId, '40.00'));
    expect(await sendBack({ ...bankPostBack(form, { '3DStatus': '0' }), '3DStatus': '1' })).toEqual(unverified(order.siparisId, '40.00'));
    await expectUnpaidWaiting(order, product.id, 4);
  });
});

// ---- replayed --------------------------------------------------------------------------------

describe('replayed post-backs', () => {
  kase('the same approved post-back twice: one payment, the same answer, stock and payment date unchanged', async () => {
    const { product, order } = await orderOf(75, 5, 2);
    const form = await formFor(order.siparisId);
    const fields = bankPostBack(form);
    const first = await sendBack(fields);
    expect(first).toEqual({ odemeSonuc: 'ok', OrderId: order.siparisId, PurchAmount: '150.00', returnCode: '00', errMsg: 'Onaylandı', kaynak: 'shop' });
    const [paid] = await t.db.select({ at: siparisler.odemeTarihi }).from(siparisler).where(eq(siparisler.id, order.siparisId));
    expect(await sendBack(fields)).toEqual(first);
    // The replay with another HostRefNum (a forged "second charge") changes nothing either.
    expect((await sendBack(bankPostBack(form, { HostRefNum: '999999999999' }))).odemeSonuc).toBe('ok');
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 2, odemeDurumu: true, bankaReferansNo: '230422096719' });
    const [after] = await t.db.select({ at: siparisler.odemeTarihi }).from(siparisler).where(eq(siparisler.id, order.siparisId));
    expect(after!.at).toEqual(paid!.at);
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await attempts(order)).toEqual({ [form.OrderId!]: 'onaylandi' });
  });

  kase('the same approved post-back 8 times at once: paid once, one confirmation mail', async () => {
    const { product, order } = await orderOf(33.3, 5, 1);
    const form = await formFor(order.siparisId);
    const fields = bankPostBack(form);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendBack(fields)));
    for (const q of answers) expect(q).toMatchObject({ odemeSonuc: 'ok', OrderId: order.siparisId, PurchAmount: '33.30' });
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 2, odemeDurumu: true });
    expect(await stockOf(t.db, product.id)).toBe(4);
    await t.mailsSettled();
    expect((await t.mails()).filter((m) => m.subject.includes(order.siparisNo))).toHaveLength(1);
  });

  kase('a camp post-back replayed after a new attempt was refused keeps one payment', async () => {
    const reg = await registrationOf(memberId, 1500);
    const form = await formFor(reg.id, 'kamp');
    const fields = bankPostBack(form);
    expect((await sendBack(fields)).odemeSonuc).toBe('ok');
    expect((await start(reg.id, 'kamp')).statusCode).toBe(409);
    expect(await sendBack(fields)).toMatchObject({ odemeSonuc: 'ok', OrderId: reg.id, PurchAmount: '1500.00', kaynak: 'kamp' });
    expect(await detail(reg.id)).toEqual({ odemeDurumu: true, bankaReferansNo: '230422096719', toplamTl: 1500 });
    expect(Object.values(await attempts({ kampaKayitId: reg.id }))).toEqual(['onaylandi']);
  });
});

// ---- reordered -------------------------------------------------------------------------------

describe('reordered post-backs', () => {
  kase('declined after approved (same attempt): stays paid, stock stays sold, nothing back in the cart', async () => {
    const { product, order } = await orderOf(20, 5, 2);
    const form = await formFor(order.siparisId);
    expect((await sendBack(bankPostBack(form))).odemeSonuc).toBe('ok');
    expect((await sendBack(declined(form))).odemeSonuc).toBe('ok');
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 2, odemeDurumu: true });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await cartLines(t.db, memberId)).toEqual([]);
  });

  kase("declined on an older attempt after another attempt paid: the paid order is not released", async () => {
    const { product, order } = await orderOf(20, 5, 2);
    const older = await formFor(order.siparisId);
    const newer = await formFor(order.siparisId);
    expect((await sendBack(bankPostBack(newer))).odemeSonuc).toBe('ok');
    const q = await sendBack(declined(older));
    expect(q).toMatchObject({ odemeSonuc: 'fail', returnCode: '51' });
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 2, odemeDurumu: true });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await cartLines(t.db, memberId)).toEqual([]);
    expect(await attempts(order)).toEqual({ [older.OrderId!]: 'reddedildi', [newer.OrderId!]: 'onaylandi' });
  });

  kase('approved after declined (same attempt): the first result stands, the order stays released', async () => {
    const { product, order } = await orderOf(20, 5, 2);
    const form = await formFor(order.siparisId);
    expect((await sendBack(declined(form))).odemeSonuc).toBe('fail');
    expect(await sendBack(bankPostBack(form))).toMatchObject({ odemeSonuc: 'fail', returnCode: '51', errMsg: 'Bakiye yetersiz' });
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 6, odemeDurumu: false, bankaReferansNo: null });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await cartLines(t.db, memberId)).toEqual([{ urunId: product.id, urunVaryantId: null, miktar: 2 }]);
  });

  kase('approved on an older attempt after another was declined (order released): not accepted, refund due, stock not taken again', async () => {
    const { product, order } = await orderOf(20, 5, 2);
    const older = await formFor(order.siparisId);
    const newer = await formFor(order.siparisId);
    expect((await sendBack(declined(newer))).odemeSonuc).toBe('fail');
    expect(await stockOf(t.db, product.id)).toBe(5);
    const q = await sendBack(bankPostBack(older));
    expect(q).toEqual({ odemeSonuc: 'fail', OrderId: order.siparisId, PurchAmount: '40.00', returnCode: '', errMsg: REFUND_DUE_MESSAGE, kaynak: 'shop' });
    // A replay answers the same.
    expect(await sendBack(bankPostBack(older))).toEqual(q);
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 6, odemeDurumu: false, bankaReferansNo: null });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await cartLines(t.db, memberId)).toEqual([{ urunId: product.id, urunVaryantId: null, miktar: 2 }]);
    expect(await attempts(order)).toEqual({ [older.OrderId!]: 'iade', [newer.OrderId!]: 'reddedildi' });
  });
});

// ---- forged ----------------------------------------------------------------------------------

describe('forged post-backs', () => {
  kase('no ResponseHash, an empty one, or a JSON body without one is refused', async () => {
    const { product, order } = await orderOf(12, 5, 1);
    const form = await formFor(order.siparisId);
    const { ResponseHash: _h, ...noHash } = bankPostBack(form);
    expect(await sendBack(noHash)).toEqual(unverified(order.siparisId, '12.00'));
    expect(await sendBack({ ...bankPostBack(form), ResponseHash: '' })).toEqual(unverified(order.siparisId, '12.00'));
    const json = await call(t.app, { method: 'POST', url: '/api/odeme/sonuc', payload: noHash });
    expect(json.statusCode).toBe(303);
    expect(new URL(String(json.headers.location)).searchParams.get('odemeSonuc')).toBe('fail');
    await expectUnpaidWaiting(order, product.id, 4);
  });

  kase('a post-back signed by a made-up merchant (its own MerchantID and secret) is refused', async () => {
    const { product, order } = await orderOf(12, 5, 1);
    const form = await formFor(order.siparisId);
    const fake = { MerchantID: '999999999999999', UserCode: 'SAHTE', pass: 'sahte-sifre' };
    const fields = bankPostBack({ ...form, MerchantID: fake.MerchantID, UserCode: fake.UserCode });
    fields.ResponseHash = responseHash(
      { MerchantID: fake.MerchantID, OrderId: form.OrderId!, AuthCode: fields.AuthCode!, ProcReturnCode: '00', '3DStatus': '1', ResponseRnd: fields.ResponseRnd!, UserCode: fake.UserCode },
      fake.pass,
    );
    expect(await sendBack(fields)).toEqual(unverified(order.siparisId, '12.00'));
    // A hash of another formula (the request hash's fields) does not pass either.
    expect(await sendBack({ ...bankPostBack(form), ResponseHash: sha1Base64(`${form.MbrId}${form.OrderId}${form.PurchAmount}${PAYFOR_SIMULATOR_DEFAULTS.merchantPass}`) })).toEqual(
      unverified(order.siparisId, '12.00'),
    );
    await expectUnpaidWaiting(order, product.id, 4);
  });

  kase('a post-back naming another MerchantID is refused even with our hash', async () => {
    const { product, order } = await orderOf(12, 5, 1);
    const form = await formFor(order.siparisId);
    expect(await sendBack({ ...bankPostBack(form), MerchantID: '999999999999999' })).toEqual(unverified(order.siparisId, '12.00'));
    await expectUnpaidWaiting(order, product.id, 4);
  });

  kase('an OrderId we never issued (signed with our secret) finds nothing and creates nothing', async () => {
    const before = (await t.db.select({ id: odemeIslemleri.id }).from(odemeIslemleri)).length;
    const form = { MbrId: '5', MerchantID: PAYFOR_SIMULATOR_DEFAULTS.merchantId, UserCode: PAYFOR_SIMULATOR_DEFAULTS.userCode, OrderId: 'SHP20261124UYDURMA1', PurchAmount: '10.00', Currency: '949' };
    expect(await sendBack(bankPostBack(form))).toEqual({ odemeSonuc: 'fail', OrderId: '', PurchAmount: '', returnCode: '', errMsg: UNKNOWN_ORDER_MESSAGE, kaynak: 'kamp' });
    expect(await sendBack({})).toMatchObject({ odemeSonuc: 'fail', errMsg: UNKNOWN_ORDER_MESSAGE });
    expect((await t.db.select({ id: odemeIslemleri.id }).from(odemeIslemleri)).length).toBe(before);
  });
});

// ---- amount changes --------------------------------------------------------------------------

describe('amount changes between the start and the post-back', () => {
  kase('cart changed after starting: the order is paid at its own total and lines; the new cart line stays in the cart', async () => {
    const { product, order } = await orderOf(100, 5, 1);
    const form = await formFor(order.siparisId);
    const extra = await makeProduct(t.db, { price: 5000, stock: 3 });
    const added = await call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: member, payload: { urunId: extra.id, miktar: 2 } });
    expect(added.statusCode).toBe(200);
    expect(await sendBack(bankPostBack(form))).toMatchObject({ odemeSonuc: 'ok', PurchAmount: '100.00' });
    const row = await orderRow(order.siparisId);
    expect(row).toMatchObject({ siparisDurumu: 2, odemeDurumu: true, toplamTutar: 100, lines: [{ urunId: product.id, miktar: 1 }] });
    expect(await stockOf(t.db, extra.id)).toBe(3);
    expect((await cartLines(t.db, memberId)).map((l) => l.urunId)).toEqual([extra.id]);
  });

  kase("camp: the admin changes the registration's amount while the member is at the bank: the old amount is not accepted; a new attempt pays the new amount", async () => {
    const reg = await registrationOf(memberId, 2000);
    const form = await formFor(reg.id, 'kamp');
    const changed = await call(t.app, {
      method: 'POST',
      url: `/api/odemedetay/${reg.detailId}`,
      token: admin,
      payload: { kampId: campId, kullaniciId: memberId, toplamTl: 2600, toplamEuro: 0, toplamUsd: 0, odemeDurumu: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sendBack(bankPostBack(form))).toEqual({ odemeSonuc: 'fail', OrderId: reg.id, PurchAmount: '2000.00', returnCode: '', errMsg: REFUND_DUE_MESSAGE, kaynak: 'kamp' });
    expect(await detail(reg.id)).toEqual({ odemeDurumu: false, bankaReferansNo: null, toplamTl: 2600 });
    // A post-back claiming the new amount for the old attempt is refused outright.
    const again = await formFor(reg.id, 'kamp');
    expect(again.PurchAmount).toBe('2600.00');
    expect(await sendBack(bankPostBack({ ...form, PurchAmount: '2600.00' }))).toEqual(unverified(reg.id, '2000.00', 'kamp'));
    expect(await sendBack(bankPostBack(again))).toMatchObject({ odemeSonuc: 'ok', PurchAmount: '2600.00' });
    expect(await detail(reg.id)).toMatchObject({ odemeDurumu: true, toplamTl: 2600 });
    expect(await attempts({ kampaKayitId: reg.id })).toEqual({ [form.OrderId!]: 'iade', [again.OrderId!]: 'onaylandi' });
  });

  kase("shop: an order's total changed behind the attempt (database edit) is not paid at the old amount", async () => {
    const { order } = await orderOf(300, 5, 1);
    const form = await formFor(order.siparisId);
    await t.db.update(siparisler).set({ toplamTutar: 450 }).where(eq(siparisler.id, order.siparisId));
    expect(await sendBack(bankPostBack(form))).toMatchObject({ odemeSonuc: 'fail', errMsg: REFUND_DUE_MESSAGE });
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 1, odemeDurumu: false });
    expect(await attempts(order)).toEqual({ [form.OrderId!]: 'iade' });
  });
});

// ---- someone else's --------------------------------------------------------------------------

describe("paying someone else's order or registration", () => {
  kase("another member's order: 404 for the other member and for the admin, no attempt recorded", async () => {
    const { order } = await orderOf(80, 5, 1);
    for (const token of [other, admin]) {
      const res = await start(order.siparisId, 'shop', token);
      expect(res.statusCode).toBe(404);
      expect(body(res).mesaj).toBe('Ödeme bilgisi bulunamadı!');
    }
    expect(await attempts(order)).toEqual({});
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 1, odemeDurumu: false });
  });

  kase("another member's camp registration, a registration id sent as 'shop' and an order id sent as 'kamp': 404", async () => {
    const reg = await registrationOf(memberId, 700);
    const { order } = await orderOf(80, 5, 1);
    for (const [id, kaynak, token] of [
      [reg.id, 'kamp', other],
      [reg.id, 'kamp', admin],
      [reg.id, 'shop', member],
      [order.siparisId, 'kamp', member],
    ] as const) {
      const res = await start(id, kaynak, token);
      expect(res.statusCode, `${kaynak} ${id}`).toBe(404);
      expect(body(res).mesaj).toBe('Ödeme bilgisi bulunamadı!');
    }
    expect(await attempts({ kampaKayitId: reg.id })).toEqual({});
    expect(await detail(reg.id)).toMatchObject({ odemeDurumu: false });
  });

  kase("the other member's approved post-back for their own attempt pays only their own order", async () => {
    const mine = await orderOf(10, 5, 1);
    const theirs = await orderOf(10, 5, 1, other, otherId);
    const form = await formFor(theirs.order.siparisId, 'shop', other);
    expect((await sendBack(bankPostBack(form))).OrderId).toBe(theirs.order.siparisId);
    expect(await orderRow(theirs.order.siparisId)).toMatchObject({ odemeDurumu: true });
    expect(await orderRow(mine.order.siparisId)).toMatchObject({ siparisDurumu: 1, odemeDurumu: false });
  });
});

// ---- paid or cancelled -----------------------------------------------------------------------

describe('paying an already paid or cancelled order', () => {
  kase('start on a paid order, a paid registration or a cancelled order: 409 with the Turkish text, no attempt', async () => {
    const paid = await orderOf(10, 5, 1);
    expect((await sendBack(bankPostBack(await formFor(paid.order.siparisId)))).odemeSonuc).toBe('ok');
    const cancelled = await orderOf(10, 5, 1);
    expect((await call(t.app, { method: 'PUT', url: `/api/siparis/iptal/${cancelled.order.siparisId}`, token: member })).statusCode).toBe(200);
    const reg = await registrationOf(memberId, 100);
    expect((await sendBack(bankPostBack(await formFor(reg.id, 'kamp')))).odemeSonuc).toBe('ok');
    const cases = [
      [paid.order.siparisId, 'shop', ORDER_MESSAGES.alreadyPaid],
      [cancelled.order.siparisId, 'shop', ORDER_MESSAGES.notPayable],
      [reg.id, 'kamp', 'Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.'],
    ] as const;
    for (const [id, kaynak, mesaj] of cases) {
      const res = await start(id, kaynak);
      expect(res.statusCode).toBe(409);
      expect(body(res).mesaj).toBe(mesaj);
    }
    expect(Object.keys(await attempts(paid.order))).toHaveLength(1);
    expect(await attempts(cancelled.order)).toEqual({});
    expect(await stockOf(t.db, cancelled.product.id)).toBe(5);
  });

  kase('the member cancels while at the bank, then the bank approves: not accepted, refund due, the stock stays back', async () => {
    const { product, order } = await orderOf(64, 5, 2);
    const form = await formFor(order.siparisId);
    expect((await call(t.app, { method: 'PUT', url: `/api/siparis/iptal/${order.siparisId}`, token: member })).statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await sendBack(bankPostBack(form))).toEqual({ odemeSonuc: 'fail', OrderId: order.siparisId, PurchAmount: '128.00', returnCode: '', errMsg: REFUND_DUE_MESSAGE, kaynak: 'shop' });
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 6, odemeDurumu: false, bankaReferansNo: null });
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await attempts(order)).toEqual({ [form.OrderId!]: 'iade' });
  });

  kase('released by the 30-minute timer, then approved: not accepted, refund due, the cart keeps its lines once', async () => {
    const { product, order } = await orderOf(64, 5, 2);
    const form = await formFor(order.siparisId);
    expect(await releaseStaleOrders(t.db, new Date(Date.now() + 61 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await sendBack(bankPostBack(form))).toMatchObject({ odemeSonuc: 'fail', errMsg: REFUND_DUE_MESSAGE });
    expect(await orderRow(order.siparisId)).toMatchObject({ siparisDurumu: 6, odemeDurumu: false });
    expect(await stockOf(t.db, product.id)).toBe(5);
    // The timer released the member's other waiting orders too: only this product's line is checked.
    expect((await cartLines(t.db, memberId)).filter((l) => l.urunId === product.id)).toEqual([{ urunId: product.id, urunVaryantId: null, miktar: 2 }]);
  });

  kase('two attempts both approved: paid once (the second is a double charge, logged for a refund), stock taken once', async () => {
    const { product, order } = await orderOf(64, 5, 1);
    const a = await formFor(order.siparisId);
    const b = await formFor(order.siparisId);
    const [qa, qb] = await Promise.all([sendBack(bankPostBack(a, { HostRefNum: '111111111111' })), sendBack(bankPostBack(b, { HostRefNum: '222222222222' }))]);
    expect([qa.odemeSonuc, qb.odemeSonuc]).toEqual(['ok', 'ok']);
    const row = await orderRow(order.siparisId);
    expect(row).toMatchObject({ siparisDurumu: 2, odemeDurumu: true });
    expect(['111111111111', '222222222222']).toContain(row.bankaReferansNo);
    expect(await stockOf(t.db, product.id)).toBe(4);
    const paidRows = await t.db.select({ id: siparisler.id }).from(siparisler).where(and(eq(siparisler.id, order.siparisId), eq(siparisler.odemeDurumu, true)));
    expect(paidRows).toHaveLength(1);
  });
});
