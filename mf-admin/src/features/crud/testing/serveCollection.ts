import { vi, type Mock } from 'vitest';
import { okAnswer, type TestReply, type TestRequest, type TestServer } from '@skiclub/shared/testing';
import { payloadOf, resolveReply, type RouteReply } from './adminApi';

/** How the stand-in answers each kind of call; the default answers are in {@link serveCollection}. */
export interface CollectionAnswers {
  list?: RouteReply;
  create?: RouteReply;
  update?: RouteReply;
  remove?: RouteReply;
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

/** The body of a save as the screen's service built it, less the token (and the id of an update by `PUT url`). */
function saveOf<P>(req: TestRequest): P {
  const { id: _id, ...payload } = payloadOf(req.body);
  return payload as P;
}

/**
 * Test helper (imported by tests only): one admin collection at `url` on the file's stand-in API
 * (`serveAdminApi` or `serveLookups`, whose tables go back to their defaults before each
 * test, verification token included), for a screen that runs its real service
 * (createCrudService: schema-checked envelope, verification token, the shared client). `rows` is
 * what the list answers, whole (client-side paging); a create or delete answers success with no
 * row, an update is taken in any of the three update styles (`POST url/id`, `PUT url/id`, `PUT url`
 * with the id in the body). `answers` replaces an answer, e.g. `{ create: failAnswer(409, …) }`.
 * Call it inside the test (once per collection): its routes last until the test ends.
 * @returns spies of the calls received, with the payloads as the service was given them
 */
export function serveCollection<T extends { id: string }, P = unknown>(
  api: () => TestServer,
  url: string,
  rows: T[],
  answers: CollectionAnswers = {},
): CollectionCalls<P> {
  const calls: CollectionCalls<P> = { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() };
  const reply = (answer: RouteReply | undefined, fallback: TestReply) => (req: TestRequest) => resolveReply(answer, req, () => fallback);
  const routes = api().routes;
  const listReply = reply(answers.list, okAnswer(rows));
  routes[`GET ${url}`] = (req) => (calls.list(), listReply(req));
  const createReply = reply(answers.create, okAnswer(null));
  routes[`POST ${url}`] = (req) => (calls.create(saveOf<P>(req)), createReply(req));
  const updateReply = reply(answers.update, okAnswer(null));
  routes[`PUT ${url}`] = (req) => (calls.update(String((req.body as { id?: unknown } | null)?.id), saveOf<P>(req)), updateReply(req));
  const removeReply = reply(answers.remove, okAnswer(null));
  for (const row of rows) {
    const item = `${url}/${encodeURIComponent(row.id)}`;
    const update = (req: TestRequest) => (calls.update(row.id, saveOf<P>(req)), updateReply(req));
    routes[`POST ${item}`] = update;
    routes[`PUT ${item}`] = update;
    routes[`DELETE ${item}`] = (req) => (calls.remove(row.id), removeReply(req));
  }
  return calls;
}
