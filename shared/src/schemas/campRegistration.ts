/**
 * Camp registration (member spec §2 /kampa-kayit, §3 camp registration, §5 rules; admin
 * spec §3 accommodation option, gender, skill level, team discount code): field rules, the
 * payload schema the form and the API both build with {@link buildCampRegistrationSchema}, the
 * registration options, the lookups and the price quote. Calendar dates are `yyyy-mm-dd`
 * strings; money is TL / € / $ as numbers with at most 2 decimals (the server computes in kuruş).
 */
import { z } from 'zod';
import { MESSAGES, boundedName, phoneField, requiredText, tcKimlikNoError } from './rules';

/** Texts of the camp registration screen and API (Turkish, shown as they are). */
export const CAMP_REGISTRATION_MESSAGES = {
  // The shared required text of member spec §5 with the field's label.
  campRequired: MESSAGES.required('Kamp'),
  optionRequired: MESSAGES.required('Konaklama Seçeneği'),
  genderRequired: MESSAGES.required('Cinsiyet'),
  skillLevelRequired: MESSAGES.required('Kayma Seviyesi'),
  tcRepeated: 'Bu T.C. Kimlik No bu kayıtta birden fazla kez girilmiş.',
  adultCount: (n: number) => `Bu konaklama seçeneği için ${n} yetişkin bilgisi girilmelidir.`,
  child06Count: (n: number) => (n === 0 ? 'Bu konaklama seçeneğinde 0-6 yaş çocuk yer almaz.' : `Bu konaklama seçeneği için ${n} çocuk (0-6 yaş) bilgisi girilmelidir.`),
  child611Count: (n: number) => (n === 0 ? 'Bu konaklama seçeneğinde 6-11 yaş çocuk yer almaz.' : `Bu konaklama seçeneği için ${n} çocuk (6-11 yaş) bilgisi girilmelidir.`),
  campNotFound: 'Kamp bulunamadı.',
  campClosed: 'Bu kampa kayıt kabul edilmiyor.',
  optionNotFound: 'Konaklama seçeneği bulunamadı.',
  optionOfOtherCamp: 'Seçilen konaklama seçeneği bu kamp için geçerli değil.',
  optionInactive: 'Bu konaklama seçeneği artık kullanılamıyor.',
  noRoomLeft: 'Seçtiğiniz konaklama seçeneğinde boş oda kalmadı.',
  genderInvalid: 'Geçersiz cinsiyet seçimi.',
  skillLevelInvalid: 'Geçersiz kayma seviyesi seçimi.',
  created: 'Kamp kaydınız alındı. Ödemenizi Kamplarım sayfasından yapabilirsiniz.',
} as const;

/** Team discount code states of a price quote ('yok' = no code sent). */
export const TEAM_CODE_STATES = ['yok', 'gecerli', 'bilinmiyor', 'pasif', 'suresiDolmus', 'baslamadi', 'tukendi'] as const;
export type TeamCodeState = (typeof TEAM_CODE_STATES)[number];

/** Why a team discount code does not apply (or that it does), per state; null for 'yok'. */
export const TEAM_CODE_MESSAGES: Record<Exclude<TeamCodeState, 'yok' | 'gecerli'>, string> & { gecerli: (oran: number) => string } = {
  gecerli: (oran) => `Ekip kodu uygulandı: %${oran} indirim.`,
  bilinmiyor: 'Ekip kodu bulunamadı.',
  pasif: 'Bu ekip kodu aktif değil.',
  suresiDolmus: 'Bu ekip kodunun süresi dolmuş.',
  baslamadi: 'Bu ekip kodu henüz geçerli değil.',
  tukendi: 'Bu ekip kodunun kullanım hakkı dolmuş.',
};

/** Age bands of the participant sections, in full years on the camp's first day (both ends included). */
export const AGE_BANDS = {
  cocuk06: { min: 0, max: 6 },
  cocuk611: { min: 6, max: 11 },
} as const;

