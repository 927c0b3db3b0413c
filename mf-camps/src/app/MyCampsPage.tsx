import { innerPage } from '@skiclub/shared/ui';
import { MyCampsPanel } from '../features/my-camps/components/MyCampsPanel';

/** /kamplarim (member spec §2, login required): the member's camps, exposed as `camps/MyCampsPage`. */
export default innerPage(
  {
    title: 'Kamplarım',
    backgroundTitle: 'KAMPLARIM',
    description: 'Kayıt yaptırdığınız kampları, katılımcıları ve ödeme durumunu buradan takip edin.',
  },
  MyCampsPanel,
);
