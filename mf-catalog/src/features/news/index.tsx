export { NewsDetail as default } from './components/NewsDetail';
