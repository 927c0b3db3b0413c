/**
 * Remote faults: 5 remotes × 4 faults, made by request
 * interception (page.route) on one page each remote owns:
 * - manifest 404: the version's mf-manifest.json answers 404;
 * - chunk 500: the exposed module's chunk answers 500 (the entry loads, its own runtime fails);
 * - manifest stalled 15 s: mf-manifest.json answers only after 15 s (the shell gives up on a
 *   manifest without response headers after MANIFEST_TIMEOUT_MS, 2.5 s: shell runtime.ts; the
 *   matrix moves the page's clock past it, page.clock);
 * - throws on render: the remote entry is served with its exposed module's component replaced by
 *   one that throws while rendering (and releases.json with that entry's hash, so Subresource
 *   Integrity passes: a version published like that).
 * Each case, with release fall-back off (releases.json served without fallback or canary): the
 * Turkish panel with 'Tekrar Dene' within 5 s of the navigation; header, footer
 * and their links work around it; once the fault is lifted 'Tekrar Dene' brings the remote's
 * page without a page reload. Then, with a previous version to fall back to (a second build of
 * every remote published and made live; rolled back afterwards), each fault of the live version
 * (manifest 404, entry 500, manifest stalled, throws on render) loads the previous version instead
 * of the panel, the four faults in four tabs side by side.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, appendFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from './fixtures';
import { ADMIN, MEMBER, apiLogin, putSession, releaseCli as cli, root } from './helpers';

type RemoteName = 'catalog' | 'camps' | 'account' | 'checkout' | 'admin';

interface RemoteCase {
  remote: RemoteName;
  /** A page the remote owns. */
  path: string;
  /** Its exposed module. */
  module: string;
  /** Who may open it (the shell's guard). */
  who: 'guest' | 'member' | 'admin';
  /** The remote's own content on that page. */
  ready: (page: Page) => Locator;
}

const heading = (name: string) => (page: Page) => page.locator('main').getByRole('heading', { name, exact: true });

const REMOTES: RemoteCase[] = [
  { remote: 'catalog', path: '/urunler', module: 'ProductsPage', who: 'guest', ready: (page) => page.locator('main').getByText(/\d+ ürün bulundu/) },
  { remote: 'camps', path: '/kamplarim', module: 'MyCampsPage', who: 'member', ready: heading('Kamplarım') },
  { remote: 'account', path: '/giris', module: 'SignInPage', who: 'guest', ready: (page) => page.locator('main form').getByRole('button', { name: 'Giriş Yap' }) },
  { remote: 'checkout', path: '/sepet', module: 'CartPage', who: 'member', ready: heading('Sepetim') },
  { remote: 'admin', path: '/admin/ulkeler', module: 'CountriesPage', who: 'admin', ready: heading('Ülkeler') },
];

type FaultName = 'manifest 404' | 'entry 500' | 'chunk 500' | 'manifest stalled 15 s' | 'throws on render';

/** The matrix's faults; 'entry 500' joins them in the fall-back block. */
const MATRIX_FAULTS: FaultName[] = ['manifest 404', 'chunk 500', 'manifest stalled 15 s', 'throws on render'];
const FALLBACK_FAULTS: FaultName[] = ['manifest 404', 'entry 500', 'manifest stalled 15 s', 'throws on render'];

/** The kind of failure report (POST /api/yayinlar/hata-raporu) each fault must give. */
const REPORTED_AS: Record<FaultName, string> = {
  'manifest 404': 'manifest',
  'entry 500': 'entry',
  'chunk 500': 'chunk',
  'manifest stalled 15 s': 'timeout',
  'throws on render': 'render',
};

/** Failure reports the page sends, as `remote version kind`. */
function recordReports(page: Page): string[] {
  const out: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== '/api/yayinlar/hata-raporu') return;
    const b = r.postDataJSON() as { remote: string; version: string; kind: string };
    out.push(`${b.remote} ${b.version} ${b.kind}`);
  });
  return out;
}

/** The panel shows within 5 s of the navigation, a stalled manifest included. */
const PANEL_WITHIN_MS = 5_000;
const STALL_MS = 15_000;

