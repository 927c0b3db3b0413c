import { DeleteOutlined, EditOutlined, FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Input, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { assetUrl } from '@skiclub/shared/api';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatMoney } from '@skiclub/shared/format';
import { ADMIN_MESSAGES, REFERENCE_PAGE_SIZE, REGISTRATION_ADMIN_MESSAGES as R, type AdminRegistration } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, ErrorAlert, InnerPage, useSuccessToast } from '@skiclub/shared/ui';
import { queryRows } from '../crud/api/clientQuery';
import type { ListQuery } from '../crud/api/createCrudService';
import '../crud/components/crud.css';
import { exportRegistrations } from './export';
import { adultLines, child06Lines, child611Lines, registrationSearchText, turkeyDate } from './people';
import { registrationService, type RegistrationService } from './service';

/** Sort cycle of admin spec §2: a new column starts ascending, the same column toggles. */
const SORT_CYCLE: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];
const THUMB = { width: 60, height: 45, objectFit: 'cover', borderRadius: 4 } as const;

/** One line per person; '-' for none. */
function People({ lines }: { lines: string[] }) {
  if (!lines.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div className="adm-registrations__people">
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}

const dash = (text: string | null | undefined) => (text && text.trim() ? text : '-');

/** The 17 data columns of admin spec §2 (with '#' and İşlemler: 19). */
const DATA_COLUMNS: ProColumns<AdminRegistration>[] = [
  { dataIndex: 'kampAdi', title: 'Kamp', sorter: true },
  { dataIndex: 'konaklamaTipiAdi', title: 'Konaklama Tipi', sorter: true, render: (_d, r) => dash(r.konaklamaTipiAdi) },
  { dataIndex: 'kullaniciAdSoyad', title: 'Kullanıcı Ad Soyad', sorter: true },
  { dataIndex: 'kullaniciId', title: 'Kullanıcı ID', sorter: true, render: (_d, r) => <Typography.Text copyable={{ text: r.kullaniciId }}>{r.kullaniciId}</Typography.Text> },
  { dataIndex: 'aciklama', title: 'Açıklama', sorter: true, render: (_d, r) => dash(r.aciklama) },
  { dataIndex: 'ucusKodu', title: 'Uçuş Kodu', sorter: true, render: (_d, r) => dash(r.ucusKodu) },
  { dataIndex: 'ekipKodu', title: 'Ekip Kodu', sorter: true, render: (_d, r) => dash(r.ekipKodu) },
  { dataIndex: 'odenecekTL', title: 'Ödenecek TL', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.odenecekTL, 'TL') },
  { dataIndex: 'odenecekEuro', title: 'Ödenecek EURO', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.odenecekEuro, 'EURO') },
  { dataIndex: 'odenecekUsd', title: 'Ödenecek USD', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.odenecekUsd, 'USD') },
  { dataIndex: 'aktif', title: 'Durum', sorter: true, render: (_d, r) => <ActiveBadge aktif={r.aktif} /> },
  {
    key: 'gorselUrl',
    title: 'Görsel',
    render: (_d, r) => (r.gorselUrl ? <img className="adm-registrations__thumb" src={assetUrl(r.gorselUrl)} alt={r.kampAdi} width={60} height={45} style={THUMB} /> : '-'),
  },
  { key: 'yetiskinler', title: 'Yetişkinler', render: (_d, r) => <People lines={adultLines(r)} /> },
  { key: 'cocuklar06', title: 'Çocuklar (0-6)', render: (_d, r) => <People lines={child06Lines(r)} /> },
  { key: 'cocuklar611', title: 'Çocuklar (6-11)', render: (_d, r) => <People lines={child611Lines(r)} /> },
  {
    dataIndex: 'odemeDurumu',
    title: 'Ödeme Durumu',
    sorter: true,
    render: (_d, r) =>
      r.odemeDurumu ? (
        <Space size={4} wrap>
          <Tag color="green">Ödendi</Tag>
          {r.odemeTarihi && <Typography.Text type="secondary">{turkeyDate(r.odemeTarihi)}</Typography.Text>}
        </Space>
      ) : (
        <Tag color="orange">Beklemede</Tag>
      ),
  },
  { dataIndex: 'olusturmaTarihi', title: 'Kayıt Tarihi', sorter: true, render: (_d, r) => turkeyDate(r.olusturmaTarihi) || '-' },
];

/** A failed delete or export with its 'Tekrar Dene'. */
interface Banner {
  message: string;
  retry?: () => void;
}

/**
 * /admin/kampakayitlari (admin spec §2 Camp registration, §3, §8, §9): the 19-column table of every
 * registration (people one per line), paged (10), searched and sorted on the client with the
 * shared traits of the reference screens ('#' across pages, search back to page 1, sort cycle,
 * 'Kayıt bulunamadı.'); delete asks in a 'Silme Onayı' modal (paid ones: the API's 409 in the
 * banner); edit only says 'Kayıt düzenleme bu ekranda yapılamaz.'. 'Excel'e Aktar' writes the
 * current filtered and sorted list, every page, to kamp-kayitlari-YYYY-MM-DD.xlsx.
 * @param service the registration calls (tests give an in-memory one)
 */
