// Release store: immutable remote versions (files.mjs: <dataDir>/remotes/<name>/<version>/ or an S3 bucket), their
// records (file hashes, size, build time, commit, shared summary), the live shell's record, the
// audit log and releases.json's content: which version of each remote is live, its fall-back
// and canary and the pages it declares (ARCHITECTURE.md "Releases"). That state lives in the data
// folder's files or, with DATABASE_URL, in PostgreSQL (state.mjs); every change runs under the
// store's lock (a file lock or a database transaction), so the CLI, the API and its replicas can
// work at once, and every change is audited.
// A switch, a canary or a publish that makes a build live is refused, with the reasons, when the
// version would claim a path the shell or another live remote claims, needs shared singletons
// the live shell (recorded by recordShell) cannot satisfy, does not expose a module the shell
// loads from it (the shell's remote-needs.json), or its files no longer match the hashes recorded
// when it was published.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { checkRouteList, missingExposes, providedVersions, routeConflicts, unsatisfiedSingletons } from './checks.mjs';
import { reporterCount, shouldAutoRollback } from './failures.mjs';
import { filesOf, localFiles, s3Files, s3SettingsFromEnv, setFileStore } from './files.mjs';
import { buildRecord, integrityMap, integrityReasons, readRecord, verifyVersion, writeRecord } from './integrity.mjs';
import { listFiles, readJson, readJsonOrNull } from './io.mjs';
import { precompress } from './precompress.mjs';
import { stateFromEnv, stateOf } from './state.mjs';

export { precompress };
export { COMPRESSIBLE } from './precompress.mjs';
export { checkRouteList, missingExposes, routeConflicts, unsatisfiedSingletons } from './checks.mjs';
export { autoRollbackSettings, createFailureLog, DEFAULT_FAILURE_THRESHOLD, DEFAULT_FAILURE_WINDOW_MS, shouldAutoRollback, summarizeFailures } from './failures.mjs';
export { integrityMap, integrityReasons, NOTES_MAX, readRecord, recordPath, verifyVersion } from './integrity.mjs';
export { writeFileAtomic } from './io.mjs';
export { contentTypeOf, filesOf, localFiles, s3ClientOptions, s3Files, s3SettingsFromEnv, setFileStore } from './files.mjs';
export { fileState, prepareSqlState, setStateStore, sqlState, stateFromEnv, stateOf } from './state.mjs';

/** Runs `fn` under the release store's lock (file lock, or a database transaction). @template T @param {string} dataDir @param {() => Promise<T>} fn @returns {Promise<T>} */
export function withLock(dataDir, fn) {
  return stateOf(dataDir).withLock(fn);
}

/** Appends an audit record (inside {@link withLock}). */
const appendAudit = (dataDir, record) => stateOf(dataDir).appendAudit(record);

/**
 * Sets up the release store of `dataDir` from the environment for this process: its state in
 * PostgreSQL with DATABASE_URL (tables created, the folder's file store imported once), else in
 * the folder's files; its version files in the S3 bucket with S3_BUCKET (the API's S3_*
 * settings), else in <dataDir>/remotes. With S3, versions still in <dataDir>/remotes and not in
 * the bucket are uploaded (a one-machine store moving to a bucket, with its state imported).
 * @param {{ dataDir: string, env?: Record<string, string|undefined>, log?: (line: string) => void }} o
 * @returns {Promise<{ state: 'file'|'postgres', files: 'local'|'s3', imported: { releases: boolean, records: number, audit: number } | null, uploaded: string[], close: () => Promise<void> }>}
 *   imported: what the database took over from the folder's file store; uploaded: `<name>/<version>` copied into the bucket
 * @throws when the database cannot be reached or the S3 settings are incomplete
 */
export async function storeFromEnv({ dataDir, env = process.env, log = () => {} }) {
  const s3 = s3SettingsFromEnv(env);
  const state = await stateFromEnv({ dataDir, env, log });
  const files = s3 ? await s3Files(s3) : null;
  /** @type {string[]} */
  const uploaded = [];
  if (files) {
    setFileStore(dataDir, files);
    const local = localFiles(dataDir);
    for (const name of await local.remotes()) {
      for (const version of await local.versions(name)) {
        if (!(await local.has(name, version)) || (await files.has(name, version))) continue;
        const staging = files.staging(name, version);
        await fs.cp(path.join(/** @type {string} */ (local.root), name, version), staging, { recursive: true });
        await files.put(name, version, staging);
        uploaded.push(`${name}/${version}`);
      }
    }
    if (uploaded.length) log(`${uploaded.length} sürümün dosyaları S3 kovasına yüklendi`);
  }
  return {
    state: state.kind,
    files: files ? 's3' : 'local',
    imported: state.imported,
    uploaded,
    close: async () => {
      if (files) {
        setFileStore(dataDir, null);
        files.close();
      }
      await state.close();
    },
  };
}

