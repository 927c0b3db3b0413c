import { useCallback, useState } from 'react';
import type { CampRegistration } from '@skiclub/shared/schemas';
import { useCurrentUser } from '@skiclub/shared/session';
import { useMyRegistrations } from '../hooks/useMyRegistrations';
import { PayDialog } from './PayDialog';
import { PaymentResultNotice } from './PaymentResultNotice';
import { RegistrationList } from './RegistrationList';
import { SignedOutNotice } from './SignedOutNotice';
import './MyCamps.css';

/**
 * Body of /kamplarim (member spec §2): signed-out visitors get the sign-in notice; members see
 * the payment result the bank brought them back with, their own registrations from GET
 * /api/kampakayit, and pay an unpaid one by card.
 */
export function MyCampsPanel() {
  const user = useCurrentUser();
  const { registrations, loading, error, retry } = useMyRegistrations(user?.id ?? null);
  const [paying, setPaying] = useState<CampRegistration | null>(null);
  const close = useCallback(() => setPaying(null), []);
  if (!user) return <SignedOutNotice />;
  return (
    <>
      <PaymentResultNotice />
      <RegistrationList registrations={registrations} loading={loading} error={error} onRetry={retry} onPay={setPaying} />
      <PayDialog registration={paying} onClose={close} onAlreadyPaid={retry} />
    </>
  );
}