interface ReleaseEntry {
  live: string;
  entry: string;
  integrity?: Record<string, string>;
  fallback?: { version: string } | null;
  canary?: unknown;
}
interface ReleasesFile {
  remotes: Record<string, ReleaseEntry>;
}


async function releases(request: APIRequestContext): Promise<ReleasesFile> {
  const r = await request.get('/releases.json');
  expect(r.ok()).toBe(true);
  return (await r.json()) as ReleasesFile;
}

/** `file` with release fall-back off: no fallback or canary version for any remote. */
function fallbackOff(file: ReleasesFile): ReleasesFile {
  for (const e of Object.values(file.remotes)) Object.assign(e, { fallback: null, canary: null });
  return file;
}

/** Serves the page releases.json with release fall-back off, whatever the release store holds. */
async function withoutFallback(page: Page): Promise<void> {
  await page.route('**/releases.json', async (route) => {
    const r = await route.fetch();
    await route.fulfill({ response: r, json: fallbackOff((await r.json()) as ReleasesFile) });
  });
}

/** `url` is a file of `remote` (in `version` when given). */
function inRemote(url: URL, remote: RemoteName, version?: string): boolean {
  return url.pathname.startsWith(`/remotes/${remote}/${version ? `${version}/` : ''}`);
}

/**
 * Script appended to a remote entry: the container's `get` of `./<module>` gives a module whose
 * default export throws while rendering (everything else of the remote stays real).
 */
function throwingEntrySuffix(globalName: string, module: string): string {
  return `
;(function () {
  var c = self[${JSON.stringify(globalName)}];
  if (!c) return;
  var copy = {};
  for (var k in c) copy[k] = c[k];
  var get = c.get;
  copy.get = function (name) {
    var p = get.apply(c, arguments);
    if (name !== ${JSON.stringify(`./${module}`)}) return p;
    return Promise.resolve(p).then(function (factory) {
      return function () {
        var real = factory();
        var out = {};
        for (var k in real) out[k] = real[k];
        out.__esModule = true;
        out.default = function KasitliHata() { throw new Error('e2e: ${module} çizerken hata verdi'); };
        return out;
      };
    });
  };
  self[${JSON.stringify(globalName)}] = copy;
})();
`;
}

/** `sha256-…` or `sha384-…` of `body`, in the algorithm of `like`. */
function sri(body: string, like: string | undefined): string {
  const algo = like?.startsWith('sha384-') ? 'sha384' : like?.startsWith('sha512-') ? 'sha512' : 'sha256';
  return `${algo}-${createHash(algo).update(body).digest('base64')}`;
}

/** A fault in place on a page; `lift()` removes it (requests from then on are served normally). */
interface Fault {
  lift: () => Promise<void>;
  /** Requests the fault answered so far. */
  hits: () => number;
}

/**
 * Puts `fault` on the files of `c.remote` (only of `version` when given: the live version in the
 * fall-back block).
 */
