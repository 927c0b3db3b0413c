// Release store: immutable remote versions under <dataDir>/remotes/<name>/<version>/ and the one
// mutable file <dataDir>/releases.json that says which version of each remote is live and which
// pages it declares (ARCHITECTURE.md "Releases", issue 6 §1). Writes are atomic (temp file +
// rename) and audited. A switch is refused, with the reasons, when the version would claim a
// path the shell or another live remote claims, or needs shared singletons the live shell
// (recorded in <dataDir>/shell.json by recordShell) cannot satisfy.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { checkRouteList, providedVersions, routeConflicts, unsatisfiedSingletons } from './checks.mjs';
import { precompress } from './precompress.mjs';

export { precompress };
export { checkRouteList, routeConflicts, unsatisfiedSingletons } from './checks.mjs';

/** Remote names of the platform. */
export const REMOTES = ['catalog', 'camps', 'account', 'checkout', 'admin'];

/**
 * @typedef {{ path: string, module: string, guard: string, title: string, menu?: object }} Route
 * @typedef {{ live: string, entry: string, previous: string|null, versions: string[], routes: Route[] }} ReleaseEntry
 * @typedef {{ remotes: Record<string, ReleaseEntry>, updatedAt: string }} Releases
 * @typedef {{ routes: Array<{ path: string }>, provides: Record<string, string>, recordedAt: string }} ShellRecord
 */

/** Thrown when a switch is refused; `reasons` lists why, in Turkish. */
export class SwitchRefusedError extends Error {
  constructor(name, version, reasons) {
    super(`${name} ${version} canlıya alınamaz:\n  - ${reasons.join('\n  - ')}`);
    this.name = 'SwitchRefusedError';
    this.reasons = reasons;
  }
}

async function readJson(file) {
  return JSON.parse(await fs.readFile(file, 'utf8'));
}

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
 * Records the shell build the site runs (its pages and the shared versions it provides), so
 * switches can be checked against it. `pnpm start` calls it at every start.
 * @param {{ dataDir: string, distDir: string }} o
 * @returns {Promise<ShellRecord>}
 * @throws Error when the build has no mf-manifest.json or routes.json
 */
export async function recordShell({ dataDir, distDir }) {
  const manifest = await readJson(path.join(distDir, 'mf-manifest.json'));
  const routes = await readJson(path.join(distDir, 'routes.json'));
  const record = { routes: routes.map((r) => ({ path: r.path })), provides: providedVersions(manifest), recordedAt: new Date().toISOString() };
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'shell.json');
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(record, null, 2));
  await fs.rename(tmp, file);
  return record;
}

/** @param {string} dataDir @returns {Promise<ShellRecord|null>} */
export async function readShell(dataDir) {
  try {
    return await readJson(path.join(dataDir, 'shell.json'));
  } catch (e) {
    if (e.code === 'ENOENT') return null;
    throw e;
  }
}

/**
 * Reasons why `version` of `name` cannot go live next to the shell and the other live remotes.
 * Without a recorded shell only remote-against-remote paths are checked.
 */
async function refusals({ dataDir, releases, name, version, manifest, routes }) {
  const shell = await readShell(dataDir);
  const owners = [
    ...(shell ? [{ owner: 'shell', routes: shell.routes }] : []),
    ...Object.entries(releases.remotes)
      .filter(([n]) => n !== name)
      .map(([n, e]) => ({ owner: n, routes: e.routes ?? [] })),
    { owner: name, routes },
  ];
  return [...routeConflicts(owners, name), ...(shell ? unsatisfiedSingletons(manifest, shell.provides, `${name} ${version}`) : [])];
}

/**
 * Reads and checks a build's routes.json against its manifest.
 * @throws Error when it is missing or wrong
 */
async function routesOf(dir, name, manifest) {
  let routes;
  try {
    routes = await readJson(path.join(dir, 'routes.json'));
  } catch {
    throw new Error(`${name}: routes.json yok veya okunamıyor (uzak modül @skiclub/shared/remote-config ile derlenmeli)`);
  }
  const problems = checkRouteList(routes, manifest);
  if (problems.length) throw new Error(`${name}: rota listesi geçersiz:\n  - ${problems.join('\n  - ')}`);
  return routes;
}

/**
 * Publishes a remote build as an immutable version (copy of `distDir`), named
 * `<package version>-<content hash>`, with its route list (routes.json). Publishing the same build
 * again is a no-op. Making it live goes through the same checks as {@link switchVersion}.
 * @param {{ dataDir: string, name: string, distDir: string, who?: string, makeLive?: 'if-none'|'always'|'never' }} o
 * @returns {Promise<{ version: string, published: boolean, live: string }>}
 * @throws Error when distDir has no mf-manifest.json or a wrong routes.json (nothing published);
 *   SwitchRefusedError when it was published but cannot go live
 */
export async function publish({ dataDir, name, distDir, who = 'cli', makeLive = 'if-none' }) {
  const manifest = await readJson(path.join(distDir, 'mf-manifest.json'));
  const routes = await routesOf(distDir, name, manifest);
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
  const reasons = shouldSwitch ? await refusals({ dataDir, releases, name, version, manifest, routes }) : [];
  if (shouldSwitch && reasons.length) {
    if (cur) {
      releases.remotes[name] = { ...cur, versions };
      await writeReleases(dataDir, releases);
    }
    await audit(dataDir, { who, action: 'refuse', remote: name, from: cur?.live ?? null, to: version, reasons });
    throw new SwitchRefusedError(name, version, reasons);
  }
  if (shouldSwitch) {
    releases.remotes[name] = { live: version, entry: entryUrl(name, version), previous: cur?.live ?? null, versions, routes };
    live = version;
    await writeReleases(dataDir, releases);
    await audit(dataDir, { who, action: 'switch', remote: name, from: cur?.live ?? null, to: version });
  } else if (cur && (cur.versions.length !== versions.length || (cur.live === version && !cur.routes))) {
    // (A releases.json written before route lists gets the live version's list here.)
    releases.remotes[name] = { ...cur, versions, ...(cur.live === version ? { routes } : {}) };
    await writeReleases(dataDir, releases);
  }
  return { version, published, live };
}

/**
 * Makes `version` the live version of remote `name` (its routes become releases.json's); the
 * old one becomes `previous`.
 * @throws Error when the version is not published; SwitchRefusedError (with `reasons`) when it
 *   would claim a path another owner claims or needs shared singletons the live shell cannot satisfy
 */
export async function switchVersion({ dataDir, name, version, who = 'cli' }) {
  const releases = await readReleases(dataDir);
  const cur = releases.remotes[name];
  const dir = path.join(dataDir, 'remotes', name, version);
  let manifest;
  try {
    manifest = await readJson(path.join(dir, 'mf-manifest.json'));
  } catch {
    throw new Error(`${name} için ${version} sürümü yayınlanmamış`);
  }
  if (cur?.live === version) return { from: version, to: version };
  const routes = await routesOf(dir, name, manifest);
  const reasons = await refusals({ dataDir, releases, name, version, manifest, routes });
  if (reasons.length) {
    await audit(dataDir, { who, action: 'refuse', remote: name, from: cur?.live ?? null, to: version, reasons });
    throw new SwitchRefusedError(name, version, reasons);
  }
  const versions = Array.from(new Set([...(cur?.versions ?? []), version]));
  releases.remotes[name] = { live: version, entry: entryUrl(name, version), previous: cur?.live ?? null, versions, routes };
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