/** Remote names of the platform. */
export const REMOTES = ['catalog', 'camps', 'account', 'checkout', 'admin'];
/** `who` of the changes the store makes on its own (automatic rollback, canary stop). */
export const AUTOMATIC = 'otomatik';
/** Versions tried, newest first, when looking for a fall-back that verifies. */
const FALLBACK_CANDIDATES = 3;
/** A version name: a folder name with no path in it. */
const VERSION_RE = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/**
 * @typedef {{ path: string, module: string, guard: string, title: string, menu?: object }} Route
 * @typedef {Record<string, string>} Integrity  file path in the version folder → 'sha256-<base64>'
 * @typedef {{ version: string, entry: string, integrity: Integrity }} Fallback
 * @typedef {{ version: string, entry: string, percent: number, integrity: Integrity, startedAt: string }} Canary
 * @typedef {{ live: string, entry: string, previous: string|null, versions: string[], routes: Route[],
 *   integrity?: Integrity, fallback?: Fallback|null, canary?: Canary|null }} ReleaseEntry
 * @typedef {{ remotes: Record<string, ReleaseEntry>, updatedAt: string }} Releases
 * @typedef {{ routes: Array<{ path: string }>, provides: Record<string, string>, needs?: Record<string, string[]>, recordedAt: string }} ShellRecord
 * @typedef {{ uygun: boolean, nedenler: string[] }} Verdict
 */

/** Thrown when a switch, canary or publish-make-live is refused; `reasons` lists why, in Turkish. */
export class SwitchRefusedError extends Error {
  /**
   * @param {string} name @param {string} version @param {string[]} reasons
   * @param {'refuse'|'verify-fail'} [kind] 'verify-fail' when files no longer match their hashes
   */
  constructor(name, version, reasons, kind = 'refuse') {
    super(`${name} ${version} canlıya alınamaz:\n  - ${reasons.join('\n  - ')}`);
    this.name = 'SwitchRefusedError';
    this.reasons = reasons;
    this.kind = kind;
  }
}

/** Thrown when a version (or a remote) is not published. */
export class VersionNotFoundError extends Error {
  constructor(name, version) {
    super(`${name} için ${version} sürümü yayınlanmamış`);
    this.name = 'VersionNotFoundError';
  }
}

/** Thrown by a rollback when the remote has no previous version. */
export class NoPreviousVersionError extends Error {
  constructor(name) {
    super(`${name} için önceki sürüm yok`);
    this.name = 'NoPreviousVersionError';
  }
}

/**
 * Content hash of a build folder (all file paths and bytes), first 10 hex characters.
 * @param {string} dir
 */
