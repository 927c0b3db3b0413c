import { CheckoutScreen } from '../features/checkout/components/CheckoutScreen';

/** Exposed module `checkout/CheckoutPage`: the /odeme page (member spec §2, login required). */
export default function CheckoutPage() {
  return <CheckoutScreen />;
}
