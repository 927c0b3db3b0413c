export { EmailConfirmedPage as default } from './components/EmailConfirmedPage';
