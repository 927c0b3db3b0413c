import { AccommodationTypesScreen } from '../features/accommodation-types';

/** Exposed module `admin/AccommodationTypesPage`: /admin/konaklamatipleri (admin spec §2). The shell guards it (Admin only). */
export default function AccommodationTypesPage() {
  return <AccommodationTypesScreen />;
}
