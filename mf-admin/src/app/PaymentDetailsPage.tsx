import { PaymentDetailsScreen } from '../features/payment-details';

/** Exposed module `admin/PaymentDetailsPage`: /admin/odemedetaylari (admin spec §2). The shell guards it (Admin only). */
export default function PaymentDetailsPage() {
  return <PaymentDetailsScreen />;
}