async function applyFault(page: Page, request: APIRequestContext, c: RemoteCase, fault: FaultName, version?: string): Promise<Fault> {
  const routes: Array<[(url: URL) => boolean, (route: Route) => Promise<void>]> = [];
  let lifted = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  if (fault === 'manifest 404') {
    routes.push([(u) => inRemote(u, c.remote, version) && u.pathname.endsWith('/mf-manifest.json'), (route) => route.fulfill({ status: 404, body: 'Not Found' })]);
  } else if (fault === 'entry 500') {
    routes.push([(u) => inRemote(u, c.remote, version) && new RegExp(`/static/js/${c.remote}\\.[0-9a-f]+\\.js$`).test(u.pathname), (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })]);
  } else if (fault === 'chunk 500') {
    routes.push([
      (u) => inRemote(u, c.remote, version) && new RegExp(`/static/js/async/__federation_expose_${c.module}\\.[0-9a-f]+\\.js$`).test(u.pathname),
      (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
    ]);
  } else if (fault === 'manifest stalled 15 s') {
    routes.push([
      (u) => inRemote(u, c.remote, version) && u.pathname.endsWith('/mf-manifest.json'),
      async (route) => {
        await Promise.race([new Promise((r) => setTimeout(r, STALL_MS)), released]);
        // The page may have given up on the request long ago.
        await route.continue().catch(() => undefined);
      },
    ]);
  } else {
    // A version whose exposed module throws while rendering, published with its real hashes.
    const file = await releases(request);
    const e = file.remotes[c.remote]!;
    const base = e.entry.replace(/mf-manifest\.json$/, '');
    const manifest = (await (await request.get(e.entry)).json()) as { metaData: { globalName: string; remoteEntry: { name: string } } };
    const entryFile = manifest.metaData.remoteEntry.name;
    const body = (await (await request.get(base + entryFile)).text()) + throwingEntrySuffix(manifest.metaData.globalName, c.module);
    if (version) expect(e.live).toBe(version);
    else fallbackOff(file);
    e.integrity = { ...e.integrity, [entryFile]: sri(body, e.integrity?.[entryFile]) };
    routes.push([(u) => u.pathname === base + entryFile, (route) => route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body })]);
    routes.push([(u) => u.pathname === '/releases.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-cache' }, body: JSON.stringify(file) })]);
  }
  let hits = 0;
  const handlers = routes.map(([match, handle]) => {
    const m = (url: URL) => !lifted && match(url);
    const h = (route: Route) => {
      hits++;
      return handle(route);
    };
    return [m, h] as const;
  });
  for (const [m, h] of handlers) await page.route(m, h);
  return {
    lift: async () => {
      lifted = true;
      release();
      for (const [m, h] of handlers) await page.unroute(m, h);
    },
    hits: () => hits,
  };
}

async function signIn(page: Page, request: APIRequestContext, who: RemoteCase['who']): Promise<void> {
  if (who !== 'guest') await putSession(page, await apiLogin(request, who === 'admin' ? ADMIN : MEMBER));
}

