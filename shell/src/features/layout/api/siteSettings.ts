import { useApi } from '@skiclub/shared/api';
import { SITE_SETTINGS_URL, siteSettingsSchema, type SiteSettings } from '@skiclub/shared/schemas';

/**
 * GET /api/site/ayarlar: the club's social network pages (member spec §2 footer). Undefined
 * while loading or when the call fails, so the footer then shows no social links at all.
 */
export function useSiteSettings(): SiteSettings | undefined {
  return useApi(SITE_SETTINGS_URL, siteSettingsSchema, { revalidateOnFocus: false }).data;
}
