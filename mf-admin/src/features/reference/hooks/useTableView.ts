import { useMemo, useReducer } from 'react';
import { buildTableView, initialTableView, tableViewReducer, type TableView, type TableViewConfig, type TableViewState } from './tableView';

/** What {@link useTableView} gives a reference table. */
export interface TableViewController<T> {
  state: TableViewState;
  view: TableView<T>;
  /** New search text; goes back to page 1. */
  setSearch: (search: string) => void;
  /** Header click: same column toggles asc/desc, another column starts asc. */
  sortBy: (key: string) => void;
  setPage: (page: number) => void;
}

/**
 * Search, sort and paging state of a reference table (admin spec §2, §9), client-side.
 * @param defaultSortKey column sorted ascending at first (admin spec §9: the name)
 */
export function useTableView<T>(rows: readonly T[], config: TableViewConfig<T>, defaultSortKey?: string): TableViewController<T> {
  const [state, dispatch] = useReducer(tableViewReducer, defaultSortKey, initialTableView);
  const { searchText, sortValue, pageSize } = config;
  const view = useMemo(() => buildTableView(rows, state, { searchText, sortValue, pageSize }), [rows, state, searchText, sortValue, pageSize]);
  return {
    state,
    view,
    setSearch: (search) => dispatch({ type: 'search', search }),
    sortBy: (key) => dispatch({ type: 'sort', key }),
    setPage: (page) => dispatch({ type: 'page', page }),
  };
}
