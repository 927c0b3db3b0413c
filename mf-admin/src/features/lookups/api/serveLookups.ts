import { failAnswer, okAnswer, type TestRoutes, type TestServer, type TestServerOptions } from '@skiclub/shared/testing';
import { serveAdminApi } from '../../crud/testing/adminApi';
import { lookupUrl, type LookupKind, type LookupRows } from './lookups';

/** The lookup lists a test serves: rows of each kind (as the API sends them), or 'fail' for a 500. */
export type LookupAnswers = { [K in LookupKind]?: LookupRows[K][] | 'fail' };

const KINDS: readonly LookupKind[] = ['countries', 'cities', 'hotels', 'roomTypes', 'accommodationTypes', 'feeTypes'];

/**
 * Test helper (imported by tests only): serves every lookup list of the test file from the
 * stand-in API (MSW, {@link serveAdminApi}: the verification token answers `tok-<action>`, the
 * table goes back to the lookups before each test), so the screens' real `lookupOptions`/`loadLookup`
 * run with their schemas and alerts. `answers` is read at each request, so a test may change what a
 * list gives; a kind it leaves out answers an empty list. `options` as `serveApi`'s (a real socket
 * for multipart uploads).
 */
export function serveLookups(answers: () => LookupAnswers, options: TestServerOptions = {}): () => TestServer {
  const routes: TestRoutes = {};
  for (const kind of KINDS) {
    routes[`GET ${lookupUrl(kind)}`] = () => {
      const rows = answers()[kind];
      return rows === 'fail' ? failAnswer(500) : okAnswer(rows ?? []);
    };
  }
  return serveAdminApi(routes, options);
}
