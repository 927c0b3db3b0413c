// Dev harness of the admin remote (never part of the exposed modules).
import { mountHarness } from '@skiclub/shared/dev-harness';
import CountriesPage from '../app/CountriesPage';

mountHarness('admin', [{ path: '/admin/ulkeler', Component: CountriesPage }]);
