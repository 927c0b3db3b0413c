/**
 * /releases.json: which version of each remote is live (ARCHITECTURE.md "Releases").
 * Served with Cache-Control: no-cache, so a release switch reaches the next page load.
 */

/** Remote names the shell knows (by name and exposed module, never by URL at build time). */
export const REMOTE_NAMES = ['catalog', 'camps', 'account', 'checkout', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One remote's entry in releases.json. */
export interface ReleaseEntry {
  /** Live version id, e.g. `0.1.0-3f9c2a1b`. */
  live: string;
  /** URL of that version's mf-manifest.json. */
  entry: string;
  previous?: string | null;
  versions?: string[];
}

/** The parsed file: remote name → entry. */
export type Releases = Partial<Record<RemoteName, ReleaseEntry>>;

function isEntry(v: unknown): v is ReleaseEntry {
  return !!v && typeof v === 'object' && typeof (v as ReleaseEntry).entry === 'string' && typeof (v as ReleaseEntry).live === 'string';
}

/**
 * Parses releases.json, keeping only known remotes with a usable `entry`.
 * @param json the file's parsed body `{ remotes: { name: ReleaseEntry } }`
 */
export function parseReleases(json: unknown): Releases {
  const out: Releases = {};
  const remotes = json && typeof json === 'object' ? (json as { remotes?: unknown }).remotes : undefined;
  if (!remotes || typeof remotes !== 'object') return out;
  for (const name of REMOTE_NAMES) {
    const e = (remotes as Record<string, unknown>)[name];
    if (isEntry(e)) out[name] = { live: e.live, entry: e.entry, previous: e.previous ?? null, versions: e.versions };
  }
  return out;
}

/**
 * Fetches /releases.json without any cache.
 * @throws Error when the file cannot be fetched or read
 */
export async function fetchReleases(url = '/releases.json'): Promise<Releases> {
  const r = await fetch(url, { cache: 'no-store' });
  if (!r.ok) throw new Error(`releases.json ${r.status}`);
  return parseReleases(await r.json());
}
