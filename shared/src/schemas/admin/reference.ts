/**
 * Reference data of the camp operations screens (admin spec §3, §5): rows as the admin lists
 * send them (with the joined names the tables show) and the create/update payloads. The rows are
 * also the lookups of the cascading selects (country → city → hotel → room type → accommodation type).
 */
import { z } from 'zod';
import { MESSAGES, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from './resource';

/** City row of GET /api/sehir (admin spec §3), with its country's name. */
export const adminCitySchema = z.object({ id: z.string(), sehirAdi: z.string(), ulkeId: z.string(), ulkeAdi: z.string(), aktif: z.boolean() });
export type AdminCity = z.infer<typeof adminCitySchema>;

/** Hotel row of GET /api/otel (admin spec §3), with country and city names. */
export const hotelSchema = z.object({
  id: z.string(),
  otelAdi: z.string(),
  ulkeId: z.string(),
  ulkeAdi: z.string(),
  sehirId: z.string(),
  sehirAdi: z.string(),
  aktif: z.boolean(),
});
export type Hotel = z.infer<typeof hotelSchema>;

/** Room type row of GET /api/odatipi (admin spec §3), with its hotel's name. */
export const roomTypeSchema = z.object({ id: z.string(), odaTipiAdi: z.string(), otelId: z.string(), otelAdi: z.string(), aktif: z.boolean() });
export type RoomType = z.infer<typeof roomTypeSchema>;

/** Accommodation type row of GET /api/KonaklamaTipi (admin spec §3): a room type's make-up of people. */
export const accommodationTypeSchema = z.object({
  id: z.string(),
  konaklamaTipiAdi: z.string(),
  odaTipiId: z.string(),
  odaTipiAdi: z.string(),
  otelAdi: z.string(),
  yetiskinSayisi: z.number().int(),
  cocuk06Sayisi: z.number().int(),
  cocuk611Sayisi: z.number().int(),
  aktif: z.boolean(),
});
export type AccommodationType = z.infer<typeof accommodationTypeSchema>;

/** Camp fee type row of GET /api/kampucrettipi (admin spec §3). */
export const feeTypeSchema = z.object({ id: z.string(), ad: z.string(), aktif: z.boolean() });
export type FeeType = z.infer<typeof feeTypeSchema>;

// ---------------------------------------------------------------------------------------------
// Payloads (admin spec §5): one schema per screen, used by its form (zodRule) and by the API.
// ---------------------------------------------------------------------------------------------

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A picked row of a select: required (`required`, e.g. 'Ülke seçimi zorunludur.'); a value that
 * is no record id at all is answered with the same text (nothing valid was picked).
 */
export function selection(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).regex(UUID_PATTERN, { error: required });
}

/** A required name of at least 2 characters and at most `max` ('{field} en az 2 karakter olmalıdır.'). */
function nameField(field: string, max: number) {
  return requiredText(field)
    .min(2, { error: MESSAGES.minLength(field, 2) })
    .max(max, { error: MESSAGES.maxLength(field, max) });
}

/**
 * An integer field from `min` up to `max` with one message for every failure; `tooBig` instead
 * for a value over `max` when given (the spec's message names only the lower bound).
 */
function countField(message: string, min: number, max: number, tooBig: string = message) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: tooBig });
}

/** Most children of one kind in an accommodation type (as the accommodation options allow). */
const CHILDREN_MAX = 100;
/** Most uses of one team discount code (bounded below the integer column's limit). */
const MAX_USAGE_MAX = 1_000_000;

/** The active flag of every payload: a boolean, true when omitted (admin spec §2). */
const activeField = () => z.boolean({ error: 'Aktif alanı doğru veya yanlış olmalıdır.' }).default(true);
/** The human-verification token a save carries (admin spec §3); checked by the API, never stored. */
const tokenField = () => z.string().optional();

