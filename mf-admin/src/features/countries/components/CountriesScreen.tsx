import { useCountries } from '../hooks/useCountries';
import { CountriesView } from './CountriesView';

/** /admin/ulkeler wired to the API (admin spec §2, §7). */
export function CountriesScreen() {
  const crud = useCountries();
  return <CountriesView crud={crud} />;
}
