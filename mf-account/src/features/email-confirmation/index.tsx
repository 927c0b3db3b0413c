export { EmailConfirmPage as default } from './components/EmailConfirmPage';
