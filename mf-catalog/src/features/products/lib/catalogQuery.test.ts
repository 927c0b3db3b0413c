import { catalogSearch, hasFilters, parseCatalogQuery, productListUrl, withFilters } from './catalogQuery';

describe('catalogue query in the address (member spec §2 /urunler)', () => {
  it('reads q, kategori and sayfa', () => {
    expect(parseCatalogQuery(new URLSearchParams('q=bot&kategori=abc&sayfa=3'))).toEqual({ q: 'bot', kategori: 'abc', sayfa: 3 });
  });

  it('defaults to the unfiltered first page and ignores a bad page', () => {
    expect(parseCatalogQuery(new URLSearchParams(''))).toEqual({ q: '', kategori: '', sayfa: 1 });
    expect(parseCatalogQuery(new URLSearchParams('sayfa=abc')).sayfa).toBe(1);
    expect(parseCatalogQuery(new URLSearchParams('sayfa=0')).sayfa).toBe(1);
    expect(parseCatalogQuery(new URLSearchParams('sayfa=-2')).sayfa).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(catalogSearch({ q: '', kategori: '', sayfa: 1 })).toBe('');
    expect(catalogSearch({ q: 'kayak botu', kategori: '', sayfa: 2 })).toBe('?q=kayak+botu&sayfa=2');
    expect(catalogSearch({ q: '', kategori: 'k1', sayfa: 1 })).toBe('?kategori=k1');
  });

  it('round-trips through the address', () => {
    const state = { q: 'eldiven', kategori: 'k-9', sayfa: 4 };
    expect(parseCatalogQuery(new URLSearchParams(catalogSearch(state)))).toEqual(state);
  });

  it('goes back to page 1 when the search or the category changes', () => {
    expect(withFilters({ q: 'a', kategori: '', sayfa: 5 }, { q: 'b' })).toEqual({ q: 'b', kategori: '', sayfa: 1 });
    expect(withFilters({ q: 'a', kategori: '', sayfa: 5 }, { kategori: 'k2' })).toEqual({ q: 'a', kategori: 'k2', sayfa: 1 });
  });

  it('knows when filters are set', () => {
    expect(hasFilters({ q: '', kategori: '', sayfa: 3 })).toBe(false);
    expect(hasFilters({ q: 'x', kategori: '', sayfa: 1 })).toBe(true);
    expect(hasFilters({ q: '', kategori: 'k', sayfa: 1 })).toBe(true);
  });

  it('asks the API for 12 products per page with the filters', () => {
    expect(productListUrl({ q: '', kategori: '', sayfa: 1 })).toBe('/api/urun?page=1&pageSize=12');
    expect(productListUrl({ q: 'bot', kategori: 'k1', sayfa: 2 })).toBe('/api/urun?page=2&pageSize=12&searchTerm=bot&kategoriId=k1');
  });
});
