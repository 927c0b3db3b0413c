// Dev harness of the `camps` remote (ARCHITECTURE.md): /kampa-kayit, /kamplarim, and the home widget on its own route.
import { mountHarness } from '@skiclub/shared/dev-harness';
import ActiveCamps from '../app/ActiveCamps';
import CampRegistrationPage from '../features/camp-registration';
import MyCampsPage from '../features/my-camps';

mountHarness('camps', [
  { path: '/kampa-kayit', Component: CampRegistrationPage },
  { path: '/kamplarim', Component: MyCampsPage },
  { path: '/kamplar-vitrin', Component: ActiveCamps },
]);
