/**
 * /releases.json: which version of each remote is live and the pages it declares
 * (ARCHITECTURE.md "Releases"). Served with Cache-Control: no-cache, so a release
 * switch reaches the next page load.
 */
import { z } from 'zod';
import { routeListSchema, type RouteList } from '@skiclub/shared/routes';
import { REMOTE_NAMES, type IntegrityMap, type RemoteName } from '@skiclub/shared/releases';
import { takePrefetchedReleases } from './prefetch';

/** Remote names the shell knows (by name and exposed module, never by URL at build time). */
export { REMOTE_NAMES, type IntegrityMap, type RemoteName };

/** URL of a version's mf-manifest.json. */
const entryUrl = z.string().min(1);
/** File path relative to the version folder → `sha256-<base64>`. */
const integritySchema = z.record(z.string(), z.string());
/** A version a browser may load instead of the live one: the fallback or the canary. */
const altSchema = z.object({ version: z.string().min(1), entry: entryUrl, integrity: integritySchema.catch({}) });

/** One remote's entry as the release store writes it. */
const entrySchema = z.object({
  /** Live version id, e.g. `0.1.0-3f9c2a1b`. */
  live: z.string().min(1),
  /** URL of that version's mf-manifest.json. */
  entry: entryUrl,
  previous: z.string().nullish(),
  versions: z.array(z.string()).optional(),
  /** The live version's route list (its routes.json). */
  routes: z.unknown().optional(),
  /** Hashes of every file of the live version; absent in files written before integrity, fall-back and canary existed. */
  integrity: integritySchema.optional().catch(undefined),
  /** Previous version that still verifies: loaded when the live one fails in this browser. */
  fallback: altSchema.nullish().catch(null),
  /** Version served to `percent` % of the visitors (stable bucket per browser). */
  canary: altSchema.extend({ percent: z.number().min(0).max(100) }).nullish().catch(null),
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
  /** Hashes of the live version's files (empty: not known, loaded without SRI). */
  integrity: IntegrityMap;
  fallback: AltVersion | null;
  canary: (AltVersion & { percent: number }) | null;
}

/** A version other than the live one that a browser may load (fallback, canary, preview). */
export interface AltVersion {
  version: string;
  /** URL of its mf-manifest.json. */
  entry: string;
  integrity: IntegrityMap;
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
    const { fallback, canary } = e.data;
    out[name] = {
      live: e.data.live,
      entry: e.data.entry,
      previous: e.data.previous ?? null,
      versions: e.data.versions,
      routes: routes.success ? routes.data : [],
      integrity: e.data.integrity ?? {},
      fallback: fallback ? { version: fallback.version, entry: fallback.entry, integrity: fallback.integrity } : null,
      canary: canary ? { version: canary.version, entry: canary.entry, integrity: canary.integrity, percent: canary.percent } : null,
    };
  }
  return out;
}

/**
 * Fetches /releases.json without any cache; the first call at boot takes the request the entry
 * started early ({@link prefetchReleases}).
 * @param timeoutMs gives up after this many ms (none by default)
 * @throws Error when the file cannot be fetched or read in time
 */
export async function fetchReleases(url = '/releases.json', timeoutMs?: number): Promise<Releases> {
  const early = url === '/releases.json' && timeoutMs === undefined ? takePrefetchedReleases() : null;
  const r = await (early ?? fetch(url, { cache: 'no-store', ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}) }));
  if (!r.ok) throw new Error(`releases.json ${r.status}`);
  return parseReleases(await r.json());
}
