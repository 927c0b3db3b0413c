import { CartScreen } from '../features/cart/components/CartScreen';

/** Exposed module `checkout/CartPage`: the /sepet page (member spec §2). */
export default function CartPage() {
  return <CartScreen />;
}
