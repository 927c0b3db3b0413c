import { MyOrdersScreen } from '../features/orders/components/MyOrdersScreen';

/** Exposed module `checkout/MyOrdersPage`: the /siparislerim page (member spec §2, login required). */
export default function MyOrdersPage() {
  return <MyOrdersScreen />;
}
