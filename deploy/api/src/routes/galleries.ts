/**
 * Gallery routes (member spec §2 gallery menu and detail, home page latest pictures, §3 gallery
 * fields, §4 active flags): the public sees active galleries only; an Admin may ask for all
 * with `tumu=true` (the admin gallery screen).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Gallery, GalleryImage } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { galeriler, galeriResimleri, kamplar } from '../db/schema';
import { isAdminUser } from '../lib/auth';
import { isUuid, notFound, send } from '../lib/http';

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
};

type GalleryRow = Omit<Gallery, 'olusturmaTarihi'> & { olusturmaTarihi: Date };
const toGallery = (r: GalleryRow): Gallery => ({ ...r, olusturmaTarihi: r.olusturmaTarihi.toISOString() });

/** Registers the gallery and gallery picture routes. */
export function registerGalleryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  const seesAll = async (request: FastifyRequest) => {
    const v = (request.query as { tumu?: unknown } | undefined)?.tumu;
    return (v === 'true' || v === '1') && isAdminUser(await auth.optionalUser(request));
  };

  /** The gallery if the caller may see it (active, or an Admin asking with tumu=true). */
  async function visibleGallery(request: FastifyRequest, id: string): Promise<GalleryRow> {
    if (!isUuid(id)) throw notFound(GALLERY_NOT_FOUND);
    const [row] = await db.select(galleryColumns).from(galeriler).leftJoin(kamplar, eq(kamplar.id, galeriler.kampId)).where(eq(galeriler.id, id)).limit(1);
    if (!row || (!row.aktif && !(await seesAll(request)))) throw notFound(GALLERY_NOT_FOUND);
    return row;
  }

  app.get('/api/galeri', async (request, reply) => {
    const all = await seesAll(request);
    const rows = await db
      .select(galleryColumns)
      .from(galeriler)
      .leftJoin(kamplar, eq(kamplar.id, galeriler.kampId))
      .where(all ? undefined : eq(galeriler.aktif, true))
      .orderBy(desc(galeriler.olusturmaTarihi));
    return send(reply, rows.map(toGallery));
  });

  app.get<{ Params: { id: string } }>('/api/galeri/:id', async (request, reply) => {
    return send(reply, toGallery(await visibleGallery(request, request.params.id)));
  });

  app.get('/api/galeriresim/son-resimler', async (_request, reply) => {
    const rows: GalleryImage[] = await db
      .select({ id: galeriResimleri.id, galeriId: galeriResimleri.galeriId, resimYolu: galeriResimleri.resimYolu })
      .from(galeriResimleri)
      .innerJoin(galeriler, and(eq(galeriler.id, galeriResimleri.galeriId), eq(galeriler.aktif, true)))
      .orderBy(desc(galeriResimleri.olusturmaTarihi), asc(galeriResimleri.siraNo))
      .limit(LATEST_IMAGE_COUNT);
    return send(reply, rows);
  });

  app.get<{ Params: { id: string } }>('/api/galeriresim/galeri/:id', async (request, reply) => {
    const gallery = await visibleGallery(request, request.params.id);
    const rows: GalleryImage[] = await db
      .select({ id: galeriResimleri.id, galeriId: galeriResimleri.galeriId, resimYolu: galeriResimleri.resimYolu })
      .from(galeriResimleri)
      .where(eq(galeriResimleri.galeriId, gallery.id))
      .orderBy(asc(galeriResimleri.siraNo), asc(galeriResimleri.olusturmaTarihi));
    return send(reply, rows);
  });
}
