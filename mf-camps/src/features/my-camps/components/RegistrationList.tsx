import { Card, Empty, Skeleton } from 'antd';
import type { AppError } from '@skiclub/shared/errors';
import { CAMP_MESSAGES, type CampRegistration } from '@skiclub/shared/schemas';
import { ErrorAlert } from '@skiclub/shared/ui';
import { RegistrationCard } from './RegistrationCard';

/** Props of {@link RegistrationList}. */
export interface RegistrationListProps {
  /** The member's own registrations (already filtered by user id). */
  registrations: CampRegistration[];
  loading: boolean;
  error: AppError | null;
  onRetry: () => void;
  /** Opens the card form for an unpaid registration; without it no pay button is shown. */
  onPay?: (registration: CampRegistration) => void;
}

/**
 * The list of /kamplarim with its loading (skeleton cards), error (catalogue message with
 * 'Tekrar Dene') and empty ('Kayıt bulunamadı.') states (member spec §2, §8).
 */
export function RegistrationList({ registrations, loading, error, onRetry, onPay }: RegistrationListProps) {
  if (loading) {
    return (
      <div className="camp-reglist" aria-busy="true">
        {[0, 1].map((i) => (
          <Card key={i} className="camp-reg">
            <Skeleton active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 4 }} />
          </Card>
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="camp-reglist">
        <ErrorAlert message={error.message} fieldErrors={error.fieldErrors} onRetry={onRetry} />
      </div>
    );
  }
  if (!registrations.length) return <Empty className="camp-reglist__empty" description={CAMP_MESSAGES.empty} />;
  return (
    <div className="camp-reglist">
      {registrations.map((r) => (
        <RegistrationCard key={r.id} registration={r} onPay={onPay} />
      ))}
    </div>
  );
}
