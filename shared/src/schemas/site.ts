/**
 * Site settings the visitor pages read from the API (member spec §2 footer: "social links"):
 * the club's own pages on the social networks, set by the operator (environment variables of
 * the API), so the footer links to them and hides a network that is not set.
 */
import { z } from 'zod';

/** The networks the footer can link to, in its order. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** GET /api/site/ayarlar path. */
export const SITE_SETTINGS_URL = '/api/site/ayarlar';

/**
 * A club page's address as configured: an absolute http(s) URL, trimmed; anything else (unset,
 * empty, another scheme such as `javascript:`) gives null, which hides the link.
 */
export function socialPageUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const pageUrl = z
  .string()
  .nullable()
  .refine((v) => v === null || socialPageUrl(v) === v, { error: 'Geçerli bir http(s) adresi olmalıdır.' });

/** `veri` of GET /api/site/ayarlar: each network's page address, null when not set. */
export const siteSettingsSchema = z.object({
  sosyalMedya: z.object({ instagram: pageUrl, facebook: pageUrl, youtube: pageUrl }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * The settings from the API's environment: SOCIAL_INSTAGRAM_URL, SOCIAL_FACEBOOK_URL,
 * SOCIAL_YOUTUBE_URL (each read with {@link socialPageUrl}).
 */
export function siteSettingsFromEnv(env: Record<string, string | undefined>): SiteSettings {
  return {
    sosyalMedya: {
      instagram: socialPageUrl(env.SOCIAL_INSTAGRAM_URL),
      facebook: socialPageUrl(env.SOCIAL_FACEBOOK_URL),
      youtube: socialPageUrl(env.SOCIAL_YOUTUBE_URL),
    },
  };
}
