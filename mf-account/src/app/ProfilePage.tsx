import { innerPage } from '@skiclub/shared/ui';
import { ProfileScreen } from '../features/profile/components/ProfileScreen';

/** /profil (member spec §2, login required): profile, photos, password, links, notifications. */
export default innerPage(
  {
    title: 'Profilim',
    backgroundTitle: 'PROFİL',
    description: 'Üyelik bilgilerinizi, şifrenizi ve bildirim tercihlerinizi yönetin.',
  },
  ProfileScreen,
);
