// Dev harness of the `account` remote (ARCHITECTURE.md): its pages on their spec routes.
import { mountHarness } from '@skiclub/shared/dev-harness';
import SignInPage from '../app/SignInPage';
import SignUpPage from '../app/SignUpPage';

mountHarness('account', [
  { path: '/kayit', Component: SignUpPage },
  { path: '/giris', Component: SignInPage },
]);
