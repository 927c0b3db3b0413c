/**
 * Accommodation options on the admin side (admin spec §2 Accommodation option, §3, §4, §5, §7,
 * §8): the row of GET /api/konaklamasecenegi with the ids the cascading selects need and the
 * names the table shows, the create/update payload (the API's and the form's rules), the bulk
 * create payload and answer, and the TL conversion (POST /api/doviz/cevir) payload and answer.
 * The server decides the counts (copied from the accommodation type) and the euro/USD prices
 * (from the TL price with the day's rates); the form sends what it shows, the API ignores them.
 */
import { z } from 'zod';
import { MESSAGES } from '@skiclub/shared/schemas';
import { defineAdminResource } from './resource';

/** Texts of the accommodation-option screen and its API (admin spec §5, §8), verbatim where the spec gives them. */
export const OPTION_MESSAGES = {
  countryRequired: 'Ülke seçimi zorunludur.',
  cityRequired: 'Şehir seçimi zorunludur.',
  hotelRequired: 'Otel seçimi zorunludur.',
  roomTypeRequired: 'Oda tipi seçimi zorunludur.',
  campRequired: 'Kamp seçimi zorunludur.',
  typeRequired: 'Konaklama tipi seçimi zorunludur.',
  adults: 'Yetişkin sayısı 1 ile 3 arasında olmalıdır.',
  children06: MESSAGES.min('0-6 yaş çocuk sayısı', 0),
  children611: MESSAGES.min('6-11 yaş çocuk sayısı', 0),
  roomsMin: 'Toplam oda sayısı en az 1 olmalıdır.',
  roomsMax: MESSAGES.max('Toplam oda sayısı', 10000),
  tlRequired: MESSAGES.required('TL fiyatı'),
  tlMin: 'TL fiyatı 0 veya daha büyük olmalıdır.',
  tlMax: MESSAGES.max('TL fiyatı', 9999999999.99),
  tlStep: 'TL fiyatı en fazla 2 ondalık basamak içerebilir.',
  summary: 'Lütfen zorunlu alanları doldurun.',
  loadFailed: 'Konaklama seçenekleri yüklenirken hata oluştu.',
  added: 'Konaklama seçeneği başarıyla eklendi.',
  updated: 'Konaklama seçeneği başarıyla güncellendi.',
  deleted: 'Konaklama seçeneği başarıyla silindi.',
  confirmDelete: 'Bu konaklama seçeneğini silmek istediğinizden emin misiniz?',
  notFound: 'Konaklama seçeneği bulunamadı.',
  inUse: 'Bu konaklama seçeneği kamp kayıtlarında kullanıldığı için silinemez.',
  duplicate: 'Bu kamp için bu konaklama tipi zaten tanımlı.',
  campNotFound: 'Seçilen kamp bulunamadı.',
  typeNotFound: 'Seçilen konaklama tipi bulunamadı.',
  roomTypeNotFound: 'Seçilen oda tipi bulunamadı.',
  typeNotOfHotel: 'Seçilen konaklama tipi kampın oteline ait değil.',
  roomTypeNotOfHotel: 'Seçilen oda tipi kampın oteline ait değil.',
  cascadeMismatch: 'Seçim kampın bilgileriyle uyuşmuyor.',
  /** 422 on toplamOdaSayisi: rooms already taken by registrations. */
  roomsBelowTaken: (taken: number) => `Toplam oda sayısı dolu oda sayısından (${taken}) az olamaz.`,
  roomsBelowTakenAny: 'Toplam oda sayısı dolu oda sayısından az olamaz.',
  bulkCreated: (n: number) => `${n} kayıt başarıyla oluşturuldu`,
  /** A bulk create that found every accommodation type of the room type already offered in the camp. */
  bulkNothingNew: 'Yeni kayıt oluşturulmadı: bu kamp ve oda tipi için tüm konaklama seçenekleri zaten kayıtlı.',
  bulkNoTypes: 'Seçili oda tipine bağlı konaklama tipi bulunamadı.',
  bulkFailed: 'Toplu kayıt oluşturulamadı.',
  tlAmountRequired: MESSAGES.required('TL tutarı'),
  tlAmountMin: 'TL tutarı 0 veya daha büyük olmalıdır.',
  tlAmountStep: 'TL tutarı en fazla 2 ondalık basamak içerebilir.',
  tlAmountMax: MESSAGES.max('TL tutarı', 9999999999.99),
  ratesUnavailable: 'Döviz kurları şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.',
  /** Under the read-only prices, e.g. 'TCMB kuru: 24.11.2026'. */
  rateDate: (ddmmyyyy: string) => `TCMB kuru: ${ddmmyyyy}`,
  rateStale: 'Güncel kur alınamadı; son bilinen kur kullanılıyor.',
  conversionFailed: 'Kur dönüşümü yapılamadı.',
} as const;

