/**
 * The request for /releases.json, started by the entry (src/index.ts) before the shell's chunks
 * load, so boot does not wait one more round trip for it once they have. No imports:
 * the entry stays a few KB and outside the shared-module boundary.
 */
let early: Promise<Response> | null = null;

/** Starts `GET /releases.json` (never cached); a second call does nothing. */
export function prefetchReleases(): void {
  if (early || typeof fetch !== 'function') return;
  early = fetch('/releases.json', { cache: 'no-store' });
  // Failures surface where the answer is taken (boot's catch), not as an unhandled rejection.
  early.catch(() => undefined);
}

/** The early request, handed out once; null when none was started or it was already taken. */
export function takePrefetchedReleases(): Promise<Response> | null {
  const p = early;
  early = null;
  return p;
}