/** Longest texts stored for a registration. */
export const CAMP_REGISTRATION_LIMITS = { adSoyad: 100, okulAdi: 150, sinifSube: 20, aciklama: 1000, ucusKodu: 50, ekipKodu: 50 } as const;

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `[year, month (1-12), day]` of a real calendar date `yyyy-mm-dd`, else null ('2027-02-30' is null). */
export function parseIsoDate(value: string): [number, number, number] | null {
  const m = ISO_DATE_RE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= days ? [y, mo, d] : null;
}

/** True for a real calendar date written `yyyy-mm-dd` (year 1900 or later). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/**
 * Age in full years on `kampBaslangic` of someone born on `dogumTarihi` (both `yyyy-mm-dd`): the
 * birthday counts on its own day, so a child born 2020-01-15 is 6 on 2026-01-15 and 5 the day
 * before. A 29 February birthday counts from 1 March in other years. Negative for a birth date
 * after the camp's first day.
 * @returns the age, or NaN when either date is not a valid `yyyy-mm-dd` date
 */
export function ageInFullYears(dogumTarihi: string, kampBaslangic: string): number {
  const birth = parseIsoDate(dogumTarihi);
  const on = parseIsoDate(kampBaslangic);
  if (!birth || !on) return Number.NaN;
  let age = on[0] - birth[0];
  if (on[1] < birth[1] || (on[1] === birth[1] && on[2] < birth[2])) age -= 1;
  return age;
}

/** T.C. Kimlik No: required, 11 digits ('T.C. Kimlik No 11 haneli olmalıdır.'), first not 0 and checksum ('Geçersiz T.C. Kimlik No.'). */
export const tcKimlikNoSchema = z
  .string({ error: MESSAGES.required('T.C. Kimlik No') })
  .trim()
  .min(1, { error: MESSAGES.required('T.C. Kimlik No') })
  .superRefine((value, ctx) => {
    const error = tcKimlikNoError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** Phone of an adult: 10-11 digits, spaces ignored (member spec §5); the value is kept without spaces. */
export const campPhoneSchema = phoneField('GSM');

/** A required calendar date `yyyy-mm-dd` ('Geçerli bir tarih giriniz.'). */
export function isoDateField(field = 'Tarih') {
  return requiredText(field).refine(isIsoDate, { error: MESSAGES.date });
}

/**
 * A birth date whose age in full years on `kampBaslangic` lies in `band` (both ends included):
 * 'Geçerli bir tarih giriniz.', then 'Yaş {min}-{max} aralığında olmalıdır.'.
 */
export function birthDateInBand(kampBaslangic: string, band: { min: number; max: number }) {
  return isoDateField('Doğum Tarihi').refine(
    (v) => {
      const age = ageInFullYears(v, kampBaslangic);
      return Number.isNaN(age) || (age >= band.min && age <= band.max);
    },
    { error: MESSAGES.ageRange(band.min, band.max) },
  );
}

const idField = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).uuid({ error: message });

/** Optional free text: empty or missing becomes null; trimmed; at most `max` characters. */
function optionalText(field: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.maxLength(field, max) })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Adult participant: adSoyad, gsm (10-11 digits), tcKimlikNo. */
export const campAdultSchema = z.object({
  adSoyad: boundedName('Ad Soyad', CAMP_REGISTRATION_LIMITS.adSoyad),
  gsm: campPhoneSchema,
  tcKimlikNo: tcKimlikNoSchema,
});
export type CampAdult = z.input<typeof campAdultSchema>;

/** Child 0-6 of a camp starting on `baslangicTarihi`: adSoyad, dogumTarihi (age 0-6 on that day), cinsiyetId. */
export function buildCampChild06Schema(baslangicTarihi: string) {
  return z.object({
    adSoyad: boundedName('Ad Soyad', CAMP_REGISTRATION_LIMITS.adSoyad),
    dogumTarihi: birthDateInBand(baslangicTarihi, AGE_BANDS.cocuk06),
    cinsiyetId: idField(CAMP_REGISTRATION_MESSAGES.genderRequired),
  });
}
export type CampChild06 = z.input<ReturnType<typeof buildCampChild06Schema>>;

