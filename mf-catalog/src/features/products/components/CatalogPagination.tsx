import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { catalogSearch, type CatalogQuery } from '../lib/catalogQuery';
import { pageWindow } from '../lib/pageWindow';

/** Props of {@link CatalogPagination}. */
export interface CatalogPaginationProps {
  query: CatalogQuery;
  totalPages: number;
  /** Address of the catalogue (default /urunler). */
  basePath?: string;
}

/**
 * Catalogue pagination (member spec §2): 'Önceki' and 'Sonraki' plus the page numbers within 2
 * of the current page. Real links (the page lives in `?sayfa=`), so back/forward work.
 * Renders nothing for a single page.
 */
export function CatalogPagination({ query, totalPages, basePath = '/urunler' }: CatalogPaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(query.sayfa, totalPages);
  const href = (sayfa: number) => `${basePath}${catalogSearch({ ...query, sayfa })}`;
  const toTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  return (
    <nav className="cat-pagination" aria-label="Sayfalama">
      {current > 1 ? (
        <Link className="cat-page-link cat-page-link--nav" to={href(current - 1)} onClick={toTop} rel="prev" aria-label="Önceki">
          <LeftOutlined /> <span className="cat-page-link__text">Önceki</span>
        </Link>
      ) : (
        <span className="cat-page-link cat-page-link--nav cat-page-link--disabled" aria-disabled="true">
          <LeftOutlined /> <span className="cat-page-link__text">Önceki</span>
        </span>
      )}
      {pageWindow(current, totalPages).map((p) =>
        p === current ? (
          <span key={p} className="cat-page-link cat-page-link--current" aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} className="cat-page-link" to={href(p)} onClick={toTop} aria-label={`Sayfa ${p}`}>
            {p}
          </Link>
        ),
      )}
      {current < totalPages ? (
        <Link className="cat-page-link cat-page-link--nav" to={href(current + 1)} onClick={toTop} rel="next" aria-label="Sonraki">
          <span className="cat-page-link__text">Sonraki</span> <RightOutlined />
        </Link>
      ) : (
        <span className="cat-page-link cat-page-link--nav cat-page-link--disabled" aria-disabled="true">
          <span className="cat-page-link__text">Sonraki</span> <RightOutlined />
        </span>
      )}
    </nav>
  );
}
