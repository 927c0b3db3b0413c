/**
 * Products on the admin side (admin spec §2, §3 Product / Product image / Variant, §5 Product,
 * §7 Products / Product images / Variants, §8 product texts, §9 limits): the admin list row,
 * the list query, the product, image and variant payloads (PascalCase keys as the spec gives
 * them) and the screen's texts. The form and the API validate with the same schemas.
 */
import { z } from 'zod';
import { MESSAGES, variantSchema } from '@skiclub/shared/schemas';
import { MONEY_MAX, hasAtMostTwoDecimals } from './options';

/** Admin product list page size (admin spec §9). */
export const PRODUCT_PAGE_SIZE = 50;
/** Largest product image in bytes (admin spec §9: 10 MB). */
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** File extensions a product image may have (admin spec §5, §9); the API checks the content. */
export const PRODUCT_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** MIME types of {@link PRODUCT_IMAGE_EXTENSIONS} (the browser's check of a chosen file). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Site path of an uploaded product image (served by GET /api/urun/resim/{name}). */
export const PRODUCT_IMAGE_PREFIX = '/api/urun/resim/';
/** Human-verification actions of the products screen (admin spec §3: collection names). */
export const PRODUCT_ACTION = 'urun';
export const PRODUCT_IMAGE_ACTION = 'urunresim';
export const PRODUCT_VARIANT_ACTION = 'urunvaryant';
/** Text limits (not in the spec: keep a row readable, fit the columns). */
export const PRODUCT_LIMITS = { adi: 200, kisaAciklama: 500, aciklama: 50_000, varyantAdi: 150, stok: 1_000_000 } as const;

/** Texts of the products screen and API (admin spec §5, §8), verbatim where the spec gives them. */
export const PRODUCT_MESSAGES = {
  categoryRequired: 'Lütfen bir kategori seçin.',
  idInvalid: 'Geçersiz ürün ID.',
  categoryNotFound: 'Seçilen kategori bulunamadı.',
  nameRequired: 'Ürün adı gereklidir.',
  nameTooLong: MESSAGES.maxLength('Ürün adı', PRODUCT_LIMITS.adi),
  shortTooLong: MESSAGES.maxLength('Kısa açıklama', PRODUCT_LIMITS.kisaAciklama),
  descriptionTooLong: MESSAGES.maxLength('Açıklama', PRODUCT_LIMITS.aciklama),
  priceRequired: MESSAGES.required('Fiyat'),
  priceMin: MESSAGES.min('Fiyat', 0),
  priceMax: MESSAGES.max('Fiyat', MONEY_MAX),
  priceStep: 'Fiyat en fazla 2 ondalık basamak içerebilir.',
  stockRequired: MESSAGES.required('Stok miktarı'),
  stockMin: MESSAGES.min('Stok miktarı', 0),
  stockMax: MESSAGES.max('Stok miktarı', PRODUCT_LIMITS.stok),
  stockInteger: 'Stok miktarı tam sayı olmalıdır.',
  imagePathInvalid: 'Ana resim sunucuya yüklenmiş bir ürün resmi olmalıdır.',
  added: 'Ürün başarıyla eklendi.',
  updated: 'Ürün başarıyla güncellendi.',
  deleted: 'Ürün başarıyla silindi.',
  inOrders: 'Bu ürün siparişlerde yer aldığı için silinemez. Satıştan kaldırmak için pasif yapın.',
  saveFailed: 'Ürün kaydedilirken hata oluştu.',
  savedMainImageFailed: 'Ürün kaydedildi ama ana resim yüklenirken hata oluştu.',
  notFound: 'Ürün bulunamadı.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  mainImageFailed: 'Ana resim yüklenirken hata oluştu.',
  imagesFailed: 'Resimler yüklenirken hata oluştu.',
  imageDeleteFailed: 'Resim silinirken hata oluştu.',
  loadFailed: 'Ürünler yüklenirken hata oluştu.',
  confirmDelete: 'Bu ürünü silmek istediğinizden emin misiniz?',
  imageTooLarge: "Dosya boyutu 10MB'dan büyük olamaz.",
  imageWrongType: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.',
  imageUploaded: 'Resim başarıyla yüklendi.',
  imageAdded: 'Resim ürüne eklendi.',
  imageUpdated: 'Resim güncellendi.',
  imageDeleted: 'Resim silindi.',
  imageNotFound: 'Resim bulunamadı.',
  imagePathUnknown: 'Bu resim sunucuya bu ürün için yüklenmiş bir resim değil.',
  imageRequired: 'Resim seçimi zorunludur.',
  productRequired: 'Ürün seçimi zorunludur.',
  variantNameRequired: 'Varyant adı gereklidir.',
  variantNameTooLong: MESSAGES.maxLength('Varyant adı', PRODUCT_LIMITS.varyantAdi),
  tlRequired: MESSAGES.required('TL fiyatı'),
  tlMin: 'TL fiyatı 0 veya daha büyük olmalıdır.',
  euroMin: 'Euro fiyatı 0 veya daha büyük olmalıdır.',
  usdMin: 'USD fiyatı 0 veya daha büyük olmalıdır.',
  minimumStockMin: MESSAGES.min('Minimum stok', 0),
  variantTypeRequired: 'Varyant tipi seçimi zorunludur.',
  variantValueRequired: 'Varyant değeri seçimi zorunludur.',
  variantTypeTwice: 'Her varyant tipi için yalnızca bir değer seçilebilir.',
  variantValueMismatch: 'Seçilen değer bu varyant tipine ait değil.',
  variantAdded: 'Varyant başarıyla eklendi.',
  variantUpdated: 'Varyant başarıyla güncellendi.',
  variantDeleted: 'Varyant başarıyla silindi.',
  variantNotFound: 'Varyant bulunamadı.',
  variantInUse: 'Bu varyant siparişlerde veya sepetlerde yer aldığı için silinemez. Satıştan kaldırmak için pasif yapın.',
  variantsFailed: 'Varyantlar yüklenirken hata oluştu.',
  variantSaveFailed: 'Varyant kaydedilirken hata oluştu.',
  variantDeleteFailed: 'Varyant silinirken hata oluştu.',
  confirmVariantDelete: 'Bu varyantı silmek istediğinizden emin misiniz?',
} as const;

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A product image file name as GET /api/urun/resim/{name} serves it. */
const IMAGE_PATH_RE = /^\/api\/urun\/resim\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*\.(svg|png|jpe?g|webp)$/i;

/** A uuid picked in a select; `message` for a missing, empty or malformed one. */
function pickedId(message: string) {
  return z.string({ error: message }).trim().regex(ID_RE, { error: message });
}

/** A money amount in TL/€/$: ≥ 0, at most 2 decimals (step 0.01). */
function moneyField(required: string, min: string) {
  return z
    .number({ error: required })
    .min(0, { error: min })
    .max(MONEY_MAX, { error: MESSAGES.max('Tutar', MONEY_MAX) })
    .refine(hasAtMostTwoDecimals, { error: PRODUCT_MESSAGES.priceStep });
}

/** A whole count ≥ 0 (stock). */
function countField(required: string, min: string) {
  return z
    .number({ error: required })
    .int({ error: PRODUCT_MESSAGES.stockInteger })
    .min(0, { error: min })
    .max(PRODUCT_LIMITS.stok, { error: PRODUCT_MESSAGES.stockMax });
}

/**
 * Product create/update body (admin spec §3 payload keys, §5): KategoriId picked ('Lütfen bir
 * kategori seçin.'), Adi required ('Ürün adı gereklidir.'), Fiyat ≥ 0 with step 0.01, StokMiktari a
 * whole number ≥ 0, Aciklama rich HTML (sanitised by the API before it is stored), AnaResim an
 * uploaded product image path or empty (→ null). `Id` is accepted and ignored (the path names the
 * row); `recaptchaToken` is checked for action 'urun', never stored.
 */
export const productPayloadSchema = z.object({
  KategoriId: pickedId(PRODUCT_MESSAGES.categoryRequired),
  Adi: z
    .string({ error: PRODUCT_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.nameRequired })
    .max(PRODUCT_LIMITS.adi, { error: PRODUCT_MESSAGES.nameTooLong }),
  KisaAciklama: z
    .string({ error: PRODUCT_MESSAGES.shortTooLong })
    .trim()
    .max(PRODUCT_LIMITS.kisaAciklama, { error: PRODUCT_MESSAGES.shortTooLong })
    .nullish()
    .transform((v) => v ?? ''),
  Aciklama: z
    .string({ error: PRODUCT_MESSAGES.descriptionTooLong })
    .max(PRODUCT_LIMITS.aciklama, { error: PRODUCT_MESSAGES.descriptionTooLong })
    .nullish()
    .transform((v) => v ?? ''),
  Fiyat: z
    .number({ error: PRODUCT_MESSAGES.priceRequired })
    .min(0, { error: PRODUCT_MESSAGES.priceMin })
    .max(MONEY_MAX, { error: PRODUCT_MESSAGES.priceMax })
    .refine(hasAtMostTwoDecimals, { error: PRODUCT_MESSAGES.priceStep }),
  StokMiktari: countField(PRODUCT_MESSAGES.stockRequired, PRODUCT_MESSAGES.stockMin),
  AnaResim: z
    .string({ error: PRODUCT_MESSAGES.imagePathInvalid })
    .trim()
    .refine((v) => v === '' || IMAGE_PATH_RE.test(v), { error: PRODUCT_MESSAGES.imagePathInvalid })
    .nullish()
    .transform((v) => v || null),
  Aktif: z.boolean({ error: MESSAGES.required('Aktif') }).default(true),
  OneEyeCikan: z.boolean({ error: MESSAGES.required('Öne çıkan') }).default(false),
  // The edit form echoes the product's id; the path's id is the one used.
  Id: z.string({ error: PRODUCT_MESSAGES.idInvalid }).trim().regex(ID_RE, { error: PRODUCT_MESSAGES.idInvalid }).optional(),
  recaptchaToken: z.string().optional(),
});
export type ProductPayload = z.input<typeof productPayloadSchema>;

/** Product row of the admin list (admin spec §3 Product (admin)) plus slug, counts and dates. */
export const adminProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  adi: z.string(),
  aciklama: z.string(),
  kisaAciklama: z.string(),
  fiyat: z.number(),
  stokMiktari: z.number().int(),
  kritikSeviye: z.number().int(),
  kategoriId: z.string(),
  kategori: z.object({ id: z.string(), adi: z.string() }),
  anaResim: z.string().nullable(),
  aktif: z.boolean(),
  oneEyeCikan: z.boolean(),
  varyantSayisi: z.number().int(),
  olusturmaTarihi: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** One page of GET /api/urun/admin. */
export const adminProductPageSchema = z.object({ items: z.array(adminProductSchema), totalCount: z.number().int() });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** GET /api/urun/admin query (admin spec §7): page ≥ 1, pageSize 1-100 (default 50), filters. */
export const adminProductQuerySchema = z.object({
  page: z.coerce.number({ error: MESSAGES.numeric('Sayfa') }).int({ error: MESSAGES.numeric('Sayfa') }).min(1, { error: MESSAGES.min('Sayfa', 1) }).default(1),
  pageSize: z.coerce
    .number({ error: MESSAGES.numeric('Sayfa boyutu') })
    .int({ error: MESSAGES.numeric('Sayfa boyutu') })
    .min(1, { error: MESSAGES.min('Sayfa boyutu', 1) })
    .max(100, { error: MESSAGES.max('Sayfa boyutu', 100) })
    .default(PRODUCT_PAGE_SIZE),
  kategoriId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || ID_RE.test(v), { error: PRODUCT_MESSAGES.categoryNotFound }),
  aktif: z.enum(['true', 'false', ''], { error: 'Aktif true veya false olmalıdır.' }).optional(),
  arama: z.string().trim().max(200, { error: MESSAGES.maxLength('Arama', 200) }).optional(),
});
export type AdminProductQuery = z.input<typeof adminProductQuerySchema>;

