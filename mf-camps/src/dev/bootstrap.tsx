// Dev harness of the `camps` remote (ARCHITECTURE.md): /kamplarim, and the home widget on its own route.
import { mountHarness } from '@skiclub/shared/dev-harness';
import ActiveCamps from '../app/ActiveCamps';
import MyCampsPage from '../app/MyCampsPage';

mountHarness('camps', [
  { path: '/kamplarim', Component: MyCampsPage },
  { path: '/kamplar-vitrin', Component: ActiveCamps },
]);
