import { act } from '@testing-library/react';
import { parseReleases } from '../federation/api/releases';
import { releasesStore } from '../federation/releasesStore';
import { buildRouteTable, hasRoute } from './routeTable';
import { RELEASES_JSON } from './testing';

describe('route table (shell pages + live remotes)', () => {
  afterEach(() => act(() => releasesStore.setState({ releases: {}, status: 'pending' })));

  it('knows which paths have a page', () => {
    act(() => releasesStore.setState({ releases: parseReleases(RELEASES_JSON), status: 'ready' }));
    expect(hasRoute('/urun/kayak-botu')).toBe(true);
    expect(hasRoute('/urunler?kategori=x')).toBe(true);
    expect(hasRoute('/admin/ulkeler')).toBe(true);
    expect(hasRoute('/odeme')).toBe(false);
  });

  it('has only the shell pages until releases.json is read, and the remote pages after', () => {
    expect(hasRoute('/hakkimizda')).toBe(true);
    expect(hasRoute('/urunler')).toBe(false);
    act(() => releasesStore.setState({ releases: parseReleases(RELEASES_JSON), status: 'ready' }));
    expect(hasRoute('/urunler')).toBe(true);
  });

  it('loads each remote page by its exposed module, with its guard and title', () => {
    const t = buildRouteTable(parseReleases(RELEASES_JSON));
    expect(t.find((r) => r.path === '/giris')).toMatchObject({ owner: 'account', module: 'account/SignInPage', guard: 'guest', title: 'Giriş Yap' });
    expect(t.find((r) => r.path === '/')).toMatchObject({ owner: 'shell', page: 'home' });
  });

  it('keeps the first owner of a path claimed twice (the shell before any remote)', () => {
    const twice = parseReleases({
      remotes: {
        ...RELEASES_JSON.remotes,
        camps: { live: '1', entry: '/remotes/camps/1/mf-manifest.json', routes: [{ path: '/urun/:id', module: 'X', guard: 'public', title: 'X' }, { path: '/hakkimizda', module: 'Y', guard: 'public', title: 'Y' }] },
      },
    });
    const t = buildRouteTable(twice);
    expect(t.filter((r) => r.path.startsWith('/urun/')).map((r) => r.owner)).toEqual(['catalog']);
    expect(t.filter((r) => r.path === '/hakkimizda').map((r) => r.owner)).toEqual(['shell']);
  });
});
