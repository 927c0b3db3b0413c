import { innerPage } from '@skiclub/shared/ui';
import { CampRegistrationPanel } from '../features/camp-registration/components/CampRegistrationPanel';

/** /kampa-kayit (member spec §2, login required): camp registration, exposed as `camps/CampRegistrationPage`. */
export default innerPage(
  {
    title: 'Kampa Kayıt',
    backgroundTitle: 'KAMPA KAYIT',
    description: 'Kampı ve konaklama seçeneğini seçin, katılımcı bilgilerini girin; ücreti indirim kodunuzla birlikte anında görün.',
  },
  CampRegistrationPanel,
);
