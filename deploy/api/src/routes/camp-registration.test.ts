import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import {
  campRegistrationOptionsSchema,
  campRegistrationSchema,
  genderListSchema,
  priceQuoteSchema,
  skillLevelListSchema,
  type CampRegistration,
  type CampRegistrationOption,
  type CampRegistrationPayload,
  type Gender,
  type PriceQuote,
  type SkillLevel,
} from '@skiclub/shared/schemas';
import { ekipIndirimKodlari, konaklamaSecenekleri, odemeDetaylari } from '../db/schema';
import { MAIL_SUBJECTS } from '../lib/mail-templates';
import { makeTcKimlikNo } from '../db/seed';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { newMember } from '../test/members';

let t: TestContext;
let member: string;
let options: CampRegistrationOption[];
let genders: Gender[];
let levels: SkillLevel[];
beforeAll(async () => {
  t = await createTestContext();
  member = await t.memberToken();
  options = body<CampRegistrationOption[]>(await call(t.app, { method: 'GET', url: '/api/KampaKayit/secenekler', token: member })).veri;
  genders = body<Gender[]>(await call(t.app, { method: 'GET', url: '/api/cinsiyet/aktif' })).veri;
  levels = body<SkillLevel[]>(await call(t.app, { method: 'GET', url: '/api/kaymaseviyesi/aktif' })).veri;
});
afterAll(async () => {
  await t.close();
});

const VALIDATION = 'Gönderilen veriler geçersiz. Lütfen kontrol edin.';
const NO_ROOM = 'Seçtiğiniz konaklama seçeneğinde boş oda kalmadı.';

function camp(name: string): CampRegistrationOption {
  const c = options.find((o) => o.kampAdi === name);
  if (!c) throw new Error(`kamp yok: ${name}`);
  return c;
}
function option(campName: string, typeName: string) {
  const o = camp(campName).konaklamaSecenekleri.find((s) => s.konaklamaTipiAdi === typeName);
  if (!o) throw new Error(`seçenek yok: ${typeName}`);
  return o;
}
const PALANDOKEN = 'Palandöken Yılbaşı Kayak Kampı';
const XANADU = 'Xanadu Snow White Hafta Sonu Kampı';

/** A valid family for an option: adults with distinct T.C. numbers, children in their bands. */
function family(campName: string, typeName: string, over: Partial<CampRegistrationPayload> = {}, seed = 1): CampRegistrationPayload {
  const c = camp(campName);
  const o = option(campName, typeName);
  const start = dayjs(c.baslangicTarihi);
  return {
    kampId: c.kampId,
    konaklamaSecenegiId: o.id,
    yetiskinler: Array.from({ length: o.yetiskinSayisi }, (_, i) => ({
      adSoyad: `Yetişkin ${i + 1}`,
      gsm: '0532 111 22 33',
      tcKimlikNo: makeTcKimlikNo(String(100000000 + seed * 10 + i)),
    })),
    cocuklar06: Array.from({ length: o.cocuk06Sayisi }, () => ({ adSoyad: 'Küçük Çocuk', dogumTarihi: start.subtract(4, 'year').format('YYYY-MM-DD'), cinsiyetId: genders[0]!.id })),
    cocuklar611: Array.from({ length: o.cocuk611Sayisi }, () => ({
      adSoyad: 'Büyük Çocuk',
      dogumTarihi: start.subtract(9, 'year').format('YYYY-MM-DD'),
      okulAdi: 'Atatürk İlkokulu',
      sinifSube: '3-B',
      kaymaSeviyesiId: levels[1]!.id,
      cinsiyetId: genders[1]!.id,
    })),
    ...over,
  };
}

const quote = (payload: unknown, token: string = member) => call(t.app, { method: 'POST', url: '/api/KampaKayit/fiyat', token, payload: payload as object });
const register = (payload: unknown, token: string = member) => call(t.app, { method: 'POST', url: '/api/kampakayit', token, payload: payload as object });
async function taken(optionId: string): Promise<number> {
  const [row] = await t.db.select({ n: konaklamaSecenekleri.doluOdaSayisi }).from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.id, optionId));
  return row!.n;
}
async function uses(kodAdi: string): Promise<number> {
  const [row] = await t.db.select({ n: ekipIndirimKodlari.kullanimSayisi }).from(ekipIndirimKodlari).where(eq(ekipIndirimKodlari.kodAdi, kodAdi));
  return row!.n;
}

