// Preload hints sent with a page's HTML (ARCHITECTURE.md "Module Federation"): before any
// JavaScript runs the host knows which remote and exposed module a path needs (the live route
// table in releases.json) and what they load (the version's mf-manifest.json and preload.json,
// the shell's mf-manifest.json for the antd components the module consumes). The browser starts
// those downloads with the HTML instead of after the shell has booted.
// Hints must match the later request exactly or the browser downloads twice: remote files carry
// the SHA-256 the shell sets on them (releases.json `integrity`, crossorigin anonymous); the
// shell's own chunks are plain scripts. Only files the page surely loads are hinted: a hint for a
// file the page does not need would be bytes every visitor pays.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { filesOf } from '@skiclub/release';
import { createReleaseSource } from './releases.mjs';
import { routePattern } from './server.mjs';

/** Cookie the shell writes with the versions a browser runs other than live (canary, preview). */
export const VERSIONS_COOKIE = 'skiclub-surumler';

/** At most this many Link values per page (a header stays well under proxies' limits). */
const MAX_LINKS = 60;

/**
 * `catalog:0.1.0-abc|admin:0.1.0-def` → { catalog: '0.1.0-abc', admin: '0.1.0-def' }.
 * @param {string | undefined} cookieHeader the request's Cookie header
 * @returns {Record<string, string>}
 */
export function versionsFromCookie(cookieHeader) {
  const out = {};
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== VERSIONS_COOKIE) continue;
    for (const pair of decodeURIComponent(v.join('=')).split('|')) {
      const m = /^([a-z][a-z0-9-]*):([\w.+-]+)$/.exec(pair);
      if (m) out[m[1]] = m[2];
    }
  }
  return out;
}

/**
 * One Link header value.
 * @param {string} url
 * @param {'script' | 'style'} as
 * @param {string | undefined} integrity
 */
function link(url, as, integrity) {
  return `<${url}>; rel=preload; as=${as}${integrity ? `; crossorigin=anonymous; integrity="${integrity}"` : ''}`;
}

/**
 * Reads JSON files once per path and change (stat), so a new release is seen without a restart.
 */
function jsonCache() {
  const cache = new Map();
  return async (file) => {
    const st = await stat(file).catch(() => null);
    if (!st) return null;
    const stamp = `${st.mtimeMs}:${st.size}`;
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value;
    try {
      const value = JSON.parse(await readFile(file, 'utf8'));
      cache.set(file, { stamp, value });
      return value;
    } catch {
      return hit?.value ?? null;
    }
  };
}

/**
 * The version of `remote` a browser with `chosen` (from its cookie) loads, or null when the host
 * cannot tell (a canary runs and the browser has not said which side it is on).
 * @param {{ live?: string, versions?: string[], canary?: { version: string } | null }} entry
 * @param {string | undefined} chosen
 */
export function versionFor(entry, chosen) {
  if (chosen && (chosen === entry.live || entry.canary?.version === chosen || entry.versions?.includes(chosen))) return chosen;
  if (entry.canary && entry.canary.version !== entry.live) return null;
  return entry.live ?? null;
}

/**
 * @param {{ shellDist: string, dataDir: string, releases?: ReturnType<typeof createReleaseSource> }} o
 *   releases: the host's release source (one is made for dataDir when not given)
 * @returns {{ linksFor: (urlPath: string, cookieHeader?: string) => Promise<string[]> }}
 */
