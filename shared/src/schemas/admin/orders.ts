/**
 * Orders on the admin side (admin spec §2 Orders, §3 Order (admin), §4 Order status, §7 Orders,
 * §8 texts): the status texts of the admin screen, the list query, the status-change body, the
 * row and detail answers, and the screen's messages. The screen and the API both validate with
 * these schemas. Money is TL as numbers with at most 2 decimals (the server computes in kuruş).
 */
import { z } from 'zod';
import { orderStatusCode, type OrderAddress, type OrderStatusCode } from '@skiclub/shared/schemas';

/** Orders per page of GET /api/siparis/admin unless `pageSize` says otherwise (admin spec §9). */
export const ADMIN_ORDER_PAGE_SIZE = 10;
/** Largest `pageSize` of the admin order list. */
export const ADMIN_ORDER_MAX_PAGE_SIZE = 100;
/** Human-verification action of the orders screen (admin spec §3: collection name without /api/). */
export const ORDER_ADMIN_ACTION = 'siparis';

/** Admin texts of the statuses 1-6 (admin spec §2 filter list, §4). */
export const ADMIN_ORDER_STATUS: Record<OrderStatusCode, string> = {
  1: 'Beklemede',
  2: 'Onaylandı',
  3: 'Hazırlanıyor',
  4: 'Kargoya Verildi',
  5: 'Teslim Edildi',
  6: 'İptal Edildi',
};

/** Text of the filter entry that shows every status (admin spec §2). */
export const ALL_ORDER_STATUSES = 'Tüm Durumlar';

/**
 * Admin display text of a status given as a number, numeric text or a text form of §4
 * ('kargoda' → 'Kargoya Verildi'); 'Bilinmiyor' for anything else.
 */
export function adminOrderStatusText(value: number | string | null | undefined): string {
  const code = orderStatusCode(value);
  return code === null ? 'Bilinmiyor' : ADMIN_ORDER_STATUS[code];
}

/** Texts of the orders screen and of its API (admin spec §2, §4, §8, verbatim where the spec gives them). */
export const ORDER_ADMIN_MESSAGES = {
  empty: 'Sipariş bulunamadı.',
  statusUpdated: 'Sipariş durumu güncellendi!',
  statusFailed: 'Sipariş durumu güncellenirken hata oluştu.',
  cancelConfirm: 'Bu siparişi iptal etmek istediğinizden emin misiniz?',
  cancelled: 'Sipariş iptal edildi!',
  cancelFailed: 'Sipariş iptal edilirken hata oluştu.',
  invoiceFailed: 'Fatura yazdırılırken hata oluştu.',
  detailFailed: 'Sipariş detayı yüklenirken hata oluştu.',
  listFailed: 'Siparişler yüklenirken hata oluştu.',
  alreadyCancelled: 'Bu sipariş zaten iptal edilmiş.',
  deliveredNoCancel: 'Teslim edilmiş sipariş iptal edilemez.',
  cancelledLocked: 'İptal edilmiş siparişin durumu değiştirilemez.',
  cardPaidLocked: 'Kartla ödenmiş siparişin ödeme bilgisi değiştirilemez.',
  invoiceCancelled: 'İptal edilmiş siparişin faturası oluşturulamaz.',
  paid: 'Ödendi',
  pending: 'Beklemede',
  status: 'Geçerli bir sipariş durumu seçin (1-6).',
  idRequired: 'Sipariş ID zorunludur.',
  date: 'Tarih yyyy-aa-gg biçiminde olmalıdır.',
  dateRange: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  paymentDate: 'Ödeme tarihi geçerli bir tarih olmalıdır.',
  search: 'Arama metni en fazla 100 karakter olabilir.',
} as const;

const M = ORDER_ADMIN_MESSAGES;

/** A status 1-6 given as a number, a numeric text or a text form of admin spec §4. */
const statusField = z.union([z.number(), z.string()], { error: M.status }).transform((v, ctx) => {
  const code = orderStatusCode(v);
  if (code === null) {
    ctx.addIssue({ code: 'custom', message: M.status });
    return z.NEVER;
  }
  return code;
});

/** True for a real calendar day written yyyy-mm-dd ('2026-02-30' and '2026-13-01' are not). */
function isCalendarDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const at = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
}

const dayField = z
  .string({ error: M.date })
  .trim()
  .refine(isCalendarDay, { error: M.date });

/** Empty query values ('' from a cleared filter) count as missing. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/siparis/admin and GET /api/siparis query (admin spec §2, §7): `durum` 1-6 (or text),
 * `baslangicTarihi` / `bitisTarihi` yyyy-mm-dd (Turkish calendar days, inclusive), `arama` (or
 * `searchTerm`: order number, customer name or e-mail, ≤ 100), `page` ≥ 1 (1), `pageSize` 1-100 (10).
 */