export async function hashDir(dir) {
  const h = createHash('sha256');
  for (const f of await listFiles(dir)) {
    h.update(f.split('/').join(path.sep));
    h.update(await fs.readFile(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 10);
}

/** URL of a version's manifest as the browser sees it. */
export function entryUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** @param {string} dataDir @returns {Promise<Releases>} */
export function readReleases(dataDir) {
  return stateOf(dataDir).readReleases();
}

/** @param {string} dataDir @param {Releases} releases */
function writeReleases(dataDir, releases) {
  return stateOf(dataDir).writeReleases({ ...releases, updatedAt: new Date().toISOString() });
}

/**
 * Records the shell build the site runs (its pages, the shared versions it provides and the
 * remote modules it loads itself, from its optional remote-needs.json), so switches can be
 * checked against it. `pnpm start` calls it at every start.
 * @param {{ dataDir: string, distDir: string }} o
 * @returns {Promise<ShellRecord>}
 * @throws Error when the build has no mf-manifest.json or routes.json
 */
export async function recordShell({ dataDir, distDir }) {
  const manifest = await readJson(path.join(distDir, 'mf-manifest.json'));
  const routes = await readJson(path.join(distDir, 'routes.json'));
  const needs = await readJsonOrNull(path.join(distDir, 'remote-needs.json'));
  /** @type {ShellRecord} */
  const record = {
    routes: routes.map((r) => ({ path: r.path })),
    provides: providedVersions(manifest),
    ...(needs && typeof needs === 'object' ? { needs } : {}),
    recordedAt: new Date().toISOString(),
  };
  await withLock(dataDir, () => stateOf(dataDir).writeShell(record));
  return record;
}

/** @param {string} dataDir @returns {Promise<ShellRecord|null>} */
export function readShell(dataDir) {
  return stateOf(dataDir).readShell();
}

/** A JSON file of a published version, null when it is missing or not JSON. */
async function readStoredJson(dataDir, name, version, file) {
  const bytes = await filesOf(dataDir).read(name, version, file);
  try {
    return bytes ? JSON.parse(bytes.toString('utf8')) : null;
  } catch {
    return null;
  }
}

/**
 * Reads and checks a build's routes.json against its manifest.
 * @param {() => Promise<unknown>} read reads routes.json (throws or gives null when missing)
 * @throws Error when it is missing or wrong
 */
async function routesOf(read, name, manifest) {
  let routes;
  try {
    routes = await read();
    if (routes === null) throw new Error('yok');
  } catch {
    throw new Error(`${name}: routes.json yok veya okunamıyor (uzak modül @skiclub/shared/remote-config ile derlenmeli)`);
  }
  const problems = checkRouteList(routes, manifest);
  if (problems.length) throw new Error(`${name}: rota listesi geçersiz:\n  - ${problems.join('\n  - ')}`);
  return routes;
}

/**
 * Manifest and routes of a published version.
 * @throws VersionNotFoundError when it is not published (or the name is not a version name)
 */
async function loadVersion(dataDir, name, version) {
  if (!VERSION_RE.test(version) || !VERSION_RE.test(name)) throw new VersionNotFoundError(name, version);
  const manifest = await readStoredJson(dataDir, name, version, 'mf-manifest.json');
  if (!manifest) throw new VersionNotFoundError(name, version);
  return { manifest, routes: await routesOf(() => readStoredJson(dataDir, name, version, 'routes.json'), name, manifest) };
}

/** Compatibility reasons (paths, singletons, modules the shell loads) of a version next to the live ones. */
function compatibility({ shell, releases, name, version, manifest, routes }) {
  const owners = [
    ...(shell ? [{ owner: 'shell', routes: shell.routes }] : []),
    ...Object.entries(releases.remotes)
      .filter(([n]) => n !== name)
      .map(([n, e]) => ({ owner: n, routes: e.routes ?? [] })),
    { owner: name, routes },
  ];
  const label = `${name} ${version}`;
  return [
    ...routeConflicts(owners, name),
    ...(shell ? unsatisfiedSingletons(manifest, shell.provides, label) : []),
    ...(shell ? missingExposes(manifest, shell.needs?.[name], label) : []),
  ];
}

/**
 * Everything a version must pass to be served: compatibility and integrity (full re-hash).
 * @throws VersionNotFoundError
 */
async function assess({ dataDir, releases, shell, name, version }) {
  const { manifest, routes } = await loadVersion(dataDir, name, version);
  const verified = await verifyVersion({ dataDir, name, version });
  const compat = compatibility({ shell, releases, name, version, manifest, routes });
  const integrity = verified.ok ? [] : integrityReasons(verified);
  return { routes, reasons: [...compat, ...integrity], kind: /** @type {'refuse'|'verify-fail'} */ (integrity.length ? 'verify-fail' : 'refuse') };
}

/**
 * Verdict on making `version` of `name` live now (GET /api/yayinlar/uyumluluk), integrity included.
 * @param {{ dataDir: string, name: string, version: string }} o
 * @returns {Promise<Verdict>}
 * @throws VersionNotFoundError
 */
export async function checkCompatibility({ dataDir, name, version }) {
  const [releases, shell] = await Promise.all([readReleases(dataDir), readShell(dataDir)]);
  const { reasons } = await assess({ dataDir, releases, shell, name, version });
  return { uygun: reasons.length === 0, nedenler: reasons };
}

/**
 * Stores a compatibility verdict in a version's record (`verdict`, with `checkedAt`), so what was
 * known when it was published over HTTP stays with it. Does nothing for a version without a record.
 * @param {{ dataDir: string, name: string, version: string, verdict: Verdict }} o
 * @returns {Promise<void>}
 */
export function recordVerdict({ dataDir, name, version, verdict }) {
  return withLock(dataDir, async () => {
    const record = await readRecord(dataDir, name, version);
    if (!record) return;
    await writeRecord(dataDir, { ...record, verdict: { uygun: verdict.uygun, nedenler: [...verdict.nedenler], checkedAt: new Date().toISOString() } });
  });
}

/**
 * Appends one record to the audit log under the store's lock, for changes made outside the store
 * (deploy keys created, revoked or used).
 * @param {{ dataDir: string, who: string, action: string, remote: string, from?: string|null, to?: string|null, reason?: string|null }} o
 * @returns {Promise<void>}
 */
export function auditEvent({ dataDir, who, action, remote, from = null, to = null, reason = null }) {
  return withLock(dataDir, () => appendAudit(dataDir, { who, action, remote, from, to, reason }));
}

/** Audits a refusal and throws it. @returns {Promise<never>} */
async function refuse(dataDir, { who, name, from, version, reasons, kind }) {
  await appendAudit(dataDir, { who, action: kind, remote: name, from, to: version, reason: null, reasons });
  throw new SwitchRefusedError(name, version, reasons, kind);
}

/**
 * The version browsers load when the live one fails: the previous live version, else the newest
 * other published ones, the first that verifies and is compatible.
 * @returns {Promise<Fallback|null>}
 */
async function pickFallback({ dataDir, releases, shell, name, live, previous, versions, exclude = [] }) {
  const candidates = [...new Set([previous, ...[...versions].reverse()])]
    .filter((v) => v && v !== live && !exclude.includes(v))
    .slice(0, FALLBACK_CANDIDATES);
  for (const v of candidates) {
    try {
      const { reasons } = await assess({ dataDir, releases, shell, name, version: v });
      const record = reasons.length ? null : await readRecord(dataDir, name, v);
      if (record) return { version: v, entry: entryUrl(name, v), integrity: integrityMap(record) };
    } catch {
      /* not loadable: try the next one */
    }
  }
  return null;
}

/**
 * Makes `version` live (inside the lock): checks, new entry with integrity and fall-back, audit.
 * @returns {Promise<{ from: string|null, to: string }>}
 * @throws SwitchRefusedError (audited), VersionNotFoundError
 */
async function makeLive({ dataDir, releases, shell, name, version, who, reason = null, action = 'switch', extraVersions = [] }) {
  const cur = releases.remotes[name];
  const from = cur?.live ?? null;
  const { routes, reasons, kind } = await assess({ dataDir, releases, shell, name, version });
  if (reasons.length) return refuse(dataDir, { who, name, from, version, reasons, kind });
  const record = /** @type {import('./integrity.mjs').VersionRecord} */ (await readRecord(dataDir, name, version));
  const versions = [...new Set([...(cur?.versions ?? []), ...extraVersions, version])];
  // A rollback leaves the version it left as `previous` (a second rollback undoes it), but never as the fall-back.
  const exclude = action === 'switch' ? [] : [from];
  const fallback = await pickFallback({ dataDir, releases, shell, name, live: version, previous: from, versions, exclude });
  const canary = cur?.canary && cur.canary.version !== version ? cur.canary : null;
  releases.remotes[name] = { live: version, entry: entryUrl(name, version), previous: from, versions, routes, integrity: integrityMap(record), fallback, canary };
  await writeReleases(dataDir, releases);
  await appendAudit(dataDir, { who, action, remote: name, from, to: version, reason });
  return { from, to: version };
}

/**
 * Gives a live entry written before integrity, fall-back and canary existed its integrity and fall-back (no audit: nothing
 * changes for visitors); does nothing when the live version does not verify.
 * @returns {Promise<boolean>} whether releases.json must be written
 */
async function upgradeEntry({ dataDir, releases, shell, name }) {
  const cur = releases.remotes[name];
  if (!cur || cur.integrity) return false;
  const v = await verifyVersion({ dataDir, name, version: cur.live });
  const record = v.ok ? await readRecord(dataDir, name, cur.live) : null;
  if (!record) return false;
  const fallback = await pickFallback({ dataDir, releases, shell, name, live: cur.live, previous: cur.previous, versions: cur.versions });
  releases.remotes[name] = { ...cur, integrity: integrityMap(record), fallback, canary: cur.canary ?? null };
  return true;
}

/**
 * Publishes a remote build as an immutable version (copy of `distDir` with .br/.gz copies), named
 * `<package version>-<content hash>`, with its route list (routes.json) and its record (hashes of
 * every file, size, build time, commit, shared summary) in the store. Publishing the same build
 * again is a no-op (a version published before records existed gets its record). Making it live
 * goes through the same checks as {@link switchVersion}.
 * @param {{ dataDir: string, name: string, distDir: string, who?: string, makeLive?: 'if-none'|'always'|'never', notes?: string|null }} o
 *   notes: release notes kept with a new version (a build published before keeps its first notes)
 * @returns {Promise<{ version: string, published: boolean, live: string }>}
 * @throws Error when distDir has no mf-manifest.json or a wrong routes.json (nothing published);
 *   SwitchRefusedError when it was published but cannot go live
 */
export async function publish({ dataDir, name, distDir, who = 'cli', makeLive: mode = 'if-none', notes = null }) {
  const manifest = await readJson(path.join(distDir, 'mf-manifest.json'));
  await routesOf(() => readJson(path.join(distDir, 'routes.json')), name, manifest);
  const pkgVersion = manifest?.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const version = `${pkgVersion}-${await hashDir(distDir)}`;
  const files = filesOf(dataDir);

  // Copy, compress and hash outside the lock (seconds for a big build); only the move (or upload)
  // and the record go in under it. The record is made from the build, never from what is stored.
  let tmp = null;
  let record = null;
  if (!(await files.has(name, version)) || !(await readRecord(dataDir, name, version))) {
    tmp = files.staging(name, version);
    await fs.rm(tmp, { recursive: true, force: true });
    await fs.mkdir(path.dirname(tmp), { recursive: true });
    await fs.cp(distDir, tmp, { recursive: true });
    await precompress(tmp);
    record = await buildRecord({ name, version, dir: tmp, distDir, manifest, notes });
  }
  // A bucket gets the files before the lock (hundreds of uploads must not hold every switch
  // back): the version's name is its content hash, so a second publisher uploads the same bytes.
  let uploaded = false;
  if (tmp && files.kind === 's3') {
    if (!(await files.has(name, version))) {
      const stamps = await files.put(name, version, tmp);
      // The ETags as stored: the console's quick check compares them instead of downloading every file.
      if (record && stamps) record = { ...record, stamps };
      uploaded = true;
    } else await fs.rm(tmp, { recursive: true, force: true });
    tmp = null;
  }

  return withLock(dataDir, async () => {
    // Published by this call: its files moved in (local folder), or its record is new (bucket).
    let published = uploaded && !(await readRecord(dataDir, name, version));
    if (tmp && !(await files.has(name, version))) {
      await files.put(name, version, tmp);
      published = true;
    } else if (tmp) {
      await fs.rm(tmp, { recursive: true, force: true });
    }
    if (record && !(await readRecord(dataDir, name, version))) await writeRecord(dataDir, record);
    if (published) await appendAudit(dataDir, { who, action: 'publish', remote: name, from: null, to: version, reason: null });

    const [releases, shell] = await Promise.all([readReleases(dataDir), readShell(dataDir)]);
    const cur = releases.remotes[name];
    const shouldSwitch = !cur ? mode !== 'never' : mode === 'always' && cur.live !== version;
    if (shouldSwitch) {
      try {
        const { to } = await makeLive({ dataDir, releases, shell, name, version, who });
        return { version, published, live: to };
      } catch (e) {
        // Refused: the version stays published and listed.
        if (cur && !cur.versions.includes(version)) {
          releases.remotes[name] = { ...cur, versions: [...cur.versions, version] };
          await writeReleases(dataDir, releases);
        }
        throw e;
      }
    }
    if (cur) {
      let changed = false;
      if (!cur.versions.includes(version)) {
        releases.remotes[name] = { ...cur, versions: [...cur.versions, version] };
        changed = true;
      }
      // A releases.json written before route lists gets the live version's list here.
      if (cur.live === version && !cur.routes) {
        releases.remotes[name] = { ...releases.remotes[name], routes: (await loadVersion(dataDir, name, version)).routes };
        changed = true;
      }
      if (await upgradeEntry({ dataDir, releases, shell, name })) changed = true;
      if (changed) await writeReleases(dataDir, releases);
    }
    return { version, published, live: releases.remotes[name]?.live ?? version };
  });
}

/**
 * Makes `version` the live version of remote `name` (its routes become releases.json's); the
 * old one becomes `previous`, and the fall-back when it still verifies. Switching to the canary
 * version ends the canary.
 * @param {{ dataDir: string, name: string, version: string, who?: string, reason?: string|null }} o
 * @returns {Promise<{ from: string|null, to: string }>}
 * @throws VersionNotFoundError when the version is not published; SwitchRefusedError (with
 *   `reasons`, audited as 'refuse' or 'verify-fail') when it would claim a path another owner
 *   claims, needs shared singletons the live shell cannot satisfy, lacks a module the shell
 *   loads, or its files changed since publishing
 */
export function switchVersion({ dataDir, name, version, who = 'cli', reason = null }) {
  return withLock(dataDir, async () => {
    const [releases, shell] = await Promise.all([readReleases(dataDir), readShell(dataDir)]);
    const cur = releases.remotes[name];
    if (cur?.live === version) {
      await loadVersion(dataDir, name, version);
      if (await upgradeEntry({ dataDir, releases, shell, name })) await writeReleases(dataDir, releases);
      return { from: version, to: version };
    }
    return makeLive({ dataDir, releases, shell, name, version, who, reason });
  });
}

/**
 * Switches remote `name` back to its previous live version (audited as 'rollback', or as
 * 'auto-rollback' by {@link reportFailure}).
 * @param {{ dataDir: string, name: string, who?: string, reason?: string|null, onlyIfLive?: string }} o
 *   onlyIfLive: do nothing (null) unless this version is still live
 * @returns {Promise<{ from: string|null, to: string } | null>}
 * @throws NoPreviousVersionError when there is no previous version; SwitchRefusedError
 */
export function rollback({ dataDir, name, who = 'cli', reason = null, onlyIfLive, action = 'rollback' }) {
  return withLock(dataDir, async () => {
    const [releases, shell] = await Promise.all([readReleases(dataDir), readShell(dataDir)]);
    const cur = releases.remotes[name];
    if (onlyIfLive !== undefined && cur?.live !== onlyIfLive) return null;
    if (!cur?.previous) throw new NoPreviousVersionError(name);
    return makeLive({ dataDir, releases, shell, name, version: cur.previous, who, reason, action });
  });
}

/**
 * Starts (or replaces) the canary of remote `name`: `percent` % of the visitors (by their
 * stable bucket) load `version`. Same checks as a switch.
 * @param {{ dataDir: string, name: string, version: string, percent: number, who?: string, reason?: string|null }} o
 * @returns {Promise<Canary>}
 * @throws RangeError for a percent outside 1..99; VersionNotFoundError (also when the remote has
 *   no live version); SwitchRefusedError (audited) when the checks fail or it is the live version
 */
export async function startCanary({ dataDir, name, version, percent, who = 'cli', reason = null }) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new RangeError('Kanarya oranı 1 ile 99 arasında bir tam sayı olmalıdır');
  return withLock(dataDir, async () => {
    const [releases, shell] = await Promise.all([readReleases(dataDir), readShell(dataDir)]);
    const cur = releases.remotes[name];
    if (!cur) throw new VersionNotFoundError(name, version);
    if (cur.live === version) return refuse(dataDir, { who, name, from: cur.live, version, reasons: [`${name} ${version} zaten canlı sürüm`], kind: 'refuse' });
    const { reasons, kind } = await assess({ dataDir, releases, shell, name, version });
    if (reasons.length) return refuse(dataDir, { who, name, from: cur.live, version, reasons, kind });
    const record = /** @type {import('./integrity.mjs').VersionRecord} */ (await readRecord(dataDir, name, version));
    /** @type {Canary} */
    const canary = { version, entry: entryUrl(name, version), percent, integrity: integrityMap(record), startedAt: new Date().toISOString() };
    releases.remotes[name] = { ...cur, versions: [...new Set([...cur.versions, version])], canary };
    await writeReleases(dataDir, releases);
    await appendAudit(dataDir, { who, action: 'canary-start', remote: name, from: cur.live, to: version, reason: reason ? `%${percent}: ${reason}` : `%${percent}` });
    return canary;
  });
}

/**
 * Ends the canary of remote `name` (every visitor loads the live version again).
 * @param {{ dataDir: string, name: string, who?: string, reason?: string|null, onlyVersion?: string }} o
 *   onlyVersion: stop only when this version is the canary
 * @returns {Promise<{ stopped: string|null }>} the version that was the canary, null when there was none
 */
export function stopCanary({ dataDir, name, who = 'cli', reason = null, onlyVersion }) {
  return withLock(dataDir, async () => {
    const releases = await readReleases(dataDir);
    const cur = releases.remotes[name];
    const canary = cur?.canary;
    if (!cur || !canary || (onlyVersion !== undefined && canary.version !== onlyVersion)) return { stopped: null };
    releases.remotes[name] = { ...cur, canary: null };
    await writeReleases(dataDir, releases);
    await appendAudit(dataDir, { who, action: 'canary-stop', remote: name, from: canary.version, to: cur.live, reason });
    return { stopped: canary.version };
  });
}

/**
 * Re-hashes published versions and compares them with their records: all of them, those of one
 * remote, or one version.
 * @param {{ dataDir: string, name?: string, version?: string }} o
 * @returns {Promise<import('./integrity.mjs').VerifyResult[]>}
 */
export async function verify({ dataDir, name, version }) {
  const out = [];
  const files = filesOf(dataDir);
  // The platform's remotes, any other the state knows, and any folder the files hold.
  const names = name ? [name] : [...new Set([...REMOTES, ...Object.keys((await readReleases(dataDir)).remotes), ...(await files.remotes())])].sort();
  for (const n of names) {
    for (const v of version ? [version] : await files.versions(n)) out.push(await verifyVersion({ dataDir, name: n, version: v }));
  }
  return out;
}

/**
 * Published versions of a remote (newest published first) with their records and whether their
 * files still match (stat-cached hashes: cheap enough for every console refresh).
 * @param {{ dataDir: string, name: string }} o
 */
export async function listVersions({ dataDir, name }) {
  const releases = await readReleases(dataDir);
  const listed = releases.remotes[name]?.versions ?? [];
  const files = filesOf(dataDir);
  const onDisk = await files.versions(name);
  const all = [...new Set([...listed, ...onDisk])];
  const rows = [];
  for (const version of all) {
    const record = await readRecord(dataDir, name, version);
    // A recorded version stays listed even when its files went missing (it then fails its check).
    const storedAt = record?.publishedAt ?? ((await files.has(name, version)) ? await files.publishedAt(name, version) : null);
    if (!storedAt) continue;
    const { ok } = await verifyVersion({ dataDir, name, version, fast: true });
    // The version's pages, so the console can say what a switch adds or removes.
    const list = await readStoredJson(dataDir, name, version, 'routes.json');
    const routes = Array.isArray(list) ? list.map((r) => String(r?.path)).filter((p) => p !== 'undefined') : [];
    rows.push({
      version,
      publishedAt: storedAt,
      builtAt: record?.builtAt ?? null,
      sizeBytes: record?.sizeBytes ?? 0,
      fileCount: record?.fileCount ?? 0,
      commit: record?.commit ?? null,
      dirty: record?.dirty ?? null,
      notes: record?.notes ?? null,
      shared: record?.shared ?? [],
      routes,
      integrityOk: ok,
    });
  }
  // Newest published first; a stable order for versions published in the same millisecond.
  return rows.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || all.indexOf(b.version) - all.indexOf(a.version));
}

