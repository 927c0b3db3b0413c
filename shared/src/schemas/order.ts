/**
 * Shop orders (member spec §2 checkout, my orders and order detail, §3 Order and Billing
 * form, §4 order status, §5 Checkout, §7 /api/siparis, §8 shop texts): the status codes and their
 * texts, the checkout billing form, the delivery and invoice addresses (stored and sent as JSON
 * text), the create/update payloads the form and the API both validate with, and the answers.
 * Money is TL as numbers with at most 2 decimals (the server computes in kuruş).
 */
import { z } from 'zod';
import { MESSAGES, isValidEmail, phoneDigits } from './rules';

/** Order status codes and their texts (member spec §4). */
export const ORDER_STATUS = {
  1: 'Beklemede',
  2: 'Onaylandı',
  3: 'Hazırlanıyor',
  4: 'Kargoda',
  5: 'Teslim Edildi',
  6: 'İptal',
} as const;
export type OrderStatusCode = keyof typeof ORDER_STATUS;

/** Status codes by name, for code that sets a status. */
export const ORDER_STATUS_CODE = {
  beklemede: 1,
  onaylandi: 2,
  hazirlaniyor: 3,
  kargoda: 4,
  teslimEdildi: 5,
  iptal: 6,
} as const satisfies Record<string, OrderStatusCode>;

/** Text shown for a status the site does not know (member spec §4). */
export const UNKNOWN_ORDER_STATUS = 'Bilinmiyor';

/** Lower-case, Turkish letters folded to ASCII, inner spaces collapsed: 'İptal Edildi' → 'iptal edildi'. */
function foldStatusText(value: string): string {
  return value
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .replace(/\s+/g, ' ');
}

/** Text forms of the statuses seen in answers (member spec §4), folded with {@link foldStatusText}. */
const STATUS_TEXT_FORMS: Record<string, OrderStatusCode> = {
  beklemede: 1,
  onaylandi: 2,
  hazirlaniyor: 3,
  'kargoya verildi': 4,
  kargoda: 4,
  'teslim edildi': 5,
  iptal: 6,
  'iptal edildi': 6,
};

/**
 * Status code 1-6 of a status given as a number, a numeric string or one of the text forms of
 * member spec §4 (beklemede, onaylandı, hazırlanıyor, kargoya verildi / kargoda, teslim edildi,
 * iptal edildi; any case, Turkish letters or not).
 * @returns the code, or null for anything else
 */
export function orderStatusCode(value: number | string | null | undefined): OrderStatusCode | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 6 ? (value as OrderStatusCode) : null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return orderStatusCode(Number(text));
  return STATUS_TEXT_FORMS[foldStatusText(text)] ?? null;
}

/** Display text of a status (see {@link orderStatusCode}); 'Bilinmiyor' for anything unknown. */
export function orderStatusText(value: number | string | null | undefined): string {
  const code = orderStatusCode(value);
  return code === null ? UNKNOWN_ORDER_STATUS : ORDER_STATUS[code];
}

/** True while an order may still be edited or cancelled: status 1 Beklemede or 2 Onaylandı. */
export function isOrderEditable(value: number | string | null | undefined): boolean {
  const code = orderStatusCode(value);
  return code === 1 || code === 2;
}

/** Texts of the checkout, my orders and order detail screens and of the order API (verbatim). */
export const ORDER_MESSAGES = {
  created: 'Sipariş başarıyla oluşturuldu!',
  updated: 'Sipariş güncellendi!',
  cancelled: 'Sipariş iptal edildi!',
  notFound: 'Sipariş bulunamadı.',
  cancelConfirm: 'Bu siparişi iptal etmek istediğinizden emin misiniz?',
  consents: 'Lütfen tüm gerekli alanları doldurun ve onayları işaretleyin.',
  emptyCart: 'Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...',
  invalidCart: 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.',
  createFailed: 'Sipariş oluşturulurken hata oluştu',
  listFailed: 'Siparişler yüklenirken hata oluştu',
  detailFailed: 'Sipariş detayı yüklenirken hata oluştu',
  updateFailed: 'Sipariş güncellenirken hata oluştu',
  cancelFailed: 'Sipariş iptal edilirken hata oluştu',
  paymentStartFailed: 'Ödeme işlemi başlatılamadı',
  notEditable: 'Bu sipariş artık değiştirilemez.',
  notPayable: 'Bu sipariş için ödeme yapılamaz.',
  alreadyPaid: 'Bu sipariş için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.',
  /** Added to the cancel answer of a paid order (returns page /iade-degisim: refund to the card used). */
  refundNote: 'Ödemeniz, iade politikamız gereği ödemede kullandığınız karta iade edilecektir.',
  /** Per-line text of a 409 on order creation. */
  insufficientStock: (urunAdi: string, available: number) => `Yetersiz stok: ${urunAdi} (en fazla ${available} adet)`,
  /** Per-line text of a 409 when the product or variant is no longer sold. */
  unavailable: (urunAdi: string) => `Ürün artık satışta değil: ${urunAdi}`,
} as const;

