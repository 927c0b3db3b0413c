// Where the release store keeps its state — releases.json's content (live, previous, canary and
// routes per remote), the live shell's record, the version records and the audit log — behind one
// small interface with two backends:
// - the file store (default, one machine): JSON files in the data folder, atomic writes, one
//   lock on the folder (io.mjs);
// - PostgreSQL (`DATABASE_URL`), for a cluster: tables yayin_* (state documents, version records,
//   audit log, failure reports and automatic-action claims), every read-modify-write in one
//   transaction under an advisory lock, so API replicas, hosts and the CLI on other machines share
//   one state with no shared volume.
// PGlite is not a third backend: it is one process's database, and the host, the API and the CLI
// are separate processes. The version files are files.mjs's (a folder, or an S3 bucket).
import { AsyncLocalStorage } from 'node:async_hooks';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { summarizeFailures } from './failures.mjs';
import { AUDIT_FILE, appendAudit as appendAuditFile, readJsonOrNull, withLock as withFileLock, writeJsonAtomic } from './io.mjs';

/**
 * @typedef {import('./index.mjs').Releases} Releases
 * @typedef {import('./index.mjs').ShellRecord} ShellRecord
 * @typedef {import('./integrity.mjs').VersionRecord} VersionRecord
 * @typedef {{
 *   kind: 'file' | 'postgres',
 *   withLock: <T>(fn: () => Promise<T>) => Promise<T>,
 *   readReleases: () => Promise<Releases>,
 *   writeReleases: (releases: Releases) => Promise<void>,
 *   stamp: () => Promise<string>,
 *   readShell: () => Promise<ShellRecord|null>,
 *   writeShell: (record: ShellRecord) => Promise<void>,
 *   readRecord: (name: string, version: string) => Promise<VersionRecord|null>,
 *   writeRecord: (record: VersionRecord) => Promise<void>,
 *   appendAudit: (record: Record<string, unknown>) => Promise<void>,
 *   auditRecords: () => Promise<Record<string, unknown>[]>,
 *   failureLog?: (windowMs: number) => SharedFailureLog,
 * }} StateStore
 *   stamp: changes whenever releases change (the host re-reads its page table only then);
 *   auditRecords: every audit record, oldest first;
 *   failureLog: browsers' load failure reports kept where every replica counts them (the
 *   database); absent for the file store, whose one API process keeps them in memory
 * @typedef {import('./failures.mjs').FailureEntry} FailureEntry
 * @typedef {import('./failures.mjs').FailureSummary} FailureSummary
 * @typedef {{
 *   record: (report: FailureEntry) => Promise<void>,
 *   reportsFor: (remote: string, version: string, now?: number) => Promise<FailureEntry[]>,
 *   summary: (remote: string, version: string, now?: number) => Promise<FailureSummary>,
 *   claimAttempt: (remote: string, version: string, now?: number) => Promise<boolean>,
 * }} SharedFailureLog
 * @typedef {{ rows: any[] }} QueryResult
 * @typedef {{ query: (text: string, params?: unknown[]) => Promise<QueryResult> }} Queryable
 * @typedef {Queryable & { connect: () => Promise<Queryable & { release: (err?: Error) => void }> }} SqlPool
 *   a node-postgres Pool, or anything with its `query` and `connect`
 */

/** File of a version's record (outside the served /remotes folder). */
export function recordPath(dataDir, name, version) {
  return path.join(dataDir, 'store', name, `${version}.json`);
}

/** Normalises a stored releases document. @returns {Releases} */
const releasesOf = (json) => (json ? { remotes: json.remotes ?? {}, updatedAt: json.updatedAt ?? '' } : { remotes: {}, updatedAt: '' });

/**
 * The file store of a data folder: releases.json, shell.json, store/<name>/<version>.json and
 * releases-audit.log.
 * @param {string} dataDir
 * @returns {StateStore}
 */
export function fileState(dataDir) {
  const releasesFile = path.join(dataDir, 'releases.json');
  return {
    kind: 'file',
    withLock: (fn) => withFileLock(dataDir, fn),
    readReleases: async () => releasesOf(await readJsonOrNull(releasesFile)),
    writeReleases: (releases) => writeJsonAtomic(releasesFile, releases),
    async stamp() {
      const st = await fs.stat(releasesFile).catch(() => null);
      return st ? `${st.mtimeMs}:${st.size}:${st.ino}` : 'none';
    },
    readShell: () => readJsonOrNull(path.join(dataDir, 'shell.json')),
    writeShell: (record) => writeJsonAtomic(path.join(dataDir, 'shell.json'), record),
    readRecord: (name, version) => readJsonOrNull(recordPath(dataDir, name, version)),
    writeRecord: (record) => writeJsonAtomic(recordPath(dataDir, record.name, record.version), record),
    appendAudit: (record) => appendAuditFile(dataDir, record),
    async auditRecords() {
      let text = '';
      try {
        text = await fs.readFile(path.join(dataDir, AUDIT_FILE), 'utf8');
      } catch (e) {
        if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'ENOENT') throw e;
      }
      const out = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          out.push(JSON.parse(line));
        } catch {
          /* a torn last line of a crashed writer: skipped */
        }
      }
      return out;
    },
  };
}

