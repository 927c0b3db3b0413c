/**
 * Header menu model (member spec §2 public layout, admin spec §2 Management groups). Pure: the
 * header and the mobile menu render it. Items whose page is not registered yet are left out, so
 * no menu entry leads to a 404.
 */
import { galleryMenuTitle } from '@skiclub/shared/format';
import type { Gallery, SessionUser } from '@skiclub/shared/schemas';

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

/** Admin routes grouped as in admin spec §2 (camp, shop and user operations). */
export const ADMIN_GROUPS: MenuGroup[] = [
  {
    key: 'adm-camp',
    label: 'Kamp İşlemleri',
    links: [
      { key: '/admin/ulkeler', label: 'Ülkeler', to: '/admin/ulkeler' },
      { key: '/admin/sehirler', label: 'Şehirler', to: '/admin/sehirler' },
      { key: '/admin/oteller', label: 'Oteller', to: '/admin/oteller' },
      { key: '/admin/odatipleri', label: 'Oda Tipleri', to: '/admin/odatipleri' },
      { key: '/admin/konaklamatipleri', label: 'Konaklama Tipleri', to: '/admin/konaklamatipleri' },
      { key: '/admin/kampucrettipleri', label: 'Kamp Ücret Tipleri', to: '/admin/kampucrettipleri' },
      { key: '/admin/kamplar', label: 'Kamplar', to: '/admin/kamplar' },
      { key: '/admin/konaklamasecenekleri', label: 'Konaklama Seçenekleri', to: '/admin/konaklamasecenekleri' },
      { key: '/admin/cinsiyetler', label: 'Cinsiyetler', to: '/admin/cinsiyetler' },
      { key: '/admin/kaymaseviyeleri', label: 'Kayma Seviyeleri', to: '/admin/kaymaseviyeleri' },
      { key: '/admin/ekipindirimikodlari', label: 'Ekip İndirim Kodları', to: '/admin/ekipindirimikodlari' },
      { key: '/admin/odemedetaylari', label: 'Ödeme Detayları', to: '/admin/odemedetaylari' },
      { key: '/admin/kampakayitlari', label: 'Kamp Kayıtları', to: '/admin/kampakayitlari' },
      { key: '/admin/galeriler', label: 'Galeriler', to: '/admin/galeriler' },
    ],
  },
  {
    key: 'adm-shop',
    label: 'Mağaza İşlemleri',
    links: [
      { key: '/admin/urun-kategorileri', label: 'Ürün Kategorileri', to: '/admin/urun-kategorileri' },
      { key: '/admin/urunler', label: 'Ürünler', to: '/admin/urunler' },
      { key: '/admin/varyant-tipleri', label: 'Varyant Tipleri', to: '/admin/varyant-tipleri' },
      { key: '/admin/siparisler', label: 'Siparişler', to: '/admin/siparisler' },
      { key: '/admin/stok-yonetimi', label: 'Stok Yönetimi', to: '/admin/stok-yonetimi' },
    ],
  },
  {
    key: 'adm-user',
    label: 'Kullanıcı İşlemleri',
    links: [
      { key: '/admin/kullanicilar', label: 'Kullanıcılar', to: '/admin/kullanicilar' },
      { key: '/admin/bildirimler', label: 'Bildirimler', to: '/admin/bildirimler' },
      { key: '/admin/haberler', label: 'Haberler', to: '/admin/haberler' },
    ],
  },
];

/** Inputs of {@link buildMenu}. */
export interface MenuInput {
  user: SessionUser | null;
  admin: boolean;
  galleries: Gallery[];
  /** Whether a page exists for a path (route table). */
  hasRoute: (path: string) => boolean;
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
 * Builds the header sections: Ana Sayfa, Hakkımızda, Kamp Merkezleri, Mağaza, Galeri, Yönetim
 * (Admin only) and Kullanıcı İşlemleri. Empty sections are dropped.
 */
export function buildMenu({ user, admin, galleries, hasRoute }: MenuInput): MenuSection[] {
  const signedIn = !!user;
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
      ],
    },
    {
      key: 'gallery',
      label: 'Galeri',
      items: galleries.map((g) => ({ key: `/galeri/${g.id}`, label: galleryMenuTitle(g), to: `/galeri/${g.id}` })),
    },
    ...(admin ? [{ key: 'admin', label: 'Yönetim', items: ADMIN_GROUPS }] : []),
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