/** Checkout billing form messages (member spec §5 Checkout, verbatim). */
export const CHECKOUT_MESSAGES = {
  ad: 'Lütfen adınızı girin.',
  soyad: 'Lütfen soyadınızı girin.',
  email: 'Lütfen geçerli bir e-posta girin.',
  telefon: 'Lütfen 10 haneli telefon numarası girin.',
  adres: 'Lütfen adres bilgisi girin.',
  sehir: 'Lütfen şehir seçin.',
} as const;

/** Longest texts of an order. */
export const ORDER_LIMITS = {
  ad: 50,
  soyad: 50,
  adSoyad: 101,
  email: 150,
  adres: 500,
  sehir: 100,
  postaKodu: 10,
  ulke: 50,
  notlar: 500,
  /** Longest JSON text of one address. */
  adresJson: 4000,
} as const;

/** Country of every delivery (the shop ships in Türkiye only). */
export const ORDER_COUNTRY = 'Türkiye';

/** Orders per page of GET /api/siparis/kullanici unless `boyut` says otherwise. */
export const ORDER_PAGE_SIZE = 10;

/** How long an unpaid order in status 1 holds its stock before the API releases it (ms; 30 minutes). */
export const ORDER_HOLD_MS = 30 * 60 * 1000;

function requiredField(message: string, max: number, field: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: MESSAGES.maxLength(field, max) });
}

const emailSchema = z
  .string({ error: CHECKOUT_MESSAGES.email })
  .trim()
  .max(ORDER_LIMITS.email, { error: MESSAGES.maxLength('E-posta', ORDER_LIMITS.email) })
  .refine(isValidEmail, { error: CHECKOUT_MESSAGES.email });

/** Phone of 10 or 11 digits, spaces ignored and removed ('Lütfen 10 haneli telefon numarası girin.'). */
const telefonSchema = z
  .string({ error: CHECKOUT_MESSAGES.telefon })
  .transform(phoneDigits)
  .refine((v) => /^\d{10,11}$/.test(v), { error: CHECKOUT_MESSAGES.telefon });

/** Optional postal code: trimmed, missing or empty becomes ''. */
const postaKoduSchema = z
  .string()
  .trim()
  .max(ORDER_LIMITS.postaKodu, { error: MESSAGES.maxLength('Posta Kodu', ORDER_LIMITS.postaKodu) })
  .nullish()
  .transform((v) => v ?? '');

/**
 * The fixed country id the checkout asks cities for (member spec §7: GET /api/sehir/ulke/{countryId}
 * "a fixed country id is used"): Türkiye, seeded with this id.
 */
export const CHECKOUT_COUNTRY_ID = '00000000-0000-4000-8000-000000000090';

/** A city of the checkout's billing address (member spec §3 City). */
export const citySchema = z.object({ id: z.string(), sehirAdi: z.string() });
export type City = z.infer<typeof citySchema>;
/** Answer of GET /api/sehir/ulke/{countryId}: the country's active cities, Turkish alphabetical. */
export const cityListSchema = z.array(citySchema);

/**
 * Checkout billing form (member spec §3 Billing form, §5 Checkout): ad, soyad, email, telefon
 * (10-11 digits, kept without spaces), adres, sehir (the city's name), postaKodu optional.
 */
export const billingAddressSchema = z.object({
  ad: requiredField(CHECKOUT_MESSAGES.ad, ORDER_LIMITS.ad, 'Ad'),
  soyad: requiredField(CHECKOUT_MESSAGES.soyad, ORDER_LIMITS.soyad, 'Soyad'),
  email: emailSchema,
  telefon: telefonSchema,
  adres: requiredField(CHECKOUT_MESSAGES.adres, ORDER_LIMITS.adres, 'Adres'),
  sehir: requiredField(CHECKOUT_MESSAGES.sehir, ORDER_LIMITS.sehir, 'Şehir'),
  postaKodu: postaKoduSchema,
});
/** Billing form values as typed. */
export type BillingAddressForm = z.input<typeof billingAddressSchema>;
/** Billing form values after parsing (trimmed, phone digits only). */
export type BillingAddress = z.output<typeof billingAddressSchema>;

