// File plumbing of the release store: every write of releases.json,
// shell.json and the version records goes to a temp file, is fsynced and renamed over the old
// one, so a reader sees the old or the new file, never half of one; and every read-modify-write
// runs inside one lock on the data folder (proper-lockfile: a lock directory with a heartbeat,
// taken over when stale), so the CLI and the API — or two managers — cannot lose a change.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Name of the lock directory proper-lockfile creates inside the data folder. */
export const LOCK_NAME = '.releases.lock';
/** Audit log file of the data folder (one JSON record a line). */
export const AUDIT_FILE = 'releases-audit.log';

/**
 * Retries of the lock: about 40 s in all, enough for a publish (copy, brotli, hashes) holding
 * the lock in another process. A lock whose holder died is taken over after 10 s (stale).
 */
const LOCK_OPTIONS = { stale: 10_000, retries: { retries: 200, factor: 1.2, minTimeout: 10, maxTimeout: 200, randomize: true } };

/** Reads and parses a JSON file. @param {string} file */
export async function readJson(file) {
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

/** Reads a JSON file, null when it does not exist. @param {string} file */
export async function readJsonOrNull(file) {
  try {
    return await readJson(file);
  } catch (e) {
    if (/** @type {NodeJS.ErrnoException} */ (e).code === 'ENOENT') return null;
    throw e;
  }
}

let tmpSeq = 0;

/**
 * Writes `text` to `file` atomically: temp file beside it, fsync, rename, then fsync of the
 * folder (best effort: not every platform lets a folder be opened) so the rename survives a crash.
 * @param {string} file
 * @param {string} text
 */
export async function writeFileAtomic(file, text) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  tmpSeq += 1;
  const tmp = `${file}.${process.pid}.${tmpSeq}.tmp`;
  const fh = await fs.open(tmp, 'w');
  try {
    await fh.writeFile(text);
    await fh.sync();
  } finally {
    await fh.close();
  }
  try {
    await fs.rename(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
  await fsyncDir(path.dirname(file));
}

/** fsync of a folder; ignored where folders cannot be opened for it. @param {string} dir */
export async function fsyncDir(dir) {
  let fh;
  try {
    fh = await fs.open(dir, 'r');
    await fh.sync();
  } catch {
    /* not supported here (e.g. Windows): the rename is still atomic */
  } finally {
    await fh?.close();
  }
}

/** Writes a value as indented JSON, atomically. @param {string} file @param {unknown} value */
export function writeJsonAtomic(file, value) {
  return writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Runs `fn` holding the data folder's lock (created when missing); the lock is released when
 * `fn` settles. Calls must not nest: the lock is not re-entrant.
 * @template T
 * @param {string} dataDir
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withLock(dataDir, fn) {
  await fs.mkdir(dataDir, { recursive: true });
  // A lock whose heartbeat was missed for `stale` ms (a blocked process) may be taken over: that is
  // reported, not thrown from a timer (the default would bring the API process down).
  const onCompromised = (err) => console.warn(`[release] kilit kaybedildi: ${err.message}`);
  const release = await lockfile.lock(dataDir, { ...LOCK_OPTIONS, lockfilePath: path.join(dataDir, LOCK_NAME), onCompromised });
  try {
    return await fn();
  } finally {
    await release().catch((err) => {
      if (err?.code !== 'ECOMPROMISED' && err?.code !== 'ERELEASED') throw err;
    });
  }
}

/**
 * Appends one record to the audit log with the current time (call inside {@link withLock}).
 * @param {string} dataDir
 * @param {Record<string, unknown>} record
 */
export async function appendAudit(dataDir, record) {
  await fs.mkdir(dataDir, { recursive: true });
  const fh = await fs.open(path.join(dataDir, AUDIT_FILE), 'a');
  try {
    await fh.write(`${JSON.stringify({ at: new Date().toISOString(), ...record })}\n`);
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * Every file under `dir`, as paths relative to it with '/' separators, sorted.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir, base = dir) {
  /** @type {string[]} */
  const out = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p, base)));
    else out.push(path.relative(base, p).split(path.sep).join('/'));
  }
  return out.sort();
}
