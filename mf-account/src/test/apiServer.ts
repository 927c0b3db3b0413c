/**
 * Test helper of the account screens (imported by tests only): the shared local stand-in API
 * (@skiclub/shared/testing), one per test file, with an empty route table and request list before
 * each test, so the screens run the real client and SWR over HTTP.
 */
import { failAnswer, okAnswer, serveApi, type TestReply, type TestRequest, type TestRoutes, type TestServerOptions } from '@skiclub/shared/testing';

/** One answer, or 'drop' for a network error without an answer. */
export type Answer = TestReply;
/** `{ basarili: true, veri, mesaj }` with status 200. */
export const ok = okAnswer;
/** `{ basarili: false, veri: null, mesaj, hatalar? }` with `status`. */
export const fail = failAnswer;

/** The stand-in API of one test file. Assigning `routes` replaces the whole table. */
export interface ApiServer {
  routes: TestRoutes;
  readonly requests: TestRequest[];
  /** The requests to one `METHOD /path`, oldest first. */
  calls: (route: string) => TestRequest[];
}

/**
 * Starts the stand-in API for the calling test file (beforeAll; `options.transport: 'socket'` for
 * multipart uploads) and points the shared client at it; before each test the routes and requests are emptied and `setup` runs; after each test the
 * real timers and every spied method are back.
 */
export function standInApi(setup?: (api: ApiServer) => void, options: TestServerOptions = {}): ApiServer {
  const running = serveApi({}, options);
  const replaceRoutes = (next: TestRoutes) => {
    const live = running().routes;
    for (const key of Object.keys(live)) delete live[key];
    Object.assign(live, next);
  };
  const api: ApiServer = {
    get routes() {
      return running().routes;
    },
    set routes(next) {
      replaceRoutes(next);
    },
    get requests() {
      return running().requests;
    },
    calls: (route) => running().calls(route),
  };
  beforeEach(() => {
    replaceRoutes({});
    setup?.(api);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return api;
}
