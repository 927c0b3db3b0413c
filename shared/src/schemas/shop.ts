/**
 * Shop data and payloads (member spec §3, §5, §7): products, variants, categories, cart.
 * Money amounts are numbers in the item's currency (TL by default), 2 decimals.
 */
import { z } from 'zod';

/** Currency codes used by the club (member spec §9). */
export const CURRENCIES = ['TL', 'EURO', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Catalogue page size (member spec §9). */
export const CATALOG_PAGE_SIZE = 12;
/** Products in the home-page slider (member spec §9). */
export const HOME_PRODUCT_COUNT = 10;

export const variantDetailSchema = z.object({
  varyantTipiId: z.string(),
  varyantTipiAdi: z.string(),
  varyantDegeriId: z.string(),
  varyantDegeriAdi: z.string(),
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;

export const variantSchema = z.object({
  id: z.string(),
  varyantAdi: z.string(),
  tlFiyati: z.number(),
  euroFiyati: z.number().nullable(),
  usdFiyati: z.number().nullable(),
  stokMiktari: z.number().int(),
  minimumStok: z.number().int(),
  aktif: z.boolean(),
  varyantDetaylari: z.array(variantDetailSchema),
});
export type Variant = z.infer<typeof variantSchema>;

export const categorySchema = z.object({
  id: z.string(),
  kategoriAdi: z.string(),
  aciklama: z.string().nullable(),
  aktif: z.boolean(),
  urunSayisi: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Product as listed in the catalogue (member spec §3). */
export const productListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  urunAdi: z.string(),
  kisaAciklama: z.string(),
  anaGorselUrl: z.string().nullable(),
  minFiyat: z.number(),
  maxFiyat: z.number(),
  fiyat: z.number(),
  paraBirimi: z.string(),
  stokVar: z.boolean(),
  kategoriId: z.string(),
  kategoriAdi: z.string(),
  olusturmaTarihi: z.string(),
  urunVaryantlari: z.array(variantSchema),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** Product detail (member spec §3). `aciklama` is sanitised HTML. */
export const productDetailSchema = productListItemSchema.extend({
  aciklama: z.string(),
  urunResimleri: z.array(z.object({ id: z.string(), resimUrl: z.string() })),
  urunKategori: z.object({ id: z.string(), kategoriAdi: z.string() }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/urun query (member spec §7). `orderBy` CreatedAtDesc gives the newest first. */
export const productQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CATALOG_PAGE_SIZE),
  searchTerm: z.string().trim().max(100).optional(),
  kategoriId: z.string().uuid().optional().or(z.literal('').transform(() => undefined)),
  orderBy: z.enum(['CreatedAtDesc', 'NameAsc', 'PriceAsc', 'PriceDesc']).optional(),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

/** Paged list answer (member spec §7: items, totalCount, totalPages). */
export interface Paged<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** Schema of a {@link Paged} answer whose items match `item`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** GET /api/urun answer: one catalogue page. */
export const productPageSchema = pagedSchema(productListItemSchema);
/** GET /api/urunkategori/aktif answer: active categories with their product counts. */
export const categoryListSchema = z.array(categorySchema);

/** POST /api/sepet/ekle body (member spec §3). `miktar` is a JSON number: "2", true or [2] are refused, never coerced. */
export const cartAddSchema = z.object({
  urunId: z.string({ error: 'Ürün seçimi zorunludur.' }).uuid({ error: 'Geçersiz ürün.' }),
  urunVaryantId: z.string().uuid({ error: 'Geçersiz varyant.' }).nullable().default(null),
  miktar: z
    .number({ error: 'Miktar sayısal olmalıdır.' })
    .int({ error: 'Miktar tam sayı olmalıdır.' })
    .min(1, { error: 'Miktar en az 1 olmalıdır.' })
    .max(999, { error: 'Miktar en fazla 999 olabilir.' }),
  paraBirimi: z.enum(CURRENCIES).default('TL'),
});
export type CartAddPayload = z.input<typeof cartAddSchema>;

/** PUT /api/sepet/guncelle body (member spec §7). */
export const cartUpdateSchema = z.object({
  id: z.string().uuid({ error: 'Geçersiz sepet öğesi.' }),
  miktar: z
    .number({ error: 'Miktar sayısal olmalıdır.' })
    .int({ error: 'Miktar tam sayı olmalıdır.' })
    .min(1, { error: 'Miktar en az 1 olmalıdır.' })
    .max(999, { error: 'Miktar en fazla 999 olabilir.' }),
});
export type CartUpdatePayload = z.input<typeof cartUpdateSchema>;

/** GET /api/sepet/stok-kontrol query. */
export const stockCheckQuerySchema = z.object({
  urunId: z.string().uuid(),
  varyantId: z.string().uuid().optional(),
  miktar: z.coerce.number().int().min(1).default(1),
});

export const cartItemSchema = z.object({
  id: z.string(),
  urunId: z.string(),
  urunVaryantId: z.string().nullable(),
  urunAdi: z.string(),
  urunSlug: z.string(),
  varyantAdi: z.string().nullable(),
  urunGorselUrl: z.string().nullable(),
  birimFiyat: z.number(),
  miktar: z.number().int(),
  toplamFiyat: z.number(),
  paraBirimi: z.string(),
  mevcutStok: z.number().int(),
  stokYeterli: z.boolean(),
  urunAktif: z.boolean(),
  varyantAktif: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/sepet answer (member spec §3). */
export const cartSchema = z.object({
  sepetOgeleri: z.array(cartItemSchema),
  toplamUrunAdedi: z.number().int(),
  toplamTutar: z.number(),
  paraBirimi: z.string().default('TL'),
  tumUrunlerMevcut: z.boolean().default(true),
  uyariMesajlari: z.array(z.string()).default([]),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Cart validity (member spec §4): non-empty, every product available and every item's stock
 * covering its quantity.
 */
export function isCartValid(cart: Cart): boolean {
  return (
    cart.sepetOgeleri.length > 0 &&
    cart.tumUrunlerMevcut &&
    cart.sepetOgeleri.every((i) => i.urunAktif && i.varyantAktif && i.stokYeterli && i.mevcutStok >= i.miktar)
  );
}

/**
 * Cart messages of member spec §5 and §8. The failure texts ('Sepet yüklenirken hata oluştu', …)
 * live with their choice rule in `@skiclub/shared/errors` (OPERATION_FAILURES).
 */
export const CART_MESSAGES = {
  maxQuantity: (n: number) => `Maksimum ${n} adet sipariş verebilirsiniz`,
  invalidCart: 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.',
  emptyCoupon: 'Lütfen geçerli bir kupon kodu giriniz.',
  couponInactive: 'Kupon kodu özelliği henüz aktif değil.',
  added: 'Ürün sepete eklendi!',
  updated: 'Sepet güncellendi!',
  removed: 'Ürün sepetten çıkarıldı!',
  cleared: 'Sepet temizlendi!',
} as const;