export const adminOrderQuerySchema = z
  .object({
    durum: z.preprocess(blankToUndefined, statusField.optional()),
    baslangicTarihi: z.preprocess(blankToUndefined, dayField.optional()),
    bitisTarihi: z.preprocess(blankToUndefined, dayField.optional()),
    arama: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: M.search }).optional()),
    searchTerm: z.preprocess(blankToUndefined, z.string().trim().max(100, { error: M.search }).optional()),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(ADMIN_ORDER_MAX_PAGE_SIZE).default(ADMIN_ORDER_PAGE_SIZE),
  })
  .refine((q) => !q.baslangicTarihi || !q.bitisTarihi || q.baslangicTarihi <= q.bitisTarihi, { error: M.dateRange, path: ['bitisTarihi'] })
  .transform(({ searchTerm, arama, ...q }) => ({ ...q, arama: arama ?? searchTerm }));
/** The list query as sent. */
export type AdminOrderQueryInput = z.input<typeof adminOrderQuerySchema>;
/** The list query after parsing (`arama` merged from `searchTerm`). */
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

/** A date or date-time text JS reads, between the years 2000 and 2100. */
function isPaymentDate(v: string): boolean {
  const ms = Date.parse(v);
  if (Number.isNaN(ms)) return false;
  const year = new Date(ms).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}

const paymentFields = {
  odemeDurumu: z.boolean({ error: 'Ödeme durumu true veya false olmalıdır.' }).optional(),
  odemeTarihi: z
    .string({ error: M.paymentDate })
    .trim()
    .refine(isPaymentDate, { error: M.paymentDate })
    .nullish(),
  recaptchaToken: z.string().optional(),
};

/**
 * PUT /api/siparis/durum body (admin spec §7): `id`, `siparisDurumu` 1-6, optional `odemeDurumu`
 * and `odemeTarihi` (ISO date or date-time; when paid without a date the server takes now).
 */
export const orderStatusPayloadSchema = z.object({
  id: z.string({ error: M.idRequired }).trim().min(1, { error: M.idRequired }),
  siparisDurumu: statusField,
  ...paymentFields,
});
export type OrderStatusPayload = z.input<typeof orderStatusPayloadSchema>;
export type OrderStatusInput = z.output<typeof orderStatusPayloadSchema>;

/** PUT /api/siparis/{id}/durum body (admin spec §7): `Durum` 1-6 (or text), optional payment fields. */
export const orderStatusAliasPayloadSchema = z.object({ Durum: statusField, ...paymentFields });
export type OrderStatusAliasPayload = z.input<typeof orderStatusAliasPayloadSchema>;

/** One row of the admin order list (admin spec §3 Order (admin)); dates ISO, toplamTutar TL. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  siparisNo: z.string(),
  kullaniciAdi: z.string(),
  kullaniciEmail: z.string(),
  toplamTutar: z.number(),
  paraBirimi: z.string(),
  siparisDurumu: z.number().int(),
  durum: z.string(),
  odemeDurumu: z.boolean(),
  odemeTarihi: z.string().nullable(),
  olusturmaTarihi: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** GET /api/siparis/admin answer `veri`: one page, newest first. */
export const adminOrderPageSchema = z.object({
  items: z.array(adminOrderRowSchema),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

const addressSchema: z.ZodType<OrderAddress> = z.object({
  ad: z.string(),
  soyad: z.string(),
  adSoyad: z.string(),
  adres: z.string(),
  sehir: z.string(),
  postaKodu: z.string(),
  telefon: z.string(),
  ulke: z.string(),
  email: z.string().optional(),
});

/** One line of an order in the admin detail (admin spec §3); prices TL. */
export const adminOrderLineSchema = z.object({
  id: z.string(),
  urunAdi: z.string(),
  varyantAdi: z.string().nullable(),
  miktar: z.number().int(),
  birimFiyat: z.number(),
  toplamFiyat: z.number(),
});
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

/**
 * GET /api/siparis/admin/{id} answer `veri` (admin spec §2 detail modal, §3): the row plus the
 * customer (name, e-mail, phone from the delivery address), the parsed addresses (null when the
 * stored text is unreadable), notes and lines.
 */
export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  musteri: z.object({ adSoyad: z.string(), email: z.string(), telefon: z.string() }),
  teslimatAdresi: addressSchema.nullable(),
  faturaAdresi: addressSchema.nullable(),
  notlar: z.string().nullable(),
  siparisDetaylari: z.array(adminOrderLineSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** Answer `veri` of the cancel routes (the spec reads `basarili` and `mesaj` of the envelope). */
export const adminOrderCancelledSchema = z.object({ id: z.string(), siparisDurumu: z.number().int(), odemeDurumu: z.boolean() });
export type AdminOrderCancelled = z.infer<typeof adminOrderCancelledSchema>;

/** True when the admin table offers cancel: not İptal Edildi (6) and not Teslim Edildi (5) (admin spec §4). */
export function canAdminCancelOrder(status: number): boolean {
  return status !== 5 && status !== 6;
}

/** True when the admin table offers the invoice: not İptal Edildi (6) (admin spec §4). */
export function canPrintInvoice(status: number): boolean {
  return status !== 6;
}
