import { OrdersScreen } from '../features/orders';

/** Exposed module `admin/OrdersPage`: /admin/siparisler (admin spec §2 Orders). The shell guards it (Admin only). */
export default function OrdersPage() {
  return <OrdersScreen />;
}
