/**
 * The site's route table: the shell's own pages plus the pages the live remote
 * versions declare in releases.json. The router, the guards, the Management menu and every
 * "does this page exist" check read it; the composition host answers 404 from the same merge.
 */
import { useMemo } from 'react';
import { matchPath } from 'react-router-dom';
import { routeKey, type Guard, type RouteMenu } from '@skiclub/shared/routes';
import { REMOTE_NAMES, type Releases, type RemoteName } from '../federation/api/releases';
import { releasesStore, useReleases } from '../federation/releasesStore';
import type { RemoteModuleId } from '../federation/runtime';
import { SHELL_ROUTES, type ShellPage } from './shellRoutes';

/** One route of the table: a shell page or an exposed module of a remote. */
export type TableRoute = { path: string; guard: Guard; title: string; menu?: RouteMenu } & (
  | { owner: 'shell'; page: ShellPage }
  | { owner: RemoteName; module: RemoteModuleId }
);

/**
 * Merges the shell's pages with the remotes' (in REMOTE_NAMES order). A path claimed twice
 * keeps its first owner; the release switch refuses such a state, so this only guards the
 * shell against a hand-edited releases.json.
 */
export function buildRouteTable(releases: Releases): TableRoute[] {
  const out: TableRoute[] = SHELL_ROUTES.map((r) => ({ ...r, owner: 'shell' as const }));
  const seen = new Set(out.map((r) => routeKey(r.path)));
  for (const name of REMOTE_NAMES) {
    for (const r of releases[name]?.routes ?? []) {
      if (seen.has(routeKey(r.path))) continue;
      seen.add(routeKey(r.path));
      out.push({ path: r.path, guard: r.guard, title: r.title, menu: r.menu, owner: name, module: `${name}/${r.module}` });
    }
  }
  return out;
}

let cache: { releases: Releases; table: TableRoute[] } | null = null;

/** The table for the current releases (memoised on the releases object). */
export function currentRouteTable(): TableRoute[] {
  const { releases } = releasesStore.getState();
  if (cache?.releases !== releases) cache = { releases, table: buildRouteTable(releases) };
  return cache.table;
}

/** True when some route of `table` matches `path` (query and hash ignored). */
export function tableHasRoute(table: readonly TableRoute[], path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? path;
  return table.some((r) => matchPath({ path: r.path, end: true }, clean) !== null);
}

/** True when a page exists for `path` now (not reactive: components use {@link useHasRoute}). */
export function hasRoute(path: string): boolean {
  return tableHasRoute(currentRouteTable(), path);
}

/** The route table; re-renders when releases.json is read again. */
export function useRouteTable(): TableRoute[] {
  const { releases } = useReleases();
  return useMemo(() => buildRouteTable(releases), [releases]);
}

/** A `hasRoute` bound to the current table; re-renders when the table changes. */
export function useHasRoute(): (path: string) => boolean {
  const table = useRouteTable();
  return useMemo(() => (path: string) => tableHasRoute(table, path), [table]);
}
