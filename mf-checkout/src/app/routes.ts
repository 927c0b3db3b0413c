import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The checkout remote's pages (member spec §2): the one place they are declared. The build
 * exposes each `module` from its `file` and emits this list as routes.json.
 */
export const routes = defineRoutes([
  { path: '/sepet', module: 'CartPage', guard: 'login', title: 'Sepetim' },
  { path: '/odeme', module: 'CheckoutPage', guard: 'login', title: 'Ödeme' },
  { path: '/siparislerim', module: 'MyOrdersPage', guard: 'login', title: 'Siparişlerim' },
  { path: '/siparis/:noOrId', module: 'OrderDetailPage', guard: 'login', title: 'Sipariş Detayı' },
  { path: '/odeme-sonuc', module: 'PaymentResultPage', guard: 'public', title: 'Ödeme Sonucu' },
]);
