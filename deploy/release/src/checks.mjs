// Checks a release switch makes before it changes releases.json (ARCHITECTURE.md "Releases").
// Each returns Turkish reasons; an empty list means the switch may go on.
//  - route lists: the JSON side of @skiclub/shared/routes (the build already checked the list
//    with its zod schema; here the store checks what it is about to trust from a folder);
//  - path conflicts: no two owners (the shell or a remote) may claim the same path;
//  - shared singletons: every singleton a remote requires must be satisfied by the version the
//    live shell provides (mf-manifest.json `shared`), e.g. react ^19.3.1 or @skiclub/shared ^0.1.2.
import semver from 'semver';

const GUARDS = ['public', 'guest', 'login', 'admin', 'release'];
const PATH_RE = /^\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*)?(?:\/(?:[a-z0-9-]+|:[A-Za-z][A-Za-z0-9]*))*$/;
const MODULE_RE = /^[A-Za-z][A-Za-z0-9]*$/;
const ADMIN_GROUPS = ['camp', 'shop', 'user'];

const isText = (v) => typeof v === 'string' && v.length > 0;

/** Comparison key of a path: parameter names do not matter (`/urun/:a` claims `/urun/:b`). */
export function routeKey(p) {
  return p.replace(/\/:[^/]+/g, '/:');
}

/**
 * Checks a remote version's routes.json against its mf-manifest.json.
 * @param {unknown} list parsed routes.json
 * @param {{ exposes?: Array<{ name: string }> }} manifest parsed mf-manifest.json
 * @returns {string[]} problems, in Turkish
 */
export function checkRouteList(list, manifest) {
  if (!Array.isArray(list)) return ['routes.json bir liste değil'];
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.name));
  const out = [];
  const seen = new Set();
  list.forEach((r, i) => {
    const at = `routes.json[${i}]`;
    if (!r || typeof r !== 'object') return out.push(`${at}: nesne değil`);
    if (!isText(r.path) || !PATH_RE.test(r.path)) out.push(`${at}: geçersiz yol ${JSON.stringify(r.path)}`);
    else if (seen.has(routeKey(r.path))) out.push(`${at}: ${r.path} iki kez tanımlı`);
    else seen.add(routeKey(r.path));
    if (!isText(r.module) || !MODULE_RE.test(r.module)) out.push(`${at}: geçersiz modül adı ${JSON.stringify(r.module)}`);
    else if (!exposed.has(r.module)) out.push(`${at}: ${r.module} modülü mf-manifest.json içinde dışa açılmamış`);
    if (!GUARDS.includes(r.guard)) out.push(`${at}: geçersiz koruma ${JSON.stringify(r.guard)}`);
    if (!isText(r.title)) out.push(`${at}: başlık yok`);
    if (r.menu !== undefined) {
      const m = r.menu;
      // Release pages (guard 'release') sit in the 'release' group of the Management menu, admin pages in the others.
      const adminOk = m && m.section === 'admin' && (m.group === 'release' ? r.guard === 'release' : ADMIN_GROUPS.includes(m.group) && r.guard === 'admin');
      const ok = m && isText(m.label) && (adminOk || m.section === 'shop');
      if (!ok) out.push(`${at}: geçersiz menü yeri ${JSON.stringify(m)}`);
    }
  });
  return out;
}

/**
 * Paths claimed by more than one owner (only those `candidate` takes part in, when given).
 * @param {Array<{ owner: string, routes: Array<{ path: string }> }>} owners the shell first, then the remotes
 * @param {string} [candidate] the owner being switched
 * @returns {string[]} one reason per conflicting path
 */
export function routeConflicts(owners, candidate) {
  const claims = new Map();
  for (const { owner, routes } of owners) {
    for (const r of routes) {
      const k = routeKey(r.path);
      const c = claims.get(k) ?? { path: r.path, owners: [] };
      if (!c.owners.includes(owner)) c.owners.push(owner);
      claims.set(k, c);
    }
  }
  return [...claims.values()]
    .filter((c) => c.owners.length > 1 && (!candidate || c.owners.includes(candidate)))
    .map((c) => `${c.path} yolunu birden çok sahip istiyor: ${c.owners.map((o) => (o === 'shell' ? 'kabuk' : o)).join(', ')}`);
}

/**
 * Shared singletons of a remote version the live shell cannot satisfy.
 * @param {{ shared?: Array<{ name: string, requiredVersion?: string, singleton?: boolean }> }} remoteManifest
 * @param {Record<string, string>} provided what the shell provides: package name → version
 * @param {string} label e.g. `catalog 0.1.0-abc`
 * @returns {string[]}
 */
export function unsatisfiedSingletons(remoteManifest, provided, label) {
  const out = [];
  for (const s of remoteManifest.shared ?? []) {
    if (!s.singleton || !s.requiredVersion || s.requiredVersion === '*') continue;
    const have = provided[s.name];
    if (have === undefined) continue; // the shell does not share it: the remote uses its own copy
    if (!semver.satisfies(have, s.requiredVersion, { includePrerelease: true })) {
      out.push(`${s.name}: kabuk ${have} sağlıyor, ${label} ${s.requiredVersion} istiyor`);
    }
  }
  return out;
}

/**
 * Modules the shell itself loads from a remote (its remote-needs.json, e.g. home widgets) that a
 * version of that remote does not expose.
 * @param {{ exposes?: Array<{ name: string }> }} remoteManifest
 * @param {string[]|undefined} needed exposed module names the shell loads from this remote
 * @param {string} label e.g. `catalog 0.1.0-abc`
 * @returns {string[]}
 */
export function missingExposes(remoteManifest, needed, label) {
  const exposed = new Set((remoteManifest.exposes ?? []).map((e) => String(e.name).replace(/^\.\//, '')));
  return (needed ?? []).filter((m) => !exposed.has(m.replace(/^\.\//, ''))).map((m) => `${label} ${m} modülünü dışa açmıyor; kabuk bu modülü kullanıyor`);
}

/**
 * What a shell build provides, from its mf-manifest.json.
 * @param {{ shared?: Array<{ name: string, version: string }> }} shellManifest
 * @returns {Record<string, string>}
 */
export function providedVersions(shellManifest) {
  return Object.fromEntries((shellManifest.shared ?? []).map((s) => [s.name, s.version]));
}
