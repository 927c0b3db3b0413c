import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The checkout remote's pages (member spec §2): the one place they are declared. The build
 * exposes each `module` from its `file` and emits this list as routes.json.
 */
export const routes = defineRoutes([
  { path: '/sepet', module: 'CartPage', file: './src/app/CartPage.tsx', guard: 'login', title: 'Sepetim' },
  { path: '/odeme', module: 'CheckoutPage', file: './src/app/CheckoutPage.tsx', guard: 'login', title: 'Ödeme' },
  { path: '/siparislerim', module: 'MyOrdersPage', file: './src/app/MyOrdersPage.tsx', guard: 'login', title: 'Siparişlerim' },
  { path: '/siparis/:noOrId', module: 'OrderDetailPage', file: './src/app/OrderDetailPage.tsx', guard: 'login', title: 'Sipariş Detayı' },
  { path: '/odeme-sonuc', module: 'PaymentResultPage', file: './src/app/PaymentResultPage.tsx', guard: 'public', title: 'Ödeme Sonucu' },
]);
