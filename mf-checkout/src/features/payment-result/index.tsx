export { PaymentResultPage as default } from './components/PaymentResultPage';
