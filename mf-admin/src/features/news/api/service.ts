import { z } from 'zod';
import { assetUrl, getHumanVerificationToken, http } from '@skiclub/shared/api';
import { newsPageSchema, newsSchema, type News, type NewsPage } from '@skiclub/shared/schemas';
import { NEWS_ACTION, newsCoverResultSchema, type NewsInput } from '@skiclub/shared/schemas/admin';
import { callEnvelope } from '../../crud/api/createCrudService';

/** The body of a news save as the form sends it (parsed by newsPayloadSchema, token added here). */
export type NewsSave = Omit<NewsInput, 'recaptchaToken'>;

/** The calls of the news screen. Every call throws an AppError on failure. */
export interface NewsCalls {
  /** GET /api/haber?tumu=true&page&pageSize: one page of every item, inactive ones too, newest first. */
  list: (page: number, pageSize: number) => Promise<NewsPage>;
  /** POST /api/haber with a fresh 'haber' token. @returns the saved item (its id, the slug used). */
  create: (payload: NewsSave) => Promise<News>;
  /** PUT /api/haber (id in the body) with a fresh 'haber' token. @returns the saved item. */
  update: (id: string, payload: NewsSave) => Promise<News>;
  /** DELETE /api/haber/{id} (the API removes the uploaded cover too). */
  remove: (id: string) => Promise<void>;
  /** POST /api/haber/kapak/{id}, multipart field `dosya`. @returns the cover's path. */
  uploadCover: (id: string, file: File) => Promise<string>;
}

const URL = '/api/haber';
// The token is fetched just before each save (admin spec §3) and is single-use.
const withToken = async (payload: NewsSave) => ({ ...payload, recaptchaToken: await getHumanVerificationToken(NEWS_ACTION) });

/** {@link NewsCalls} on the API (admin spec §7 News). */
export const newsCalls: NewsCalls = {
  list: (page, pageSize) => callEnvelope(newsPageSchema, () => http.get(URL, { params: { tumu: true, page, pageSize } }), URL),
  create: async (payload) => callEnvelope(newsSchema, async () => http.post(URL, await withToken(payload)), URL),
  update: async (id, payload) => callEnvelope(newsSchema, async () => http.put(URL, { ...(await withToken(payload)), id }), URL),
  remove: async (id) => {
    const url = `${URL}/${encodeURIComponent(id)}`;
    await callEnvelope(z.unknown(), () => http.delete(url), url);
  },
  uploadCover: async (id, file) => {
    const url = `${URL}/kapak/${encodeURIComponent(id)}`;
    const form = new FormData();
    form.append('dosya', file, file.name);
    return callEnvelope(newsCoverResultSchema, () => http.post(url, form), url);
  },
};

/**
 * Address of a cover (admin spec §7: 'Images are shown by joining the API host with the returned
 * path'): the API client's base URL followed by the path; full URLs are kept.
 */
export function coverUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const host = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${host}${assetUrl(path)}`;
}
