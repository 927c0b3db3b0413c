// Module Federation `shared` config used by the shell (host) and every remote, so all of them
// declare the same singletons. requiredVersion comes from the version each app actually
// resolves (package.json → pnpm catalog), as `^x.y.z`; the browser keeps one copy of each.
// For @skiclub/shared's stateful subpaths that is the version the app was built against: a
// production build fails when the stateful content changed without a version bump
// (version-lock.mjs). antd is shared per component (antd-shared.mjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdShared } from './antd-shared.mjs';
import { STATEFUL_SUBPATHS, assertLock } from './version-lock.mjs';

/** Page template of the shell and of every remote's dev harness: `<html lang="tr">`. */
export const HTML_TEMPLATE = fileURLToPath(new URL('./page.html', import.meta.url));

/**
 * Packages shared as singletons (ARCHITECTURE.md "Module Federation"): only what holds state that
 * must be one per page. zod and axios are not among them: zod keeps its one piece of state (the
 * global configuration: jitless, the Turkish error map) on `globalThis.__zod_globalConfig`, which
 * every copy reads, so each app bundles a copy tree-shaken to the schemas it uses (shared whole, all
 * of zod, 78 KB brotli, reached every page); axios is only used inside the API client
 * (`@skiclub/shared/api`, a singleton itself), so it travels inside that one instance. @ant-design/icons is NOT shared: shared, the whole package
 * (747 KB, 142 KB brotli) reached every visitor; unshared, each app bundles the few icons it
 * imports. Icons keep no state of their own (their context only carries a prefix and CSP nonce,
 * which this site leaves at the defaults). antd is shared per component (antd-shared.mjs), never
 * as the whole package.
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'dayjs', 'zustand', 'swr'];

/**
 * The stateful modules of @skiclub/shared, one runtime instance each (README "Sharing model"):
 * the session store, the API client with its interceptors and SWR configuration (and the cart
 * query key every app must read alike), the error catalogue's live history. Every other subpath
 * (schemas, format, ui, payment, routes, releases) holds no state: each app bundles and
 * tree-shakes its own copy, and it is never part of the runtime version check.
 */
export const SHARED_STATEFUL = STATEFUL_SUBPATHS.map((s) => `@skiclub/shared${s.slice(1)}`);

/** Prefix entries so subpath imports share too: jsx-runtime, react-dom/client, dayjs plugins. */
const PREFIXES = ['react/', 'react-dom/', 'dayjs/', 'swr/'];

function versionOf(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return require(`${name}/package.json`).version;
  } catch {
    // package.json not exported: walk up from the resolved entry to the package's own folder
    let dir = path.dirname(require.resolve(name));
    for (;;) {
      try {
        const pkg = require(path.join(dir, 'package.json'));
        if (pkg.name === name) return pkg.version;
      } catch {
        /* keep walking */
      }
      const up = path.dirname(dir);
      if (up === dir) throw new Error(`Cannot find the version of ${name} from ${appDir}`);
      dir = up;
    }
  }
}

/**
 * @param {string} appDir absolute folder of the app (its package.json resolves the versions)
 * @param {{ sharedDir?: string, provideAll?: boolean }} [o] `sharedDir`: the @skiclub/shared
 *   folder the app builds against (default: the one it resolves); its lock and version are the
 *   ones checked. `provideAll` (the shell): provide every antd component (antd-shared.mjs) and
 *   react-router-dom from the app's `src/app/routerShared.ts` (router-shared.mjs)
 * @returns {Record<string, {singleton: true, requiredVersion: string, strictVersion: boolean}>}
 */
export function sharedSingletons(appDir, o = {}) {
  // Dev servers rebuild on every shared edit; only a build that can be released must match.
  if (process.env.NODE_ENV === 'production') assertLock(o.sharedDir);
  const out = {};
  for (const name of SINGLETONS) {
    const v = versionOf(appDir, name);
    out[name] = { singleton: true, requiredVersion: `^${v}`, strictVersion: false };
  }
  for (const prefix of PREFIXES) {
    const base = prefix.slice(0, -1);
    const v = versionOf(appDir, base);
    out[prefix] = { singleton: true, requiredVersion: `^${v}`, strictVersion: false };
  }
  const own = o.sharedDir ? JSON.parse(readFileSync(path.join(o.sharedDir, 'package.json'), 'utf8')).version : versionOf(appDir, '@skiclub/shared');
  for (const name of SHARED_STATEFUL) {
    out[name] = { singleton: true, requiredVersion: `^${own}`, strictVersion: false, version: own };
  }
  // A released remote (production build) takes antd and the router from the shell only; its dev
  // harness, which runs alone, keeps its own copy.
  const consumeOnly = !o.provideAll && process.env.NODE_ENV === 'production';
  // The router: the shell provides its facade of ROUTER_EXPORTS (router-shared.mjs).
  const router = out['react-router-dom'];
  if (o.provideAll) out['react-router-dom'] = { ...router, version: router.requiredVersion.slice(1), import: path.join(appDir, 'src/app/routerShared.ts') };
  else if (consumeOnly) out['react-router-dom'] = { ...router, import: false };
  return { ...out, ...antdShared(appDir, { provideAll: o.provideAll, consumeOnly }) };
}

export { ANTD_IMPORTERS, ANTD_SPLIT_CHUNKS, ANTD_TRANSFORM_IMPORT } from './antd-shared.mjs';
