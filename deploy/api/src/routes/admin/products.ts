/**
 * Products, their images and variants on the admin side (admin spec §3, §5, §7, §8, §9), all
 * inside the admin plugin (401 visitors, 403 members):
 * - GET /api/urun/admin (page=1, pageSize=50, kategoriId, aktif, arama) → { items, totalCount },
 *   every product (active or not) by name.
 * - POST /api/urun → 201; PUT /api/urun/{id} → 200 (PascalCase payload keys, admin spec §3). The
 *   slug is made from the name (Turkish letters transliterated) and kept unique (-2, -3 …); it is
 *   remade when the name changes. `Aciklama` is sanitised with sanitize-html before it is stored,
 *   and again when served, so no script, handler or javascript: URL is ever stored or served.
 * - DELETE /api/urun/{id}: a product named in an order is NOT deleted (409 with a text telling to
 *   deactivate it instead: orders keep their lines); otherwise the row, its images, variants and
 *   cart lines go, and the files this server uploaded for it are removed.
 * - POST /api/urunresim/yukle/{urunId}: multipart `dosya`, jpg/jpeg/png/webp by content, ≤ 10 MB
 *   (413) or 415; stored as DATA_DIR/uploads/urun/<urunId>-<uuid>.<ext>; `veri` is its site path
 *   /api/urun/resim/<file> (served by the public GET /api/urun/resim/{name}, ../products.ts).
 * - POST /api/urunresim (urunId, resimYolu, anaResimMi) registers such a path; PUT /api/urunresim
 *   (id, anaResimMi?, aktif?) sets the main image (one per product, mirrored in urunler.anaResim)
 *   or the active flag; GET /api/urunresim/urun/{urunId}; DELETE /api/urunresim/{id} (row + file).
 * - GET/POST /api/urun/{id}/varyantlar; PUT and DELETE /api/urun/varyantlar/{urunVaryantId}: one value per
 *   variant type, each value of its type; a variant named in an order or a cart is not deleted (409).
 * Writes check a sent `recaptchaToken` for the actions 'urun', 'urunresim', 'urunvaryant'.
 * The product resource is not on the CRUD factory: its list is paged, its update is PUT /{id}.
 */
import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, inArray, like, max, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@skiclub/shared/schemas';
import { slugify } from '@skiclub/shared/format';
import {
  PRODUCT_ACTION,
  PRODUCT_IMAGE_ACTION,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_PREFIX,
  PRODUCT_MESSAGES,
  PRODUCT_VARIANT_ACTION,
  adminProductPageSchema,
  adminProductQuerySchema,
  adminProductSchema,
  adminVariantSchema,
  productImagePayloadSchema,
  productImageSchema,
  productImageUpdateSchema,
  productPayloadSchema,
  variantPayloadSchema,
  type AdminProduct,
  type AdminVariant,
  type ProductImage,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { sepetOgeleri, siparisDetaylari, urunKategorileri, urunler, urunResimleri, urunVaryantDetaylari, urunVaryantlari, varyantDegerleri } from '../../db/schema';
import { isInUse, pgError } from '../../lib/errors';
import { sanitizeProductHtml } from '../../lib/html';
import { ApiError, envelopeOf, invalid, isUuid, send } from '../../lib/http';
import { containsPattern, foldSql, foldTurkish } from '../../lib/text';
import { readImageUploads, uploadFolder, type ImageUploadRule, type UploadFolder } from '../../lib/upload';
import { checkSentToken } from '../../lib/verifier';
import { loadVariants } from '../../services/products';
import { productStockSql, recordStockMovement, type StockActor } from '../../services/stock';
import type { AdminModule } from './crud';

/** Uploads sub-folder of product images (served by GET /api/urun/resim/{name}). */
const PRODUCT_UPLOAD_DIR = 'urun';
/** Name of a file this server stored for a product: '<urunId>-<uuid>.<ext>' (seed files never match). */
const UPLOADED_NAME_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** Upload rule of product images (admin spec §9: jpg, jpeg, png, webp up to 10 MB). */
export const PRODUCT_IMAGE_RULE: ImageUploadRule = {
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  formats: ['jpeg', 'png', 'webp'],
  maxSide: 2000,
  messages: { tooLarge: PRODUCT_MESSAGES.imageTooLarge, wrongType: PRODUCT_MESSAGES.imageWrongType },
};

const idParams = z.object({ id: z.string() });
/** A variant named under the product resource (`/api/urun/varyantlar/:urunVaryantId`). */
const variantIdParams = z.object({ urunVaryantId: z.string() });
const productIdParams = z.object({ urunId: z.string() });

/** Opens the product images' folder once per app. */
const folders = new WeakMap<AppContext, Promise<UploadFolder>>();
function productFolder(ctx: AppContext): Promise<UploadFolder> {
  let folder = folders.get(ctx);
  if (!folder) {
    folder = uploadFolder(ctx.storage, PRODUCT_UPLOAD_DIR);
    folders.set(ctx, folder);
  }
  return folder;
}

/** File name of a product image site path ('/api/urun/resim/<name>'), or null. */
function fileNameOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(PRODUCT_IMAGE_PREFIX)) return null;
  const name = path.slice(PRODUCT_IMAGE_PREFIX.length);
  return name && basename(name) === name ? name : null;
}

