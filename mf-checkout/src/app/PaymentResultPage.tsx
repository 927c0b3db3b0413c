import { innerPage } from '@skiclub/shared/ui';
import { PaymentResultScreen } from '../features/payment-result/components/PaymentResultScreen';

/** /odeme-sonuc (member spec §2, public): the card payment result, exposed as `checkout/PaymentResultPage`. */
export default innerPage(
  { title: 'Ödeme Sonucu', backgroundTitle: 'ÖDEME', description: 'Kartla yaptığınız ödemenin bankadan gelen sonucu.' },
  PaymentResultScreen,
);
