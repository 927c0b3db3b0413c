// The real Module Federation runtime loads remotes here; jsdom cannot fetch or run scripts, so
// a stand-in "network" answers the runtime's <script> elements (sets the remote's container
// global and fires load/error, or never answers: a stall) and `fetch` (releases.json, reports).
import { init } from '@module-federation/enhanced/runtime';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemotePage } from './components/RemotePage';
import { RemoteWidget } from './components/RemoteWidget';
import { REMOTE_UNAVAILABLE } from './components/RemoteErrorPanel';
import { resetFailureReports } from './failureReport';
import { parseReleases } from './api/releases';
import { canaryBucket, VISITOR_ID_KEY } from '@skiclub/shared/releases';
import { activeTargets, configureFederation, initFederation, loadRemoteModule, RemoteLoadError } from './runtime';

type Served = 'ok' | 'stall' | 'fail' | { altered: true };

interface Net {
  /** Behaviour per version of the catalog remote entry. */
  entry: Record<string, Served>;
  /** releases.json body. */
  releases: unknown;
  /** Components the remote's modules render, per version; `crash` throws while rendering. */
  crash: Record<string, boolean>;
  /** Script requests seen (path + query). */
  scripts: string[];
  /** Failure reports posted. */
  reports: unknown[];
  /** `get(expose)` calls on the containers, as `version:expose`. */
  gets: string[];
  /** Manifest requests (they all stall). */
  manifests: string[];
  /** Time releases.json takes to answer, ms. */
  releasesDelayMs: number;
}

let net: Net;
const ORIGIN = window.location.origin;
const entryPath = (v: string) => `/remotes/catalog/${v}/remoteEntry.js`;
const GOOD = 'sha256-iyi';

function releasesFile(live: string, o: { fallback?: string; integrity?: Record<string, string>; canary?: { version: string; percent: number } } = {}) {
  return {
    remotes: {
      catalog: {
        live,
        entry: entryPath(live),
        previous: o.fallback ?? null,
        versions: [live],
        routes: [],
        integrity: o.integrity ?? {},
        fallback: o.fallback ? { version: o.fallback, entry: entryPath(o.fallback), integrity: { 'remoteEntry.js': GOOD } } : null,
        canary: o.canary ? { ...o.canary, entry: entryPath(o.canary.version), integrity: {}, startedAt: '2026-11-24T08:00:00.000Z' } : null,
      },
    },
  };
}

function container(version: string) {
  return {
    init: async () => undefined,
    get: async (expose: string) => {
      net.gets.push(`${version}:${expose}`);
      const Page = () => {
        if (net.crash[version]) throw new Error(`${version} çöktü`);
        return <p>katalog {version}</p>;
      };
      return () => ({ default: Page });
    },
  };
}

/** Answers a <script> the runtime added, like the host would. */
function serve(script: HTMLScriptElement): void {
  const url = new URL(script.src, ORIGIN);
  net.scripts.push(url.pathname + url.search);
  const version = /^\/remotes\/catalog\/([^/]+)\/remoteEntry\.js$/.exec(url.pathname)?.[1];
  const how: Served = (version && net.entry[version]) || 'fail';
  if (how === 'stall') return;
  setTimeout(() => {
    // The browser refuses a file whose hash differs from the integrity attribute.
    const altered = typeof how === 'object' && !!script.getAttribute('integrity');
    if (how === 'fail' || altered || !version) {
      script.dispatchEvent(new Event('error'));
      return;
    }
    (window as unknown as Record<string, unknown>).catalog = container(version);
    script.dispatchEvent(new Event('load'));
  }, 5);
}

