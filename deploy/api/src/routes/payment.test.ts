import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { GATEWAY_FORM_FIELDS, paymentStartSchema, type CampRegistration, type PaymentStart } from '@skiclub/shared/schemas';
import { kampaKayitlari, odemeDetaylari, odemeIslemleri } from '../db/schema';
import { PAYFOR_SIMULATOR_DEFAULTS, requestHash } from '../lib/payfor';
import { campPayableSource } from '../services/payment';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { bankPostBack } from '../test/orders';
import { sampleGatewayFields } from '@skiclub/shared/testing/payment';

const PUBLIC_URL = 'http://localhost:3900';
const CALLBACK = `${PUBLIC_URL}/api/odeme/sonuc`;
const MERCHANT_PASS = PAYFOR_SIMULATOR_DEFAULTS.merchantPass;

let t: TestContext;
let member: string;
let admin: string;
let unpaid: CampRegistration;
let paid: CampRegistration;
let adminReg: CampRegistration;
beforeAll(async () => {
  t = await createTestContext({ publicUrl: PUBLIC_URL });
  member = await t.memberToken();
  admin = await t.adminToken();
  const mine = body<CampRegistration[]>(await call(t.app, { method: 'GET', url: '/api/kampakayit', token: member })).veri;
  unpaid = mine.find((r) => !r.odemeDurumu)!;
  paid = mine.find((r) => r.odemeDurumu)!;
  adminReg = body<CampRegistration[]>(await call(t.app, { method: 'GET', url: '/api/kampakayit', token: admin })).veri[0]!;
});
afterAll(async () => {
  await t.close();
});

const start = (payload: unknown, token: string | null = member) => call(t.app, { method: 'POST', url: '/api/odeme/baslat', token: token ?? undefined, payload: payload as object });

async function startFor(reg: CampRegistration, token: string): Promise<Record<string, string>> {
  const res = await start({ OrderId: reg.id, PurchAmount: reg.odenecekTL, Kaynak: 'kamp' }, token);
  expect(res.statusCode).toBe(200);
  return body<PaymentStart>(res).veri.alanlar;
}

const postBack = bankPostBack;

