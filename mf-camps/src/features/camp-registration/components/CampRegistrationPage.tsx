import { innerPage } from '@skiclub/shared/ui';
import { CampRegistrationPanel } from './CampRegistrationPanel';

/**
 * /kampa-kayit (member spec §2, login required): camp registration, exposed as
 * `camps/CampRegistrationPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const CampRegistrationPage = innerPage(
  {
    title: 'Kampa Kayıt',
    backgroundTitle: 'KAMPA KAYIT',
    description: 'Kampı ve konaklama seçeneğini seçin, katılımcı bilgilerini girin; ücreti indirim kodunuzla birlikte anında görün.',
  },
  CampRegistrationPanel,
);
