/**
 * Accommodation options, admin side (admin spec §2, §4, §5, §7, §8): what the generated contract
 * test does not cover — the server-decided counts and euro/USD prices, the hotel and cascade
 * checks, rooms below those taken, the list's query filters, delete with registrations, the bulk
 * create, the TL conversion, and an option created active with a price reaching the member
 * side's registration choices. Rates are the local demo rates (36.5000 €, 34.2500 $).
 */
import { eq, isNotNull } from 'drizzle-orm';
import { OPTION_MESSAGES, type AccommodationOption } from '@skiclub/shared/schemas/admin';
import { kampUcretTipleri, kampaKayitlari, kamplar, konaklamaSecenekleri, konaklamaTipleri, odaTipleri, oteller, sehirler, ulkeler } from '../../db/schema';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';
import { BULK_PATH, CONVERSION_PATH, OPTION_ACTION, OPTION_PATH } from './accommodation-options';

let t: TestContext, admin: string, member: string;
beforeAll(async () => ({ t, admin, member } = await openTestContext()));
afterAll(() => t.close());


/** A fresh country → city → hotel (+ another hotel) → room types → accommodation types → camp. */
async function fixture() {
  const n = Math.random().toString(36).slice(2, 8);
  const [ulke] = await t.db.insert(ulkeler).values({ ulkeAdi: `Test Ülke ${n}` }).returning();
  const [sehir] = await t.db.insert(sehirler).values({ sehirAdi: `Test Şehir ${n}`, ulkeId: ulke!.id }).returning();
  const [otel, otherOtel] = await t.db
    .insert(oteller)
    .values([
      { otelAdi: `Test Otel ${n}`, ulkeId: ulke!.id, sehirId: sehir!.id },
      { otelAdi: `Diğer Otel ${n}`, ulkeId: ulke!.id, sehirId: sehir!.id },
    ])
    .returning();
  const [oda, emptyOda, otherOda] = await t.db
    .insert(odaTipleri)
    .values([
      { odaTipiAdi: 'Standart', otelId: otel!.id },
      { odaTipiAdi: 'Boş Oda', otelId: otel!.id },
      { odaTipiAdi: 'Standart', otelId: otherOtel!.id },
    ])
    .returning();
  const [tek, cift, aile, otherType] = await t.db
    .insert(konaklamaTipleri)
    .values([
      { konaklamaTipiAdi: 'Tek Kişilik', odaTipiId: oda!.id, yetiskinSayisi: 1 },
      { konaklamaTipiAdi: 'Çift Kişilik', odaTipiId: oda!.id, yetiskinSayisi: 2 },
      { konaklamaTipiAdi: 'Aile', odaTipiId: oda!.id, yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 1 },
      { konaklamaTipiAdi: 'Tek Kişilik', odaTipiId: otherOda!.id, yetiskinSayisi: 1 },
    ])
    .returning();
  const [fee] = await t.db.insert(kampUcretTipleri).values({ ad: `Ücret ${n}` }).returning();
  const [kamp] = await t.db
    .insert(kamplar)
    .values({ kampAdi: `Test Kampı ${n}`, ulkeId: ulke!.id, sehirId: sehir!.id, otelId: otel!.id, kampUcretTipiId: fee!.id, baslangicTarihi: '2099-01-10', bitisTarihi: '2099-01-17' })
    .returning();
  return { ulke: ulke!, sehir: sehir!, otel: otel!, oda: oda!, emptyOda: emptyOda!, otherOda: otherOda!, tek: tek!, cift: cift!, aile: aile!, otherType: otherType!, kamp: kamp! };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/** A full form body for `type` of the fixture's camp. */
const formBody = (f: Fixture, konaklamaTipiId: string, extra: Record<string, unknown> = {}) => ({
  ulkeId: f.ulke.id,
  sehirId: f.sehir.id,
  otelId: f.otel.id,
  odaTipiId: f.oda.id,
  kampId: f.kamp.id,
  konaklamaTipiId,
  toplamOdaSayisi: 3,
  tlFiyati: 12345.67,
  aktif: true,
  ...extra,
});

describe('admin only', () => {
  it('401 for visitors and 403 for members on the bulk create and the TL conversion', async () => {
    for (const c of [
      { method: 'POST' as const, url: BULK_PATH, payload: { kampId: UNKNOWN_ID, odaTipiId: UNKNOWN_ID } },
      { method: 'POST' as const, url: CONVERSION_PATH, payload: { tl: 10 } },
    ]) {
      expect((await call(t.app, c)).statusCode).toBe(401);
      expect((await call(t.app, { ...c, token: member })).statusCode).toBe(403);
    }
  });
});

describe(`${OPTION_PATH} (factory resource with server-decided values)`, () => {
  it('copies the counts from the type and converts the TL price (client counts and prices ignored)', async () => {
    const f = await fixture();
    const res = await call(t.app, {
      method: 'POST',
      url: OPTION_PATH,
      token: admin,
      payload: { ...formBody(f, f.aile.id, { yetiskinSayisi: 3, cocuk06Sayisi: 0, euroFiyati: 999, usdFiyati: 999 }), recaptchaToken: t.human(OPTION_ACTION) },
    });
    expect(res.statusCode).toBe(201);
    expect(body(res)).toMatchObject({ basarili: true, mesaj: 'Konaklama seçeneği başarıyla eklendi.' });
    // 12 345,67 TL / 36.5 = 338.2375… €, / 34.25 = 360.4575… $
    expect(body<AccommodationOption>(res).veri).toEqual({
      id: expect.any(String),
      kampId: f.kamp.id,
      kampAdi: f.kamp.kampAdi,
      konaklamaTipiId: f.aile.id,
      konaklamaTipiAdi: 'Aile',
      odaTipiId: f.oda.id,
      odaTipiAdi: 'Standart',
      otelId: f.otel.id,
      otelAdi: f.otel.otelAdi,
      sehirId: f.sehir.id,
      ulkeId: f.ulke.id,
      yetiskinSayisi: 2,
      cocuk06Sayisi: 1,
      cocuk611Sayisi: 1,
      toplamOdaSayisi: 3,
      doluOdaSayisi: 0,
      tlFiyati: 12345.67,
      euroFiyati: 338.24,
      usdFiyati: 360.46,
      aktif: true,
    });

    const id = body<AccommodationOption>(res).veri.id;
    const updated = await call(t.app, { method: 'POST', url: `${OPTION_PATH}/${id}`, token: admin, payload: formBody(f, f.aile.id, { tlFiyati: 0.05, aktif: false }) });
    expect(updated.statusCode).toBe(200);
    // 0.05 TL / 36.5 = 0.0013… € → 0.00
    expect(body<AccommodationOption>(updated).veri).toMatchObject({ tlFiyati: 0.05, euroFiyati: 0, usdFiyati: 0, aktif: false });
  });

  it('422 on the field for a type of another hotel, a cascade that does not match, or an unknown camp', async () => {
    const f = await fixture();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [formBody(f, f.otherType.id, { odaTipiId: undefined }), { konaklamaTipiId: OPTION_MESSAGES.typeNotOfHotel }],
      [formBody(f, f.tek.id, { odaTipiId: f.otherOda.id }), { odaTipiId: OPTION_MESSAGES.cascadeMismatch }],
      [formBody(f, f.tek.id, { sehirId: UNKNOWN_ID, ulkeId: UNKNOWN_ID }), { sehirId: OPTION_MESSAGES.cascadeMismatch, ulkeId: OPTION_MESSAGES.cascadeMismatch }],
      [formBody(f, f.tek.id, { kampId: UNKNOWN_ID, ulkeId: undefined, sehirId: undefined, otelId: undefined }), { kampId: OPTION_MESSAGES.campNotFound }],
      [formBody(f, UNKNOWN_ID, { odaTipiId: undefined }), { konaklamaTipiId: OPTION_MESSAGES.typeNotFound }],
    ];
    for (const [payload, hatalar] of cases) {
      const res = await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).hatalar).toEqual(hatalar);
    }
    expect(await t.db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.kampId, f.kamp.id))).toEqual([]);
  });

  it('422 with the spec’s messages for missing selections, rooms below 1 and a negative or over-precise TL price', async () => {
    const f = await fixture();
    const empty = await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: { toplamOdaSayisi: 1, tlFiyati: 0 } });
    expect(body(empty).hatalar).toEqual({ kampId: 'Kamp seçimi zorunludur.', konaklamaTipiId: 'Konaklama tipi seçimi zorunludur.' });
    const bad = await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: formBody(f, f.tek.id, { toplamOdaSayisi: 0, tlFiyati: -1, otelId: '' }) });
    expect(body(bad).hatalar).toEqual({ toplamOdaSayisi: 'Toplam oda sayısı en az 1 olmalıdır.', tlFiyati: 'TL fiyatı 0 veya daha büyük olmalıdır.', otelId: 'Otel seçimi zorunludur.' });
    const cents = await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: formBody(f, f.tek.id, { tlFiyati: 10.005 }) });
    expect(body(cents).hatalar).toEqual({ tlFiyati: OPTION_MESSAGES.tlStep });
  });

  it('refuses rooms below those already taken with a 422 on toplamOdaSayisi (not the check’s 500)', async () => {
    const f = await fixture();
    const created = body<AccommodationOption>(await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: formBody(f, f.cift.id) })).veri;
    await t.db.update(konaklamaSecenekleri).set({ doluOdaSayisi: 2 }).where(eq(konaklamaSecenekleri.id, created.id));
    const res = await call(t.app, { method: 'POST', url: `${OPTION_PATH}/${created.id}`, token: admin, payload: formBody(f, f.cift.id, { toplamOdaSayisi: 1 }) });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ toplamOdaSayisi: 'Toplam oda sayısı dolu oda sayısından (2) az olamaz.' });
    const ok = await call(t.app, { method: 'POST', url: `${OPTION_PATH}/${created.id}`, token: admin, payload: formBody(f, f.cift.id, { toplamOdaSayisi: 2 }) });
    expect(body<AccommodationOption>(ok).veri).toMatchObject({ toplamOdaSayisi: 2, doluOdaSayisi: 2 });
  });

  it('filters the list by kampId, odaTipiId and konaklamaTipiId', async () => {
    const f = await fixture();
    for (const type of [f.tek, f.cift]) await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: formBody(f, type.id) });
    const list = async (query: string) => body<AccommodationOption[]>(await call(t.app, { method: 'GET', url: `${OPTION_PATH}?${query}`, token: admin })).veri;
    expect((await list(`kampId=${f.kamp.id}`)).map((o) => o.konaklamaTipiAdi)).toEqual(['Çift Kişilik', 'Tek Kişilik']);
    expect((await list(`odaTipiId=${f.oda.id}`)).map((o) => o.konaklamaTipiAdi)).toEqual(['Çift Kişilik', 'Tek Kişilik']);
    expect((await list(`kampId=${f.kamp.id}&konaklamaTipiId=${f.tek.id}`)).map((o) => o.konaklamaTipiAdi)).toEqual(['Tek Kişilik']);
    expect(await list(`odaTipiId=${f.otherOda.id}`)).toEqual([]);
    expect(await list('kampId=bozuk')).toEqual([]);
    expect((await list('')).length).toBeGreaterThan(2);
  });

  it('409 when deleting an option that has registrations', async () => {
    const [used] = await t.db.select({ id: kampaKayitlari.konaklamaSecenegiId }).from(kampaKayitlari).where(isNotNull(kampaKayitlari.konaklamaSecenegiId)).limit(1);
    const res = await call(t.app, { method: 'DELETE', url: `${OPTION_PATH}/${used!.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: OPTION_MESSAGES.inUse });
  });

  it('an option created active with a price appears in the member side’s registration choices', async () => {
    const f = await fixture();
    await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: formBody(f, f.tek.id, { tlFiyati: 15000 }) });
    await call(t.app, { method: 'POST', url: BULK_PATH, token: admin, payload: { kampId: f.kamp.id, odaTipiId: f.oda.id } });
    const res = await call(t.app, { method: 'GET', url: '/api/KampaKayit/secenekler', token: member });
    const camps = body<{ kampId: string; konaklamaSecenekleri: { konaklamaTipiAdi: string; tlFiyati: number; euroFiyati: number }[] }[]>(res).veri;
    const camp = camps.find((c) => c.kampId === f.kamp.id);
    // the bulk-created ones are inactive, so only the priced one shows
    expect(camp?.konaklamaSecenekleri).toEqual([expect.objectContaining({ konaklamaTipiAdi: 'Tek Kişilik', tlFiyati: 15000, euroFiyati: 410.96 })]);
  });
});

describe(`POST ${BULK_PATH}`, () => {
  it('creates one inactive, zero-priced option per missing type of the room type, once', async () => {
    const f = await fixture();
    const existing = body<AccommodationOption>(await call(t.app, { method: 'POST', url: OPTION_PATH, token: admin, payload: formBody(f, f.tek.id) })).veri;
    const res = await call(t.app, { method: 'POST', url: BULK_PATH, token: admin, payload: { kampId: f.kamp.id, odaTipiId: f.oda.id, recaptchaToken: t.human(OPTION_ACTION) } });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ basarili: true, veri: { olusturulan: 2 }, mesaj: '2 kayıt başarıyla oluşturuldu' });
    const rows = await t.db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.kampId, f.kamp.id));
    const byType = new Map(rows.map((r) => [r.konaklamaTipiId, r]));
    expect(rows).toHaveLength(3);
    expect(byType.get(f.tek.id)).toMatchObject({ id: existing.id, aktif: true, tlFiyati: 12345.67, toplamOdaSayisi: 3 });
    expect(byType.get(f.aile.id)).toMatchObject({ aktif: false, tlFiyati: 0, euroFiyati: 0, usdFiyati: 0, toplamOdaSayisi: 1, doluOdaSayisi: 0, yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 1 });
    expect(byType.get(f.cift.id)).toMatchObject({ aktif: false, tlFiyati: 0, toplamOdaSayisi: 1, yetiskinSayisi: 2, cocuk06Sayisi: 0 });

    const again = await call(t.app, { method: 'POST', url: BULK_PATH, token: admin, payload: { kampId: f.kamp.id, odaTipiId: f.oda.id } });
    expect(body(again)).toEqual({ basarili: true, veri: { olusturulan: 0 }, mesaj: '0 kayıt başarıyla oluşturuldu' });
    expect(await t.db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.kampId, f.kamp.id))).toHaveLength(3);
  });

  it("422 'Seçili oda tipine bağlı konaklama tipi bulunamadı.' for a room type without types", async () => {
    const f = await fixture();
    const res = await call(t.app, { method: 'POST', url: BULK_PATH, token: admin, payload: { kampId: f.kamp.id, odaTipiId: f.emptyOda.id } });
    expect(res.statusCode).toBe(422);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: OPTION_MESSAGES.bulkNoTypes, hatalar: { odaTipiId: OPTION_MESSAGES.bulkNoTypes } });
  });

  it('422 on the field for a room type of another hotel, unknown ids, a missing body or a failed verification', async () => {
    const f = await fixture();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kampId: f.kamp.id, odaTipiId: f.otherOda.id }, { odaTipiId: OPTION_MESSAGES.roomTypeNotOfHotel }],
      [{ kampId: UNKNOWN_ID, odaTipiId: UNKNOWN_ID }, { kampId: OPTION_MESSAGES.campNotFound, odaTipiId: OPTION_MESSAGES.roomTypeNotFound }],
      [{}, { kampId: 'Kamp seçimi zorunludur.', odaTipiId: 'Oda tipi seçimi zorunludur.' }],
      [{ kampId: f.kamp.id, odaTipiId: f.oda.id, recaptchaToken: t.human('baska') }, { recaptchaToken: expect.any(String) as string }],
    ];
    for (const [payload, hatalar] of cases) {
      const res = await call(t.app, { method: 'POST', url: BULK_PATH, token: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).hatalar).toEqual(hatalar);
    }
    expect(await t.db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.kampId, f.kamp.id))).toEqual([]);
  });
});

describe(`POST ${CONVERSION_PATH}`, () => {
  it('converts TL to euro and USD exactly with the rate date', async () => {
    const res = await call(t.app, { method: 'POST', url: CONVERSION_PATH, token: admin, payload: { tl: 41250.5 } });
    expect(res.statusCode).toBe(200);
    // 41 250,50 / 36.5 = 1130.1506… €, / 34.25 = 1204.3941… $
    expect(body(res).veri).toMatchObject({ euro: 1130.15, usd: 1204.39, guncel: true, kurTarihi: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('422 with Turkish field errors for a missing, negative or over-precise amount', async () => {
    for (const [payload, mesaj] of [
      [{}, 'TL tutarı alanı zorunludur.'],
      [{ tl: -0.01 }, 'TL tutarı 0 veya daha büyük olmalıdır.'],
      [{ tl: '10' }, 'TL tutarı alanı zorunludur.'],
      [{ tl: 1.001 }, OPTION_MESSAGES.tlAmountStep],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url: CONVERSION_PATH, token: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res).hatalar).toEqual({ tl: mesaj });
    }
  });
});
