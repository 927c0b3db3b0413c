export { GalleryDetail as default } from './components/GalleryDetail';