const deliveryAddressFields = z.object({
  ad: requiredField(CHECKOUT_MESSAGES.ad, ORDER_LIMITS.ad, 'Ad'),
  soyad: requiredField(CHECKOUT_MESSAGES.soyad, ORDER_LIMITS.soyad, 'Soyad'),
  adSoyad: z.string().trim().max(ORDER_LIMITS.adSoyad, { error: MESSAGES.maxLength('Ad Soyad', ORDER_LIMITS.adSoyad) }).nullish(),
  adres: requiredField(CHECKOUT_MESSAGES.adres, ORDER_LIMITS.adres, 'Adres'),
  sehir: requiredField(CHECKOUT_MESSAGES.sehir, ORDER_LIMITS.sehir, 'Şehir'),
  postaKodu: postaKoduSchema,
  telefon: telefonSchema,
  ulke: z.literal(ORDER_COUNTRY, { error: `Teslimat yalnızca ${ORDER_COUNTRY} içindir.` }).default(ORDER_COUNTRY),
});
/** adSoyad built from ad and soyad when it is missing. */
const withFullName = <T extends { ad: string; soyad: string; adSoyad?: string | null }>(a: T) => ({ ...a, adSoyad: a.adSoyad || `${a.ad} ${a.soyad}` });

/**
 * Delivery address as stored in the order's `teslimatAdresi` JSON text (member spec §3): ad,
 * soyad, adSoyad (built from ad and soyad when missing), adres, sehir, postaKodu, telefon,
 * ulke (always 'Türkiye').
 */
export const deliveryAddressSchema = deliveryAddressFields.transform(withFullName);
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;

/** Invoice address as stored in `faturaAdresi` (member spec §3): the delivery address plus email. */
export const invoiceAddressSchema = deliveryAddressFields.extend({ email: emailSchema }).transform(withFullName);
export type InvoiceAddressInput = z.input<typeof invoiceAddressSchema>;
export type InvoiceAddress = z.output<typeof invoiceAddressSchema>;

/**
 * A JSON-text address field ('teslimatAdresi' or 'faturaAdresi'): the text must be a JSON object
 * that passes `address`; the answer is the parsed, normalised object. Errors of the inner fields
 * come out as `teslimatAdresi.ad`, `faturaAdresi.email` … through `fieldErrors`.
 */
function jsonAddressField<T extends z.ZodType<unknown, object>>(label: string, address: T) {
  const message = `${label} alanı zorunludur.`;
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(ORDER_LIMITS.adresJson, { error: MESSAGES.maxLength(label, ORDER_LIMITS.adresJson) })
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value;
      } catch {
        // falls through to the issue below
      }
      ctx.addIssue({ code: 'custom', message: `${label} geçerli bir adres değil.` });
      return z.NEVER;
    })
    .pipe(address);
}

const notlarSchema = z
  .string({ error: 'Notlar metin olmalıdır.' })
  .trim()
  .max(ORDER_LIMITS.notlar, { error: MESSAGES.maxLength('Notlar', ORDER_LIMITS.notlar) })
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /api/siparis/olustur body (member spec §7): teslimatAdresi and faturaAdresi as JSON text,
 * paraBirimi 'TL', notlar (≤ 500, empty → null). Parsed, both addresses are objects.
 */
export const orderCreateSchema = z.object({
  teslimatAdresi: jsonAddressField('Teslimat Adresi', deliveryAddressSchema),
  faturaAdresi: jsonAddressField('Fatura Adresi', invoiceAddressSchema),
  paraBirimi: z.literal('TL', { error: "Para birimi 'TL' olmalıdır." }).default('TL'),
  notlar: notlarSchema,
});
/** POST /api/siparis/olustur body as sent. */
export type OrderCreatePayload = z.input<typeof orderCreateSchema>;
/** POST /api/siparis/olustur body after parsing (addresses as objects). */
export type OrderCreateInput = z.output<typeof orderCreateSchema>;

/** PUT /api/siparis/{id} body: the addresses (JSON text) and notes, same rules as on creation. */
export const orderUpdateSchema = z.object({
  teslimatAdresi: jsonAddressField('Teslimat Adresi', deliveryAddressSchema),
  faturaAdresi: jsonAddressField('Fatura Adresi', invoiceAddressSchema),
  notlar: notlarSchema,
});
export type OrderUpdatePayload = z.input<typeof orderUpdateSchema>;
export type OrderUpdateInput = z.output<typeof orderUpdateSchema>;

