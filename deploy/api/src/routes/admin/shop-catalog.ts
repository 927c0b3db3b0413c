/**
 * Shop catalogue reference data on the admin side (admin spec §2, §3, §5, §7, §8), all inside the
 * admin plugin (401 visitors, 403 members):
 * - Product categories on the CRUD factory: GET /api/urunkategori (every category, inactive ones
 *   too, with urunSayisi = all its products and olusturmaTarihi), POST → 201, PUT /{id}, DELETE
 *   /{id}; a name unique regardless of case and Turkish letters (409); a category holding
 *   products cannot be deleted (its products' foreign key restricts → 409 'Bu kategoride ürünler
 *   bulunduğu için silinemez.'). The public GET /api/urunkategori/aktif stays in ../products.ts.
 * - Variant types on the CRUD factory: GET /api/urunvaryanttipi (every type with its values in
 *   varyantDegerleri), POST, PUT /{id}, DELETE /{id} (409 while a product variant uses the type or
 *   one of its values; the values cascade otherwise).
 * - Variant values: GET /api/urunvaryanttipi/{id}/degerler, POST /api/urunvaryanttipi/{id}/degerler
 *   → 201, DELETE /api/urunvaryanttipi/degerler/{varyantDegeriId} (409 while a product variant uses it).
 * - The active list GET /api/urunvaryanttipi/aktif is public (member spec §7 Shop) and lives in
 *   ../products.ts, built on {@link selectVariantTypes}.
 * Writes check a sent `recaptchaToken` for 'urunkategori' / 'urunvaryanttipi'.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@skiclub/shared/schemas';
import {
  SHOP_CATALOG_MESSAGES as M,
  VARIANT_TYPE_ACTION,
  categoryResource,
  variantTypeResource,
  variantValuePayloadSchema,
  variantValueSchema,
  type AdminCategory,
  type VariantType,
  type VariantValue,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { urunKategorileri, urunler, varyantDegerleri, varyantTipleri } from '../../db/schema';
import { isInUse } from '../../lib/errors';
import { ApiError, envelopeOf, isUuid } from '../../lib/http';
import { foldSql, foldTurkish } from '../../lib/text';
import { checkSentToken } from '../../lib/verifier';
import { defineCrudResource, type AdminModule } from './crud';

/** Collection of the variant types (admin spec §7); its values live under it. */
export const VARIANT_TYPE_PATH = variantTypeResource.path;

/**
 * Categories as the admin list shows them: every category with the number of all its products
 * (active or not) and its creation date as ISO text, by folded name.
 */
export async function selectAdminCategories(db: Database, where: SQL | undefined): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: urunKategorileri.id,
      kategoriAdi: urunKategorileri.kategoriAdi,
      aciklama: urunKategorileri.aciklama,
      aktif: urunKategorileri.aktif,
      urunSayisi: count(urunler.id),
      olusturmaTarihi: urunKategorileri.olusturmaTarihi,
    })
    .from(urunKategorileri)
    .leftJoin(urunler, eq(urunler.kategoriId, urunKategorileri.id))
    .where(where)
    .groupBy(urunKategorileri.id)
    .orderBy(foldSql(urunKategorileri.kategoriAdi));
  return rows.map((r) => ({ ...r, olusturmaTarihi: r.olusturmaTarihi.toISOString() }));
}

/** The category resource (admin spec §7 Categories). */
export const categoryCrud = defineCrudResource(categoryResource, {
  table: urunKategorileri,
  idColumn: urunKategorileri.id,
  // urunSayisi is computed by `select`; the written row is always read back through it.
  columns: {
    id: urunKategorileri.id,
    kategoriAdi: urunKategorileri.kategoriAdi,
    aciklama: urunKategorileri.aciklama,
    aktif: urunKategorileri.aktif,
    urunSayisi: urunKategorileri.id,
    olusturmaTarihi: urunKategorileri.olusturmaTarihi,
  },
  toValues: (input) => ({ kategoriAdi: input.kategoriAdi, aciklama: input.aciklama, aktif: input.aktif }),
  orderBy: foldSql(urunKategorileri.kategoriAdi),
  select: selectAdminCategories,
  unique: { field: 'kategoriAdi', mesaj: M.categoryExists },
  messages: { created: M.categoryAdded, updated: M.categoryUpdated, deleted: M.categoryDeleted, notFound: M.categoryNotFound, inUse: M.categoryInUse },
  sample: async (_db, n) => ({ kategoriAdi: `Deneme Kategorisi ${n}`, aciklama: 'Deneme açıklaması', aktif: true }),
});

/** Value columns of an answer row. */
const valueColumns = {
  id: varyantDegerleri.id,
  varyantTipiId: varyantDegerleri.varyantTipiId,
  degerAdi: varyantDegerleri.degerAdi,
  degerKodu: varyantDegerleri.degerKodu,
  siraNo: varyantDegerleri.siraNo,
  aktif: varyantDegerleri.aktif,
};
const valueOrder = [asc(varyantDegerleri.siraNo), asc(foldSql(varyantDegerleri.degerAdi))];

/**
 * Variant types with their values (values by siraNo, then folded name), types by siraNo, then
 * folded name. `activeOnly` keeps active types and their active values (GET …/aktif).
 */
