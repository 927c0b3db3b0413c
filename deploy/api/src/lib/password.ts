/**
 * Password hashing with argon2id (@node-rs/argon2 defaults: argon2id, 19 MiB, t=2, p=1, the
 * OWASP minimum). Verification of an unknown user still runs a hash check against a dummy hash
 * so the answer time does not reveal whether the account exists.
 */
import { hash, verify } from '@node-rs/argon2';

/** Hashes a password (PHC string, argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with `stored` null it burns the same time and
 * answers false. Malformed hashes answer false.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
