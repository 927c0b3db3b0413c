export { SignUpPage as default } from './components/SignUpPage';
