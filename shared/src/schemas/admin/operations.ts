/**
 * Camp operations of the admin remote (admin spec §2, §3, §5, §8): payment details
 * (/admin/odemedetaylari, /api/odemedetay) and camp registrations (/admin/kampakayitlari,
 * GET /api/kampakayit?tumu=true, DELETE /api/kampakayit/{id}). Money is TL / € / $ as numbers
 * with at most 2 decimals (step 0.01); the API stores numeric(12,2) and computes in kuruş.
 */
import { z } from 'zod';
import { campRegistrationSchema } from '@skiclub/shared/schemas';
import { MONEY_MAX, hasAtMostTwoDecimals } from './options';
import { defineAdminResource } from './resource';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Texts of the payment detail screen and API (admin spec §2, §5, §8), verbatim where the spec gives them. */
export const PAYMENT_DETAIL_MESSAGES = {
  campRequired: 'Kamp seçimi zorunludur.',
  userRequired: 'Kullanıcı ID zorunludur.',
  totalMin: (currency: 'TL' | 'EURO' | 'USD') => `Toplam ${currency} 0 veya daha büyük olmalıdır.`,
  totalStep: (currency: 'TL' | 'EURO' | 'USD') => `Toplam ${currency} en fazla 2 ondalık basamak içerebilir.`,
  totalMax: (currency: 'TL' | 'EURO' | 'USD') => `Toplam ${currency} en fazla 9.999.999.999,99 olabilir.`,
  paidInvalid: 'Ödeme durumu geçersiz.',
  dateInvalid: 'Ödeme tarihi geçersiz.',
  campNotFound: 'Kamp bulunamadı.',
  userNotFound: 'Kullanıcı bulunamadı.',
  notFound: 'Ödeme detayı bulunamadı.',
  confirmTitle: 'Silme Onayı',
  confirmDelete: 'Bu ödeme detayını silmek istediğinize emin misiniz?',
  added: 'Ödeme detay başarıyla eklendi.',
  updated: 'Ödeme detay başarıyla güncellendi.',
  deleted: 'Ödeme detayı başarıyla silindi.',
  loadFailed: 'Ödemeler yüklenirken hata oluştu.',
  /** 409: totals, paid flag or date of a card payment (bank reference set) cannot be changed. */
  cardPaidLocked: 'Kartla ödenmiş bir ödeme detayının tutarları ve ödeme durumu değiştirilemez.',
  /** 409: a detail of a registration keeps that registration's camp and user. */
  registrationLocked: 'Bir kampa kayda bağlı ödeme detayının kampı ve kullanıcısı değiştirilemez.',
  /** 409: a paid record with a bank reference cannot be deleted. */
  cardPaidDelete: 'Kartla ödenmiş bir ödeme detayı silinemez.',
  /** 409: a card payment of the registration is still at the bank (within 30 minutes of its start). */
  paymentInFlight: 'Bu kayıt için bankada süren bir kart ödemesi var; lütfen daha sonra tekrar deneyin.',
} as const;

/** Payment detail row of GET /api/odemedetay (admin spec §3), with the camp's and user's names. */
export const paymentDetailSchema = z.object({
  id: z.string(),
  kampId: z.string(),
  kampAdi: z.string(),
  kullaniciId: z.string(),
  kullaniciAdSoyad: z.string(),
  kullaniciAdi: z.string(),
  toplamTl: z.number(),
  toplamEuro: z.number(),
  toplamUsd: z.number(),
  odemeDurumu: z.boolean(),
  /** ISO 8601 instant, null while unpaid. */
  odemeTarihi: z.string().nullable(),
  /** The registration this record pays; null for a record entered by hand. */
  kampaKayitId: z.string().nullable(),
  /** The bank's reference of a card payment; set only by an approved card payment. */
  bankaReferansNo: z.string().nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** A money total ≥ 0 with at most 2 decimals; every failure names the currency (admin spec §5, §9). */
function total(currency: 'TL' | 'EURO' | 'USD') {
  const min = PAYMENT_DETAIL_MESSAGES.totalMin(currency);
  return z
    .number({ error: min })
    .min(0, { error: min })
    .max(MONEY_MAX, { error: PAYMENT_DETAIL_MESSAGES.totalMax(currency) })
    .refine(hasAtMostTwoDecimals, { error: PAYMENT_DETAIL_MESSAGES.totalStep(currency) })
    .transform((v) => Math.round(v * 100) / 100);
}

/**
 * The rules of the payment detail body, in the order of admin spec §5 (camp, user ID, totals TL,
 * EURO, USD), then the paid flag and date. Each field's own schema; see {@link paymentDetailPayloadSchema}.
 */
export const PAYMENT_DETAIL_FIELDS = {
  kampId: z
    .string({ error: PAYMENT_DETAIL_MESSAGES.campRequired })
    .trim()
    .min(1, { error: PAYMENT_DETAIL_MESSAGES.campRequired })
    .regex(UUID_PATTERN, { error: PAYMENT_DETAIL_MESSAGES.campNotFound }),
  kullaniciId: z
    .string({ error: PAYMENT_DETAIL_MESSAGES.userRequired })
    .trim()
    .min(1, { error: PAYMENT_DETAIL_MESSAGES.userRequired })
    .regex(UUID_PATTERN, { error: PAYMENT_DETAIL_MESSAGES.userNotFound })
    .transform((v) => v.toLowerCase()),
  toplamTl: total('TL'),
  toplamEuro: total('EURO'),
  toplamUsd: total('USD'),
  odemeDurumu: z.boolean({ error: PAYMENT_DETAIL_MESSAGES.paidInvalid }).default(false),
  /** Calendar day (yyyy-mm-dd) the payment was taken; only kept when paid (today when left empty). */
  odemeTarihi: z
    .string({ error: PAYMENT_DETAIL_MESSAGES.dateInvalid })
    .regex(DAY_PATTERN, { error: PAYMENT_DETAIL_MESSAGES.dateInvalid })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      error: PAYMENT_DETAIL_MESSAGES.dateInvalid,
    })
    .nullable()
    .default(null),
  recaptchaToken: z.string().optional(),
} as const;

