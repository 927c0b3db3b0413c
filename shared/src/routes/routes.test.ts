import { defineRoutes, routeKey, routeListSchema, toRouteList } from '@skiclub/shared/routes';

const page = { module: 'CitiesPage', file: './src/app/CitiesPage.tsx', title: 'Şehirler' } as const;

describe('route lists', () => {
  it('accepts a remote’s declaration and leaves the source files out of the published list', () => {
    const routes = defineRoutes([
      { ...page, path: '/admin/sehirler', guard: 'admin', menu: { section: 'admin', group: 'camp', label: 'Şehirler' } },
      { path: '/urun/:slugOrId', module: 'ProductDetailPage', file: './src/app/ProductDetailPage.tsx', guard: 'public', title: 'Ürün Detayı' },
    ]);
    const list = routeListSchema.parse(toRouteList(routes));
    expect(list[0]).toEqual({ path: '/admin/sehirler', module: 'CitiesPage', guard: 'admin', title: 'Şehirler', menu: { section: 'admin', group: 'camp', label: 'Şehirler' } });
    expect(list[1]).not.toHaveProperty('file');
  });

  it('derives the source file from the feature or the module and the title from the menu label; a page with neither title nor label is refused', () => {
    const [admin, page2, screen] = defineRoutes([
      { path: '/admin/cinsiyetler', module: 'GendersPage', guard: 'admin', menu: { section: 'admin', group: 'camp', label: 'Cinsiyetler' } },
      { path: '/urunler', module: 'ProductsPage', file: './src/pages/Urunler.tsx', guard: 'public', title: 'Ürünler' },
      { path: '/admin/ulkeler', module: 'CountriesPage', feature: 'countries', guard: 'admin', menu: { section: 'admin', group: 'camp', label: 'Ülkeler' } },
    ]);
    expect(admin).toMatchObject({ file: './src/app/GendersPage.tsx', title: 'Cinsiyetler' });
    expect(page2).toMatchObject({ file: './src/pages/Urunler.tsx', title: 'Ürünler' });
    // The feature's entry is the exposed file; the feature name itself is no part of the list.
    expect(screen).toEqual({ path: '/admin/ulkeler', module: 'CountriesPage', file: './src/features/countries/index.tsx', guard: 'admin', title: 'Ülkeler', menu: { section: 'admin', group: 'camp', label: 'Ülkeler' } });
    const untitled = defineRoutes([{ path: '/x', module: 'X', guard: 'public' }]);
    expect(routeListSchema.safeParse(toRouteList(untitled)).error?.issues.map((i) => i.message)).toEqual(['Sayfa başlığı gerekli']);
  });

  it('refuses a bad path, an unknown guard, a Management entry on a non-admin page and a path declared twice', () => {
    const issues = (list: unknown) => (routeListSchema.safeParse(list).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues([{ path: 'admin/sehirler', module: 'CitiesPage', guard: 'admin', title: 'Şehirler' }])).toEqual(['0.path: Geçersiz rota yolu']);
    expect(issues([{ path: '/x', module: 'X', guard: 'herkes', title: 'X' }])).toHaveLength(1);
    expect(issues([{ path: '/x', module: 'X', guard: 'login', title: 'X', menu: { section: 'admin', group: 'camp', label: 'X' } }])).toEqual([
      '0.menu: Yönetim menüsündeki sayfa admin korumalı olmalı',
    ]);
    expect(
      issues([
        { path: '/urun/:slugOrId', module: 'A', guard: 'public', title: 'A' },
        { path: '/urun/:id', module: 'B', guard: 'public', title: 'B' },
      ]),
    ).toEqual(['1.path: /urun/:id iki kez tanımlı']);
  });

  it('compares paths without parameter names', () => {
    expect(routeKey('/urun/:slugOrId')).toBe(routeKey('/urun/:id'));
    expect(routeKey('/urun/:id')).not.toBe(routeKey('/urunler'));
  });
});
