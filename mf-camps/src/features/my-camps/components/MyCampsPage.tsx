import { innerPage } from '@skiclub/shared/ui';
import { MyCampsPanel } from './MyCampsPanel';

/**
 * /kamplarim (member spec §2, login required): the member's camps, exposed as `camps/MyCampsPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const MyCampsPage = innerPage(
  {
    title: 'Kamplarım',
    backgroundTitle: 'KAMPLARIM',
    description: 'Kayıt yaptırdığınız kampları, katılımcıları ve ödeme durumunu buradan takip edin.',
  },
  MyCampsPanel,
);
