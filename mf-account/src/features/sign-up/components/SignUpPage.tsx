import { innerPage } from '@skiclub/shared/ui';
import { SignUpPanel } from './SignUpPanel';

/**
 * /kayit (member spec §2, guest-only): sign-up page, exposed as `account/SignUpPage`.
 * Default export of the feature's index: the route's file (src/app/routes.ts).
 */
export const SignUpPage = innerPage(
  {
    title: 'Kayıt Ol',
    backgroundTitle: 'KAYIT',
    description: 'Kulübümüze üye olun, kamplarımıza kolayca kayıt yaptırın.',
  },
  SignUpPanel,
);
