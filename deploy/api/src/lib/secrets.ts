/**
 * Secrets for mailed links and phone codes: random tokens (256 bits, base64url), 6-digit codes,
 * and their SHA-256 hashes, which are all the database ever stores.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new random link token: 32 bytes (256 bits), base64url (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a secret (64 characters). */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A new 6-digit phone code, leading zeros kept ('000000'-'999999'). */
export function newPhoneCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
