/**
 * Cart (member spec §2 cart, §3 cart fields, §4 cart validity, §5 cart rules). A member only
 * ever reads or changes their own lines: every query is scoped by the signed-in user's id, so
 * another user's line id answers 404. Prices are TL (variant tlFiyati or product fiyat).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MESSAGES, type Cart, type CartItem } from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { sepetOgeleri, urunler, urunVaryantlari } from '../db/schema';
import { ApiError, invalid, money, notFound } from '../lib/http';

/** 404 text of a cart line that is not the member's. */
export const CART_ITEM_NOT_FOUND = 'Sepet öğesi bulunamadı.';
/** 404 text of an unknown or inactive product. */
export const PRODUCT_NOT_FOUND = 'Ürün bulunamadı.';
/** 422 text when a product with variants is added without one. */
export const VARIANT_REQUIRED = 'Lütfen bir varyant seçiniz.';
/** 422 text for a variant of another product, or an inactive one. */
export const VARIANT_INVALID = 'Seçilen varyant bu ürün için geçerli değil.';
/** 422 text for a product that is no longer sold. */
export const PRODUCT_INACTIVE = 'Bu ürün artık satışta değil.';

/** Warning texts of the cart answer (`uyariMesajlari`). */
export const CART_WARNINGS = {
  productInactive: (name: string) => `"${name}" artık satışta değil. Lütfen sepetinizden çıkarın.`,
  variantInactive: (name: string) => `"${name}" seçeneği artık satışta değil. Lütfen sepetinizden çıkarın.`,
  outOfStock: (name: string) => `"${name}" stokta kalmadı.`,
  lowStock: (name: string, n: number) => `"${name}" için stok yetersiz. ${CART_MESSAGES.maxQuantity(n)}`,
} as const;

/** The member's cart with availability computed per line. */
export async function loadCart(db: Database, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      id: sepetOgeleri.id,
      urunId: sepetOgeleri.urunId,
      urunVaryantId: sepetOgeleri.urunVaryantId,
      miktar: sepetOgeleri.miktar,
      urunAdi: urunler.urunAdi,
      urunSlug: urunler.slug,
      urunGorselUrl: urunler.anaResim,
      urunFiyat: urunler.fiyat,
      urunStok: urunler.stokMiktari,
      urunAktif: urunler.aktif,
      varyantAdi: urunVaryantlari.varyantAdi,
      varyantFiyat: urunVaryantlari.tlFiyati,
      varyantStok: urunVaryantlari.stokMiktari,
      varyantAktif: urunVaryantlari.aktif,
    })
    .from(sepetOgeleri)
    .innerJoin(urunler, eq(urunler.id, sepetOgeleri.urunId))
    .leftJoin(urunVaryantlari, eq(urunVaryantlari.id, sepetOgeleri.urunVaryantId))
    .where(eq(sepetOgeleri.kullaniciId, userId))
    .orderBy(asc(sepetOgeleri.olusturmaTarihi), asc(sepetOgeleri.id));

  const uyariMesajlari: string[] = [];
  const sepetOgeleriList: CartItem[] = rows.map((r) => {
    const hasVariant = r.urunVaryantId !== null;
    const birimFiyat = hasVariant ? (r.varyantFiyat ?? 0) : r.urunFiyat;
    const mevcutStok = Math.max(0, hasVariant ? (r.varyantStok ?? 0) : r.urunStok);
    const varyantAktif = hasVariant ? r.varyantAktif === true : true;
    const stokYeterli = mevcutStok >= r.miktar;
    const name = r.varyantAdi ? `${r.urunAdi} (${r.varyantAdi})` : r.urunAdi;
    if (!r.urunAktif) uyariMesajlari.push(CART_WARNINGS.productInactive(r.urunAdi));
    else if (!varyantAktif) uyariMesajlari.push(CART_WARNINGS.variantInactive(name));
    else if (mevcutStok === 0) uyariMesajlari.push(CART_WARNINGS.outOfStock(name));
    else if (!stokYeterli) uyariMesajlari.push(CART_WARNINGS.lowStock(name, mevcutStok));
    return {
      id: r.id,
      urunId: r.urunId,
      urunVaryantId: r.urunVaryantId,
      urunAdi: r.urunAdi,
      urunSlug: r.urunSlug,
      varyantAdi: r.varyantAdi,
      urunGorselUrl: r.urunGorselUrl,
      birimFiyat,
      miktar: r.miktar,
      toplamFiyat: money(birimFiyat * r.miktar),
      paraBirimi: 'TL',
      mevcutStok,
      stokYeterli,
      urunAktif: r.urunAktif,
      varyantAktif,
    };
  });
  return {
    sepetOgeleri: sepetOgeleriList,
    toplamUrunAdedi: sepetOgeleriList.reduce((n, i) => n + i.miktar, 0),
    toplamTutar: money(sepetOgeleriList.reduce((n, i) => n + i.toplamFiyat, 0)),
    paraBirimi: 'TL',
    tumUrunlerMevcut: sepetOgeleriList.every((i) => i.urunAktif && i.varyantAktif && i.stokYeterli),
    uyariMesajlari,
  };
}

