export { PasswordResetPage as default } from './components/PasswordResetPage';
