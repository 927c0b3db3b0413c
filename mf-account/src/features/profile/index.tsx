export { ProfilePage as default } from './components/ProfilePage';
