/**
 * Camps on the admin side (admin spec §2 Camp, §3, §5, §7): the row of the whole camp list
 * (GET /api/kamp?tumu=true as Admin, GET /api/kamp/ara) with the ids the form's cascading selects
 * need and the names the table shows, the create/update payload, the start date rule and the
 * screen's texts. The form and the API validate with the same {@link campPayloadSchema}.
 */
import { z } from 'zod';
import { MESSAGES, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from './resource';

/** Camp row of the admin list (admin spec §3); dates are 'YYYY-MM-DD', gorselUrl a server path. */
export const adminCampSchema = z.object({
  id: z.string(),
  kampAdi: z.string(),
  ulkeId: z.string(),
  ulkeAdi: z.string(),
  sehirId: z.string(),
  sehirAdi: z.string(),
  otelId: z.string(),
  otelAdi: z.string(),
  baslangicTarihi: z.string(),
  bitisTarihi: z.string(),
  kampUcretTipiId: z.string(),
  kampUcretTipiAdi: z.string(),
  aktif: z.boolean(),
  gorselUrl: z.string().nullable(),
});
export type AdminCamp = z.infer<typeof adminCampSchema>;

/** Camp name limit (admin spec §9). */
export const CAMP_NAME_MAX = 200;
/** Camp search: at least this many characters (admin spec §9), at most {@link CAMP_SEARCH_LIMIT} rows. */
export const CAMP_SEARCH_MIN = 2;
/** Rows of one GET /api/kamp/ara answer. */
export const CAMP_SEARCH_LIMIT = 20;
/** Camp search debounce in ms (admin spec §9). */
export const CAMP_SEARCH_DEBOUNCE_MS = 300;
/** Largest camp image in bytes (admin spec §9 uploads: 5 MB). */
export const CAMP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Texts of the camp screen and API (admin spec §5, §8), verbatim where the spec gives them. */
export const ADMIN_CAMP_MESSAGES = {
  countryRequired: 'Ülke seçimi zorunludur.',
  cityRequired: 'Şehir seçimi zorunludur.',
  hotelRequired: 'Otel seçimi zorunludur.',
  feeTypeRequired: 'Kamp ücret tipi seçimi zorunludur.',
  startInPast: 'Başlangıç tarihi bugünden önce olamaz.',
  endNotAfterStart: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.',
  notAnImage: 'Lütfen bir resim dosyası seçin.',
  confirmDelete: 'Bu kampı silmek istediğinizden emin misiniz?',
  loadFailed: 'Kamplar yüklenirken bir hata oluştu!',
  added: 'Kamp başarıyla eklendi.',
  updated: 'Kamp başarıyla güncellendi.',
  deleted: 'Kamp başarıyla silindi.',
  notFound: 'Kamp bulunamadı.',
  inUse: 'Bu kamp kayıtlarda kullanıldığı için silinemez.',
  countryNotFound: 'Seçilen ülke bulunamadı.',
  cityNotFound: 'Seçilen şehir bulunamadı.',
  hotelNotFound: 'Seçilen otel bulunamadı.',
  feeTypeNotFound: 'Seçilen kamp ücret tipi bulunamadı.',
  cityNotInCountry: 'Seçilen şehir bu ülkeye ait değil.',
  hotelNotInCity: 'Seçilen otel bu şehre ait değil.',
  imageUploaded: 'Kamp görseli başarıyla yüklendi.',
  imageTooLarge: "Dosya boyutu 5MB'dan büyük olamaz.",
  imageWrongType: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.',
  imageUploadFailed: 'Kamp kaydedildi ama görsel yüklenirken hata oluştu.',
} as const;

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A chosen row id: missing or empty → `required`, not an id → `unknown`. */
function chosenId(required: string, unknown: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).regex(ID_RE, { error: unknown });
}

/** True for a real calendar date 'YYYY-MM-DD' (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The end date rule of admin spec §5: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.' when
 * both dates are valid and the end is not later than the start (the schema's refinement and the
 * form's live rule, which must not wait for the other fields).
 * @returns the message, or undefined
 */
