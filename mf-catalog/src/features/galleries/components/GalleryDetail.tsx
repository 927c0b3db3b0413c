import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { galleryMenuTitle } from '@skiclub/shared/format';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { LinkButton } from '../../common/components/LinkButton';
import { isNotFound } from '../../common/lib/notFound';
import { useGallery, useGalleryImages } from '../api/useGallery';
import { GalleryGrid } from './GalleryGrid';
import '../../common/components/common.css';
import './galleries.css';

/** Text of the gallery not-found state. */
export const GALLERY_NOT_FOUND = 'Galeri bulunamadı.';

/** Not-found state of /galeri/:id: unknown or inactive gallery, with a link home. */
export function GalleryNotFound() {
  return (
    <InnerPage title="Galeri" breadcrumb={[{ title: 'Galeri' }]}>
      <Result
        status="404"
        title={GALLERY_NOT_FOUND}
        subTitle="Aradığınız galeri yayından kaldırılmış ya da hiç var olmamış olabilir."
        extra={
          <LinkButton to="/" primary>
            Ana Sayfaya Dön
          </LinkButton>
        }
      />
    </InnerPage>
  );
}

/**
 * The /galeri/:id page (member spec §2): title (camp galleries read 'DD-DD AY YIL kampAdi'),
 * description and the picture grid with an enlarging preview. Inactive galleries are not shown
 * to the public (member spec §4).
 * Exposed as `catalog/GalleryPage` (public): the default export of the feature's index.
 */
export function GalleryDetail() {
  const { id } = useParams<{ id: string }>();
  const gallery = useGallery(id);
  const images = useGalleryImages(id);

  if (gallery.error && !gallery.data) {
    if (isNotFound(gallery.error)) return <GalleryNotFound />;
    return (
      <InnerPage title="Galeri" breadcrumb={[{ title: 'Galeri' }]}>
        <ErrorAlert message={gallery.error.message} onRetry={() => void gallery.mutate()} />
      </InnerPage>
    );
  }
  if (!gallery.data) {
    return (
      <InnerPage title="Galeri" breadcrumb={[{ title: 'Galeri' }]}>
        <div className="cat-photo-grid" aria-busy="true" aria-label="Galeri yükleniyor">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton.Image key={i} active className="cat-photo-grid__skeleton" />
          ))}
        </div>
      </InnerPage>
    );
  }
  if (!gallery.data.aktif) return <GalleryNotFound />;

  const title = galleryMenuTitle(gallery.data);
  return (
    <InnerPage title={title} backgroundTitle="GALERİ" breadcrumb={[{ title: 'Galeri' }, { title }]}>
      <div className="cat-gallery-page">
        {gallery.data.aciklama && <p className="cat-gallery-page__desc">{gallery.data.aciklama}</p>}
        {images.error && !images.data ? (
          <ErrorAlert message={images.error.message} onRetry={() => void images.mutate()} />
        ) : !images.data ? (
          <div className="cat-photo-grid" aria-busy="true" aria-label="Resimler yükleniyor">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton.Image key={i} active className="cat-photo-grid__skeleton" />
            ))}
          </div>
        ) : (
          <>
            <div className="cat-gallery-page__count">{images.data.length} fotoğraf</div>
            <GalleryGrid images={images.data} title={title} />
          </>
        )}
      </div>
    </InnerPage>
  );
}
