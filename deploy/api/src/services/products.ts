/**
 * Catalogue queries (member spec §2 catalogue and detail, §3 product fields, §7 GET /api/urun).
 * No N+1: a page is one count query, one product query and one variants-with-details query;
 * the detail adds one image query. Price and stock rules:
 * - with variants: minFiyat/maxFiyat over the ACTIVE variants' tlFiyati, stokVar when any active
 *   variant has stock; only active variants are listed;
 * - without variants: the product's `fiyat` and `stokMiktari`;
 * - `fiyat` = minFiyat, `paraBirimi` 'TL'.
 */
import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Paged, ProductDetail, ProductListItem, Variant } from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { urunKategorileri, urunler, urunResimleri, urunVaryantDetaylari, urunVaryantlari, varyantDegerleri, varyantTipleri } from '../db/schema';
import { sanitizeProductHtml } from '../lib/html';
import { GUID_IN_TEXT_RE, isUuid } from '../lib/http';
import { containsPattern, foldSql, foldTurkish } from '../lib/text';

/** Validated GET /api/urun query (output of productQuerySchema). */
export interface ProductListQuery {
  page: number;
  pageSize: number;
  searchTerm?: string;
  kategoriId?: string;
  orderBy?: 'CreatedAtDesc' | 'NameAsc' | 'PriceAsc' | 'PriceDesc';
}

/** A variant row with its details, as loaded for a set of products. */
interface VariantWithProduct extends Variant {
  urunId: string;
}

const productColumns = {
  id: urunler.id,
  slug: urunler.slug,
  urunAdi: urunler.urunAdi,
  kisaAciklama: urunler.kisaAciklama,
  anaResim: urunler.anaResim,
  fiyat: urunler.fiyat,
  stokMiktari: urunler.stokMiktari,
  kategoriId: urunler.kategoriId,
  kategoriAdi: urunKategorileri.kategoriAdi,
  olusturmaTarihi: urunler.olusturmaTarihi,
};

type ProductRow = {
  id: string;
  slug: string;
  urunAdi: string;
  kisaAciklama: string;
  anaResim: string | null;
  fiyat: number;
  stokMiktari: number;
  kategoriId: string;
  kategoriAdi: string;
  olusturmaTarihi: Date;
};

/** Lowest active variant TL price, or the product price when it has no active variant. */
const minPriceSql = sql<number>`coalesce((select min(${urunVaryantlari.tlFiyati}) from ${urunVaryantlari} where ${urunVaryantlari.urunId} = ${urunler.id} and ${urunVaryantlari.aktif}), ${urunler.fiyat})`;

/**
 * Loads every variant (active or not) of the given products with their type/value details, in
 * one query. Variants come in siraNo order, details in the type's order.
 */
export async function loadVariants(db: Database, productIds: string[]): Promise<Map<string, VariantWithProduct[]>> {
  const out = new Map<string, VariantWithProduct[]>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({
      id: urunVaryantlari.id,
      urunId: urunVaryantlari.urunId,
      varyantAdi: urunVaryantlari.varyantAdi,
      tlFiyati: urunVaryantlari.tlFiyati,
      euroFiyati: urunVaryantlari.euroFiyati,
      usdFiyati: urunVaryantlari.usdFiyati,
      stokMiktari: urunVaryantlari.stokMiktari,
      minimumStok: urunVaryantlari.minimumStok,
      aktif: urunVaryantlari.aktif,
      varyantTipiId: varyantTipleri.id,
      varyantTipiAdi: varyantTipleri.tipAdi,
      varyantDegeriId: varyantDegerleri.id,
      varyantDegeriAdi: varyantDegerleri.degerAdi,
    })
    .from(urunVaryantlari)
    .leftJoin(urunVaryantDetaylari, eq(urunVaryantDetaylari.urunVaryantId, urunVaryantlari.id))
    .leftJoin(varyantTipleri, eq(varyantTipleri.id, urunVaryantDetaylari.varyantTipiId))
    .leftJoin(varyantDegerleri, eq(varyantDegerleri.id, urunVaryantDetaylari.varyantDegeriId))
    .where(inArray(urunVaryantlari.urunId, productIds))
    .orderBy(asc(urunVaryantlari.urunId), asc(urunVaryantlari.siraNo), asc(urunVaryantlari.varyantAdi), asc(varyantTipleri.siraNo));
  const byId = new Map<string, VariantWithProduct>();
  for (const r of rows) {
    let v = byId.get(r.id);
    if (!v) {
      v = {
        id: r.id,
        urunId: r.urunId,
        varyantAdi: r.varyantAdi,
        tlFiyati: r.tlFiyati,
        euroFiyati: r.euroFiyati,
        usdFiyati: r.usdFiyati,
        stokMiktari: r.stokMiktari,
        minimumStok: r.minimumStok,
        aktif: r.aktif,
        varyantDetaylari: [],
      };
      byId.set(r.id, v);
      const list = out.get(r.urunId) ?? [];
      list.push(v);
      out.set(r.urunId, list);
    }
    if (r.varyantTipiId && r.varyantDegeriId && r.varyantTipiAdi !== null && r.varyantDegeriAdi !== null) {
      v.varyantDetaylari.push({
        varyantTipiId: r.varyantTipiId,
        varyantTipiAdi: r.varyantTipiAdi,
        varyantDegeriId: r.varyantDegeriId,
        varyantDegeriAdi: r.varyantDegeriAdi,
      });
    }
  }
  return out;
}

