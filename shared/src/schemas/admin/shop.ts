/**
 * Shop catalogue reference data on the admin side (admin spec §2, §3, §5, §7, §8): product
 * categories and variant types with their values. The screens (zodRule / CrudPage schema) and the
 * API (factory payload) validate with the same schemas, so a message shown in the browser is the
 * one the API returns in `hatalar`.
 */
import { z } from 'zod';
import { MESSAGES, categorySchema, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from './resource';

/** Category name limit (the column is varchar(100)). */
export const CATEGORY_NAME_MAX = 100;
/** Description limit of categories and variant types (not in the spec: keeps one row readable). */
export const SHOP_DESCRIPTION_MAX = 1000;
/** Variant type and value name limit (the columns are varchar(50)). */
export const VARIANT_NAME_MAX = 50;
/** Highest order number of a variant value. */
export const VARIANT_ORDER_MAX = 10_000;
/** A colour code of a variant value: '#RRGGBB'. */
export const COLOUR_CODE_RE = /^#[0-9A-Fa-f]{6}$/;

/** Human-verification action of the category screen (admin spec §3: the collection name). */
export const CATEGORY_ACTION = 'urunkategori';
/** Human-verification action of the variant type screen (types and values). */
export const VARIANT_TYPE_ACTION = 'urunvaryanttipi';

/** Texts of the category and variant type screens and API (admin spec §5, §8), verbatim where given. */
export const SHOP_CATALOG_MESSAGES = {
  categoryAdded: 'Kategori başarıyla eklendi.',
  categoryUpdated: 'Kategori başarıyla güncellendi.',
  categoryDeleted: 'Kategori başarıyla silindi.',
  categoryNotFound: 'Kategori bulunamadı.',
  categoryExists: 'Bu kategori zaten kayıtlı.',
  categoryInUse: 'Bu kategoride ürünler bulunduğu için silinemez.',
  categoriesFailed: 'Kategoriler yüklenirken hata oluştu.',
  categoriesLoading: 'Kategoriler yükleniyor...',
  confirmCategoryDelete: 'Bu kategoriyi silmek istediğinizden emin misiniz?',
  variantTypeAdded: 'Varyant tipi başarıyla eklendi.',
  variantTypeUpdated: 'Varyant tipi başarıyla güncellendi.',
  variantTypeDeleted: 'Varyant tipi başarıyla silindi.',
  variantTypeNotFound: 'Varyant tipi bulunamadı.',
  variantTypeExists: 'Bu varyant tipi zaten kayıtlı.',
  variantTypeInUse: 'Bu varyant tipinin değerleri ürün varyantlarında kullanıldığı için silinemez.',
  variantTypesFailed: 'Varyant tipleri yüklenirken hata oluştu.',
  variantTypesLoading: 'Varyant tipleri yükleniyor...',
  variantTypeSaveFailed: 'Varyant tipi kaydedilirken hata oluştu.',
  variantTypeDeleteFailed: 'Varyant tipi silinirken hata oluştu.',
  confirmVariantTypeDelete: 'Bu varyant tipini silmek istediğinizden emin misiniz?',
  valueRequired: 'Varyant değeri boş olamaz.',
  valueTooLong: MESSAGES.maxLength('Varyant değeri', VARIANT_NAME_MAX),
  valueExists: 'Bu varyant değeri zaten kayıtlı.',
  colourCode: 'Renk kodu #RRGGBB biçiminde olmalıdır.',
  orderNumber: 'Sıra no 0 veya daha büyük bir tam sayı olmalıdır.',
  valueAdded: 'Varyant değeri başarıyla eklendi.',
  valueDeleted: 'Varyant değeri başarıyla silindi.',
  valueNotFound: 'Varyant değeri bulunamadı.',
  valueInUse: 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.',
  valuesFailed: 'Varyant değerleri yüklenirken hata oluştu.',
  valueSaveFailed: 'Varyant değeri kaydedilirken hata oluştu.',
  valueDeleteFailed: 'Varyant değeri silinirken hata oluştu.',
  confirmValueDelete: 'Bu varyant değerini silmek istediğinizden emin misiniz?',
} as const;

/** Optional description: trimmed, '' and null stored as null. */
const description = (field: string) =>
  z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .max(SHOP_DESCRIPTION_MAX, { error: MESSAGES.maxLength(field, SHOP_DESCRIPTION_MAX) })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Category of the admin list (GET /api/urunkategori, admin spec §3): every category, inactive
 * ones too, with `urunSayisi` (all its products) and `olusturmaTarihi` (ISO date-time).
 */
export const adminCategorySchema = categorySchema.extend({ olusturmaTarihi: z.string() });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** Category create/update body (admin spec §5): kategoriAdi required, 2–100 characters. */
export const categoryPayloadSchema = z.object({
  kategoriAdi: requiredText('Kategori adı')
    .min(2, { error: MESSAGES.minLength('Kategori adı', 2) })
    .max(CATEGORY_NAME_MAX, { error: MESSAGES.maxLength('Kategori adı', CATEGORY_NAME_MAX) }),
  aciklama: description('Açıklama'),
  aktif: z.boolean({ error: MESSAGES.required('Aktif') }).default(true),
  recaptchaToken: z.string().optional(),
});
export type CategoryPayload = z.input<typeof categoryPayloadSchema>;

/** Product categories (admin spec §7 Categories): /api/urunkategori, action 'urunkategori', update PUT /{id}. */
export const categoryResource = defineAdminResource({
  path: '/api/urunkategori',
  item: adminCategorySchema,
  payload: categoryPayloadSchema,
  verificationAction: CATEGORY_ACTION,
  update: 'PUT /{id}',
});

/** Variant value (admin spec §3): degerKodu is a colour code '#RRGGBB' or null. */
export const variantValueSchema = z.object({
  id: z.string(),
  varyantTipiId: z.string(),
  degerAdi: z.string(),
  degerKodu: z.string().nullable(),
  siraNo: z.number().int(),
  aktif: z.boolean(),
});
export type VariantValue = z.infer<typeof variantValueSchema>;

/**
 * Variant type (admin spec §3) with its values in `varyantDegerleri` (by siraNo, then name).
 * GET /api/urunvaryanttipi lists every type and value; GET /api/urunvaryanttipi/aktif only the
 * active types with their active values (the product variant editor's choices).
 */
export const variantTypeSchema = z.object({
  id: z.string(),
  tipAdi: z.string(),
  aciklama: z.string().nullable(),
  aktif: z.boolean(),
  varyantDegerleri: z.array(variantValueSchema),
});
export type VariantType = z.infer<typeof variantTypeSchema>;

/** Variant type create/update body (admin spec §5): tipAdi required, ≤ 50 characters. */
export const variantTypePayloadSchema = z.object({
  tipAdi: requiredText('Varyant tipi adı').max(VARIANT_NAME_MAX, { error: MESSAGES.maxLength('Varyant tipi adı', VARIANT_NAME_MAX) }),
  aciklama: description('Açıklama'),
  aktif: z.boolean({ error: MESSAGES.required('Aktif') }).default(true),
  recaptchaToken: z.string().optional(),
});
export type VariantTypePayload = z.input<typeof variantTypePayloadSchema>;

/**
 * Variant types (admin spec §7 Variant types): /api/urunvaryanttipi, action 'urunvaryanttipi'
 * (also their values'), update PUT /{id}.
 */
export const variantTypeResource = defineAdminResource({
  path: '/api/urunvaryanttipi',
  item: variantTypeSchema,
  payload: variantTypePayloadSchema,
  verificationAction: VARIANT_TYPE_ACTION,
  update: 'PUT /{id}',
});

/**
 * Variant value create body (POST /api/urunvaryanttipi/{id}/degerler, admin spec §5):
 * degerAdi required ('Varyant değeri boş olamaz.'), degerKodu '#RRGGBB' or empty (stored
 * upper-case, or null), siraNo an integer ≥ 0 (default 0).
 */
export const variantValuePayloadSchema = z.object({
  degerAdi: z
    .string({ error: SHOP_CATALOG_MESSAGES.valueRequired })
    .trim()
    .min(1, { error: SHOP_CATALOG_MESSAGES.valueRequired })
    .max(VARIANT_NAME_MAX, { error: SHOP_CATALOG_MESSAGES.valueTooLong }),
  degerKodu: z
    .string({ error: SHOP_CATALOG_MESSAGES.colourCode })
    .trim()
    .refine((v) => v === '' || COLOUR_CODE_RE.test(v), { error: SHOP_CATALOG_MESSAGES.colourCode })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  siraNo: z
    .number({ error: SHOP_CATALOG_MESSAGES.orderNumber })
    .int({ error: SHOP_CATALOG_MESSAGES.orderNumber })
    .min(0, { error: SHOP_CATALOG_MESSAGES.orderNumber })
    .max(VARIANT_ORDER_MAX, { error: MESSAGES.max('Sıra no', VARIANT_ORDER_MAX) })
    .default(0),
  aktif: z.boolean({ error: MESSAGES.required('Aktif') }).default(true),
  recaptchaToken: z.string().optional(),
});
export type VariantValuePayload = z.input<typeof variantValuePayloadSchema>;
