import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The camps remote's pages (member spec §2): the one place they are declared. The build exposes
 * each `module` from its `feature`'s entry, `src/features/<feature>/index.tsx`, whose default
 * export is the page (no wrapper page), and emits this list as routes.json.
 */
export const routes = defineRoutes([
  { path: '/kampa-kayit', module: 'CampRegistrationPage', feature: 'camp-registration', guard: 'login', title: 'Kampa Kayıt' },
  { path: '/kamplarim', module: 'MyCampsPage', feature: 'my-camps', guard: 'login', title: 'Kamplarım' },
]);
