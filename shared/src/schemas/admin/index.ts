/**
 * Admin-only payloads and texts (admin spec §3, §5), on their own subpath
 * (`@skiclub/shared/schemas/admin`) so a visitor never downloads them. Countries are the pattern
 * for every reference screen: name at least 2 characters, active flag.
 */
import { z } from 'zod';
import { MESSAGES, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from './resource';

/** Page size of every reference table (admin spec §9). */
export const REFERENCE_PAGE_SIZE = 10;

/** Country (admin spec §3). */
export const countrySchema = z.object({ id: z.string(), ulkeAdi: z.string(), aktif: z.boolean() });
export type Country = z.infer<typeof countrySchema>;

/** Country create/update body (admin spec §5): ulkeAdi required, at least 2 characters. */
export const countryPayloadSchema = z.object({
  ulkeAdi: requiredText('Ülke adı')
    .min(2, { error: MESSAGES.minLength('Ülke adı', 2) })
    .max(100, { error: MESSAGES.maxLength('Ülke adı', 100) }),
  aktif: z.boolean().default(true),
  recaptchaToken: z.string().optional(),
});
export type CountryPayload = z.input<typeof countryPayloadSchema>;

/** Countries (admin spec §3, §7): /api/ulke, action 'ulke', update POST /{id}. */
export const countryResource = defineAdminResource({ path: '/api/ulke', item: countrySchema, payload: countryPayloadSchema, verificationAction: 'ulke' });

/** Admin-side texts shared by the reference screens (admin spec §2, §5, §8). */
export const ADMIN_MESSAGES = {
  empty: 'Kayıt bulunamadı.',
  saving: 'İşleniyor...',
  saveFailed: 'İşlem sırasında hata oluştu.',
  deleteFailed: 'Silme işlemi sırasında hata oluştu.',
  formErrors: MESSAGES.formErrors,
  confirmDeleteCountry: 'Bu ülkeyi silmek istediğinizden emin misiniz?',
  countryAdded: 'Ülke başarıyla eklendi.',
  countryUpdated: 'Ülke başarıyla güncellendi.',
  countryDeleted: 'Ülke başarıyla silindi.',
} as const;

export * from './resource';
export * from './reference';
export * from './camps';
export * from './options';
export * from './operations';
export * from './galleries';
export * from './shop';
export * from './products';
export * from './orders';
export * from './users';
export * from './news';
export * from './stock';
export * from './notifications';
