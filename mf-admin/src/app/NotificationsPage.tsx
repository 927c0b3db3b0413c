import { NotificationsScreen } from '../features/notifications';

/** Exposed module `admin/NotificationsPage`: /admin/bildirimler (admin spec §2). The shell guards it (Admin only). */
export default function NotificationsPage() {
  return <NotificationsScreen />;
}
