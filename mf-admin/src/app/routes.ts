import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The Management screens (admin spec §2): the one place they are declared. Each names its
 * Management menu group and label; the shell's Yönetim menu lists them in this order. The build
 * exposes each `module` from its `file` and emits this list as routes.json.
 */
export const routes = defineRoutes([
  {
    path: '/admin/ulkeler',
    module: 'CountriesPage',
    file: './src/app/CountriesPage.tsx',
    guard: 'admin',
    title: 'Ülkeler',
    menu: { section: 'admin', group: 'camp', label: 'Ülkeler' },
  },
]);
