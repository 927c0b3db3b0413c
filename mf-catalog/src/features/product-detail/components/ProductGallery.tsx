import { Image } from 'antd';
import { useState } from 'react';
import { assetUrl } from '@skiclub/shared/api';
import type { ProductDetail } from '@skiclub/shared/schemas';

/** Image addresses of a product: the main image first, then urunResimleri, without repeats. */
export function productImages(product: Pick<ProductDetail, 'anaGorselUrl' | 'urunResimleri'>): string[] {
  const paths = [product.anaGorselUrl, ...product.urunResimleri.map((r) => r.resimUrl)].filter((p): p is string => !!p);
  const urls = [...new Set(paths.map((p) => assetUrl(p)))];
  return urls.length ? urls : [assetUrl(null)];
}

/**
 * Product image gallery with thumbnails (member spec §2 product detail). Clicking the large
 * image opens antd's preview, where all images can be browsed.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const index = Math.min(current, images.length - 1);
  return (
    <div className="cat-gallery">
      <div className="cat-gallery__main">
        <Image.PreviewGroup items={images} preview={{ current: index, onChange: (c) => setCurrent(c) }}>
          <Image src={images[index]} alt={name} rootClassName="cat-gallery__image" />
        </Image.PreviewGroup>
      </div>
      {images.length > 1 && (
        <div className="cat-gallery__thumbs" role="list" aria-label="Ürün görselleri">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              role="listitem"
              className={`cat-gallery__thumb${i === index ? ' cat-gallery__thumb--active' : ''}`}
              onClick={() => setCurrent(i)}
              aria-label={`Görsel ${i + 1}`}
              aria-current={i === index}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
