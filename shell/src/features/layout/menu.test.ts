import { buildMenu, isGroup, type MenuSection } from './menu';
import type { Gallery, SessionUser } from '@skiclub/shared/schemas';

const member: SessionUser = { id: 'u1', ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'uye', email: 'a@b.co', roller: [], expiration: '2999-01-01T00:00:00Z' };
const gallery = (o: Partial<Gallery>): Gallery => ({
  id: 'g1',
  aktif: true,
  galeriAdi: 'Kulüp Gecesi',
  kampId: null,
  kampAdi: null,
  kampBaslangicTarihi: null,
  kampBitisTarihi: null,
  aciklama: null,
  olusturmaTarihi: '2026-01-01',
  ...o,
});
const all = () => true;
/** The Management screens of admin spec §2 as the admin remote would declare them. */
const ADMIN_ROUTES = (
  [
    ['camp', '/admin/ulkeler', 'Ülkeler'],
    ['camp', '/admin/sehirler', 'Şehirler'],
    ['camp', '/admin/kamplar', 'Kamplar'],
    ['shop', '/admin/urunler', 'Ürünler'],
    ['shop', '/admin/siparisler', 'Siparişler'],
    ['user', '/admin/kullanicilar', 'Kullanıcılar'],
    ['user', '/admin/haberler', 'Haberler'],
  ] as const
).map(([group, path, label]) => ({ path, menu: { section: 'admin' as const, group, label } }));
const labels = (s: MenuSection[]) => s.map((x) => x.label);
const links = (s: MenuSection | undefined) =>
  (s?.items ?? []).flatMap((i) => (isGroup(i) ? i.links.map((l) => l.label) : [i.label]));

describe('header menu (member spec §2)', () => {
  it('shows sign in and sign up to a visitor, and no Management menu', () => {
    const m = buildMenu({ user: null, admin: false, galleries: [], hasRoute: all, routes: [] });
    expect(labels(m)).toEqual(['Ana Sayfa', 'Hakkımızda', 'Kamp Merkezleri', 'Mağaza', 'Kullanıcı İşlemleri']);
    expect(links(m.find((s) => s.key === 'user'))).toEqual(['Giriş Yap', 'Kayıt Ol']);
    expect(links(m.find((s) => s.key === 'shop'))).toEqual(['Ürünler', 'Alışveriş Rehberi', 'İade ve Değişim']);
  });

  it('adds cart and orders to the shop and profile, my camps and sign out for a member', () => {
    const m = buildMenu({ user: member, admin: false, galleries: [], hasRoute: all, routes: [] });
    expect(links(m.find((s) => s.key === 'shop'))).toEqual(['Ürünler', 'Sepetim', 'Siparişlerim', 'Alışveriş Rehberi', 'İade ve Değişim']);
    expect(links(m.find((s) => s.key === 'user'))).toEqual(['Profilim', 'Kamplarım', 'Çıkış Yap']);
    expect(m.find((s) => s.key === 'admin')).toBeUndefined();
  });

  it('groups the Management menu into camp, shop and user operations for an Admin', () => {
    // Declared out of order: the groups still come in the spec's order.
    const routes = [...ADMIN_ROUTES.slice(5), ...ADMIN_ROUTES.slice(0, 5)];
    const m = buildMenu({ user: { ...member, roller: ['Admin'] }, admin: true, galleries: [], hasRoute: all, routes });
    const admin = m.find((s) => s.key === 'admin');
    expect(admin?.items?.map((i) => i.label)).toEqual(['Kamp İşlemleri', 'Mağaza İşlemleri', 'Kullanıcı İşlemleri']);
    expect(links(admin)).toEqual(['Ülkeler', 'Şehirler', 'Kamplar', 'Ürünler', 'Siparişler', 'Kullanıcılar', 'Haberler']);
    expect(buildMenu({ user: member, admin: false, galleries: [], hasRoute: all, routes }).find((s) => s.key === 'admin')).toBeUndefined();
  });

  it('lists one gallery item per active gallery with the camp title rule', () => {
    const m = buildMenu({
      user: null,
      admin: false,
      hasRoute: all,
      routes: [],
      galleries: [gallery({ id: 'g1', kampAdi: 'Palandöken Kampı', kampBaslangicTarihi: '2027-01-10', kampBitisTarihi: '2027-01-15' }), gallery({ id: 'g2' })],
    });
    const g = m.find((s) => s.key === 'gallery');
    expect(links(g)).toEqual(['10-15 OCAK 2027 Palandöken Kampı', 'Kulüp Gecesi']);
    expect(g?.items?.map((i) => (isGroup(i) ? '' : i.to))).toEqual(['/galeri/g1', '/galeri/g2']);
  });

  it('leaves out entries whose page does not exist yet, and empty groups', () => {
    const only = new Set(['/', '/urunler', '/admin/ulkeler', '/giris']);
    const m = buildMenu({ user: { ...member, roller: ['Admin'] }, admin: true, galleries: [], hasRoute: (p) => only.has(p), routes: ADMIN_ROUTES });
    expect(labels(m)).toEqual(['Ana Sayfa', 'Mağaza', 'Yönetim', 'Ayşe Yılmaz']);
    expect(m.find((s) => s.key === 'admin')?.items?.map((i) => i.label)).toEqual(['Kamp İşlemleri']);
    expect(links(m.find((s) => s.key === 'admin'))).toEqual(['Ülkeler']);
    expect(links(m.find((s) => s.key === 'user'))).toEqual(['Çıkış Yap']);
  });

  it('adds a page a remote places in the Mağaza menu at the end of it', () => {
    const routes = [{ path: '/kis-firsatlari', menu: { section: 'shop' as const, label: 'Kış Fırsatları' } }];
    const m = buildMenu({ user: null, admin: false, galleries: [], hasRoute: all, routes });
    expect(links(m.find((s) => s.key === 'shop'))).toEqual(['Ürünler', 'Alışveriş Rehberi', 'İade ve Değişim', 'Kış Fırsatları']);
  });
});