export function createPreloadSource({ shellDist, dataDir, releases = createReleaseSource(dataDir) }) {
  const read = jsonCache();
  const integrityCache = new Map();
  /** @type {Map<string, unknown>} */
  const versionFiles = new Map();

  /** A JSON file of a published version (local folder or bucket); kept once read, as versions never change. */
  async function versionJson(remote, version, file) {
    const key = `${remote}/${version}/${file}`;
    if (versionFiles.has(key)) return versionFiles.get(key);
    const bytes = await filesOf(dataDir).read(remote, version, file).catch(() => null);
    let value = null;
    try {
      value = bytes ? JSON.parse(bytes.toString('utf8')) : null;
    } catch {
      /* not JSON: no hints from it */
    }
    if (bytes) versionFiles.set(key, value);
    return value;
  }

  /** Shell files (URL paths) of each shared module it provides, from its mf-manifest.json. */
  async function shellShared() {
    const m = await read(path.join(shellDist, 'mf-manifest.json'));
    const out = new Map();
    for (const s of m?.shared ?? []) out.set(s.name, (s.assets?.js?.sync ?? []).map((f) => `/${f}`));
    return out;
  }

  /**
   * SHA-256 integrity of a remote version's file as the shell checks it: releases.json's record
   * for the live and canary versions; for another version (a preview) the digest of the stored
   * file, which is what was recorded when it was published.
   */
  async function integrityOf(remote, version, entry, file) {
    const recorded = entry.live === version ? entry.integrity : entry.canary?.version === version ? entry.canary.integrity : null;
    if (recorded) return recorded[file] ?? null;
    const key = `${remote}/${version}/${file}`;
    if (!integrityCache.has(key)) {
      // A failed read (the bucket did not answer) is not remembered: the next page tries again.
      const body = await filesOf(dataDir).read(remote, version, file).catch(() => undefined);
      if (body === undefined) return null;
      integrityCache.set(key, body ? `sha256-${createHash('sha256').update(body).digest('base64')}` : null);
    }
    return integrityCache.get(key);
  }

  /** Links of one exposed module of one remote version (`withShared`: also its antd chunks). */
  async function moduleLinks(remote, version, entry, module, shared) {
    const base = `/remotes/${remote}/${version}/`;
    const manifest = await versionJson(remote, version, 'mf-manifest.json');
    if (!manifest) return [];
    const expose = (manifest.exposes ?? []).find((e) => e.name === module);
    if (!expose) return [];
    const out = [];
    // Without the hash the shell checks, a hint would be a second download: none then.
    const add = async (file, as) => {
      const integrity = await integrityOf(remote, version, entry, file);
      if (integrity) out.push(link(base + file, as, integrity));
    };
    const entryFile = manifest.metaData?.remoteEntry?.name;
    if (entryFile) await add(entryFile, 'script');
    for (const f of expose.assets?.js?.sync ?? []) await add(f, 'script');
    for (const f of expose.assets?.css?.sync ?? []) await add(f, 'style');
    const needs = (await versionJson(remote, version, 'preload.json'))?.[module];
    out.push(...antdLinks(Array.isArray(needs) ? needs : [], shared));
    return out;
  }

  /**
   * The shell's chunks every antd component needs (`antd-core`, shared/build/antd-shared.mjs)
   * when `keys` name any antd module. The per-component chunks are left to the runtime: the
   * manifest's asset lists of a shared module name more chunks than the runtime loads.
   */
  function antdLinks(keys, shared) {
    if (!keys.some((k) => k.startsWith('antd/'))) return [];
    const core = new Set();
    for (const [key, files] of shared) if (key.startsWith('antd/')) for (const f of files) if (/\/antd-core\.[0-9a-f]+\.js$/.test(f)) core.add(f);
    return [...core].map((f) => link(f, 'script'));
  }

  /** Links of a shell page: its chunk (preload.json `pages`), its antd chunks, and for the home page the remote widgets it shows at once. */
  async function shellPageLinks(page, remotes, chosen, shared) {
    const info = (await read(path.join(shellDist, 'preload.json')))?.pages?.[page];
    if (!info) return [];
    const out = [...(info.js ?? []).map((f) => link(`/${f}`, 'script')), ...(info.css ?? []).map((f) => link(`/${f}`, 'style')), ...antdLinks(info.shared ?? [], shared)];
    if (page === 'home') {
      // Only the widgets above the fold: the others load when scrolled near (a shell built before
      // home-preload.json existed loaded every widget at once).
      const needs = (await read(path.join(shellDist, 'home-preload.json'))) ?? (await read(path.join(shellDist, 'remote-needs.json'))) ?? {};
      for (const [remote, modules] of Object.entries(needs)) {
        const entry = remotes[remote];
        const version = entry && versionFor(entry, chosen[remote]);
        if (!version || !Array.isArray(modules)) continue;
        for (const m of modules) out.push(...(await moduleLinks(remote, version, entry, m, shared)));
      }
    }
    return out;
  }

  return {
    /**
     * Link header values for the page at `urlPath` (no query): for a remote's page the remote's
     * entry, the exposed module's JS and CSS and the shell's chunks of the antd components it
     * consumes; for a shell page its chunk and antd chunks (and, on the home page, the remote
     * widgets'); [] when nothing is known.
     * @param {string} urlPath
     * @param {string} [cookieHeader]
     */
    async linksFor(urlPath, cookieHeader) {
      const remotes = (await releases.current().catch(() => null))?.releases.remotes ?? {};
      const chosen = versionsFromCookie(cookieHeader);
      const shared = await shellShared();
      const shellRoutes = (await read(path.join(shellDist, 'routes.json'))) ?? [];
      // The shell's own pages come first in the merged table (the host's page table does the same).
      const own = Array.isArray(shellRoutes) ? shellRoutes.find((r) => typeof r?.path === 'string' && routePattern(r.path).test(urlPath)) : null;
      if (own) return [...new Set(await shellPageLinks(own.page, remotes, chosen, shared))].slice(0, MAX_LINKS);
      for (const [remote, entry] of Object.entries(remotes)) {
        const route = (entry?.routes ?? []).find((r) => typeof r?.path === 'string' && routePattern(r.path).test(urlPath));
        if (!route?.module) continue;
        const version = versionFor(entry, chosen[remote]);
        if (!version) return [];
        return [...new Set(await moduleLinks(remote, version, entry, route.module, shared))].slice(0, MAX_LINKS);
      }
      return [];
    },
  };
}
