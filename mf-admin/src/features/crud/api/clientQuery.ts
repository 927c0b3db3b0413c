/**
 * A {@link ListQuery} answered on the client, for collections the API sends whole (admin spec §7:
 * "Pagination and sorting of these lists are done on the client"): Turkish case-insensitive
 * search, Turkish alphabetical sort, one page of rows.
 */
import type { ListPage, ListQuery } from './createCrudService';

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });

/** Lower case by Turkish rules (İ → i, I → ı), so 'İSTANBUL' finds 'istanbul'. */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/** Orders two cell values: numbers numerically, Aktif before Pasif, text in Turkish order; empty last. */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

/**
 * Filters `rows` by `query.keyword` in `searchText(row)`, sorts by `query.sort` (the column key is
 * the row property; ties keep the API's order) and cuts the page. A page past the end gives the
 * last page's rows' slice (empty), as the table asks again after a delete.
 */
export function queryRows<T extends object>(rows: readonly T[], query: ListQuery, searchText: (row: T) => string): ListPage<T> {
  const q = turkishLower(query.keyword.trim());
  const found = q ? rows.filter((r) => turkishLower(searchText(r)).includes(q)) : [...rows];
  const sort = query.sort;
  if (sort) {
    const sign = sort.order === 'ascend' ? 1 : -1;
    const value = (r: T) => (r as Record<string, unknown>)[sort.field];
    found.sort((x, y) => sign * compareValues(value(x), value(y)));
  }
  const start = (Math.max(query.current, 1) - 1) * query.pageSize;
  return { rows: found.slice(start, start + query.pageSize), total: found.length };
}