/** Product image row (admin spec §3 Product image); `resimYolu` equals `resimUrl`. */
export const productImageSchema = z.object({
  id: z.string(),
  urunId: z.string(),
  resimUrl: z.string(),
  resimYolu: z.string(),
  resimAdi: z.string().nullable(),
  anaResimMi: z.boolean(),
  aktif: z.boolean(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** POST /api/urunresim: registers an uploaded file for its product (admin spec §7). */
export const productImagePayloadSchema = z.object({
  urunId: pickedId(PRODUCT_MESSAGES.productRequired),
  resimYolu: z.string({ error: PRODUCT_MESSAGES.imagePathUnknown }).trim().regex(IMAGE_PATH_RE, { error: PRODUCT_MESSAGES.imagePathUnknown }),
  anaResimMi: z.boolean({ error: MESSAGES.required('Ana resim') }).default(false),
  recaptchaToken: z.string().optional(),
});
export type ProductImagePayload = z.input<typeof productImagePayloadSchema>;

/** PUT /api/urunresim: makes an image the main one and/or (de)activates it. */
export const productImageUpdateSchema = z.object({
  id: pickedId(PRODUCT_MESSAGES.imageRequired),
  anaResimMi: z.boolean({ error: MESSAGES.required('Ana resim') }).optional(),
  aktif: z.boolean({ error: MESSAGES.required('Aktif') }).optional(),
  recaptchaToken: z.string().optional(),
});
export type ProductImageUpdate = z.input<typeof productImageUpdateSchema>;

/**
 * Variant create/update body (admin spec §3 Variant payload): VaryantAdi required, TLFiyati ≥ 0
 * (step 0.01), € and $ prices optional, stock and minimum stock whole ≥ 0, and at most one value
 * per variant type in VaryantDetaylari (the API checks each value belongs to its type).
 */
export const variantPayloadSchema = z.object({
  VaryantAdi: z
    .string({ error: PRODUCT_MESSAGES.variantNameRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.variantNameRequired })
    .max(PRODUCT_LIMITS.varyantAdi, { error: PRODUCT_MESSAGES.variantNameTooLong }),
  TLFiyati: moneyField(PRODUCT_MESSAGES.tlRequired, PRODUCT_MESSAGES.tlMin),
  EuroFiyati: moneyField(PRODUCT_MESSAGES.euroMin, PRODUCT_MESSAGES.euroMin)
    .nullish()
    .transform((v) => v ?? null),
  UsdFiyati: moneyField(PRODUCT_MESSAGES.usdMin, PRODUCT_MESSAGES.usdMin)
    .nullish()
    .transform((v) => v ?? null),
  StokMiktari: countField(PRODUCT_MESSAGES.stockRequired, PRODUCT_MESSAGES.stockMin),
  MinimumStok: countField(PRODUCT_MESSAGES.minimumStockMin, PRODUCT_MESSAGES.minimumStockMin).default(0),
  Aktif: z.boolean({ error: MESSAGES.required('Aktif') }).default(true),
  VaryantDetaylari: z
    .array(
      z.object({
        VaryantTipiId: pickedId(PRODUCT_MESSAGES.variantTypeRequired),
        VaryantDegeriId: pickedId(PRODUCT_MESSAGES.variantValueRequired),
      }),
      { error: PRODUCT_MESSAGES.variantValueRequired },
    )
    .max(20, { error: PRODUCT_MESSAGES.variantTypeTwice })
    .default([])
    .refine((list) => new Set(list.map((d) => d.VaryantTipiId.toLowerCase())).size === list.length, { error: PRODUCT_MESSAGES.variantTypeTwice }),
  recaptchaToken: z.string().optional(),
});
export type VariantPayload = z.input<typeof variantPayloadSchema>;

/** Variant row of the admin (all variants, active or not; admin spec §3 Variant). */
export const adminVariantSchema = variantSchema;
export type AdminVariant = z.infer<typeof adminVariantSchema>;