/** POST /api/odeme/sonuc as the browser's auto-submitted form. */
function sendBack(fields: Record<string, string>) {
  return call(t.app, {
    method: 'POST',
    url: '/api/odeme/sonuc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function location(res: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(res.statusCode).toBe(303);
  const url = new URL(String(res.headers.location));
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/odeme-sonuc`);
  return url;
}
const query = (url: URL) => Object.fromEntries(url.searchParams);

async function record(reg: CampRegistration) {
  const [row] = await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, reg.id));
  return row!;
}

describe('POST /api/odeme/baslat', () => {
  it('401 for a guest', async () => {
    const res = await start({ OrderId: unpaid.id, Kaynak: 'kamp' }, null);
    expect(res.statusCode).toBe(401);
    expect(body(res).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
  });

  it("404 'Ödeme bilgisi bulunamadı!' for another member's registration, an unknown one and a malformed id", async () => {
    for (const OrderId of [adminReg.id, '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f', 'abc']) {
      const res = await start({ OrderId, PurchAmount: 1, Kaynak: 'kamp' });
      expect(res.statusCode).toBe(404);
      expect(body(res).mesaj).toBe('Ödeme bilgisi bulunamadı!');
    }
  });

  it('409 with the spec text for a paid registration', async () => {
    const res = await start({ OrderId: paid.id, Kaynak: 'kamp' });
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe('Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.');
  });

  it("422 field errors for bad input; 'shop' looks up orders only, so a registration id is 404", async () => {
    const bad = await start({ PurchAmount: 'çok' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ OrderId: 'Ödeme numarası zorunludur.', PurchAmount: 'Bu alan sayı olmalıdır.', Kaynak: "Ödeme kaynağı 'kamp' veya 'shop' olmalıdır." });
    const shop = await start({ OrderId: unpaid.id, Kaynak: 'shop' });
    expect(shop.statusCode).toBe(404);
    expect(body(shop).mesaj).toBe('Ödeme bilgisi bulunamadı!');
  });

  it('an app built without a source refuses it with a field error', async () => {
    const campsOnly = await t.buildAnother({ paymentSources: { kamp: campPayableSource } });
    const res = await call(campsOnly, { method: 'POST', url: '/api/odeme/baslat', token: member, payload: { OrderId: unpaid.id, Kaynak: 'shop' } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ Kaynak: 'Mağaza siparişleri için kartla ödeme henüz açılmadı.' });
  });

  it('a registration made before payment records existed gets its record on the first start', async () => {
    const [legacy] = await t.db
      .insert(kampaKayitlari)
      .values({ kullaniciId: unpaid.kullaniciId, kampId: unpaid.kampId, konaklamaTipiAdi: 'Eski kayıt', odenecekTl: 1234.5, odenecekEuro: 25.45, odenecekUsd: 29.39 })
      .returning({ id: kampaKayitlari.id });
    const res = await start({ OrderId: legacy!.id, Kaynak: 'kamp' });
    expect(res.statusCode).toBe(200);
    expect(body<PaymentStart>(res).veri.alanlar.PurchAmount).toBe('1234.50');
    const [row] = await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, legacy!.id));
    expect(row).toMatchObject({ toplamTl: 1234.5, toplamEuro: 25.45, odemeDurumu: false });
  });

  it('answers the gateway form with the amount from our records and the request hash; never the merchant password', async () => {
    const res = await start({ OrderId: unpaid.id, PurchAmount: 1, Kaynak: 'kamp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(MERCHANT_PASS);
    expect(res.body).not.toMatch(/MerchantPass/i);
    const veri = body<PaymentStart>(res).veri;
    expect(paymentStartSchema.safeParse(veri).success).toBe(true);
    expect(veri.gatewayUrl).toBe('http://127.0.0.1:5400/Gateway/Default.aspx');
    const f = veri.alanlar;
    expect(Object.keys(f).sort()).toEqual([...GATEWAY_FORM_FIELDS].sort());
    const { OrderId: _bankOrderId, Rnd: _rnd, Hash: _hash, ...fixed } = sampleGatewayFields({ OkUrl: CALLBACK, FailUrl: CALLBACK, PurchAmount: '96000.00' });
    expect(f).toMatchObject(fixed);
    expect(f.OrderId).toMatch(/^KMP\d{8}[0-9A-Z]{9}$/);
    expect(f.Hash).toBe(requestHash(f as never, MERCHANT_PASS));
    const [attempt] = await t.db.select().from(odemeIslemleri).where(eq(odemeIslemleri.siparisNo, f.OrderId!));
    expect(attempt).toMatchObject({ kaynak: 'kamp', kampaKayitId: unpaid.id, tutarKurus: 9_600_000, paraBirimi: '949', durum: 'baslatildi' });
    // Every attempt has its own bank OrderId.
    expect((await startFor(unpaid, member)).OrderId).not.toBe(f.OrderId);
  });
});

describe('POST /api/odeme/sonuc (the bank post-back)', () => {
  it('an unknown OrderId: fail, nothing changes', async () => {
    const form = await startFor(unpaid, member);
    const url = location(await sendBack(postBack({ ...form, OrderId: 'KMP20260101AAAAAAAAA' })));
    expect(query(url)).toEqual({ odemeSonuc: 'fail', OrderId: '', PurchAmount: '', returnCode: '', errMsg: 'Ödeme kaydı bulunamadı.', kaynak: 'kamp' });
    expect((await record(unpaid)).odemeDurumu).toBe(false);
  });

  it('a wrong hash, amount or currency is refused and the payment stays unpaid', async () => {
    const form = await startFor(unpaid, member);
    const refused = [
      postBack(form, {}, { ResponseRnd: 'baska' }), // hash of other data
      { ...postBack(form), ResponseHash: '' },
      postBack({ ...form, PurchAmount: '1.00' }), // the hash does not cover the amount: our records do
      postBack({ ...form, Currency: '978' }),
    ];
    for (const fields of refused) {
      const url = location(await sendBack(fields));
      expect(query(url)).toEqual({ odemeSonuc: 'fail', OrderId: unpaid.id, PurchAmount: '96000.00', returnCode: '', errMsg: 'Banka yanıtı doğrulanamadı.', kaynak: 'kamp' });
    }
    expect((await record(unpaid)).odemeDurumu).toBe(false);
    const [attempt] = await t.db.select().from(odemeIslemleri).where(eq(odemeIslemleri.siparisNo, form.OrderId!));
    expect(attempt!.durum).toBe('baslatildi');
  });

  it('an approved post-back marks the payment paid with its date and bank reference; a replay changes nothing', async () => {
    const form = await startFor(unpaid, member);
    const fields = postBack(form);
    const first = location(await sendBack(fields));
    expect(query(first)).toEqual({ odemeSonuc: 'ok', OrderId: unpaid.id, PurchAmount: '96000.00', returnCode: '00', errMsg: 'Onaylandı', kaynak: 'kamp' });
    const after = await record(unpaid);
    expect(after).toMatchObject({ odemeDurumu: true, bankaReferansNo: '230422096719' });
    expect(after.odemeTarihi).toBeInstanceOf(Date);

    const reg = body<CampRegistration[]>(await call(t.app, { method: 'GET', url: '/api/kampakayit', token: member })).veri.find((r) => r.id === unpaid.id)!;
    expect(reg).toMatchObject({ odemeDurumu: true, odemeDetayId: after.id, odemeTarihi: after.odemeTarihi!.toISOString() });

    // The same post-back again, and a forged "declined" one for the same order: same answer, no change.
    const replay = await sendBack(fields);
    expect(replay.headers.location).toBe(first.toString());
    const declinedReplay = location(await sendBack(postBack(form, { ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', AuthCode: '' })));
    expect(query(declinedReplay).odemeSonuc).toBe('ok');
    expect(await record(unpaid)).toEqual(after);

    const again = await start({ OrderId: unpaid.id, Kaynak: 'kamp' });
    expect(again.statusCode).toBe(409);
    expect(body(again).mesaj).toBe('Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.');
  });

  it('a declined card and a failed 3D check leave it unpaid with the bank code; a new attempt can still pay', async () => {
    const declined = await startFor(adminReg, admin);
    const url = location(await sendBack(postBack(declined, { ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', AuthCode: '', HostRefNum: '' })));
    expect(query(url)).toEqual({ odemeSonuc: 'fail', OrderId: adminReg.id, PurchAmount: '31500.00', returnCode: '51', errMsg: 'Bakiye yetersiz', kaynak: 'kamp' });
    expect((await record(adminReg)).odemeDurumu).toBe(false);

    const threeD = await startFor(adminReg, admin);
    const failed3d = location(await sendBack(postBack(threeD, { ProcReturnCode: 'V034', '3DStatus': '-1', ErrMsg: '3D Kullanıcı Doğrulama Adımı Başarısız', AuthCode: '' })));
    expect(query(failed3d)).toMatchObject({ odemeSonuc: 'fail', returnCode: 'V034' });
    // '00' without 3D authentication is not a payment either.
    const no3d = await startFor(adminReg, admin);
    expect(query(location(await sendBack(postBack(no3d, { '3DStatus': '0' })))).odemeSonuc).toBe('fail');
    expect((await record(adminReg)).odemeDurumu).toBe(false);

    const retry = await startFor(adminReg, admin);
    expect(query(location(await sendBack(postBack(retry)))).odemeSonuc).toBe('ok');
    expect((await record(adminReg)).odemeDurumu).toBe(true);
  });

  it('other routes still refuse a form body (415)', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/odeme/baslat', token: member, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'OrderId=x&Kaynak=kamp' });
    expect(res.statusCode).toBe(415);
  });

  it('a refused post-back is logged as a warning without card data or secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await t.buildAnother({ logger: { level: 'info', stream } });
    // An attempt of its own (the registrations above are paid by now).
    const form = { MbrId: '5', MerchantID: '085300000009704', UserCode: 'QNB_API_KULLANICI_3DPAY', OrderId: 'KMP20261123LOGTEST01', PurchAmount: '31500.00', Currency: '949' };
    await t.db.insert(odemeIslemleri).values({ siparisNo: form.OrderId, kaynak: 'kamp', kampaKayitId: adminReg.id, kullaniciId: adminReg.kullaniciId, tutarKurus: 3_150_000, paraBirimi: '949' });
    const res = await logged.inject({
      method: 'POST',
      url: '/api/odeme/sonuc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...postBack(form), ResponseHash: 'sahte', Pan: '4155650100416111', Cvv2: '123' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string; neden?: string; siparisNo?: string }).filter((l) => l.level === 40);
    expect(warnings).toEqual([expect.objectContaining({ msg: 'banka yanıtı reddedildi', neden: 'ResponseHash geçersiz', siparisNo: form.OrderId })]);
    const all = lines.join('\n');
    for (const secret of ['415565', '4155650100416111', 'Cvv2', MERCHANT_PASS, 'UcBN0']) expect(all).not.toContain(secret);
  });
});