/** Texts of the reference screens and their API answers (admin spec §5, §8), verbatim where the spec has them. */
export const REFERENCE_MESSAGES = {
  countryRequired: 'Ülke seçimi zorunludur.',
  cityRequired: 'Şehir seçimi zorunludur.',
  hotelRequired: 'Otel seçimi zorunludur.',
  roomTypeRequired: 'Oda tipi seçimi zorunludur.',
  cityName: 'Şehir adı en az 2 karakter olmalıdır.',
  hotelName: 'Otel adı en az 2 karakter olmalıdır.',
  roomTypeName: 'Oda tipi adı en az 2 karakter olmalıdır.',
  accommodationTypeName: 'Konaklama tipi adı en az 2 karakter olmalıdır.',
  adults: 'Yetişkin sayısı 1 ile 3 arasında olmalıdır.',
  children06: 'Çocuk (0-6) sayısı 0 veya daha büyük olmalıdır.',
  children611: 'Çocuk (6-11) sayısı 0 veya daha büyük olmalıdır.',
  discountRate: 'İndirim oranı 1 ile 100 arasında olmalıdır.',
  maxUsage: 'Maksimum kullanım en az 1 olmalıdır.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  maxBelowUsage: 'Maksimum kullanım, kodun şimdiye kadarki kullanım sayısından az olamaz.',
  confirmDeleteGender: 'Bu cinsiyeti silmek istediğinizden emin misiniz?',
  cityAdded: 'Şehir başarıyla eklendi.',
  cityUpdated: 'Şehir başarıyla güncellendi.',
  cityDeleted: 'Şehir başarıyla silindi.',
  hotelAdded: 'Otel başarıyla eklendi.',
  hotelUpdated: 'Otel başarıyla güncellendi.',
  hotelDeleted: 'Otel başarıyla silindi.',
  roomTypeAdded: 'Oda tipi başarıyla eklendi.',
  roomTypeUpdated: 'Oda tipi başarıyla güncellendi.',
  roomTypeDeleted: 'Oda tipi başarıyla silindi.',
  accommodationTypeAdded: 'Konaklama tipi başarıyla eklendi.',
  accommodationTypeUpdated: 'Konaklama tipi başarıyla güncellendi.',
  accommodationTypeDeleted: 'Konaklama tipi başarıyla silindi.',
  feeTypeAdded: 'Kamp ücret tipi başarıyla eklendi.',
  feeTypeUpdated: 'Kamp ücret tipi başarıyla güncellendi.',
  feeTypeDeleted: 'Kamp ücret tipi başarıyla silindi.',
  genderAdded: 'Cinsiyet başarıyla eklendi.',
  genderUpdated: 'Cinsiyet başarıyla güncellendi.',
  genderDeleted: 'Cinsiyet başarıyla silindi.',
  skillLevelAdded: 'Kayma seviyesi başarıyla eklendi.',
  skillLevelUpdated: 'Kayma seviyesi başarıyla güncellendi.',
  skillLevelDeleted: 'Kayma seviyesi başarıyla silindi.',
  discountCodeAdded: 'İndirim kodu başarıyla eklendi.',
  discountCodeUpdated: 'İndirim kodu başarıyla güncellendi.',
  discountCodeDeleted: 'İndirim kodu başarıyla silindi.',
} as const;

/** City create/update body (admin spec §5): country required, sehirAdi at least 2 characters. */
export const cityPayloadSchema = z.object({
  ulkeId: selection(REFERENCE_MESSAGES.countryRequired),
  sehirAdi: nameField('Şehir adı', 100),
  aktif: activeField(),
  recaptchaToken: tokenField(),
});
export type CityPayload = z.input<typeof cityPayloadSchema>;

/** Hotel create/update body (admin spec §5): country, city (of that country, checked by the API), otelAdi ≥ 2. */
export const hotelPayloadSchema = z.object({
  ulkeId: selection(REFERENCE_MESSAGES.countryRequired),
  sehirId: selection(REFERENCE_MESSAGES.cityRequired),
  otelAdi: nameField('Otel adı', 150),
  aktif: activeField(),
  recaptchaToken: tokenField(),
});
export type HotelPayload = z.input<typeof hotelPayloadSchema>;