/** True when `path` names a file this server uploaded for product `urunId`. */
function uploadedFor(path: string, urunId: string): boolean {
  const name = fileNameOf(path);
  return !!name && UPLOADED_NAME_RE.test(name) && name.startsWith(`${urunId}-`);
}

/**
 * Removes the uploaded files among `paths` that neither an image row nor a product's main image
 * names any more (seed files are never touched).
 */
async function removeUnreferenced(ctx: AppContext, paths: readonly (string | null)[]): Promise<void> {
  const candidates = [...new Set(paths.filter((p): p is string => !!p && UPLOADED_NAME_RE.test(fileNameOf(p) ?? '')))];
  if (!candidates.length) return;
  const folder = await productFolder(ctx);
  const inImages = await ctx.db.select({ p: urunResimleri.resimUrl }).from(urunResimleri).where(inArray(urunResimleri.resimUrl, candidates));
  const asMain = await ctx.db.select({ p: urunler.anaResim }).from(urunler).where(inArray(urunler.anaResim, candidates));
  const kept = new Set([...inImages, ...asMain].map((r) => r.p));
  for (const path of candidates) if (!kept.has(path)) await folder.remove(`/uploads/${PRODUCT_UPLOAD_DIR}/${fileNameOf(path)}`);
}

const productColumns = {
  id: urunler.id,
  slug: urunler.slug,
  adi: urunler.urunAdi,
  aciklama: urunler.aciklama,
  kisaAciklama: urunler.kisaAciklama,
  fiyat: urunler.fiyat,
  stokMiktari: productStockSql,
  kritikSeviye: urunler.kritikSeviye,
  kategoriId: urunler.kategoriId,
  kategoriAdi: urunKategorileri.kategoriAdi,
  anaResim: urunler.anaResim,
  aktif: urunler.aktif,
  oneEyeCikan: urunler.oneEyeCikan,
  varyantSayisi: sql<number>`(select count(*)::int from ${urunVaryantlari} where ${urunVaryantlari.urunId} = ${urunler.id})`,
  olusturmaTarihi: urunler.olusturmaTarihi,
};

/** Admin rows of the products matching `where` (description sanitised again on the way out). */
async function selectProducts(db: Database, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<AdminProduct[]> {
  const query = db
    .select(productColumns)
    .from(urunler)
    .innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId))
    .where(where)
    .orderBy(asc(foldSql(urunler.urunAdi)), asc(urunler.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ kategoriAdi, olusturmaTarihi, aciklama, ...r }) => ({
    ...r,
    aciklama: sanitizeProductHtml(aciklama),
    kategori: { id: r.kategoriId, adi: kategoriAdi },
    olusturmaTarihi: olusturmaTarihi.toISOString(),
  }));
}

/** One admin product row; 404 'Ürün bulunamadı.' when it is gone. */
async function readProduct(db: Database, id: string): Promise<AdminProduct> {
  const [row] = await selectProducts(db, eq(urunler.id, id));
  if (!row) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
  return row;
}

