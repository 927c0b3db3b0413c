/**
 * The route inventory is complete: every literal route URL written in the router sources, every
 * path of the generated OpenAPI document, and the routes built from registries (admin CRUD,
 * stock operations, static uploads, Swagger UI) are listed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/helpers';
import { listRoutes, routeKey, type RouteEntry } from './inventory';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Non-test .ts files under a folder, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

/** `METHOD url` of every route written as `x.get('/…'` (a literal URL) in the router sources. */
function literalRoutes(): string[] {
  const files = [...sources(join(SRC, 'routes')), join(SRC, 'app.ts')];
  const re = /\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*'(\/[^']*)'/g;
  return files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(re)].map((m) => `${m[1]!.toUpperCase()} ${m[2]}`));
}

let t: TestContext;
let routes: RouteEntry[];
let keys: Set<string>;

beforeAll(async () => {
  t = await createTestContext();
  routes = listRoutes(t.app);
  keys = new Set(routes.map(routeKey));
});
afterAll(async () => t.close());

describe('listRoutes', () => {
  it('lists every literal route URL of the router files (app.ts, routes/, routes/admin/)', () => {
    const written = literalRoutes();
    expect(written.length).toBeGreaterThan(90);
    expect(written.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('lists every operation of the OpenAPI document', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head' && m !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('lists routes built from registries and hidden from the document', () => {
    for (const k of [
      'GET /api/otel', // admin CRUD registry (routes/admin/reference.ts)
      'DELETE /api/otel/:id',
      'POST /api/urun/:id/stok/ekle', // stock operations
      'GET /uploads/*', // static uploads (hidden in OpenAPI)
      'GET /api/docs', // Swagger UI (hidden)
    ]) {
      expect(keys.has(k), k).toBe(true);
    }
  });

  it('leaves out the HEAD twins of GET routes unless asked, sorted without duplicates', () => {
    expect(routes.some((r) => r.method === 'HEAD')).toBe(false);
    expect(listRoutes(t.app, { includeHead: true }).some((r) => r.method === 'HEAD' && r.url === '/api/urun')).toBe(true);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
    expect(routes.map((r) => r.url)).toEqual([...routes.map((r) => r.url)].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses an app it has not seen being built', () => {
    expect(() => listRoutes({} as never)).toThrow(/inventory\.ts/);
  });
});
