import { RegistrationsScreen } from '../features/registrations';

/** Exposed module `admin/RegistrationsPage`: /admin/kampakayitlari (admin spec §2). The shell guards it (Admin only). */
export default function RegistrationsPage() {
  return <RegistrationsScreen />;
}