/** Filters of GET /api/urun/admin. */
function listWhere(q: z.output<typeof adminProductQuerySchema>): SQL | undefined {
  const parts: SQL[] = [];
  if (q.kategoriId) parts.push(eq(urunler.kategoriId, q.kategoriId));
  if (q.aktif === 'true' || q.aktif === 'false') parts.push(eq(urunler.aktif, q.aktif === 'true'));
  const term = q.arama?.trim();
  if (term) {
    const pattern = containsPattern(foldTurkish(term));
    parts.push(or(like(foldSql(urunler.urunAdi), pattern), like(foldSql(urunler.kisaAciklama), pattern), like(foldSql(urunKategorileri.kategoriAdi), pattern))!);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * A slug for `name` not used by another product: slugify(name), then '-2', '-3' … (admin spec §3;
 * member links /urun/:slug). `exceptId` is the product being updated.
 */
export async function uniqueProductSlug(db: Pick<Database, 'select'>, name: string, exceptId: string | null): Promise<string> {
  const base = (slugify(name) || 'urun').slice(0, 200);
  const taken = await db
    .select({ slug: urunler.slug })
    .from(urunler)
    .where(and(or(eq(urunler.slug, base), like(urunler.slug, `${base}-%`)), exceptId ? ne(urunler.id, exceptId) : undefined));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

type ProductInput = z.output<typeof productPayloadSchema>;

/** 422 on KategoriId for a category that does not exist; the main image must be a product image. */
async function validateProduct(db: Database, input: ProductInput, id: string | null): Promise<void> {
  const [category] = await db.select({ id: urunKategorileri.id }).from(urunKategorileri).where(eq(urunKategorileri.id, input.KategoriId.toLowerCase()));
  if (!category) throw invalid({ KategoriId: PRODUCT_MESSAGES.categoryNotFound });
  if (input.AnaResim) {
    // A file uploaded for this product, or one its images or its current main image already use.
    const known =
      (id && uploadedFor(input.AnaResim, id)) ||
      (id && (await db.select({ id: urunResimleri.id }).from(urunResimleri).where(and(eq(urunResimleri.urunId, id), eq(urunResimleri.resimUrl, input.AnaResim))).limit(1)).length > 0) ||
      (id && (await db.select({ id: urunler.id }).from(urunler).where(and(eq(urunler.id, id), eq(urunler.anaResim, input.AnaResim))).limit(1)).length > 0);
    if (!known) throw invalid({ AnaResim: PRODUCT_MESSAGES.imagePathInvalid });
  }
}

/** Column values of a valid product body (description sanitised). */
function productValues(input: ProductInput) {
  return {
    kategoriId: input.KategoriId.toLowerCase(),
    urunAdi: input.Adi,
    kisaAciklama: input.KisaAciklama,
    aciklama: sanitizeProductHtml(input.Aciklama),
    fiyat: input.Fiyat,
    stokMiktari: input.StokMiktari,
    anaResim: input.AnaResim,
    aktif: input.Aktif,
    oneEyeCikan: input.OneEyeCikan,
  };
}

/** Retries a write once when a concurrent write took the same slug. */
async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgError(err)?.code === '23505' && pgError(err)?.constraint === 'urunler_slug_uq') return write();
    throw err;
  }
}

/** Admin product image rows of a product (main first, then in order). */
async function imagesOf(db: Database, urunId: string): Promise<ProductImage[]> {
  const rows = await db
    .select({ id: urunResimleri.id, urunId: urunResimleri.urunId, resimUrl: urunResimleri.resimUrl, resimAdi: urunResimleri.resimAdi, anaResimMi: urunResimleri.anaResimMi, aktif: urunResimleri.aktif })
    .from(urunResimleri)
    .where(eq(urunResimleri.urunId, urunId))
    .orderBy(asc(urunResimleri.siraNo), asc(urunResimleri.olusturmaTarihi));
  return rows.map((r) => ({ ...r, resimYolu: r.resimUrl }));
}

/** 404 'Ürün bulunamadı.' unless the product exists. */
async function requireProduct(db: Pick<Database, 'select'>, id: string): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
  const [row] = await db.select({ id: urunler.id }).from(urunler).where(eq(urunler.id, id));
  if (!row) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
}

