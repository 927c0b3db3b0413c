/**
 * Camp operations on the admin side: payment details (/api/odemedetay: ordered validation of admin
 * spec §5, exact money, joined list, card-paid records locked) and DELETE /api/kampakayit/{id}
 * (one transaction: detail, room and code use given back; paid → 409). The factory's generic
 * guarantees (401/403/422/404 on /api/odemedetay) are also run by contract.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { PAYMENT_DETAIL_MESSAGES as M, adminRegistrationSchema, type PaymentDetail } from '@skiclub/shared/schemas/admin';
import { ekipIndirimKodlari, kampaKayitlari, kamplar, konaklamaSecenekleri, kullanicilar, odemeDetaylari, odemeIslemleri } from '../../db/schema';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';

let t: TestContext;
let admin: string;
let member: string;
let campId: string;
let otherCampId: string;
let userId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  member = await t.memberToken();
  const camps = await t.db.select({ id: kamplar.id }).from(kamplar).limit(2);
  campId = camps[0]!.id;
  otherCampId = camps[1]!.id;
  userId = (await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, 'uye')).limit(1))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const as = (token: string | undefined, opts: InjectOptions) => call(t.app, { ...opts, token });
const valid = (over: Record<string, unknown> = {}) => ({ kampId: campId, kullaniciId: userId, toplamTl: 100, toplamEuro: 2, toplamUsd: 3, odemeDurumu: false, ...over });

async function createDetail(over: Record<string, unknown> = {}): Promise<PaymentDetail> {
  const res = await as(admin, { method: 'POST', url: '/api/odemedetay', payload: { ...valid(over), recaptchaToken: t.human('odemedetay') } });
  expect(res.statusCode, res.body).toBe(201);
  return body<PaymentDetail>(res).veri;
}

/** The seeded card-paid payment detail (bank reference set). */
async function cardPaid() {
  const [row] = await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.bankaReferansNo, '230422096719'));
  return row!;
}