export async function selectVariantTypes(db: Database, where: SQL | undefined, activeOnly = false): Promise<VariantType[]> {
  const types = await db
    .select({ id: varyantTipleri.id, tipAdi: varyantTipleri.tipAdi, aciklama: varyantTipleri.aciklama, aktif: varyantTipleri.aktif })
    .from(varyantTipleri)
    .where(activeOnly ? and(where, eq(varyantTipleri.aktif, true)) : where)
    .orderBy(asc(varyantTipleri.siraNo), asc(foldSql(varyantTipleri.tipAdi)));
  if (!types.length) return [];
  const ids = types.map((t) => t.id);
  const values = await db
    .select(valueColumns)
    .from(varyantDegerleri)
    .where(activeOnly ? and(inArray(varyantDegerleri.varyantTipiId, ids), eq(varyantDegerleri.aktif, true)) : inArray(varyantDegerleri.varyantTipiId, ids))
    .orderBy(...valueOrder);
  return types.map((t) => ({ ...t, varyantDegerleri: values.filter((v) => v.varyantTipiId === t.id) }));
}

/** The variant type resource (admin spec §7 Variant types). */
export const variantTypeCrud = defineCrudResource(variantTypeResource, {
  table: varyantTipleri,
  idColumn: varyantTipleri.id,
  // varyantDegerleri is read by `select`; the written row is always read back through it.
  columns: { id: varyantTipleri.id, tipAdi: varyantTipleri.tipAdi, aciklama: varyantTipleri.aciklama, aktif: varyantTipleri.aktif, varyantDegerleri: varyantTipleri.id },
  toValues: (input) => ({ tipAdi: input.tipAdi, aciklama: input.aciklama, aktif: input.aktif }),
  orderBy: foldSql(varyantTipleri.tipAdi),
  select: (db, where) => selectVariantTypes(db, where),
  unique: { field: 'tipAdi', mesaj: M.variantTypeExists },
  messages: { created: M.variantTypeAdded, updated: M.variantTypeUpdated, deleted: M.variantTypeDeleted, notFound: M.variantTypeNotFound, inUse: M.variantTypeInUse },
  sample: async (_db, n) => ({ tipAdi: `Deneme Tipi ${n}`, aciklama: null, aktif: true }),
});

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const shopCatalogAdmin: AdminModule = { resources: [categoryCrud, variantTypeCrud], routes: registerShopCatalogAdminRoutes };

const idParams = z.object({ id: z.string() });
/** A value named under the variant type resource (`…/degerler/:varyantDegeriId`). */
const valueIdParams = z.object({ varyantDegeriId: z.string() });

/** The id of a stored variant type, or 404 'Varyant tipi bulunamadı.'. */
async function existingType(db: Pick<Database, 'select'>, id: string): Promise<string> {
  const [type] = isUuid(id) ? await db.select({ id: varyantTipleri.id }).from(varyantTipleri).where(eq(varyantTipleri.id, id)) : [];
  if (!type) throw new ApiError(404, M.variantTypeNotFound);
  return type.id;
}

/**
 * Registers the value routes inside the admin plugin: GET and POST …/{id}/degerler,
 * DELETE …/degerler/{varyantDegeriId}.
 */
async function registerShopCatalogAdminRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(`${VARIANT_TYPE_PATH}/:id/degerler`, { schema: { params: idParams, response: { 200: envelopeOf(z.array(variantValueSchema)) } } }, async (request) => {
    const typeId = await existingType(db, request.params.id);
    const values: VariantValue[] = await db.select(valueColumns).from(varyantDegerleri).where(eq(varyantDegerleri.varyantTipiId, typeId)).orderBy(...valueOrder);
    return ok(values);
  });

  app.post(
    `${VARIANT_TYPE_PATH}/:id/degerler`,
    { schema: { params: idParams, body: variantValuePayloadSchema, response: { 201: envelopeOf(variantValueSchema) } } },
    async (request, reply) => {
      const { recaptchaToken, ...input } = request.body;
      await checkSentToken(ctx.verifier, request, recaptchaToken, VARIANT_TYPE_ACTION);
      const row = await db.transaction(async (tx) => {
        // The type's row lock makes two adds of the same name wait for each other.
        const [type] = isUuid(request.params.id)
          ? await tx.select({ id: varyantTipleri.id }).from(varyantTipleri).where(eq(varyantTipleri.id, request.params.id)).for('update')
          : [];
        if (!type) throw new ApiError(404, M.variantTypeNotFound);
        const [same] = await tx
          .select({ id: varyantDegerleri.id })
          .from(varyantDegerleri)
          .where(and(eq(varyantDegerleri.varyantTipiId, type.id), eq(foldSql(varyantDegerleri.degerAdi), foldTurkish(input.degerAdi))))
          .limit(1);
        if (same) throw new ApiError(409, M.valueExists, { degerAdi: M.valueExists });
        const [inserted] = await tx.insert(varyantDegerleri).values({ ...input, varyantTipiId: type.id }).returning(valueColumns);
        return inserted!;
      });
      return reply.status(201).send(ok(row, M.valueAdded));
    },
  );

  app.delete(`${VARIANT_TYPE_PATH}/degerler/:varyantDegeriId`, { schema: { params: valueIdParams } }, async (request) => {
    const id = request.params.varyantDegeriId;
    if (!isUuid(id)) throw new ApiError(404, M.valueNotFound);
    const deleted = await db
      .delete(varyantDegerleri)
      .where(eq(varyantDegerleri.id, id))
      .returning({ id: varyantDegerleri.id })
      .catch((err: unknown) => {
        if (isInUse(err)) throw new ApiError(409, M.valueInUse);
        throw err;
      });
    if (!deleted.length) throw new ApiError(404, M.valueNotFound);
    return ok(null, M.valueDeleted);
  });
}

