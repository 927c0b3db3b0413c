/**
 * Stock management on the admin side (admin spec §2 Stock, §3 Stock product, §4 Stock level,
 * §5 Stock, §7 Stock, §8, §9): the stock list row and its summary, the detail with per-variant
 * stock and the movement history, the update (set) and add (increase) payloads and the texts.
 * The modal and the API validate with the same payload schemas.
 *
 * Levels (admin spec §4, §9): 0 Tükendi; at or below the critical level Kritik; up to 20 Düşük;
 * above 20 Normal. A product with variants has as stock the sum of its variants' stock (orders
 * take and give back variant stock only, so the product's own column is not used for it).
 */
import { z } from 'zod';
import { MESSAGES } from '@skiclub/shared/schemas';

/** Default critical level of a product (admin spec §9). */
export const STOCK_CRITICAL_DEFAULT = 5;
/** Highest stock still shown as Düşük (admin spec §9: low up to 20, normal above). */
export const STOCK_LOW_MAX = 20;
/** Largest stock a product or variant may hold (keeps sums inside a 32-bit column). */
export const STOCK_MAX = 1_000_000;
/** Longest movement description (the column's length). */
export const STOCK_NOTE_MAX = 500;
/** How many movements the detail shows (newest first). */
export const STOCK_HISTORY_LIMIT = 50;
/** Milliseconds the update / add modal stays open after a success (admin spec §4, §9). */
export const STOCK_MODAL_CLOSE_MS = 100;
/** Human-verification action of the stock screen (collection name, admin spec §3 rule). */
export const STOCK_ACTION = 'stok';

/** Stock level keys (admin spec §4), also the `stokDurumu` filter values of GET /api/urun/stok. */
export const STOCK_STATUSES = ['tukendi', 'kritik', 'dusuk', 'normal'] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** Turkish label of each level (admin spec §2 summary cards and status tag). */
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = { tukendi: 'Tükendi', kritik: 'Kritik', dusuk: 'Düşük', normal: 'Normal' };

/**
 * Level of a stock amount (admin spec §4): 0 (or less) Tükendi; ≤ `kritikSeviye` Kritik;
 * ≤ 20 Düşük; otherwise Normal.
 * @param stokMiktari pieces in stock
 * @param kritikSeviye the product's critical level (pieces, default 5)
 */
export function stockStatus(stokMiktari: number, kritikSeviye: number = STOCK_CRITICAL_DEFAULT): StockStatus {
  if (stokMiktari <= 0) return 'tukendi';
  if (stokMiktari <= kritikSeviye) return 'kritik';
  if (stokMiktari <= STOCK_LOW_MAX) return 'dusuk';
  return 'normal';
}

/** Kinds of stock movement: set and add by an admin, taken by an order, given back by a cancel, set in the product form. */
export const STOCK_MOVEMENT_KINDS = ['guncelle', 'ekle', 'siparis', 'iptal', 'urun'] as const;
export const stockMovementKindSchema = z.enum(STOCK_MOVEMENT_KINDS);
export type StockMovementKind = z.infer<typeof stockMovementKindSchema>;
/** Turkish label of each movement kind (history table). */
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  guncelle: 'Stok güncelleme',
  ekle: 'Stok ekleme',
  siparis: 'Sipariş',
  iptal: 'Sipariş iptali',
  urun: 'Ürün formu',
};

/** Texts of the stock screen and API (admin spec §5, §8), verbatim where the spec gives them. */
export const STOCK_MESSAGES = {
  loadFailed: 'Stoklar yüklenirken hata oluştu.',
  detailFailed: 'Ürün detayı yüklenirken hata oluştu.',
  operationFailed: 'Stok işlemi gerçekleştirilirken hata oluştu.',
  updated: 'Stok başarıyla güncellendi.',
  added: 'Stok başarıyla eklendi.',
  productNotFound: 'Ürün bulunamadı.',
  variantNotFound: 'Varyant bulunamadı.',
  variantRequired: 'Varyantlı ürünlerde bir varyant seçilmelidir.',
  quantityRequired: MESSAGES.required('Miktar'),
  quantityInteger: 'Miktar tam sayı olmalıdır.',
  quantityMin: (n: number) => MESSAGES.min('Miktar', n),
  quantityMax: MESSAGES.max('Miktar', STOCK_MAX),
  totalMax: `Stok miktarı en fazla ${STOCK_MAX} olabilir.`,
  criticalRequired: MESSAGES.required('Kritik seviye'),
  criticalInteger: 'Kritik seviye tam sayı olmalıdır.',
  criticalMin: MESSAGES.min('Kritik seviye', 0),
  criticalMax: MESSAGES.max('Kritik seviye', STOCK_MAX),
  noteTooLong: MESSAGES.maxLength('Açıklama', STOCK_NOTE_MAX),
  empty: 'Kayıt bulunamadı.',
} as const;

