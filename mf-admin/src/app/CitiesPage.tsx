import { CitiesScreen } from '../features/cities';

/** Exposed module `admin/CitiesPage`: /admin/sehirler (admin spec §2). The shell guards it (Admin only). */
export default function CitiesPage() {
  return <CitiesScreen />;
}
