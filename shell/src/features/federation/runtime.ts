/**
 * Module Federation runtime of the host: registers the remotes listed in /releases.json and
 * loads exposed modules on demand (ARCHITECTURE.md "Module Federation"). Transient faults are
 * retried by @module-federation/retry-plugin; a remote that still fails rejects, and the
 * caller's error boundary shows the Turkish panel.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { recordError } from '@skiclub/shared/errors';
import { fetchReleases, type Releases, type RemoteName } from './api/releases';

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

let registered: Releases = {};

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

/**
 * Registers the retry and error plugins and every remote of `releases`. Called once at boot.
 * Remotes missing from releases.json are simply not registered: their areas show the panel.
 */
export function initFederation(releases: Releases): void {
  registered = releases;
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  }) as unknown as ModuleFederationRuntimePlugin;
  registerPlugins([retry, errorLogPlugin()]);
  registerRemotes(
    Object.entries(releases).map(([name, e]) => ({ name, entry: e.entry })),
  );
}

/** The releases the shell booted with. */
export function currentReleases(): Releases {
  return registered;
}

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * Forgets a remote's cached (failed) manifest and entry, so the next load fetches it again:
 * what 'Tekrar Dene' does.
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  const e = registered[name];
  if (e) {
    registerRemotes([{ name, entry: e.entry }], { force: true });
    return;
  }
  // Not registered because releases.json failed at boot: read it again.
  try {
    const fresh = await fetchReleases();
    const missing = Object.entries(fresh).filter(([n]) => !registered[n as RemoteName]);
    registered = { ...fresh, ...registered };
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
  if (!registered[name]) throw new RemoteLoadError(name, new Error('releases.json içinde yok'));
  try {
    const mod = await loadRemote<T>(id);
    if (!mod) throw new Error('boş modül');
    return mod;
  } catch (e) {
    throw new RemoteLoadError(name, e);
  }
}