beforeAll(() => {
  init({ name: 'shell', remotes: [] });
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node);
    if (node instanceof HTMLScriptElement) serve(node);
    return node;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, initArg?: RequestInit) => {
      const url = new URL(String(input), ORIGIN);
      if (url.pathname === '/releases.json') {
        if (net.releasesDelayMs) await new Promise((r) => setTimeout(r, net.releasesDelayMs));
        return new Response(JSON.stringify(net.releases), { status: 200 });
      }
      // A stalled server: the manifest never answers; only the caller's abort ends the request.
      if (url.pathname.endsWith('/mf-manifest.json')) {
        net.manifests.push(url.pathname);
        return new Promise<Response>((_, reject) => initArg?.signal?.addEventListener('abort', () => reject(new DOMException('İptal', 'AbortError'))));
      }
      if (url.pathname === '/api/yayinlar/hata-raporu') {
        net.reports.push(JSON.parse(String(initArg?.body)));
        return new Response(null, { status: 204 });
      }
      // The integrity probe: the file is there (altered), so the failure was its hash.
      const version = /^\/remotes\/catalog\/([^/]+)\/remoteEntry\.js$/.exec(url.pathname)?.[1];
      return new Response('x', { status: version && net.entry[version] !== 'fail' ? 200 : 404 });
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

beforeEach(() => {
  net = { entry: {}, releases: {}, crash: {}, scripts: [], reports: [], gets: [], manifests: [], releasesDelayMs: 0 };
  resetFailureReports();
  delete (window as unknown as Record<string, unknown>).catalog;
  // Long enough for a busy machine to load and render; the stall test waits it out once.
  configureFederation({ loadTimeoutMs: 1500, manifestTimeoutMs: 300, retryDelayMs: 5 });
});

function boot(file: unknown) {
  net.releases = file;
  initFederation(parseReleases(file));
}

function page() {
  return render(
    <MemoryRouter>
      <RemotePage id="catalog/UrunlerSayfasi" />
    </MemoryRouter>,
  );
}

describe('loading defects', () => {
  it('a stalled remote entry ends in the panel after the timeout; Tekrar Dene loads it once the stall is over', async () => {
    net.entry = { '1': 'stall' };
    boot(releasesFile('1'));
    page();
    expect(await screen.findByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    expect(net.reports).toEqual([{ remote: 'catalog', version: '1', kind: 'timeout', message: expect.stringContaining('1500 ms') }]);
    net.entry['1'] = 'ok';
    await userEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('katalog 1')).toBeInTheDocument();
    // The entry that loads is a fresh request, not the stalled one: Tekrar Dene's `?r=1`, or on a
    // slow machine the retry plugin's own second attempt when it lands before the click.
    expect(net.scripts[0]).toBe('/remotes/catalog/1/remoteEntry.js');
    expect(net.scripts.length, JSON.stringify(net.scripts)).toBeGreaterThan(1);
    expect(net.scripts.slice(1).every((s) => s.startsWith('/remotes/catalog/1/remoteEntry.js')), JSON.stringify(net.scripts)).toBe(true);
  });

  it('Tekrar Dene after a render crash loads the remote entry and the exposed module again', async () => {
    // Nothing here is about time: budgets a stalled event loop on a busy machine cannot exceed,
    // so no timeout (and no retry of its own) joins the render failure.
    configureFederation({ loadTimeoutMs: 20_000, manifestTimeoutMs: 10_000, retryDelayMs: 5 });
    net.entry = { '2': 'ok' };
    net.crash['2'] = true;
    boot(releasesFile('2'));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    page();
    expect(await screen.findByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ remote: 'catalog', version: '2', kind: 'render' })]);
    (globalThis as unknown as Record<string, unknown>).chunk_catalog = [['eski']];
    net.crash['2'] = false;
    const getsBefore = net.gets.length;
    await userEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('katalog 2')).toBeInTheDocument();
    // Two requests of the entry (the second a fresh one), and the exposed module fetched again
    // after the click (React may render the crashing page more than once before the panel).
    // Only version 2's: the stall test's retry of version 1 may still land here on a busy machine.
    const entries = net.scripts.filter((s) => s.startsWith('/remotes/catalog/2/'));
    expect(entries, JSON.stringify(net.scripts)).toHaveLength(2);
    expect(entries.every((s) => s.startsWith('/remotes/catalog/2/remoteEntry.js'))).toBe(true);
    expect(new Set(entries).size).toBe(2);
    expect(getsBefore).toBeGreaterThanOrEqual(1);
    expect(net.gets.length).toBeGreaterThan(getsBefore);
    expect(new Set(net.gets)).toEqual(new Set(['2:./UrunlerSayfasi']));
    // The old entry's chunk registry is gone, so the new runtime fetches the chunks again.
    expect((globalThis as unknown as Record<string, unknown>).chunk_catalog).toBeUndefined();
    spy.mockRestore();
  });

  it('Tekrar Dene re-reads releases.json and loads what is live now (rollback while the tab was open)', async () => {
    net.entry = { '3': 'fail', '2': 'ok' };
    boot(releasesFile('3'));
    page();
    expect(await screen.findByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    net.releases = releasesFile('2');
    await userEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('katalog 2')).toBeInTheDocument();
    expect(activeTargets()).toMatchObject([{ remote: 'catalog', version: '2', source: 'live' }]);
  });
});

