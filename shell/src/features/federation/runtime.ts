/**
 * Module Federation runtime of the host: registers the remotes listed in /releases.json and
 * loads exposed modules on demand (ARCHITECTURE.md "Module Federation"). Transient faults are
 * retried by @module-federation/retry-plugin; a remote that still fails rejects, and the
 * caller's error boundary shows the Turkish panel.
 */
import { loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { recordError } from '@skiclub/shared/errors';
import { fetchReleases, type Releases, type RemoteName } from './api/releases';
import { releasesStore } from './releasesStore';

/** A `remote/Exposed` id such as `catalog/ProductsPage`. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/** Thrown when a remote's module cannot be loaded. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`Uzak modül yüklenemedi: ${remote}`);
    this.name = 'RemoteLoadError';
  }
}

/** Records every remote load failure in the error history (errorLoadRemote hook). */
const errorLogPlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'skiclub-error-log',
  errorLoadRemote(args) {
    recordError({
      status: 0,
      message: `Uzak modül yüklenemedi: ${String(args.id)}`,
      fieldErrors: {},
      kind: 'network',
      at: new Date().toISOString(),
      url: String(args.id),
    });
    // Returning nothing lets the original error reach loadRemote's caller.
    return undefined;
  },
});

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Records, once per package and requester, a shared singleton loaded in a version that does not
 * satisfy what a remote was built against (`requiredVersion`, e.g. `@skiclub/shared ^0.1.2`),
 * which the MF runtime itself only warns about. The release switch refuses such versions; this
 * catches what gets past it (issue 6 §3).
 */
export function sharedMismatchPlugin(): ModuleFederationRuntimePlugin {
  const seen = new Set<string>();
  return {
    name: 'skiclub-shared-mismatch',
    resolveShare(args: ResolveShareArgs) {
      const { shareConfig, from } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      const key = `${args.pkgName}:${from}`;
      if (shareConfig?.singleton && typeof required === 'string' && args.version && !satisfy(args.version, required) && !seen.has(key)) {
        seen.add(key);
        recordError({
          status: 0,
          message: `Ortak modül sürümü uyumsuz: ${args.pkgName} ${args.version} yüklü, ${from} ${required} istiyor`,
          fieldErrors: {},
          kind: 'unexpected',
          at: new Date().toISOString(),
          url: args.pkgName,
        });
      }
      return args;
    },
  };
}

const registered = (): Releases => releasesStore.getState().releases;

/**
 * Registers the retry and error plugins and every remote of `releases`. Called once at boot;
 * `null` when releases.json could not be read. Remotes missing from releases.json are simply not
 * registered: their areas show the panel.
 */
export function initFederation(releases: Releases | null): void {
  releasesStore.setState({ releases: releases ?? {}, status: releases ? 'ready' : 'failed' });
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  }) as unknown as ModuleFederationRuntimePlugin;
  registerPlugins([retry, errorLogPlugin(), sharedMismatchPlugin()]);
  registerRemotes(Object.entries(releases ?? {}).map(([name, e]) => ({ name, entry: e.entry })));
}

/** The releases the shell runs with. */
export function currentReleases(): Releases {
  return registered();
}

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * Forgets a remote's cached (failed) manifest and entry, so the next load fetches it again:
 * what 'Tekrar Dene' does.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  const e = registered()[name];
  if (e) {
    registerRemotes([{ name, entry: e.entry }], { force: true });
    return;
  }
  await reloadReleases();
}

/**
 * Reads releases.json again and registers the remotes that were missing (what 'Tekrar Dene'
 * does when it could not be read at boot); their pages join the route table.
 */
export async function reloadReleases(): Promise<void> {
  try {
    const fresh = await fetchReleases();
    const known = registered();
    const missing = Object.entries(fresh).filter(([n]) => !known[n as RemoteName]);
    releasesStore.setState({ releases: { ...fresh, ...known }, status: 'ready' });
    registerRemotes(missing.map(([n, r]) => ({ name: n, entry: r.entry })));
  } catch {
    // still unreachable: the panel stays
  }
}

/**
 * Loads an exposed module, e.g. `loadRemoteModule<{ default: FC }>('catalog/ProductsPage')`.
 * @throws RemoteLoadError when the remote is not registered or cannot be loaded
 */
export async function loadRemoteModule<T>(id: RemoteModuleId): Promise<T> {
  const name = remoteOf(id);
  if (!registered()[name]) throw new RemoteLoadError(name, new Error('releases.json içinde yok'));
  try {
    const mod = await loadRemote<T>(id);
    if (!mod) throw new Error('boş modül');
    return mod;
  } catch (e) {
    throw new RemoteLoadError(name, e);
  }
}