export function campEndDateError(start: unknown, end: unknown): string | undefined {
  if (typeof start !== 'string' || typeof end !== 'string' || !isCalendarDate(start) || !isCalendarDate(end)) return undefined;
  return end > start ? undefined : ADMIN_CAMP_MESSAGES.endNotAfterStart;
}

/** A required calendar date 'YYYY-MM-DD': '{field} alanı zorunludur.' or 'Geçerli bir tarih giriniz.' */
function calendarDate(field: string) {
  return z
    .string({ error: MESSAGES.required(field) })
    .min(1, { error: MESSAGES.required(field) })
    .refine(isCalendarDate, { error: MESSAGES.date });
}

/**
 * Camp create/update body (admin spec §3, §5): kampAdi required, at most 200 characters; country,
 * city, hotel and fee type chosen; start and end dates valid, the end later than the start. The
 * "not before today" rule depends on the day and, on update, on the stored start date, so it is
 * {@link campStartDateError}, applied by the form and the API beside this schema.
 */
export const campPayloadSchema = z
  .object({
    kampAdi: requiredText('Kamp adı').max(CAMP_NAME_MAX, { error: MESSAGES.maxLength('Kamp adı', CAMP_NAME_MAX) }),
    ulkeId: chosenId(ADMIN_CAMP_MESSAGES.countryRequired, ADMIN_CAMP_MESSAGES.countryNotFound),
    sehirId: chosenId(ADMIN_CAMP_MESSAGES.cityRequired, ADMIN_CAMP_MESSAGES.cityNotFound),
    otelId: chosenId(ADMIN_CAMP_MESSAGES.hotelRequired, ADMIN_CAMP_MESSAGES.hotelNotFound),
    baslangicTarihi: calendarDate('Başlangıç tarihi'),
    bitisTarihi: calendarDate('Bitiş tarihi'),
    kampUcretTipiId: chosenId(ADMIN_CAMP_MESSAGES.feeTypeRequired, ADMIN_CAMP_MESSAGES.feeTypeNotFound),
    aktif: z.boolean().default(true),
    recaptchaToken: z.string().optional(),
  })
  .refine((v) => !campEndDateError(v.baslangicTarihi, v.bitisTarihi), {
    error: ADMIN_CAMP_MESSAGES.endNotAfterStart,
    path: ['bitisTarihi'],
  });
export type CampPayload = z.input<typeof campPayloadSchema>;

/**
 * Camps (admin spec §3, §7): /api/kamp, action 'kampyonetim', update PUT with the id in the body.
 * The collection's GET is public (the member site's list; an Admin's whole list with tumu=true).
 */
export const campResource = defineAdminResource({ path: '/api/kamp', item: adminCampSchema, payload: campPayloadSchema, verificationAction: 'kampyonetim', update: 'PUT' });

/** Today's calendar date in Turkey (Europe/Istanbul), 'YYYY-MM-DD' (camps run on Turkish days). */
export function todayInTurkey(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The start date rule of admin spec §5: 'Başlangıç tarihi bugünden önce olamaz.' when `start` is
 * before `today`. On update only a changed start date is checked: a camp that has already begun
 * (or ended) stays editable (its name, image or active flag) as long as its start is kept.
 * @param start the sent start date 'YYYY-MM-DD' (an invalid one is left to the schema)
 * @param today {@link todayInTurkey}
 * @param stored the saved start date of the edited camp; omit or null on create
 * @returns the message, or undefined when the date may be saved
 */
export function campStartDateError(start: unknown, today: string, stored?: string | null): string | undefined {
  if (typeof start !== 'string' || !isCalendarDate(start)) return undefined;
  if (stored && stored === start) return undefined;
  return start < today ? ADMIN_CAMP_MESSAGES.startInPast : undefined;
}

/** Label of a camp in pickers: 'kampAdi (dd.mm.yyyy)' with the start date. */
export function campLabel(camp: Pick<AdminCamp, 'kampAdi' | 'baslangicTarihi'>): string {
  const [y, m, d] = camp.baslangicTarihi.slice(0, 10).split('-');
  return y && m && d ? `${camp.kampAdi} (${d}.${m}.${y})` : camp.kampAdi;
}
