import { Empty, Image } from 'antd';
import { assetUrl } from '@skiclub/shared/api';
import type { GalleryImage } from '@skiclub/shared/schemas';
import './galleries.css';

/** Props of {@link GalleryGrid}. */
export interface GalleryGridProps {
  images: GalleryImage[];
  /** Gallery title, used for the pictures' alternative texts. */
  title: string;
}

/**
 * Picture grid of a gallery (member spec §2 gallery detail): clicking a picture enlarges it in
 * antd's preview, where the whole gallery can be browsed.
 */
export function GalleryGrid({ images, title }: GalleryGridProps) {
  if (images.length === 0) {
    return <Empty className="cat-gallery-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="Bu galeride henüz resim bulunmuyor." />;
  }
  return (
    <Image.PreviewGroup>
      <div className="cat-photo-grid">
        {images.map((img, i) => (
          <div key={img.id} className="cat-photo-grid__item">
            <Image src={assetUrl(img.resimYolu)} alt={`${title} - ${i + 1}. resim`} rootClassName="cat-photo-grid__image" />
          </div>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
