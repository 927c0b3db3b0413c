// PGlite (PostgreSQL in WebAssembly, in this process) with the node-postgres Pool calls the
// release state uses (`query`, `connect`), for tests of the database state without a server.

/**
 * PGlite is one session, so a checked-out client holds it (every other caller queues) until it is
 * released, as a transaction holds a pooled connection.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @returns {import('../../src/index.d.mts').SqlPool & { end: () => Promise<void> }}
 */
export function pgliteAsPool(db) {
  let tail = Promise.resolve();
  const hold = () => {
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((r) => (release = () => r(undefined)));
    const ready = tail;
    tail = tail.then(() => held);
    return ready.then(() => release);
  };
  return {
    async query(text, params) {
      const release = await hold();
      try {
        return await db.query(text, params);
      } finally {
        release();
      }
    },
    async connect() {
      const release = await hold();
      return { query: (text, params) => db.query(text, params), release: () => release() };
    },
    end: () => db.close(),
  };
}
