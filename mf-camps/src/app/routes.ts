import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The camps remote's pages (member spec §2): the one place they are declared. The build exposes
 * each `module` from its `file` and emits this list as routes.json.
 */
export const routes = defineRoutes([
  { path: '/kampa-kayit', module: 'CampRegistrationPage', guard: 'login', title: 'Kampa Kayıt' },
  { path: '/kamplarim', module: 'MyCampsPage', guard: 'login', title: 'Kamplarım' },
]);
