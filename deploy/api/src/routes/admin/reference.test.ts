/**
 * What is special about the reference resources (admin spec §2, §3, §5, §7); the generic
 * guarantees (401/403/422/409/404 on every route) are the contract test's. Here: lists carry the
 * joined names, names are unique per parent ignoring case and Turkish letters, a referenced row
 * cannot be deleted, an unknown parent is a 422 on its field, a hotel's city must be of its
 * country, accommodation types read one by id and check their counts, genders and discount codes
 * update with PUT, and a discount code's maximum cannot go below its usage so far.
 */
import { eq } from 'drizzle-orm';
import type { AccommodationType, AdminCity, DiscountCode, Gender, Hotel, RoomType } from '@skiclub/shared/schemas/admin';
import { REFERENCE_MESSAGES as M } from '@skiclub/shared/schemas/admin';
import { ekipIndirimKodlari } from '../../db/schema';
import { VERIFICATION_FAILED } from '../../lib/verifier';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';
import { REFERENCE_API_MESSAGES as A } from './reference';

let t: TestContext, admin: string;
beforeAll(async () => ({ t, admin } = await openTestContext()));
afterAll(() => t.close());

const get = async <T,>(url: string) => body<T>(await call(t.app, { method: 'GET', url, token: admin })).veri;
const post = (url: string, payload: object) => call(t.app, { method: 'POST', url, token: admin, payload });
const put = (url: string, payload: object) => call(t.app, { method: 'PUT', url, token: admin, payload });
const remove = (url: string) => call(t.app, { method: 'DELETE', url, token: admin });
/** A seeded city by name (Turkish provinces first: a test adds an 'Erzurum' in Austria). */
const cityNamed = async (name: string) => {
  const matches = (await get<AdminCity[]>('/api/sehir')).filter((c) => c.sehirAdi === name);
  return (matches.find((c) => c.ulkeAdi === 'Türkiye') ?? matches[0])!;
};