describe('/api/odemedetay (payment details)', { timeout: 30000 }, () => {
  it('lists rows joined with the camp and user names, money exact', async () => {
    const res = await as(admin, { method: 'GET', url: '/api/odemedetay' });
    expect(res.statusCode).toBe(200);
    const paid = body<PaymentDetail[]>(res).veri.find((r) => r.bankaReferansNo === '230422096719')!;
    expect(paid).toMatchObject({ kullaniciId: userId, kullaniciAdSoyad: 'Ayşe Yılmaz', kullaniciAdi: 'uye', toplamTl: 68400, toplamEuro: 1410.31, toplamUsd: 1628.57, odemeDurumu: true });
    expect(paid.kampAdi).toEqual(expect.any(String));
    expect(paid.odemeTarihi).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers only the first failing rule, in the order of admin spec §5', async () => {
    const steps: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { kampId: 'Kamp seçimi zorunludur.' }],
      [{ kampId: '', kullaniciId: '', toplamTl: -1 }, { kampId: 'Kamp seçimi zorunludur.' }],
      [{ kampId: campId, kullaniciId: '  ', toplamTl: -1 }, { kullaniciId: 'Kullanıcı ID zorunludur.' }],
      [{ kampId: campId, kullaniciId: userId, toplamTl: -0.01, toplamEuro: -1, toplamUsd: -1 }, { toplamTl: 'Toplam TL 0 veya daha büyük olmalıdır.' }],
      [{ kampId: campId, kullaniciId: userId, toplamTl: 0, toplamEuro: -1, toplamUsd: -1 }, { toplamEuro: 'Toplam EURO 0 veya daha büyük olmalıdır.' }],
      [{ kampId: campId, kullaniciId: userId, toplamTl: 0, toplamEuro: 0, toplamUsd: -1 }, { toplamUsd: 'Toplam USD 0 veya daha büyük olmalıdır.' }],
      [{ kampId: campId, kullaniciId: userId, toplamTl: 0, toplamEuro: 0 }, { toplamUsd: 'Toplam USD 0 veya daha büyük olmalıdır.' }],
      [{ kampId: campId, kullaniciId: userId, toplamTl: 10.005, toplamEuro: 0, toplamUsd: 0 }, { toplamTl: 'Toplam TL en fazla 2 ondalık basamak içerebilir.' }],
    ];
    for (const [payload, hatalar] of steps) {
      for (const c of [{ method: 'POST', url: '/api/odemedetay' }, { method: 'POST', url: `/api/odemedetay/${UNKNOWN_ID}` }] as const) {
        const res = await as(admin, { ...c, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(body(res).hatalar).toEqual(hatalar);
      }
    }
  });

  it("answers an unknown camp, then an unknown user, on their fields", async () => {
    const both = await as(admin, { method: 'POST', url: '/api/odemedetay', payload: valid({ kampId: UNKNOWN_ID, kullaniciId: UNKNOWN_ID }) });
    expect(both.statusCode).toBe(422);
    expect(body(both).hatalar).toEqual({ kampId: 'Kamp bulunamadı.' });
    const user = await as(admin, { method: 'POST', url: '/api/odemedetay', payload: valid({ kullaniciId: UNKNOWN_ID }) });
    expect(body(user).hatalar).toEqual({ kullaniciId: 'Kullanıcı bulunamadı.' });
    const malformed = await as(admin, { method: 'POST', url: '/api/odemedetay', payload: valid({ kullaniciId: 'ayse' }) });
    expect(body(malformed).hatalar).toEqual({ kullaniciId: 'Kullanıcı bulunamadı.' });
  });

  it('stores money exactly with 2 decimals and the texts of admin spec §8', async () => {
    const created = await createDetail({ toplamTl: 0.1 + 0.2, toplamEuro: 12345678.99, toplamUsd: 1628.57 });
    expect(created).toMatchObject({ toplamTl: 0.3, toplamEuro: 12345678.99, toplamUsd: 1628.57, odemeDurumu: false, odemeTarihi: null, bankaReferansNo: null, kullaniciAdSoyad: 'Ayşe Yılmaz' });
    const [stored] = await t.db.select({ tl: odemeDetaylari.toplamTl }).from(odemeDetaylari).where(eq(odemeDetaylari.id, created.id));
    expect(stored!.tl).toBe(0.3);
    const updated = await as(admin, { method: 'POST', url: `/api/odemedetay/${created.id}`, payload: valid({ kampId: otherCampId, toplamTl: 250.5, odemeDurumu: true, odemeTarihi: '2026-01-15' }) });
    expect(updated.statusCode).toBe(200);
    expect(body(updated)).toMatchObject({ basarili: true, mesaj: 'Ödeme detay başarıyla güncellendi.', veri: { kampId: otherCampId, toplamTl: 250.5, odemeDurumu: true, odemeTarihi: '2026-01-14T21:00:00.000Z' } });
    const unpaid = await as(admin, { method: 'POST', url: `/api/odemedetay/${created.id}`, payload: valid({ odemeDurumu: false, odemeTarihi: '2026-01-15' }) });
    expect(body<PaymentDetail>(unpaid).veri.odemeTarihi).toBeNull();
    const deleted = await as(admin, { method: 'DELETE', url: `/api/odemedetay/${created.id}` });
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: 'Ödeme detayı başarıyla silindi.' });
  });

  it('keeps a card payment: totals, paid flag and date cannot change (409), other saves leave them as they are', async () => {
    const paid = await cardPaid();
    const same = { kampId: paid.kampId, kullaniciId: paid.kullaniciId, toplamTl: paid.toplamTl, toplamEuro: paid.toplamEuro, toplamUsd: paid.toplamUsd, odemeDurumu: true };
    for (const change of [{ toplamTl: 1 }, { toplamUsd: 1628.58 }, { odemeDurumu: false }, { odemeTarihi: '2020-01-01' }]) {
      const res = await as(admin, { method: 'POST', url: `/api/odemedetay/${paid.id}`, payload: { ...same, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(body(res).mesaj).toBe(M.cardPaidLocked);
    }
    const resaved = await as(admin, { method: 'POST', url: `/api/odemedetay/${paid.id}`, payload: same });
    expect(resaved.statusCode).toBe(200);
    const [after] = await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.id, paid.id));
    expect(after).toEqual(paid);
  });

  it("keeps a registration's camp and user on its payment detail (409)", async () => {
    const paid = await cardPaid();
    const res = await as(admin, { method: 'POST', url: `/api/odemedetay/${paid.id}`, payload: { kampId: otherCampId, kullaniciId: paid.kullaniciId, toplamTl: paid.toplamTl, toplamEuro: paid.toplamEuro, toplamUsd: paid.toplamUsd, odemeDurumu: true } });
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe(M.registrationLocked);
  });

  it('refuses to delete a card-paid record (409) and keeps it', async () => {
    const paid = await cardPaid();
    const res = await as(admin, { method: 'DELETE', url: `/api/odemedetay/${paid.id}` });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Kartla ödenmiş bir ödeme detayı silinemez.' });
    expect(await t.db.select({ id: odemeDetaylari.id }).from(odemeDetaylari).where(eq(odemeDetaylari.id, paid.id))).toHaveLength(1);
  });

  it('deletes a record paid by hand (no bank reference)', async () => {
    const created = await createDetail({ odemeDurumu: true });
    expect(created.odemeTarihi).not.toBeNull();
    const res = await as(admin, { method: 'DELETE', url: `/api/odemedetay/${created.id}` });
    expect(res.statusCode).toBe(200);
  });
});

