// Module Federation `shared` config used by the shell (host) and every remote, so all of them
// declare the same singletons. requiredVersion comes from the version each app actually
// resolves (package.json → pnpm catalog), as `^x.y.z`; the browser keeps one copy of each.
// For @skiclub/shared that is the version the app was built against: a production build fails
// when the shared content changed without a version bump (version-lock.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertLock } from './version-lock.mjs';

/** Page template of the shell and of every remote's dev harness: `<html lang="tr">`. */
export const HTML_TEMPLATE = fileURLToPath(new URL('./page.html', import.meta.url));

/**
 * Packages shared as singletons (ARCHITECTURE.md "Module Federation"). @ant-design/icons is NOT
 * shared (issue 14): shared, the whole package (747 KB, 142 KB brotli) reached every visitor;
 * unshared, each app bundles the few icons it imports. Icons keep no state of their own (their
 * context only carries a prefix and CSP nonce, which this site leaves at the defaults).
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'dayjs',
  'zustand',
  'swr',
  'axios',
  'zod',
  '@skiclub/shared',
];

/** Prefix entries so subpath imports share too: jsx-runtime, react-dom/client, shared subpaths. */
const PREFIXES = ['react/', 'react-dom/', 'dayjs/', 'swr/', '@skiclub/shared/'];

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
 * @returns {Record<string, {singleton: true, requiredVersion: string, strictVersion: boolean}>}
 */
export function sharedSingletons(appDir) {
  // Dev servers rebuild on every shared edit; only a build that can be released must match.
  if (process.env.NODE_ENV === 'production') assertLock();
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
  return out;
}
