/**
 * Club news (member spec §2 Home page and News detail, §3 News, §7 GET /api/haber,
 * §9 page sizes): the news item, one page of news, the list query and the Turkish texts.
 * Dates are ISO 8601 strings; `icerik` is plain text whose line breaks the page keeps.
 */
import { z } from 'zod';
import { pagedSchema } from './shop';
import { queryInt } from './query';

/** Default news page size (member spec §9). */
export const NEWS_PAGE_SIZE = 10;
/** Largest page size GET /api/haber accepts. */
export const NEWS_MAX_PAGE_SIZE = 50;
/** News items in the home-page slider (member spec §9). */
export const HOME_NEWS_COUNT = 6;

/** Texts of the news pages and endpoints. */
export const NEWS_MESSAGES = {
  notFound: 'Haber bulunamadı.',
  page: 'Sayfa 1 veya daha büyük bir tam sayı olmalıdır.',
  pageSize: `Sayfa boyutu 1 ile ${NEWS_MAX_PAGE_SIZE} arasında bir tam sayı olmalıdır.`,
} as const;

/** News item (member spec §3). `anahtarKelimeler` is one comma separated string. */
export const newsSchema = z.object({
  id: z.string(),
  baslik: z.string(),
  slug: z.string(),
  icerik: z.string(),
  ozet: z.string().nullable(),
  anahtarKelimeler: z.string().nullable(),
  kapakGorselUrl: z.string().nullable(),
  yayinlanmaTarihi: z.string(),
  yayinlayanKullaniciAdi: z.string(),
  aktif: z.boolean(),
});
export type News = z.infer<typeof newsSchema>;

/** GET /api/haber answer: one page of active news, newest first. */
export const newsPageSchema = pagedSchema(newsSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

/** GET /api/haber query: page (default 1) and pageSize (default 10, at most 50). */
export const newsPageQuerySchema = z.object({
  page: queryInt(NEWS_MESSAGES.page, 1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(NEWS_MESSAGES.pageSize, 1, NEWS_MAX_PAGE_SIZE, NEWS_PAGE_SIZE),
});
export type NewsPageQuery = z.input<typeof newsPageQuerySchema>;

/** Keywords of a news item as a list: trimmed, empty parts dropped ('kayak, kamp,' → ['kayak','kamp']). */
export function newsKeywords(anahtarKelimeler: string | null | undefined): string[] {
  if (!anahtarKelimeler) return [];
  return anahtarKelimeler
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}