describe('/api/sehir', () => {
  it('lists the 81 provinces with their country’s name', async () => {
    const cities = await get<AdminCity[]>('/api/sehir');
    const turkish = cities.filter((c) => c.ulkeAdi === 'Türkiye');
    expect(turkish).toHaveLength(81);
    expect(cities.find((c) => c.sehirAdi === 'Innsbruck')).toMatchObject({ ulkeAdi: 'Avusturya', aktif: true });
  });

  it('a city name is unique within its country only (ignoring case and Turkish letters) → 409 on sehirAdi', async () => {
    const erzurum = await cityNamed('Erzurum');
    const dup = await post('/api/sehir', { ulkeId: erzurum.ulkeId, sehirAdi: 'ERZURUM' });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toEqual({ basarili: false, veri: null, mesaj: A.cityExists, hatalar: { sehirAdi: A.cityExists } });
    const innsbruck = await cityNamed('Innsbruck');
    const elsewhere = await post('/api/sehir', { ulkeId: innsbruck.ulkeId, sehirAdi: 'Erzurum' });
    expect(elsewhere.statusCode).toBe(201);
    expect(body<AdminCity>(elsewhere)).toMatchObject({ mesaj: M.cityAdded, veri: { sehirAdi: 'Erzurum', ulkeAdi: 'Avusturya', aktif: true } });
  });

  it('the spec’s field messages; an unknown country is a 422 on ulkeId, a wrong verification action too', async () => {
    const res = await post('/api/sehir', { sehirAdi: 'K' });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ ulkeId: 'Ülke seçimi zorunludur.', sehirAdi: 'Şehir adı en az 2 karakter olmalıdır.' });
    const unknown = await post('/api/sehir', { ulkeId: UNKNOWN_ID, sehirAdi: 'Hayalet' });
    expect(unknown.statusCode).toBe(422);
    expect(body(unknown).hatalar).toEqual({ ulkeId: A.unknownCountry });
    const erzurum = await cityNamed('Erzurum');
    const wrong = await post('/api/sehir', { ulkeId: erzurum.ulkeId, sehirAdi: 'Oltu', recaptchaToken: t.human('otel') });
    expect(body(wrong).hatalar).toEqual({ recaptchaToken: VERIFICATION_FAILED });
    expect((await post('/api/sehir', { ulkeId: erzurum.ulkeId, sehirAdi: 'Oltu', recaptchaToken: t.human('sehir') })).statusCode).toBe(201);
  });

  it('a city with hotels cannot be deleted: 409 with its message, and it stays', async () => {
    const erzurum = await cityNamed('Erzurum');
    const res = await remove(`/api/sehir/${erzurum.id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: 'Bu şehir başka kayıtlarda kullanıldığı için silinemez.' });
    expect(await cityNamed('Erzurum')).toBeDefined();
  });
});

describe('/api/otel', () => {
  it('lists hotels with country and city names', async () => {
    const hotels = await get<Hotel[]>('/api/otel');
    expect(hotels.find((h) => h.otelAdi === 'Polat Palandöken')).toMatchObject({ ulkeAdi: 'Türkiye', sehirAdi: 'Erzurum' });
  });

  it('refuses a city of another country and an unknown city with a 422 on sehirId; writes nothing', async () => {
    const innsbruck = await cityNamed('Innsbruck');
    const erzurum = await cityNamed('Erzurum');
    const before = (await get<Hotel[]>('/api/otel')).length;
    const other = await post('/api/otel', { ulkeId: erzurum.ulkeId, sehirId: innsbruck.id, otelAdi: 'Yanlış Otel' });
    expect(other.statusCode).toBe(422);
    expect(body(other).hatalar).toEqual({ sehirId: A.cityOfOtherCountry });
    const unknown = await post('/api/otel', { ulkeId: erzurum.ulkeId, sehirId: UNKNOWN_ID, otelAdi: 'Yanlış Otel' });
    expect(body(unknown).hatalar).toEqual({ sehirId: A.unknownCity });
    const polat = (await get<Hotel[]>('/api/otel')).find((h) => h.otelAdi === 'Polat Palandöken')!;
    const moved = await post(`/api/otel/${polat.id}`, { ulkeId: innsbruck.ulkeId, sehirId: erzurum.id, otelAdi: polat.otelAdi });
    expect(body(moved).hatalar).toEqual({ sehirId: A.cityOfOtherCountry });
    expect((await get<Hotel[]>('/api/otel')).length).toBe(before);
  });

  it('the spec’s messages; the same name in another city is allowed, in the same city 409', async () => {
    const res = await post('/api/otel', {});
    expect(body(res).hatalar).toEqual({ ulkeId: 'Ülke seçimi zorunludur.', sehirId: 'Şehir seçimi zorunludur.', otelAdi: 'Otel adı alanı zorunludur.' });
    const short = await post('/api/otel', { otelAdi: 'X' });
    expect(body(short).hatalar).toMatchObject({ otelAdi: 'Otel adı en az 2 karakter olmalıdır.' });
    const kayseri = await cityNamed('Kayseri');
    const erzurum = await cityNamed('Erzurum');
    expect((await post('/api/otel', { ulkeId: kayseri.ulkeId, sehirId: kayseri.id, otelAdi: 'Polat Palandöken' })).statusCode).toBe(201);
    const dup = await post('/api/otel', { ulkeId: erzurum.ulkeId, sehirId: erzurum.id, otelAdi: 'polat palandoken' });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).hatalar).toEqual({ otelAdi: A.hotelExists });
  });
});

describe('/api/odatipi and /api/KonaklamaTipi', () => {
  it('room types carry their hotel’s name; a room type with accommodation types cannot be deleted', async () => {
    const rooms = await get<RoomType[]>('/api/odatipi');
    const room = rooms.find((r) => r.otelAdi === 'Polat Palandöken' && r.odaTipiAdi === 'Standart Oda')!;
    expect(room).toBeDefined();
    const res = await remove(`/api/odatipi/${room.id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe(A.roomTypeInUse);
    const bad = await post('/api/odatipi', { otelId: UNKNOWN_ID, odaTipiAdi: 'Suit' });
    expect(body(bad).hatalar).toEqual({ otelId: A.unknownHotel });
    expect(body(await post('/api/odatipi', {})).hatalar).toEqual({ otelId: 'Otel seçimi zorunludur.', odaTipiAdi: 'Oda tipi adı alanı zorunludur.' });
  });

  it('accommodation types: defaults 1 adult and no children, the counts’ messages, GET by id with the hotel name', async () => {
    const room = (await get<RoomType[]>('/api/odatipi')).find((r) => r.otelAdi === 'Polat Palandöken' && r.odaTipiAdi === 'Suit')!;
    const created = await post('/api/KonaklamaTipi', { odaTipiId: room.id, konaklamaTipiAdi: 'Tek Kişilik Suit' });
    expect(created.statusCode).toBe(201);
    const row = body<AccommodationType>(created).veri;
    expect(row).toMatchObject({ yetiskinSayisi: 1, cocuk06Sayisi: 0, cocuk611Sayisi: 0, odaTipiAdi: 'Suit', otelAdi: 'Polat Palandöken' });
    expect(await get<AccommodationType>(`/api/KonaklamaTipi/${row.id}`)).toEqual(row);
    const bad = await post('/api/KonaklamaTipi', { odaTipiId: room.id, konaklamaTipiAdi: 'K', yetiskinSayisi: 4, cocuk06Sayisi: -1, cocuk611Sayisi: 1.5 });
    expect(body(bad).hatalar).toEqual({
      konaklamaTipiAdi: 'Konaklama tipi adı en az 2 karakter olmalıdır.',
      yetiskinSayisi: 'Yetişkin sayısı 1 ile 3 arasında olmalıdır.',
      cocuk06Sayisi: M.children06,
      cocuk611Sayisi: M.children611,
    });
    expect(body(await post('/api/KonaklamaTipi', { yetiskinSayisi: 0 })).hatalar).toMatchObject({ odaTipiId: 'Oda tipi seçimi zorunludur.', yetiskinSayisi: M.adults });
  });
});