export function RegistrationsScreen({ service = registrationService }: { service?: RegistrationService }) {
  const { modal, message } = App.useApp();
  const toast = useSuccessToast();
  const table = useRef<ActionType>(undefined);
  const allRows = useRef<AdminRegistration[] | null>(null);
  const shownPage = useRef(1);
  const shownSort = useRef<ListQuery['sort']>(null); // sort of the rows on screen (the export follows it)
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const reload = () => {
    allRows.current = null;
    setLoadError(null);
    void table.current?.reload();
  };

  async function request(params: { current?: number; pageSize?: number; keyword?: string }, sorter: Record<string, 'ascend' | 'descend' | null>) {
    const [field, order] = Object.entries(sorter).find(([, o]) => o) ?? [];
    const query: ListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? REFERENCE_PAGE_SIZE, keyword: params.keyword ?? '', sort: field && order ? { field, order } : null };
    setLoading(true);
    try {
      allRows.current ??= await service.list();
      const result = queryRows(allRows.current, query, registrationSearchText);
      setLoadError(null);
      const lastPage = Math.max(1, Math.ceil(result.total / query.pageSize));
      if (!result.rows.length && query.current > lastPage) setPage(lastPage);
      shownPage.current = query.current;
      shownSort.current = query.sort;
      return { data: result.rows, total: result.total, success: true };
    } catch (e) {
      allRows.current = null;
      setLoadError(e);
      return { data: [], total: 0, success: false };
    } finally {
      setLoading(false);
    }
  }

  async function remove(row: AdminRegistration): Promise<void> {
    setBanner(null);
    setDeletingId(row.id);
    try {
      await service.remove(row.id);
      toast(R.deleted);
      reload();
    } catch (e) {
      setBanner({ message: errorMessageOr(e, ADMIN_MESSAGES.deleteFailed), retry: reload });
    } finally {
      setDeletingId(null);
    }
  }

  const askDelete = (row: AdminRegistration) => {
    modal.confirm({ title: R.confirmTitle, content: R.confirmDelete, okText: 'Sil', cancelText: 'Vazgeç', okButtonProps: { danger: true }, onOk: () => remove(row) });
  };

  /** Every row matching the search, in the table's sort (all pages). */
  const currentList = (): AdminRegistration[] =>
    queryRows(allRows.current ?? [], { current: 1, pageSize: Number.MAX_SAFE_INTEGER, keyword, sort: shownSort.current }, registrationSearchText).rows;

  async function exportList(): Promise<void> {
    setBanner(null);
    const rows = currentList();
    if (!rows.length) {
      void message.info(R.exportEmpty);
      return;
    }
    setExporting(true);
    try {
      await exportRegistrations(rows);
    } catch (e) {
      console.warn(R.exportFailed, e);
      setBanner({ message: R.exportFailed, retry: () => void exportList() });
    } finally {
      setExporting(false);
    }
  }

  const label = (r: AdminRegistration) => `${r.kullaniciAdSoyad} ${r.kampAdi}`;
  const columns: ProColumns<AdminRegistration>[] = [
    { key: 'index', title: '#', width: 48, render: (_d, _r, index) => (shownPage.current - 1) * REFERENCE_PAGE_SIZE + index + 1 },
    ...DATA_COLUMNS.map((c): ProColumns<AdminRegistration> => {
      const key = String(c.key ?? c.dataIndex);
      return c.sorter ? { ...c, key, sortDirections: SORT_CYCLE } : { ...c, key };
    }),
    {
      key: 'actions',
      title: 'İşlemler',
      width: 96,
      align: 'center',
      fixed: 'right',
      render: (_d, row) => (
        <Space size={0}>
          <Tooltip title="Düzenle">
            <Button type="text" icon={<EditOutlined />} aria-label={`${label(row)} düzenle`} onClick={() => void message.info(R.noEditing)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${label(row)} sil`} loading={deletingId === row.id} onClick={() => askDelete(row)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <InnerPage
      title="Kamp Kayıtları"
      backgroundTitle="KAYIT"
      description="Kamplara yapılan kayıtları görüntüleyin, arayın, silin ve Excel'e aktarın."
      breadcrumb={[{ title: 'Yönetim' }, { title: 'Kamp Kayıtları' }]}
    >
      <div className="adm-crud adm-registrations">
        {banner && (
          <div className="adm-crud__banner">
            <ErrorAlert message={banner.message} onRetry={banner.retry} onClose={() => setBanner(null)} />
          </div>
        )}
        <ProTable<AdminRegistration>
          className="adm-crud-table"
          rowKey="id"
          actionRef={table}
          columns={columns}
          params={{ keyword }}
          request={request}
          loading={{ spinning: loading, tip: R.loading }}
          search={false}
          options={false}
          cardBordered
          headerTitle="Kayıt Listesi"
          toolBarRender={() => [
            <Input
              key="search"
              className="adm-crud-table__search"
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Kayıt ara"
              aria-label="Kayıt ara"
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                setPage(1);
              }}
            />,
            <Button key="excel" icon={<FileExcelOutlined />} loading={exporting} disabled={exporting || loading || !!loadError} onClick={() => void exportList()}>
              {R.exportButton}
            </Button>,
          ]}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: loadError ? <ErrorAlert message={errorMessageOr(loadError, R.loadFailed)} onRetry={reload} /> : loading ? null : ADMIN_MESSAGES.empty }}
          pagination={{ current: page, pageSize: REFERENCE_PAGE_SIZE, showSizeChanger: false, showTotal: (total) => `Toplam ${total} kayıt`, onChange: setPage }}
        />
      </div>
    </InnerPage>
  );
}
