/**
 * Test helpers for the order and shop payment tests: products with a known stock and
 * price written straight into the database, members without the sign-up round trip (for the
 * parallel-buyers test), cart lines, an order body from the shared address helpers, and the
 * bank's post-back for a gateway form signed with the simulator merchant's secret.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { billingAddressSchema, buildOrderAddresses, type OrderCreatePayload } from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { kullanicilar, sepetOgeleri, urunKategorileri, urunler, urunVaryantlari } from '../db/schema';
import { PAYFOR_SIMULATOR_DEFAULTS, responseHash } from '../lib/payfor';

/** A product created by {@link makeProduct}: its id and its variants' ids by name. */
export interface TestProduct {
  id: string;
  urunAdi: string;
  variants: Record<string, string>;
}

/**
 * Inserts an active product in the first category: without variants it has `stock` and `price`
 * (TL); with `variants` each has its own name, price and stock.
 */
export async function makeProduct(
  db: Database,
  spec: { urunAdi?: string; stock?: number; price?: number; aktif?: boolean; variants?: { varyantAdi: string; price: number; stock: number; aktif?: boolean }[] },
): Promise<TestProduct> {
  const [category] = await db.select({ id: urunKategorileri.id }).from(urunKategorileri).limit(1);
  const suffix = randomBytes(4).toString('hex');
  const urunAdi = spec.urunAdi ?? `Test Ürünü ${suffix}`;
  const [product] = await db
    .insert(urunler)
    .values({ kategoriId: category!.id, urunAdi, slug: `test-urunu-${suffix}`, fiyat: spec.price ?? 0, stokMiktari: spec.stock ?? 0, aktif: spec.aktif ?? true })
    .returning({ id: urunler.id });
  const variants: Record<string, string> = {};
  for (const v of spec.variants ?? []) {
    const [row] = await db
      .insert(urunVaryantlari)
      .values({ urunId: product!.id, varyantAdi: v.varyantAdi, tlFiyati: v.price, stokMiktari: v.stock, aktif: v.aktif ?? true })
      .returning({ id: urunVaryantlari.id });
    variants[v.varyantAdi] = row!.id;
  }
  return { id: product!.id, urunAdi, variants };
}

/** Current stock of a product (no variant) or of a variant. */
export async function stockOf(db: Database, urunId: string, varyantId?: string): Promise<number> {
  if (varyantId) {
    const [v] = await db.select({ stok: urunVaryantlari.stokMiktari }).from(urunVaryantlari).where(eq(urunVaryantlari.id, varyantId));
    return v!.stok;
  }
  const [p] = await db.select({ stok: urunler.stokMiktari }).from(urunler).where(eq(urunler.id, urunId));
  return p!.stok;
}

/** Inserts `n` members directly (no password use), returning their ids. */
export async function insertMembers(db: Database, n: number): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insert(kullanicilar)
    .values(
      Array.from({ length: n }, (_, i) => ({
        ad: 'Alıcı',
        soyad: String(i),
        kullaniciAdi: `alici_${tag}_${i}`,
        email: `alici_${tag}_${i}@example.com`,
        gsm: '05551112233',
        sifreHash: 'test-only',
        roller: ['Uye'],
      })),
    )
    .returning({ id: kullanicilar.id });
  return rows.map((r) => r.id);
}

/** Puts a line in a member's cart directly. */
export async function putInCart(db: Database, kullaniciId: string, urunId: string, miktar: number, urunVaryantId: string | null = null): Promise<void> {
  await db.insert(sepetOgeleri).values({ kullaniciId, urunId, urunVaryantId, miktar });
}

/** A member's cart lines as `{ urunId, urunVaryantId, miktar }`, sorted. */
export async function cartLines(db: Database, kullaniciId: string): Promise<{ urunId: string; urunVaryantId: string | null; miktar: number }[]> {
  const rows = await db
    .select({ urunId: sepetOgeleri.urunId, urunVaryantId: sepetOgeleri.urunVaryantId, miktar: sepetOgeleri.miktar })
    .from(sepetOgeleri)
    .where(eq(sepetOgeleri.kullaniciId, kullaniciId));
  return rows.sort((a, b) => `${a.urunId}${a.urunVaryantId ?? ''}`.localeCompare(`${b.urunId}${b.urunVaryantId ?? ''}`));
}

/** A valid POST /api/siparis/olustur body built with the shared helpers (what /odeme sends). */
export function orderBody(over: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  const billing = billingAddressSchema.parse({ ad: 'Ayşe', soyad: 'Yılmaz', email: 'ayse@example.com', telefon: '0532 123 45 67', adres: 'Cumhuriyet Cad. No: 5', sehir: 'Erzurum', postaKodu: '25000' });
  return { ...buildOrderAddresses(billing), paraBirimi: 'TL', notlar: 'Kapıya bırakın', ...over };
}

/**
 * The bank's post-back for a gateway form (approved unless `over` says otherwise), with a
 * ResponseHash made with the merchant's secret over the fields, or over `hashOver` in their place
 * (a forged hash). Carries the masked card as the bank does.
 */
export function bankPostBack(form: Record<string, string>, over: Record<string, string> = {}, hashOver: Record<string, string> = {}): Record<string, string> {
  const result = { AuthCode: 'S77788', ProcReturnCode: '00', '3DStatus': '1', ResponseRnd: 'PF638028511007418219', ErrMsg: 'Onaylandı', HostRefNum: '230422096719', ...over };
  const hash = responseHash(
    {
      MerchantID: form.MerchantID!,
      OrderId: form.OrderId!,
      AuthCode: result.AuthCode,
      ProcReturnCode: result.ProcReturnCode,
      '3DStatus': result['3DStatus'],
      ResponseRnd: result.ResponseRnd,
      UserCode: form.UserCode!,
      ...hashOver,
    },
    PAYFOR_SIMULATOR_DEFAULTS.merchantPass,
  );
  return {
    MbrId: form.MbrId!,
    MerchantID: form.MerchantID!,
    OrderId: form.OrderId!,
    PurchAmount: form.PurchAmount!,
    Currency: form.Currency!,
    SecureType: '3DPay',
    TxnType: 'Auth',
    InstallmentCount: '0',
    TxnResult: result.ProcReturnCode === '00' ? 'Success' : 'Failed',
    CardMask: '415565******6111',
    ResponseHash: hash,
    ...result,
  };
}