describe('guests get 401 on every member endpoint', () => {
  it.each([
    ['GET', '/api/KampaKayit/secenekler'],
    ['POST', '/api/KampaKayit/fiyat'],
    ['POST', '/api/kampakayit'],
  ] as const)('%s %s', async (method, url) => {
    const res = await call(t.app, { method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(body(res).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
  });
});

describe('GET /api/KampaKayit/secenekler and the lookups', () => {
  it('lists active camps not yet started with their active options and rooms left', () => {
    expect(campRegistrationOptionsSchema.safeParse(options).success).toBe(true);
    expect(options.map((c) => c.kampAdi)).toEqual([PALANDOKEN, XANADU, 'Konaklı Sömestr Kampı', 'Avusturya Alp Kayak Kampı']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(options.every((c) => c.baslangicTarihi > today)).toBe(true);
    expect(option(PALANDOKEN, 'Aile Suit (2 Yetişkin + 2 Çocuk)')).toMatchObject({ toplamOdaSayisi: 2, kalanOdaSayisi: 0, yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 1 });
    expect(option(PALANDOKEN, 'Aile Odası (2 Yetişkin + 1 Çocuk 6-11)')).toMatchObject({ kalanOdaSayisi: 1, tlFiyati: 76000, odaTipiAdi: 'Aile Odası' });
    // Konaklı's suite is inactive: not offered.
    expect(camp('Konaklı Sömestr Kampı').konaklamaSecenekleri.map((o) => o.konaklamaTipiAdi)).not.toContain('Aile Suit (2 Yetişkin + 2 Çocuk)');
  });

  it('lookups are public and list active entries only', async () => {
    expect(genderListSchema.safeParse(genders).success).toBe(true);
    expect(genders.map((g) => g.cinsiyetAdi).sort()).toEqual(['Erkek', 'Kız']);
    expect(skillLevelListSchema.safeParse(levels).success).toBe(true);
    expect(levels.map((l) => l.kaymaSeviyesiAdi)).toEqual(['Hiç Kaymadı', 'Başlangıç', 'Orta', 'İleri', 'Yarışmacı']);
  });
});

describe('POST /api/KampaKayit/fiyat', () => {
  const cift = () => ({ kampId: camp(PALANDOKEN).kampId, konaklamaSecenegiId: option(PALANDOKEN, 'Çift Kişilik Oda').id });

  it('without a code: the list price', async () => {
    const res = await quote(cift());
    expect(res.statusCode).toBe(200);
    const q = body<PriceQuote>(res).veri;
    expect(priceQuoteSchema.safeParse(q).success).toBe(true);
    expect(q).toMatchObject({ listeFiyatiTL: 54000, odenecekTL: 54000, odenecekEuro: 1113.4, odenecekUsd: 1285.71, indirimOrani: 0, indirimTutariTL: 0, ekipKoduDurumu: 'yok', ekipKoduMesaji: null });
  });

  it('a valid code, in any case: 10 % off in every currency', async () => {
    const q = body<PriceQuote>(await quote({ ...cift(), ekipKodu: ' kartal10 ' })).veri;
    expect(q).toMatchObject({
      listeFiyatiTL: 54000,
      indirimOrani: 10,
      indirimTutariTL: 5400,
      odenecekTL: 48600,
      odenecekEuro: 1002.06, // 1113,40 × 0,9 = 1002,06
      odenecekUsd: 1157.14, // 1285,71 × 0,9 = 1157,139 → 1157,14
      ekipKodu: 'kartal10',
      ekipKoduDurumu: 'gecerli',
      ekipKoduMesaji: 'Ekip kodu uygulandı: %10 indirim.',
    });
  });

  it('rounds half up to the kuruş', async () => {
    await t.db.insert(ekipIndirimKodlari).values({ kodAdi: 'ONBES', indirimOrani: 15, baslangicTarihi: '2020-01-01', bitisTarihi: '2099-12-31', maksimumKullanimSayisi: 10 });
    const q = body<PriceQuote>(await quote({ kampId: camp(XANADU).kampId, konaklamaSecenegiId: option(XANADU, 'Aile Odası (2 Yetişkin + 1 Çocuk 6-11)').id, ekipKodu: 'ONBES' })).veri;
    expect(q).toMatchObject({ listeFiyatiTL: 41250.5, odenecekTL: 35062.93, indirimTutariTL: 6187.57, indirimOrani: 15 }); // 35 062,925 → 35 062,93
  });

  it.each([
    ['YOKBOYLE', 'bilinmiyor', 'Ekip kodu bulunamadı.'],
    ['SEZON2025', 'suresiDolmus', 'Bu ekip kodunun süresi dolmuş.'],
    ['BAHAR20', 'baslamadi', 'Bu ekip kodu henüz geçerli değil.'],
    ['PASIF5', 'pasif', 'Bu ekip kodu aktif değil.'],
    ['PALANDOKEN10', 'tukendi', 'Bu ekip kodunun kullanım hakkı dolmuş.'],
  ])('%s: list price, state %s and the reason, still 200', async (ekipKodu, state, mesaj) => {
    const res = await quote({ ...cift(), ekipKodu });
    expect(res.statusCode).toBe(200);
    expect(body<PriceQuote>(res).veri).toMatchObject({ odenecekTL: 54000, indirimOrani: 0, indirimTutariTL: 0, ekipKoduDurumu: state, ekipKoduMesaji: mesaj });
  });

  it('bad input, unknown or closed camps and options: 422 with field errors', async () => {
    const all = body<{ id: string; kampAdi: string; aktif: boolean }[]>(await call(t.app, { method: 'GET', url: '/api/kamp?tumu=true', token: await t.adminToken() })).veri;
    const inactiveCamp = all.find((c) => !c.aktif)!;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { kampId: 'Kamp alanı zorunludur.', konaklamaSecenegiId: 'Konaklama Seçeneği alanı zorunludur.' }],
      [{ kampId: 5, konaklamaSecenegiId: 'x' }, { kampId: 'Kamp alanı zorunludur.', konaklamaSecenegiId: 'Konaklama Seçeneği alanı zorunludur.' }],
      [{ ...cift(), kampId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f' }, { kampId: 'Kamp bulunamadı.' }],
      [{ ...cift(), kampId: inactiveCamp.id }, { kampId: 'Bu kampa kayıt kabul edilmiyor.' }],
      [{ ...cift(), konaklamaSecenegiId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f' }, { konaklamaSecenegiId: 'Konaklama seçeneği bulunamadı.' }],
      [{ ...cift(), kampId: camp(XANADU).kampId }, { konaklamaSecenegiId: 'Seçilen konaklama seçeneği bu kamp için geçerli değil.' }],
      [{ ...cift(), ekipKodu: 'K'.repeat(51) }, { ekipKodu: 'Ekip Kodu en fazla 50 karakter olabilir.' }],
    ];
    for (const [payload, hatalar] of cases) {
      const res = await quote(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: VALIDATION, hatalar });
    }
  });
});

describe('POST /api/kampakayit', () => {
  it('registers a family: the server prices it, takes a room and a code use, creates the unpaid payment record', async () => {
    const payload = family(PALANDOKEN, 'Çift Kişilik Oda', { ekipKodu: 'Kartal10', aciklama: 'Vejetaryen menü', ucusKodu: '' });
    const optionId = payload.konaklamaSecenegiId;
    const [roomsBefore, usesBefore] = [await taken(optionId), await uses('KARTAL10')];
    const res = await register({ ...payload, odenecekTL: 1, odemeDurumu: true });
    expect(res.statusCode).toBe(201);
    const env = body<CampRegistration>(res);
    expect(env.mesaj).toBe('Kamp kaydınız alındı. Ödemenizi Kamplarım sayfasından yapabilirsiniz.');
    expect(campRegistrationSchema.safeParse(env.veri).success).toBe(true);
    expect(env.veri).toMatchObject({
      kampAdi: PALANDOKEN,
      konaklamaSecenegiId: optionId,
      konaklamaTipiAdi: 'Çift Kişilik Oda',
      kullaniciAdSoyad: 'Ayşe Yılmaz',
      odenecekTL: 48600,
      odenecekEuro: 1002.06,
      odenecekUsd: 1157.14,
      ekipKodu: 'Kartal10',
      aciklama: 'Vejetaryen menü',
      ucusKodu: null,
      odemeDurumu: false,
      odemeTarihi: null,
    });
    expect(env.veri.yetiskinler[0]).toEqual({ adSoyad: 'Yetişkin 1', gsm: '05321112233', tcKimlikNo: payload.yetiskinler[0]!.tcKimlikNo });
    expect(await taken(optionId)).toBe(roomsBefore + 1);
    expect(await uses('KARTAL10')).toBe(usesBefore + 1);
    const [record] = await t.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, env.veri.id));
    expect(record).toMatchObject({ id: env.veri.odemeDetayId, toplamTl: 48600, odemeDurumu: false, odemeTarihi: null });

    const list = body<CampRegistration[]>(await call(t.app, { method: 'GET', url: '/api/kampakayit', token: member })).veri;
    expect(list.find((r) => r.id === env.veri.id)).toMatchObject({ odemeDurumu: false, odemeDetayId: env.veri.odemeDetayId });
  });

  it('children get their gender name and the 6-11 child keeps school, class and level', async () => {
    const res = await register(family(XANADU, 'Aile Odası (2 Yetişkin + 1 Çocuk 6-11)', {}, 2));
    expect(res.statusCode).toBe(201);
    expect(body<CampRegistration>(res).veri.cocuklar611[0]).toMatchObject({ adSoyad: 'Büyük Çocuk', cinsiyetAdi: genders[1]!.cinsiyetAdi, okulAdi: 'Atatürk İlkokulu', sinifSube: '3-B', kaymaSeviyesiId: levels[1]!.id });
  });

  it('422 in Turkish for a bad T.C. number, wrong counts, a repeated T.C. number, an age out of band, unknown lookups', async () => {
    const base = family(PALANDOKEN, 'Aile Odası (2 Yetişkin + 1 Çocuk 0-6)', {}, 3);
    const start = dayjs(camp(PALANDOKEN).baslangicTarihi);
    const optionId = base.konaklamaSecenegiId;
    const before = await taken(optionId);
    const cases: [Partial<CampRegistrationPayload>, Record<string, string>][] = [
      [{ yetiskinler: [{ ...base.yetiskinler[0]!, tcKimlikNo: '12345678901' }, base.yetiskinler[1]!] }, { 'yetiskinler.0.tcKimlikNo': 'Geçersiz T.C. Kimlik No.' }],
      [{ yetiskinler: [{ ...base.yetiskinler[0]!, tcKimlikNo: '1234' }, base.yetiskinler[1]!] }, { 'yetiskinler.0.tcKimlikNo': 'T.C. Kimlik No 11 haneli olmalıdır.' }],
      [{ yetiskinler: [base.yetiskinler[0]!] }, { yetiskinler: 'Bu konaklama seçeneği için 2 yetişkin bilgisi girilmelidir.' }],
      [
        { cocuklar611: [{ adSoyad: 'Can Y', dogumTarihi: start.subtract(9, 'year').format('YYYY-MM-DD'), okulAdi: 'Okul', sinifSube: '1-A', kaymaSeviyesiId: levels[0]!.id, cinsiyetId: genders[0]!.id }] },
        { cocuklar611: 'Bu konaklama seçeneğinde 6-11 yaş çocuk yer almaz.' },
      ],
      [{ yetiskinler: [base.yetiskinler[0]!, { ...base.yetiskinler[1]!, tcKimlikNo: base.yetiskinler[0]!.tcKimlikNo }] }, { 'yetiskinler.1.tcKimlikNo': 'Bu T.C. Kimlik No bu kayıtta birden fazla kez girilmiş.' }],
      [{ cocuklar06: [{ ...base.cocuklar06[0]!, dogumTarihi: start.subtract(7, 'year').format('YYYY-MM-DD') }] }, { 'cocuklar06.0.dogumTarihi': 'Yaş 0-6 aralığında olmalıdır.' }],
      [{ cocuklar06: [{ ...base.cocuklar06[0]!, dogumTarihi: '2024-02-30' }] }, { 'cocuklar06.0.dogumTarihi': 'Geçerli bir tarih giriniz.' }],
      [{ yetiskinler: [{ ...base.yetiskinler[0]!, gsm: '123' }, base.yetiskinler[1]!] }, { 'yetiskinler.0.gsm': 'Geçerli bir telefon numarası giriniz (10-11 haneli).' }],
      [{ cocuklar06: [{ ...base.cocuklar06[0]!, cinsiyetId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f' }] }, { 'cocuklar06.0.cinsiyetId': 'Geçersiz cinsiyet seçimi.' }],
      [{ ekipKodu: 'SEZON2025' }, { ekipKodu: 'Bu ekip kodunun süresi dolmuş.' }],
      [{ ekipKodu: 'PALANDOKEN10' }, { ekipKodu: 'Bu ekip kodunun kullanım hakkı dolmuş.' }],
      [{ ekipKodu: 'YOKBOYLE' }, { ekipKodu: 'Ekip kodu bulunamadı.' }],
    ];
    for (const [over, hatalar] of cases) {
      const res = await register({ ...base, ...over });
      expect(res.statusCode, JSON.stringify(hatalar)).toBe(422);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: VALIDATION, hatalar });
    }
    // Nothing was written: no room taken by the refused attempts.
    expect(await taken(optionId)).toBe(before);
  });

  it('wrong types on a real option answer 422 with Turkish field errors', async () => {
    const base = family(XANADU, 'Tek Kişilik Oda', {}, 7);
    const res = await register({ ...base, yetiskinler: 'x', cocuklar06: [5], aciklama: 5, ucusKodu: ['TK1'] });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({
      yetiskinler: 'Bu konaklama seçeneği için 1 yetişkin bilgisi girilmelidir.',
      cocuklar06: 'Bu konaklama seçeneğinde 0-6 yaş çocuk yer almaz.',
      aciklama: 'Bu alan metin olmalıdır.',
      ucusKodu: 'Bu alan metin olmalıdır.',
    });
  });

  it('a full option: 409 with the field error', async () => {
    const res = await register(family(PALANDOKEN, 'Aile Suit (2 Yetişkin + 2 Çocuk)', {}, 4));
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: NO_ROOM, hatalar: { konaklamaSecenegiId: NO_ROOM } });
  });

  it('parallel registrations for the last room: exactly one wins, the rest get 409, none left', async () => {
    const payload = family(PALANDOKEN, 'Aile Odası (2 Yetişkin + 1 Çocuk 6-11)', {}, 5);
    const others = await Promise.all(['paralel1', 'paralel2', 'paralel3'].map((n) => newMember(t, n)));
    // Their confirmation mails are written in the background: let them land before the data folder goes.
    await Promise.all(others.map((m) => t.waitForMail(m.email, MAIL_SUBJECTS.emailConfirm)));
    const results = await Promise.all([member, ...others.map((m) => m.token)].map((token) => register(payload, token)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(body(r).mesaj).toBe(NO_ROOM);
    const fresh = body<CampRegistrationOption[]>(await call(t.app, { method: 'GET', url: '/api/KampaKayit/secenekler', token: member })).veri;
    const room = fresh.find((c) => c.kampAdi === PALANDOKEN)!.konaklamaSecenekleri.find((o) => o.id === payload.konaklamaSecenegiId)!;
    expect(room).toMatchObject({ kalanOdaSayisi: 0, toplamOdaSayisi: 6 });
  });

  it('parallel uses of a code with one use left: one gets the discount, the others 422 and keep their room', async () => {
    await t.db.insert(ekipIndirimKodlari).values({ kodAdi: 'SONHAK', indirimOrani: 20, baslangicTarihi: '2020-01-01', bitisTarihi: '2099-12-31', maksimumKullanimSayisi: 3, kullanimSayisi: 2 });
    const payload = family(XANADU, 'Tek Kişilik Oda', { ekipKodu: 'sonhak' }, 6);
    const before = await taken(payload.konaklamaSecenegiId);
    const results = await Promise.all(Array.from({ length: 4 }, () => register(payload)));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(body<CampRegistration>(won[0]!).veri.odenecekTL).toBe(15120); // 18 900 × 0,8
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(lost.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    for (const r of lost) expect(body(r).hatalar).toEqual({ ekipKodu: 'Bu ekip kodunun kullanım hakkı dolmuş.' });
    expect(await uses('SONHAK')).toBe(3);
    expect(await taken(payload.konaklamaSecenegiId)).toBe(before + 1);
  });
});
