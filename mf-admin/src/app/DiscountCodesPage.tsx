import { DiscountCodesScreen } from '../features/discount-codes';

/** Exposed module `admin/DiscountCodesPage`: /admin/ekipindirimikodlari (admin spec §2). The shell guards it (Admin only). */
export default function DiscountCodesPage() {
  return <DiscountCodesScreen />;
}
