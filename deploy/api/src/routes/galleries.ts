/**
 * Gallery routes (member spec §2 gallery menu and detail, home page latest pictures, §3 gallery
 * fields, §4 active flags; admin spec §7 Galleries): the public sees active galleries only; an
 * Admin may ask for all with `tumu=true` (the admin gallery screen lists every gallery, inactive
 * ones included, with its camp name and picture count `resimSayisi`). The admin writes live in
 * ./admin/galleries.ts, inside the admin plugin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GalleryImage } from '@skiclub/shared/schemas';
import type { AdminGallery } from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../context';
import type { Database } from '../db';
import { galeriler, galeriResimleri, kamplar } from '../db/schema';
import { isAdminUser } from '../lib/auth';
import { allQuerySchema, asksForAll, isUuid, notFound, send } from '../lib/http';

/** 404 text of an unknown or inactive gallery. */
export const GALLERY_NOT_FOUND = 'Galeri bulunamadı.';
/** Number of pictures of GET /api/galeriresim/son-resimler. */
export const LATEST_IMAGE_COUNT = 12;

const galleryColumns = {
  id: galeriler.id,
  aktif: galeriler.aktif,
  galeriAdi: galeriler.galeriAdi,
  kampId: galeriler.kampId,
  kampAdi: kamplar.kampAdi,
  kampBaslangicTarihi: kamplar.baslangicTarihi,
  kampBitisTarihi: kamplar.bitisTarihi,
  aciklama: galeriler.aciklama,
  olusturmaTarihi: galeriler.olusturmaTarihi,
  resimSayisi: sql<number>`(select count(*) from ${galeriResimleri} where ${galeriResimleri.galeriId} = ${galeriler.id})`.mapWith(Number),
};

/**
 * Galleries with their camp (null for a club gallery) and picture count, newest first.
 * @param where null for every gallery, else e.g. `eq(galeriler.id, id)` or the active ones
 * @returns rows with `olusturmaTarihi` as an ISO timestamp
 */
export async function selectGalleries(db: Database, where?: SQL): Promise<AdminGallery[]> {
  const rows = await db.select(galleryColumns).from(galeriler).leftJoin(kamplar, eq(kamplar.id, galeriler.kampId)).where(where).orderBy(desc(galeriler.olusturmaTarihi));
  return rows.map((r) => ({ ...r, olusturmaTarihi: r.olusturmaTarihi.toISOString() }));
}

const imageColumns = { id: galeriResimleri.id, galeriId: galeriResimleri.galeriId, resimYolu: galeriResimleri.resimYolu };

/** A gallery's pictures in their order (siraNo, then upload time). */
export function selectGalleryImages(db: Database, galleryId: string): Promise<GalleryImage[]> {
  return db.select(imageColumns).from(galeriResimleri).where(eq(galeriResimleri.galeriId, galleryId)).orderBy(asc(galeriResimleri.siraNo), asc(galeriResimleri.olusturmaTarihi));
}

/** Registers the public gallery and gallery picture routes (GET only). */
export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  const seesAll = async (request: FastifyRequest) => asksForAll(request.query) && isAdminUser(await auth.optionalUser(request));

  /** The gallery if the caller may see it (active, or an Admin asking with tumu=true). */
  async function visibleGallery(request: FastifyRequest, id: string): Promise<AdminGallery> {
    if (!isUuid(id)) throw notFound(GALLERY_NOT_FOUND);
    const [row] = await selectGalleries(db, eq(galeriler.id, id));
    if (!row || (!row.aktif && !(await seesAll(request)))) throw notFound(GALLERY_NOT_FOUND);
    return row;
  }

  app.get('/api/galeri', { schema: { querystring: allQuerySchema } }, async (request, reply) => {
    const all = await seesAll(request);
    return send(reply, await selectGalleries(db, all ? undefined : eq(galeriler.aktif, true)));
  });

  app.get<{ Params: { id: string } }>('/api/galeri/:id', { schema: { querystring: allQuerySchema } }, async (request, reply) => {
    return send(reply, await visibleGallery(request, request.params.id));
  });

  app.get('/api/galeriresim/son-resimler', async (_request, reply) => {
    const rows: GalleryImage[] = await db
      .select(imageColumns)
      .from(galeriResimleri)
      .innerJoin(galeriler, and(eq(galeriler.id, galeriResimleri.galeriId), eq(galeriler.aktif, true)))
      .orderBy(desc(galeriResimleri.olusturmaTarihi), asc(galeriResimleri.siraNo))
      .limit(LATEST_IMAGE_COUNT);
    return send(reply, rows);
  });

  app.get<{ Params: { galeriId: string } }>('/api/galeriresim/galeri/:galeriId', async (request, reply) => {
    const gallery = await visibleGallery(request, request.params.galeriId);
    return send(reply, await selectGalleryImages(db, gallery.id));
  });
}
