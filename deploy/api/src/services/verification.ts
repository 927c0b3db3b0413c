/**
 * The database-backed store of used human-verification tokens (lib/verifier.ts): a token id is
 * claimed by inserting it; a second insert of the same id finds the row and fails, across API
 * replicas too. Expired ids are pruned on every claim.
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { dogrulamaTokenlari } from '../db/schema';
import type { UsedTokenStore } from '../lib/verifier';

/** A {@link UsedTokenStore} in the `dogrulama_tokenlari` table. */
export function databaseUsedTokenStore(db: Database): UsedTokenStore {
  return {
    async claim(id, expiresAt) {
      await db.delete(dogrulamaTokenlari).where(lt(dogrulamaTokenlari.sonGecerlilik, sql`now()`));
      const rows = await db
        .insert(dogrulamaTokenlari)
        .values({ id, sonGecerlilik: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ id: dogrulamaTokenlari.id });
      return rows.length === 1;
    },
  };
}
