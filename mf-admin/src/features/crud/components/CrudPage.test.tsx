import { ProFormSelect, ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { ConfigProvider, type FormInstance } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { httpError } from '@skiclub/shared/errors';
import { MESSAGES, requiredText } from '@skiclub/shared/schemas';
import { defineAdminResource } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, zodRule } from '@skiclub/shared/ui';
import type { CrudService, ListPage, ListQuery } from '../api/createCrudService';
import { serveAdminApi } from '../testing/adminApi';
import { bodyRows, cells, columnHeader, fieldMessages, formLabels, isModalOpen, renderScreen } from '../testing/screenTesting';
import { serveCollection } from '../testing/serveCollection';
import { createRef, useState } from 'react';
import { adminIntl } from './AdminProConfig';
import { CrudPage, windowedPages, type CrudPageApi, type CrudPageOptions, type CrudTexts } from './CrudPage';

// defaultHidden skips the costly visibility check of role queries on antd's large DOM.
configure({ defaultHidden: true });

/** A reference entity shaped like the spec's (name, a number column, active flag). */
interface Level {
  id: string;
  ad: string;
  sira: number;
  aktif: boolean;
}
const levelSchema = z.object({
  ad: requiredText('Seviye adı').min(2, { error: MESSAGES.minLength('Seviye adı', 2) }),
  sira: z.number().optional(),
  aktif: z.boolean().default(true),
});
type Payload = z.output<typeof levelSchema>;

const TEXTS: CrudTexts = {
  title: 'Kayma Seviyeleri',
  backgroundTitle: 'SEVİYE',
  description: 'Kayma seviyelerini yönetin.',
  createTitle: 'Yeni Seviye',
  editTitle: 'Seviyeyi Düzenle',
  tableTitle: 'Seviye Listesi',
  searchPlaceholder: 'Seviye ara',
  loading: 'Kayma seviyeleri yükleniyor...',
  loadFailed: 'Kayma seviyeleri yüklenirken hata oluştu.',
  added: 'Seviye başarıyla eklendi.',
  updated: 'Seviye başarıyla güncellendi.',
  deleted: 'Seviye başarıyla silindi.',
  confirmDelete: 'Bu seviyeyi silmek istediğinizden emin misiniz?',
};

const COLUMNS: ProColumns<Level>[] = [
  { dataIndex: 'ad', title: 'Seviye Adı', sorter: true },
  { dataIndex: 'sira', title: 'Sıra', sorter: true },
  { dataIndex: 'aktif', title: 'Durum', render: (_d, row) => <ActiveBadge aktif={row.aktif} /> },
];

const level = (n: number, ad: string, sira = n, aktif = true): Level => ({ id: `id-${n}`, ad, sira, aktif });
const numbered = (count: number) => Array.from({ length: count }, (_, i) => level(i + 1, `Seviye ${String(i + 1).padStart(2, '0')}`, count - i));

/** In-memory service over `rows`; `server` answers each query itself (server-side paging). */
function memoryService(rows: Level[], options: { server?: boolean; list?: CrudService<Level, Payload>['list'] } = {}) {
  const data = [...rows];
  const serverList = (q?: ListQuery): Promise<ListPage<Level>> => {
    const found = data.filter((r) => r.ad.toLocaleLowerCase('tr').includes((q?.keyword ?? '').toLocaleLowerCase('tr')));
    const page = q ? found.slice((q.current - 1) * q.pageSize, q.current * q.pageSize) : found;
    return Promise.resolve({ rows: page, total: found.length });
  };
  return {
    key: '/api/kaymaseviyesi',
    paging: options.server ? ('server' as const) : ('client' as const),
    list: vi.fn(options.list ?? (options.server ? serverList : () => Promise.resolve({ rows: [...data], total: data.length }))),
    create: vi.fn((p: Payload) => {
      data.push({ id: `id-new-${data.length}`, ad: p.ad, sira: p.sira ?? 0, aktif: p.aktif });
      return Promise.resolve(null);
    }),
    update: vi.fn((_id: string, _p: Payload) => Promise.resolve(null)),
    remove: vi.fn((id: string) => {
      data.splice(
        data.findIndex((r) => r.id === id),
        1,
      );
      return Promise.resolve();
    }),
  };
}