/** Largest amount a numeric(12,2) column holds. */
export const MONEY_MAX = 9999999999.99;

/** True when `value` has at most 2 decimals (kuruş), tolerating binary floating-point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A uuid picked in a select; `message` for a missing, empty or malformed one. */
function pickedId(message: string) {
  return z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: message });
}

/** A whole count between `min` and `max` with one message. */
function count(min: number, max: number, message: string) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** Accommodation option row of GET /api/konaklamasecenegi (admin spec §3), joined with its camp, type, room type and hotel. */
export const accommodationOptionSchema = z.object({
  id: z.string(),
  kampId: z.string(),
  kampAdi: z.string(),
  konaklamaTipiId: z.string(),
  konaklamaTipiAdi: z.string(),
  odaTipiId: z.string(),
  odaTipiAdi: z.string(),
  otelId: z.string(),
  otelAdi: z.string(),
  sehirId: z.string(),
  ulkeId: z.string(),
  yetiskinSayisi: z.number().int(),
  cocuk06Sayisi: z.number().int(),
  cocuk611Sayisi: z.number().int(),
  toplamOdaSayisi: z.number().int(),
  doluOdaSayisi: z.number().int(),
  tlFiyati: z.number(),
  euroFiyati: z.number(),
  usdFiyati: z.number(),
  aktif: z.boolean(),
});
export type AccommodationOption = z.infer<typeof accommodationOptionSchema>;

/**
 * Create/update body of POST /api/konaklamasecenegi and POST /api/konaklamasecenegi/{id} (admin
 * spec §3, §5). kampId and konaklamaTipiId decide; ulkeId, sehirId, otelId and odaTipiId are the
 * form's cascade (optional here; checked against the camp and type when sent). The counts and
 * euro/USD prices are shown by the form and ignored by the API, which copies the counts from the
 * type and converts the TL price with the day's rates. tlFiyati in TL, at most 2 decimals.
 */
export const accommodationOptionPayloadSchema = z.object({
  ulkeId: pickedId(OPTION_MESSAGES.countryRequired).optional(),
  sehirId: pickedId(OPTION_MESSAGES.cityRequired).optional(),
  otelId: pickedId(OPTION_MESSAGES.hotelRequired).optional(),
  odaTipiId: pickedId(OPTION_MESSAGES.roomTypeRequired).optional(),
  kampId: pickedId(OPTION_MESSAGES.campRequired),
  konaklamaTipiId: pickedId(OPTION_MESSAGES.typeRequired),
  yetiskinSayisi: count(1, 3, OPTION_MESSAGES.adults).optional(),
  cocuk06Sayisi: count(0, 100, OPTION_MESSAGES.children06).optional(),
  cocuk611Sayisi: count(0, 100, OPTION_MESSAGES.children611).optional(),
  toplamOdaSayisi: z
    .number({ error: OPTION_MESSAGES.roomsMin })
    .int({ error: OPTION_MESSAGES.roomsMin })
    .min(1, { error: OPTION_MESSAGES.roomsMin })
    .max(10000, { error: OPTION_MESSAGES.roomsMax }),
  tlFiyati: z
    .number({ error: OPTION_MESSAGES.tlRequired })
    .min(0, { error: OPTION_MESSAGES.tlMin })
    .max(MONEY_MAX, { error: OPTION_MESSAGES.tlMax })
    .refine(hasAtMostTwoDecimals, { error: OPTION_MESSAGES.tlStep }),
  // Sent by the form but recomputed from the day's rates; bounded all the same.
  euroFiyati: z.number().min(0).max(MONEY_MAX, { error: MESSAGES.max('Euro fiyatı', MONEY_MAX) }).optional(),
  usdFiyati: z.number().min(0).max(MONEY_MAX, { error: MESSAGES.max('USD fiyatı', MONEY_MAX) }).optional(),
  aktif: z.boolean({ error: MESSAGES.required('Aktif') }).default(true),
  recaptchaToken: z.string().optional(),
});
export type AccommodationOptionPayload = z.input<typeof accommodationOptionPayloadSchema>;

