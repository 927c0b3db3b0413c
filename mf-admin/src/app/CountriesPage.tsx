import { CountriesScreen } from '../features/countries';

/** Exposed module `admin/CountriesPage`: /admin/ulkeler (admin spec §2). The shell guards it (Admin only). */
export default function CountriesPage() {
  return <CountriesScreen />;
}
