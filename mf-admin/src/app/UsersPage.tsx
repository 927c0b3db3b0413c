import { UsersScreen } from '../features/users';

/** Exposed module `admin/UsersPage`: /admin/kullanicilar (admin spec §2 Users). The shell guards it (Admin only). */
export default function UsersPage() {
  return <UsersScreen />;
}
