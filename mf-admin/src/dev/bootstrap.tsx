// Dev harness of the admin remote (never part of the exposed modules).
import { mountHarness } from '@skiclub/shared/dev-harness';
import { CountriesScreen } from '../features/countries';

mountHarness('admin', [{ path: '/admin/ulkeler', Component: CountriesScreen }]);
