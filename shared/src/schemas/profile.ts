/**
 * Account recovery and profile payloads (member spec §3, §5, §7): password reset request and
 * confirm, profile update, password change, social media links, phone confirmation code and the
 * profile the API returns. The forms and the API validate with the same schemas.
 */
import { z } from 'zod';
import { MESSAGES, NAME_MAX, isValidEmail, passwordInput, strongPassword } from './rules';

/** Messages of member spec §5 for the reset and profile screens, verbatim. */
export const PROFILE_MESSAGES = {
  resetEmailRequired: 'E-posta alanı zorunludur',
  resetRepeatRequired: 'Şifre tekrarı zorunludur',
  resetMismatch: 'Şifreler eşleşmiyor',
  required: 'Ad, Soyad, Kullanıcı Adı ve GSM alanları boş bırakılamaz!',
  gsm: 'GSM numarası 05 ile başlamalı ve 11 haneli olmalı!',
  newPasswordMismatch: 'Yeni şifreler eşleşmiyor.',
  socialUrl: 'Geçerli bir https:// adresi giriniz.',
  phoneCode: 'Onay kodu 6 haneli olmalıdır.',
} as const;

/** Photo upload limits of member spec §5, §9 and their messages, verbatim. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MESSAGES = {
  tooLarge: "Dosya boyutu 5MB'dan büyük olamaz.",
  wrongType: 'Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.',
} as const;

/** Biography at most 500 characters. */
export const BIO_MAX = 500;
/** Social media link at most 300 characters. */
export const SOCIAL_URL_MAX = 300;

/** Runs an object refinement whenever the repeat field holds text, whatever else failed. */
const repeatWhen =
  (key: string) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[key] === 'string';

/** POST /api/hesap/sifre-sifirlama-talep body: `{ email }` ('E-posta alanı zorunludur', valid address). */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: PROFILE_MESSAGES.resetEmailRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.resetEmailRequired })
    .max(254, { error: MESSAGES.email })
    .refine(isValidEmail, { error: MESSAGES.email }),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** Confirm-mode form of /sifre-sifirlama: the new password twice (sign-up strength rule). */
export const passwordResetFormSchema = z
  .object({
    yeniSifre: strongPassword('Şifre'),
    yeniSifreTekrar: passwordInput('Şifre Tekrar', PROFILE_MESSAGES.resetRepeatRequired),
  })
  .refine((v) => v.yeniSifre === v.yeniSifreTekrar, { path: ['yeniSifreTekrar'], error: PROFILE_MESSAGES.resetMismatch, when: repeatWhen('yeniSifreTekrar') });
export type PasswordResetForm = z.input<typeof passwordResetFormSchema>;

/** POST /api/hesap/sifre-sifirlama-onayla body: `{ userId, token, yeniSifre }` from the mailed link. */
export const passwordResetConfirmSchema = z.object({
  userId: z.string({ error: MESSAGES.required('Kullanıcı') }).trim().min(1, { error: MESSAGES.required('Kullanıcı') }),
  token: z.string({ error: MESSAGES.required('Doğrulama kodu') }).trim().min(1, { error: MESSAGES.required('Doğrulama kodu') }),
  yeniSifre: strongPassword('Şifre'),
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** Query of GET /api/Hesap/email-onayla: `userId` and `token` from the mailed link. */
export const emailConfirmQuerySchema = z.object({
  userId: z.string({ error: MESSAGES.required('Kullanıcı') }).trim().min(1, { error: MESSAGES.required('Kullanıcı') }),
  token: z.string({ error: MESSAGES.required('Doğrulama kodu') }).trim().min(1, { error: MESSAGES.required('Doğrulama kodu') }),
});
export type EmailConfirmQuery = z.input<typeof emailConfirmQuerySchema>;

const profileRequired = (field: string) =>
  z
    .string({ error: PROFILE_MESSAGES.required })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.required })
    .max(NAME_MAX, { error: MESSAGES.maxLength(field, NAME_MAX) });

/** PUT /api/hesap/profil body (member spec §3, §5): gsm is 05 + 9 digits, spaces ignored. */
export const profileUpdateSchema = z.object({
  ad: profileRequired('Ad'),
  soyad: profileRequired('Soyad'),
  kullaniciAdi: profileRequired('Kullanıcı Adı'),
  gsm: z
    .string({ error: PROFILE_MESSAGES.required })
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v.length > 0, { error: PROFILE_MESSAGES.required })
    .refine((v) => v.length === 0 || /^05\d{9}$/.test(v), { error: PROFILE_MESSAGES.gsm }),
  biyografi: z
    .string()
    .trim()
    .max(BIO_MAX, { error: MESSAGES.maxLength('Biyografi', BIO_MAX) })
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** True for an absolute https URL with a host. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

const socialUrl = z
  .string()
  .trim()
  .max(SOCIAL_URL_MAX, { error: MESSAGES.maxLength('Bağlantı', SOCIAL_URL_MAX) })
  .refine((v) => v === '' || isHttpsUrl(v), { error: PROFILE_MESSAGES.socialUrl })
  .nullable()
  .optional()
  .transform((v) => v ?? '');

/** PUT /api/hesap/sosyal-medya body: each link empty or a valid https URL. */
export const socialMediaSchema = z.object({ facebook: socialUrl, twitter: socialUrl, instagram: socialUrl, linkedin: socialUrl });
export type SocialMedia = z.input<typeof socialMediaSchema>;

/** `veri` of GET/PUT /api/hesap/profil (member spec §3); photo URLs are site paths or null. */
export const profileSchema = z.object({
  id: z.string(),
  ad: z.string(),
  soyad: z.string(),
  kullaniciAdi: z.string(),
  email: z.string(),
  emailOnaylandi: z.boolean(),
  gsm: z.string(),
  gsmOnaylandi: z.boolean(),
  biyografi: z.string(),
  profilFotoUrl: z.string().nullable(),
  kapakFotoUrl: z.string().nullable(),
  sosyalMedya: z.object({ facebook: z.string(), twitter: z.string(), instagram: z.string(), linkedin: z.string() }),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/hesap/sifre-degistir body (member spec §3, §5). */
export const passwordChangeSchema = z
  .object({
    mevcutSifre: passwordInput('Mevcut Şifre'),
    yeniSifre: strongPassword('Yeni Şifre'),
    yeniSifreTekrar: passwordInput('Yeni Şifre Tekrar'),
  })
  .refine((v) => v.yeniSifre === v.yeniSifreTekrar, { path: ['yeniSifreTekrar'], error: PROFILE_MESSAGES.newPasswordMismatch, when: repeatWhen('yeniSifreTekrar') });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** POST /api/hesap/gsm-onayi-dogrula body: `{ onayKodu }`, 6 digits. */
export const phoneCodeSchema = z.object({
  onayKodu: z
    .string({ error: MESSAGES.required('Onay Kodu') })
    .trim()
    .regex(/^\d{6}$/, { error: PROFILE_MESSAGES.phoneCode }),
});
export type PhoneCode = z.input<typeof phoneCodeSchema>;
