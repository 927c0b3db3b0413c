/**
 * Client-side table logic shared by every reference screen (admin spec §2, §7, §9): search
 * (Turkish case-insensitive), sort (same column toggles, a new column starts ascending), 10 rows
 * per page, and the '#' running number that continues across pages. Pure functions and a reducer.
 */
import { REFERENCE_PAGE_SIZE } from '@skiclub/shared/schemas';

/** Sort direction. */
export type SortOrder = 'asc' | 'desc';

/** Current sort: a column key and a direction. */
export interface SortState {
  key: string;
  order: SortOrder;
}

/** What the table shows: search text, sort and 1-based page. */
export interface TableViewState {
  search: string;
  sort: SortState | null;
  page: number;
}

/** Changes to {@link TableViewState}. */
export type TableViewAction = { type: 'search'; search: string } | { type: 'sort'; key: string } | { type: 'page'; page: number };

/** How a screen reads its rows for searching and sorting. */
export interface TableViewConfig<T> {
  /** Text the search box looks in (e.g. the name). */
  searchText: (row: T) => string;
  /** Value of a sortable column for a row. */
  sortValue: (row: T, key: string) => string | number | boolean | null | undefined;
  pageSize?: number;
}

/** The rows of the current page and what the pager needs. */
export interface TableView<T> {
  /** Every matching row, sorted (the table pages through these). */
  rows: T[];
  /** Rows on the current page. */
  pageRows: T[];
  total: number;
  /** The page actually shown (clamped to the last page after deletes or filtering). */
  page: number;
  pageSize: number;
}

/** Initial state: no search, page 1, the default sort (admin spec §9: by name ascending). */
export function initialTableView(defaultSortKey?: string): TableViewState {
  return { search: '', sort: defaultSortKey ? { key: defaultSortKey, order: 'asc' } : null, page: 1 };
}

/** Sort toggling (admin spec §2): the same column flips asc/desc, another column starts asc. */
export function toggleSort(prev: SortState | null, key: string): SortState {
  if (prev && prev.key === key) return { key, order: prev.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'asc' };
}

/**
 * '#' of a row (admin spec §2): continues across pages, `(page - 1) * pageSize + index + 1`.
 * @param page 1-based page
 * @param index 0-based index on that page
 */
export function runningNumber(page: number, index: number, pageSize = REFERENCE_PAGE_SIZE): number {
  return (Math.max(page, 1) - 1) * pageSize + index + 1;
}

/** Lower case by Turkish rules (İ → i, I → ı), so 'İSTANBUL' finds 'istanbul'. */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/** True when `text` contains `query`, Turkish case-insensitive; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  const q = turkishLower(query.trim());
  return q === '' || turkishLower(text).includes(q);
}

const collator = new Intl.Collator('tr-TR', { sensitivity: 'base', numeric: true });

/** Compares two cell values: Turkish alphabetical order for text, numeric otherwise; empty last. */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return collator.compare(String(a), String(b));
}

/** Reducer of the table state: a new search goes back to page 1 (admin spec §2). */
export function tableViewReducer(state: TableViewState, action: TableViewAction): TableViewState {
  switch (action.type) {
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 };
    case 'sort':
      return { ...state, sort: toggleSort(state.sort, action.key) };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
  }
}

/** Filters, sorts and pages `rows` for `state`. */
export function buildTableView<T>(rows: readonly T[], state: TableViewState, config: TableViewConfig<T>): TableView<T> {
  const pageSize = config.pageSize ?? REFERENCE_PAGE_SIZE;
  const filtered = rows.filter((r) => matchesSearch(config.searchText(r), state.search));
  const sort = state.sort;
  const sorted = sort
    ? filtered
        .map((row, i) => ({ row, i }))
        .sort((x, y) => {
          const c = compareValues(config.sortValue(x.row, sort.key), config.sortValue(y.row, sort.key));
          return (sort.order === 'asc' ? c : -c) || x.i - y.i;
        })
        .map((x) => x.row)
    : filtered;
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(state.page, lastPage);
  return { rows: sorted, pageRows: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length, page, pageSize };
}