describe('automatic fall-back', () => {
  it('loads the fallback version when live fails, reports the failure once per page view', async () => {
    net.entry = { '5': 'fail', '4': 'ok' };
    boot(releasesFile('5', { fallback: '4' }));
    const a = await loadRemoteModule<{ default: unknown }>('catalog/A');
    const b = await loadRemoteModule<{ default: unknown }>('catalog/B');
    expect(a.default).toBeTypeOf('function');
    expect(b.default).toBeTypeOf('function');
    expect(net.gets).toEqual(['4:./A', '4:./B']);
    expect(net.reports).toEqual([expect.objectContaining({ remote: 'catalog', version: '5', kind: 'entry' })]);
    expect(activeTargets()).toMatchObject([{ version: '4', source: 'fallback', entry: entryPath('4') }]);
  });

  it('a live entry altered after publishing fails its integrity check: reported as integrity, fallback loaded', async () => {
    net.entry = { '7': { altered: true }, '6': 'ok' };
    boot(releasesFile('7', { fallback: '6', integrity: { 'remoteEntry.js': 'sha256-yayinlanan' } }));
    page();
    expect(await screen.findByText('katalog 6')).toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ remote: 'catalog', version: '7', kind: 'integrity' })]);
  });

  it('shows the panel only when the fallback fails too, with both versions reported', async () => {
    net.entry = { '9': 'fail', '8': 'fail' };
    boot(releasesFile('9', { fallback: '8' }));
    const error = await loadRemoteModule('catalog/A').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).kind).toBe('entry');
    await waitFor(() => expect(net.reports).toHaveLength(2));
    expect(net.reports).toEqual([expect.objectContaining({ version: '9' }), expect.objectContaining({ version: '8' })]);
  });
});

describe('stalled manifest', () => {
  const stalled = (v: string) => ({ remotes: { catalog: { live: v, entry: `/remotes/catalog/${v}/mf-manifest.json`, routes: [], integrity: {} } } });

  it('fails as a timeout after the manifest budget, well before the whole-load timeout, once', async () => {
    boot(stalled('16'));
    const error = await loadRemoteModule('catalog/A').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as RemoteLoadError).kind).toBe('timeout');
    // A stall is not retried: waiting again would only delay the panel.
    expect(net.manifests).toEqual(['/remotes/catalog/16/mf-manifest.json']);
    await waitFor(() => expect(net.reports).toEqual([expect.objectContaining({ remote: 'catalog', version: '16', kind: 'timeout' })]));
    // The manifest's 300 ms budget ended it, not the whole load's 1500 ms: the report names the
    // budget spent (no wall clock is read, so a busy machine cannot fail this).
    expect(net.reports).toEqual([expect.objectContaining({ message: expect.stringContaining('300 ms') })]);
    expect(net.reports).not.toEqual([expect.objectContaining({ message: expect.stringContaining('1500 ms') })]);
  });

  it('loads the fallback version after a stalled live manifest', async () => {
    net.entry = { '17': 'ok' };
    const file = stalled('18') as { remotes: { catalog: Record<string, unknown> } };
    file.remotes.catalog.fallback = { version: '17', entry: entryPath('17'), integrity: {} };
    boot(file);
    page();
    expect(await screen.findByText('katalog 17')).toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ version: '18', kind: 'timeout' })]);
  });
});