/**
 * The two JSON texts of an order payload from the checkout billing form: the delivery address is
 * the billing address without e-mail, the invoice address the billing address; both with adSoyad
 * and ulke 'Türkiye'. Takes the parsed form ({@link BillingAddress}).
 */
export function buildOrderAddresses(billing: BillingAddress): { teslimatAdresi: string; faturaAdresi: string } {
  const delivery = {
    ad: billing.ad,
    soyad: billing.soyad,
    adSoyad: `${billing.ad} ${billing.soyad}`,
    adres: billing.adres,
    sehir: billing.sehir,
    postaKodu: billing.postaKodu,
    telefon: billing.telefon,
    ulke: ORDER_COUNTRY,
  };
  return { teslimatAdresi: JSON.stringify(delivery), faturaAdresi: JSON.stringify({ ...delivery, email: billing.email }) };
}

/** An address read back from an order (all texts; email only on invoice addresses). */
export interface OrderAddress {
  ad: string;
  soyad: string;
  adSoyad: string;
  adres: string;
  sehir: string;
  postaKodu: string;
  telefon: string;
  ulke: string;
  email?: string;
}

/**
 * The address in an order's `teslimatAdresi` / `faturaAdresi` JSON text, for display: missing
 * texts become '', adSoyad is built from ad and soyad when absent.
 * @returns the address, or null for empty text, bad JSON or anything not an object
 */
export function parseOrderAddress(text: string | null | undefined): OrderAddress | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const read = (key: string) => {
    const v = record[key];
    return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  };
  const ad = read('ad');
  const soyad = read('soyad');
  const address: OrderAddress = {
    ad,
    soyad,
    adSoyad: read('adSoyad') || [ad, soyad].filter(Boolean).join(' '),
    adres: read('adres'),
    sehir: read('sehir'),
    postaKodu: read('postaKodu'),
    telefon: read('telefon'),
    ulke: read('ulke') || ORDER_COUNTRY,
  };
  if (typeof record.email === 'string') address.email = record.email;
  return address;
}

/**
 * `siparisDurumu` as an answer may carry it (member spec §3: number 1-6 or text): a number stays
 * as it is; a text form of §4 ('kargoya verildi', 'İptal Edildi', '4') becomes its code; any
 * other text becomes 0, which shows 'Bilinmiyor'. One odd order thus never fails a whole list.
 */
export const orderStatusValueSchema = z
  .union([z.number().int(), z.string()])
  .transform((v): number => (typeof v === 'number' ? v : (orderStatusCode(v) ?? 0)))
  // What the API itself sends (OpenAPI document): the code 1-6.
  .meta({ type: 'integer', minimum: 1, maximum: 6 });

/** One line of an order (member spec §3 siparisDetaylari); prices in TL. */
export const orderLineSchema = z.object({
  id: z.string(),
  urunId: z.string(),
  urunAdi: z.string(),
  varyantAdi: z.string().nullable(),
  miktar: z.number().int(),
  birimFiyat: z.number(),
  toplamFiyat: z.number(),
  urunGorselUrl: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as the API answers it (member spec §3 Order); toplamTutar in TL, dates ISO. */
export const orderSchema = z.object({
  id: z.string(),
  siparisNo: z.string(),
  toplamTutar: z.number(),
  paraBirimi: z.string(),
  siparisDurumu: orderStatusValueSchema,
  siparisDurumuMetni: z.string(),
  odemeDurumu: z.boolean(),
  odemeTarihi: z.string().nullable(),
  olusturmaTarihi: z.string(),
  teslimatAdresi: z.string(),
  faturaAdresi: z.string(),
  notlar: z.string().nullable(),
  siparisDetaylari: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /api/siparis/olustur answer `veri`. */
export const orderCreatedSchema = z.object({
  siparisId: z.string(),
  siparisNo: z.string(),
  toplamTutar: z.number(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

/** GET /api/siparis/kullanici query: sayfa ≥ 1 (default 1), boyut 1-50 (default 10). */
export const orderPageQuerySchema = z.object({
  sayfa: z.coerce.number().int().min(1).default(1),
  boyut: z.coerce.number().int().min(1).max(50).default(ORDER_PAGE_SIZE),
});
export type OrderPageQuery = z.input<typeof orderPageQuerySchema>;

/** GET /api/siparis/kullanici answer: the caller's orders, newest first, one page. */
export const orderPageSchema = z.object({
  ogeler: z.array(orderSchema),
  toplam: z.number().int().min(0),
  sayfa: z.number().int().min(1),
  boyut: z.number().int().min(1),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
