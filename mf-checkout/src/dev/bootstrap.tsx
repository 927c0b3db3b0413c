// Dev harness of the checkout remote (never part of the exposed modules).
import { mountHarness } from '@skiclub/shared/dev-harness';
import CartPage from '../app/CartPage';
import PaymentResultPage from '../app/PaymentResultPage';

mountHarness('checkout', [
  { path: '/sepet', Component: CartPage },
  { path: '/odeme-sonuc', link: '/odeme-sonuc?odemeSonuc=fail&returnCode=51&errMsg=Bakiye%20yetersiz&kaynak=kamp', Component: PaymentResultPage },
]);
