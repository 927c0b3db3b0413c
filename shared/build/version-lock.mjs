// The version of @skiclub/shared's STATEFUL part must change whenever its content does: the
// session store, the API client and the error catalogue are Module Federation singletons shared
// with `requiredVersion: ^<the version an app was built against>`, so a remote built against a
// newer stateful part is refused by the release switch (and reported by the MF runtime) instead
// of running silently against the shell's older copy. The stateless rest of the package
// (schemas, format, ui, payment, …) is bundled into each app, so changing it needs no bump and
// never blocks a release. shared/version-lock.json records {version, hash} of the stateful
// content; a test and every production build compare it with the files and fail with the
// command to run.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared package's folder. */
export const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The stateful subpaths (package.json `exports` keys), one runtime instance each; their folders
 * under src/ are what the lock covers.
 */
export const STATEFUL_SUBPATHS = ['./session', './api', './errors'];
/** What to run after changing stateful shared code. */
export const BUMP_COMMAND = 'pnpm --filter @skiclub/shared run version:bump';

const isTest = (f) => /\.test\.[cm]?[jt]sx?$/.test(f);

function files(dir, base) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p, base);
    return isTest(e.name) ? [] : [path.relative(base, p).split(path.sep).join('/')];
  });
}

/**
 * The folders (relative to the package, `/`-separated) of the stateful subpaths, from the
 * package's `exports`.
 * @param {{ exports: Record<string, string> }} pkg
 */
function statefulDirs(pkg) {
  return STATEFUL_SUBPATHS.map((sub) => {
    const file = pkg.exports?.[sub];
    if (typeof file !== 'string') throw new Error(`@skiclub/shared: package.json exports ${sub} içermiyor`);
    return path.posix.dirname(file.replace(/^\.\//, ''));
  });
}

/**
 * Hash of the stateful part the package ships to browsers: every file under the stateful
 * subpaths' folders (src/session, src/api, src/errors) except tests, their `exports` entries and
 * the package's dependencies. First 16 hex characters of a SHA-256.
 * @param {string} [dir] the shared package's folder
 */
export function contentHash(dir = SHARED_DIR) {
  const h = createHash('sha256');
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dirs = statefulDirs(pkg);
  const all = dirs.flatMap((d) => {
    try {
      return files(path.join(dir, d), dir);
    } catch {
      return [];
    }
  });
  for (const f of [...new Set(all)].sort()) {
    h.update(`${f}\0`);
    h.update(readFileSync(path.join(dir, f)));
    h.update('\0');
  }
  h.update(JSON.stringify({ exports: STATEFUL_SUBPATHS.map((s) => [s, pkg.exports[s]]), dependencies: pkg.dependencies ?? {}, peerDependencies: pkg.peerDependencies ?? {} }));
  return h.digest('hex').slice(0, 16);
}

/** @param {string} [dir] @returns {{ version: string, hash: string } | null} */
export function readLock(dir = SHARED_DIR) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'version-lock.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Compares the lock with the package.
 * @param {string} [dir]
 * @returns {{ ok: boolean, version: string, hash: string, message: string }}
 */
export function checkLock(dir = SHARED_DIR) {
  const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  const hash = contentHash(dir);
  const lock = readLock(dir);
  if (lock && lock.hash === hash && lock.version === version) return { ok: true, version, hash, message: '' };
  const why = !lock
    ? 'shared/version-lock.json yok'
    : lock.hash !== hash
      ? `@skiclub/shared durum tutan kısmı (${STATEFUL_SUBPATHS.join(', ')}) ${lock.version} sürümünden beri değişti ama sürüm artırılmadı`
      : `shared/package.json sürümü (${version}) kilitteki sürümle (${lock.version}) aynı değil`;
  return { ok: false, version, hash, message: `${why}. Çalıştırın: ${BUMP_COMMAND} (uyumsuz bir değişiklikte: ${BUMP_COMMAND} minor)` };
}

/**
 * Throws when the lock does not match (every production build calls it).
 * @throws Error naming the command to run
 */
export function assertLock(dir = SHARED_DIR) {
  const r = checkLock(dir);
  if (!r.ok) throw new Error(r.message);
}

function bumpVersion(v, part) {
  const [maj, min, pat] = v.split('.').map((n) => Number.parseInt(n, 10));
  if (part === 'major') return `${maj + 1}.0.0`;
  if (part === 'minor') return `${maj}.${min + 1}.0`;
  return `${maj}.${min}.${pat + 1}`;
}

/**
 * Bumps the version (patch by default; keeps a version already raised by hand since the lock)
 * and rewrites the lock. Does nothing when the lock already matches.
 * @param {{ dir?: string, part?: 'patch'|'minor'|'major' }} [o]
 * @returns {{ from: string, to: string, hash: string, changed: boolean }}
 */
export function bump({ dir = SHARED_DIR, part = 'patch' } = {}) {
  const pkgFile = path.join(dir, 'package.json');
  const raw = readFileSync(pkgFile, 'utf8');
  const pkg = JSON.parse(raw);
  const lock = readLock(dir);
  const hash = contentHash(dir);
  if (lock && lock.hash === hash && lock.version === pkg.version) return { from: pkg.version, to: pkg.version, hash, changed: false };
  const from = pkg.version;
  const raisedByHand = lock && lock.version !== from;
  const to = !lock || raisedByHand ? from : bumpVersion(from, part);
  if (to !== from) writeFileSync(pkgFile, raw.replace(/"version":\s*"[^"]+"/, `"version": "${to}"`));
  writeFileSync(path.join(dir, 'version-lock.json'), `${JSON.stringify({ version: to, hash: contentHash(dir) }, null, 2)}\n`);
  return { from, to, hash, changed: true };
}

// `pnpm --filter @skiclub/shared run version:bump [patch|minor|major]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const part = process.argv[2] ?? 'patch';
  if (!['patch', 'minor', 'major'].includes(part)) {
    console.error('Kullanım: version:bump [patch|minor|major]');
    process.exit(2);
  }
  const r = bump({ part });
  console.log(r.changed ? `@skiclub/shared ${r.from} → ${r.to} (içerik ${r.hash})` : `@skiclub/shared ${r.to}: kilit güncel, değişiklik yok`);
}
