/**
 * Galleries on the admin side (admin spec §2 Gallery, §3, §5, §7, §8, §9): the row of the whole
 * gallery list (GET /api/galeri?tumu=true as Admin) with its camp name and picture count, the
 * create/update payload, the picture registration payload, the upload limits and the screen's
 * texts. The form and the API validate with the same {@link galleryPayloadSchema}.
 */
import { z } from 'zod';
import { MESSAGES, gallerySchema, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from './resource';

/** Gallery row of the admin list (admin spec §3) plus `resimSayisi`, the number of its pictures. */
export const adminGallerySchema = gallerySchema.extend({ resimSayisi: z.number().int().nonnegative() });
export type AdminGallery = z.infer<typeof adminGallerySchema>;

/** Gallery name limit (admin spec §9). */
export const GALLERY_NAME_MAX = 200;
/** Description limit (not in the spec: keeps one row readable). */
export const GALLERY_DESCRIPTION_MAX = 2000;
/** Largest gallery picture in bytes (admin spec §9: 5 MB each). */
export const GALLERY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** File extensions a gallery picture may have (admin spec §5, §9); the API checks the content. */
export const GALLERY_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
/** MIME types of {@link GALLERY_IMAGE_EXTENSIONS} (the browser's check of a chosen file). */
export const GALLERY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Folder of the pictures under /uploads (admin spec §7: the stored path starts with it). */
export const GALLERY_UPLOAD_PREFIX = '/uploads/galeri/';
/** Human-verification action of the gallery screen. */
export const GALLERY_ACTION = 'galeri';

/** Texts of the gallery screen and API (admin spec §5, §8), verbatim where the spec gives them. */
export const GALLERY_MESSAGES = {
  requiredSummary: 'Lütfen tüm zorunlu alanları doldurun.',
  campRequired: 'Kamp seçimi zorunludur.',
  campNotFound: 'Seçilen kamp bulunamadı.',
  nameRequired: MESSAGES.required('Galeri adı'),
  nameTooLong: MESSAGES.maxLength('Galeri adı', GALLERY_NAME_MAX),
  descriptionTooLong: MESSAGES.maxLength('Açıklama', GALLERY_DESCRIPTION_MAX),
  added: 'Galeri başarıyla eklendi.',
  updated: 'Galeri başarıyla güncellendi.',
  deleted: 'Galeri silindi.',
  failed: 'Bir hata oluştu.',
  listFailed: 'Galeri listesi alınamadı.',
  loadFailed: 'Galeri bilgisi alınamadı.',
  statusFailed: 'Durum güncellenemedi.',
  confirmDelete: 'Bu galeriyi silmek istediğinizden emin misiniz?',
  notFound: 'Galeri bulunamadı.',
  galleryRequired: 'Galeri seçimi zorunludur.',
  imagesUploaded: 'Resimler başarıyla yüklendi.',
  imageUploaded: 'Resim başarıyla yüklendi.',
  imageAdded: 'Resim galeriye eklendi.',
  imageDeleted: 'Resim silindi.',
  imageUploadFailed: 'Resim yüklenirken hata oluştu.',
  imageDeleteFailed: 'Resim silinirken hata oluştu.',
  imageTooLarge: "Dosya boyutu 5MB'dan büyük olamaz.",
  imageWrongType: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.',
  confirmImageDelete: 'Bu resmi silmek istediğinizden emin misiniz?',
  imageNotFound: 'Resim bulunamadı.',
  pathRequired: MESSAGES.required('Resim yolu'),
  pathUnknown: 'Bu resim sunucuya yüklenmiş bir galeri resmi değil.',
  pathTaken: 'Bu resim zaten bir galeriye eklenmiş.',
} as const;

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A chosen row id: missing or empty → `required`, not an id → `unknown`. */
function chosenId(required: string, unknown: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).regex(ID_RE, { error: unknown });
}

/**
 * Gallery create/update body (admin spec §3, §5): camp chosen ('Kamp seçimi zorunludur.'),
 * galeriAdi required and at most 200 characters, an optional description (empty → null), active
 * flag (default true); `recaptchaToken` is checked by the API for action 'galeri', never stored.
 */
export const galleryPayloadSchema = z.object({
  kampId: chosenId(GALLERY_MESSAGES.campRequired, GALLERY_MESSAGES.campNotFound),
  galeriAdi: requiredText('Galeri adı').max(GALLERY_NAME_MAX, { error: GALLERY_MESSAGES.nameTooLong }),
  aciklama: z
    .string()
    .trim()
    .max(GALLERY_DESCRIPTION_MAX, { error: GALLERY_MESSAGES.descriptionTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
  aktif: z.boolean().default(true),
  recaptchaToken: z.string().optional(),
});
export type GalleryPayload = z.input<typeof galleryPayloadSchema>;

/**
 * PUT /api/galeri body: as {@link galleryPayloadSchema}, except that a gallery without a camp
 * (club events, or a gallery whose camp was deleted) may keep none — `kampId: null` is accepted
 * only when the stored gallery has no camp (the API checks), so its badge can still toggle.
 */
export const galleryUpdatePayloadSchema = galleryPayloadSchema.extend({
  kampId: chosenId(GALLERY_MESSAGES.campRequired, GALLERY_MESSAGES.campNotFound).nullable(),
});
export type GalleryUpdatePayload = z.input<typeof galleryUpdatePayloadSchema>;

/**
 * Galleries (admin spec §7 Galleries): /api/galeri, action 'galeri', update PUT with the id in the
 * body. The payload is the create body and the form's; an update may also send
 * {@link galleryUpdatePayloadSchema} (a gallery without a camp keeps none). The API serves it by
 * hand, not on the CRUD factory (its delete also removes the pictures' files).
 */
export const galleryResource = defineAdminResource({
  path: '/api/galeri',
  item: adminGallerySchema,
  payload: galleryPayloadSchema,
  verificationAction: GALLERY_ACTION,
  update: 'PUT',
});

/**
 * POST /api/galeriresim body (admin spec §7): the gallery and a path the upload call returned
 * ('/uploads/galeri/…'); the API accepts only a stored, not yet registered file of that folder.
 */
export const galleryImagePayloadSchema = z.object({
  galeriId: chosenId(GALLERY_MESSAGES.galleryRequired, GALLERY_MESSAGES.notFound),
  resimYolu: requiredText('Resim yolu').max(300, { error: GALLERY_MESSAGES.pathUnknown }),
  recaptchaToken: z.string().optional(),
});
export type GalleryImagePayload = z.input<typeof galleryImagePayloadSchema>;

/** `veri` of POST /api/galeriresim/yukle/{galeriId}: the stored path (admin spec §7). */
export const galleryUploadResultSchema = z.string().startsWith(GALLERY_UPLOAD_PREFIX);

/**
 * The browser's check of a chosen picture (admin spec §5, §9): jpg/jpeg/png/webp by name or type,
 * at most 5 MB.
 * @param file name, MIME type and size in bytes
 * @returns the Turkish message, or null when the file may be sent
 */
export function galleryImageFileError(file: { name: string; type?: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const byName = GALLERY_IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
  const byType = !file.type || (GALLERY_IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!byName || !byType) return GALLERY_MESSAGES.imageWrongType;
  if (file.size > GALLERY_IMAGE_MAX_BYTES) return GALLERY_MESSAGES.imageTooLarge;
  return null;
}