/** Room type create/update body (admin spec §5): hotel required, odaTipiAdi ≥ 2. */
export const roomTypePayloadSchema = z.object({
  otelId: selection(REFERENCE_MESSAGES.hotelRequired),
  odaTipiAdi: nameField('Oda tipi adı', 100),
  aktif: activeField(),
  recaptchaToken: tokenField(),
});
export type RoomTypePayload = z.input<typeof roomTypePayloadSchema>;

/**
 * Accommodation type create/update body (admin spec §5, §9): room type required, name ≥ 2,
 * adults 1–3 (default 1), children 0-6 and 6-11 at least 0 (default 0).
 */
export const accommodationTypePayloadSchema = z.object({
  odaTipiId: selection(REFERENCE_MESSAGES.roomTypeRequired),
  konaklamaTipiAdi: nameField('Konaklama tipi adı', 150),
  yetiskinSayisi: countField(REFERENCE_MESSAGES.adults, 1, 3).default(1),
  cocuk06Sayisi: countField(REFERENCE_MESSAGES.children06, 0, CHILDREN_MAX, MESSAGES.max('Çocuk (0-6) sayısı', CHILDREN_MAX)).default(0),
  cocuk611Sayisi: countField(REFERENCE_MESSAGES.children611, 0, CHILDREN_MAX, MESSAGES.max('Çocuk (6-11) sayısı', CHILDREN_MAX)).default(0),
  aktif: activeField(),
  recaptchaToken: tokenField(),
});
export type AccommodationTypePayload = z.input<typeof accommodationTypePayloadSchema>;

/** Camp fee type create/update body (admin spec §5): ad required, at least 2 characters. */
export const feeTypePayloadSchema = z.object({ ad: nameField('Ad', 50), aktif: activeField(), recaptchaToken: tokenField() });
export type FeeTypePayload = z.input<typeof feeTypePayloadSchema>;

/** Gender row of GET /api/cinsiyet (admin spec §3). */
export const genderSchema = z.object({ id: z.string(), cinsiyetAdi: z.string(), aktif: z.boolean() });
export type Gender = z.infer<typeof genderSchema>;

/** Gender create/update body (admin spec §5): cinsiyetAdi required, at least 2 characters. */
export const genderPayloadSchema = z.object({ cinsiyetAdi: nameField('Cinsiyet adı', 50), aktif: activeField(), recaptchaToken: tokenField() });
export type GenderPayload = z.input<typeof genderPayloadSchema>;

/** Skill level row of GET /api/kaymaseviyesi (admin spec §3). */
export const skillLevelSchema = z.object({ id: z.string(), kaymaSeviyesiAdi: z.string(), aktif: z.boolean() });
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** Skill level create/update body (admin spec §5): kaymaSeviyesiAdi required, at least 2 characters. */
export const skillLevelPayloadSchema = z.object({
  kaymaSeviyesiAdi: nameField('Kayma seviyesi adı', 50),
  aktif: activeField(),
  recaptchaToken: tokenField(),
});
export type SkillLevelPayload = z.input<typeof skillLevelPayloadSchema>;

/**
 * Team discount code row of GET /api/ekipindirimikodu (admin spec §3): maksimumKullanimSayisi is
 * the limit as listed, kullanimSayisi the registrations that used the code so far; dates 'YYYY-MM-DD'.
 */
