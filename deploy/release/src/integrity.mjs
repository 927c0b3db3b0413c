// Integrity of published versions: at publish time the store records
// the SHA-256 of every file of the version (the build and its .br/.gz copies, since the host
// serves those in place of the originals) in <dataDir>/store/<name>/<version>.json — outside the
// served /remotes folder, so whoever can change the files on the CDN cannot change the record.
// `verify` hashes the files again; the browser gets the same hashes as SRI strings.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { listFiles, readJsonOrNull } from './io.mjs';
import { filesOf } from './files.mjs';
import { recordPath, stateOf } from './state.mjs';

export { recordPath };

const run = promisify(execFile);

/** Files whose SRI strings go to releases.json (the browser loads these by URL). */
const SRI_FILE = /\.(?:js|mjs|css|json)$/;
/** Precompressed copies: hashed and verified, but not counted in a version's size. */
const COPY_FILE = /\.(?:br|gz)$/;
/** At most this many file names in one reason line. */
const NAMES_SHOWN = 10;

/**
 * @typedef {{ sha256: string, sri: string, size: number }} FileRecord  sha256: hex; sri: 'sha256-<base64>'; size: bytes
 * @typedef {{ name: string, requiredVersion: string, singleton: boolean }} SharedSummary
 * @typedef {{ name: string, version: string, publishedAt: string, builtAt: string|null, commit: string|null,
 *   dirty?: boolean|null, notes?: string|null, stamps?: Record<string, string>,
 *   sizeBytes: number, fileCount: number, shared: SharedSummary[], files: Record<string, FileRecord> }} VersionRecord
 *   dirty: built from uncommitted changes (null: unknown); notes: the publisher's release notes;
 *   stamps: each file's stamp as the store kept it at publish (S3: ETag and size), for quick checks
 * @typedef {{ name: string, version: string, ok: boolean, recorded: boolean, changed: string[], missing: string[], added: string[] }} VerifyResult
 */

/** Folder of a published version. */
export function versionDir(dataDir, name, version) {
  return path.join(dataDir, 'remotes', name, version);
}

/** A version's record from the store's state (file or database). @returns {Promise<VersionRecord|null>} */
export function readRecord(dataDir, name, version) {
  return stateOf(dataDir).readRecord(name, version);
}

/** @param {Buffer} buf @returns {{ sha256: string, sri: string }} */
function digest(buf) {
  const d = createHash('sha256').update(buf).digest();
  return { sha256: d.toString('hex'), sri: `sha256-${d.toString('base64')}` };
}

/**
 * Hash of every file under `dir`.
 * @param {string} dir
 * @returns {Promise<Record<string, FileRecord>>}
 */
export async function hashFiles(dir) {
  /** @type {Record<string, FileRecord>} */
  const out = {};
  for (const f of await listFiles(dir)) {
    const buf = await fs.readFile(path.join(dir, f));
    out[f] = { ...digest(buf), size: buf.length };
  }
  return out;
}

/** Longest release notes a version keeps, in characters. */
export const NOTES_MAX = 2000;

/**
 * What the build says it was made from (`build-info.json`, emitted by every remote build:
 * shared/build/build-info.mjs): its commit and whether the working copy had uncommitted
 * changes. It travels with the build, so a version published over HTTP keeps its own commit.
 * @returns {Promise<{ commit: string|null, dirty: boolean|null }>}
 */
async function buildInfoOf(distDir) {
  const info = await readJsonOrNull(path.join(distDir, 'build-info.json')).catch(() => null);
  return {
    commit: typeof info?.commit === 'string' && /^[0-9a-f]{4,40}$/i.test(info.commit) ? info.commit : null,
    dirty: typeof info?.dirty === 'boolean' ? info.dirty : null,
  };
}

/** Commit of a build without build-info.json: env GIT_COMMIT, else `git rev-parse --short HEAD` in its folder, else null. */
async function commitOf(distDir) {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    const { stdout } = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: distDir, timeout: 5000 });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** Build time: the manifest's buildInfo.buildTime when a build sets it, else the newest file's mtime. */
async function builtAtOf(distDir, manifest) {
  const stated = manifest?.metaData?.buildInfo?.buildTime;
  if (typeof stated === 'string' && Number.isFinite(Date.parse(stated))) return new Date(stated).toISOString();
  let newest = 0;
  for (const f of await listFiles(distDir)) newest = Math.max(newest, (await fs.stat(path.join(distDir, f))).mtimeMs);
  return newest ? new Date(newest).toISOString() : null;
}

/** Shared dependencies a manifest declares. @returns {SharedSummary[]} */
export function sharedSummary(manifest) {
  return (Array.isArray(manifest?.shared) ? manifest.shared : []).map((s) => ({
    name: String(s.name),
    requiredVersion: typeof s.requiredVersion === 'string' ? s.requiredVersion : '',
    singleton: !!s.singleton,
  }));
}

/**
 * Record of a version folder about to be published.
 * @param {{ name: string, version: string, dir: string, distDir: string, manifest: object, notes?: string|null }} o
 *   dir: the folder as it will be served (with .br/.gz copies); distDir: the build it came from;
 *   notes: release notes (trimmed, at most {@link NOTES_MAX} characters kept)
 * @returns {Promise<VersionRecord>}
 */
