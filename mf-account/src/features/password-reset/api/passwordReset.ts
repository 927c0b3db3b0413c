/**
 * Password reset calls (member spec §3, §7): request a reset link, then set the new password.
 */
import { apiPost } from '@skiclub/shared/api';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@skiclub/shared/schemas';

/** POST /api/hesap/sifre-sifirlama-talep {email} (member spec §7). */
export const RESET_REQUEST_URL = '/api/hesap/sifre-sifirlama-talep';
/** POST /api/hesap/sifre-sifirlama-onayla {userId, token, yeniSifre} (member spec §7). */
export const RESET_CONFIRM_URL = '/api/hesap/sifre-sifirlama-onayla';

/**
 * Asks for a reset link. The API answers the same whether or not the address has an account.
 * @throws ZodError for an invalid body; AppError on failure (429 rate limit, no response …)
 */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await apiPost<unknown>(RESET_REQUEST_URL, passwordResetRequestSchema.parse(body));
}

/**
 * Sets the new password with the link's userId and token.
 * @throws AppError with the server's mesaj and hatalar for a used, expired or forged token
 */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  await apiPost<unknown>(RESET_CONFIRM_URL, passwordResetConfirmSchema.parse(body));
}