/** What can be sold for a product (and variant): stock and whether it is on sale. */
interface Sellable {
  stock: number;
  variantId: string | null;
}

/**
 * Checks that a product (and variant) can be put in a cart: active product, a variant when the
 * product has variants, the variant belongs to the product and is active.
 * @throws ApiError 404 unknown product, 422 with hatalar.urunVaryantId / urunId otherwise
 */
export async function sellable(db: Database, urunId: string, urunVaryantId: string | null): Promise<Sellable> {
  const [product] = await db
    .select({ id: urunler.id, aktif: urunler.aktif, stok: urunler.stokMiktari })
    .from(urunler)
    .where(eq(urunler.id, urunId))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  if (!product.aktif) throw invalid({ urunId: PRODUCT_INACTIVE }, PRODUCT_INACTIVE);
  const variants = await db
    .select({ id: urunVaryantlari.id, aktif: urunVaryantlari.aktif, stok: urunVaryantlari.stokMiktari })
    .from(urunVaryantlari)
    .where(eq(urunVaryantlari.urunId, urunId));
  if (variants.length === 0) {
    if (urunVaryantId) throw invalid({ urunVaryantId: VARIANT_INVALID }, VARIANT_INVALID);
    return { stock: product.stok, variantId: null };
  }
  if (!urunVaryantId) throw invalid({ urunVaryantId: VARIANT_REQUIRED }, VARIANT_REQUIRED);
  const variant = variants.find((v) => v.id === urunVaryantId);
  if (!variant || !variant.aktif) throw invalid({ urunVaryantId: VARIANT_INVALID }, VARIANT_INVALID);
  return { stock: variant.stok, variantId: variant.id };
}

function stockError(stock: number): ApiError {
  const mesaj = CART_MESSAGES.maxQuantity(Math.max(0, stock));
  return invalid({ miktar: mesaj }, mesaj);
}

/**
 * POST /api/sepet/ekle: adds or merges a line (same product and variant) with one upsert whose
 * merge only happens while the sum stays within the stock, so parallel adds never lose one.
 * @throws ApiError 422 'Maksimum {n} adet sipariş verebilirsiniz' when the merged quantity
 *   exceeds the stock
 */
export async function addToCart(db: Database, userId: string, input: { urunId: string; urunVaryantId: string | null; miktar: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const { stock, variantId } = await sellable(tx, input.urunId, input.urunVaryantId);
    if (input.miktar > stock) throw stockError(stock);
    // One statement adds to the line or creates it, so parallel adds (double clicks) all count:
    // a read-then-write loses one when two requests both find no line yet.
    const [line] = await tx
      .insert(sepetOgeleri)
      .values({ kullaniciId: userId, urunId: input.urunId, urunVaryantId: variantId, miktar: input.miktar })
      .onConflictDoUpdate({
        target: [sepetOgeleri.kullaniciId, sepetOgeleri.urunId, sepetOgeleri.urunVaryantId],
        set: { miktar: sql`${sepetOgeleri.miktar} + excluded.miktar`, guncellemeTarihi: new Date() },
        setWhere: sql`${sepetOgeleri.miktar} + excluded.miktar <= ${stock}`,
      })
      .returning({ id: sepetOgeleri.id });
    if (!line) throw stockError(stock);
  });
}

