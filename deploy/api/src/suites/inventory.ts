/**
 * Route inventory of the API: every route a Fastify app registers, for the
 * generated suites (access, bad input) so that a new route cannot escape them.
 *
 * How: importing this module subscribes to Fastify's documented `fastify.initialization`
 * diagnostics channel; every Fastify instance created afterwards gets an `onRoute` hook at once,
 * before any plugin or route, so routes of encapsulated plugins, prefixes, static files and
 * Swagger UI are all seen (unlike `app.swagger()`, which leaves hidden routes out). No change of
 * app.ts or the test helpers is needed: import this module before `createTestContext()` builds
 * the app (a top-level import does that).
 */
import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** One registered route: an upper-case method and the URL pattern as registered (`/api/siparis/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
  /** `'admin'` for a route of the admin plugin (src/routes/admin/index.ts), whose hook requires the Admin role. */
  access?: 'admin';
}

/** A route as recorded: its options object, whose `config` later hooks of the route's plugin may still set. */
interface Recorded {
  method: string;
  url: string;
  route: RouteOptions;
}

/** Options of {@link listRoutes}. */
export interface ListRoutesOptions {
  /**
   * Include HEAD routes whose URL also has a GET (the twins Fastify adds for every GET,
   * `exposeHeadRoutes`); default false, since they run the GET handler and its guards.
   */
  includeHead?: boolean;
}

const registry = new WeakMap<FastifyInstance, Recorded[]>();

function record(fastify: FastifyInstance): void {
  if (registry.has(fastify)) return;
  const routes: Recorded[] = [];
  registry.set(fastify, routes);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) routes.push({ method: String(m).toUpperCase(), url: route.url, route });
  });
}

subscribe('fastify.initialization', (message) => record((message as { fastify: FastifyInstance }).fastify));

/**
 * Every route registered on `app`, sorted by URL then method, without duplicates.
 * @param app an app created after this module was imported (e.g. by `createTestContext()`)
 * @throws Error when `app` was created before this module was imported (its routes were not seen)
 */
export function listRoutes(app: FastifyInstance, options: ListRoutesOptions = {}): RouteEntry[] {
  const routes = registry.get(app);
  if (!routes) throw new Error('listRoutes: bu uygulama inventory.ts yüklenmeden önce kuruldu; modülü createTestContext() çağrısından önce içe aktarın.');
  // A prefixed plugin's '/' GET is seen once, its HEAD twin may carry the trailing slash.
  const bare = (url: string) => url.replace(/(.)\/$/, '$1');
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => bare(r.url)));
  const seen = new Set<string>();
  const out: RouteEntry[] = [];
  for (const r of routes) {
    if (r.method === 'HEAD' && gets.has(bare(r.url)) && !options.includeHead) continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const access = (r.route.config as { access?: string } | undefined)?.access === 'admin' ? ('admin' as const) : undefined;
    out.push({ method: r.method, url: r.url, ...(access ? { access } : {}) });
  }
  return out.sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url)));
}

/** `METHOD url` of a route, the key the suites' tables use. */
export function routeKey(route: RouteEntry): string {
  return `${route.method} ${route.url}`;
}