export const discountCodeSchema = z.object({
  id: z.string(),
  kodAdi: z.string(),
  indirimOrani: z.number(),
  baslangicTarihi: z.string(),
  bitisTarihi: z.string(),
  maksimumKullanimSayisi: z.number().int(),
  kullanimSayisi: z.number().int(),
  aktif: z.boolean(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** True for a real calendar day written 'YYYY-MM-DD'. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** A required calendar day 'YYYY-MM-DD' ('{field} alanı zorunludur.', then 'Geçerli bir tarih giriniz.'). */
function dayField(field: string) {
  return requiredText(field).refine(isCalendarDay, { error: MESSAGES.date });
}

/**
 * Team discount code create/update body (admin spec §3, §5, §9): kodAdi ≥ 2, indirimOrani 1–100,
 * both dates required and valid, the end not before the start, maksimumKullanim (sent; listed
 * as maksimumKullanimSayisi) at least 1. The API also refuses a maximum below the usage so far.
 */
export const discountCodePayloadSchema = z
  .object({
    kodAdi: nameField('Kod adı', 50),
    indirimOrani: z.number({ error: REFERENCE_MESSAGES.discountRate }).min(1, { error: REFERENCE_MESSAGES.discountRate }).max(100, { error: REFERENCE_MESSAGES.discountRate }),
    baslangicTarihi: dayField('Başlangıç tarihi'),
    bitisTarihi: dayField('Bitiş tarihi'),
    maksimumKullanim: countField(REFERENCE_MESSAGES.maxUsage, 1, MAX_USAGE_MAX, MESSAGES.max('Maksimum kullanım', MAX_USAGE_MAX)),
    aktif: activeField(),
    recaptchaToken: tokenField(),
  })
  // Compared only once both are real days (each has its own message otherwise).
  .refine((v) => !isCalendarDay(v.baslangicTarihi) || !isCalendarDay(v.bitisTarihi) || v.bitisTarihi >= v.baslangicTarihi, {
    path: ['bitisTarihi'],
    error: REFERENCE_MESSAGES.endBeforeStart,
  });
export type DiscountCodePayload = z.input<typeof discountCodePayloadSchema>;

// The resources of these schemas (admin spec §3 actions, §7 collections and update verbs): the
// API serves each on its CRUD factory, the admin screens call it.

/** Cities: /api/sehir, action 'sehir', update POST /{id}. */
export const cityResource = defineAdminResource({ path: '/api/sehir', item: adminCitySchema, payload: cityPayloadSchema, verificationAction: 'sehir' });

/** Hotels: /api/otel, action 'otel', update POST /{id}. */
export const hotelResource = defineAdminResource({ path: '/api/otel', item: hotelSchema, payload: hotelPayloadSchema, verificationAction: 'otel' });

/** Room types: /api/odatipi, action 'odatipi', update POST /{id}. */
export const roomTypeResource = defineAdminResource({ path: '/api/odatipi', item: roomTypeSchema, payload: roomTypePayloadSchema, verificationAction: 'odatipi' });

/** Accommodation types: /api/KonaklamaTipi, action 'konaklamatipi', update POST /{id}. */
export const accommodationTypeResource = defineAdminResource({
  path: '/api/KonaklamaTipi',
  item: accommodationTypeSchema,
  payload: accommodationTypePayloadSchema,
  verificationAction: 'konaklamatipi',
});

/** Camp fee types: /api/kampucrettipi, action 'kampucrettipi', update POST /{id}. */
export const feeTypeResource = defineAdminResource({ path: '/api/kampucrettipi', item: feeTypeSchema, payload: feeTypePayloadSchema, verificationAction: 'kampucrettipi' });

/** Genders: /api/cinsiyet, action 'cinsiyet', update PUT with the id in the body. */
export const genderResource = defineAdminResource({ path: '/api/cinsiyet', item: genderSchema, payload: genderPayloadSchema, verificationAction: 'cinsiyet', update: 'PUT' });

/** Skill levels: /api/kaymaseviyesi, action 'kaymaseviyesi', update POST /{id}. */
export const skillLevelResource = defineAdminResource({ path: '/api/kaymaseviyesi', item: skillLevelSchema, payload: skillLevelPayloadSchema, verificationAction: 'kaymaseviyesi' });

/** Team discount codes: /api/ekipindirimikodu, action 'ekipindirimikodu', update PUT with the id in the body. */
export const discountCodeResource = defineAdminResource({
  path: '/api/ekipindirimikodu',
  item: discountCodeSchema,
  payload: discountCodePayloadSchema,
  verificationAction: 'ekipindirimikodu',
  update: 'PUT',
});
