/**
 * Stock management (admin spec §2 Stock, §3 Stock product, §4 Stock level, §5, §7 Stock, §8, §9),
 * all inside the admin plugin (401 visitors, 403 members):
 * - GET /api/urun/stok (kategoriId, stokDurumu 'tukendi'|'kritik'|'dusuk'|'normal', arama) →
 *   `{ basarili, veri: StockItem[], ozet: { tukendi, kritik, dusuk, normal }, mesaj }`, every
 *   product (active or not) by name. `ozet` counts the products matching the category and search
 *   filters; `stokDurumu` narrows `veri` only.
 * - GET /api/urun/{id}/detay → the row plus price, its variants' stock and the last 50 stock
 *   movements, newest first; 404 'Ürün bulunamadı.'.
 * - POST /api/urun/{id}/stok/guncelle (set) and /stok/ekle (increase) { miktar, kritikSeviye,
 *   aciklama?, varyantId? } → `{ basarili, veri: StockItem, mesaj }`. One transaction: the product
 *   row (and the variant row) locked FOR UPDATE, the new amount written, the product's critical
 *   level set and a movement recorded (who, when, from, to, why), so parallel changes never lose
 *   one. A product with variants changes one variant (`varyantId` required: its stock is the sum
 *   of its variants', services/products.ts and orders.ts use variant stock only).
 * Writes check a sent `recaptchaToken` for the action 'stok'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@skiclub/shared/schemas';
import {
  STOCK_ACTION,
  STOCK_HISTORY_LIMIT,
  STOCK_MAX,
  STOCK_MESSAGES,
  stockAddPayloadSchema,
  stockDetailSchema,
  stockItemSchema,
  stockListResponseSchema,
  stockQuerySchema,
  stockStatus,
  stockUpdatePayloadSchema,
  type StockDetail,
  type StockItem,
  type StockMovementKind,
  type StockSummary,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { stokHareketleri, urunKategorileri, urunler, urunVaryantlari } from '../../db/schema';
import { ApiError, envelopeOf, invalid, isUuid } from '../../lib/http';
import { containsPattern, foldSql, foldTurkish } from '../../lib/text';
import { checkSentToken } from '../../lib/verifier';
import { productStockSql, recordStockMovement } from '../../services/stock';
import type { AdminModule } from './crud';

const idParams = z.object({ id: z.string() });

/** Columns of a stock row; variant count and sum and the last movement come from subqueries. */
const stockColumns = {
  id: urunler.id,
  adi: urunler.urunAdi,
  anaResim: urunler.anaResim,
  kategoriId: urunKategorileri.id,
  kategoriAdi: urunKategorileri.kategoriAdi,
  stokMiktari: productStockSql,
  kritikSeviye: urunler.kritikSeviye,
  aktif: urunler.aktif,
  fiyat: urunler.fiyat,
  guncellemeTarihi: urunler.guncellemeTarihi,
  varyantSayisi: sql<number>`(select count(*)::int from ${urunVaryantlari} where ${urunVaryantlari.urunId} = ${urunler.id})`,
  sonHareket: sql<string | null>`(select max(${stokHareketleri.olusturmaTarihi})::text from ${stokHareketleri} where ${stokHareketleri.urunId} = ${urunler.id})`,
};

type StockRow = { [K in keyof typeof stockColumns]: K extends 'guncellemeTarihi' ? Date : K extends 'sonHareket' ? string | null : K extends 'anaResim' ? string | null : K extends 'aktif' ? boolean : K extends 'adi' | 'id' | 'kategoriId' | 'kategoriAdi' ? string : number };

/** A stock row as the API answers it (level from the effective stock, admin spec §4). */
function toItem(r: StockRow): StockItem {
  const { stokMiktari } = r;
  const lastMove = r.sonHareket ? new Date(r.sonHareket) : null;
  const sonGuncelleme = lastMove && lastMove > r.guncellemeTarihi ? lastMove : r.guncellemeTarihi;
  return {
    id: r.id,
    adi: r.adi,
    anaResim: r.anaResim,
    kategori: { id: r.kategoriId, adi: r.kategoriAdi },
    stokMiktari,
    kritikSeviye: r.kritikSeviye,
    durum: stockStatus(stokMiktari, r.kritikSeviye),
    varyantSayisi: r.varyantSayisi,
    aktif: r.aktif,
    sonGuncelleme: sonGuncelleme.toISOString(),
  };
}