/**
 * What a browser needs to load a published version that still verifies (per-browser preview).
 * @param {{ dataDir: string, name: string, version: string }} o
 * @returns {Promise<{ remote: string, version: string, entry: string, integrity: Integrity } | null>} null when not published or changed
 */
export async function previewEntry({ dataDir, name, version }) {
  if (!VERSION_RE.test(version) || !VERSION_RE.test(name)) return null;
  const { ok } = await verifyVersion({ dataDir, name, version, fast: true });
  const record = ok ? await readRecord(dataDir, name, version) : null;
  return record ? { remote: name, version, entry: entryUrl(name, version), integrity: integrityMap(record) } : null;
}

/**
 * @typedef {{ at: string, who: string, action: string, remote: string, from: string|null, to: string|null, reason: string|null, reasons?: string[] }} AuditRecord
 * @typedef {{ remote?: string, action?: string, who?: string, baslangic?: string, bitis?: string, sayfa?: number, boyut?: number }} AuditFilters
 */

/** Start of the day after a bare date (a `bitis` date includes its whole day). */
const endOf = (d) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) + 86_400_000 : Date.parse(d) + 1);

/**
 * Reads the audit log, newest first, filtered and paged (records written before integrity, fall-back and canary existed are
 * given the current fields: a publish's `version` becomes `to`).
 * @param {{ dataDir: string, filters?: AuditFilters }} o
 * @returns {Promise<{ kayitlar: AuditRecord[], toplam: number }>}
 */
