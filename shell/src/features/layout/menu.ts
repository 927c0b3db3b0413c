/**
 * Header menu model (member spec §2 public layout, admin spec §2 Management groups). Pure: the
 * header and the mobile menu render it. Items whose page is not in the route table are left out,
 * so no menu entry leads to a 404; the Management menu and extra shop links come from the routes
 * the live remotes declare.
 */
import { galleryMenuTitle } from '@skiclub/shared/format';
import { ADMIN_MENU_GROUPS, type RouteMenu } from '@skiclub/shared/routes';
import type { Gallery, SessionUser } from '@skiclub/shared/schemas';
import { canManageReleases } from '@skiclub/shared/session';

/** A link, or the sign-out action. */
export interface MenuLink {
  key: string;
  label: string;
  to?: string;
  action?: 'signOut';
}

/** A titled group of links inside a section (Management groups, domestic centres). */
export interface MenuGroup {
  key: string;
  label: string;
  links: MenuLink[];
}

/** A top-level section: a direct link or a drop-down of groups and links. */
export interface MenuSection {
  key: string;
  label: string;
  to?: string;
  items?: Array<MenuLink | MenuGroup>;
}

/** True for a group entry. */
export function isGroup(i: MenuLink | MenuGroup): i is MenuGroup {
  return 'links' in i;
}

/**
 * The Management menu (admin spec §2): the groups camp, shop and user operations in that order,
 * each listing the admin pages whose route declares it (in declaration order).
 */
export function adminGroups(routes: readonly MenuRoute[]): MenuGroup[] {
  return ADMIN_MENU_GROUPS.map(({ group, label }) => ({
    key: `adm-${group}`,
    label,
    links: routes.flatMap((r) => (r.menu?.section === 'admin' && r.menu.group === group ? [{ key: r.path, label: r.menu.label, to: r.path }] : [])),
  })).filter((g) => g.links.length > 0);
}

/** Links that live routes place at the end of the Mağaza drop-down. */
function shopLinks(routes: readonly MenuRoute[]): MenuLink[] {
  return routes.flatMap((r) => (r.menu?.section === 'shop' ? [{ key: r.path, label: r.menu.label, to: r.path }] : []));
}

/** What the menu needs of a route: its path and where it asks to be listed. */
export interface MenuRoute {
  path: string;
  menu?: RouteMenu;
}

/** Inputs of {@link buildMenu}. */
export interface MenuInput {
  user: SessionUser | null;
  admin: boolean;
  galleries: Gallery[];
  /** Whether a page exists for a path (route table). */
  hasRoute: (path: string) => boolean;
  /** The route table: admin pages and extra shop pages are listed where their routes ask. */
  routes: readonly MenuRoute[];
}

function keep(items: Array<MenuLink | MenuGroup>, hasRoute: (p: string) => boolean): Array<MenuLink | MenuGroup> {
  const out: Array<MenuLink | MenuGroup> = [];
  for (const i of items) {
    if (isGroup(i)) {
      const links = i.links.filter((l) => !l.to || hasRoute(l.to));
      if (links.length) out.push({ ...i, links });
    } else if (!i.to || hasRoute(i.to)) out.push(i);
  }
  return out;
}

/**
 * The routes of the Management menu `user` may open: the 'release' group for a
 * ReleaseManager or an Admin, every other group for an Admin only.
 */
function managementRoutes(routes: readonly MenuRoute[], admin: boolean, releases: boolean): MenuRoute[] {
  return routes.filter((r) => r.menu?.section === 'admin' && (r.menu.group === 'release' ? releases : admin));
}

/**
 * Builds the header sections: Ana Sayfa, Hakkımızda, Kamp Merkezleri, Mağaza, Galeri, Yönetim
 * (Admin; a ReleaseManager sees it with the release console only) and Kullanıcı İşlemleri.
 * Empty sections are dropped.
 */
export function buildMenu({ user, admin, galleries, hasRoute, routes }: MenuInput): MenuSection[] {
  const signedIn = !!user;
  const releases = admin || canManageReleases(user);
  const sections: MenuSection[] = [
    { key: 'home', label: 'Ana Sayfa', to: '/' },
    { key: 'about', label: 'Hakkımızda', to: '/hakkimizda' },
    {
      key: 'centres',
      label: 'Kamp Merkezleri',
      items: [
        {
          key: 'domestic',
          label: 'Yurt İçi',
          links: [
            { key: '/polatpalandoken', label: 'Polat Palandöken', to: '/polatpalandoken' },
            { key: '/palandoken', label: 'Palandöken', to: '/palandoken' },
            { key: '/konaklipalandoken', label: 'Konaklı Palandöken', to: '/konaklipalandoken' },
          ],
        },
        { key: '/yurtdisi', label: 'Yurt Dışı', to: '/yurtdisi' },
        { key: '/kapalikampmerkezleri', label: 'Kapalı Kamp Merkezleri', to: '/kapalikampmerkezleri' },
      ],
    },
    {
      key: 'shop',
      label: 'Mağaza',
      items: [
        { key: '/urunler', label: 'Ürünler', to: '/urunler' },
        ...(signedIn
          ? [
              { key: '/sepet', label: 'Sepetim', to: '/sepet' },
              { key: '/siparislerim', label: 'Siparişlerim', to: '/siparislerim' },
            ]
          : []),
        { key: '/alisveris-rehberi', label: 'Alışveriş Rehberi', to: '/alisveris-rehberi' },
        { key: '/iade-degisim', label: 'İade ve Değişim', to: '/iade-degisim' },
        ...shopLinks(routes),
      ],
    },
    {
      key: 'gallery',
      label: 'Galeri',
      items: galleries.map((g) => ({ key: `/galeri/${g.id}`, label: galleryMenuTitle(g), to: `/galeri/${g.id}` })),
    },
    ...(admin || releases ? [{ key: 'admin', label: 'Yönetim', items: adminGroups(managementRoutes(routes, admin, releases)) }] : []),
    {
      key: 'user',
      label: signedIn ? `${user.ad} ${user.soyad}` : 'Kullanıcı İşlemleri',
      items: signedIn
        ? [
            { key: '/profil', label: 'Profilim', to: '/profil' },
            { key: '/kamplarim', label: 'Kamplarım', to: '/kamplarim' },
            { key: 'signOut', label: 'Çıkış Yap', action: 'signOut' as const },
          ]
        : [
            { key: '/giris', label: 'Giriş Yap', to: '/giris' },
            { key: '/kayit', label: 'Kayıt Ol', to: '/kayit' },
          ],
    },
  ];
  return sections
    .map((s) => (s.items ? { ...s, items: keep(s.items, hasRoute) } : s))
    .filter((s) => !s.items || s.items.length > 0)
    .filter((s) => !s.to || hasRoute(s.to));
}
