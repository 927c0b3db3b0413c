import type { LoadTarget } from './targets';

/** Cookie the composition host reads to send preload hints for this browser's versions. */
export const VERSIONS_COOKIE = 'skiclub-surumler';

/**
 * The cookie value for the versions this browser runs other than live (canary, preview,
 * fallback): `catalog:0.1.0-abc|admin:0.1.0-def`; '' when every remote runs live.
 */
export function versionsCookieValue(targets: ReadonlyArray<LoadTarget>): string {
  return targets
    .filter((t) => t.source !== 'live')
    .map((t) => `${t.remote}:${t.version}`)
    .join('|');
}

/**
 * Writes (or clears) the versions cookie after the targets are chosen, so the next page's HTML
 * comes with preload hints for this browser's own versions (deploy/host/src/preload.mjs). A
 * browser that runs every remote live gets no cookie.
 */
export function writeVersionsCookie(targets: ReadonlyArray<LoadTarget>): void {
  if (typeof document === 'undefined') return;
  const value = versionsCookieValue(targets);
  // A year, like the visitor id the canary bucket comes from; no secret in it.
  document.cookie = value
    ? `${VERSIONS_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${VERSIONS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
