import { CATALOG_PAGE_SIZE } from '@skiclub/shared/schemas';

/**
 * Filter state of the catalogue (member spec §2 /urunler), kept in the address query
 * `?q=…&kategori=…&sayfa=…` so links, reloads and back/forward keep it.
 */
export interface CatalogQuery {
  /** Search text ('' = none). */
  q: string;
  /** Category id ('' = all categories). */
  kategori: string;
  /** Page, 1-based. */
  sayfa: number;
}

/** The unfiltered first page. */
export const EMPTY_CATALOG_QUERY: CatalogQuery = { q: '', kategori: '', sayfa: 1 };

/** Reads the catalogue query from the address; a missing or bad `sayfa` is page 1. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const page = Number.parseInt(params.get('sayfa') ?? '', 10);
  return {
    q: (params.get('q') ?? '').trim(),
    kategori: (params.get('kategori') ?? '').trim(),
    sayfa: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/**
 * Address query for a catalogue state, defaults left out (`?q=bot&sayfa=2`, or '' for the
 * unfiltered first page).
 */
export function catalogSearch(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.kategori) params.set('kategori', query.kategori);
  if (query.sayfa > 1) params.set('sayfa', String(query.sayfa));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** New state after a search or category change: always back to page 1 (member spec §2). */
export function withFilters(query: CatalogQuery, change: Partial<Pick<CatalogQuery, 'q' | 'kategori'>>): CatalogQuery {
  return { ...query, ...change, sayfa: 1 };
}

/** True when a search text or a category narrows the list. */
export function hasFilters(query: CatalogQuery): boolean {
  return query.q !== '' || query.kategori !== '';
}

/**
 * GET /api/urun address for a catalogue state (member spec §7): page, pageSize 12,
 * searchTerm and kategoriId only when set.
 */
export function productListUrl(query: CatalogQuery, pageSize = CATALOG_PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(query.sayfa), pageSize: String(pageSize) });
  if (query.q) params.set('searchTerm', query.q);
  if (query.kategori) params.set('kategoriId', query.kategori);
  return `/api/urun?${params.toString()}`;
}
