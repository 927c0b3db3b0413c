import { parseReleases } from './releases';

describe('releases.json parsing', () => {
  it('keeps known remotes with an entry and a live version', () => {
    const r = parseReleases({
      remotes: {
        catalog: { live: '0.1.0-abc', entry: '/remotes/catalog/0.1.0-abc/mf-manifest.json', previous: null, versions: ['0.1.0-abc'] },
        evil: { live: '1', entry: 'https://evil.example/mf-manifest.json' },
        camps: { live: '0.1.0-def' },
      },
    });
    expect(Object.keys(r)).toEqual(['catalog']);
    expect(r.catalog?.entry).toBe('/remotes/catalog/0.1.0-abc/mf-manifest.json');
  });
  it('gives an empty set for anything unreadable', () => {
    expect(parseReleases(null)).toEqual({});
    expect(parseReleases({ remotes: 'x' })).toEqual({});
  });
});

describe('releases.json route lists', () => {
  it('carries each live version’s pages, checked with the shared schema', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = parseReleases({
      remotes: {
        catalog: { live: '1', entry: '/remotes/catalog/1/mf-manifest.json', routes: [{ path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' }] },
        camps: { live: '2', entry: '/remotes/camps/2/mf-manifest.json', routes: [{ path: 'kamplarim', module: 'MyCampsPage', guard: 'herkes', title: '' }] },
        admin: { live: '3', entry: '/remotes/admin/3/mf-manifest.json' },
      },
    });
    expect(r.catalog?.routes).toEqual([{ path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' }]);
    // An unreadable list drops the pages, not the remote (its widgets still load).
    expect(r.camps).toMatchObject({ entry: '/remotes/camps/2/mf-manifest.json', routes: [] });
    expect(r.admin?.routes).toEqual([]);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('releases.json release safety fields', () => {
  it('reads integrity, fallback and canary', () => {
    const r = parseReleases({
      remotes: {
        catalog: {
          live: '2',
          entry: '/remotes/catalog/2/mf-manifest.json',
          previous: '1',
          versions: ['1', '2', '3'],
          integrity: { 'mf-manifest.json': 'sha256-a' },
          fallback: { version: '1', entry: '/remotes/catalog/1/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha256-b' } },
          canary: { version: '3', entry: '/remotes/catalog/3/mf-manifest.json', percent: 10, integrity: {}, startedAt: '2026-11-24T08:00:00.000Z' },
        },
      },
    });
    expect(r.catalog).toMatchObject({
      integrity: { 'mf-manifest.json': 'sha256-a' },
      fallback: { version: '1', entry: '/remotes/catalog/1/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha256-b' } },
      canary: { version: '3', entry: '/remotes/catalog/3/mf-manifest.json', percent: 10, integrity: {} },
    });
  });

  it('still reads a file written before them, and drops an unreadable one without dropping the remote', () => {
    const r = parseReleases({
      remotes: {
        catalog: { live: '1', entry: '/remotes/catalog/1/mf-manifest.json', previous: null, versions: ['1'] },
        camps: { live: '2', entry: '/remotes/camps/2/mf-manifest.json', fallback: { version: 1 }, canary: 'yok', integrity: 5 },
      },
    });
    expect(r.catalog).toMatchObject({ live: '1', integrity: {}, fallback: null, canary: null });
    expect(r.camps).toMatchObject({ live: '2', integrity: {}, fallback: null, canary: null });
  });
});
