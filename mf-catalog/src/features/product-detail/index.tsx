export { ProductDetailScreen as default } from './components/ProductDetailScreen';
