/**
 * User rows for authentication and account changes (member spec §3, §4; admin spec users).
 * The token version (`tokenSurumu`) revokes every token of a user at once: sign-out, password
 * change and deactivation bump it, and lib/auth.ts refuses a JWT carrying an older one.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { kullanicilar } from '../db/schema';
import type { StoredUser, UserLoader } from '../lib/auth';

const storedUserColumns = {
  id: kullanicilar.id,
  ad: kullanicilar.ad,
  soyad: kullanicilar.soyad,
  kullaniciAdi: kullanicilar.kullaniciAdi,
  email: kullanicilar.email,
  roller: kullanicilar.roller,
  aktif: kullanicilar.aktif,
  tokenSurumu: kullanicilar.tokenSurumu,
};

/** The loader lib/auth.ts uses: one user by id, with active flag and token version. */
export function userLoader(db: Database): UserLoader {
  return async (id) => {
    const [row] = await db.select(storedUserColumns).from(kullanicilar).where(eq(kullanicilar.id, id)).limit(1);
    return row ?? null;
  };
}

/** A user for sign-in by user name or e-mail (any case), with the password hash; null when unknown. */
export async function findUserForLogin(db: Database, login: string): Promise<(StoredUser & { sifreHash: string }) | null> {
  const [row] = await db
    .select({ ...storedUserColumns, sifreHash: kullanicilar.sifreHash })
    .from(kullanicilar)
    .where(or(sql`lower(${kullanicilar.kullaniciAdi}) = lower(${login})`, sql`lower(${kullanicilar.email}) = lower(${login})`))
    .limit(1);
  return row ?? null;
}

/** Revokes every token of the user (sign-out everywhere): bumps the token version. */
export async function revokeTokens(db: Database, userId: string): Promise<void> {
  await db
    .update(kullanicilar)
    .set({ tokenSurumu: sql`${kullanicilar.tokenSurumu} + 1`, guncellemeTarihi: new Date() })
    .where(eq(kullanicilar.id, userId));
}

/**
 * Stores a new password hash (argon2id, lib/password.ts) and revokes the user's tokens, so
 * every other session ends with the old password.
 * @returns false when the user does not exist
 */
export async function changePassword(db: Database, userId: string, sifreHash: string): Promise<boolean> {
  const rows = await db
    .update(kullanicilar)
    .set({ sifreHash, tokenSurumu: sql`${kullanicilar.tokenSurumu} + 1`, guncellemeTarihi: new Date() })
    .where(eq(kullanicilar.id, userId))
    .returning({ id: kullanicilar.id });
  return rows.length > 0;
}

/**
 * Activates or deactivates a user; deactivating also revokes the user's tokens.
 * @returns false when the user does not exist
 */
export async function setUserActive(db: Database, userId: string, aktif: boolean): Promise<boolean> {
  const rows = await db
    .update(kullanicilar)
    .set({ aktif, guncellemeTarihi: new Date(), ...(aktif ? {} : { tokenSurumu: sql`${kullanicilar.tokenSurumu} + 1` }) })
    .where(eq(kullanicilar.id, userId))
    .returning({ id: kullanicilar.id });
  return rows.length > 0;
}

/** The stored password hash of a user, or null when the user does not exist. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ sifreHash: kullanicilar.sifreHash }).from(kullanicilar).where(eq(kullanicilar.id, userId)).limit(1);
  return row?.sifreHash ?? null;
}

/** A user's session fields at the current token version (to issue a fresh token). */
export async function findStoredUser(db: Database, userId: string): Promise<StoredUser | null> {
  return userLoader(db)(userId);
}
