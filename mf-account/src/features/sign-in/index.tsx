export { SignInPage as default } from './components/SignInPage';
