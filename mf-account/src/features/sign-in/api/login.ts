/**
 * Sign-in call (member spec §2, §7): POST /api/hesap/giris with the login payload of §3.
 */
import { apiPost, parseAnswer } from '@skiclub/shared/api';
import { OPERATION_FAILURES, failureMessage } from '@skiclub/shared/errors';
import { loginFormSchema, loginResultSchema, type LoginForm, type LoginPayload, type LoginResult } from '@skiclub/shared/schemas';

/** Shown when a failed sign-in carries no server message (member spec §8). */
export const LOGIN_FAILED_MESSAGE = OPERATION_FAILURES.signIn.text;

/** POST /api/hesap/giris (member spec §7). */
export const LOGIN_URL = '/api/hesap/giris';

/**
 * The request body from the form values and the human-verification token (member spec §3):
 * kullaniciAdiVeyaEmail (trimmed), sifre, beniHatirla (default false), recaptchaToken.
 * @throws ZodError when the values do not pass `loginFormSchema`
 */
export function buildLoginPayload(values: LoginForm, recaptchaToken: string): LoginPayload {
  const { kullaniciAdiVeyaEmail, sifre, beniHatirla } = loginFormSchema.parse(values);
  return { kullaniciAdiVeyaEmail, sifre, beniHatirla, recaptchaToken };
}

/**
 * POST /api/hesap/giris.
 * @returns `veri`: the session user and the bearer token, checked with `loginResultSchema`
 * @throws AppError (shared error catalogue), e.g. 401 with the server's mesaj for a wrong password
 */
export function signInRequest(payload: LoginPayload): Promise<LoginResult> {
  return apiPost<unknown>(LOGIN_URL, payload).then((veri) => parseAnswer(loginResultSchema, veri, LOGIN_URL));
}

/**
 * Message for a failed sign-in (member spec §8): the server's mesaj; when the server sent none
 * (only the status default was chosen) 'Giriş işlemi başarısız'; with no response at all, the
 * catalogue's no-connection text.
 */
export function loginErrorMessage(error: unknown): string {
  return failureMessage(error, 'signIn');
}
