import { innerPage } from '@skiclub/shared/ui';
import { PaymentResultScreen } from './PaymentResultScreen';

/**
 * /odeme-sonuc (member spec §2, public): the card payment result, exposed as
 * `checkout/PaymentResultPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const PaymentResultPage = innerPage(
  { title: 'Ödeme Sonucu', backgroundTitle: 'ÖDEME', description: 'Kartla yaptığınız ödemenin bankadan gelen sonucu.' },
  PaymentResultScreen,
);
