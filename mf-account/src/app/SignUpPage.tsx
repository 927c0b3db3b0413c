import { innerPage } from '@skiclub/shared/ui';
import { SignUpPanel } from '../features/sign-up/components/SignUpPanel';

/** /kayit (member spec §2, guest-only): sign-up page, exposed as `account/SignUpPage`. */
export default innerPage(
  {
    title: 'Kayıt Ol',
    backgroundTitle: 'KAYIT',
    description: 'Kulübümüze üye olun, kamplarımıza kolayca kayıt yaptırın.',
  },
  SignUpPanel,
);
