import { beforeEach } from 'vitest';
import { serveAdminApi } from './adminApi';

/** A request the stand-in API received (verification-token calls left out). */
export interface SeenRequest {
  /** Lower case, as axios names it (`'get'`, `'put'` …). */
  method: string;
  /** The path as sent, percent-encoding kept (`/api/ulke/a%201`). */
  url: string;
  /** The query string's parameters (strings), or undefined without one. */
  params?: Record<string, string>;
  /** The parsed JSON body, or undefined without one. */
  body?: unknown;
}

/** The stand-in API of a test file: what it saw, and how it answers (set `answer` per test). */
export interface FakeHttp {
  seen: SeenRequest[];
  answer: (req: SeenRequest) => { status: number; data: unknown };
}

/**
 * The shared stand-in API (MSW, {@link serveAdminApi}) behind the real shared axios instance
 * (interceptors, error catalogue and all), answering every request of the file through `answer`,
 * which is reset before each test. Verification tokens (`/api/dogrulama/token`) answer
 * `tok-<action>` (serveAdminApi's default); a status ≥ 400 rejects as axios does for a real server.
 */
export function installFakeHttp(): FakeHttp {
  const fake: FakeHttp = { seen: [], answer: () => ({ status: 200, data: null }) };
  serveAdminApi({
    '*': (req) => {
      const seen: SeenRequest = {
        method: req.method.toLowerCase(),
        url: req.path,
        params: req.query ? Object.fromEntries(req.searchParams) : undefined,
        body: req.body ?? undefined,
      };
      fake.seen.push(seen);
      const { status, data } = fake.answer(seen);
      return { status, body: data };
    },
  });
  beforeEach(() => {
    fake.seen = [];
    fake.answer = () => ({ status: 200, data: null });
  });
  return fake;
}
