import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { isNotFound } from '../../common/lib/notFound';
import { resolveUrl, useProductResolve } from '../api/useProductResolve';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductDetailView } from './ProductDetailView';
import { ProductNotFound } from './ProductNotFound';
import '../../common/components/common.css';
import './product-detail.css';

/**
 * The /urun/:slugOrId page (member spec §2): resolves the parameter (slug, id or text with a
 * GUID), rewrites the address to /urun/<slug> in place (history replace) when it differs, and
 * shows loading, error, 'Ürün Bulunamadı' or the product.
 * Exposed as `catalog/ProductDetailPage` (public): the default export of the feature's index.
 */
export function ProductDetailScreen() {
  const { slugOrId } = useParams<{ slugOrId: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { data: product, error, mutate: retry } = useProductResolve(slugOrId);

  useEffect(() => {
    if (!product?.slug || product.slug === slugOrId) return;
    // Seed the cache under the slug so the rewritten address renders without a second load.
    void mutate(resolveUrl(product.slug), product, { revalidate: false });
    navigate(`/urun/${encodeURIComponent(product.slug)}${location.search}${location.hash}`, { replace: true });
  }, [product, slugOrId, mutate, navigate, location.search, location.hash]);

  if (error && !product) {
    if (isNotFound(error)) return <ProductNotFound />;
    return (
      <InnerPage title="Ürün Detayı" breadcrumb={[{ title: 'Ürünler', to: '/urunler' }, { title: 'Ürün Detayı' }]}>
        <ErrorAlert message={error.message} onRetry={() => void retry()} />
      </InnerPage>
    );
  }
  if (!product) {
    return (
      <InnerPage title="Ürün Detayı" backgroundTitle="MAĞAZA" breadcrumb={[{ title: 'Ürünler', to: '/urunler' }, { title: 'Ürün Detayı' }]}>
        <div className="cat-detail">
          <ProductDetailSkeleton />
        </div>
      </InnerPage>
    );
  }
  return <ProductDetailView key={product.id} product={product} />;
}
