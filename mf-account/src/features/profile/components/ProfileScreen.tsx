import { Card, Skeleton, Tabs } from 'antd';
import { Navigate } from 'react-router-dom';
import { ErrorAlert } from '@skiclub/shared/ui';
import { useCurrentUser } from '@skiclub/shared/session';
import { accountFailure } from '../../account-errors/accountFailure';
import { useProfile } from '../hooks/useProfile';
import { ChangePasswordTab } from './ChangePasswordTab';
import { NotificationSettingsTab } from './NotificationSettingsTab';
import { ProfileHeader } from './ProfileHeader';
import { ProfileInfoTab } from './ProfileInfoTab';
import { SocialMediaTab } from './SocialMediaTab';
import './Profile.css';

/** The four tabs of /profil (member spec §2), in order. */
export const PROFILE_TABS = ['Profil Bilgileri', 'Şifre Değiştir', 'Sosyal Medya', 'Bildirim Ayarları'] as const;

/**
 * The /profil screen body (member spec §2, login required): a signed-out visit goes to /giris with
 * the redirect value; otherwise GET /api/hesap/profil, then the photos and the four tabs.
 */
export function ProfileScreen() {
  const user = useCurrentUser();
  const { data: profile, error, isLoading, mutate } = useProfile(user !== null);
  if (!user) return <Navigate to={`/giris?redirect=${encodeURIComponent('/profil')}`} replace />;
  if (!profile) {
    if (error && !isLoading) {
      return (
        <div className="acc-profile">
          <ErrorAlert message={accountFailure(error).message} onRetry={() => void mutate()} />
        </div>
      );
    }
    return (
      <div className="acc-profile" aria-busy="true">
        <Card>
          <Skeleton avatar active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  const reload = () => mutate();
  return (
    <div className="acc-profile">
      <Card className="acc-profile__card" variant="outlined">
        <ProfileHeader profile={profile} onChanged={reload} />
        <Tabs
          className="acc-profile__tabs"
          defaultActiveKey="bilgiler"
          items={[
            { key: 'bilgiler', label: PROFILE_TABS[0], children: <ProfileInfoTab profile={profile} onChanged={reload} /> },
            { key: 'sifre', label: PROFILE_TABS[1], children: <ChangePasswordTab /> },
            { key: 'sosyal', label: PROFILE_TABS[2], children: <SocialMediaTab profile={profile} onChanged={reload} /> },
            { key: 'bildirim', label: PROFILE_TABS[3], children: <NotificationSettingsTab userId={user.id} /> },
          ]}
        />
      </Card>
    </div>
  );
}
