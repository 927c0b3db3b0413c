/**
 * Galleries and their pictures on the admin side (admin spec §2 Gallery, §3, §5, §7, §8, §9), all
 * inside the admin plugin (401 visitors, 403 members):
 * - POST /api/galeri → 201 'Galeri başarıyla eklendi.'; PUT /api/galeri (id in the body) → 200
 *   'Galeri başarıyla güncellendi.'; DELETE /api/galeri/{id} → 'Galeri silindi.' (the pictures'
 *   rows cascade in the database; their files are removed after the commit). The list is the
 *   public GET /api/galeri (../galleries.ts), whole for an Admin with tumu=true.
 * - POST /api/galeriresim/yukle/{galeriId}: one multipart file `dosya`, jpg/jpeg/png/webp by content,
 *   ≤ 5 MB (413) or 415, stored as /uploads/galeri/<galleryId>-<uuid>.<ext>; `veri` is the path.
 * - POST /api/galeriresim (galeriId, resimYolu) registers such a path: only a file this server
 *   stored for that gallery, that exists and is not yet registered (422 on resimYolu otherwise).
 * - DELETE /api/galeriresim/{id} → the row and its file.
 * Create, update and register check a sent `recaptchaToken` for action 'galeri'. The resource is
 * written by hand rather than on the CRUD factory because its delete also removes files and its
 * answer rows carry joined fields (camp name, picture count); it serves the shared contract
 * `galleryResource` (path, schemas, action, update verb, as the admin screen calls it) and keeps
 * the factory's behaviour (see ./contract.test.ts, which runs on it through {@link galleryCrud}).
 */
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import { galleryImageSchema, ok } from '@skiclub/shared/schemas';
import {
  GALLERY_ACTION,
  GALLERY_IMAGE_MAX_BYTES,
  GALLERY_MESSAGES,
  GALLERY_UPLOAD_PREFIX,
  galleryImagePayloadSchema,
  galleryResource,
  galleryUpdatePayloadSchema,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { galeriler, galeriResimleri, kamplar } from '../../db/schema';
import { pgError } from '../../lib/errors';
import { ApiError, envelopeOf, invalid, isUuid, send } from '../../lib/http';
import { readImageUploads, uploadFolder, type ImageUploadRule, type UploadFolder } from '../../lib/upload';
import { checkSentToken } from '../../lib/verifier';
import { selectGalleries } from '../galleries';
import { RECORD_ID_REQUIRED, type AdminResource, type AdminModule } from './crud';

/** Uploads sub-folder of the pictures (served as /uploads/galeri/…). */
export const GALLERY_UPLOAD_DIR = 'galeri';
/** Largest side of a stored picture in pixels (never enlarged). */
export const GALLERY_IMAGE_MAX_SIDE = 2560;

/** Upload rule of a gallery picture (admin spec §5, §9): jpg/png/webp by content, ≤ 5 MB, one file a request. */
export const GALLERY_IMAGE_RULE: ImageUploadRule = {
  maxBytes: GALLERY_IMAGE_MAX_BYTES,
  formats: ['jpeg', 'png', 'webp'],
  maxSide: GALLERY_IMAGE_MAX_SIDE,
  messages: { tooLarge: GALLERY_MESSAGES.imageTooLarge, wrongType: GALLERY_MESSAGES.imageWrongType },
};

const idParams = z.object({ id: z.string() });
/** A gallery named under the picture resource (`/api/galeriresim/yukle/:galeriId`). */
const galleryIdParams = z.object({ galeriId: z.string() });
const putPayloadSchema = galleryUpdatePayloadSchema.extend({ id: z.string({ error: RECORD_ID_REQUIRED }) });
type GalleryInput = z.output<typeof galleryUpdatePayloadSchema>;

/** Row values of a valid body. */
const toValues = (input: GalleryInput) => ({ kampId: input.kampId, galeriAdi: input.galeriAdi, aciklama: input.aciklama, aktif: input.aktif });

/** A camp id that names no camp (foreign key 23503 on insert/update) → 422 on kampId. */
function rethrowUnknownCamp(err: unknown): never {
  if (pgError(err)?.code === '23503') throw invalid({ kampId: GALLERY_MESSAGES.campNotFound });
  throw err;
}

/** The gallery row as the list shows it; 404 when it is gone. */
async function readGallery(db: Database, id: string) {
  const [row] = await selectGalleries(db, eq(galeriler.id, id));
  if (!row) throw new ApiError(404, GALLERY_MESSAGES.notFound);
  return row;
}

/** Opens the pictures' folder once per app. */
const folders = new WeakMap<AppContext, Promise<UploadFolder>>();
function galleryFolder(ctx: AppContext): Promise<UploadFolder> {
  let folder = folders.get(ctx);
  if (!folder) {
    folder = uploadFolder(ctx.storage, GALLERY_UPLOAD_DIR);
    folders.set(ctx, folder);
  }
  return folder;
}

/** Removes the files of `paths` that no picture row names any more (only files of the gallery folder). */
async function removeUnreferenced(ctx: AppContext, paths: readonly string[]): Promise<void> {
  if (!paths.length) return;
  const folder = await galleryFolder(ctx);
  const still = await ctx.db.select({ resimYolu: galeriResimleri.resimYolu }).from(galeriResimleri).where(inArray(galeriResimleri.resimYolu, [...paths]));
  const kept = new Set(still.map((r) => r.resimYolu));
  for (const path of new Set(paths)) if (!kept.has(path)) await folder.remove(path);
}

/** File names of the pictures uploaded for a gallery (named '<galleryId>-<uuid>.<ext>'), as paths. */
async function uploadedFilesOf(ctx: AppContext, galleryId: string): Promise<string[]> {
  return (await galleryFolder(ctx)).list(`${galleryId}-`);
}

/** The gallery resource (create, update, delete; public list) for the admin registry. */
export const galleryCrud: AdminResource = {
  path: galleryResource.path,
  list: 'public',
  update: galleryResource.update,
  // GET /api/galeri/{id} is public (../galleries.ts), not an admin route.
  getById: false,
  messages: {
    created: GALLERY_MESSAGES.added,
    updated: GALLERY_MESSAGES.updated,
    deleted: GALLERY_MESSAGES.deleted,
    notFound: GALLERY_MESSAGES.notFound,
    // Nothing refers to a gallery with a restricting key (its pictures cascade): never sent.
    inUse: GALLERY_MESSAGES.failed,
  },
  sample: async (db, n) => {
    const [camp] = await db.select({ id: kamplar.id }).from(kamplar).limit(1);
    if (!camp) throw new Error('örnek galeri için kamp yok');
    return { kampId: camp.id, galeriAdi: `Deneme Galerisi ${n}`, aciklama: 'Deneme açıklaması', aktif: true };
  },
  register: (plain: FastifyInstance, ctx: AppContext) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { db } = ctx;
    const { path } = galleryResource;
    const one = envelopeOf(galleryResource.item);

    app.post(path, { schema: { body: galleryResource.payload, response: { 201: one } } }, async (request, reply) => {
      await checkSentToken(ctx.verifier, request, request.body.recaptchaToken, GALLERY_ACTION);
      const [row] = await db.insert(galeriler).values(toValues(request.body)).returning({ id: galeriler.id }).catch(rethrowUnknownCamp);
      return reply.status(201).send(ok(await readGallery(db, row!.id), GALLERY_MESSAGES.added));
    });

    // The id travels in the body (galleryResource.update is 'PUT').
    app.put(path, { schema: { body: putPayloadSchema, response: { 200: one } } }, async (request) => {
      const { id, ...input } = request.body;
      if (!isUuid(id)) throw new ApiError(404, GALLERY_MESSAGES.notFound);
      await checkSentToken(ctx.verifier, request, input.recaptchaToken, GALLERY_ACTION);
      if (input.kampId === null) {
        // Only a gallery that has no camp may stay without one (admin spec §5: camp required).
        const [stored] = await db.select({ kampId: galeriler.kampId }).from(galeriler).where(eq(galeriler.id, id));
        if (!stored) throw new ApiError(404, GALLERY_MESSAGES.notFound);
        if (stored.kampId !== null) throw invalid({ kampId: GALLERY_MESSAGES.campRequired });
      }
      const [row] = await db.update(galeriler).set(toValues(input)).where(eq(galeriler.id, id)).returning({ id: galeriler.id }).catch(rethrowUnknownCamp);
      if (!row) throw new ApiError(404, GALLERY_MESSAGES.notFound);
      return ok(await readGallery(db, id), GALLERY_MESSAGES.updated);
    });

    app.delete(`${path}/:id`, { schema: { params: idParams } }, async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new ApiError(404, GALLERY_MESSAGES.notFound);
      // The row lock makes a picture registered meanwhile wait, so the list of files is complete.
      const paths = await db.transaction(async (tx) => {
        const [gallery] = await tx.select({ id: galeriler.id }).from(galeriler).where(eq(galeriler.id, id)).for('update');
        if (!gallery) throw new ApiError(404, GALLERY_MESSAGES.notFound);
        const pictures = await tx.select({ resimYolu: galeriResimleri.resimYolu }).from(galeriResimleri).where(eq(galeriResimleri.galeriId, id));
        await tx.delete(galeriler).where(eq(galeriler.id, id));
        return pictures.map((p) => p.resimYolu);
      });
      // Registered pictures, and files uploaded for it but never registered.
      await removeUnreferenced(ctx, [...paths, ...(await uploadedFilesOf(ctx, id))]);
      return ok(null, GALLERY_MESSAGES.deleted);
    });
  },
};

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const galleryAdmin: AdminModule = { resources: [galleryCrud], routes: registerGalleryAdminRoutes };