type VariantInput = z.output<typeof variantPayloadSchema>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** 422 on VaryantDetaylari unless every value exists and belongs to its type. */
async function validateVariantDetails(db: Pick<Database, 'select'>, input: VariantInput): Promise<void> {
  if (!input.VaryantDetaylari.length) return;
  const ids = input.VaryantDetaylari.map((d) => d.VaryantDegeriId.toLowerCase());
  const values = await db.select({ id: varyantDegerleri.id, tipId: varyantDegerleri.varyantTipiId }).from(varyantDegerleri).where(inArray(varyantDegerleri.id, ids));
  const typeOf = new Map(values.map((v) => [v.id, v.tipId]));
  for (const d of input.VaryantDetaylari) {
    if (typeOf.get(d.VaryantDegeriId.toLowerCase()) !== d.VaryantTipiId.toLowerCase()) throw invalid({ VaryantDetaylari: PRODUCT_MESSAGES.variantValueMismatch });
  }
}

/**
 * Writes a variant's columns and replaces its details, in the caller's transaction; a changed
 * stock amount of an existing variant is recorded as a stock movement by `actor`.
 */
async function writeVariant(tx: Tx, urunId: string, input: VariantInput, id: string | null, actor: StockActor): Promise<string> {
  const values = {
    varyantAdi: input.VaryantAdi,
    tlFiyati: input.TLFiyati,
    euroFiyati: input.EuroFiyati,
    usdFiyati: input.UsdFiyati,
    stokMiktari: input.StokMiktari,
    minimumStok: input.MinimumStok,
    aktif: input.Aktif,
  };
  let variantId = id;
  if (variantId) {
    const [before] = await tx.select({ stokMiktari: urunVaryantlari.stokMiktari }).from(urunVaryantlari).where(eq(urunVaryantlari.id, variantId)).for('update');
    await tx.update(urunVaryantlari).set(values).where(eq(urunVaryantlari.id, variantId));
    if (before && before.stokMiktari !== input.StokMiktari) {
      await recordStockMovement(tx, { urunId, varyantId: variantId, islem: 'urun', eskiMiktar: before.stokMiktari, yeniMiktar: input.StokMiktari, kullanici: actor });
    }
    await tx.delete(urunVaryantDetaylari).where(eq(urunVaryantDetaylari.urunVaryantId, variantId));
  } else {
    const [last] = await tx.select({ n: max(urunVaryantlari.siraNo) }).from(urunVaryantlari).where(eq(urunVaryantlari.urunId, urunId));
    const [row] = await tx
      .insert(urunVaryantlari)
      .values({ ...values, urunId, siraNo: (last?.n ?? 0) + 1 })
      .returning({ id: urunVaryantlari.id });
    variantId = row!.id;
  }
  if (input.VaryantDetaylari.length) {
    await tx.insert(urunVaryantDetaylari).values(input.VaryantDetaylari.map((d) => ({ urunVaryantId: variantId!, varyantTipiId: d.VaryantTipiId.toLowerCase(), varyantDegeriId: d.VaryantDegeriId.toLowerCase() })));
  }
  return variantId;
}

/** One variant as the admin sees it. */
async function readVariant(db: Database, urunId: string, id: string): Promise<AdminVariant> {
  const list = (await loadVariants(db, [urunId])).get(urunId) ?? [];
  const found = list.find((v) => v.id === id);
  if (!found) throw new ApiError(404, PRODUCT_MESSAGES.variantNotFound);
  const { urunId: _u, ...variant } = found;
  return variant;
}

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const productAdmin: AdminModule = { resources: [], routes: registerProductAdminRoutes };

