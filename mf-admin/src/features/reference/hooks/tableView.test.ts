import { describe, expect, it } from 'vitest';
import {
  buildTableView,
  compareValues,
  initialTableView,
  matchesSearch,
  runningNumber,
  tableViewReducer,
  toggleSort,
  type TableViewConfig,
} from './tableView';

interface Row {
  id: string;
  ad: string;
  aktif: boolean;
}

const config: TableViewConfig<Row> = { searchText: (r) => r.ad, sortValue: (r, key) => (key === 'aktif' ? r.aktif : r.ad) };
const rows = (names: string[]): Row[] => names.map((ad, i) => ({ id: String(i), ad, aktif: i % 2 === 0 }));

describe('running number (admin spec §2)', () => {
  it('continues across pages of 10', () => {
    expect(runningNumber(1, 0)).toBe(1);
    expect(runningNumber(1, 9)).toBe(10);
    expect(runningNumber(2, 0)).toBe(11);
    expect(runningNumber(3, 4)).toBe(25);
  });

  it('is what the second page of a built view shows', () => {
    const state = tableViewReducer(initialTableView('ad'), { type: 'page', page: 2 });
    const view = buildTableView(rows(Array.from({ length: 12 }, (_, i) => `Ülke ${String(i + 1).padStart(2, '0')}`)), state, config);
    expect(view.pageRows.map((r) => r.ad)).toEqual(['Ülke 11', 'Ülke 12']);
    expect(view.pageRows.map((_, i) => runningNumber(view.page, i))).toEqual([11, 12]);
  });
});

describe('search (admin spec §2)', () => {
  it('resets to page 1', () => {
    const onPage3 = tableViewReducer(initialTableView(), { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    expect(tableViewReducer(onPage3, { type: 'search', search: 'al' }).page).toBe(1);
  });

  it('is Turkish case-insensitive', () => {
    expect(matchesSearch('İstanbul', 'istanbul')).toBe(true);
    expect(matchesSearch('istanbul', 'İSTANBUL')).toBe(true);
    expect(matchesSearch('Irak', 'ırak')).toBe(true);
    expect(matchesSearch('Çin', 'çİ')).toBe(true);
    expect(matchesSearch('Almanya', 'fransa')).toBe(false);
    expect(matchesSearch('Almanya', '  ')).toBe(true);
  });

  it('filters the view', () => {
    const state = tableViewReducer(initialTableView('ad'), { type: 'search', search: 'ya' });
    expect(buildTableView(rows(['Almanya', 'Türkiye', 'İtalya', 'Fransa']), state, config).rows.map((r) => r.ad)).toEqual(['Almanya', 'İtalya']);
  });
});

describe('sort (admin spec §2, §9)', () => {
  it('toggles the same column and starts a new column ascending', () => {
    const byName = toggleSort(null, 'ad');
    expect(byName).toEqual({ key: 'ad', order: 'asc' });
    expect(toggleSort(byName, 'ad')).toEqual({ key: 'ad', order: 'desc' });
    expect(toggleSort({ key: 'ad', order: 'desc' }, 'ad')).toEqual({ key: 'ad', order: 'asc' });
    expect(toggleSort({ key: 'ad', order: 'desc' }, 'aktif')).toEqual({ key: 'aktif', order: 'asc' });
  });

  it('sorts by name ascending by default, in Turkish alphabetical order', () => {
    const view = buildTableView(rows(['Çin', 'Zambiya', 'Cezayir', 'İran', 'Irak', 'Danimarka']), initialTableView('ad'), config);
    expect(view.rows.map((r) => r.ad)).toEqual(['Cezayir', 'Çin', 'Danimarka', 'Irak', 'İran', 'Zambiya']);
  });

  it('reverses on the second click of the same column', () => {
    const state = tableViewReducer(initialTableView('ad'), { type: 'sort', key: 'ad' });
    expect(buildTableView(rows(['Almanya', 'Fransa', 'Belçika']), state, config).rows.map((r) => r.ad)).toEqual(['Fransa', 'Belçika', 'Almanya']);
  });

  it('compares numbers as numbers and puts empty values last', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('', 'a')).toBeGreaterThan(0);
    expect(compareValues(null, null)).toBe(0);
  });
});

describe('paging', () => {
  it('clamps to the last page when rows disappear', () => {
    const state = tableViewReducer(initialTableView('ad'), { type: 'page', page: 5 });
    const view = buildTableView(rows(['A', 'B', 'C']), state, config);
    expect(view.page).toBe(1);
    expect(view.total).toBe(3);
  });
});
