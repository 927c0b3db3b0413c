/**
 * Typed view of route-table.json (member spec §2, admin spec §2). The same JSON is copied into
 * the shell build, where the composition host reads it to answer 404 for unknown paths.
 */
import { matchPath } from 'react-router-dom';
import table from './route-table.json';
import type { RemoteModuleId } from '../features/federation/runtime';

/** Route guards of member spec §2. */
export type Guard = 'public' | 'guest' | 'login' | 'admin';

/** Pages the shell renders itself. */
export type ShellPage = 'home' | 'about' | 'polatpalandoken' | 'palandoken' | 'konaklipalandoken' | 'abroad' | 'indoor' | 'shopping-guide' | 'returns';

/** One route: a shell page or an exposed module of a remote. */
export type RouteDef =
  | { path: string; guard: Guard; owner: 'shell'; page: ShellPage }
  | { path: string; guard: Guard; owner: string; module: RemoteModuleId };

/** All registered routes. */
export const ROUTES = table.routes as RouteDef[];

/** True when some registered route matches `path` (query and hash ignored). */
export function hasRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? path;
  return ROUTES.some((r) => matchPath({ path: r.path, end: true }, clean) !== null);
}
