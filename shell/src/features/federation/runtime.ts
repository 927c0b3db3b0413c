/**
 * Module Federation runtime of the host: registers the remotes listed in /releases.json and
 * loads exposed modules on demand (ARCHITECTURE.md "Module Federation").
 * - Which version: a preview override, the canary for visitors in its bucket, else live
 *   (targets.ts); files are loaded with Subresource Integrity (integrityPlugin.ts).
 * - Transient faults are retried (@module-federation/retry-plugin for scripts, the integrity
 *   plugin for manifests); a manifest that has not started to answer within
 *   {@link MANIFEST_TIMEOUT_MS}, or a load that takes longer than {@link LOAD_TIMEOUT_MS}, fails.
 * - A failed version, or one whose module throws while rendering ({@link fallBackAfterRender}),
 *   is reported once and the next one down (canary → live → fallback) is loaded for this page
 *   view; only when none is left the caller shows the Turkish panel.
 * - 'Tekrar Dene' ({@link resetRemote}) re-reads releases.json and forgets everything the
 *   runtime cached for the remote, so the manifest, entry and exposed chunks are fetched again.
 */
import { loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { recordError } from '@skiclub/shared/errors';
import type { FailureKind } from '@skiclub/shared/releases';
import { fetchReleases, type AltVersion, type Releases, type RemoteName } from './api/releases';
import { reportFailure } from './failureReport';
import { integrityPlugin, IntegrityError, servedIntact, type FileFailure } from './integrityPlugin';
import { releasesStore } from './releasesStore';
import { nextTarget, pickTarget, relativePath, versionBase, visitorId, type LoadTarget } from './targets';

/**
 * A load (manifest, entry and exposed chunks together) that takes longer fails (ms).
 * Generous: on a slow but working link a page's chunks (the admin remote's run to
 * ~1 MB) need the time; a stall is caught earlier by {@link MANIFEST_TIMEOUT_MS}.
 */
export const LOAD_TIMEOUT_MS = 8000;

/**
 * A version's mf-manifest.json that has not started to answer (response headers) within this
 * time, retries included, fails as a `timeout` (ms: the panel within
 * 5 s of the navigation, a stalled manifest included). It is a small no-cache file from the
 * origin that has just served the shell and releases.json: 2.5 s without headers is several
 * round trips even on a 2G/EDGE link (RTT ~0.5 s), while the shell's own boot takes ~1–2 s of
 * the 5 s. Its body, the entry and the chunks stay under the whole-load {@link LOAD_TIMEOUT_MS}.
 */
export const MANIFEST_TIMEOUT_MS = 2500;

const settings = { loadTimeoutMs: LOAD_TIMEOUT_MS, manifestTimeoutMs: MANIFEST_TIMEOUT_MS, retryDelayMs: 400 };

/** Overrides the timeouts and the retry pause (ms); for tests. */
export function configureFederation(o: Partial<typeof settings>): void {
  Object.assign(settings, o);
}

/** A `remote/Exposed` id such as `catalog/ProductsPage`. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/** Thrown when a remote's module cannot be loaded. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
    /** What failed last; absent when the remote is not in releases.json. */
    readonly kind?: FailureKind,
  ) {
    super(`Uzak modül yüklenemedi: ${remote}`);
    this.name = 'RemoteLoadError';
  }
}

