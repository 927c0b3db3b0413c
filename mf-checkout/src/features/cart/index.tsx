export { CartScreen as default } from './components/CartScreen';
