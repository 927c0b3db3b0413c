/**
 * Sign-up call (member spec §2, §7): POST /api/hesap/kayit with the sign-up payload of §3.
 */
import { apiPost, parseAnswer } from '@skiclub/shared/api';
import { signUpFormSchema, signUpResultSchema, type SignUpForm, type SignUpPayload, type SignUpResult } from '@skiclub/shared/schemas';

export type { SignUpResult };

/** POST /api/hesap/kayit (member spec §7). */
export const REGISTER_URL = '/api/hesap/kayit';

/**
 * The request body from the form values and the human-verification token: the form fields
 * normalised by `signUpFormSchema` (names trimmed, phone without spaces) minus `sartlarOnay`,
 * plus `recaptchaToken` (member spec §3).
 * @throws ZodError when the values do not pass the form schema
 */
export function buildSignUpPayload(values: SignUpForm, recaptchaToken: string): SignUpPayload {
  const { ad, soyad, kullaniciAdi, email, gsm, sifre, sifreTekrar } = signUpFormSchema.parse(values);
  return { ad, soyad, kullaniciAdi, email, gsm, sifre, sifreTekrar, recaptchaToken };
}

/**
 * POST /api/hesap/kayit; the answer is checked with `signUpResultSchema`.
 * @throws AppError (shared error catalogue) with the server's mesaj and `hatalar` field errors
 *   (409 user name or e-mail taken, 422 invalid fields)
 */
export function registerAccount(payload: SignUpPayload): Promise<SignUpResult> {
  return apiPost<unknown>(REGISTER_URL, payload).then((veri) => parseAnswer(signUpResultSchema, veri, REGISTER_URL));
}
