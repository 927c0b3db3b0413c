/**
 * Profile calls (member spec §3, §7): read and update the profile, change the password,
 * social media links, photo uploads and the phone confirmation.
 */
import { apiPost, apiPut, parseAnswer } from '@skiclub/shared/api';
import { z } from 'zod';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  passwordChangeSchema,
  phoneCodeSchema,
  profileUpdateSchema,
  socialMediaSchema,
  type PasswordChange,
  type PhoneCode,
  type ProfileUpdate,
  type SocialMedia,
} from '@skiclub/shared/schemas';

/** GET and PUT /api/hesap/profil (member spec §7). */
export const PROFILE_URL = '/api/hesap/profil';
/** PUT /api/hesap/sifre-degistir {mevcutSifre, yeniSifre, yeniSifreTekrar}. */
export const PASSWORD_CHANGE_URL = '/api/hesap/sifre-degistir';
/** PUT /api/hesap/sosyal-medya {facebook, twitter, instagram, linkedin}. */
export const SOCIAL_MEDIA_URL = '/api/hesap/sosyal-medya';
/** POST multipart (field `dosya`); `veri` is the new path. */
export const PHOTO_URLS = { profil: '/api/hesap/profil-foto-yukle', kapak: '/api/hesap/kapak-foto-yukle' } as const;
/** POST /api/hesap/gsm-onayi-gonder (no body). */
export const PHONE_SEND_URL = '/api/hesap/gsm-onayi-gonder';
/** POST /api/hesap/gsm-onayi-dogrula {onayKodu}. */
export const PHONE_VERIFY_URL = '/api/hesap/gsm-onayi-dogrula';
/** POST: sends the e-mail confirmation mail again. */
export const EMAIL_RESEND_URL = '/api/hesap/email-onayi-gonder';

/** Which photo: the profile picture or the cover picture. */
export type PhotoKind = keyof typeof PHOTO_URLS;

/**
 * PUT /api/hesap/profil with ad, soyad, kullaniciAdi, gsm (spaces removed), biyografi.
 * @throws AppError (409 taken user name, 422 field errors)
 */
export async function updateProfile(values: ProfileUpdate): Promise<void> {
  await apiPut<unknown>(PROFILE_URL, profileUpdateSchema.parse(values));
}

/** PUT /api/hesap/sifre-degistir. @throws AppError (422 with hatalar.mevcutSifre for a wrong current password) */
export async function changePassword(values: PasswordChange): Promise<unknown> {
  return apiPut<unknown>(PASSWORD_CHANGE_URL, passwordChangeSchema.parse(values));
}

/** PUT /api/hesap/sosyal-medya; empty links are sent as ''. @throws AppError */
export async function updateSocialMedia(values: SocialMedia): Promise<void> {
  await apiPut<unknown>(SOCIAL_MEDIA_URL, socialMediaSchema.parse(values));
}

/**
 * The client-side photo check (member spec §5): at most 5 MB, JPEG or PNG.
 * @returns null when the file may be sent, else the spec's message
 */
export function photoError(file: File): string | null {
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return PHOTO_MESSAGES.wrongType;
  return null;
}

/**
 * POST the photo as multipart field `dosya`.
 * @returns the new path (`/uploads/profil/{file}`)
 * @throws AppError (413 too large, 415/422 wrong type)
 */
export async function uploadPhoto({ kind, file }: { kind: PhotoKind; file: File }): Promise<string> {
  const body = new FormData();
  body.append('dosya', file, file.name);
  const veri = await apiPost<unknown>(PHOTO_URLS[kind], body);
  return parseAnswer(z.string().min(1), veri, PHOTO_URLS[kind]);
}

/** POST /api/hesap/gsm-onayi-gonder. @throws AppError (429 when asked again within a minute) */
export async function sendPhoneCode(): Promise<void> {
  await apiPost<unknown>(PHONE_SEND_URL);
}

/** POST /api/hesap/gsm-onayi-dogrula {onayKodu}. @throws AppError (422 wrong or expired code) */
export async function verifyPhoneCode(values: PhoneCode): Promise<void> {
  await apiPost<unknown>(PHONE_VERIFY_URL, phoneCodeSchema.parse(values));
}

/** Sends the e-mail confirmation mail again. @throws AppError */
export async function resendEmailConfirmation(): Promise<void> {
  await apiPost<unknown>(EMAIL_RESEND_URL);
}
