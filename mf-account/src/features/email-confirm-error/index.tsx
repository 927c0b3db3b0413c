export { EmailConfirmErrorPage as default } from './components/EmailConfirmErrorPage';
