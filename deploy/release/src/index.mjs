// Release store: immutable remote versions under <dataDir>/remotes/<name>/<version>/ and the one
// mutable file <dataDir>/releases.json that says which version of each remote is live
// (ARCHITECTURE.md "Releases"). Writes are atomic (temp file + rename) and audited.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';

export { precompress };

/** Remote names of the platform. */
export const REMOTES = ['catalog', 'camps', 'account', 'checkout', 'admin'];

/**
 * @typedef {{ live: string, entry: string, previous: string|null, versions: string[] }} ReleaseEntry
 * @typedef {{ remotes: Record<string, ReleaseEntry>, updatedAt: string }} Releases
 */

async function listFiles(dir, base = dir) {
  const out = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p, base)));
    else out.push(path.relative(base, p));
  }
  return out.sort();
}

/**
 * Content hash of a build folder (all file paths and bytes), first 10 hex characters.
 * @param {string} dir
 */
export async function hashDir(dir) {
  const h = createHash('sha256');
  for (const f of await listFiles(dir)) {
    h.update(f);
    h.update(await fs.readFile(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 10);
}

/** URL of a version's manifest as the browser sees it. */
export function entryUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/** @param {string} dataDir @returns {Promise<Releases>} */
export async function readReleases(dataDir) {
  try {
    const json = JSON.parse(await fs.readFile(path.join(dataDir, 'releases.json'), 'utf8'));
    return { remotes: json.remotes ?? {}, updatedAt: json.updatedAt ?? '' };
  } catch (e) {
    if (e.code === 'ENOENT') return { remotes: {}, updatedAt: '' };
    throw e;
  }
}

async function writeReleases(dataDir, releases) {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'releases.json');
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, JSON.stringify({ ...releases, updatedAt: new Date().toISOString() }, null, 2));
  await fs.rename(tmp, file);
}

async function audit(dataDir, record) {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.appendFile(path.join(dataDir, 'releases-audit.log'), `${JSON.stringify({ at: new Date().toISOString(), ...record })}\n`);
}

/**
 * Publishes a remote build as an immutable version (copy of `distDir`), named
 * `<package version>-<content hash>`. Publishing the same build again is a no-op.
 * @param {{ dataDir: string, name: string, distDir: string, who?: string, makeLive?: 'if-none'|'always'|'never' }} o
 * @returns {Promise<{ version: string, published: boolean, live: string }>}
 * @throws Error when distDir has no mf-manifest.json
 */
export async function publish({ dataDir, name, distDir, who = 'cli', makeLive = 'if-none' }) {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const pkgVersion = manifest?.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const version = `${pkgVersion}-${await hashDir(distDir)}`;
  const target = path.join(dataDir, 'remotes', name, version);
  let published = false;
  try {
    await fs.access(path.join(target, 'mf-manifest.json'));
  } catch {
    const tmp = `${target}.tmp-${process.pid}`;
    await fs.rm(tmp, { recursive: true, force: true });
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.cp(distDir, tmp, { recursive: true });
    await precompress(tmp);
    await fs.rename(tmp, target);
    published = true;
    await audit(dataDir, { who, action: 'publish', remote: name, version });
  }
  const releases = await readReleases(dataDir);
  const cur = releases.remotes[name];
  const versions = Array.from(new Set([...(cur?.versions ?? []), version]));
  let live = cur?.live;
  const shouldSwitch = !cur ? makeLive !== 'never' : makeLive === 'always' && cur.live !== version;
  if (shouldSwitch) {
    releases.remotes[name] = { live: version, entry: entryUrl(name, version), previous: cur?.live ?? null, versions };
    live = version;
    await writeReleases(dataDir, releases);
    await audit(dataDir, { who, action: 'switch', remote: name, from: cur?.live ?? null, to: version });
  } else if (cur && cur.versions.length !== versions.length) {
    releases.remotes[name] = { ...cur, versions };
    await writeReleases(dataDir, releases);
  }
  return { version, published, live };
}

/**
 * Makes `version` the live version of remote `name`; the old one becomes `previous`.
 * @throws Error when the version is not published
 */
export async function switchVersion({ dataDir, name, version, who = 'cli' }) {
  const releases = await readReleases(dataDir);
  const cur = releases.remotes[name];
  try {
    await fs.access(path.join(dataDir, 'remotes', name, version, 'mf-manifest.json'));
  } catch {
    throw new Error(`${name} için ${version} sürümü yayınlanmamış`);
  }
  if (cur?.live === version) return { from: version, to: version };
  const versions = Array.from(new Set([...(cur?.versions ?? []), version]));
  releases.remotes[name] = { live: version, entry: entryUrl(name, version), previous: cur?.live ?? null, versions };
  await writeReleases(dataDir, releases);
  await audit(dataDir, { who, action: 'switch', remote: name, from: cur?.live ?? null, to: version });
  return { from: cur?.live ?? null, to: version };
}

/**
 * Switches remote `name` back to its previous live version.
 * @throws Error when there is no previous version
 */
export async function rollback({ dataDir, name, who = 'cli' }) {
  const releases = await readReleases(dataDir);
  const prev = releases.remotes[name]?.previous;
  if (!prev) throw new Error(`${name} için önceki sürüm yok`);
  return switchVersion({ dataDir, name, version: prev, who });
}
