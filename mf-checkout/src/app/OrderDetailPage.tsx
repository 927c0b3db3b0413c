import { OrderDetailScreen } from '../features/orders/components/OrderDetailScreen';

/** Exposed module `checkout/OrderDetailPage`: the /siparis/:noOrId page (member spec §2, login required). */
export default function OrderDetailPage() {
  return <OrderDetailScreen />;
}