/** A registration of the member on a seeded option, with its unpaid payment detail and, optionally, a discount code use. */
async function makeRegistration(opts: { withCode?: boolean; paid?: boolean; attempt?: { durum: string; minutesAgo: number } } = {}) {
  const [option] = await t.db.select().from(konaklamaSecenekleri).limit(1);
  let codeId: string | null = null;
  if (opts.withCode) {
    const [code] = await t.db
      .insert(ekipIndirimKodlari)
      .values({ kodAdi: `SIL${Math.random().toString(36).slice(2, 8)}`, indirimOrani: 10, baslangicTarihi: '2026-01-01', bitisTarihi: '2030-01-01', maksimumKullanimSayisi: 5, kullanimSayisi: 1 })
      .returning({ id: ekipIndirimKodlari.id });
    codeId = code!.id;
  }
  const [reg] = await t.db
    .insert(kampaKayitlari)
    .values({ kullaniciId: userId, kampId: option!.kampId, konaklamaSecenegiId: option!.id, konaklamaTipiAdi: 'Tek', odenecekTl: 1000, ekipIndirimKoduId: codeId, yetiskinler: [{ adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: '10000000146' }] })
    .returning({ id: kampaKayitlari.id });
  await t.db.insert(odemeDetaylari).values({ kampaKayitId: reg!.id, kampId: option!.kampId, kullaniciId: userId, toplamTl: 1000, odemeDurumu: opts.paid ?? false });
  if (opts.attempt) {
    await t.db.insert(odemeIslemleri).values({
      siparisNo: `K${Math.random().toString(36).slice(2, 12)}`,
      kaynak: 'kamp',
      kampaKayitId: reg!.id,
      kullaniciId: userId,
      tutarKurus: 100000,
      paraBirimi: '949',
      durum: opts.attempt.durum,
      olusturmaTarihi: new Date(Date.now() - opts.attempt.minutesAgo * 60_000),
    });
  }
  return { id: reg!.id, optionId: option!.id, codeId };
}

const roomsTaken = async (optionId: string) => (await t.db.select({ n: konaklamaSecenekleri.doluOdaSayisi }).from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.id, optionId)))[0]!.n;
const setRoomsTaken = (optionId: string, n: number) => t.db.update(konaklamaSecenekleri).set({ doluOdaSayisi: n }).where(eq(konaklamaSecenekleri.id, optionId));
const exists = async (id: string) => (await t.db.select({ id: kampaKayitlari.id }).from(kampaKayitlari).where(eq(kampaKayitlari.id, id))).length === 1;

