// /yayinlar in the route table and the Management menu: a shell page
// guarded 'release', listed under Yönetim for a ReleaseManager or an Admin only.
import type { SessionUser } from '@skiclub/shared/schemas';
import { parseReleases } from '../federation/api/releases';
import { buildMenu, isGroup, type MenuSection } from '../layout/menu';
import { buildRouteTable } from '../routing/routeTable';
import { SHELL_ROUTES } from '../routing/shellRoutes';
import { RELEASES_JSON } from '../routing/testing';

const user = (roller: string[]): SessionUser => ({
  id: 'u1',
  ad: 'Zeynep',
  soyad: 'Kaya',
  kullaniciAdi: 'yayin',
  email: 'yayin@example.com',
  roller,
  expiration: '2999-01-01T00:00:00Z',
});

describe('the release console route', () => {
  it('is a shell page in the route table, present even with no remote released', () => {
    expect(SHELL_ROUTES.find((r) => r.path === '/yayinlar')).toMatchObject({ guard: 'release', title: 'Yayın Yönetimi' });
    expect(buildRouteTable({}).find((r) => r.path === '/yayinlar')).toMatchObject({ owner: 'shell', guard: 'release' });
  });
});

describe('the Management menu entry', () => {
  const routes = buildRouteTable(parseReleases(RELEASES_JSON));
  const all = () => true;
  const management = (m: MenuSection[]) => m.find((s) => s.key === 'admin');
  const links = (s: MenuSection | undefined) => (s?.items ?? []).flatMap((i) => (isGroup(i) ? i.links.map((l) => `${l.label} ${l.to}`) : [i.label]));

  it('gives a ReleaseManager who is not Admin a Management menu with just Yayın Yönetimi', () => {
    const m = buildMenu({ user: user(['ReleaseManager']), admin: false, galleries: [], hasRoute: all, routes });
    expect(links(management(m))).toEqual(['Yayın Yönetimi /yayinlar']);
  });

  it('adds Yayın Yönetimi to the Admin’s Management menu after the admin groups', () => {
    const m = buildMenu({ user: user(['Admin']), admin: true, galleries: [], hasRoute: all, routes });
    expect(links(management(m))).toEqual(['Ülkeler /admin/ulkeler', 'Yayın Yönetimi /yayinlar']);
  });

  it('shows no Management menu to a member or a visitor', () => {
    expect(management(buildMenu({ user: user(['Uye']), admin: false, galleries: [], hasRoute: all, routes }))).toBeUndefined();
    expect(management(buildMenu({ user: null, admin: false, galleries: [], hasRoute: all, routes }))).toBeUndefined();
  });
});
