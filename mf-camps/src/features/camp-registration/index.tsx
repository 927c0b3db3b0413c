export { CampRegistrationPage as default } from './components/CampRegistrationPage';