export async function readAudit({ dataDir, filters = {} }) {
  /** @type {AuditRecord[]} */
  const all = (await stateOf(dataDir).auditRecords()).map((r) => ({
    at: String(r.at),
    who: String(r.who ?? ''),
    action: String(r.action),
    remote: String(r.remote ?? ''),
    from: /** @type {string|null} */ (r.from ?? null),
    to: /** @type {string|null} */ (r.to ?? r.version ?? null),
    reason: /** @type {string|null} */ (r.reason ?? null),
    ...(Array.isArray(r.reasons) ? { reasons: r.reasons.map(String) } : {}),
  }));
  const from = filters.baslangic ? Date.parse(filters.baslangic) : -Infinity;
  const until = filters.bitis ? endOf(filters.bitis) : Infinity;
  const hits = all
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => {
      const at = Date.parse(r.at);
      return (
        (!filters.remote || r.remote === filters.remote) &&
        (!filters.action || r.action === filters.action) &&
        (!filters.who || r.who.toLocaleLowerCase('tr') === filters.who.toLocaleLowerCase('tr')) &&
        at >= from &&
        at < until
      );
    })
    .sort((a, b) => b.r.at.localeCompare(a.r.at) || b.i - a.i)
    .map(({ r }) => r);
  const size = filters.boyut ?? 20;
  const page = filters.sayfa ?? 1;
  return { kayitlar: hits.slice((page - 1) * size, page * size), toplam: hits.length };
}