type Fields = typeof PAYMENT_DETAIL_FIELDS;
/** Valid payment detail body (what the API writes and the form sends). */
export type PaymentDetailInput = { [K in keyof Fields]: z.output<Fields[K]> };
/** Payment detail body as typed (the form's values). */
export type PaymentDetailPayload = { [K in keyof Fields]?: z.input<Fields[K]> };

/**
 * Payment detail create/update body (admin spec §3, §5): validated in the spec's order and only
 * the FIRST failing rule is reported, on its field ('Kamp seçimi zorunludur.', then 'Kullanıcı ID
 * zorunludur.', then 'Toplam TL 0 veya daha büyük olmalıdır.' …). The object's keys accept any
 * value; one object check runs the fields' schemas in order, stops at the first failure and writes
 * the parsed values back (trimmed ids, rounded totals, defaults), so the output is typed as
 * {@link PaymentDetailInput}. Used by the form (zodRule / CrudPage) and by the API (factory payload).
 */
export const paymentDetailPayloadSchema = z
  .object(
    // Typed as the fields' schemas: output as each field parses, every input key optional.
    Object.fromEntries(Object.keys(PAYMENT_DETAIL_FIELDS).map((k) => [k, z.unknown().optional()])) as unknown as {
      [K in keyof Fields]: z.ZodType<z.output<Fields[K]>, z.input<Fields[K]>> & { _zod: { optin: 'optional' } };
    },
  )
  .superRefine((value, ctx) => {
    const target = value as Record<string, unknown>;
    for (const [key, schema] of Object.entries(PAYMENT_DETAIL_FIELDS) as [string, z.ZodType][]) {
      const result = schema.safeParse(target[key]);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0]?.message ?? PAYMENT_DETAIL_MESSAGES.paidInvalid, input: target[key] });
        return;
      }
      if (result.data === undefined) delete target[key];
      else target[key] = result.data;
    }
  });

/** Payment details (admin spec §3, §7): /api/odemedetay, action 'odemedetay', update POST /{id}. */
export const paymentDetailResource = defineAdminResource({
  path: '/api/odemedetay',
  item: paymentDetailSchema,
  payload: paymentDetailPayloadSchema,
  verificationAction: 'odemedetay',
});

// ---------------------------------------------------------------------------------------------
// Camp registrations (admin spec §2: table of 19 columns, delete modal, no editing)
// ---------------------------------------------------------------------------------------------

/** Texts of the camp registrations screen and API (admin spec §2, §8). */
export const REGISTRATION_ADMIN_MESSAGES = {
  loadFailed: 'Kayıtlar yüklenirken hata oluştu.',
  loading: 'Kayıtlar yükleniyor...',
  confirmTitle: 'Silme Onayı',
  confirmDelete: 'Bu kaydı silmek istediğinize emin misiniz?',
  deleted: 'Kayıt başarıyla silindi.',
  notFound: 'Kayıt bulunamadı.',
  /** 409 : a paid registration stays. */
  paidDelete: 'Ödemesi alınmış kayıt silinemez.',
  paymentInFlight: PAYMENT_DETAIL_MESSAGES.paymentInFlight,
  /** Edit is only a placeholder (admin spec §2: no editing). */
  noEditing: 'Kayıt düzenleme bu ekranda yapılamaz.',
  exportButton: "Excel'e Aktar",
  exportEmpty: 'Aktarılacak kayıt yok.',
  exportFailed: 'Excel dosyası oluşturulamadı.',
} as const;

const adminChild611Schema = z.object({
  adSoyad: z.string(),
  dogumTarihi: z.string(),
  cinsiyetAdi: z.string(),
  okulAdi: z.string(),
  sinifSube: z.string(),
  kaymaSeviyesiId: z.string().nullable(),
  /** Name of the skill level, when the list sends it. */
  kaymaSeviyesiAdi: z.string().nullable().optional(),
});

/**
 * Registration row of GET /api/kampakayit?tumu=true as the admin table reads it (admin spec §3):
 * the member view plus the registration's date and the skill level names, which the admin list
 * sends (routes/camps.ts); both stay optional so a row without them still shows ('-').
 */
export const adminRegistrationSchema = campRegistrationSchema.extend({
  /** When the registration was made (ISO 8601). */
  olusturmaTarihi: z.string().nullable().optional(),
  cocuklar611: z.array(adminChild611Schema),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/**
 * The form's rule for one payment detail field: the message of the FIRST failing rule of the
 * whole body when it is on `field`, else undefined (admin spec §5: in order, first failure stops).
 * @param values every form value, keyed by field name
 */
export function paymentDetailFieldError(field: keyof typeof PAYMENT_DETAIL_FIELDS, values: Record<string, unknown>): string | undefined {
  const issue = paymentDetailPayloadSchema.safeParse(values).error?.issues[0];
  return issue && issue.path[0] === field ? issue.message : undefined;
}
