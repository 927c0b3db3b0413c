/**
 * Camp calls of the admin remote (admin spec §3, §7): the whole camp list for an Admin
 * (GET /api/kamp?tumu=true), the camp search of the pickers (GET /api/kamp/ara?q=), create
 * POST /api/kamp, update PUT /api/kamp (id in the body), delete DELETE /api/kamp/{id} with the
 * 'kampyonetim' verification action, and the image upload (POST /api/kamp/gorsel-yukle/{id}).
 * Every answer is read from the envelope with the shared schemas; failures reject with an AppError.
 */
import { z } from 'zod';
import { http, toAppError } from '@skiclub/shared/api';
import { CAMP_IMAGE_MAX_BYTES, CAMP_SEARCH_MIN, adminCampSchema, campResource, type AdminCamp } from '@skiclub/shared/schemas/admin';
import { readEnvelope } from '../../crud/api/createCrudService';

/** Camp collection path (admin spec §7). */
export const CAMP_URL = campResource.path;
/** Camp search path (admin spec §7). */
export const CAMP_SEARCH_URL = '/api/kamp/ara';
/** Image upload path of a camp. */
export const campImageUrl = (id: string) => `/api/kamp/gorsel-yukle/${encodeURIComponent(id)}`;

async function getVeri<T>(schema: z.ZodType<T>, url: string, params?: Record<string, string>): Promise<T> {
  let body: unknown;
  try {
    body = (await http.get(url, { params })).data;
  } catch (e) {
    throw toAppError(e);
  }
  return readEnvelope(schema, body, url);
}

/**
 * Every camp, active or not, with ids and names (GET /api/kamp?tumu=true as Admin), in the API's
 * order. For the camp pickers and lists of other screens.
 * @throws AppError
 */
export function listAdminCamps(): Promise<AdminCamp[]> {
  return getVeri(z.array(adminCampSchema), CAMP_URL, { tumu: 'true' });
}

/**
 * Camps whose name contains `q` (Turkish case rules; GET /api/kamp/ara?q=, at most 20). A text
 * shorter than 2 characters (after trimming) asks nothing and gives no camps (admin spec §9).
 * @throws AppError
 */
export async function searchCamps(q: string): Promise<AdminCamp[]> {
  const text = q.trim();
  if (text.length < CAMP_SEARCH_MIN) return [];
  return getVeri(z.array(adminCampSchema), CAMP_SEARCH_URL, { q: text });
}

/**
 * One camp by id, read from the admin list (the pickers use it to label an already chosen camp).
 * @returns the camp, or null when there is none with that id
 * @throws AppError
 */
export async function findAdminCamp(id: string): Promise<AdminCamp | null> {
  return (await listAdminCamps()).find((c) => c.id === id) ?? null;
}

/**
 * True when a file looks like an image to the browser (its type is image/*). The API still checks
 * the content (magic bytes); this only gives the quick 'Lütfen bir resim dosyası seçin.'.
 */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** True when a file is within the 5 MB upload limit (admin spec §9). */
export function isWithinImageLimit(file: Pick<File, 'size'>): boolean {
  return file.size <= CAMP_IMAGE_MAX_BYTES;
}

/**
 * Uploads a camp's image as multipart field `dosya` (POST /api/kamp/gorsel-yukle/{id}).
 * @returns the stored path, e.g. '/uploads/kamp/<id>-<uuid>.jpg'
 * @throws AppError (404 unknown camp, 413 over 5 MB, 415 not an image)
 */
export async function uploadCampImage(id: string, file: File): Promise<string> {
  const url = campImageUrl(id);
  const form = new FormData();
  form.append('dosya', file, file.name);
  let body: unknown;
  try {
    body = (await http.post(url, form)).data;
  } catch (e) {
    throw toAppError(e);
  }
  return readEnvelope(z.string().min(1), body, url);
}
