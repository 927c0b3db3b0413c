/**
 * Subresource Integrity for remotes: an MF runtime plugin that loads a
 * version's mf-manifest.json with fetch's `integrity` option and its remote entry (and the
 * exposed module's files the runtime preloads) with the `integrity` attribute, from the hashes
 * releases.json recorded at publishing. A file changed after publishing is then not executed;
 * the failure is recorded so the runtime can report it as `integrity` and fall back.
 * The chunks the remote's own webpack runtime loads later carry the hashes rspack's SRI plugin
 * baked into the (checked) remote entry (shared/build/remote-config.mjs `security.sri`).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { FailureKind } from '@skiclub/shared/releases';
import { integrityOf, type LoadTarget } from './targets';

/** What failed while loading a target's file, as the plugin saw it. */
export interface FileFailure {
  url: string;
  kind: Extract<FailureKind, 'manifest' | 'entry' | 'chunk' | 'integrity' | 'timeout'>;
}

/** Thrown by the manifest fetch when no response started within its time budget. */
export class FetchTimeoutError extends Error {
  constructor(readonly url: string, readonly ms: number) {
    super(`${url}: ${ms} ms içinde yanıt gelmedi`);
    this.name = 'FetchTimeoutError';
  }
}

/** Thrown by the manifest fetch when the file is served but does not match its recorded hash. */
export class IntegrityError extends Error {
  constructor(readonly url: string) {
    super(`Bütünlük denetimi başarısız: ${url}`);
    this.name = 'IntegrityError';
  }
}

export interface IntegrityPluginOptions {
  /** The load target whose version folder holds `url`, if any. */
  targetOf: (url: string) => LoadTarget | undefined;
  /** Timeout of one script load (ms). */
  timeoutMs: () => number;
  /** Query suffix that makes a retried remote entry a fresh request ('' on the first load). */
  bustOf: (remote: string) => string;
  /**
   * True for a file of a version this page moved away from (after a fall-back or retry): a late
   * retry of its stalled load must not run and replace the current version's container.
   */
  retired?: (url: string) => boolean;
  /** Called once per failed file of a target. */
  onFailure: (target: LoadTarget, failure: FileFailure) => void;
  /** Retries of a failed manifest fetch (default 2) and the pause between them (ms, default 400). */
  fetchRetries?: number;
  retryDelayMs?: () => number;
  /** Time budget of a manifest fetch until its response starts, retries included (ms; none by default). */
  fetchTimeoutMs?: () => number | undefined;
}

/** An SRI value no file matches (SHA-256 of nothing is 47DEQpj8...; this is not it). */
const REFUSE_ALL = 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * HTTP status `url` is served with, fetched without any integrity check; 0 on a network error or
 * when no answer came within `timeoutMs` (ms).
 */
async function probe(url: string, timeoutMs: number): Promise<number> {
  try {
    return (await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })).status;
  } catch {
    return 0;
  }
}

/**
 * True when `url` is served fine without the integrity check, i.e. a failure was the hash.
 * A probe without an answer within `timeoutMs` (ms) counts as not served.
 */
export async function servedIntact(url: string, timeoutMs = 3000): Promise<boolean> {
  const status = await probe(url, timeoutMs);
  return status >= 200 && status < 300;
}

/**
 * Whether a failed fetch may succeed when repeated: network errors (status 0), timeouts and
 * throttling (408, 429) and server errors (5xx). Other answers (404 of a version folder that is
 * gone, 403) stay the same: retrying them only delays the fall-back or the panel.
 */
export function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Fetches a manifest with retries of transient failures ({@link isTransient}); with `integrity`,
 * the browser checks the hash.
 * @param timeoutMs budget (ms) for the response to start, shared by all attempts; a request
 *   still unanswered then is aborted and not retried (a stalled server, not a slow network:
 *   waiting again would only delay the fall-back or the panel). The body is not timed here.
 * @throws IntegrityError when the hash does not match, FetchTimeoutError past `timeoutMs`,
 *   Error on HTTP/network failure
 */