/** Thrown when a load takes longer than the timeout. */
export class RemoteTimeoutError extends Error {
  constructor(readonly id: string, ms: number) {
    super(`${id}: ${ms} ms içinde yüklenemedi`);
    this.name = 'RemoteTimeoutError';
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
 * catches what gets past it.
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

/** The version each remote is loaded from in this page view. */
const active = new Map<RemoteName, LoadTarget>();
/** Preview overrides applied at boot (kept across 'Tekrar Dene'). */
let previews: Partial<Record<RemoteName, AltVersion>> = {};
/** What failed last while loading a remote's current target. */
const fileFailures = new Map<RemoteName, FileFailure>();
let pluginsRegistered = false;
/** Version folders this page view moved away from (their late loads are refused). */
const retired = new Set<string>();
/** How often a remote was reset: makes the retried entry a fresh request. */
const generations = new Map<RemoteName, number>();

function targetOf(url: string): LoadTarget | undefined {
  for (const t of active.values()) if (relativePath(url, versionBase(t.entry)) !== null) return t;
  return undefined;
}

/** The version of each remote this page view loads (preview, canary, live or fallback). */
export function activeTargets(): LoadTarget[] {
  return [...active.values()];
}

/**
 * Registers the plugins and every remote of `releases`, each with the version this browser
 * loads. Called once at boot; `null` when releases.json could not be read. Remotes missing from
 * releases.json are not registered: their areas show the panel.
 * @param overrides preview versions (entry and integrity from the release API) by remote
 */
export function initFederation(releases: Releases | null, overrides: Partial<Record<RemoteName, AltVersion>> = {}): void {
  releasesStore.setState({ releases: releases ?? {}, status: releases ? 'ready' : 'failed' });
  previews = overrides;
  if (!pluginsRegistered) {
    pluginsRegistered = true;
    const retry = RetryPlugin({ script: { retryTimes: 2, retryDelay: settings.retryDelayMs } }) as unknown as ModuleFederationRuntimePlugin;
    // Manifests are fetched (with retries and integrity) by the integrity plugin only: the retry
    // plugin's own fetch hook would fetch every manifest a second time.
    delete retry.fetch;
    const sri = integrityPlugin({
      targetOf,
      // The whole load is bounded by loadTimeoutMs; a script alone gets a little longer, so a
      // stall ends in one timeout rather than in script retries.
      timeoutMs: () => settings.loadTimeoutMs + 1000,
      retired: (url) => [...retired].some((base) => url.startsWith(base)),
      bustOf: (remote) => {
        const g = generations.get(remote as RemoteName) ?? 0;
        return g > 0 ? `?r=${g}` : '';
      },
      onFailure: (t, f) => {
        if (active.get(t.remote) === t && !fileFailures.has(t.remote)) fileFailures.set(t.remote, f);
      },
      retryDelayMs: () => settings.retryDelayMs,
      fetchTimeoutMs: () => settings.manifestTimeoutMs,
    });
    registerPlugins([retry, sri, errorLogPlugin(), sharedMismatchPlugin()]);
  }
  const visitor = visitorId();
  for (const [name, e] of Object.entries(releases ?? {}) as [RemoteName, NonNullable<Releases[RemoteName]>][]) {
    activate(pickTarget(name, e, visitor, previews[name]), active.has(name));
  }
}

/** The releases the shell runs with. */
export function currentReleases(): Releases {
  return registered();
}

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * Forgets what the page holds of a remote's current version beyond what `registerRemotes`
 * clears: its chunk registry (`chunk_<name>`, else a new entry would reuse the old chunks'
 * module factories, even of another version), the preload marks of its modules, and script
 * elements still waiting for a stalled file.
 */
function purge(name: RemoteName, old: LoadTarget | undefined): void {
  const g = globalThis as unknown as Record<string, unknown>;
  delete g[`chunk_${name}`];
  const fed = g.__FEDERATION__ as { __PRELOADED_MAP__?: Map<string, boolean>; __PRELOADED_ASSETS__?: Set<string> } | undefined;
  for (const key of [...(fed?.__PRELOADED_MAP__?.keys() ?? [])]) if (key.startsWith(`${name}/`)) fed?.__PRELOADED_MAP__?.delete(key);
  if (typeof document === 'undefined') return;
  const base = old ? versionBase(old.entry) : null;
  for (const el of [...document.querySelectorAll<HTMLScriptElement>('script[src], script[data-rspack]')]) {
    const src = el.getAttribute('src');
    if ((base && src && new URL(src, location.href).href.startsWith(base)) || el.dataset.rspack?.startsWith(`${name}:`)) el.remove();
  }
  if (base) for (const url of [...(fed?.__PRELOADED_ASSETS__ ?? [])]) if (url.startsWith(base)) fed?.__PRELOADED_ASSETS__?.delete(url);
}

/** Makes `t` the version its remote loads; `force` replaces a registered one and its caches. */
function activate(t: LoadTarget, force: boolean): void {
  const old = active.get(t.remote);
  active.set(t.remote, t);
  fileFailures.delete(t.remote);
  if (force) {
    generations.set(t.remote, (generations.get(t.remote) ?? 0) + 1);
    purge(t.remote, old);
    if (old && old.entry !== t.entry) retired.add(versionBase(old.entry));
  }
  retired.delete(versionBase(t.entry));
  registerRemotes([{ name: t.remote, entry: t.entry }], force ? { force: true } : undefined);
}

/**
 * What 'Tekrar Dene' does: re-reads releases.json (a rollback made while the tab was open
 * counts), picks the version this browser loads now and registers it afresh, so the next load
 * fetches its manifest, entry and exposed chunks again. Calls made while one is running join it.
 */
export function resetRemote(name: RemoteName): Promise<void> {
  // Areas that retry together (the home page's widgets of one remote) share one reset: a second
  // one would register the remote afresh under a load the first has just started.
  let reset = resetting.get(name);
  if (!reset) {
    reset = (async () => {
      await reloadReleases();
      const e = registered()[name];
      if (e) activate(pickTarget(name, e, visitorId(), previews[name]), true);
    })().finally(() => resetting.delete(name));
    resetting.set(name, reset);
  }
  return reset;
}

/** The resets in flight, per remote (see {@link resetRemote}). */
const resetting = new Map<RemoteName, Promise<void>>();

/**
 * Reads releases.json again: entries change to what is live now and remotes that were missing
 * are registered (what 'Tekrar Dene' does when it could not be read at boot); their pages join
 * the route table. An unreadable file keeps what the shell has.
 */
export async function reloadReleases(): Promise<void> {
  try {
    const fresh = await fetchReleases(undefined, settings.loadTimeoutMs);
    const known = registered();
    releasesStore.setState({ releases: { ...known, ...fresh }, status: 'ready' });
    const visitor = visitorId();
    for (const [n, e] of Object.entries(fresh) as [RemoteName, NonNullable<Releases[RemoteName]>][]) {
      if (!active.has(n)) activate(pickTarget(n, e, visitor, previews[n]), false);
    }
  } catch {
    // still unreachable: the panel stays
  }
}

function withTimeout<T>(p: Promise<T>, id: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, ms)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

function causes(e: unknown): unknown[] {
  const out: unknown[] = [];
  for (let c = e; c && out.length < 10; c = c instanceof Error ? c.cause : undefined) out.push(c);
  return out;
}

/**
 * Kind of a failed load for the report: `timeout`, `integrity` (a file served but not matching
 * its hash), `manifest`, `entry` or `chunk`.
 */
async function failureKind(t: LoadTarget, e: unknown): Promise<FailureKind> {
  const chain = causes(e);
  if (chain.some((c) => c instanceof RemoteTimeoutError)) return 'timeout';
  if (chain.some((c) => c instanceof IntegrityError)) return 'integrity';
  const seen = fileFailures.get(t.remote);
  const chunk = chain.find((c): c is Error & { request?: string } => c instanceof Error && c.name === 'ChunkLoadError');
  const failed: FileFailure | undefined = seen ?? (chunk?.request ? { url: chunk.request, kind: 'chunk' } : undefined);
  if (failed) {
    // The manifest fetch has told a hash mismatch and a stall apart already.
    if (failed.kind === 'integrity' || failed.kind === 'manifest' || failed.kind === 'timeout') return failed.kind;
    const hashed = Object.keys(t.integrity).length > 0 && relativePath(failed.url, versionBase(t.entry)) !== null;
    return hashed && (await servedIntact(failed.url)) ? 'integrity' : failed.kind;
  }
  const text = chain.map((c) => (c instanceof Error ? c.message : String(c))).join(' ');
  if (/manifest|RUNTIME-003/i.test(text)) return 'manifest';
  if (/ChunkLoadError|Loading (css )?chunk/i.test(text)) return 'chunk';
  return 'entry';
}

function messageOf(e: unknown): string {
  return causes(e)
    .map((c) => (c instanceof Error ? c.message : String(c)))
    .join(' ← ');
}

/** One load of `id` from its remote's current version, bounded by the timeout. */
async function loadFrom<T>(id: RemoteModuleId): Promise<T> {
  const mod = await withTimeout(loadRemote<T>(id), id, settings.loadTimeoutMs);
  if (!mod) throw new Error('boş modül');
  return mod;
}

/**
 * Loads an exposed module, e.g. `loadRemoteModule<{ default: FC }>('catalog/ProductsPage')`.
 * When the version fails (after the retries, or past the timeout) it is reported and the next
 * version down is loaded for this page view.
 * @throws RemoteLoadError when the remote is not registered or no version can be loaded
 */
export async function loadRemoteModule<T>(id: RemoteModuleId): Promise<T> {
  const name = remoteOf(id);
  for (;;) {
    const t = active.get(name);
    if (!t) throw new RemoteLoadError(name, new Error('releases.json içinde yok'));
    try {
      return await loadFrom<T>(id);
    } catch (e) {
      const kind = await failureKind(t, e);
      reportFailure(name, t.version, kind, messageOf(e));
      // Another area of the page may have moved this remote on already: load from there.
      if (active.get(name) !== t) continue;
      const next = nextTarget(t, registered()[name]);
      if (!next) throw new RemoteLoadError(name, e, kind);
      console.warn(`${name} ${t.version} yüklenemedi (${kind}); ${next.version} yükleniyor`);
      activate(next, true);
    }
  }
}

/** The version of `name` this page view loads now, if the remote is registered. */
export function activeVersion(name: RemoteName): string | undefined {
  return active.get(name)?.version;
}

/**
 * After a module of `name` loaded from `version` threw while rendering: reports it (kind
 * `render`, once per version and page view) and, when a version below it exists (canary → live →
 * fallback), makes that the one this page view loads.
 * @param version the version the crashed module came from (another area may have moved on already)
 * @returns true when the module should be loaded again (another version is active now); false:
 *   none is left, show the panel
 */
export function fallBackAfterRender(name: RemoteName, version: string | undefined, error: unknown): boolean {
  const t = active.get(name);
  if (!t) return false;
  if (version && t.version !== version) return true;
  reportFailure(name, t.version, 'render', messageOf(error));
  const next = nextTarget(t, registered()[name]);
  if (!next) return false;
  console.warn(`${name} ${t.version} çizerken hata verdi; ${next.version} yükleniyor`);
  activate(next, true);
  return true;
}