/**
 * Takes a browser's load failure report and acts on it: past the threshold within the window,
 * a canary version's canary is stopped, a live version is rolled back to the previous one
 * (audited as 'auto-rollback', who {@link AUTOMATIC}) — unless the previous one is failing as
 * much. One attempt per version and window, so a refused rollback is not retried on every report.
 * @param {{ dataDir: string, log: import('./failures.mjs').FailureLog,
 *   report: { remote: string, version: string, kind: string, source?: string }, settings: import('./failures.mjs').AutoRollbackSettings, now?: number }} o
 *   `source`: the reporter (client address); the threshold counts distinct reporters
 * @returns {Promise<{ action: 'auto-rollback'|'canary-stop', from: string|null, to: string|null } | null>} what was done
 */
export async function reportFailure({ dataDir, log, report, settings, now = Date.now() }) {
  const { remote, version, kind, source } = report;
  await log.record({ remote, version, kind, at: now, ...(source ? { source } : {}) });
  const reports = await log.reportsFor(remote, version, now);
  if (!shouldAutoRollback(reports, { ...settings, now }) || !(await log.claimAttempt(remote, version, now))) return null;
  const entry = (await readReleases(dataDir)).remotes[remote];
  if (!entry) return null;
  const { failures } = await log.summary(remote, version, now);
  const reporters = reporterCount(reports, { windowMs: settings.windowMs, now });
  const reason = `Son ${Math.round(settings.windowMs / 1000)} saniyede ${reporters} istemciden ${failures} yükleme hatası bildirildi`;
  if (entry.canary?.version === version) {
    const { stopped } = await stopCanary({ dataDir, name: remote, who: AUTOMATIC, reason, onlyVersion: version });
    return stopped ? { action: 'canary-stop', from: stopped, to: entry.live } : null;
  }
  if (entry.live !== version || !entry.previous) return null;
  if (shouldAutoRollback(await log.reportsFor(remote, entry.previous, now), { ...settings, now })) return null;
  try {
    const done = await rollback({ dataDir, name: remote, who: AUTOMATIC, reason, onlyIfLive: version, action: 'auto-rollback' });
    return done ? { action: 'auto-rollback', ...done } : null;
  } catch (e) {
    // Refused (audited) or no previous version: the live version stays; the console shows the reports.
    if (e instanceof SwitchRefusedError || e instanceof NoPreviousVersionError) return null;
    throw e;
  }
}