describe('/api/cinsiyet', () => {
  it('updates with PUT and the id in the body; the public active list stays open to visitors', async () => {
    const kiz = (await get<Gender[]>('/api/cinsiyet')).find((g) => g.cinsiyetAdi === 'Kız')!;
    const res = await put('/api/cinsiyet', { id: kiz.id, cinsiyetAdi: 'Kız', aktif: false });
    expect(body(res)).toEqual({ basarili: true, veri: { id: kiz.id, cinsiyetAdi: 'Kız', aktif: false }, mesaj: M.genderUpdated });
    const visitor = await call(t.app, { method: 'GET', url: '/api/cinsiyet/aktif' });
    expect(visitor.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/cinsiyet' })).statusCode).toBe(401);
    await put('/api/cinsiyet', { id: kiz.id, cinsiyetAdi: 'Kız', aktif: true });
  });

  it('a gender or skill level a registered child names cannot be deleted (409); an unused one can', async () => {
    const kiz = (await get<Gender[]>('/api/cinsiyet')).find((g) => g.cinsiyetAdi === 'Kız')!;
    const res = await remove(`/api/cinsiyet/${kiz.id}`);
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: A.genderInUse });
    expect((await get<Gender[]>('/api/cinsiyet')).some((g) => g.id === kiz.id)).toBe(true);
    const levels = await get<{ id: string; kaymaSeviyesiAdi: string }[]>('/api/kaymaseviyesi');
    const beginner = levels.find((l) => l.kaymaSeviyesiAdi === 'Başlangıç')!;
    const refused = await remove(`/api/kaymaseviyesi/${beginner.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).mesaj).toBe(A.skillLevelInUse);
    const fresh = body<Gender>(await post('/api/cinsiyet', { cinsiyetAdi: 'Belirtilmemiş' })).veri;
    expect((await remove(`/api/cinsiyet/${fresh.id}`)).statusCode).toBe(200);
  });
});

describe('/api/kaymaseviyesi', () => {
  it('lists in the levels’ order; a new level goes last and keeps its place when renamed', async () => {
    const before = await get<{ id: string; kaymaSeviyesiAdi: string }[]>('/api/kaymaseviyesi');
    const created = body<{ id: string }>(await post('/api/kaymaseviyesi', { kaymaSeviyesiAdi: 'Antrenör' })).veri;
    await post(`/api/kaymaseviyesi/${created.id}`, { kaymaSeviyesiAdi: 'Aaa Antrenör' });
    const after = await get<{ id: string; kaymaSeviyesiAdi: string }[]>('/api/kaymaseviyesi');
    expect(after.map((l) => l.id)).toEqual([...before.map((l) => l.id), created.id]);
    expect(after.at(-1)!.kaymaSeviyesiAdi).toBe('Aaa Antrenör');
  });
});

describe('/api/ekipindirimikodu', () => {
  const codeNamed = async (kodAdi: string) => (await get<DiscountCode[]>('/api/ekipindirimikodu')).find((c) => c.kodAdi === kodAdi)!;

  it('lists the limit as maksimumKullanimSayisi beside the usage so far; sent as maksimumKullanim with PUT', async () => {
    const sezon = await codeNamed('SEZON2025');
    expect(sezon).toMatchObject({ indirimOrani: 20, maksimumKullanimSayisi: 100, kullanimSayisi: 12 });
    const res = await put('/api/ekipindirimikodu', { id: sezon.id, kodAdi: 'SEZON2025', indirimOrani: 25, baslangicTarihi: sezon.baslangicTarihi, bitisTarihi: sezon.bitisTarihi, maksimumKullanim: 40 });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ mesaj: M.discountCodeUpdated, veri: { id: sezon.id, indirimOrani: 25, maksimumKullanimSayisi: 40, kullanimSayisi: 12 } });
  });

  it('refuses a maximum below the usage so far with a 422 on maksimumKullanim (not a 500); the row is unchanged', async () => {
    const sezon = await codeNamed('SEZON2025');
    const res = await put('/api/ekipindirimikodu', { id: sezon.id, kodAdi: 'SEZON2025', indirimOrani: 20, baslangicTarihi: sezon.baslangicTarihi, bitisTarihi: sezon.bitisTarihi, maksimumKullanim: 11 });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ maksimumKullanim: M.maxBelowUsage });
    const [stored] = await t.db.select().from(ekipIndirimKodlari).where(eq(ekipIndirimKodlari.id, sezon.id));
    expect(stored!.maksimumKullanimSayisi).toBe(sezon.maksimumKullanimSayisi);
    const exact = await put('/api/ekipindirimikodu', { id: sezon.id, kodAdi: 'SEZON2025', indirimOrani: 20, baslangicTarihi: sezon.baslangicTarihi, bitisTarihi: sezon.bitisTarihi, maksimumKullanim: 12 });
    expect(exact.statusCode).toBe(200);
  });

  it('rate 1–100, valid dates with the end not before the start, maximum at least 1; code unique ignoring case', async () => {
    const res = await post('/api/ekipindirimikodu', { kodAdi: 'YENI', indirimOrani: 101, baslangicTarihi: '2026-02-30', bitisTarihi: '2026-01-01', maksimumKullanim: 0 });
    expect(body(res).hatalar).toEqual({ indirimOrani: M.discountRate, baslangicTarihi: 'Geçerli bir tarih giriniz.', maksimumKullanim: M.maxUsage });
    const reversed = await post('/api/ekipindirimikodu', { kodAdi: 'YENI', indirimOrani: 15, baslangicTarihi: '2026-03-01', bitisTarihi: '2026-02-01', maksimumKullanim: 5 });
    expect(reversed.statusCode).toBe(422);
    expect(body(reversed).hatalar).toEqual({ bitisTarihi: M.endBeforeStart });
    const sameDay = await post('/api/ekipindirimikodu', { kodAdi: 'YENI', indirimOrani: 15, baslangicTarihi: '2026-03-01', bitisTarihi: '2026-03-01', maksimumKullanim: 5 });
    expect(sameDay.statusCode).toBe(201);
    expect(body<DiscountCode>(sameDay).veri).toMatchObject({ kodAdi: 'YENI', maksimumKullanimSayisi: 5, kullanimSayisi: 0, aktif: true });
    const dup = await post('/api/ekipindirimikodu', { kodAdi: 'kartal10', indirimOrani: 5, baslangicTarihi: '2026-03-01', bitisTarihi: '2026-03-02', maksimumKullanim: 5 });
    expect(dup.statusCode).toBe(409);
    expect(body(dup).hatalar).toEqual({ kodAdi: A.discountCodeExists });
  });

  it('a code already used cannot be deleted (409, it stays); an unused one can', async () => {
    for (const kodAdi of ['PALANDOKEN10', 'SEZON2025']) {
      const used = await codeNamed(kodAdi);
      const res = await remove(`/api/ekipindirimikodu/${used.id}`);
      expect(res.statusCode, kodAdi).toBe(409);
      expect(body(res).mesaj).toBe(A.discountCodeInUse);
      expect(await codeNamed(kodAdi)).toBeDefined();
    }
    const unused = await codeNamed('BAHAR20');
    expect((await remove(`/api/ekipindirimikodu/${unused.id}`)).statusCode).toBe(200);
  });
});
