import { innerPage } from '@skiclub/shared/ui';
import { ProfileScreen } from './ProfileScreen';

/**
 * /profil (member spec §2, login required): profile, photos, password, links, notifications;
 * exposed as `account/ProfilePage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const ProfilePage = innerPage(
  {
    title: 'Profilim',
    backgroundTitle: 'PROFİL',
    description: 'Üyelik bilgilerinizi, şifrenizi ve bildirim tercihlerinizi yönetin.',
  },
  ProfileScreen,
);
