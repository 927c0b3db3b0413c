import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { failureMessage } from '@skiclub/shared/errors';
import { ErrorAlert } from '@skiclub/shared/ui';
import { useRegistrationData } from '../hooks/useRegistrationData';
import { CampRegistrationForm } from './CampRegistrationForm';
import './CampRegistration.css';

/** Shown when no camp takes registrations. */
export const NO_OPEN_CAMPS = 'Şu anda kayıt alınan bir kamp bulunmuyor.';

/**
 * Body of /kampa-kayit (member spec §2, login required): loads the open camps with their options,
 * the genders and the skill levels, then shows the registration form; a failed load shows the
 * catalogue's message with 'Tekrar Dene'.
 */
export function CampRegistrationPanel() {
  const data = useRegistrationData();
  if (data.loading) {
    return (
      <div className="camp-regform camp-regform--loading" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (data.error) return <ErrorAlert message={failureMessage(data.error, 'pageLoad')} onRetry={data.retry} />;
  if (!data.camps.length) {
    return (
      <Empty className="camp-regform__empty" description={NO_OPEN_CAMPS}>
        <Link to="/">Ana Sayfa</Link>
      </Empty>
    );
  }
  return <CampRegistrationForm camps={data.camps} genders={data.genders} skillLevels={data.skillLevels} onRoomsChanged={data.refreshOptions} />;
}