function renderPage(service: ReturnType<typeof memoryService>, props: Partial<CrudPageOptions<Level, typeof levelSchema> & { schema: typeof levelSchema }> = {}) {
  renderScreen(
    <CrudPage<Level, typeof levelSchema>
      service={service}
      schema={levelSchema}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ ad: '', aktif: true }}
      searchText={(r) => r.ad}
      rowLabel={(r) => r.ad}
      defaultSort="ad"
      conflictField="ad"
      fields={[
        <ProFormText key="ad" name="ad" label="Seviye Adı" rules={[zodRule(levelSchema, 'ad')]} />,
        <ProFormSwitch key="aktif" name="aktif" label="Aktif" />,
      ]}
      {...props}
    />,
  );
  return service;
}

const nameInput = () => screen.getByLabelText('Seviye Adı') as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('CrudPage (admin spec §2 shared traits)', () => {
  it("shows the screen's loading text, not 'Kayıt bulunamadı.', while the list loads", async () => {
    let answer: (page: ListPage<Level>) => void = () => {};
    const service = renderPage(memoryService([], { list: () => new Promise((resolve) => (answer = resolve)) }));
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Kayma seviyeleri yükleniyor...')).toBeInTheDocument();
    expect(screen.queryByText('Kayıt bulunamadı.')).not.toBeInTheDocument();
    await act(async () => answer({ rows: [], total: 0 }));
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByText('Kayma seviyeleri yükleniyor...')).not.toBeInTheDocument();
  });

  it("pages by 10 on the client with '#' running across pages and search going back to page 1", async () => {
    const service = renderPage(memoryService(numbered(23)));
    await waitFor(() => expect(cells(0).slice(0, 2)).toEqual(['1', 'Seviye 01']));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Toplam 23 kayıt')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows().map((_, i) => cells(i)[0])).toEqual(['21', '22', '23']);
    fireEvent.change(screen.getByLabelText('Seviye ara'), { target: { value: 'seviye 1' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(cells(0).slice(0, 2)).toEqual(['1', 'Seviye 10']);
    expect(screen.getByTitle('1').className).toContain('ant-pagination-item-active');
    // the whole list is read once; paging and search happen on the client
    expect(service.list).toHaveBeenCalledTimes(1);
  });

  it('sorts: the default column ascending, the same column toggles, a new column starts ascending', async () => {
    renderPage(memoryService([level(1, 'Orta', 2), level(2, 'Başlangıç', 3), level(3, 'İleri', 1)]));
    const names = () => bodyRows().map((_, i) => cells(i)[1]);
    await waitFor(() => expect(names()).toEqual(['Başlangıç', 'İleri', 'Orta']));
    fireEvent.click(columnHeader('Seviye Adı'));
    await waitFor(() => expect(names()).toEqual(['Orta', 'İleri', 'Başlangıç']));
    fireEvent.click(columnHeader('Seviye Adı'));
    await waitFor(() => expect(names()).toEqual(['Başlangıç', 'İleri', 'Orta']));
    fireEvent.click(columnHeader('Seviye Adı'));
    await waitFor(() => expect(names()).toEqual(['Orta', 'İleri', 'Başlangıç']));
    fireEvent.click(columnHeader('Sıra'));
    await waitFor(() => expect(names()).toEqual(['İleri', 'Orta', 'Başlangıç']));
    fireEvent.click(columnHeader('Sıra'));
    await waitFor(() => expect(names()).toEqual(['Başlangıç', 'Orta', 'İleri']));
  });

  it('asks the server for each page, search and sort when the service pages on the server', async () => {
    const service = renderPage(memoryService(numbered(15), { server: true }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '', sort: { field: 'ad', order: 'ascend' } });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(cells(0).slice(0, 2)).toEqual(['11', 'Seviye 11']);
    expect(service.list).toHaveBeenLastCalledWith({ current: 2, pageSize: 10, keyword: '', sort: { field: 'ad', order: 'ascend' } });
    fireEvent.change(screen.getByLabelText('Seviye ara'), { target: { value: '1' } });
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '1', sort: { field: 'ad', order: 'ascend' } }));
    fireEvent.click(columnHeader('Sıra'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '1', sort: { field: 'sira', order: 'ascend' } }));
  });

  it('shows only the first failing rule of a field', async () => {
    renderPage(memoryService([]));
    fireEvent.change(nameInput(), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Seviye adı en az 2 karakter olmalıdır.']));
    fireEvent.change(nameInput(), { target: { value: '' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Seviye adı alanı zorunludur.']));
  });

  it('puts 422 field errors on their fields, lists the others in the banner and keeps the input', async () => {
    const service = memoryService([]);
    service.create.mockRejectedValueOnce(httpError(422, { mesaj: 'Geçersiz veri.', hatalar: { ad: 'Bu ad çok genel.', kod: 'Kod geçersiz.' } }));
    renderPage(service);
    fireEvent.change(nameInput(), { target: { value: 'Kolay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bu ad çok genel.')).toBeInTheDocument();
    expect(screen.getByText('Kod geçersiz.')).toBeInTheDocument();
    expect(screen.getByText('Geçersiz veri.')).toBeInTheDocument();
    expect(nameInput().value).toBe('Kolay');
    expect(screen.getByRole('button', { name: 'Ekle' })).toBeInTheDocument();
  });

  it('reloads the list after a save and returns to create mode with Aktif on', async () => {
    const service = renderPage(memoryService([level(1, 'Orta', 1, false)]));
    fireEvent.click(await screen.findByRole('button', { name: 'Orta düzenle' }));
    expect(screen.getByText('Seviyeyi Düzenle')).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.getByText('Yeni Seviye')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
    fireEvent.change(nameInput(), { target: { value: ' Uzman ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledWith({ ad: 'Uzman', aktif: true }));
    expect(await screen.findByText('Uzman')).toBeInTheDocument();
    expect(service.list).toHaveBeenCalledTimes(2);
  });

  it('asks with the browser confirm when the screen says so, and deletes only on yes', async () => {
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const service = renderPage(memoryService([level(1, 'Orta'), level(2, 'İleri')]), { confirm: 'browser' });
    fireEvent.click(await screen.findByRole('button', { name: 'Orta sil' }));
    expect(ask).toHaveBeenLastCalledWith('Bu seviyeyi silmek istediğinizden emin misiniz?');
    expect(service.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Orta sil' }));
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith('id-1'));
    expect(await screen.findByText('Seviye başarıyla silindi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Orta')).not.toBeInTheDocument());
    expect(service.list).toHaveBeenCalledTimes(2);
  });

  it('goes back a page when the last row of the last page is deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(memoryService(numbered(11)), { confirm: 'browser' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cells(0).slice(0, 2)).toEqual(['11', 'Seviye 11']));
    fireEvent.click(screen.getByRole('button', { name: 'Seviye 11 sil' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(cells(0)[0]).toBe('1');
  });

  it('edits in a ModalForm when the screen uses modals', async () => {
    const service = renderPage(memoryService([level(1, 'Orta')]), { formLayout: 'modal' });
    expect(screen.queryByLabelText('Seviye Adı')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Orta düzenle' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Seviyeyi Düzenle')).toBeInTheDocument();
    expect(nameInput().value).toBe('Orta');
    fireEvent.change(nameInput(), { target: { value: 'Orta Seviye' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith('id-1', { ad: 'Orta Seviye', aktif: true }));
    expect(await screen.findByText('Seviye başarıyla güncellendi.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Yeni Seviye/ }));
    await waitFor(() => expect(nameInput().value).toBe(''));
    const createDialog = screen.getByRole('dialog');
    expect(within(createDialog).getByRole('button', { name: 'Ekle' })).toBeInTheDocument();
    fireEvent.click(within(createDialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(isModalOpen(createDialog)).toBe(false));
    expect(screen.getByRole('button', { name: /Yeni Seviye/ })).toBeInTheDocument();
  });

  it('lets a field depend on another through ProForm `dependencies` (cascading selects)', async () => {
    const options = vi.fn(async ({ ad }: { ad?: string }) => (ad ? [{ label: `${ad} / 1`, value: 1 }] : []));
    renderPage(memoryService([]), {
      fields: [
        <ProFormText key="ad" name="ad" label="Seviye Adı" />,
        <ProFormSelect key="sira" name="sira" label="Sıra" dependencies={['ad']} request={options} />,
      ],
    });
    fireEvent.change(nameInput(), { target: { value: 'Orta' } });
    await waitFor(() => expect(options).toHaveBeenLastCalledWith(expect.objectContaining({ ad: 'Orta' }), expect.anything()));
  });
});

/** Page numbers the pager shows, in order. */
const pagerPages = () => Array.from(document.querySelectorAll('.ant-pagination-item')).map((li) => Number(li.textContent));
const hasEllipsis = (side: 'prev' | 'next') => document.querySelector(`.ant-pagination-jump-${side}`) !== null;

describe('CrudPage options (optional props other screens asked for)', () => {
  it('windowedPages: all pages up to 7, else first, last and 2 around the current', () => {
    expect(windowedPages(1, 7, 2)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(windowedPages(1, 12, 2)).toEqual([1, 2, 3, 12]);
    expect(windowedPages(6, 12, 2)).toEqual([1, 4, 5, 6, 7, 8, 12]);
    expect(windowedPages(12, 12, 2)).toEqual([1, 10, 11, 12]);
  });

  it('pageWindow: 12 pages show 1 2 3 … 12, then 1 … 4 5 6 7 8 … 12, then 1 … 10 11 12', async () => {
    renderPage(memoryService(numbered(120)), { pageWindow: 2 });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(pagerPages()).toEqual([1, 2, 3, 12]);
    expect([hasEllipsis('prev'), hasEllipsis('next')]).toEqual([false, true]);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 2, 3, 4, 5, 12]));
    fireEvent.click(screen.getByTitle('5'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 3, 4, 5, 6, 7, 12]));
    fireEvent.click(screen.getByTitle('6'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 4, 5, 6, 7, 8, 12]));
    expect([hasEllipsis('prev'), hasEllipsis('next')]).toEqual([true, true]);
    await waitFor(() => expect(cells(0)[0]).toBe('51'));
    fireEvent.click(screen.getByTitle('12'));
    await waitFor(() => expect(pagerPages()).toEqual([1, 10, 11, 12]));
    expect([hasEllipsis('prev'), hasEllipsis('next')]).toEqual([true, false]);
  });

  it("pageSizeOptions: the size can change, paging restarts and '#' follows the size", async () => {
    renderPage(memoryService(numbered(45)), { pageSizeOptions: [10, 20] });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cells(0)[0]).toBe('11'));
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    const twenty = await waitFor(() => {
      const option = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((o) => o.textContent?.startsWith('20'));
      expect(option).toBeDefined();
      return option!;
    });
    fireEvent.click(twenty);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(cells(0)[0]).toBe('1');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cells(0)[0]).toBe('21'));
  });

  it('confirmTitle titles the delete modal and the question becomes its content', async () => {
    const service = renderPage(memoryService([level(1, 'Orta')]), { confirmTitle: 'Silme Onayı' });
    fireEvent.click(await screen.findByRole('button', { name: 'Orta sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Silme Onayı');
    expect(within(dialog).getByText('Bu seviyeyi silmek istediğinizden emin misiniz?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith('id-1'));
  });

  it('rowActions, columns as a function and pageRef all get a reload that reads the list again', async () => {
    const pageRef = createRef<CrudPageApi>();
    const service = renderPage(memoryService([level(1, 'Orta')]), {
      pageRef,
      rowActions: (row, api) => (
        <button type="button" onClick={api.reload}>
          {`${row.ad} resimler`}
        </button>
      ),
      columns: (api) => [{ dataIndex: 'ad', title: 'Seviye Adı' }, { dataIndex: 'aktif', title: 'Durum', render: (_d, row) => <ActiveBadge aktif={row.aktif} onClick={api.reload} /> }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Orta resimler' }));
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByText('Aktif', { selector: '.ant-tag' }));
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(3));
    act(() => pageRef.current!.reload());
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(4));
  });

  it('onSaved runs after the save with the answered row, before the reset; onModeChange follows the mode', async () => {
    const service = memoryService([level(1, 'Orta')]);
    const answered = level(9, 'Orta Plus');
    service.update.mockResolvedValueOnce(answered as never);
    const seen: string[] = [];
    const onSaved = vi.fn(async () => {
      seen.push(`saved while ${nameInput().value}`);
    });
    const onModeChange = vi.fn((row: Level | null) => seen.push(`mode ${row?.ad ?? 'create'}`));
    renderPage(service, { onSaved, onModeChange });
    fireEvent.click(await screen.findByRole('button', { name: 'Orta düzenle' }));
    fireEvent.change(nameInput(), { target: { value: 'Orta Plus' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answered, 'id-1', expect.objectContaining({ ad: 'Orta Plus' })));
    await waitFor(() => expect(seen).toEqual(['mode Orta', 'saved while Orta Plus', 'mode create']));
  });

  it('a failing onSaved shows its message in the banner; the save itself is reported', async () => {
    const onSaved = vi.fn(() => Promise.reject(httpError(500, { mesaj: 'Görsel yüklenemedi.' })));
    renderPage(memoryService([]), { onSaved });
    fireEvent.change(nameInput(), { target: { value: 'Uzman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Görsel yüklenemedi.')).toBeInTheDocument();
    expect(await screen.findByText('Seviye başarıyla eklendi.')).toBeInTheDocument();
  });

  it('texts may replace the form summary and the save and delete fallbacks', async () => {
    const service = memoryService([level(1, 'Orta')]);
    service.create.mockRejectedValueOnce(new Error('ağ'));
    service.remove.mockRejectedValueOnce(new Error('ağ'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(service, { confirm: 'browser', texts: { ...TEXTS, formErrors: 'Lütfen tüm zorunlu alanları doldurun.', saveFailed: 'Bir hata oluştu.', deleteFailed: 'Silinemedi.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Lütfen tüm zorunlu alanları doldurun.')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: 'Uzman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bir hata oluştu.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Orta sil' }));
    expect(await screen.findByText('Silinemedi.')).toBeInTheDocument();
  });

  it('an object rule the field rules missed stops the save and lands on its field (never an unhandled throw)', async () => {
    const strict = levelSchema.refine((v) => v.ad !== 'Yasak', { path: ['ad'], error: 'Bu ad kullanılamaz.' });
    const service = memoryService([]);
    renderPage(service, { schema: strict as unknown as typeof levelSchema });
    fireEvent.change(nameInput(), { target: { value: 'Yasak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(fieldMessages()).toEqual(['Bu ad kullanılamaz.']));
    expect(screen.getByText('Lütfen form hatalarını düzeltiniz.')).toBeInTheDocument();
    expect(service.create).not.toHaveBeenCalled();
  });
});

describe('CrudPage without fields: the columns are the form (formColumns)', () => {
  it("renders a field for each column naming a payload field, in order, with the schema's rule and required mark; hideInForm and hideInTable hold", async () => {
    const columns: ProColumns<Level>[] = [
      { dataIndex: 'ad', title: 'Seviye Adı', sorter: true, fieldProps: { maxLength: 40, placeholder: 'Örn. Orta' } },
      { dataIndex: 'sira', title: 'Sıra', valueType: 'digit', hideInTable: true },
      { dataIndex: 'sira', key: 'siraNo', title: 'Sıra No', hideInForm: true },
      { dataIndex: 'aktif', title: 'Durum', valueType: 'switch', formItemProps: { label: 'Aktif' }, render: (_d, row) => <ActiveBadge aktif={row.aktif} /> },
    ];
    const service = renderPage(memoryService([level(1, 'Orta', 4, false)]), { columns, fields: undefined });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent)).toEqual(['#', 'Seviye Adı', 'Sıra No', 'Durum', 'İşlemler']);
    expect(formLabels()).toEqual([
      ['Seviye Adı', true],
      ['Sıra', false],
      ['Aktif', false],
    ]);
    expect(nameInput().placeholder).toBe('Örn. Orta');
    expect(nameInput().maxLength).toBe(40);
    expect(screen.getByRole('switch', { name: 'Aktif' })).toBeChecked();
    fireEvent.change(nameInput(), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Seviye adı en az 2 karakter olmalıdır.']));
    fireEvent.click(screen.getByRole('button', { name: 'Orta düzenle' }));
    await waitFor(() => expect(nameInput().value).toBe('Orta'));
    expect((screen.getByLabelText('Sıra') as HTMLInputElement).value).toBe('4');
    expect(screen.getByRole('switch', { name: 'Aktif' })).not.toBeChecked();
    fireEvent.change(nameInput(), { target: { value: 'Orta Seviye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(service.update).toHaveBeenCalledWith('id-1', { ad: 'Orta Seviye', sira: 4, aktif: false }));
  });

  it('a formItemProps function is called as ProTable calls it (the form instance, the column) and its props reach the form item over the schema ones', async () => {
    const adItem = vi.fn((form: FormInstance, config: { dataIndex?: unknown }) => ({ label: 'Seviye', extra: `${String(config.dataIndex)}: ${String(form.getFieldValue('ad') ?? '')}` }));
    const columns: ProColumns<Level>[] = [
      { dataIndex: 'ad', title: 'Seviye Adı', formItemProps: adItem },
      { dataIndex: 'aktif', title: 'Durum', valueType: 'switch', formItemProps: () => ({ label: 'Aktif', required: true }), render: (_d, row) => <ActiveBadge aktif={row.aktif} /> },
    ];
    renderPage(memoryService([level(1, 'Orta')]), { columns, fields: undefined });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(adItem).toHaveBeenCalledWith(expect.objectContaining({ getFieldValue: expect.any(Function), setFieldsValue: expect.any(Function) }), expect.objectContaining({ dataIndex: 'ad' }));
    expect(formLabels()).toEqual([
      ['Seviye', true],
      ['Aktif', true],
    ]);
    expect(document.querySelector('.adm-crud-form .ant-form-item-extra')?.textContent).toBe('ad: ');
    fireEvent.change(screen.getByLabelText('Seviye'), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Seviye adı en az 2 karakter olmalıdır.']));
  });
});

describe('CrudPage progress and failures (admin spec §8)', () => {
  it("reads 'İşleniyor...' on the submit button while saving, then the button's label again", async () => {
    let finish: () => void = () => {};
    const service = memoryService([]);
    service.create.mockImplementationOnce(() => new Promise<null>((resolve) => (finish = () => resolve(null))));
    renderPage(service);
    fireEvent.change(nameInput(), { target: { value: 'Uzman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('İşleniyor...')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByText('İşleniyor...')).not.toBeInTheDocument());
    // the loading icon's leave animation never ends in jsdom, so look at the label itself
    expect(screen.getByText('Ekle')).toBeInTheDocument();
    expect(await screen.findByText('Seviye başarıyla eklendi.')).toBeInTheDocument();
  });

  it("a save failure without a server message reads 'İşlem sırasında hata oluştu.'; 'Tekrar Dene' repeats the save with what was typed", async () => {
    const service = memoryService([]);
    service.create.mockRejectedValueOnce(httpError(500, null));
    renderPage(service);
    fireEvent.change(nameInput(), { target: { value: 'Uzman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('İşlem sırasında hata oluştu.')).toBeInTheDocument();
    expect(nameInput().value).toBe('Uzman');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(service.create).toHaveBeenCalledTimes(2));
    expect(service.create).toHaveBeenLastCalledWith({ ad: 'Uzman', aktif: true });
    expect(await screen.findByText('Seviye başarıyla eklendi.')).toBeInTheDocument();
  });

  it("a delete failure reads 'Silme işlemi sırasında hata oluştu.'; its 'Tekrar Dene' reads the list again", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const service = memoryService([level(1, 'Orta')]);
    service.remove.mockRejectedValueOnce(httpError(500, null));
    renderPage(service, { confirm: 'browser' });
    // Found before act: inside it React holds the list's render until the callback ends.
    const remove = await screen.findByRole('button', { name: 'Orta sil' });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(await screen.findByText('Silme işlemi sırasında hata oluştu.')).toBeInTheDocument();
    expect(service.list).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
  });

  it("an 'in use' refusal (409) shows the server's text without 'Tekrar Dene', which could not succeed", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const inUse = 'Bu seviye başka kayıtlarda kullanıldığı için silinemez.';
    const service = memoryService([level(1, 'Orta')]);
    service.remove.mockRejectedValueOnce(httpError(409, { mesaj: inUse }));
    renderPage(service, { confirm: 'browser' });
    const remove = await screen.findByRole('button', { name: 'Orta sil' });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(service.remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
  });
});

describe('CrudPage options (placeholders, toolbar, filters, page size)', () => {
  it('form fields without their own placeholder show none, not the table-filter hint of the tr-TR locale', async () => {
    renderScreen(
      <ConfigProvider locale={trTR}>
        <CrudPage<Level, typeof levelSchema>
          service={memoryService([])}
          schema={levelSchema}
          texts={TEXTS}
          columns={COLUMNS}
          createValues={{ ad: '', aktif: true }}
          searchText={(r) => r.ad}
          rowLabel={(r) => r.ad}
          fields={[
            <ProFormText key="ad" name="ad" label="Seviye Adı" />,
            <ProFormSelect key="sira" name="sira" label="Sıra" options={[{ value: 1, label: 'Bir' }]} />,
            <ProFormText key="not" name="not" label="Not" placeholder="Kısa not" />,
          ]}
        />
      </ConfigProvider>,
    );
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
    expect(nameInput().getAttribute('placeholder') ?? '').toBe('');
    const select = screen.getByText('Sıra', { selector: 'label' }).closest('.ant-form-item')!;
    expect(select.querySelector('.ant-select-selection-placeholder')?.textContent ?? '').toBe('');
    expect(screen.getByLabelText('Not')).toHaveAttribute('placeholder', 'Kısa not');
    expect(document.body.textContent).not.toContain('Filtrelemek için');
    expect(document.querySelector('[placeholder^="Filtrelemek için"]')).toBeNull();
  });

  it('adminIntl blanks only the two table-filter placeholders and keeps the other tr-TR texts', () => {
    expect(adminIntl.getMessage('tableForm.inputPlaceholder', 'x')).toBe('');
    expect(adminIntl.getMessage('tableForm.selectPlaceholder', 'x')).toBe('');
    expect(adminIntl.getMessage('tableForm.search', 'x')).toBe('Filtrele');
    expect(adminIntl.getMessage('alert.clear', 'x')).toBe('Temizle');
    expect(adminIntl.locale).toBe('tr_TR');
  });

  it('toolbarExtra sits in the toolbar before the search box', async () => {
    renderPage(memoryService([level(1, 'Orta')]), { toolbarExtra: <button type="button">Kategori filtresi</button> });
    const extra = await screen.findByRole('button', { name: 'Kategori filtresi' });
    const search = screen.getByLabelText('Seviye ara');
    expect(extra.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(extra.closest('.ant-pro-table-list-toolbar')).not.toBeNull();
  });

  it('listParams reach the server list as filters; a change goes back to page 1 and reads again', async () => {
    const service = memoryService(numbered(25), { server: true });
    function Filtered() {
      const [aktif, setAktif] = useState<boolean | undefined>(undefined);
      return (
        <CrudPage<Level, typeof levelSchema>
          service={service}
          schema={levelSchema}
          texts={TEXTS}
          columns={COLUMNS}
          createValues={{ ad: '', aktif: true }}
          searchText={(r) => r.ad}
          rowLabel={(r) => r.ad}
          listParams={{ aktif }}
          toolbarExtra={
            <button type="button" onClick={() => setAktif(true)}>
              Sadece aktif
            </button>
          }
          fields={[<ProFormText key="ad" name="ad" label="Seviye Adı" />]}
        />
      );
    }
    renderScreen(<Filtered />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '', sort: null, filters: { aktif: undefined } });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ current: 3 })));
    fireEvent.click(screen.getByRole('button', { name: 'Sadece aktif' }));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '', sort: null, filters: { aktif: true } }));
    await waitFor(() => expect(cells(0)[0]).toBe('1'));
    expect(screen.getByTitle('1').className).toContain('ant-pagination-item-active');
  });

  it('defaultPageSize sets the rows of the first page and the running number follows it', async () => {
    renderPage(memoryService(numbered(60)), { defaultPageSize: 50 });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(cells(0)[0]).toBe('51');
  });
});

describe('CrudPage resource=: the service and the payload schema come from the shared contract', () => {
  const api = serveAdminApi();
  const levelResource = defineAdminResource({
    path: '/api/test-seviye',
    item: z.object({ id: z.string(), ad: z.string(), sira: z.number(), aktif: z.boolean() }),
    payload: levelSchema,
    verificationAction: 'kaymaseviyesi',
    update: 'PUT /{id}',
  });

  it("lists the contract's path once, validates with its payload schema, creates with a token for its action and updates with its verb", async () => {
    const calls = serveCollection<Level, Payload>(api, '/api/test-seviye', [level(1, 'Orta')]);
    renderScreen(
      <CrudPage
        resource={levelResource}
        texts={TEXTS}
        columns={[{ dataIndex: 'ad', title: 'Seviye Adı', sorter: true }]}
        createValues={{ ad: '', aktif: true }}
        searchText={(r) => r.ad}
        rowLabel={(r) => r.ad}
      />,
    );
    await waitFor(() => expect(cells(0).slice(0, 2)).toEqual(['1', 'Orta']));
    expect(formLabels()).toEqual([['Seviye Adı', true]]);
    fireEvent.change(nameInput(), { target: { value: 'K' } });
    await waitFor(() => expect(fieldMessages()).toEqual(['Seviye adı en az 2 karakter olmalıdır.']));
    fireEvent.change(nameInput(), { target: { value: ' İleri ' } });
    // Typing re-rendered the page; the list was still read once.
    expect(calls.list).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledWith({ ad: 'İleri', aktif: true }));
    expect((api().calls('POST /api/test-seviye')[0]!.body as { recaptchaToken?: unknown }).recaptchaToken).toBe('tok-kaymaseviyesi');
    await waitFor(() => expect(calls.list).toHaveBeenCalledTimes(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Orta düzenle' }));
    await waitFor(() => expect(nameInput().value).toBe('Orta'));
    fireEvent.change(nameInput(), { target: { value: 'Orta Seviye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledWith('id-1', { ad: 'Orta Seviye', aktif: true }));
    expect(api().calls('PUT /api/test-seviye/id-1')).toHaveLength(1);
  });
});
