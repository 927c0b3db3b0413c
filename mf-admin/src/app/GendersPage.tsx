import { GendersScreen } from '../features/genders';

/** Exposed module `admin/GendersPage`: /admin/cinsiyetler (admin spec §2). The shell guards it (Admin only). */
export default function GendersPage() {
  return <GendersScreen />;
}
