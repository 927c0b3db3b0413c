export { MyOrdersScreen as default } from './components/MyOrdersScreen';