/**
 * Registers the picture routes inside the admin plugin: upload (in a child plugin with
 * @fastify/multipart, so no other route reads multipart), register and delete.
 */
async function registerGalleryAdminRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const folder = await galleryFolder(ctx);

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: GALLERY_IMAGE_MAX_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/galeriresim/yukle/:galeriId', { schema: { params: galleryIdParams } }, async (request, reply) => {
      const id = request.params.galeriId.toLowerCase();
      if (!isUuid(id)) throw new ApiError(404, GALLERY_MESSAGES.notFound);
      const [gallery] = await db.select({ id: galeriler.id }).from(galeriler).where(eq(galeriler.id, id));
      if (!gallery) throw new ApiError(404, GALLERY_MESSAGES.notFound);
      const [image] = await readImageUploads(request, GALLERY_IMAGE_RULE);
      return send(reply, await folder.store(image!, id), GALLERY_MESSAGES.imageUploaded);
    });
  });

  app.post('/api/galeriresim', { schema: { body: galleryImagePayloadSchema, response: { 201: envelopeOf(galleryImageSchema) } } }, async (request, reply) => {
    const { resimYolu, recaptchaToken } = request.body;
    const galeriId = request.body.galeriId.toLowerCase();
    await checkSentToken(ctx.verifier, request, recaptchaToken, GALLERY_ACTION);
    // Only a file this server stored for this gallery, and still in the storage.
    const name = resimYolu.slice(GALLERY_UPLOAD_PREFIX.length);
    const stored = folder.owns(resimYolu) && name.startsWith(`${galeriId}-`) && (await folder.exists(resimYolu));
    if (!stored) throw invalid({ resimYolu: GALLERY_MESSAGES.pathUnknown });
    const row = await db.transaction(async (tx) => {
      const [gallery] = await tx.select({ id: galeriler.id }).from(galeriler).where(eq(galeriler.id, galeriId)).for('update');
      if (!gallery) throw new ApiError(404, GALLERY_MESSAGES.notFound);
      const [taken] = await tx.select({ id: galeriResimleri.id }).from(galeriResimleri).where(eq(galeriResimleri.resimYolu, resimYolu)).limit(1);
      if (taken) throw invalid({ resimYolu: GALLERY_MESSAGES.pathTaken });
      const [last] = await tx.select({ n: max(galeriResimleri.siraNo) }).from(galeriResimleri).where(eq(galeriResimleri.galeriId, galeriId));
      const [inserted] = await tx
        .insert(galeriResimleri)
        .values({ galeriId, resimYolu, siraNo: (last?.n ?? 0) + 1 })
        .returning({ id: galeriResimleri.id, galeriId: galeriResimleri.galeriId, resimYolu: galeriResimleri.resimYolu });
      return inserted!;
    });
    return reply.status(201).send(ok(row, GALLERY_MESSAGES.imageAdded));
  });

  app.delete('/api/galeriresim/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw new ApiError(404, GALLERY_MESSAGES.imageNotFound);
    const [row] = await db.delete(galeriResimleri).where(eq(galeriResimleri.id, id)).returning({ resimYolu: galeriResimleri.resimYolu });
    if (!row) throw new ApiError(404, GALLERY_MESSAGES.imageNotFound);
    await removeUnreferenced(ctx, [row.resimYolu]);
    return ok(null, GALLERY_MESSAGES.imageDeleted);
  });
}

