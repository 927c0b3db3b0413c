import { Button, Empty } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@skiclub/shared/ui';
import { useActiveCategories, useProductPage } from '../api/useProducts';
import { EMPTY_CATALOG_QUERY, catalogSearch, hasFilters, parseCatalogQuery, withFilters, type CatalogQuery } from '../lib/catalogQuery';
import { CatalogPagination } from './CatalogPagination';
import { CatalogToolbar } from './CatalogToolbar';
import { ProductCard } from './ProductCard';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import '../../common/components/common.css';
import './products.css';

/**
 * Product catalogue body (member spec §2 /urunler): search, category dropdown, result count,
 * card grid (1–4 columns), empty state with 'Filtreleri Temizle' and pagination. Every filter
 * lives in the address query (`?q=&kategori=&sayfa=`); a new search or category goes to page 1.
 */
export function ProductCatalog() {
  const [params, setParams] = useSearchParams();
  const query = parseCatalogQuery(params);
  const products = useProductPage(query);
  const categories = useActiveCategories();

  const go = (next: CatalogQuery) => setParams(new URLSearchParams(catalogSearch(next)));
  const clearFilters = () => go(EMPTY_CATALOG_QUERY);

  const page = products.data;
  const stale = products.isLoading && !!page;

  return (
    <div className="cat-catalog">
      <CatalogToolbar
        q={query.q}
        kategori={query.kategori}
        categories={categories.data}
        categoriesLoading={categories.isLoading}
        onSearch={(q) => go(withFilters(query, { q }))}
        onCategory={(kategori) => go(withFilters(query, { kategori }))}
      />

      {categories.error && (
        <div className="cat-section-gap">
          <ErrorAlert type="warning" message={`Kategoriler yüklenemedi: ${categories.error.message}`} onRetry={() => void categories.mutate()} />
        </div>
      )}

      {products.error && !page ? (
        <ErrorAlert message={products.error.message} fieldErrors={products.error.fieldErrors} onRetry={() => void products.mutate()} />
      ) : !page ? (
        <ProductGridSkeleton />
      ) : (
        <>
          <div className="cat-result-bar" aria-live="polite">
            <span className="cat-result-count">{page.totalCount} ürün bulundu</span>
            {hasFilters(query) && page.items.length > 0 && (
              <Button type="link" onClick={clearFilters} className="cat-result-clear">
                Filtreleri Temizle
              </Button>
            )}
          </div>
          {products.error && (
            <div className="cat-section-gap">
              <ErrorAlert message={products.error.message} onRetry={() => void products.mutate()} />
            </div>
          )}
          {page.items.length === 0 ? (
            <Empty
              className="cat-empty"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={hasFilters(query) || query.sayfa > 1 ? 'Aradığınız kriterlere uygun ürün bulunamadı.' : 'Henüz ürün bulunmuyor.'}
            >
              {(hasFilters(query) || query.sayfa > 1) && (
                <Button type="primary" onClick={clearFilters}>
                  Filtreleri Temizle
                </Button>
              )}
            </Empty>
          ) : (
            <div className={`cat-grid${stale ? ' cat-grid--stale' : ''}`} aria-busy={stale}>
              {page.items.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          )}
          <CatalogPagination query={query} totalPages={page.totalPages} />
        </>
      )}
    </div>
  );
}
