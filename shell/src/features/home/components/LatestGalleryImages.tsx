import { PictureOutlined } from '@ant-design/icons';
import { Button, Image, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { assetUrl } from '@skiclub/shared/api';
import { galleryMenuTitle, turkishUpper } from '@skiclub/shared/format';
import type { Gallery, GalleryImage } from '@skiclub/shared/schemas';
import { useGalleries } from '../../layout/api/galleries';
import { useLatestGalleryImages } from '../api/latestGalleryImages';
import './home.css';

/** Props of {@link LatestGalleryGrid}. */
export interface LatestGalleryGridProps {
  images: GalleryImage[];
  /** Active galleries, for the pictures' alternative texts and the galleries modal. */
  galleries: Gallery[];
}

/**
 * Grid of the latest gallery pictures (member spec §2 home): clicking a picture opens the
 * lightbox (antd image preview, browsable through all of them); 'Tüm Galeriler' opens a modal
 * listing the active galleries with links to /galeri/:id. Renders nothing without pictures.
 */
export function LatestGalleryGrid({ images, galleries }: LatestGalleryGridProps) {
  const [listOpen, setListOpen] = useState(false);
  if (images.length === 0) return null;
  const titles = new Map(galleries.map((g) => [g.id, galleryMenuTitle(g)]));
  return (
    <section className="sc-home-gallery" aria-labelledby="sc-home-gallery-title">
      <div className="sc-home-gallery__head">
        <div>
          <span className="sc-eyebrow">{turkishUpper('Galeri')}</span>
          <h2 id="sc-home-gallery-title" className="sc-home-gallery__title">
            Kamplardan Kareler
          </h2>
        </div>
        {galleries.length > 0 && (
          <Button icon={<PictureOutlined />} onClick={() => setListOpen(true)}>
            Tüm Galeriler
          </Button>
        )}
      </div>
      <Image.PreviewGroup>
        <div className="sc-home-gallery__grid">
          {images.map((img, i) => (
            <div key={img.id} className="sc-home-gallery__item">
              <Image
                src={assetUrl(img.resimYolu)}
                alt={`${titles.get(img.galeriId) ?? 'Galeri'} - ${i + 1}. resim`}
                rootClassName="sc-home-gallery__image"
                preview={{ mask: 'Büyüt' }}
              />
            </div>
          ))}
        </div>
      </Image.PreviewGroup>
      <Modal title="Galeriler" open={listOpen} onCancel={() => setListOpen(false)} footer={null}>
        <ul className="sc-home-gallery__list">
          {galleries.map((g) => (
            <li key={g.id}>
              <Link to={`/galeri/${g.id}`} onClick={() => setListOpen(false)}>
                {titles.get(g.id)}
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}

/**
 * The home page's latest gallery pictures (GET /api/galeriresim/son-resimler) with lightbox and
 * galleries modal. A failed call leaves the grid empty and the page intact (member spec §2 home).
 */
export function LatestGalleryImages() {
  const { data } = useLatestGalleryImages();
  const galleries = useGalleries();
  return <LatestGalleryGrid images={data ?? []} galleries={galleries} />;
}
