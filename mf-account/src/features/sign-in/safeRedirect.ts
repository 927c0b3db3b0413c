/**
 * Where to go after sign-in (member spec §2): the `redirect` query value when it is a path on
 * this site, else '/'. Anything that could leave the site (open redirect) is refused.
 */

/** Fallback target after sign-in. */
export const HOME_PATH = '/';

/**
 * Returns `value` when it is a safe same-site path: starts with exactly one '/', is not
 * protocol-relative ('//host', '/\host' which browsers read as '//host'), has no scheme and no
 * control characters. Otherwise returns `fallback` ('/').
 */
export function safeRedirect(value: string | null | undefined, fallback: string = HOME_PATH): string {
  if (typeof value !== 'string') return fallback;
  const v = value.trim();
  if (!v.startsWith('/')) return fallback;
  if (v.startsWith('//') || v.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return fallback;
  try {
    const base = 'https://site.invalid';
    const url = new URL(v, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