/** Child 6-11 of a camp starting on `baslangicTarihi`: also okulAdi, sinifSube and kaymaSeviyesiId. */
export function buildCampChild611Schema(baslangicTarihi: string) {
  return z.object({
    adSoyad: boundedName('Ad Soyad', CAMP_REGISTRATION_LIMITS.adSoyad),
    dogumTarihi: birthDateInBand(baslangicTarihi, AGE_BANDS.cocuk611),
    okulAdi: boundedName('Okul Adı', CAMP_REGISTRATION_LIMITS.okulAdi),
    sinifSube: boundedName('Sınıf/Şube', CAMP_REGISTRATION_LIMITS.sinifSube),
    kaymaSeviyesiId: idField(CAMP_REGISTRATION_MESSAGES.skillLevelRequired),
    cinsiyetId: idField(CAMP_REGISTRATION_MESSAGES.genderRequired),
  });
}
export type CampChild611 = z.input<ReturnType<typeof buildCampChild611Schema>>;

/** What the payload schema needs to know of the chosen camp and accommodation option. */
export interface CampRegistrationRules {
  /** The camp's first day, `yyyy-mm-dd` (ages are counted on it). */
  baslangicTarihi: string;
  yetiskinSayisi: number;
  cocuk06Sayisi: number;
  cocuk611Sayisi: number;
}

/** Team discount code as typed: trimmed, empty → null, at most 50 characters. */
export const teamCodeField = optionalText('Ekip Kodu', CAMP_REGISTRATION_LIMITS.ekipKodu);

/** The two ids every registration call names. */
export const campRegistrationTargetSchema = z.object({
  kampId: idField(CAMP_REGISTRATION_MESSAGES.campRequired),
  konaklamaSecenegiId: idField(CAMP_REGISTRATION_MESSAGES.optionRequired),
});

/**
 * Schema of the POST /api/kampakayit payload for one camp and accommodation option (the form
 * builds it with the chosen option, the API with the option read from the database):
 * exactly `yetiskinSayisi` adults, `cocuk06Sayisi` children 0-6 and `cocuk611Sayisi` children 6-11
 * (message on the list), ages on the camp's first day within the bands (message on each
 * `dogumTarihi`), each T.C. Kimlik No once per registration (message on the repeated one's
 * `tcKimlikNo`). Field errors come out as `yetiskinler.1.tcKimlikNo` etc. through `fieldErrors`.
 */
export function buildCampRegistrationSchema(rules: CampRegistrationRules) {
  return campRegistrationTargetSchema.extend({
    yetiskinler: z
      .array(campAdultSchema, { error: CAMP_REGISTRATION_MESSAGES.adultCount(rules.yetiskinSayisi) })
      .length(rules.yetiskinSayisi, { error: CAMP_REGISTRATION_MESSAGES.adultCount(rules.yetiskinSayisi) })
      .superRefine((adults, ctx) => {
        const seen = new Set<string>();
        adults.forEach((a, i) => {
          const tc = typeof a?.tcKimlikNo === 'string' ? a.tcKimlikNo.trim() : '';
          if (!tc) return;
          if (seen.has(tc)) ctx.addIssue({ code: 'custom', message: CAMP_REGISTRATION_MESSAGES.tcRepeated, path: [i, 'tcKimlikNo'] });
          seen.add(tc);
        });
      }),
    cocuklar06: z
      .array(buildCampChild06Schema(rules.baslangicTarihi), { error: CAMP_REGISTRATION_MESSAGES.child06Count(rules.cocuk06Sayisi) })
      .length(rules.cocuk06Sayisi, { error: CAMP_REGISTRATION_MESSAGES.child06Count(rules.cocuk06Sayisi) }),
    cocuklar611: z
      .array(buildCampChild611Schema(rules.baslangicTarihi), { error: CAMP_REGISTRATION_MESSAGES.child611Count(rules.cocuk611Sayisi) })
      .length(rules.cocuk611Sayisi, { error: CAMP_REGISTRATION_MESSAGES.child611Count(rules.cocuk611Sayisi) }),
    aciklama: optionalText('Açıklama', CAMP_REGISTRATION_LIMITS.aciklama),
    ucusKodu: optionalText('Uçuş Kodu', CAMP_REGISTRATION_LIMITS.ucusKodu),
    ekipKodu: teamCodeField,
  });
}
export type CampRegistrationSchema = ReturnType<typeof buildCampRegistrationSchema>;
/** POST /api/kampakayit body as sent. */
export type CampRegistrationPayload = z.input<CampRegistrationSchema>;
/** POST /api/kampakayit body after parsing (trimmed; empty optional texts are null). */
export type CampRegistrationInput = z.output<CampRegistrationSchema>;

