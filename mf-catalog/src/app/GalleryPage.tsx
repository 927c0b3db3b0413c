import { GalleryDetail } from '../features/galleries/components/GalleryDetail';

/** Exposed `./GalleryPage`: gallery detail at /galeri/:id (member spec §2). */
export default function GalleryPage() {
  return <GalleryDetail />;
}
