export { ProductsPage as default } from './components/ProductsPage';