/** Registers the product, product image and variant routes inside the admin plugin. */
async function registerProductAdminRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const folder = await productFolder(ctx);
  const oneProduct = envelopeOf(adminProductSchema);
  const oneImage = envelopeOf(productImageSchema);
  const oneVariant = envelopeOf(adminVariantSchema);

  app.get('/api/urun/admin', { schema: { querystring: adminProductQuerySchema, response: { 200: envelopeOf(adminProductPageSchema) } } }, async (request) => {
    const q = request.query;
    const where = listWhere(q);
    const [total] = await db.select({ n: count() }).from(urunler).innerJoin(urunKategorileri, eq(urunKategorileri.id, urunler.kategoriId)).where(where);
    const items = await selectProducts(db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    return ok({ items, totalCount: total?.n ?? 0 });
  });

  app.post('/api/urun', { schema: { body: productPayloadSchema, response: { 201: oneProduct } } }, async (request, reply) => {
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, PRODUCT_ACTION);
    await validateProduct(db, input, null);
    const id = await withSlugRetry(async () => {
      const slug = await uniqueProductSlug(db, input.Adi, null);
      const [row] = await db
        .insert(urunler)
        .values({ ...productValues(input), slug })
        .returning({ id: urunler.id });
      return row!.id;
    });
    return reply.status(201).send(ok(await readProduct(db, id), PRODUCT_MESSAGES.added));
  });

  app.put('/api/urun/:id', { schema: { params: idParams, body: productPayloadSchema, response: { 200: oneProduct } } }, async (request) => {
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, PRODUCT_ACTION);
    const [stored] = await db.select({ urunAdi: urunler.urunAdi, anaResim: urunler.anaResim }).from(urunler).where(eq(urunler.id, id));
    if (!stored) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
    await validateProduct(db, input, id);
    const actor = await ctx.auth.requireAdmin(request);
    await withSlugRetry(async () => {
      const slug = stored.urunAdi === input.Adi ? undefined : await uniqueProductSlug(db, input.Adi, id);
      // A changed stock amount is a stock movement ('urun': edited on the product form), written
      // in the same transaction as the product, with the amount read under the row lock.
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ stokMiktari: urunler.stokMiktari }).from(urunler).where(eq(urunler.id, id)).for('update');
        if (!before) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
        // A product with variants has their stock (changed on the variants or the stock screen):
        // the form's StokMiktari (the shown sum) leaves its own field as it is.
        const [variant] = await tx.select({ id: urunVaryantlari.id }).from(urunVaryantlari).where(eq(urunVaryantlari.urunId, id)).limit(1);
        const values = variant ? { ...productValues(input), stokMiktari: before.stokMiktari } : productValues(input);
        await tx
          .update(urunler)
          .set({ ...values, ...(slug ? { slug } : {}), guncellemeTarihi: new Date() })
          .where(eq(urunler.id, id));
        if (!variant && before.stokMiktari !== input.StokMiktari) {
          await recordStockMovement(tx, { urunId: id, islem: 'urun', eskiMiktar: before.stokMiktari, yeniMiktar: input.StokMiktari, kullanici: actor });
        }
      });
    });
    if (stored.anaResim !== input.AnaResim) await removeUnreferenced(ctx, [stored.anaResim]);
    return ok(await readProduct(db, id), PRODUCT_MESSAGES.updated);
  });

  app.delete('/api/urun/:id', { schema: { params: idParams } }, async (request) => {
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
    const paths = await db
      .transaction(async (tx) => {
        const [product] = await tx.select({ anaResim: urunler.anaResim }).from(urunler).where(eq(urunler.id, id)).for('update');
        if (!product) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
        const [ordered] = await tx.select({ id: siparisDetaylari.id }).from(siparisDetaylari).where(eq(siparisDetaylari.urunId, id)).limit(1);
        if (ordered) throw new ApiError(409, PRODUCT_MESSAGES.inOrders);
        const images = await tx.select({ p: urunResimleri.resimUrl }).from(urunResimleri).where(eq(urunResimleri.urunId, id));
        await tx.delete(urunler).where(eq(urunler.id, id));
        return [product.anaResim, ...images.map((i) => i.p)];
      })
      .catch((err: unknown) => {
        if (isInUse(err)) throw new ApiError(409, PRODUCT_MESSAGES.inOrders);
        throw err;
      });
    await removeUnreferenced(ctx, paths);
    return ok(null, PRODUCT_MESSAGES.deleted);
  });

  // Images: the upload reads multipart in its own child plugin, so no other route does.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/urunresim/yukle/:urunId', { schema: { params: productIdParams } }, async (request, reply) => {
      const urunId = request.params.urunId.toLowerCase();
      await requireProduct(db, urunId);
      const [image] = await readImageUploads(request, PRODUCT_IMAGE_RULE);
      const stored = await folder.store(image!, urunId);
      return send(reply, `${PRODUCT_IMAGE_PREFIX}${basename(stored)}`, PRODUCT_MESSAGES.imageUploaded);
    });
  });

  app.post('/api/urunresim', { schema: { body: productImagePayloadSchema, response: { 201: oneImage } } }, async (request, reply) => {
    const { resimYolu, anaResimMi, recaptchaToken } = request.body;
    const urunId = request.body.urunId.toLowerCase();
    await checkSentToken(ctx.verifier, request, recaptchaToken, PRODUCT_IMAGE_ACTION);
    await requireProduct(db, urunId);
    if (!uploadedFor(resimYolu, urunId)) throw invalid({ resimYolu: PRODUCT_MESSAGES.imagePathUnknown });
    const id = await db.transaction(async (tx) => {
      const [product] = await tx.select({ anaResim: urunler.anaResim }).from(urunler).where(eq(urunler.id, urunId)).for('update');
      if (!product) throw new ApiError(404, PRODUCT_MESSAGES.notFound);
      const [last] = await tx.select({ n: max(urunResimleri.siraNo) }).from(urunResimleri).where(eq(urunResimleri.urunId, urunId));
      // The first image of a product without a main image becomes the main one.
      const main = anaResimMi || !product.anaResim;
      if (main) {
        await tx.update(urunResimleri).set({ anaResimMi: false }).where(eq(urunResimleri.urunId, urunId));
        await tx.update(urunler).set({ anaResim: resimYolu, guncellemeTarihi: new Date() }).where(eq(urunler.id, urunId));
      }
      const [row] = await tx
        .insert(urunResimleri)
        .values({ urunId, resimUrl: resimYolu, resimAdi: fileNameOf(resimYolu), anaResimMi: main, siraNo: (last?.n ?? 0) + 1 })
        .returning({ id: urunResimleri.id });
      return row!.id;
    });
    const image = (await imagesOf(db, urunId)).find((i) => i.id === id)!;
    return reply.status(201).send(ok(image, PRODUCT_MESSAGES.imageAdded));
  });

  app.put('/api/urunresim', { schema: { body: productImageUpdateSchema, response: { 200: oneImage } } }, async (request) => {
    const { anaResimMi, aktif, recaptchaToken } = request.body;
    const id = request.body.id.toLowerCase();
    await checkSentToken(ctx.verifier, request, recaptchaToken, PRODUCT_IMAGE_ACTION);
    const urunId = await db.transaction(async (tx) => {
      const [image] = await tx.select({ urunId: urunResimleri.urunId, resimUrl: urunResimleri.resimUrl, anaResimMi: urunResimleri.anaResimMi }).from(urunResimleri).where(eq(urunResimleri.id, id)).for('update');
      if (!image) throw new ApiError(404, PRODUCT_MESSAGES.imageNotFound);
      if (anaResimMi === true) {
        await tx.update(urunResimleri).set({ anaResimMi: false }).where(eq(urunResimleri.urunId, image.urunId));
        await tx.update(urunler).set({ anaResim: image.resimUrl, guncellemeTarihi: new Date() }).where(eq(urunler.id, image.urunId));
      } else if (anaResimMi === false && image.anaResimMi) {
        await tx.update(urunler).set({ anaResim: null, guncellemeTarihi: new Date() }).where(and(eq(urunler.id, image.urunId), eq(urunler.anaResim, image.resimUrl)));
      }
      await tx
        .update(urunResimleri)
        .set({ ...(anaResimMi === undefined ? {} : { anaResimMi }), ...(aktif === undefined ? {} : { aktif }) })
        .where(eq(urunResimleri.id, id));
      return image.urunId;
    });
    return ok((await imagesOf(db, urunId)).find((i) => i.id === id)!, PRODUCT_MESSAGES.imageUpdated);
  });

  app.get('/api/urunresim/urun/:urunId', { schema: { params: productIdParams, response: { 200: envelopeOf(z.array(productImageSchema)) } } }, async (request) => {
    const urunId = request.params.urunId.toLowerCase();
    await requireProduct(db, urunId);
    return ok(await imagesOf(db, urunId));
  });

  app.delete('/api/urunresim/:id', { schema: { params: idParams } }, async (request) => {
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw new ApiError(404, PRODUCT_MESSAGES.imageNotFound);
    const path = await db.transaction(async (tx) => {
      const [row] = await tx.delete(urunResimleri).where(eq(urunResimleri.id, id)).returning({ urunId: urunResimleri.urunId, resimUrl: urunResimleri.resimUrl });
      if (!row) throw new ApiError(404, PRODUCT_MESSAGES.imageNotFound);
      // The main image goes with its row: the next image (if any) becomes the main one.
      const [product] = await tx.select({ anaResim: urunler.anaResim }).from(urunler).where(eq(urunler.id, row.urunId));
      if (product?.anaResim === row.resimUrl) {
        const [next] = await tx.select({ id: urunResimleri.id, resimUrl: urunResimleri.resimUrl }).from(urunResimleri).where(eq(urunResimleri.urunId, row.urunId)).orderBy(asc(urunResimleri.siraNo)).limit(1);
        await tx.update(urunler).set({ anaResim: next?.resimUrl ?? null, guncellemeTarihi: new Date() }).where(eq(urunler.id, row.urunId));
        if (next) await tx.update(urunResimleri).set({ anaResimMi: true }).where(eq(urunResimleri.id, next.id));
      }
      return row.resimUrl;
    });
    await removeUnreferenced(ctx, [path]);
    return ok(null, PRODUCT_MESSAGES.imageDeleted);
  });

  // Variants.
  app.get('/api/urun/:id/varyantlar', { schema: { params: idParams, response: { 200: envelopeOf(z.array(adminVariantSchema)) } } }, async (request) => {
    const urunId = request.params.id.toLowerCase();
    await requireProduct(db, urunId);
    const list = (await loadVariants(db, [urunId])).get(urunId) ?? [];
    return ok(list.map(({ urunId: _u, ...v }) => v));
  });

  app.post('/api/urun/:id/varyantlar', { schema: { params: idParams, body: variantPayloadSchema, response: { 201: oneVariant } } }, async (request, reply) => {
    const urunId = request.params.id.toLowerCase();
    await requireProduct(db, urunId);
    await checkSentToken(ctx.verifier, request, request.body.recaptchaToken, PRODUCT_VARIANT_ACTION);
    await validateVariantDetails(db, request.body);
    const id = await db.transaction((tx) => writeVariant(tx, urunId, request.body, null, null));
    return reply.status(201).send(ok(await readVariant(db, urunId, id), PRODUCT_MESSAGES.variantAdded));
  });

  app.put('/api/urun/varyantlar/:urunVaryantId', { schema: { params: variantIdParams, body: variantPayloadSchema, response: { 200: oneVariant } } }, async (request) => {
    const id = request.params.urunVaryantId.toLowerCase();
    if (!isUuid(id)) throw new ApiError(404, PRODUCT_MESSAGES.variantNotFound);
    await checkSentToken(ctx.verifier, request, request.body.recaptchaToken, PRODUCT_VARIANT_ACTION);
    const [stored] = await db.select({ urunId: urunVaryantlari.urunId }).from(urunVaryantlari).where(eq(urunVaryantlari.id, id));
    if (!stored) throw new ApiError(404, PRODUCT_MESSAGES.variantNotFound);
    await validateVariantDetails(db, request.body);
    const actor = await ctx.auth.requireAdmin(request);
    await db.transaction((tx) => writeVariant(tx, stored.urunId, request.body, id, actor));
    return ok(await readVariant(db, stored.urunId, id), PRODUCT_MESSAGES.variantUpdated);
  });

  app.delete('/api/urun/varyantlar/:urunVaryantId', { schema: { params: variantIdParams } }, async (request) => {
    const id = request.params.urunVaryantId.toLowerCase();
    if (!isUuid(id)) throw new ApiError(404, PRODUCT_MESSAGES.variantNotFound);
    await db.transaction(async (tx) => {
      const [variant] = await tx.select({ id: urunVaryantlari.id }).from(urunVaryantlari).where(eq(urunVaryantlari.id, id)).for('update');
      if (!variant) throw new ApiError(404, PRODUCT_MESSAGES.variantNotFound);
      // Order lines would lose their variant (set null) and carts theirs (cascade): refuse instead.
      const [ordered] = await tx.select({ id: siparisDetaylari.id }).from(siparisDetaylari).where(eq(siparisDetaylari.urunVaryantId, id)).limit(1);
      const [inCart] = await tx.select({ id: sepetOgeleri.id }).from(sepetOgeleri).where(eq(sepetOgeleri.urunVaryantId, id)).limit(1);
      if (ordered || inCart) throw new ApiError(409, PRODUCT_MESSAGES.variantInUse);
      await tx.delete(urunVaryantlari).where(eq(urunVaryantlari.id, id));
    });
    return ok(null, PRODUCT_MESSAGES.variantDeleted);
  });
}
