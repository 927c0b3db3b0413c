// Test support: releases.json as the release store writes it, for tests that need the remotes'
// pages in the route table. Not imported by the app.
import { act } from '@testing-library/react';
import type { RouteDef } from '@skiclub/shared/routes';
import { parseReleases } from '../federation/api/releases';
import { releasesStore } from '../federation/releasesStore';

/** A remote's entry with version `live` live, at the path the release store publishes it under. */
function remote(name: string, live: string, routes: RouteDef[]) {
  return { live, entry: `/remotes/${name}/${live}/mf-manifest.json`, routes };
}

/** releases.json as the release store writes it for today's remotes. */
export const RELEASES_JSON = {
  remotes: {
    catalog: remote('catalog', '0.1.0-a', [
      { path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' },
      { path: '/urun/:slugOrId', module: 'ProductDetailPage', guard: 'public', title: 'Ürün Detayı' },
      { path: '/galeri/:id', module: 'GalleryPage', guard: 'public', title: 'Galeri' },
    ]),
    account: remote('account', '0.1.0-b', [
      { path: '/kayit', module: 'SignUpPage', guard: 'guest', title: 'Kayıt Ol' },
      { path: '/giris', module: 'SignInPage', guard: 'guest', title: 'Giriş Yap' },
    ]),
    checkout: remote('checkout', '0.1.0-d', [
      { path: '/sepet', module: 'CartPage', guard: 'login', title: 'Sepetim' },
      { path: '/siparislerim', module: 'OrdersPage', guard: 'login', title: 'Siparişlerim' },
    ]),
    admin: remote('admin', '0.1.0-c', [
      { path: '/admin/ulkeler', module: 'CountriesPage', guard: 'admin', title: 'Ülkeler', menu: { section: 'admin', group: 'camp', label: 'Ülkeler' } },
    ]),
  },
};

/** Puts {@link RELEASES_JSON} (or `json`) into the releases store, as a successful boot does. */
export function releaseRoutes(json: unknown = RELEASES_JSON): void {
  act(() => releasesStore.setState({ releases: parseReleases(json), status: 'ready' }));
}

/** Back to the state before boot. */
export function clearReleasedRoutes(): void {
  act(() => releasesStore.setState({ releases: {}, status: 'pending' }));
}
