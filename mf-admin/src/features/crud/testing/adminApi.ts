/**
 * Test helpers (imported by tests only) shared by the admin screens' and services' Vitest files:
 * the stand-in API with the admin's default routes ({@link serveAdminApi}), the answer a test sets
 * for one kind of call ({@link RouteReply}, {@link resolveReply}) and the saved payload as the
 * service was given it ({@link payloadOf}).
 */
import { beforeEach } from 'vitest';
import { okAnswer, serveApi, type TestReply, type TestRequest, type TestRoutes, type TestServer, type TestServerOptions } from '@skiclub/shared/testing';

/** The human-verification token route every saving admin service calls first. */
export const TOKEN_ROUTE = 'GET /api/dogrulama/token';

/** The stand-in's default token answer: `{ token: 'tok-<action>' }` (the action of the query string). */
export const tokenReply = (req: TestRequest): TestReply => okAnswer({ token: `tok-${req.searchParams.get('action') ?? ''}` });

/**
 * The file's stand-in API (`serveApi` of @skiclub/shared/testing, same `options`) with the admin's
 * defaults: {@link TOKEN_ROUTE} answers {@link tokenReply} unless `routes` names it. Before each
 * test the live route table is set back to these defaults plus `routes`, so what a test adds
 * (a collection, item routes, a `*`) never reaches the next test and helpers need not clean up.
 * @returns a getter of the running stand-in, as `serveApi`'s
 */
export function serveAdminApi(routes: TestRoutes = {}, options: TestServerOptions = {}): () => TestServer {
  const defaults: TestRoutes = { [TOKEN_ROUTE]: tokenReply, ...routes };
  const table: TestRoutes = { ...defaults };
  const api = serveApi(table, options);
  beforeEach(() => {
    for (const key of Object.keys(table)) delete table[key];
    Object.assign(table, defaults);
  });
  return api;
}

/**
 * What a test sets for one kind of call: a reply (`A`, a {@link TestReply} unless given), or a
 * function of the request giving one, which may wait (e.g. a promise the test resolves later).
 */
export type RouteReply<A = TestReply> = A | ((req: TestRequest) => A | Promise<A>);

/**
 * The answer to `req`: `given` (called with the request when it is a function), or `fallback()`
 * when the test set none. The fallback is called only then, so it may change the stand-in's state.
 */
export function resolveReply<A extends TestReply>(given: RouteReply<A> | undefined, req: TestRequest, fallback: () => A | Promise<A>): A | Promise<A> {
  if (given === undefined) return fallback();
  return typeof given === 'function' ? given(req) : given;
}

/**
 * The JSON body of a request as the screen's service was given it: `body` (a {@link TestRequest}'s
 * `body`; null or absent reads as `{}`) without the `recaptchaToken` the service adds, typed as `T`
 * (not checked: the test says what it expects).
 */
export function payloadOf<T = Record<string, unknown>>(body: unknown): T {
  const { recaptchaToken: _token, ...payload } = (body ?? {}) as Record<string, unknown>;
  return payload as T;
}
