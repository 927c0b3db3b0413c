/**
 * News on the admin side (admin spec §2 News, §3, §4, §5, §7, §8, §9): the create/update body
 * (one schema for the form and the API), the admin list query, the cover upload rules and the
 * Turkish texts. The item and page shapes are the public ones of ../news.ts.
 */
import { z } from 'zod';
import { NEWS_MESSAGES, queryInt } from '@skiclub/shared/schemas';

/** Title length in characters (admin spec §5, §9: 5 to 180). */
export const NEWS_TITLE_MIN = 5;
export const NEWS_TITLE_MAX = 180;
/** Shortest text in characters (admin spec §5, §9). */
export const NEWS_TEXT_MIN = 20;
/** Longest text in characters (a guard against abuse; the spec sets no maximum). */
export const NEWS_TEXT_MAX = 20_000;
/** Longest keyword list in characters (admin spec §5, §9). */
export const NEWS_KEYWORDS_MAX = 500;
/** Longest slug in characters (the column holds 220, leaving room for a '-n' suffix). */
export const NEWS_SLUG_MAX = 200;
/** Admin list page size: default 10, 5 to 50 (admin spec §9). */
export const NEWS_ADMIN_PAGE_SIZE = 10;
export const NEWS_ADMIN_PAGE_SIZE_MIN = 5;
export const NEWS_ADMIN_PAGE_SIZE_MAX = 50;
/** Largest cover file in bytes (5 MB, as gallery pictures). */
export const NEWS_COVER_MAX_BYTES = 5 * 1024 * 1024;
/** File name endings a cover may have (admin spec §5). */
export const NEWS_COVER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** MIME types of {@link NEWS_COVER_EXTENSIONS} (the browser's check of a chosen file). */
export const NEWS_COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Public path of the uploaded covers (served as /uploads/haber/<file>). */
export const NEWS_UPLOAD_PREFIX = '/uploads/haber/';
/** Human-verification action of a news save (admin spec §3: the collection name). */
export const NEWS_ACTION = 'haber';
/** Length of the derived summary `ozet` in characters (before '…'). */
export const NEWS_SUMMARY_LENGTH = 160;

/** Texts of the news screen and its endpoints (admin spec §5, §8). */
export const NEWS_ADMIN_MESSAGES = {
  titleMin: 'Başlık en az 5 karakter olmalı',
  titleMax: 'Başlık en fazla 180 karakter olmalı',
  textMin: 'İçerik en az 20 karakter olmalı',
  textMax: `İçerik en fazla ${NEWS_TEXT_MAX} karakter olabilir.`,
  keywordsMax: 'Anahtar kelimeler 500 karakteri aşmamalı',
  slugMax: `Slug en fazla ${NEWS_SLUG_MAX} karakter olabilir.`,
  slugTaken: 'Bu slug başka bir haberde kullanılıyor.',
  activeInvalid: 'Aktif alanı geçersiz.',
  coverType: 'Sadece jpg, jpeg, png, webp',
  coverTooLarge: 'Kapak görseli en fazla 5 MB olabilir.',
  coverUploaded: 'Kapak görseli yüklendi.',
  coverUploadFailed: 'Haber kaydedildi ama kapak görseli yüklenirken hata oluştu.',
  saved: 'Kaydedildi',
  saveFailed: 'Kayıt sırasında hata oluştu',
  deleted: 'Haber silindi.',
  deleteFailed: 'Silme işlemi sırasında hata oluştu.',
  confirmDelete: 'Silmek istediğinize emin misiniz?',
  notFound: NEWS_MESSAGES.notFound,
  loadFailed: 'Haberler yüklenirken hata oluştu.',
  loading: 'Haberler yükleniyor...',
  slugPlaceholder: 'Boş bırakılırsa başlıktan üretilir',
  pageSize: `Sayfa boyutu ${NEWS_ADMIN_PAGE_SIZE_MIN} ile ${NEWS_ADMIN_PAGE_SIZE_MAX} arasında bir tam sayı olmalıdır.`,
} as const;

/** Optional text: trimmed, empty or missing → null. */
function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * POST /api/haber and PUT /api/haber body (admin spec §3, §5, §7): baslik 5-180 characters,
 * icerik at least 20 (plain text; the API strips any tags and checks again), anahtarKelimeler
 * (comma separated) at most 500, an optional slug (empty or null → made from the title), aktif
 * (default true). `recaptchaToken` is checked by the API for action 'haber', never stored.
 */
export const newsPayloadSchema = z.object({
  baslik: z
    .string({ error: NEWS_ADMIN_MESSAGES.titleMin })
    .trim()
    .min(NEWS_TITLE_MIN, { error: NEWS_ADMIN_MESSAGES.titleMin })
    .max(NEWS_TITLE_MAX, { error: NEWS_ADMIN_MESSAGES.titleMax }),
  icerik: z
    .string({ error: NEWS_ADMIN_MESSAGES.textMin })
    .trim()
    .min(NEWS_TEXT_MIN, { error: NEWS_ADMIN_MESSAGES.textMin })
    .max(NEWS_TEXT_MAX, { error: NEWS_ADMIN_MESSAGES.textMax }),
  anahtarKelimeler: optionalText(NEWS_KEYWORDS_MAX, NEWS_ADMIN_MESSAGES.keywordsMax),
  slug: optionalText(NEWS_SLUG_MAX, NEWS_ADMIN_MESSAGES.slugMax),
  aktif: z.boolean({ error: NEWS_ADMIN_MESSAGES.activeInvalid }).default(true),
  recaptchaToken: z.string().optional(),
});
export type NewsPayload = z.input<typeof newsPayloadSchema>;
export type NewsInput = z.output<typeof newsPayloadSchema>;

/**
 * Query of the admin list GET /api/haber?tumu=true&page&pageSize (admin spec §7, §9): every news
 * item, inactive ones too; page from 1, pageSize 5-50 (default 10).
 */
export const adminNewsQuerySchema = z.object({
  page: queryInt(NEWS_MESSAGES.page, 1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(NEWS_ADMIN_MESSAGES.pageSize, NEWS_ADMIN_PAGE_SIZE_MIN, NEWS_ADMIN_PAGE_SIZE_MAX, NEWS_ADMIN_PAGE_SIZE),
});

/** `veri` of POST /api/haber/kapak/{id}: the stored cover's path (admin spec §7 'returns url'). */
export const newsCoverResultSchema = z.string().startsWith(NEWS_UPLOAD_PREFIX);

/**
 * The browser's check of a chosen cover (admin spec §5): jpg/jpeg/png/webp by name and type,
 * at most 5 MB. The API checks the content again.
 * @param file name, MIME type and size in bytes
 * @returns the Turkish message, or null when the file may be sent
 */
export function newsCoverFileError(file: { name: string; type?: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const byName = NEWS_COVER_EXTENSIONS.some((ext) => name.endsWith(ext));
  const byType = !file.type || (NEWS_COVER_TYPES as readonly string[]).includes(file.type);
  if (!byName || !byType) return NEWS_ADMIN_MESSAGES.coverType;
  if (file.size > NEWS_COVER_MAX_BYTES) return NEWS_ADMIN_MESSAGES.coverTooLarge;
  return null;
}

/**
 * All messages of an invalid body, each once, in field order (admin spec §5: the news form shows
 * them together in one alert).
 */
export function newsPayloadErrors(values: unknown): string[] {
  const result = newsPayloadSchema.safeParse(values);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((i) => i.message))];
}
