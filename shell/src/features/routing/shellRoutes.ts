/**
 * The shell's own pages (member spec §2): the only routes the shell build carries. The build
 * emits them as routes.json, which the composition host merges with the live remotes' routes
 * from releases.json. Data only, so the build config can read it.
 */
import type { Guard, RouteMenu } from '@skiclub/shared/routes';

/** Pages the shell renders itself. */
export type ShellPage = 'home' | 'about' | 'polatpalandoken' | 'palandoken' | 'konaklipalandoken' | 'abroad' | 'indoor' | 'shopping-guide' | 'returns' | 'releases';

/** A page of the shell. */
export interface ShellRoute {
  path: string;
  page: ShellPage;
  guard: Guard;
  title: string;
  /** Where the header lists it (the release console: Management, 'Sürüm İşlemleri'). */
  menu?: RouteMenu;
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/', page: 'home', guard: 'public', title: 'Ana Sayfa' },
  { path: '/hakkimizda', page: 'about', guard: 'public', title: 'Hakkımızda' },
  { path: '/polatpalandoken', page: 'polatpalandoken', guard: 'public', title: 'Polat Palandöken' },
  { path: '/palandoken', page: 'palandoken', guard: 'public', title: 'Palandöken' },
  { path: '/konaklipalandoken', page: 'konaklipalandoken', guard: 'public', title: 'Konaklı Palandöken' },
  { path: '/yurtdisi', page: 'abroad', guard: 'public', title: 'Yurt Dışı' },
  { path: '/kapalikampmerkezleri', page: 'indoor', guard: 'public', title: 'Kapalı Kamp Merkezleri' },
  { path: '/alisveris-rehberi', page: 'shopping-guide', guard: 'public', title: 'Alışveriş Rehberi' },
  { path: '/iade-degisim', page: 'returns', guard: 'public', title: 'İade ve Değişim' },
  // The release console is the shell's, so it works while any remote (mf-admin too) is broken.
  { path: '/yayinlar', page: 'releases', guard: 'release', title: 'Yayın Yönetimi', menu: { section: 'admin', group: 'release', label: 'Yayın Yönetimi' } },
];