export async function fetchChecked(url: string, init: RequestInit, integrity: string | undefined, retries: number, delayMs: number, timeoutMs?: number): Promise<Response> {
  const deadline = timeoutMs ? Date.now() + timeoutMs : Infinity;
  let last: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) {
      if (Date.now() + delayMs >= deadline) break;
      await sleep(delayMs);
    }
    const abort = new AbortController();
    let timedOut = false;
    const timer = deadline === Infinity ? undefined : setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, deadline - Date.now());
    const signal = init.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, abort.signal]) : abort.signal;
    let status = 0;
    try {
      const r = await fetch(url, { ...init, signal, cache: 'no-cache', ...(integrity ? { integrity } : {}) });
      if (r.ok) return r;
      status = r.status;
      last = new Error(`${url}: HTTP ${r.status}`);
    } catch (e) {
      if (timedOut) throw new FetchTimeoutError(url, timeoutMs!);
      last = e;
      if (integrity) {
        // With `integrity` any answer that does not match throws, an error page included: the
        // same file fetched plainly tells a hash mismatch (served intact) from an HTTP error.
        status = await probe(url, Math.max(1, Math.min(3000, deadline - Date.now())));
        if (status >= 200 && status < 300) throw new IntegrityError(url);
        if (status) last = new Error(`${url}: HTTP ${status}`);
      }
    } finally {
      clearTimeout(timer);
    }
    if (!isTransient(status)) break;
  }
  throw last instanceof Error ? last : new Error(String(last));
}

/** The MF runtime plugin; see the module comment. */
export function integrityPlugin(o: IntegrityPluginOptions): ModuleFederationRuntimePlugin {
  const retries = o.fetchRetries ?? 2;
  const delay = () => o.retryDelayMs?.() ?? 400;
  return {
    name: 'skiclub-integrity',
    async fetch(url: string, init: RequestInit) {
      const target = o.targetOf(url);
      try {
        return await fetchChecked(url, init, target ? integrityOf(url, target) : undefined, retries, delay(), o.fetchTimeoutMs?.());
      } catch (e) {
        const kind = e instanceof IntegrityError ? 'integrity' : e instanceof FetchTimeoutError ? 'timeout' : 'manifest';
        if (target) o.onFailure(target, { url, kind });
        throw e;
      }
    },
    createScript({ url, attrs, resourceContext }) {
      if (typeof document === 'undefined') return undefined;
      const target = o.targetOf(url);
      if (!target && o.retired?.(url)) {
        // A digest nothing matches: the browser fetches nothing it would run and fires `error`.
        const refused = document.createElement('script');
        refused.src = url;
        refused.setAttribute('integrity', REFUSE_ALL);
        return { script: refused, timeout: o.timeoutMs() };
      }
      if (!target) return undefined;
      const isEntry = resourceContext?.resourceType === 'remoteEntry' || !resourceContext;
      const script = document.createElement('script');
      // The runtime applies no attributes to a script a hook returns: keep its own (fetchpriority, ...).
      for (const [k, v] of Object.entries(attrs ?? {})) {
        if (k === 'async' || k === 'defer') script[k] = Boolean(v);
        else script.setAttribute(k, String(v));
      }
      script.src = isEntry ? url + o.bustOf(target.remote) : url;
      const integrity = integrityOf(url, target);
      if (integrity) {
        script.setAttribute('integrity', integrity);
        script.setAttribute('crossorigin', 'anonymous');
      }
      script.addEventListener('error', () => o.onFailure(target, { url, kind: isEntry ? 'entry' : 'chunk' }));
      return { script, timeout: o.timeoutMs() };
    },
    createLink({ url, attrs }) {
      const target = o.targetOf(url);
      const integrity = target && integrityOf(url, target);
      if (!integrity || typeof document === 'undefined') return undefined;
      const link = document.createElement('link');
      link.href = url;
      for (const [k, v] of Object.entries(attrs ?? {})) link.setAttribute(k, String(v));
      link.setAttribute('integrity', integrity);
      link.setAttribute('crossorigin', 'anonymous');
      return link;
    },
  };
}
