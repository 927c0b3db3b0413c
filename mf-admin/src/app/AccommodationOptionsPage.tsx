import { AccommodationOptionsScreen } from '../features/accommodation-options';

/** Exposed module `admin/AccommodationOptionsPage`: /admin/konaklamasecenekleri (admin spec §2). The shell guards it (Admin only). */
export default function AccommodationOptionsPage() {
  return <AccommodationOptionsScreen />;
}
