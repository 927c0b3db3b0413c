import { fetchReleases } from './releases';
import { prefetchReleases, takePrefetchedReleases } from './prefetch';

const FILE = { remotes: { catalog: { live: '1.0.0-a', entry: '/remotes/catalog/1.0.0-a/mf-manifest.json', routes: [] } } };

describe('releases.json requested by the entry', () => {
  afterEach(() => {
    takePrefetchedReleases();
    vi.unstubAllGlobals();
  });

  it('boot takes the early request once; a later read (Tekrar Dene) asks the server again', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(FILE), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchReleases();
    prefetchReleases();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/releases.json', { cache: 'no-store' });
    expect((await fetchReleases()).catalog?.live).toBe('1.0.0-a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchReleases();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early request that failed is thrown at boot, not as an unhandled rejection', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('yok', { status: 503 })));
    prefetchReleases();
    await expect(fetchReleases()).rejects.toThrow('releases.json 503');
  });
});
