import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The checkout remote's pages (member spec §2): the one place they are declared. The build
 * exposes each `module` from its `feature`'s entry, `src/features/<feature>/index.tsx`, whose
 * default export is the page (no wrapper page), and emits this list as routes.json.
 */
export const routes = defineRoutes([
  { path: '/sepet', module: 'CartPage', feature: 'cart', guard: 'login', title: 'Sepetim' },
  { path: '/odeme', module: 'CheckoutPage', feature: 'checkout', guard: 'login', title: 'Ödeme' },
  { path: '/siparislerim', module: 'MyOrdersPage', feature: 'orders', guard: 'login', title: 'Siparişlerim' },
  { path: '/siparis/:noOrId', module: 'OrderDetailPage', feature: 'order-detail', guard: 'login', title: 'Sipariş Detayı' },
  { path: '/odeme-sonuc', module: 'PaymentResultPage', feature: 'payment-result', guard: 'public', title: 'Ödeme Sonucu' },
]);