/** Stock rows matching `where`, by name. */
async function selectStock(db: Database, where: SQL | undefined): Promise<StockRow[]> {
  return db
    .select(stockColumns)
    .from(urunler)
    .innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId))
    .where(where)
    .orderBy(asc(foldSql(urunler.urunAdi)), asc(urunler.id));
}

/** Category and free-text filters of GET /api/urun/stok (an id that is no UUID matches nothing). */
function listWhere(q: z.output<typeof stockQuerySchema>): SQL | undefined {
  const parts: SQL[] = [];
  if (q.kategoriId) parts.push(isUuid(q.kategoriId) ? eq(urunler.kategoriId, q.kategoriId.toLowerCase()) : sql`false`);
  if (q.arama) {
    const pattern = containsPattern(foldTurkish(q.arama));
    parts.push(or(like(foldSql(urunler.urunAdi), pattern), like(foldSql(urunKategorileri.kategoriAdi), pattern))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/** One stock row; 404 'Ürün bulunamadı.' when there is none. */
async function readItem(db: Database, id: string): Promise<StockRow> {
  const [row] = isUuid(id) ? await selectStock(db, eq(urunler.id, id)) : [];
  if (!row) throw new ApiError(404, STOCK_MESSAGES.productNotFound);
  return row;
}

/** The detail of GET /api/urun/{id}/detay (see the file comment). */
async function readDetail(db: Database, id: string): Promise<StockDetail> {
  const row = await readItem(db, id);
  const variants = await db
    .select({ id: urunVaryantlari.id, deger: urunVaryantlari.varyantAdi, stokMiktari: urunVaryantlari.stokMiktari, minimumStok: urunVaryantlari.minimumStok, aktif: urunVaryantlari.aktif })
    .from(urunVaryantlari)
    .where(eq(urunVaryantlari.urunId, row.id))
    .orderBy(asc(urunVaryantlari.siraNo), asc(urunVaryantlari.varyantAdi));
  const moves = await db
    .select({
      id: stokHareketleri.id,
      islem: stokHareketleri.islem,
      varyantId: stokHareketleri.varyantId,
      varyantAdi: urunVaryantlari.varyantAdi,
      eskiMiktar: stokHareketleri.eskiMiktar,
      yeniMiktar: stokHareketleri.yeniMiktar,
      aciklama: stokHareketleri.aciklama,
      kullaniciAdi: stokHareketleri.kullaniciAdi,
      olusturmaTarihi: stokHareketleri.olusturmaTarihi,
    })
    .from(stokHareketleri)
    .leftJoin(urunVaryantlari, eq(urunVaryantlari.id, stokHareketleri.varyantId))
    .where(eq(stokHareketleri.urunId, row.id))
    .orderBy(desc(stokHareketleri.olusturmaTarihi), desc(stokHareketleri.yeniMiktar))
    .limit(STOCK_HISTORY_LIMIT);
  return {
    ...toItem(row),
    fiyat: row.fiyat,
    varyantlar: variants.map((v) => ({ ...v, durum: stockStatus(v.stokMiktari, v.minimumStok) })),
    hareketler: moves.map((m) => ({ ...m, islem: m.islem as StockMovementKind, olusturmaTarihi: m.olusturmaTarihi.toISOString() })),
  };
}

type StockInput = z.output<typeof stockUpdatePayloadSchema>;

/**
 * Sets ('guncelle') or increases ('ekle') a product's or variant's stock and records the
 * movement, in one transaction with the rows locked (see the file comment).
 * @throws ApiError 404 unknown product; 422 `varyantId` (missing for a product with variants or
 *   not one of its variants), 422 `miktar` when the result would pass 1 000 000
 */
async function changeStock(db: Database, id: string, input: StockInput, islem: 'guncelle' | 'ekle', actor: { id: string; kullaniciAdi: string }): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, STOCK_MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    const [product] = await tx.select({ stok: urunler.stokMiktari }).from(urunler).where(eq(urunler.id, id)).for('update');
    if (!product) throw new ApiError(404, STOCK_MESSAGES.productNotFound);
    const variants = await tx.select({ id: urunVaryantlari.id }).from(urunVaryantlari).where(eq(urunVaryantlari.urunId, id));
    const varyantId = input.varyantId?.toLowerCase() ?? null;
    if (varyantId && !variants.some((v) => v.id === varyantId)) throw invalid({ varyantId: STOCK_MESSAGES.variantNotFound });
    if (!varyantId && variants.length > 0) throw invalid({ varyantId: STOCK_MESSAGES.variantRequired });
    let old = product.stok;
    if (varyantId) {
      const [variant] = await tx.select({ stok: urunVaryantlari.stokMiktari }).from(urunVaryantlari).where(eq(urunVaryantlari.id, varyantId)).for('update');
      old = variant!.stok;
    }
    const next = islem === 'ekle' ? old + input.miktar : input.miktar;
    if (next > STOCK_MAX) throw invalid({ miktar: STOCK_MESSAGES.totalMax });
    const now = new Date();
    if (varyantId) await tx.update(urunVaryantlari).set({ stokMiktari: next }).where(eq(urunVaryantlari.id, varyantId));
    await tx
      .update(urunler)
      .set({ ...(varyantId ? {} : { stokMiktari: next }), kritikSeviye: input.kritikSeviye, guncellemeTarihi: now })
      .where(eq(urunler.id, id));
    await recordStockMovement(tx, { urunId: id, varyantId, islem, eskiMiktar: old, yeniMiktar: next, aciklama: input.aciklama, kullanici: actor });
  });
}

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const stockAdmin: AdminModule = { resources: [], routes: registerStockAdminRoutes };

