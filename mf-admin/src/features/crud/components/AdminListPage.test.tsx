import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { ListPage, ListQuery } from '../api/createCrudService';
import { bodyRows, cells, renderScreen } from '../testing/screenTesting';
import { AdminListPage, type AdminListApi } from './AdminListPage';

configure({ defaultHidden: true });

interface Row {
  id: string;
  ad: string;
}
const rows = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `r${i + 1}`, ad: `Kayıt ${i + 1}` }));
const TEXTS = { tableTitle: 'Liste', loading: 'Kayıtlar yükleniyor...', loadFailed: 'Kayıtlar yüklenirken hata oluştu.', searchPlaceholder: 'Kayıt ara' };
const HEADER = { title: 'Deneme', backgroundTitle: 'DENEME', description: 'Deneme ekranı.' };

/** Server paging over `all`: the rows whose name holds the keyword, one page of them. */
const serverLoad = (all: Row[]) =>
  vi.fn((q: ListQuery): Promise<ListPage<Row>> => {
    const hits = all.filter((r) => r.ad.includes(q.keyword));
    return Promise.resolve({ rows: hits.slice((q.current - 1) * q.pageSize, q.current * q.pageSize), total: hits.length });
  });

describe('AdminListPage (admin spec §2, §8 list traits)', () => {
  it("a failed reload replaces the rows with the failure and 'Tekrar Dene'", async () => {
    const load = serverLoad(rows(3));
    const list = createRef<AdminListApi<Row>>();
    renderScreen(<AdminListPage<Row> header={HEADER} texts={TEXTS} columns={[{ dataIndex: 'ad', title: 'Ad' }]} load={load} listRef={list} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    load.mockImplementationOnce(() => Promise.reject(httpError(500, null)));
    act(() => list.current!.reload());
    expect(await screen.findByText('Kayıtlar yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it('firstPage goes back to page 1 (and says so) only when past it', async () => {
    const load = serverLoad(rows(12));
    const list = createRef<AdminListApi<Row>>();
    renderScreen(<AdminListPage<Row> header={HEADER} texts={TEXTS} columns={[{ dataIndex: 'ad', title: 'Ad' }]} load={load} listRef={list} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(list.current!.firstPage()).toBe(false);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cells(0).slice(0, 2)).toEqual(['11', 'Kayıt 11']));
    let moved = false;
    act(() => {
      moved = list.current!.firstPage();
    });
    expect(moved).toBe(true);
    await waitFor(() => expect(cells(0).slice(0, 2)).toEqual(['1', 'Kayıt 1']));
    expect(load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '', sort: null });
  });

  it('with a debounce the search asks once, after the pause, from page 1', async () => {
    const load = serverLoad(rows(12));
    renderScreen(<AdminListPage<Row> header={HEADER} texts={TEXTS} columns={[{ dataIndex: 'ad', title: 'Ad' }]} load={load} searchDebounceMs={200} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const calls = load.mock.calls.length;
    const box = screen.getByLabelText('Kayıt ara');
    fireEvent.change(box, { target: { value: 'Kayıt 1' } });
    fireEvent.change(box, { target: { value: 'Kayıt 12' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(load.mock.calls.length).toBe(calls + 1);
    expect(load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: 'Kayıt 12', sort: null });
  });
});