/**
 * Accommodation options (admin spec §3, §7): /api/konaklamasecenegi, action 'konaklamasecenegi'
 * (also the bulk create's), update POST /{id}. The screen's form asks more than the payload
 * ({@link accommodationOptionFormSchema}); what it parses to is this payload.
 */
export const accommodationOptionResource = defineAdminResource({
  path: '/api/konaklamasecenegi',
  item: accommodationOptionSchema,
  payload: accommodationOptionPayloadSchema,
  verificationAction: 'konaklamasecenegi',
});

/**
 * The screen's form (admin spec §5): the payload with the cascade required ('Ülke seçimi
 * zorunludur.' … 'Oda tipi seçimi zorunludur.'); what it parses to is the payload sent.
 */
export const accommodationOptionFormSchema = accommodationOptionPayloadSchema.extend({
  ulkeId: pickedId(OPTION_MESSAGES.countryRequired),
  sehirId: pickedId(OPTION_MESSAGES.cityRequired),
  otelId: pickedId(OPTION_MESSAGES.hotelRequired),
  odaTipiId: pickedId(OPTION_MESSAGES.roomTypeRequired),
});
export type AccommodationOptionForm = z.input<typeof accommodationOptionFormSchema>;

/** Body of POST /api/konaklamasecenegi/toplu (bulk create for a camp and room type, admin spec §2, §4). */
export const bulkOptionPayloadSchema = z.object({
  kampId: pickedId(OPTION_MESSAGES.campRequired),
  odaTipiId: pickedId(OPTION_MESSAGES.roomTypeRequired),
  recaptchaToken: z.string().optional(),
});
export type BulkOptionPayload = z.input<typeof bulkOptionPayloadSchema>;

/** `veri` of the bulk create: how many options were created (existing ones are never duplicated). */
export const bulkOptionResultSchema = z.object({ olusturulan: z.number().int().min(0) });
export type BulkOptionResult = z.infer<typeof bulkOptionResultSchema>;

/** Body of POST /api/doviz/cevir: an amount in TL (≥ 0, at most 2 decimals). */
export const conversionPayloadSchema = z.object({
  tl: z
    .number({ error: OPTION_MESSAGES.tlAmountRequired })
    .min(0, { error: OPTION_MESSAGES.tlAmountMin })
    .max(MONEY_MAX, { error: OPTION_MESSAGES.tlAmountMax })
    .refine(hasAtMostTwoDecimals, { error: OPTION_MESSAGES.tlAmountStep }),
});
export type ConversionPayload = z.input<typeof conversionPayloadSchema>;

/**
 * `veri` of POST /api/doviz/cevir: the amount in euro and USD (2 decimals, rounded half up),
 * the bulletin date of the rates used ('YYYY-MM-DD') and whether they are today's answer
 * (`guncel: false`: the provider failed and the last stored rates were used).
 */
export const conversionResultSchema = z.object({
  euro: z.number(),
  usd: z.number(),
  kurTarihi: z.string(),
  guncel: z.boolean(),
  /** TL per euro and per USD (4 decimals, TCMB ForexSelling). */
  euroKuru: z.string(),
  usdKuru: z.string(),
});
export type ConversionResult = z.infer<typeof conversionResultSchema>;
