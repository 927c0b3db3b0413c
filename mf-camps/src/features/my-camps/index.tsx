export { MyCampsPage as default } from './components/MyCampsPage';
