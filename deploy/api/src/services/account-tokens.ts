/**
 * E-mail confirmation and password reset tokens (member spec §7): random 256-bit
 * tokens of which only the SHA-256 is stored, single-use and expiring. Issuing a new token of a
 * purpose voids the user's older unused ones, so only the newest link works.
 */
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { hesapTokenlari } from '../db/schema';
import { hashSecret, newLinkToken } from '../lib/secrets';

/** What a token is for. */
export type AccountTokenPurpose = 'email-onay' | 'sifre-sifirlama';

/**
 * Issues a token for a user.
 * @param ttlMs lifetime in ms (48 h confirmation, 1 h reset)
 * @returns the raw token (only ever sent in the mail)
 */
export async function issueAccountToken(db: Database, userId: string, amac: AccountTokenPurpose, ttlMs: number): Promise<string> {
  const token = newLinkToken();
  // Older unused tokens of the purpose and long-expired rows of anyone go away.
  await db
    .delete(hesapTokenlari)
    .where(
      or(
        and(eq(hesapTokenlari.kullaniciId, userId), eq(hesapTokenlari.amac, amac), isNull(hesapTokenlari.kullanildi)),
        lt(hesapTokenlari.sonGecerlilik, sql`now() - interval '7 days'`),
      ),
    );
  await db.insert(hesapTokenlari).values({ kullaniciId: userId, amac, tokenHash: hashSecret(token), sonGecerlilik: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * Uses a token once: marks it used when it belongs to the user, has the purpose, is unused and
 * not expired (one atomic UPDATE, so two concurrent uses cannot both succeed).
 * @returns true when the token was valid and is now used
 */
export async function consumeAccountToken(db: Database, userId: string, amac: AccountTokenPurpose, token: string): Promise<boolean> {
  const rows = await db
    .update(hesapTokenlari)
    .set({ kullanildi: new Date() })
    .where(
      and(
        eq(hesapTokenlari.tokenHash, hashSecret(token)),
        eq(hesapTokenlari.kullaniciId, userId),
        eq(hesapTokenlari.amac, amac),
        isNull(hesapTokenlari.kullanildi),
        gt(hesapTokenlari.sonGecerlilik, sql`now()`),
      ),
    )
    .returning({ id: hesapTokenlari.id });
  return rows.length === 1;
}

/** When the user's newest token of a purpose was issued, or null (resend limit). */
export async function lastIssuedAt(db: Database, userId: string, amac: AccountTokenPurpose): Promise<Date | null> {
  const [row] = await db
    .select({ at: hesapTokenlari.olusturmaTarihi })
    .from(hesapTokenlari)
    .where(and(eq(hesapTokenlari.kullaniciId, userId), eq(hesapTokenlari.amac, amac)))
    .orderBy(desc(hesapTokenlari.olusturmaTarihi))
    .limit(1);
  return row?.at ?? null;
}