/** Price range and stock of a product from its variants (rules in the file comment). */
export function priceAndStock(product: { fiyat: number; stokMiktari: number }, variants: Variant[]): { minFiyat: number; maxFiyat: number; stokVar: boolean } {
  if (variants.length === 0) return { minFiyat: product.fiyat, maxFiyat: product.fiyat, stokVar: product.stokMiktari > 0 };
  const activeVariants = variants.filter((v) => v.aktif);
  if (activeVariants.length === 0) return { minFiyat: product.fiyat, maxFiyat: product.fiyat, stokVar: false };
  const prices = activeVariants.map((v) => v.tlFiyati);
  return { minFiyat: Math.min(...prices), maxFiyat: Math.max(...prices), stokVar: activeVariants.some((v) => v.stokMiktari > 0) };
}

function toListItem(row: ProductRow, variants: VariantWithProduct[]): ProductListItem {
  const { minFiyat, maxFiyat, stokVar } = priceAndStock(row, variants);
  return {
    id: row.id,
    slug: row.slug,
    urunAdi: row.urunAdi,
    kisaAciklama: row.kisaAciklama,
    anaGorselUrl: row.anaResim,
    minFiyat,
    maxFiyat,
    fiyat: minFiyat,
    paraBirimi: 'TL',
    stokVar,
    kategoriId: row.kategoriId,
    kategoriAdi: row.kategoriAdi,
    olusturmaTarihi: row.olusturmaTarihi.toISOString(),
    urunVaryantlari: variants.filter((v) => v.aktif).map(({ urunId: _u, ...v }) => v),
  };
}

async function withVariants(db: Database, rows: ProductRow[]): Promise<ProductListItem[]> {
  const variants = await loadVariants(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toListItem(r, variants.get(r.id) ?? []));
}

function listFilter(q: Pick<ProductListQuery, 'searchTerm' | 'kategoriId'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(urunler.aktif, true), eq(urunKategorileri.aktif, true)];
  if (q.kategoriId) parts.push(eq(urunler.kategoriId, q.kategoriId));
  const term = q.searchTerm?.trim();
  if (term) {
    const pattern = containsPattern(foldTurkish(term));
    parts.push(or(like(foldSql(urunler.urunAdi), pattern), like(foldSql(urunler.kisaAciklama), pattern)));
  }
  return and(...parts);
}

function listOrder(orderBy: ProductListQuery['orderBy']): SQL[] {
  switch (orderBy) {
    case 'CreatedAtDesc':
      return [desc(urunler.olusturmaTarihi), asc(urunler.id)];
    case 'PriceAsc':
      return [asc(minPriceSql), asc(foldSql(urunler.urunAdi))];
    case 'PriceDesc':
      return [desc(minPriceSql), asc(foldSql(urunler.urunAdi))];
    default:
      return [asc(foldSql(urunler.urunAdi)), asc(urunler.id)];
  }
}

/** GET /api/urun: active products of active categories, filtered, ordered and paged. */
export async function listProducts(db: Database, q: ProductListQuery): Promise<Paged<ProductListItem>> {
  const where = listFilter(q);
  const [totalRow] = await db
    .select({ n: count() })
    .from(urunler)
    .innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId))
    .where(where);
  const totalCount = totalRow?.n ?? 0;
  const rows = await db
    .select(productColumns)
    .from(urunler)
    .innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId))
    .where(where)
    .orderBy(...listOrder(q.orderBy))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: await withVariants(db, rows),
    totalCount,
    totalPages: Math.ceil(totalCount / q.pageSize),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** GET /api/urun/kategori/:kategoriId: every active product of an active category, by name. */
export async function productsOfCategory(db: Database, kategoriId: string): Promise<ProductListItem[]> {
  const rows = await db
    .select(productColumns)
    .from(urunler)
    .innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId))
    .where(listFilter({ kategoriId }))
    .orderBy(...listOrder(undefined));
  return withVariants(db, rows);
}

async function detailWhere(db: Database, where: SQL): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ ...productColumns, aciklama: urunler.aciklama })
    .from(urunler)
    .innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId))
    .where(and(where, eq(urunler.aktif, true)))
    .limit(1);
  if (!row) return null;
  const [[item], images] = await Promise.all([
    withVariants(db, [row]),
    db
      .select({ id: urunResimleri.id, resimUrl: urunResimleri.resimUrl })
      .from(urunResimleri)
      .where(and(eq(urunResimleri.urunId, row.id), eq(urunResimleri.aktif, true)))
      .orderBy(desc(urunResimleri.anaResimMi), asc(urunResimleri.siraNo)),
  ]);
  if (!item) return null;
  const urunResimleriList = images.length > 0 || !row.anaResim ? images : [{ id: row.id, resimUrl: row.anaResim }];
  // Stored descriptions are sanitised on write; sanitising again on the way out means nothing
  // unsanitised is ever served, whatever wrote the row.
  return { ...item, aciklama: sanitizeProductHtml(row.aciklama), urunResimleri: urunResimleriList, urunKategori: { id: row.kategoriId, kategoriAdi: row.kategoriAdi } };
}

/** GET /api/urun/:id: an active product by id, or null. */
export function productById(db: Database, id: string): Promise<ProductDetail | null> {
  return isUuid(id) ? detailWhere(db, eq(urunler.id, id)) : Promise.resolve(null);
}

/**
 * GET /api/urun/resolve/:slugOrId (member spec §2 detail): by slug (case-insensitive), then by
 * id, then by the first GUID found anywhere in the text. Null when none matches.
 */
export async function resolveProduct(db: Database, slugOrId: string): Promise<ProductDetail | null> {
  const value = slugOrId.trim();
  if (!value) return null;
  const bySlug = await detailWhere(db, eq(urunler.slug, value.toLowerCase()));
  if (bySlug) return bySlug;
  if (isUuid(value)) return productById(db, value);
  const guid = GUID_IN_TEXT_RE.exec(value)?.[0];
  return guid ? productById(db, guid) : null;
}