/** POST /api/KampaKayit/fiyat body: camp, option and an optional team code. */
export const priceQuoteRequestSchema = campRegistrationTargetSchema.extend({ ekipKodu: teamCodeField });
export type PriceQuoteRequest = z.input<typeof priceQuoteRequestSchema>;

/**
 * Price quote (POST /api/KampaKayit/fiyat): list prices of the option, the discount percent
 * (0 without a valid code), the TL discount and what is to be paid in each currency
 * (liste × (100 − indirimOrani) / 100, rounded half up to the cent).
 */
export const priceQuoteSchema = z.object({
  kampId: z.string(),
  konaklamaSecenegiId: z.string(),
  listeFiyatiTL: z.number(),
  listeFiyatiEuro: z.number(),
  listeFiyatiUsd: z.number(),
  indirimOrani: z.number(),
  indirimTutariTL: z.number(),
  odenecekTL: z.number(),
  odenecekEuro: z.number(),
  odenecekUsd: z.number(),
  ekipKodu: z.string().nullable(),
  ekipKoduDurumu: z.enum(TEAM_CODE_STATES),
  ekipKoduMesaji: z.string().nullable(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** Accommodation option of a camp as the registration form lists it (admin spec §3). */
export const accommodationOptionSchema = z.object({
  id: z.string(),
  konaklamaTipiAdi: z.string(),
  odaTipiAdi: z.string(),
  yetiskinSayisi: z.number().int(),
  cocuk06Sayisi: z.number().int(),
  cocuk611Sayisi: z.number().int(),
  tlFiyati: z.number(),
  euroFiyati: z.number(),
  usdFiyati: z.number(),
  toplamOdaSayisi: z.number().int(),
  kalanOdaSayisi: z.number().int(),
});
export type AccommodationOption = z.infer<typeof accommodationOptionSchema>;

/** A camp open for registration with its active options (those with no room left included). */
export const campRegistrationOptionSchema = z.object({
  kampId: z.string(),
  kampAdi: z.string(),
  baslangicTarihi: z.string(),
  bitisTarihi: z.string(),
  ulkeAdi: z.string(),
  sehirAdi: z.string(),
  otelAdi: z.string(),
  gorselUrl: z.string().nullable(),
  konaklamaSecenekleri: z.array(accommodationOptionSchema),
});
export type CampRegistrationOption = z.infer<typeof campRegistrationOptionSchema>;

/** GET /api/KampaKayit/secenekler answer: active camps not yet started, by start date. */
export const campRegistrationOptionsSchema = z.array(campRegistrationOptionSchema);
export type CampRegistrationOptions = z.infer<typeof campRegistrationOptionsSchema>;

/** Gender (admin spec §3). */
export const genderSchema = z.object({ id: z.string(), cinsiyetAdi: z.string() });
export type Gender = z.infer<typeof genderSchema>;
/** GET /api/cinsiyet/aktif answer. */
export const genderListSchema = z.array(genderSchema);

/** Skill level (admin spec §3). */
export const skillLevelSchema = z.object({ id: z.string(), kaymaSeviyesiAdi: z.string() });
export type SkillLevel = z.infer<typeof skillLevelSchema>;
/** GET /api/kaymaseviyesi/aktif answer. */
export const skillLevelListSchema = z.array(skillLevelSchema);