/** Registers GET /api/urun/stok, GET /api/urun/{id}/detay and the two stock operations inside the admin plugin. */
async function registerStockAdminRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const oneItem = envelopeOf(stockItemSchema);

  app.get('/api/urun/stok', { schema: { querystring: stockQuerySchema, response: { 200: stockListResponseSchema } } }, async (request) => {
    const q = request.query;
    const items = (await selectStock(db, listWhere(q))).map(toItem);
    const ozet: StockSummary = { tukendi: 0, kritik: 0, dusuk: 0, normal: 0 };
    for (const item of items) ozet[item.durum] += 1;
    return { basarili: true, veri: q.stokDurumu ? items.filter((i) => i.durum === q.stokDurumu) : items, ozet, mesaj: '' };
  });

  app.get('/api/urun/:id/detay', { schema: { params: idParams, response: { 200: envelopeOf(stockDetailSchema) } } }, async (request) => {
    return ok(await readDetail(db, request.params.id.toLowerCase()));
  });

  const operations = [
    { path: 'guncelle', schema: stockUpdatePayloadSchema, islem: 'guncelle', mesaj: STOCK_MESSAGES.updated },
    { path: 'ekle', schema: stockAddPayloadSchema, islem: 'ekle', mesaj: STOCK_MESSAGES.added },
  ] as const;
  for (const op of operations) {
    app.post(`/api/urun/:id/stok/${op.path}`, { schema: { params: idParams, body: op.schema, response: { 200: oneItem } } }, async (request) => {
      const user = await ctx.auth.requireAdmin(request);
      const id = request.params.id.toLowerCase();
      await checkSentToken(ctx.verifier, request, request.body.recaptchaToken, STOCK_ACTION);
      await changeStock(db, id, request.body, op.islem, { id: user.id, kullaniciAdi: user.kullaniciAdi });
      return ok(toItem(await readItem(db, id)), op.mesaj);
    });
  }
}
