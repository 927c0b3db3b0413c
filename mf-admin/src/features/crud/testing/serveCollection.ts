import { vi, type Mock } from 'vitest';
import { okAnswer, type TestReply, type TestRequest, type TestRoutes, type TestServer } from '@skiclub/shared/testing';

/** An answer a test sets for one kind of call: a reply, or a function of the request giving one (may wait). */
export type CollectionReply = TestReply | ((req: TestRequest) => TestReply | Promise<TestReply>);

/** How the stand-in answers each kind of call; the default answers are in {@link serveCollection}. */
export interface CollectionAnswers {
  list?: CollectionReply;
  create?: CollectionReply;
  update?: CollectionReply;
  remove?: CollectionReply;
}

/**
 * What the collection received, as the screen's service was called: the payloads without the
 * human-verification token (and, for an update, without the id the body may carry).
 */
export interface CollectionCalls<P> {
  list: Mock<() => void>;
  create: Mock<(payload: P) => void>;
  update: Mock<(id: string, payload: P) => void>;
  remove: Mock<(id: string) => void>;
}

/** The route keys each collection put into a stand-in's table, so the next test's call replaces them. */
const installed = new WeakMap<TestRoutes, Map<string, string[]>>();

/** The body of a save as the screen's service built it, less the token (and the id of an update by `PUT url`). */
function payloadOf<P>(req: TestRequest): P {
  const { recaptchaToken: _token, id: _id, ...payload } = (req.body ?? {}) as Record<string, unknown>;
  return payload as P;
}

/**
 * Test helper (imported by tests only): one admin collection at `url` on the file's stand-in API
 * (`serveApi`/`serveLookups` from the MSW stand-in), for a screen that runs its real service
 * (createCrudService: schema-checked envelope, verification token, the shared client). `rows` is
 * what the list answers, whole (client-side paging); a create or delete answers success with no
 * row, an update is taken in any of the three update styles (`POST url/id`, `PUT url/id`, `PUT url`
 * with the id in the body). `answers` replaces an answer, e.g. `{ create: failAnswer(409, …) }`.
 * Call it inside the test: it replaces the collection's routes of an earlier test.
 * @returns spies of the calls received, with the payloads as the service was given them
 */
export function serveCollection<T extends { id: string }, P = unknown>(
  api: () => TestServer,
  url: string,
  rows: T[],
  answers: CollectionAnswers = {},
): CollectionCalls<P> {
  const calls: CollectionCalls<P> = { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() };
  const reply = (answer: CollectionReply | undefined, fallback: TestReply) => (req: TestRequest) =>
    answer === undefined ? fallback : typeof answer === 'function' ? answer(req) : answer;
  const routes = api().routes;
  for (const key of installed.get(routes)?.get(url) ?? []) delete routes[key];
  const keys: string[] = [];
  const route = (key: string, handler: (req: TestRequest) => TestReply | Promise<TestReply>) => {
    routes[key] = handler;
    keys.push(key);
  };
  route('GET /api/dogrulama/token', (req) => okAnswer({ token: `tok-${req.searchParams.get('action') ?? ''}` }));
  const listReply = reply(answers.list, okAnswer(rows));
  route(`GET ${url}`, (req) => (calls.list(), listReply(req)));
  const createReply = reply(answers.create, okAnswer(null));
  route(`POST ${url}`, (req) => (calls.create(payloadOf<P>(req)), createReply(req)));
  const updateReply = reply(answers.update, okAnswer(null));
  route(`PUT ${url}`, (req) => (calls.update(String((req.body as { id?: unknown } | null)?.id), payloadOf<P>(req)), updateReply(req)));
  const removeReply = reply(answers.remove, okAnswer(null));
  for (const row of rows) {
    const item = `${url}/${encodeURIComponent(row.id)}`;
    const update = (req: TestRequest) => (calls.update(row.id, payloadOf<P>(req)), updateReply(req));
    route(`POST ${item}`, update);
    route(`PUT ${item}`, update);
    route(`DELETE ${item}`, (req) => (calls.remove(row.id), removeReply(req)));
  }
  installed.set(routes, (installed.get(routes) ?? new Map<string, string[]>()).set(url, keys));
  return calls;
}