/** Header and footer work around the panel: their links open shell pages; back returns to `c.path`. */
async function chromeStillWorks(page: Page, c: RemoteCase): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Hakkımızda', exact: true }).click();
  await expect(page).toHaveURL(/\/hakkimizda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Alışveriş Rehberi' }).click();
  await expect(page).toHaveURL(/\/alisveris-rehberi$/);
  await expect(page.locator('main')).not.toBeEmpty();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${c.path}$`));
}

// Timed on the wall clock (the panel within 5 s): deploy/tools/e2e.mjs runs @timed tests on their own.
test.describe('remote faults (release fall-back off): panel, working header and footer, Tekrar Dene without a reload', { tag: '@timed' }, () => {
  // Each case on a page of its own: dealt one by one to whichever worker is free.
  test.describe.configure({ mode: 'parallel' });
  for (const c of REMOTES) {
    for (const fault of MATRIX_FAULTS) {
      test(`${c.remote} ${c.path}: ${fault}`, async ({ page, request }) => {
        await signIn(page, request, c.who);
        const live = (await releases(request)).remotes[c.remote]!.live;
        const reports = recordReports(page);
        await withoutFallback(page);
        const f = await applyFault(page, request, c, fault);
        const panel = page.getByTestId('remote-error');
        // The stall is timed on the page's clock: once the stalled request waits, the clock moves
        // on by what is left of the 5 s, so the test checks the shell's timeout without waiting it out.
        const stalled = fault === 'manifest stalled 15 s';
        if (stalled) await page.clock.install();
        const t0 = Date.now();
        await page.goto(c.path, { waitUntil: 'commit' });
        if (stalled) {
          await expect.poll(() => f.hits(), { timeout: PANEL_WITHIN_MS }).toBeGreaterThan(0);
          await page.clock.fastForward(Math.max(0, PANEL_WITHIN_MS - (Date.now() - t0)));
        }
        await expect(panel.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible({ timeout: PANEL_WITHIN_MS });
        const shownAfter = Date.now() - t0;
        expect(shownAfter).toBeLessThan(PANEL_WITHIN_MS);
        await expect(panel).toContainText('Bu bölüm şu anda yüklenemiyor.');
        await expect(c.ready(page)).toHaveCount(0);
        expect(f.hits(), 'the fault was hit').toBeGreaterThan(0);
        // The panel is there for this fault, not another one.
        await expect.poll(() => reports).toContain(`${c.remote} ${live} ${REPORTED_AS[fault]}`);
        await page.evaluate(() => ((window as unknown as { __e2eMarker?: string }).__e2eMarker = 'ayni-sayfa'));

        await chromeStillWorks(page, c);
        await expect(panel.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible({ timeout: PANEL_WITHIN_MS });

        await f.lift();
        await panel.getByRole('button', { name: 'Tekrar Dene' }).click();
        await expect(c.ready(page)).toBeVisible({ timeout: 15_000 });
        await expect(panel).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('ayni-sayfa');
        console.log(`${c.remote} ${fault}: panel ${shownAfter} ms after the navigation`);
      });
    }
  }
});

test.describe.serial('remote faults with release fall-back: the previous version loads instead of the panel', () => {
  /** remote → [previous (original) version, live (second build) version] */
  const versions = new Map<RemoteName, { previous: string; live: string }>();
  const tmp: string[] = [];

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const before = await releases(request);
    for (const c of REMOTES) {
      const original = before.remotes[c.remote]!.live;
      // A second build: the same files plus a marker, so its content hash (version) differs.
      const dist = mkdtempSync(path.join(os.tmpdir(), `${c.remote}-fallback-`));
      tmp.push(dist);
      cpSync(path.join(root, `mf-${c.remote}/dist`), dist, { recursive: true });
      const js = readdirSync(path.join(dist, 'static/js')).find((f) => f.startsWith(`${c.remote}.`) && f.endsWith('.js'))!;
      appendFileSync(path.join(dist, 'static/js', js), `\n/* remote-faults ${Date.now()} */\n`);
      const published = JSON.parse(cli('publish', c.remote, dist)) as { version: string };
      cli('switch', c.remote, published.version);
      versions.set(c.remote, { previous: original, live: published.version });
    }
    const after = await releases(request);
    for (const c of REMOTES) {
      const v = versions.get(c.remote)!;
      expect(after.remotes[c.remote]).toMatchObject({ live: v.live, fallback: { version: v.previous } });
    }
  });

  test.afterAll(() => {
    // Leave the live versions as they were for the suites that follow.
    for (const c of REMOTES) if (versions.has(c.remote)) cli('rollback', c.remote);
    for (const d of tmp) rmSync(d, { recursive: true, force: true });
  });

  for (const c of REMOTES) {
    test(`${c.remote} ${c.path}: ${FALLBACK_FAULTS.join(', ')} of the live version → the previous version`, async ({ context, request }) => {
      const v = versions.get(c.remote)!;
      if (c.who !== 'guest') {
        const s = await apiLogin(request, c.who === 'admin' ? ADMIN : MEMBER);
        await context.addInitScript(([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        }, [s.token, JSON.stringify(s.user)] as const);
      }
      // One tab per fault, side by side (each tab has its own interception and page view).
      await Promise.all(
        FALLBACK_FAULTS.map(async (fault) => {
          const page = await context.newPage();
          const seen: string[] = [];
          page.on('request', (r) => seen.push(new URL(r.url()).pathname));
          const reports = recordReports(page);
          const f = await applyFault(page, request, c, fault, v.live);
          await page.goto(c.path);
          await expect(c.ready(page), `${fault}: the previous version's page`).toBeVisible({ timeout: 20_000 });
          await expect(page.getByTestId('remote-error'), `${fault}: no panel`).toHaveCount(0);
          expect(f.hits(), `${fault}: the fault was hit`).toBeGreaterThan(0);
          await expect.poll(() => reports, `${fault}: reported`).toContain(`${c.remote} ${v.live} ${REPORTED_AS[fault]}`);
          expect(seen.some((p) => p.startsWith(`/remotes/${c.remote}/${v.live}/`)), `${fault}: ${v.live} tried first`).toBe(true);
          expect(seen.some((p) => p.startsWith(`/remotes/${c.remote}/${v.previous}/`)), `${fault}: ${v.previous} loaded`).toBe(true);
          await f.lift();
        }),
      );
    });
  }
});
