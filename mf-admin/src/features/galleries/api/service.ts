import { z } from 'zod';
import { assetUrl, getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import { galleryImageSchema, type GalleryImage } from '@skiclub/shared/schemas';
import { GALLERY_ACTION, adminGallerySchema, galleryResource, galleryUploadResultSchema, type AdminGallery, type galleryPayloadSchema, type galleryUpdatePayloadSchema } from '@skiclub/shared/schemas/admin';
import { callEnvelope, createCrudService, type CrudService, readEnvelope } from '../../crud/api/createCrudService';

/** Payload of a gallery save as the form sends it (parsed by galleryPayloadSchema). */
export type GallerySave = z.output<typeof galleryUpdatePayloadSchema>;

/**
 * Reads an answer that is either a plain array or the envelope (admin spec §7: 'GET /api/galeri
 * (plain list or basarili+veri)').
 * @throws AppError
 */
function readListOrEnvelope<T>(schema: z.ZodType<T[]>, body: unknown, url: string): T[] {
  if (Array.isArray(body)) return readEnvelope(schema, { basarili: true, veri: body }, url);
  return readEnvelope(schema, body, url);
}

/** GET `url` (with `params`) read as a list in either shape. @throws AppError */
async function getList<T>(schema: z.ZodType<T[]>, url: string, params?: Record<string, string | boolean>): Promise<T[]> {
  let body: unknown;
  try {
    body = (await http.get(url, { params })).data;
  } catch (e) {
    throw toAppError(e);
  }
  return readListOrEnvelope(schema, body, url);
}

// Its saves send what the update schema parses to (a camp-less gallery keeps kampId null), wider than the contract's create payload.
const base = createCrudService<AdminGallery, typeof galleryPayloadSchema, GallerySave>(galleryResource);

/**
 * Galleries on the API (admin spec §3, §7) as their contract declares them, except the list: GET
 * /api/galeri?tumu=true (every gallery, inactive ones too, with kampAdi and resimSayisi; plain
 * list or envelope), POST /api/galeri, PUT /api/galeri (id in the body), DELETE /api/galeri/:id;
 * token action 'galeri'.
 */
export const galleryService: CrudService<AdminGallery, GallerySave> = {
  ...base,
  list: async () => {
    const rows = await getList(z.array(galleryResource.item), galleryResource.path, { tumu: true });
    return { rows, total: rows.length };
  },
};

/** The calls of the pictures modal. */
export interface GalleryPictureCalls {
  /** GET /api/galeri/{id}?tumu=true: the gallery as the list shows it. @throws AppError */
  gallery: (galleryId: string) => Promise<AdminGallery>;
  /** GET /api/galeriresim/galeri/{galeriId}?tumu=true: its pictures in order. @throws AppError */
  list: (galleryId: string) => Promise<GalleryImage[]>;
  /**
   * Uploads one file (POST /api/galeriresim/yukle/{galeriId}, multipart field `dosya`), then registers
   * the returned path (POST /api/galeriresim with a fresh 'galeri' token).
   * @returns the new picture. @throws AppError (413, 415, 422 …)
   */
  add: (galleryId: string, file: File) => Promise<GalleryImage>;
  /** DELETE /api/galeriresim/{id}: the row and its file. @throws AppError */
  remove: (pictureId: string) => Promise<void>;
}

/** {@link GalleryPictureCalls} on the API (admin spec §7 Gallery pictures). */
export const galleryPictureCalls: GalleryPictureCalls = {
  gallery: async (galleryId) => {
    const url = `${galleryResource.path}/${encodeURIComponent(galleryId)}`;
    return callEnvelope(adminGallerySchema, () => http.get(url, { params: { tumu: true } }), url);
  },
  list: (galleryId) => getList(z.array(galleryImageSchema), `/api/galeriresim/galeri/${encodeURIComponent(galleryId)}`, { tumu: true }),
  add: async (galleryId, file) => {
    const uploadUrl = `/api/galeriresim/yukle/${encodeURIComponent(galleryId)}`;
    const form = new FormData();
    form.append('dosya', file, file.name);
    const resimYolu = await callEnvelope(galleryUploadResultSchema, () => http.post(uploadUrl, form), uploadUrl);
    const recaptchaToken = await getHumanVerificationToken(GALLERY_ACTION);
    return callEnvelope(galleryImageSchema, () => http.post('/api/galeriresim', { galeriId: galleryId, resimYolu, recaptchaToken }), '/api/galeriresim');
  },
  remove: async (pictureId) => {
    const url = `/api/galeriresim/${encodeURIComponent(pictureId)}`;
    await callEnvelope(z.unknown(), () => http.delete(url), url);
  },
};

/**
 * Address of a picture (admin spec §7: 'Images are shown by joining the API host with the
 * returned path'): the API client's base URL (empty on the composed site, where /uploads is
 * proxied) followed by the path; full URLs are kept.
 */
export function pictureUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const host = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${host}${assetUrl(path)}`;
}
