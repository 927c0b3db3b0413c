/**
 * Database opening and migrations. PGlite (PostgreSQL in WebAssembly) is the embedded default,
 * persisted in a folder or in memory (`memory://`, tests); `DATABASE_URL` switches to a real
 * PostgreSQL (node-postgres pool, PostgreSQL ≥ 15 for `UNIQUE NULLS NOT DISTINCT`). Both run
 * the same committed migrations from deploy/api/drizzle.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import * as schema from './schema';

/** The Drizzle database every route uses; a transaction has the same shape. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migration runner and closer. */
export interface OpenDatabase {
  db: Database;
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  /** Releases the connection (PGlite instance or pg pool). */
  close: () => Promise<void>;
  /** PGlite only: the data folder as an uncompressed tarball (reload with `loadDataDir`). */
  dumpDataDir?: () => Promise<Blob>;
  /** 'pglite' or 'postgres', for the start-up log line. */
  kind: 'pglite' | 'postgres';
}

/** Folder with the committed drizzle-kit migrations. */
export { MIGRATIONS_FOLDER };

/**
 * Opens the database.
 * @param target `{ url }` for PostgreSQL, `{ pgliteDir }` for a persisted PGlite folder, or
 *   `{ pgliteDir: 'memory://' }` for an in-memory database (tests, benchmarks); `loadDataDir`
 *   starts PGlite from a `dumpDataDir()` tarball (the tests' seeded snapshot).
 */
export async function openDatabase(target: { url: string } | { pgliteDir: string; loadDataDir?: Blob }): Promise<OpenDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, a terminated backend) is an
    // 'error' event of the pool: unheard, it would end the process. The pool drops that client
    // and opens a new one for the next query.
    pool.on('error', (e) => console.warn(`[veritabanı] boşta bekleyen bağlantı kapandı: ${e.message}`));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  if (!target.pgliteDir.startsWith('memory://')) mkdirSync(target.pgliteDir, { recursive: true });
  const client = target.loadDataDir ? await PGlite.create(target.pgliteDir, { loadDataDir: target.loadDataDir }) : await PGlite.create(target.pgliteDir);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
    kind: 'pglite',
  };
}

export { schema };
