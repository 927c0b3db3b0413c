import { useApi } from '@skiclub/shared/api';
import { HOME_NEWS_COUNT, newsPageSchema, newsSchema } from '@skiclub/shared/schemas';

/** GET /api/haber for the home page (member spec §7, §9): page 1, the 6 latest active news. */
export const LATEST_NEWS_URL = `/api/haber?page=1&pageSize=${HOME_NEWS_COUNT}`;

/** The 6 latest news for the home-page slider, checked with the shared schema. */
export function useLatestNews() {
  return useApi(LATEST_NEWS_URL, newsPageSchema);
}

/** GET /api/haber/:slug (member spec §7): one active news item; a 404 means unknown or inactive. */
export function useNewsItem(slug: string | undefined) {
  return useApi(slug ? `/api/haber/${encodeURIComponent(slug)}` : null, newsSchema);
}
