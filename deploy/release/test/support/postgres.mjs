// A throwaway PostgreSQL database on a test server (TEST_DATABASE_URL: pnpm test's PostgreSQL
// step), for the release store's database tests.
import pg from 'pg';

/**
 * Creates database `<prefix>_<pid>_<random>` on `serverUrl`'s server.
 * @param {string} serverUrl a URL whose role may create databases
 * @param {string} prefix
 * @returns {Promise<{ url: string, pool: () => pg.Pool, drop: () => Promise<void> }>}
 *   url: the new database's; pool: another pool ("replica") on it, ended by drop
 */
export async function throwawayDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const onServer = async (sql) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  /** @type {pg.Pool[]} */
  const pools = [];
  return {
    url: url.href,
    pool() {
      const p = new pg.Pool({ connectionString: url.href, max: 4 });
      // The drop below ends the database's connections; one a pool still holds must not be an unheard error.
      p.on('error', () => {});
      pools.push(p);
      return p;
    },
    async drop() {
      await Promise.all(pools.map((p) => p.end().catch(() => {})));
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
