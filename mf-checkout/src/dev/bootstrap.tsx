// Dev harness of the checkout remote (never part of the exposed modules).
import { mountHarness } from '@skiclub/shared/dev-harness';
import CartPage from '../app/CartPage';

mountHarness('checkout', [{ path: '/sepet', Component: CartPage }]);