describe('render crash with release fall-back', () => {
  it('a live page that throws while rendering is replaced by the previous version, not the panel', async () => {
    net.entry = { '13': 'ok', '12': 'ok' };
    net.crash['13'] = true;
    boot(releasesFile('13', { fallback: '12' }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    page();
    expect(await screen.findByText('katalog 12')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE)).not.toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ remote: 'catalog', version: '13', kind: 'render', message: expect.stringContaining('13 çöktü') })]);
    expect(activeTargets()).toMatchObject([{ version: '12', source: 'fallback' }]);
    spy.mockRestore();
  });

  it('a home widget that throws while rendering is loaded from the previous version too', async () => {
    net.entry = { '20': 'ok', '19': 'ok' };
    net.crash['20'] = true;
    boot(releasesFile('20', { fallback: '19' }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RemoteWidget id="catalog/Weather" />);
    expect(await screen.findByText('katalog 19')).toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ version: '20', kind: 'render' })]);
    spy.mockRestore();
  });

  it('shows the panel when the previous version throws too; Tekrar Dene loads live again', async () => {
    net.entry = { '15': 'ok', '14': 'ok' };
    net.crash = { '15': true, '14': true };
    boot(releasesFile('15', { fallback: '14' }));
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    page();
    expect(await screen.findByText(REMOTE_UNAVAILABLE)).toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ version: '15', kind: 'render' }), expect.objectContaining({ version: '14', kind: 'render' })]);
    net.crash = {};
    await userEvent.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('katalog 15')).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('home widgets whose remote failed to load', () => {
  afterEach(() => vi.useRealTimers());

  /** Reads of releases.json so far (each reset re-reads it). */
  const releaseReads = () => vi.mocked(fetch).mock.calls.filter(([u]) => new URL(String(u), ORIGIN).pathname === '/releases.json').length;

  /**
   * Lets `ms` pass on the fake clock in 100 ms steps inside act: React renders between the steps,
   * so each failure, retry and load can follow the one before.
   */
  async function elapse(ms: number) {
    for (let t = 0; t < ms; t += 100) await act(() => vi.advanceTimersByTimeAsync(Math.min(100, ms - t)));
  }

  function widgets() {
    render(
      <>
        <RemoteWidget id="catalog/NewestProducts" />
        <RemoteWidget id="catalog/LatestNews" />
        <RemoteWidget id="catalog/Weather" />
      </>,
    );
  }

  it('try again 2 s later, the three of one remote with one reset, and show once the remote answers', async () => {
    vi.useFakeTimers();
    net.entry = { '30': 'fail' };
    boot(releasesFile('30'));
    widgets();
    await elapse(1500);
    expect(screen.queryByText('katalog 30')).not.toBeInTheDocument();
    expect(net.reports).toEqual([expect.objectContaining({ version: '30', kind: 'entry' })]);
    const reads = releaseReads();
    net.entry['30'] = 'ok';
    // A network's time for releases.json, so the three widgets' tries overlap.
    net.releasesDelayMs = 50;
    await elapse(400);
    expect(screen.queryByText('katalog 30')).not.toBeInTheDocument();
    await elapse(600);
    expect(screen.getAllByText('katalog 30')).toHaveLength(3);
    expect(releaseReads() - reads).toBe(1);
    expect(new Set(net.gets)).toEqual(new Set(['30:./NewestProducts', '30:./LatestNews', '30:./Weather']));
  });

  it('stay hidden, with no empty space, when the remote is still down after the two further tries (2 s and 8 s)', async () => {
    vi.useFakeTimers();
    net.entry = { '31': 'fail' };
    boot(releasesFile('31'));
    const { container } = render(<RemoteWidget id="catalog/Weather" reserveHeight={300} />);
    const entryLoads = () => net.scripts.filter((s) => s.startsWith('/remotes/catalog/31/')).length;
    await elapse(1500);
    const first = entryLoads();
    expect(first).toBeGreaterThan(0);
    expect(container.innerHTML).toBe('');
    await elapse(2000);
    expect(container.innerHTML).toBe('');
    expect(entryLoads()).toBeGreaterThan(first);
    const second = entryLoads();
    await elapse(8000);
    expect(entryLoads()).toBeGreaterThan(second);
    const third = entryLoads();
    await elapse(60_000);
    expect(entryLoads()).toBe(third);
    expect(container.innerHTML).toBe('');
  });
});

describe('canary', () => {
  /** A visitor id whose bucket is below (or not below) `percent`. */
  function visitor(inside: boolean, percent: number): string {
    for (let i = 0; ; i++) if (canaryBucket(`ziyaretci-${i}`) < percent === inside) return `ziyaretci-${i}`;
  }

  it('a browser in the canary bucket loads the canary version, others live; a failing canary falls back to live', async () => {
    net.entry = { '11': 'ok', '10': 'ok' };
    localStorage.setItem(VISITOR_ID_KEY, visitor(true, 20));
    boot(releasesFile('10', { canary: { version: '11', percent: 20 } }));
    await loadRemoteModule('catalog/A');
    expect(net.gets).toEqual(['11:./A']);
    expect(activeTargets()).toMatchObject([{ version: '11', source: 'canary' }]);

    localStorage.setItem(VISITOR_ID_KEY, visitor(false, 20));
    boot(releasesFile('10', { canary: { version: '11', percent: 20 } }));
    await loadRemoteModule('catalog/A');
    expect(net.gets).toEqual(['11:./A', '10:./A']);

    net.entry['11'] = 'fail';
    localStorage.setItem(VISITOR_ID_KEY, visitor(true, 20));
    boot(releasesFile('10', { canary: { version: '11', percent: 20 } }));
    await loadRemoteModule('catalog/A');
    expect(net.gets).toEqual(['11:./A', '10:./A', '10:./A']);
    expect(net.reports).toEqual([expect.objectContaining({ version: '11', kind: 'entry' })]);
  });
});