/**
 * PUT /api/sepet/guncelle: sets a line's quantity.
 * @throws ApiError 404 for a line that is not the member's, 422 above stock or for a product
 *   no longer sold
 */
export async function updateCartLine(db: Database, userId: string, input: { id: string; miktar: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: sepetOgeleri.id, urunId: sepetOgeleri.urunId, urunVaryantId: sepetOgeleri.urunVaryantId })
      .from(sepetOgeleri)
      .where(and(eq(sepetOgeleri.id, input.id), eq(sepetOgeleri.kullaniciId, userId)))
      .for('update')
      .limit(1);
    if (!line) throw notFound(CART_ITEM_NOT_FOUND);
    const { stock } = await sellable(tx, line.urunId, line.urunVaryantId);
    if (input.miktar > stock) throw stockError(stock);
    await tx.update(sepetOgeleri).set({ miktar: input.miktar, guncellemeTarihi: new Date() }).where(eq(sepetOgeleri.id, line.id));
  });
}

/** DELETE /api/sepet/:id: removes the member's line. @throws ApiError 404 when not theirs */
export async function removeCartLine(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(sepetOgeleri)
    .where(and(eq(sepetOgeleri.id, id), eq(sepetOgeleri.kullaniciId, userId)))
    .returning({ id: sepetOgeleri.id });
  if (deleted.length === 0) throw notFound(CART_ITEM_NOT_FOUND);
}

/** DELETE /api/sepet/temizle: empties the member's cart. */
export async function clearCart(db: Database, userId: string): Promise<void> {
  await db.delete(sepetOgeleri).where(eq(sepetOgeleri.kullaniciId, userId));
}

/** GET /api/sepet/stok-kontrol: stock of a product or variant against a quantity. */
export async function checkStock(db: Database, urunId: string, varyantId: string | undefined, miktar: number): Promise<{ stokVar: boolean; mevcutStok: number }> {
  if (varyantId) {
    const [v] = await db
      .select({ stok: urunVaryantlari.stokMiktari, aktif: urunVaryantlari.aktif, urunAktif: urunler.aktif })
      .from(urunVaryantlari)
      .innerJoin(urunler, eq(urunler.id, urunVaryantlari.urunId))
      .where(and(eq(urunVaryantlari.id, varyantId), eq(urunVaryantlari.urunId, urunId)))
      .limit(1);
    if (!v) throw notFound(PRODUCT_NOT_FOUND);
    const mevcutStok = v.aktif && v.urunAktif ? Math.max(0, v.stok) : 0;
    return { stokVar: mevcutStok >= miktar, mevcutStok };
  }
  const [p] = await db.select({ stok: urunler.stokMiktari, aktif: urunler.aktif }).from(urunler).where(eq(urunler.id, urunId)).limit(1);
  if (!p) throw notFound(PRODUCT_NOT_FOUND);
  // A product with variants and no variant chosen: what its active variants hold together.
  const variants = await db.select({ stok: urunVaryantlari.stokMiktari, aktif: urunVaryantlari.aktif }).from(urunVaryantlari).where(eq(urunVaryantlari.urunId, urunId));
  const stock = variants.length > 0 ? variants.filter((v) => v.aktif).reduce((n, v) => n + Math.max(0, v.stok), 0) : Math.max(0, p.stok);
  const mevcutStok = p.aktif ? stock : 0;
  return { stokVar: mevcutStok >= miktar, mevcutStok };
}
