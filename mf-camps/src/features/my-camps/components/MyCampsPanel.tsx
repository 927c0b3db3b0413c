import { useCurrentUser } from '@skiclub/shared/session';
import { useMyRegistrations } from '../hooks/useMyRegistrations';
import { RegistrationList } from './RegistrationList';
import { SignedOutNotice } from './SignedOutNotice';
import './MyCamps.css';

/**
 * Body of /kamplarim (member spec §2): signed-out visitors get the sign-in notice; members see
 * their own registrations from GET /api/kampakayit.
 */
export function MyCampsPanel() {
  const user = useCurrentUser();
  const { registrations, loading, error, retry } = useMyRegistrations(user?.id ?? null);
  if (!user) return <SignedOutNotice />;
  return <RegistrationList registrations={registrations} loading={loading} error={error} onRetry={retry} />;
}
