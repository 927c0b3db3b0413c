import { describe, expect, it } from 'vitest';
import { compareValues, queryRows } from './clientQuery';
import type { ListQuery } from './createCrudService';

interface Row {
  id: string;
  ad: string;
  aktif: boolean;
}
const rows = (names: string[]): Row[] => names.map((ad, i) => ({ id: String(i), ad, aktif: i % 2 === 0 }));
const query = (q: Partial<ListQuery>): ListQuery => ({ current: 1, pageSize: 10, keyword: '', sort: null, ...q });
const names = (r: { rows: Row[] }) => r.rows.map((x) => x.ad);

describe('client-side list query (admin spec §2, §7, §9)', () => {
  it('searches Turkish case-insensitively', () => {
    const all = rows(['İstanbul', 'ırak', 'Çin', 'Almanya']);
    expect(names(queryRows(all, query({ keyword: 'istanbul' }), (r) => r.ad))).toEqual(['İstanbul']);
    expect(names(queryRows(all, query({ keyword: 'IRAK' }), (r) => r.ad))).toEqual(['ırak']);
    expect(names(queryRows(all, query({ keyword: 'çİ' }), (r) => r.ad))).toEqual(['Çin']);
    expect(queryRows(all, query({ keyword: '  ' }), (r) => r.ad).total).toBe(4);
  });

  it('sorts in Turkish alphabetical order, both ways', () => {
    const all = rows(['Çin', 'Zambiya', 'Cezayir', 'İran', 'Irak', 'Danimarka']);
    expect(names(queryRows(all, query({ sort: { field: 'ad', order: 'ascend' } }), (r) => r.ad))).toEqual(['Cezayir', 'Çin', 'Danimarka', 'Irak', 'İran', 'Zambiya']);
    expect(names(queryRows(all, query({ sort: { field: 'ad', order: 'descend' } }), (r) => r.ad))).toEqual(['Zambiya', 'İran', 'Irak', 'Danimarka', 'Çin', 'Cezayir']);
  });

  it('cuts the requested page of 10 and counts every match', () => {
    const all = rows(Array.from({ length: 12 }, (_, i) => `Ülke ${String(i + 1).padStart(2, '0')}`));
    const page2 = queryRows(all, query({ current: 2, sort: { field: 'ad', order: 'ascend' } }), (r) => r.ad);
    expect(names(page2)).toEqual(['Ülke 11', 'Ülke 12']);
    expect(page2.total).toBe(12);
  });

  it('compares numbers as numbers, Aktif before Pasif, and puts empty values last', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(true, false)).toBeLessThan(0);
    expect(compareValues('', 'a')).toBeGreaterThan(0);
    expect(compareValues(null, null)).toBe(0);
  });
});