/** Key of the advisory lock every release change takes (any constant bigint; "SKIR" in ASCII). */
const LOCK_KEY = 0x534b4952;

/**
 * The transaction a `withLock` runs in: queries made inside it on the same pool go to its client;
 * `client` is cleared when the lock ends, so late work never uses a returned connection.
 * @type {AsyncLocalStorage<{ pool: SqlPool, client: (Queryable & { release: (err?: Error) => void }) | null }>}
 */
const tx = new AsyncLocalStorage();

/** Longest wait for the store's lock (a publish or switch elsewhere holds it), as the file lock's ≈ 40 s. */
const LOCK_TIMEOUT = '40s';

/** Tables of the PostgreSQL backend; created when missing (the host and CLI run no migrations). */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS yayin_durumu (
  anahtar text PRIMARY KEY,
  deger jsonb NOT NULL,
  guncelleme timestamptz NOT NULL DEFAULT now(),
  surum bigint NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS yayin_surumleri (
  uzak_modul text NOT NULL,
  surum text NOT NULL,
  kayit jsonb NOT NULL,
  PRIMARY KEY (uzak_modul, surum)
);
CREATE TABLE IF NOT EXISTS yayin_denetim (
  id bigserial PRIMARY KEY,
  kayit jsonb NOT NULL
);
CREATE TABLE IF NOT EXISTS yayin_hata_raporlari (
  id bigserial PRIMARY KEY,
  uzak_modul text NOT NULL,
  surum text NOT NULL,
  tur text NOT NULL,
  kaynak text,
  zaman bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS yayin_hata_raporlari_surum ON yayin_hata_raporlari (uzak_modul, surum, zaman);
CREATE INDEX IF NOT EXISTS yayin_hata_raporlari_zaman ON yayin_hata_raporlari (zaman);
CREATE TABLE IF NOT EXISTS yayin_otomatik_denemeler (
  uzak_modul text NOT NULL,
  surum text NOT NULL,
  zaman bigint NOT NULL,
  PRIMARY KEY (uzak_modul, surum)
);`;

/**
 * The PostgreSQL store on `pool`. Call {@link prepareSqlState} once before use (tables, import).
 * Inside `withLock` every query runs on the lock's transaction; a change that throws after it
 * wrote (a refusal is audited, then thrown) keeps what it wrote, as the file store does.
 * @param {SqlPool} pool
 * @returns {StateStore}
 */
export function sqlState(pool) {
  /** @type {Queryable['query']} */
  const q = (text, params) => {
    const ctx = tx.getStore();
    return (ctx?.pool === pool && ctx.client ? ctx.client : pool).query(text, params);
  };
  const getDoc = async (key) => (await q('SELECT deger FROM yayin_durumu WHERE anahtar = $1', [key])).rows[0]?.deger ?? null;
  const putDoc = (key, value) =>
    q('INSERT INTO yayin_durumu (anahtar, deger, guncelleme) VALUES ($1, $2::text::jsonb, now()) ON CONFLICT (anahtar) DO UPDATE SET deger = EXCLUDED.deger, guncelleme = now(), surum = yayin_durumu.surum + 1', [key, JSON.stringify(value)]).then(() => undefined);
  return {
    kind: 'postgres',
    async withLock(fn) {
      const client = await pool.connect();
      const ctx = { pool, client };
      /** @type {Error|undefined} */
      let broken;
      try {
        await client.query('BEGIN');
        await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
        await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
        /** @type {{ value: any } | { error: unknown }} */
        let outcome;
        try {
          outcome = { value: await tx.run(ctx, fn) };
        } catch (e) {
          outcome = { error: e };
        }
        // COMMIT on success and on a thrown refusal alike (its audit row stays, as in the file
        // store); after a failed statement PostgreSQL turns it into a rollback.
        try {
          await client.query('COMMIT');
        } catch (e) {
          broken = /** @type {Error} */ (e);
          throw 'error' in outcome ? outcome.error : e;
        }
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
      } catch (e) {
        // A database error mid-way: rolled back, and the connection is not reused.
        if (!broken && e instanceof Error && 'severity' in e) broken = e;
        if (broken) await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        ctx.client = null;
        client.release(broken);
      }
    },
    readReleases: async () => releasesOf(await getDoc('releases')),
    writeReleases: (releases) => putDoc('releases', releases),
    async stamp() {
      // A counter raised by every write: never the same for two states, whatever the clocks do.
      const row = (await q("SELECT surum::text AS n FROM yayin_durumu WHERE anahtar = 'releases'")).rows[0];
      return row ? String(row.n) : 'none';
    },
    readShell: () => getDoc('shell'),
    writeShell: (record) => putDoc('shell', record),
    readRecord: async (name, version) => (await q('SELECT kayit FROM yayin_surumleri WHERE uzak_modul = $1 AND surum = $2', [name, version])).rows[0]?.kayit ?? null,
    writeRecord: (record) =>
      q('INSERT INTO yayin_surumleri (uzak_modul, surum, kayit) VALUES ($1, $2, $3::text::jsonb) ON CONFLICT (uzak_modul, surum) DO UPDATE SET kayit = EXCLUDED.kayit', [record.name, record.version, JSON.stringify(record)]).then(() => undefined),
    appendAudit: (record) => q('INSERT INTO yayin_denetim (kayit) VALUES ($1::text::jsonb)', [JSON.stringify({ at: new Date().toISOString(), ...record })]).then(() => undefined),
    auditRecords: async () => (await q('SELECT kayit FROM yayin_denetim ORDER BY id')).rows.map((r) => r.kayit),
    failureLog: (windowMs) => sqlFailureLog(q, windowMs),
  };
}

/**
 * Failure reports in the database, so every API replica counts the same reports and only one of
 * them acts (the claim is one conditional upsert).
 * @param {Queryable['query']} q @param {number} windowMs
 * @returns {SharedFailureLog}
 */
function sqlFailureLog(q, windowMs) {
  /** @type {SharedFailureLog['reportsFor']} */
  const reportsFor = async (remote, version, now = Date.now()) =>
    (await q('SELECT tur, kaynak, zaman FROM yayin_hata_raporlari WHERE uzak_modul = $1 AND surum = $2 AND zaman > $3 AND zaman <= $4 ORDER BY id', [remote, version, now - windowMs, now])).rows.map((r) => ({
      remote,
      version,
      kind: String(r.tur),
      at: Number(r.zaman),
      ...(r.kaynak ? { source: String(r.kaynak) } : {}),
    }));
  return {
    async record(report) {
      await q('INSERT INTO yayin_hata_raporlari (uzak_modul, surum, tur, kaynak, zaman) VALUES ($1, $2, $3, $4, $5)', [report.remote, report.version, report.kind, report.source ?? null, report.at]);
      // Reports older than the window never count again.
      await q('DELETE FROM yayin_hata_raporlari WHERE zaman <= $1', [report.at - windowMs]);
    },
    reportsFor,
    async summary(remote, version, now = Date.now()) {
      return summarizeFailures(await reportsFor(remote, version, now), { windowMs, now });
    },
    async claimAttempt(remote, version, now = Date.now()) {
      const r = await q(
        'INSERT INTO yayin_otomatik_denemeler (uzak_modul, surum, zaman) VALUES ($1, $2, $3) ON CONFLICT (uzak_modul, surum) DO UPDATE SET zaman = EXCLUDED.zaman WHERE yayin_otomatik_denemeler.zaman <= $4 RETURNING 1',
        [remote, version, now, now - windowMs],
      );
      return r.rows.length > 0;
    },
  };
}

/**
 * Creates the tables when missing and, the first time, imports a file store found in `dataDir`
 * (releases.json, shell.json, the version records and the audit log) in the same transaction.
 * Safe to run from several processes at once (advisory lock).
 * @param {SqlPool} pool
 * @param {string} [dataDir] data folder whose file store is imported once
 * @returns {Promise<{ imported: { releases: boolean, records: number, audit: number } | null }>} null when nothing was imported
 */
export async function prepareSqlState(pool, dataDir) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    for (const statement of SCHEMA.split(';').filter((t) => t.trim())) await client.query(statement);
    // Tables made before the write counter existed get it.
    await client.query('ALTER TABLE yayin_durumu ADD COLUMN IF NOT EXISTS surum bigint NOT NULL DEFAULT 1');
    let imported = null;
    const empty = (await client.query("SELECT 1 FROM yayin_durumu WHERE anahtar IN ('releases', 'imported') LIMIT 1")).rows.length === 0;
    if (empty && dataDir) {
      const files = fileState(dataDir);
      const [releases, shell, audit] = await Promise.all([readJsonOrNull(path.join(dataDir, 'releases.json')), files.readShell(), files.auditRecords()]);
      const records = await readAllRecords(dataDir);
      const put = (key, value) => client.query('INSERT INTO yayin_durumu (anahtar, deger) VALUES ($1, $2::text::jsonb) ON CONFLICT (anahtar) DO NOTHING', [key, JSON.stringify(value)]);
      if (releases) await put('releases', releasesOf(releases));
      if (shell) await put('shell', shell);
      for (const r of records) await client.query('INSERT INTO yayin_surumleri (uzak_modul, surum, kayit) VALUES ($1, $2, $3::text::jsonb) ON CONFLICT DO NOTHING', [r.name, r.version, JSON.stringify(r)]);
      for (const a of audit) await client.query('INSERT INTO yayin_denetim (kayit) VALUES ($1::text::jsonb)', [JSON.stringify(a)]);
      if (releases || records.length || audit.length) {
        imported = { releases: !!releases, records: records.length, audit: audit.length };
        // Marks the import done, so an emptied table is never filled again from old files.
        await put('imported', { at: new Date().toISOString(), from: dataDir, ...imported });
      }
    }
    await client.query('COMMIT');
    // The imported releases.json stays as a record, under a name nothing reads as the live state.
    if (imported?.releases && dataDir) await fs.rename(path.join(dataDir, 'releases.json'), path.join(dataDir, 'releases.json.imported')).catch(() => {});
    return { imported };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** Every version record of a file store (store/<name>/<version>.json). @returns {Promise<VersionRecord[]>} */
async function readAllRecords(dataDir) {
  const out = [];
  const dirs = await fs.readdir(path.join(dataDir, 'store'), { withFileTypes: true }).catch(() => []);
  for (const d of dirs.filter((e) => e.isDirectory())) {
    for (const f of (await fs.readdir(path.join(dataDir, 'store', d.name))).filter((n) => n.endsWith('.json')).sort()) {
      const r = await readJsonOrNull(path.join(dataDir, 'store', d.name, f)).catch(() => null);
      if (r?.name && r?.version) out.push(r);
    }
  }
  return out;
}

/** @type {Map<string, StateStore>} */
const stores = new Map();

/**
 * Makes `store` the state of the release store in `dataDir` for this process (every function of
 * the library given that dataDir uses it); null goes back to the file store.
 * @param {string} dataDir @param {StateStore|null} store
 */
export function setStateStore(dataDir, store) {
  if (store) stores.set(path.resolve(dataDir), store);
  else stores.delete(path.resolve(dataDir));
}

/** The state of the release store in `dataDir`: what {@link setStateStore} set, else its file store. @returns {StateStore} */
export function stateOf(dataDir) {
  return stores.get(path.resolve(dataDir)) ?? fileState(dataDir);
}

/**
 * Sets up the state for `dataDir` from the environment: PostgreSQL when `DATABASE_URL` is set
 * (tables created, the folder's file store imported once), the file store otherwise.
 * @param {{ dataDir: string, env?: Record<string, string|undefined>, log?: (line: string) => void }} o
 * @returns {Promise<{ kind: 'file'|'postgres', imported: { releases: boolean, records: number, audit: number } | null, close: () => Promise<void> }>}
 * @throws when the database cannot be reached
 */
export async function stateFromEnv({ dataDir, env = process.env, log = () => {} }) {
  const url = env.DATABASE_URL;
  if (!url) {
    setStateStore(dataDir, null);
    return { kind: 'file', imported: null, close: async () => {} };
  }
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server ends (a restart, a failover, a terminated backend) is an 'error'
  // event of the pool: unheard, it would end the process. The pool drops that client and opens a
  // new one when asked.
  pool.on('error', (e) => log(`veritabanı bağlantısı kapandı: ${e.message}`));
  let imported;
  try {
    ({ imported } = await prepareSqlState(pool, dataDir));
    if (imported) log(`dosya deposu veritabanına aktarıldı: ${imported.records} sürüm kaydı, ${imported.audit} denetim kaydı`);
  } catch (e) {
    await pool.end().catch(() => {});
    throw e;
  }
  setStateStore(dataDir, sqlState(pool));
  return {
    kind: 'postgres',
    imported,
    close: async () => {
      setStateStore(dataDir, null);
      await pool.end();
    },
  };
}
