/**
 * /releases.json: which version of each remote is live and the pages it declares
 * (ARCHITECTURE.md "Releases", issue 6 §1). Served with Cache-Control: no-cache, so a release
 * switch reaches the next page load.
 */
import { z } from 'zod';
import { routeListSchema, type RouteList } from '@skiclub/shared/routes';

/** Remote names the shell knows (by name and exposed module, never by URL at build time). */
export const REMOTE_NAMES = ['catalog', 'camps', 'account', 'checkout', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One remote's entry as the release store writes it. */
const entrySchema = z.object({
  /** Live version id, e.g. `0.1.0-3f9c2a1b`. */
  live: z.string().min(1),
  /** URL of that version's mf-manifest.json. */
  entry: z.string().min(1),
  previous: z.string().nullish(),
  versions: z.array(z.string()).optional(),
  /** The live version's route list (its routes.json). */
  routes: z.unknown().optional(),
});

/** The file: remote name → entry. Entries are checked one by one, so one bad entry drops only itself. */
const fileSchema = z.object({ remotes: z.record(z.string(), z.unknown()) });

/** One remote's entry in releases.json, parsed. */
export interface ReleaseEntry {
  live: string;
  entry: string;
  previous?: string | null;
  versions?: string[];
  /** Pages of the live version; empty when the entry carries none or an unreadable list. */
  routes: RouteList;
}

/** The parsed file: remote name → entry. */
export type Releases = Partial<Record<RemoteName, ReleaseEntry>>;

/**
 * Parses releases.json, keeping only known remotes with a usable `entry`; a remote whose route
 * list does not parse keeps its entry (its widgets still load) with no pages.
 * @param json the file's parsed body `{ remotes: { name: ReleaseEntry } }`
 */
export function parseReleases(json: unknown): Releases {
  const out: Releases = {};
  const file = fileSchema.safeParse(json);
  if (!file.success) return out;
  for (const name of REMOTE_NAMES) {
    const e = entrySchema.safeParse(file.data.remotes[name]);
    if (!e.success) continue;
    const routes = routeListSchema.safeParse(e.data.routes ?? []);
    if (!routes.success) console.error(`releases.json: ${name} rota listesi okunamadı`, routes.error.issues);
    out[name] = { live: e.data.live, entry: e.data.entry, previous: e.data.previous ?? null, versions: e.data.versions, routes: routes.success ? routes.data : [] };
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
