import { SearchOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Input, Space, type PaginationProps } from 'antd';
import { Fragment, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { errorMessageOr, offersRetry } from '@skiclub/shared/errors';
import { ADMIN_MESSAGES, REFERENCE_PAGE_SIZE } from '@skiclub/shared/schemas/admin';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { queryRows } from '../api/clientQuery';
import type { ListPage, ListQuery } from '../api/createCrudService';
import { AdminProConfig } from './AdminProConfig';
import './crud.css';

/** Sort cycle of admin spec §2: a new column starts ascending, the same column toggles. */
const SORT_CYCLE: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

/**
 * Pages shown by a pager that keeps `window` pages on each side of `current` plus the first and
 * the last page (admin spec §2 City: ellipsis past 7 pages, window of 2); up to 7 pages all show.
 * @returns ascending page numbers, e.g. (6, 12, 2) → [1, 4, 5, 6, 7, 8, 12]
 */
export function windowedPages(current: number, lastPage: number, window: number): number[] {
  const all = Array.from({ length: lastPage }, (_, i) => i + 1);
  if (lastPage <= 7) return all;
  return all.filter((p) => p === 1 || p === lastPage || Math.abs(p - current) <= window);
}

/** antd Pagination `itemRender` that leaves out the page links {@link windowedPages} does not show. */
function windowItemRender(window: number, current: number, lastPage: number): NonNullable<PaginationProps['itemRender']> {
  const shown = new Set(windowedPages(current, lastPage, window));
  return (page, type, element) => (type === 'page' && !shown.has(page) ? null : element);
}

/** Page header of an admin screen (admin spec §2 shared traits), e.g. 'Kamp Kayıtları' / 'KAYIT'. */
export interface AdminHeaderTexts {
  title: string;
  backgroundTitle: string;
  description: string;
}

/** A failed operation shown above the page's content with its 'Tekrar Dene' (admin spec §8). */
export interface AdminBanner {
  message: string;
  /** Server field errors that belong to no field on screen, listed under the message. */
  fieldErrors?: Record<string, string>;
  retry?: () => void;
  /** The failure shown: `retry` is offered only when repeating may help ({@link offersRetry}). */
  error?: unknown;
}

/** The banner of {@link AdminBanner}: an ErrorAlert with Tekrar Dene (when it may help) and a close button. */
export function AdminBannerAlert({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  if (!banner) return null;
  const retry = banner.retry && offersRetry(banner.error) ? banner.retry : undefined;
  return (
    <div className="adm-crud__banner">
      <ErrorAlert message={banner.message} fieldErrors={banner.fieldErrors} onRetry={retry} onClose={onClose} />
    </div>
  );
}

/** Props of {@link AdminPageFrame}. */
export interface AdminPageFrameProps {
  texts: AdminHeaderTexts;
  /** Extra class of the content, e.g. 'adm-users'. */
  className?: string;
  banner?: AdminBanner | null;
  onBannerClose?: () => void;
  children: ReactNode;
}

/**
 * The frame of every admin screen: the ProComponents' Turkish texts ({@link AdminProConfig}), the
 * inner-page header with 'Yönetim / <title>' and the content with an optional failure banner.
 */
export function AdminPageFrame({ texts, className, banner = null, onBannerClose = () => undefined, children }: AdminPageFrameProps) {
  return (
    <AdminProConfig>
      <InnerPage title={texts.title} backgroundTitle={texts.backgroundTitle} description={texts.description} breadcrumb={[{ title: 'Yönetim' }, { title: texts.title }]}>
        <div className={className ? `adm-crud ${className}` : 'adm-crud'}>
          <AdminBannerAlert banner={banner} onClose={onBannerClose} />
          {children}
        </div>
      </InnerPage>
    </AdminProConfig>
  );
}

/** Texts of a list (admin spec §2, §8). */
export interface AdminListTexts {
  /** Title of the table's card, e.g. 'Kayıt Listesi'. */
  tableTitle: string;
  /** Spinner text while the list loads, e.g. 'Kayıtlar yükleniyor...'. */
  loading: string;
  /** Load failure when the server sends no message, e.g. 'Kayıtlar yüklenirken hata oluştu.'. */
  loadFailed: string;
  /** Empty list; default 'Kayıt bulunamadı.'. */
  empty?: string;
  /** Placeholder and accessible name of the search box in the toolbar; without it there is none. */
  searchPlaceholder?: string;
  /** Total beside the pager; default `Toplam ${total} kayıt`. */
  total?: (total: number) => string;
}

/** What a screen may do with its list from its own controls. */
export interface AdminListApi<T> {
  /** Reads the list again (a client-side copy is dropped). */
  reload: () => void;
  /** Goes back to page 1, which reads it. @returns false when the list is on page 1 already (nothing read) */
  firstPage: () => boolean;
  /** Client paging: every row matching the search and filters on screen, in the table's sort (all pages). */
  matchingRows: () => T[];
}

/** State of the list for the screen's toolbar controls and a custom pager. */
export interface AdminListState {
  loading: boolean;
  /** The last read failed (its message is in the table). */
  failed: boolean;
  page: number;
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  setPage: (page: number) => void;
  /** A new page size; goes back to page 1. */
  setPageSize: (size: number) => void;
}

/** Props of {@link AdminListTable}. */
export interface AdminListTableProps<T extends { id: string }> {
  texts: AdminListTexts;
  /** Data and action columns (key = dataIndex unless given); `sorter: true` sorts by the cycle of admin spec §2; the column keyed {@link ACTIONS_KEY} is pinned right. */
  columns: ProColumns<T>[];
  /**
   * Server paging: one page of `query` (its `filters` only when the screen has some).
   * @throws on failure; the message (or `texts.loadFailed`) shows in the table with Tekrar Dene
   */
  load?: (query: ListQuery) => Promise<ListPage<T>>;
  /**
   * Client paging: every row for `query.filters`, read once per reload or filter change; search,
   * sort and paging then run here (Turkish rules, {@link queryRows}). Used when `load` is absent.
   */
  loadAll?: (query: ListQuery) => Promise<T[]>;
  /** Text the search box looks in (client paging). */
  searchText?: (row: T) => string;
  /** The screen's filters: a change goes back to page 1 and reads again; they reach the query as `filters`. */
  filters?: Record<string, unknown>;
  /** Waits this long (ms) after the last key typed before searching (server paging, e.g. users: 300). */
  searchDebounceMs?: number;
  /** '#' running across pages (default); `false` for none. */
  numbered?: boolean;
  /** Width of the '#' column in px; default 48. */
  numberWidth?: number;
  /** Column sorted ascending at first (its key). */
  defaultSort?: string;
  /** Rows per page at first; default 10. */
  defaultPageSize?: number;
  /** Page sizes the user may choose; default fixed. */
  pageSizeOptions?: number[];
  /** Pager with first, last and `pageWindow` pages around the current one past 7 pages. */
  pageWindow?: number;
  /** Replaces antd's pager below the table. */
  pager?: (state: AdminListState) => ReactNode;
  /** Controls in the toolbar before the search box. */
  toolbarStart?: ReactNode;
  /** Controls in the toolbar after the search box. */
  toolbarEnd?: (state: AdminListState) => ReactNode;
  /** Row highlighted as the one in the form. */
  highlightId?: string | null;
  /** Horizontal scroll width; default 'max-content'. */
  scrollX?: number | 'max-content';
  /** Extra class of the table, e.g. 'adm-news-list'. */
  className?: string;
  /** Filled with the list's {@link AdminListApi}. */
  listRef?: Ref<AdminListApi<T>>;
}

type Sorter = Record<string, 'ascend' | 'descend' | null>;

/** Key of a row's action column (İşlemler): the table pins it to the right edge. */
export const ACTIONS_KEY = 'actions';

/**
 * The list of an admin screen (admin spec §2, §8, §9): a ProTable in a card with its title, an
 * optional search box (back to page 1 on change), '#' running across pages, sortable columns
 * (new column ascending, same column toggles), 10 rows a page by default, '… yükleniyor...' while
 * loading, 'Kayıt bulunamadı.' when empty and a failed read's message with 'Tekrar Dene'. Paging
 * runs on the server (`load`) or here (`loadAll`); a page emptied by deletes steps back to the last
 * page; answers of an older read are dropped.
 */
export function AdminListTable<T extends { id: string }>(props: AdminListTableProps<T>) {
  const { texts, columns, load, loadAll, searchText = () => '', filters, searchDebounceMs, numbered = true, numberWidth = 48, defaultSort } = props;
  const { defaultPageSize = REFERENCE_PAGE_SIZE, pageSizeOptions, pageWindow, pager, toolbarStart, toolbarEnd, highlightId, scrollX = 'max-content', className, listRef } = props;
  const table = useRef<ActionType>(undefined);
  const allRows = useRef<T[] | null>(null); // client paging: every row, read once per reload
  const rowsFilters = useRef<string | null>(null); // filters the client-side copy was read with
  const shown = useRef<ListQuery>({ current: 1, pageSize: defaultPageSize, keyword: '', sort: null }); // query of the rows on screen
  // Answers of an older read are dropped. ProTable's own abort (pro-table 3.21 useFetchData) only
  // stops waiting for a superseded request: the request still runs on, and its answer is still
  // written into the table and its total. So `request` counts reads and answers `success: false`
  // for any but the latest, which ProTable leaves alone.
  const ticket = useRef(0);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  // New filters go back to page 1 (set while rendering, so the table asks for page 1 at once).
  const filtersKey = JSON.stringify(filters ?? null);
  const [shownFilters, setShownFilters] = useState(filtersKey);
  if (shownFilters !== filtersKey) {
    setShownFilters(filtersKey);
    setPage(1);
  }

  // With a debounce the search waits for a pause in typing; the new search starts on page 1.
  // Not ProTable's `debounceTime`: that one delays every read, a page flip or a reload too.
  useEffect(() => {
    if (searchDebounceMs === undefined || typed === keyword) return undefined;
    const timer = setTimeout(() => {
      setPage(1);
      setKeyword(typed);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, keyword, searchDebounceMs]);

  const reload = () => {
    allRows.current = null;
    setLoadError(null);
    void table.current?.reload();
  };
  useImperativeHandle(listRef, () => ({
    reload,
    firstPage: () => {
      if (page === 1) return false;
      setPage(1);
      return true;
    },
    matchingRows: () => queryRows(allRows.current ?? [], { ...shown.current, current: 1, pageSize: Number.MAX_SAFE_INTEGER }, searchText).rows,
  }));

  async function request(params: { current?: number; pageSize?: number; keyword?: string; filters?: Record<string, unknown> }, sorter: Sorter) {
    const [field, order] = Object.entries(sorter).find(([, o]) => o) ?? [];
    const query: ListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? defaultPageSize, keyword: params.keyword ?? '', sort: field && order ? { field, order } : null };
    if (params.filters) query.filters = params.filters;
    const mine = (ticket.current += 1);
    setLoading(true);
    try {
      let result: ListPage<T>;
      if (load) result = await load(query);
      else {
        const key = JSON.stringify(params.filters ?? null);
        if (rowsFilters.current !== key) allRows.current = null;
        rowsFilters.current = key;
        const rows = allRows.current ?? (await loadAll!(query));
        if (mine !== ticket.current) return { data: [], total: 0, success: false };
        allRows.current = rows;
        result = queryRows(rows, query, searchText);
      }
      if (mine !== ticket.current) return { data: [], total: 0, success: false };
      setLoadError(null);
      const lastPage = Math.max(1, Math.ceil(result.total / query.pageSize));
      if (!result.rows.length && query.current > lastPage) setPage(lastPage); // the last rows of the last page were deleted
      shown.current = query;
      setTotal(result.total);
      return { data: result.rows, total: result.total, success: true };
    } catch (e) {
      if (mine !== ticket.current) return { data: [], total: 0, success: false };
      allRows.current = null;
      setLoadError(e);
      setTotal(0);
      // An empty table shows the failure with Tekrar Dene (old rows would hide it).
      return { data: [], total: 0, success: true };
    } finally {
      if (mine === ticket.current) setLoading(false);
    }
  }

  const proColumns: ProColumns<T>[] = [
    ...(numbered
      ? [{ key: 'index', title: '#', width: numberWidth, render: (_d: unknown, _r: T, index: number) => (shown.current.current - 1) * shown.current.pageSize + index + 1 } satisfies ProColumns<T>]
      : []),
    ...columns.map((c): ProColumns<T> => {
      const key = String(c.key ?? c.dataIndex);
      // The row actions stay on screen when the data columns scroll sideways.
      const pinned = key === ACTIONS_KEY ? { fixed: c.fixed ?? ('right' as const) } : {};
      return c.sorter ? { ...c, key, ...pinned, sortDirections: SORT_CYCLE, defaultSortOrder: key === defaultSort ? 'ascend' : undefined } : { ...c, key, ...pinned };
    }),
  ];

  const search = texts.searchPlaceholder !== undefined && (
    <Input
      key="search"
      className="adm-crud-table__search"
      allowClear
      prefix={<SearchOutlined />}
      placeholder={texts.searchPlaceholder}
      aria-label={texts.searchPlaceholder}
      value={searchDebounceMs === undefined ? keyword : typed}
      onChange={(e) => {
        setTyped(e.target.value);
        if (searchDebounceMs !== undefined) return;
        setKeyword(e.target.value);
        setPage(1);
      }}
    />
  );
  const changePageSize = (size: number) => {
    setPage(1);
    setPageSize(size);
  };
  const state: AdminListState = { loading, failed: !!loadError, page, pageSize, total, setPage, setPageSize: changePageSize };
  const end = toolbarEnd?.(state);

  const params: Record<string, unknown> = filters ? { keyword, filters } : { keyword };
  // A custom pager: the table shows one page and the page travels in the params.
  if (pager) Object.assign(params, { current: page, pageSize });

  return (
    <>
      <ProTable<T>
        className={className ? `adm-crud-table ${className}` : 'adm-crud-table'}
        rowKey="id"
        actionRef={table}
        columns={proColumns}
        params={params}
        request={request}
        loading={{ spinning: loading, tip: texts.loading }}
        search={false}
        options={false}
        cardBordered
        headerTitle={texts.tableTitle}
        toolBarRender={() => [
          toolbarStart && (
            <Space key="start" wrap>
              {toolbarStart}
            </Space>
          ),
          search,
          end && <Fragment key="end">{end}</Fragment>,
        ]}
        size="middle"
        scroll={{ x: scrollX }}
        rowClassName={(row) => (highlightId && row.id === highlightId ? 'adm-crud-table__row--editing' : '')}
        locale={{ emptyText: loadError ? <ErrorAlert message={errorMessageOr(loadError, texts.loadFailed)} onRetry={() => reload()} /> : loading ? null : (texts.empty ?? ADMIN_MESSAGES.empty) }}
        pagination={
          pager
            ? false
            : {
                current: page,
                pageSize,
                showSizeChanger: !!pageSizeOptions,
                pageSizeOptions,
                showTotal: texts.total ?? ((n) => `Toplam ${n} kayıt`),
                onChange: (next, size) => {
                  setPage(size === pageSize ? next : 1);
                  setPageSize(size);
                },
                itemRender: pageWindow === undefined ? undefined : windowItemRender(pageWindow, page, Math.max(1, Math.ceil(total / pageSize))),
              }
        }
      />
      {pager?.(state)}
    </>
  );
}

/** Props of {@link AdminListPage}: the frame's and the table's, plus what stands between and after. */
export interface AdminListPageProps<T extends { id: string }> extends AdminListTableProps<T> {
  header: AdminHeaderTexts;
  /** Extra class of the content, e.g. 'adm-registrations'. */
  pageClassName?: string;
  banner?: AdminBanner | null;
  onBannerClose?: () => void;
  /** Above the table (filters, summary cards). */
  before?: ReactNode;
  /** After the table (modals). */
  children?: ReactNode;
}

/**
 * A list screen with its own table (registrations, users, orders, stock): {@link AdminPageFrame}
 * with an optional failure banner, what the screen puts above, {@link AdminListTable} and the
 * screen's modals. Needs antd's `<App>` above it.
 */
export function AdminListPage<T extends { id: string }>({ header, pageClassName, banner, onBannerClose, before, children, ...table }: AdminListPageProps<T>) {
  return (
    <AdminPageFrame texts={header} className={pageClassName} banner={banner} onBannerClose={onBannerClose}>
      {before}
      <AdminListTable<T> {...table} />
      {children}
    </AdminPageFrame>
  );
}