/** Whole pieces between `min` and {@link STOCK_MAX}, with the field's Turkish messages. */
function pieces(messages: { required: string; integer: string; min: string; max: string }, min: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.integer) })
    .int({ error: messages.integer })
    .min(min, { error: messages.min })
    .max(STOCK_MAX, { error: messages.max });
}

/** Stock operation body; `miktar` at least `minQuantity` (0 for set, 1 for add). */
function stockPayload(minQuantity: number) {
  return z.object({
    miktar: pieces({ required: STOCK_MESSAGES.quantityRequired, integer: STOCK_MESSAGES.quantityInteger, min: STOCK_MESSAGES.quantityMin(minQuantity), max: STOCK_MESSAGES.quantityMax }, minQuantity),
    kritikSeviye: pieces({ required: STOCK_MESSAGES.criticalRequired, integer: STOCK_MESSAGES.criticalInteger, min: STOCK_MESSAGES.criticalMin, max: STOCK_MESSAGES.criticalMax }, 0),
    aciklama: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX, { error: STOCK_MESSAGES.noteTooLong })
      .nullish()
      .transform((v) => v || null),
    /** The variant whose stock changes; required for a product with variants. */
    varyantId: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null),
    recaptchaToken: z.string().optional(),
  });
}

/**
 * POST /api/urun/{id}/stok/guncelle body (admin spec §5): `miktar` the new stock (whole, 0 to
 * 1 000 000), `kritikSeviye` (whole, ≥ 0), optional `aciklama` (≤ 500), `varyantId` for a variant.
 */
export const stockUpdatePayloadSchema = stockPayload(0);
export type StockUpdatePayload = z.input<typeof stockUpdatePayloadSchema>;
/** POST /api/urun/{id}/stok/ekle body: as {@link stockUpdatePayloadSchema}, `miktar` the pieces added (≥ 1). */
export const stockAddPayloadSchema = stockPayload(1);
export type StockAddPayload = z.input<typeof stockAddPayloadSchema>;

/** GET /api/urun/stok query (admin spec §7): category id, level, free text; empty values mean none. */
export const stockQuerySchema = z.object({
  kategoriId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  stokDurumu: z.preprocess((v) => (v === '' ? undefined : v), stockStatusSchema.optional()),
  arama: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
});
/** The filters as the screen sends them (all optional). */
export interface StockQuery {
  kategoriId?: string;
  stokDurumu?: StockStatus;
  arama?: string;
}

/** A product's category as the stock screen shows it. */
const stockCategorySchema = z.object({ id: z.string(), adi: z.string() });

/**
 * Stock list row (admin spec §3 Stock product): `stokMiktari` is the product's stock or, with
 * variants, their sum; `durum` its level; `sonGuncelleme` (ISO) the later of the product's last
 * change and its last stock movement.
 */
export const stockItemSchema = z.object({
  id: z.string(),
  adi: z.string(),
  anaResim: z.string().nullable(),
  kategori: stockCategorySchema,
  stokMiktari: z.number().int(),
  kritikSeviye: z.number().int(),
  durum: stockStatusSchema,
  varyantSayisi: z.number().int(),
  aktif: z.boolean(),
  sonGuncelleme: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** Counts of the four summary cards (admin spec §2). */
export const stockSummarySchema = z.object({ tukendi: z.number().int(), kritik: z.number().int(), dusuk: z.number().int(), normal: z.number().int() });
export type StockSummary = z.infer<typeof stockSummarySchema>;

/**
 * GET /api/urun/stok answer: the envelope with `veri` the list (admin spec §7) and, beside it,
 * `ozet` — the level counts over the products matching the category and search filters (the
 * level filter narrows the list only, so the cards always show the whole picture).
 */
export const stockListResponseSchema = z.object({
  basarili: z.boolean(),
  veri: z.array(stockItemSchema),
  ozet: stockSummarySchema,
  mesaj: z.string(),
});
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

/** A variant in the detail (admin spec §3: id, deger, stokMiktari) with its minimum and level. */
export const stockVariantSchema = z.object({
  id: z.string(),
  deger: z.string(),
  stokMiktari: z.number().int(),
  minimumStok: z.number().int(),
  aktif: z.boolean(),
  durum: stockStatusSchema,
});
export type StockVariant = z.infer<typeof stockVariantSchema>;

/** One stock movement: who (`kullaniciAdi`, null for the system), when (ISO), from, to and why. */
export const stockMovementSchema = z.object({
  id: z.string(),
  islem: stockMovementKindSchema,
  varyantId: z.string().nullable(),
  varyantAdi: z.string().nullable(),
  eskiMiktar: z.number().int(),
  yeniMiktar: z.number().int(),
  aciklama: z.string().nullable(),
  kullaniciAdi: z.string().nullable(),
  olusturmaTarihi: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** GET /api/urun/{id}/detay `veri`: the list row plus price, variants and the last 50 movements (newest first). */
export const stockDetailSchema = stockItemSchema.extend({
  fiyat: z.number(),
  varyantlar: z.array(stockVariantSchema),
  hareketler: z.array(stockMovementSchema),
});
export type StockDetail = z.infer<typeof stockDetailSchema>;
