/**
 * E-mail confirmation call (member spec §7): GET /api/Hesap/email-onayla?userId&token.
 */
import { z } from 'zod';

/** GET /api/Hesap/email-onayla (member spec §7, spelled as the spec writes it). */
export const EMAIL_CONFIRM_URL = '/api/Hesap/email-onayla';

/** Read key of one confirmation link: the call's URL with both query values encoded. */
export function emailConfirmUrl(userId: string, token: string): string {
  return `${EMAIL_CONFIRM_URL}?userId=${encodeURIComponent(userId)}&token=${encodeURIComponent(token)}`;
}

/** `veri` of a confirmation: the spec does not show its shape, so nothing of it is read. */
export const emailConfirmAnswerSchema = z.unknown();
