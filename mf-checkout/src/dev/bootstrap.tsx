// Dev harness of the checkout remote (never part of the exposed modules).
import { mountHarness } from '@skiclub/shared/dev-harness';
import CartPage from '../features/cart';
import CheckoutPage from '../features/checkout';
import MyOrdersPage from '../features/orders';
import OrderDetailPage from '../features/order-detail';
import PaymentResultPage from '../features/payment-result';

mountHarness('checkout', [
  { path: '/sepet', Component: CartPage },
  { path: '/odeme', Component: CheckoutPage },
  { path: '/siparislerim', Component: MyOrdersPage },
  { path: '/siparis/:noOrId', link: '/siparis/SP-00000000-DEMO00', Component: OrderDetailPage },
  { path: '/odeme-sonuc', link: '/odeme-sonuc?odemeSonuc=fail&returnCode=51&errMsg=Bakiye%20yetersiz&kaynak=kamp', Component: PaymentResultPage },
]);