describe('GET /api/kampakayit?tumu=true as the admin table reads it', () => {
  it('parses with adminRegistrationSchema, with the registration date and skill level names', async () => {
    const res = await as(admin, { method: 'GET', url: '/api/kampakayit?tumu=true' });
    expect(res.statusCode).toBe(200);
    const rows = z.array(adminRegistrationSchema).parse(body(res).veri);
    const paid = rows.find((r) => r.odemeDurumu && r.cocuklar611.length > 0)!;
    expect(paid.olusturmaTarihi).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(paid.cocuklar611[0]!.kaymaSeviyesiAdi).toBe('Başlangıç');
  });
});

describe('DELETE /api/kampakayit/{id}', { timeout: 30000 }, () => {
  it('is Admin only: 401 for visitors, 403 for members', async () => {
    const reg = await makeRegistration();
    const guest = await as(undefined, { method: 'DELETE', url: `/api/kampakayit/${reg.id}` });
    expect(guest.statusCode).toBe(401);
    const res = await as(member, { method: 'DELETE', url: `/api/kampakayit/${reg.id}` });
    expect(res.statusCode).toBe(403);
    expect(await exists(reg.id)).toBe(true);
  });

  it('404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const res = await as(admin, { method: 'DELETE', url: `/api/kampakayit/${id}` });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Kayıt bulunamadı.' });
    }
  });

  it('deletes the registration with its unpaid detail and gives back the room and the code use', async () => {
    const reg = await makeRegistration({ withCode: true, attempt: { durum: 'reddedildi', minutesAgo: 5 } });
    await setRoomsTaken(reg.optionId, 1);
    const res = await as(admin, { method: 'DELETE', url: `/api/kampakayit/${reg.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ basarili: true, veri: null, mesaj: 'Kayıt başarıyla silindi.' });
    expect(await exists(reg.id)).toBe(false);
    expect(await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, reg.id))).toHaveLength(0);
    expect(await roomsTaken(reg.optionId)).toBe(0);
    const [code] = await t.db.select({ n: ekipIndirimKodlari.kullanimSayisi }).from(ekipIndirimKodlari).where(eq(ekipIndirimKodlari.id, reg.codeId!));
    expect(code!.n).toBe(0);
  });

  it('never takes the room count below 0', async () => {
    const reg = await makeRegistration();
    await setRoomsTaken(reg.optionId, 0);
    expect((await as(admin, { method: 'DELETE', url: `/api/kampakayit/${reg.id}` })).statusCode).toBe(200);
    expect(await roomsTaken(reg.optionId)).toBe(0);
  });

  it("refuses a paid registration (or one whose charge awaits a refund) with 'Ödemesi alınmış kayıt silinemez.' and changes nothing", async () => {
    for (const reg of [
      await makeRegistration({ paid: true, withCode: true }),
      await makeRegistration({ attempt: { durum: 'onaylandi', minutesAgo: 60 } }),
      await makeRegistration({ attempt: { durum: 'iade', minutesAgo: 60 } }),
    ]) {
      await setRoomsTaken(reg.optionId, 2);
      const res = await as(admin, { method: 'DELETE', url: `/api/kampakayit/${reg.id}` });
      expect(res.statusCode).toBe(409);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Ödemesi alınmış kayıt silinemez.' });
      expect(await exists(reg.id)).toBe(true);
      expect(await roomsTaken(reg.optionId)).toBe(2);
    }
  });

  it('refuses while a card payment is at the bank, allows once it is abandoned (30 minutes)', async () => {
    const atBank = await makeRegistration({ attempt: { durum: 'baslatildi', minutesAgo: 2 } });
    const res = await as(admin, { method: 'DELETE', url: `/api/kampakayit/${atBank.id}` });
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe(M.paymentInFlight);
    const detail = (await t.db.select({ id: odemeDetaylari.id }).from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, atBank.id)))[0]!;
    expect((await as(admin, { method: 'DELETE', url: `/api/odemedetay/${detail.id}` })).statusCode).toBe(409);

    const abandoned = await makeRegistration({ attempt: { durum: 'baslatildi', minutesAgo: 45 } });
    expect((await as(admin, { method: 'DELETE', url: `/api/kampakayit/${abandoned.id}` })).statusCode).toBe(200);
    expect(await t.db.select().from(odemeIslemleri).where(and(eq(odemeIslemleri.kampaKayitId, abandoned.id)))).toHaveLength(0);
  });
});
