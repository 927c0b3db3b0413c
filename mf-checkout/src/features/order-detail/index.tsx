export { OrderDetailScreen as default } from './components/OrderDetailScreen';
