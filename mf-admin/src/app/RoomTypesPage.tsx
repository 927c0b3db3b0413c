import { RoomTypesScreen } from '../features/room-types';

/** Exposed module `admin/RoomTypesPage`: /admin/odatipleri (admin spec §2). The shell guards it (Admin only). */
export default function RoomTypesPage() {
  return <RoomTypesScreen />;
}