export async function buildRecord({ name, version, dir, distDir, manifest, notes = null }) {
  const files = await hashFiles(dir);
  const own = Object.entries(files).filter(([f]) => !COPY_FILE.test(f));
  const info = await buildInfoOf(distDir);
  const text = typeof notes === 'string' ? notes.trim().slice(0, NOTES_MAX) : '';
  return {
    name,
    version,
    publishedAt: new Date().toISOString(),
    builtAt: await builtAtOf(distDir, manifest),
    commit: info.commit ?? (await commitOf(distDir)),
    dirty: info.dirty,
    notes: text || null,
    sizeBytes: own.reduce((n, [, r]) => n + r.size, 0),
    fileCount: own.length,
    shared: sharedSummary(manifest),
    browserFiles: browserFilesOf(manifest),
    files,
  };
}

/**
 * Files the shell itself fetches or puts in a tag: mf-manifest.json, the remote entry and every
 * exposed module's first JS and CSS. Only these need a hash in releases.json; every other chunk is
 * loaded by the remote's own runtime, which carries its chunks' hashes (rspack SRI) inside the
 * entry — itself checked against releases.json, so the chain holds with a third of the map.
 * @param {{ metaData?: { remoteEntry?: { name?: string, path?: string } }, exposes?: Array<{ assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } }> }} manifest
 * @returns {string[]} paths relative to the version folder
 */
export function browserFilesOf(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const out = new Set(['mf-manifest.json']);
  if (entry?.name) out.add(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name);
  for (const e of manifest?.exposes ?? []) for (const f of [...(e.assets?.js?.sync ?? []), ...(e.assets?.css?.sync ?? [])]) out.add(f);
  return [...out].sort();
}

/** Writes a version's record (call inside the store lock). @param {string} dataDir @param {VersionRecord} record */
export function writeRecord(dataDir, record) {
  return stateOf(dataDir).writeRecord(record);
}

/**
 * SRI strings for releases.json: the record's browser files ({@link browserFilesOf}); a record
 * written before those were listed gives every .js, .css and .json file (not the .br/.gz copies).
 * @param {VersionRecord} record
 */
export function integrityMap(record) {
  const wanted = record.browserFiles ? new Set(record.browserFiles) : null;
  return Object.fromEntries(
    Object.entries(record.files)
      .filter(([f]) => (wanted ? wanted.has(f) : SRI_FILE.test(f)))
      .map(([f, r]) => [f, r.sri]),
  );
}

// Hashes of stored files, valid while their stamp stays the same (local: size, ctime, mtime and
// inode — a write always moves ctime, which cannot be set back; S3: ETag and size). Only the
// fast verify uses it.
/** @type {Map<string, { stamp: string, sha256: string }>} */
const hashCache = new Map();

/**
 * SHA-256 (hex) of a stored file, from the cache when `fast` and its stamp is unchanged; null when it is gone.
 * `fast` also trusts the record's stamp of the file as stored at publish (a bucket's ETag, which
 * changes with the bytes), so a console listing downloads nothing after a restart.
 */
async function storedHash(dataDir, name, version, file, stamp, fast, record) {
  if (fast && record.stamps?.[file] === stamp) return record.files[file]?.sha256 ?? null;
  const files = filesOf(dataDir);
  const key = `${files.kind}:${path.resolve(dataDir)}:${name}/${version}/${file}`;
  const hit = fast ? hashCache.get(key) : undefined;
  if (hit && hit.stamp === stamp) return hit.sha256;
  const bytes = await files.read(name, version, file);
  if (!bytes) return null;
  const sha256 = digest(bytes).sha256;
  hashCache.set(key, { stamp, sha256 });
  return sha256;
}

/**
 * Hashes a published version's files again and compares them with its record.
 * @param {{ dataDir: string, name: string, version: string, fast?: boolean }} o fast: reuse hashes
 *   of files whose stamp did not change since last hashed (for listings; switches never pass it)
 * @returns {Promise<VerifyResult>} ok: recorded and nothing changed, missing or added
 */
export async function verifyVersion({ dataDir, name, version, fast = false }) {
  const record = await readRecord(dataDir, name, version);
  if (!record) return { name, version, ok: false, recorded: false, changed: [], missing: [], added: [] };
  const stored = new Map((await filesOf(dataDir).list(name, version)).map((f) => [f.file, f.stamp]));
  const changed = [];
  const missing = [];
  for (const [f, r] of Object.entries(record.files)) {
    const stamp = stored.get(f);
    if (stamp === undefined) missing.push(f);
    else if ((await storedHash(dataDir, name, version, f, stamp, fast, record)) !== r.sha256) changed.push(f);
  }
  const added = [...stored.keys()].filter((f) => !record.files[f]);
  return { name, version, ok: !changed.length && !missing.length && !added.length, recorded: true, changed, missing, added };
}

const names = (list) => (list.length > NAMES_SHOWN ? `${list.slice(0, NAMES_SHOWN).join(', ')} ve ${list.length - NAMES_SHOWN} dosya daha` : list.join(', '));

/**
 * Why a version failed {@link verifyVersion}, in Turkish, naming the files.
 * @param {VerifyResult} r
 * @returns {string[]}
 */
export function integrityReasons(r) {
  const at = `${r.name} ${r.version}`;
  if (!r.recorded) return [`${at}: bütünlük kaydı yok; sürüm yeniden yayınlanmalı`];
  return [
    ...(r.changed.length ? [`${at}: yayından sonra değişmiş dosyalar: ${names(r.changed)}`] : []),
    ...(r.missing.length ? [`${at}: eksik dosyalar: ${names(r.missing)}`] : []),
    ...(r.added.length ? [`${at}: yayından sonra eklenmiş dosyalar: ${names(r.added)}`] : []),
  ];
}
