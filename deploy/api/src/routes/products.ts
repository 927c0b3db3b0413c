/**
 * Shop read routes (member spec §2 catalogue and detail, §7 Shop): products, active
 * categories, active variant types and product images.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq } from 'drizzle-orm';
import { productQuerySchema, type Category } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { urunKategorileri, urunler } from '../db/schema';
import { isUuid, notFound, send } from '../lib/http';
import { sendStored } from '../lib/storage';
import { listProducts, productById, productsOfCategory, resolveProduct } from '../services/products';
import { selectVariantTypes } from './admin/shop-catalog';

/** 404 text of the product detail (member spec §8). */
export const PRODUCT_NOT_FOUND = 'Ürün Bulunamadı';
/** 404 text of an unknown category. */
export const CATEGORY_NOT_FOUND = 'Kategori bulunamadı.';
/** File names accepted by GET /api/urun/resim/:name (no path separators, no `..`). */
export const IMAGE_NAME_RE = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*\.(svg|png|jpe?g|webp)$/i;
/** Cache lifetime of product images: file names are never reused, so a year. */
export const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** Registers the product, category and product image routes. */
export function registerProductRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.withTypeProvider<ZodTypeProvider>().get('/api/urun', { schema: { querystring: productQuerySchema } }, async (request, reply) => {
    return send(reply, await listProducts(db, request.query));
  });

  app.get<{ Params: { slugOrId: string } }>('/api/urun/resolve/:slugOrId', async (request, reply) => {
    const product = await resolveProduct(db, request.params.slugOrId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return send(reply, product);
  });

  app.get<{ Params: { kategoriId: string } }>('/api/urun/kategori/:kategoriId', async (request, reply) => {
    const id = request.params.kategoriId;
    if (!isUuid(id)) throw notFound(CATEGORY_NOT_FOUND);
    const [category] = await db
      .select({ id: urunKategorileri.id })
      .from(urunKategorileri)
      .where(and(eq(urunKategorileri.id, id), eq(urunKategorileri.aktif, true)))
      .limit(1);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return send(reply, await productsOfCategory(db, id));
  });

  app.get<{ Params: { name: string } }>('/api/urun/resim/:name', async (request, reply) => {
    const { name } = request.params;
    if (!IMAGE_NAME_RE.test(name) || name.includes('..')) throw notFound();
    // Local folder or S3 (lib/storage.ts): the same answer either way.
    const file = await ctx.storage.get(`urun/${name}`);
    if (!file) throw notFound();
    // SVGs are images here, never documents: forbid scripts if one is opened directly.
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return sendStored(request, reply, file, IMAGE_CACHE);
  });

  app.get<{ Params: { id: string } }>('/api/urun/:id', async (request, reply) => {
    const product = await productById(db, request.params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return send(reply, product);
  });

  // Public (member spec §7 Shop): active types with their active values.
  app.get('/api/urunvaryanttipi/aktif', async (_request, reply) => send(reply, await selectVariantTypes(db, undefined, true)));

  app.get('/api/urunkategori/aktif', async (_request, reply) => {
    const rows = await db
      .select({
        id: urunKategorileri.id,
        kategoriAdi: urunKategorileri.kategoriAdi,
        aciklama: urunKategorileri.aciklama,
        aktif: urunKategorileri.aktif,
        urunSayisi: count(urunler.id),
      })
      .from(urunKategorileri)
      .leftJoin(urunler, and(eq(urunler.kategoriId, urunKategorileri.id), eq(urunler.aktif, true)))
      .where(eq(urunKategorileri.aktif, true))
      .groupBy(urunKategorileri.id)
      .orderBy(asc(urunKategorileri.kategoriAdi));
    const veri: Category[] = rows;
    return send(reply, veri);
  });
}
