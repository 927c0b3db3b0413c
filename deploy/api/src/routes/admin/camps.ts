/**
 * Camps on the admin side (admin spec §2 Camp, §3, §5, §7), Admin only (the admin plugin's hook):
 * - the camp resource on the CRUD factory: POST /api/kamp, PUT /api/kamp (id in the body),
 *   DELETE /api/kamp/{id}; action 'kampyonetim'. Its list is the public GET /api/kamp
 *   (routes/camps.ts), which answers an Admin asking `tumu=true` with these admin rows;
 * - GET /api/kamp/ara?q= — the camp pickers' search (Turkish case rules, at least 2 characters,
 *   at most 20 rows);
 * - POST /api/kamp/gorsel-yukle/{id} — the camp image (multipart `dosya`, checked by content).
 * The API checks what the form cannot: the city is of the country, the hotel of the city, and
 * the start date is not before today in Turkey (on update only when it changes). A camp still
 * used by registrations, accommodation options or payments cannot be deleted (foreign keys → 409).
 */
import fastifyMultipart from '@fastify/multipart';
import { eq, like, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '@skiclub/shared/schemas';
import {
  ADMIN_CAMP_MESSAGES as M,
  CAMP_IMAGE_MAX_BYTES,
  CAMP_SEARCH_LIMIT,
  CAMP_SEARCH_MIN,
  adminCampSchema,
  campPayloadSchema,
  campResource,
  campStartDateError,
  todayInTurkey,
  type AdminCamp,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { kamplar, kampUcretTipleri, oteller, sehirler, ulkeler } from '../../db/schema';
import { ApiError, envelopeOf, invalid, isUuid, send } from '../../lib/http';
import { readImageUploads, uploadFolder, type ImageUploadRule } from '../../lib/upload';
import { containsPattern, foldSql, foldTurkish } from '../../lib/text';
import { defineCrudResource, type AdminResource, type AdminModule } from './crud';

/** Uploads sub-folder of camp images, served as /uploads/kamp/{file}. */
export const CAMP_UPLOAD_DIR = 'kamp';
/** Largest side of a stored camp image in px (the screens show it at most 200x150). */
export const CAMP_IMAGE_MAX_SIDE = 1200;

/** Upload rule of a camp image (admin spec §5, §9): jpeg, png or webp by content, ≤ 5 MB. */
export const CAMP_IMAGE_RULE: ImageUploadRule = {
  maxBytes: CAMP_IMAGE_MAX_BYTES,
  formats: ['jpeg', 'png', 'webp'],
  maxSide: CAMP_IMAGE_MAX_SIDE,
  messages: { tooLarge: M.imageTooLarge, wrongType: M.imageWrongType },
};

/**
 * True when `path` is an image the upload route stored for camp `id`
 * ('/uploads/kamp/<id>-<uuid>.<ext>'). Seeded camp images live in the same folder under other
 * names ('kamp-<key>.svg'), so only such paths are ever removed.
 */
export function isUploadedImageOf(id: string, path: string | null | undefined): path is string {
  if (!path || !isUuid(id)) return false;
  return new RegExp(`^/uploads/${CAMP_UPLOAD_DIR}/${id}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(jpg|png|webp)$`, 'i').test(path);
}

/**
 * Camp rows as the admin lists show them (adminCampSchema: ids and joined names), by folded name.
 * @param where null for every camp, or a filter (one id, a name search)
 * @param limit at most this many rows
 */
export async function selectAdminCamps(db: Database, where: SQL | undefined, limit?: number): Promise<AdminCamp[]> {
  const query = db
    .select({
      id: kamplar.id,
      kampAdi: kamplar.kampAdi,
      ulkeId: kamplar.ulkeId,
      ulkeAdi: ulkeler.ulkeAdi,
      sehirId: kamplar.sehirId,
      sehirAdi: sehirler.sehirAdi,
      otelId: kamplar.otelId,
      otelAdi: oteller.otelAdi,
      baslangicTarihi: kamplar.baslangicTarihi,
      bitisTarihi: kamplar.bitisTarihi,
      kampUcretTipiId: kamplar.kampUcretTipiId,
      kampUcretTipiAdi: kampUcretTipleri.ad,
      aktif: kamplar.aktif,
      gorselUrl: kamplar.gorselUrl,
    })
    .from(kamplar)
    .innerJoin(ulkeler, eq(ulkeler.id, kamplar.ulkeId))
    .innerJoin(sehirler, eq(sehirler.id, kamplar.sehirId))
    .innerJoin(oteller, eq(oteller.id, kamplar.otelId))
    .innerJoin(kampUcretTipleri, eq(kampUcretTipleri.id, kamplar.kampUcretTipiId))
    .where(where)
    .orderBy(foldSql(kamplar.kampAdi), kamplar.baslangicTarihi);
  return limit ? query.limit(limit) : query;
}

/**
 * The checks of a camp body beyond its schema (admin spec §5): the city must be of the chosen
 * country and the hotel of the chosen city (422 on sehirId / otelId), and the start date must not
 * be before today in Turkey. On update the start date is checked only when it changes, so a camp
 * that has begun or ended stays editable (name, image, active flag) while its start is kept.
 * @param id the updated camp, null on create (an unknown id is left to the factory's 404)
 * @throws ApiError 422 with the field messages
 */
export async function checkCamp(db: Database, input: z.output<typeof campPayloadSchema>, id: string | null): Promise<void> {
  const errors: Record<string, string> = {};
  const [city] = await db.select({ ulkeId: sehirler.ulkeId }).from(sehirler).where(eq(sehirler.id, input.sehirId));
  if (!city) errors.sehirId = M.cityNotFound;
  else if (city.ulkeId !== input.ulkeId) errors.sehirId = M.cityNotInCountry;
  const [hotel] = await db.select({ sehirId: oteller.sehirId }).from(oteller).where(eq(oteller.id, input.otelId));
  if (!hotel) errors.otelId = M.hotelNotFound;
  else if (hotel.sehirId !== input.sehirId) errors.otelId = M.hotelNotInCity;
  let stored: string | null = null;
  if (id && isUuid(id)) {
    const [camp] = await db.select({ baslangicTarihi: kamplar.baslangicTarihi }).from(kamplar).where(eq(kamplar.id, id));
    stored = camp?.baslangicTarihi ?? null;
  }
  const dateError = campStartDateError(input.baslangicTarihi, todayInTurkey(), stored);
  if (dateError) errors.baslangicTarihi = dateError;
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Calendar date `days` after today in Turkey, 'YYYY-MM-DD'. */
function daysFromToday(days: number): string {
  const d = new Date(`${todayInTurkey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The camp resource (create POST, update PUT with the id in the body, delete; list is public). */
export const campCrud = defineCrudResource(campResource, {
  table: kamplar,
  idColumn: kamplar.id,
  columns: {
    id: kamplar.id,
    kampAdi: kamplar.kampAdi,
    ulkeId: kamplar.ulkeId,
    ulkeAdi: kamplar.ulkeId,
    sehirId: kamplar.sehirId,
    sehirAdi: kamplar.sehirId,
    otelId: kamplar.otelId,
    otelAdi: kamplar.otelId,
    baslangicTarihi: kamplar.baslangicTarihi,
    bitisTarihi: kamplar.bitisTarihi,
    kampUcretTipiId: kamplar.kampUcretTipiId,
    kampUcretTipiAdi: kamplar.kampUcretTipiId,
    aktif: kamplar.aktif,
    gorselUrl: kamplar.gorselUrl,
  },
  toValues: (input) => ({
    kampAdi: input.kampAdi.trim(),
    ulkeId: input.ulkeId,
    sehirId: input.sehirId,
    otelId: input.otelId,
    kampUcretTipiId: input.kampUcretTipiId,
    baslangicTarihi: input.baslangicTarihi,
    bitisTarihi: input.bitisTarihi,
    aktif: input.aktif,
  }),
  orderBy: foldSql(kamplar.kampAdi),
  select: selectAdminCamps,
  list: 'public',
  validate: checkCamp,
  references: { ulkeId: M.countryNotFound, sehirId: M.cityNotFound, otelId: M.hotelNotFound, kampUcretTipiId: M.feeTypeNotFound },
  messages: { created: M.added, updated: M.updated, deleted: M.deleted, notFound: M.notFound, inUse: M.inUse },
  sample: async (db, n) => {
    const [hotel] = await db.select({ id: oteller.id, sehirId: oteller.sehirId, ulkeId: sehirler.ulkeId }).from(oteller).innerJoin(sehirler, eq(sehirler.id, oteller.sehirId)).orderBy(oteller.id).limit(1);
    const [feeType] = await db.select({ id: kampUcretTipleri.id }).from(kampUcretTipleri).orderBy(kampUcretTipleri.id).limit(1);
    if (!hotel || !feeType) throw new Error('no hotel or fee type to refer to');
    return {
      kampAdi: `Deneme Kampı ${n}`,
      ulkeId: hotel.ulkeId,
      sehirId: hotel.sehirId,
      otelId: hotel.id,
      kampUcretTipiId: feeType.id,
      baslangicTarihi: daysFromToday(30 + n),
      bitisTarihi: daysFromToday(37 + n),
      aktif: true,
    };
  },
});

/**
 * The camp resource as the admin registry holds it: the factory's routes inside a child plugin
 * whose hooks also remove a deleted camp's uploaded image (a seed or foreign path is never touched).
 */
const campResourceWithImageCleanup: AdminResource = {
  ...campCrud,
  register: (app, ctx) => {
    const images = new WeakMap<FastifyRequest, string>();
    void app.register(async (scope) => {
      const folder = await uploadFolder(ctx.storage, CAMP_UPLOAD_DIR);
      scope.addHook('preHandler', async (request) => {
        const id = (request.params as { id?: unknown } | undefined)?.id;
        if (request.method !== 'DELETE' || !isUuid(id)) return;
        const [camp] = await ctx.db.select({ gorselUrl: kamplar.gorselUrl }).from(kamplar).where(eq(kamplar.id, id));
        const path = camp?.gorselUrl;
        if (isUploadedImageOf(id, path)) images.set(request, path);
      });
      // onSend: the delete has succeeded (200) and the file goes before the answer does.
      scope.addHook('onSend', async (request, reply, payload) => {
        const path = images.get(request);
        if (path && reply.statusCode === 200) await folder.remove(path);
        return payload;
      });
      campCrud.register(scope, ctx);
    });
  },
};

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const campAdmin: AdminModule = { resources: [campResourceWithImageCleanup], routes: registerCampAdminRoutes };

const searchQuery = z.object({ q: z.string().optional() });
const imageParams = z.object({ id: z.string() });

/**
 * Registers GET /api/kamp/ara and POST /api/kamp/gorsel-yukle/{id} inside the admin plugin (async:
 * the upload lives in a child plugin with @fastify/multipart, so every other route keeps
 * answering 415 to multipart bodies).
 */
async function registerCampAdminRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = admin.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get('/api/kamp/ara', { schema: { querystring: searchQuery, response: { 200: envelopeOf(z.array(adminCampSchema)) } } }, async (request) => {
    const q = (request.query.q ?? '').trim();
    if ([...q].length < CAMP_SEARCH_MIN) return ok([]);
    return ok(await selectAdminCamps(db, like(foldSql(kamplar.kampAdi), containsPattern(foldTurkish(q))), CAMP_SEARCH_LIMIT));
  });

  const folder = await uploadFolder(ctx.storage, CAMP_UPLOAD_DIR);
  await admin.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: CAMP_IMAGE_MAX_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/kamp/gorsel-yukle/:id', { schema: { params: imageParams } }, async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new ApiError(404, M.notFound);
      const [camp] = await db.select({ id: kamplar.id }).from(kamplar).where(eq(kamplar.id, id));
      if (!camp) throw new ApiError(404, M.notFound);
      const [image] = await readImageUploads(request, CAMP_IMAGE_RULE);
      const path = await folder.store(image!, id);
      // The old path is read and replaced under a row lock, so two uploads never both keep theirs.
      const previous = await db
        .transaction(async (tx) => {
          const [row] = await tx.select({ gorselUrl: kamplar.gorselUrl }).from(kamplar).where(eq(kamplar.id, id)).for('update');
          if (!row) return undefined;
          await tx.update(kamplar).set({ gorselUrl: path }).where(eq(kamplar.id, id));
          return row.gorselUrl;
        })
        .catch(async (err: unknown) => {
          await folder.remove(path);
          throw err;
        });
      if (previous === undefined) {
        await folder.remove(path);
        throw new ApiError(404, M.notFound);
      }
      // Only an image this route stored for this camp is removed; a seed image or a foreign path stays.
      if (isUploadedImageOf(id, previous)) await folder.remove(previous);
      return send(reply, path, M.imageUploaded);
    });
  });
}
