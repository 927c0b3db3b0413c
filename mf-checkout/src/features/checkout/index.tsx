export { CheckoutScreen as default } from './components/CheckoutScreen';
