import { CloseCircleOutlined, EyeOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Button, DatePicker, Input, Select, Space, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatDate, formatMoney } from '@skiclub/shared/format';
import {
  ADMIN_ORDER_PAGE_SIZE,
  ALL_ORDER_STATUSES,
  ORDER_ADMIN_MESSAGES as M,
  canAdminCancelOrder,
  canPrintInvoice,
  type AdminOrderRow,
} from '@skiclub/shared/schemas/admin';
import { useSuccessToast } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import type { ListPage, ListQuery } from '../crud/api/createCrudService';
import { AdminListPage, type AdminListApi } from '../crud/components/AdminListPage';
import { DAY_TEXT, SHOWN_DAY } from '../crud/components/dayText';
import { OrderDetailModal } from './components/OrderDetailModal';
import { PaymentTag } from './components/OrderStatusTag';
import { STATUS_OPTIONS, StatusSelect, type StatusChoice } from './components/StatusSelect';
import { openInvoice } from './invoice';
import { orderService } from './api/service';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/siparisler',
  guard: 'admin',
  menu: { section: 'admin', group: 'shop', label: 'Siparişler' },
  order: 180,
} satisfies ScreenRoute;

/** Filters of admin spec §2 Orders, as sent to GET /api/siparis/admin. */
interface Filters {
  durum?: number;
  baslangicTarihi?: string;
  bitisTarihi?: string;
  arama?: string;
}

/**
 * /admin/siparisler (admin spec §2 Orders, §4, §7, §8, §9): filters (status with 'Tüm Durumlar',
 * start and end date, free text on Enter or the search button), the table paged on the server
 * (10 a page by default) with order number, customer (name and e-mail), date, amount (TL), the
 * status as an inline select (payment flag and date with it; 'Sipariş durumu güncellendi!', a
 * failure shows its message and reloads the list), payment (Ödendi / Beklemede) and the actions
 * detail, print invoice (not for İptal Edildi) and cancel (not for İptal Edildi or Teslim
 * Edildi; asked first). Empty: 'Sipariş bulunamadı.'.
 * Default export: the page of exposed module `admin/OrdersPage` (its `route` above; the shell
 * guards it, Admin only). Runs the real {@link orderService}.
 */
export function OrdersScreen() {
  const { modal, message } = App.useApp();
  const toast = useSuccessToast();
  const list = useRef<AdminListApi<AdminOrderRow>>(null);
  const [status, setStatus] = useState<number | 'all'>('all');
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [busy, setBusy] = useState<{ id: string; what: 'status' | 'cancel' | 'print' } | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);

  const reload = () => list.current?.reload();

  /** Applies the filters (the search button, Enter, or a changed select / date) from page 1. */
  const apply = (next: Partial<{ status: number | 'all'; from: Dayjs | null; to: Dayjs | null; text: string }> = {}) => {
    const s = 'status' in next ? next.status! : status;
    const f = 'from' in next ? next.from! : from;
    const t = 'to' in next ? next.to! : to;
    const q = ('text' in next ? next.text! : text).trim();
    list.current?.firstPage();
    setFilters({ durum: s === 'all' ? undefined : s, baslangicTarihi: f?.format(DAY_TEXT), bitisTarihi: t?.format(DAY_TEXT), arama: q || undefined });
  };

  /** One page of GET /api/siparis/admin with the filters. */
  async function load(query: ListQuery): Promise<ListPage<AdminOrderRow>> {
    const f: Filters = query.filters ?? {};
    const result = await orderService.list({ durum: f.durum, baslangicTarihi: f.baslangicTarihi, bitisTarihi: f.bitisTarihi, arama: f.arama, page: query.current, pageSize: query.pageSize });
    return { rows: result.items, total: result.totalCount };
  }

  async function changeStatus(row: AdminOrderRow, choice: StatusChoice) {
    setBusy({ id: row.id, what: 'status' });
    try {
      const { mesaj } = await orderService.setStatus({ id: row.id, ...choice });
      toast(mesaj || M.statusUpdated);
    } catch (e) {
      void message.error(errorMessageOr(e, M.statusFailed));
    } finally {
      setBusy(null);
      reload();
    }
  }

  async function cancel(row: AdminOrderRow) {
    setBusy({ id: row.id, what: 'cancel' });
    try {
      toast((await orderService.cancel(row.id)) || M.cancelled);
      reload();
    } catch (e) {
      void message.error(errorMessageOr(e, M.cancelFailed));
    } finally {
      setBusy(null);
    }
  }

  const askCancel = (row: AdminOrderRow) => {
    modal.confirm({ title: M.cancelConfirm, okText: 'Evet, İptal Et', cancelText: 'Vazgeç', okButtonProps: { danger: true }, onOk: () => cancel(row) });
  };

  async function print(id: string) {
    setBusy({ id, what: 'print' });
    try {
      await openInvoice(() => orderService.invoice(id));
    } catch (e) {
      void message.error(errorMessageOr(e, M.invoiceFailed));
    } finally {
      setBusy(null);
    }
  }

  const columns: ProColumns<AdminOrderRow>[] = [
    { key: 'siparisNo', dataIndex: 'siparisNo', title: 'Sipariş No', render: (_d, r) => <Typography.Text strong>{r.siparisNo}</Typography.Text> },
    {
      key: 'musteri',
      title: 'Müşteri',
      render: (_d, r) => (
        <div>
          <div>{r.kullaniciAdi}</div>
          <Typography.Text type="secondary">{r.kullaniciEmail}</Typography.Text>
        </div>
      ),
    },
    { key: 'olusturmaTarihi', dataIndex: 'olusturmaTarihi', title: 'Tarih', render: (_d, r) => formatDate(r.olusturmaTarihi) },
    { key: 'toplamTutar', dataIndex: 'toplamTutar', title: 'Tutar', align: 'right', render: (_d, r) => formatMoney(r.toplamTutar) },
    {
      key: 'siparisDurumu',
      title: 'Durum',
      render: (_d, r) => <StatusSelect key={`${r.id}-${r.siparisDurumu}-${String(r.odemeDurumu)}`} row={r} saving={busy?.id === r.id && busy.what === 'status'} onSave={(c) => void changeStatus(r, c)} />,
    },
    { key: 'odemeDurumu', title: 'Ödeme', render: (_d, r) => <PaymentTag paid={r.odemeDurumu} /> },
    {
      key: 'actions',
      title: 'İşlemler',
      align: 'center',
      fixed: 'right',
      render: (_d, r) => (
        <Space size={0}>
          <Tooltip title="Detay">
            <Button type="text" icon={<EyeOutlined />} aria-label={`${r.siparisNo} detay`} onClick={() => setDetailId(r.id)} />
          </Tooltip>
          <Tooltip title="Fatura Yazdır">
            <Button
              type="text"
              icon={<PrinterOutlined />}
              aria-label={`${r.siparisNo} fatura yazdır`}
              disabled={!canPrintInvoice(r.siparisDurumu)}
              loading={busy?.id === r.id && busy.what === 'print'}
              onClick={() => void print(r.id)}
            />
          </Tooltip>
          <Tooltip title="İptal Et">
            <Button
              type="text"
              danger
              icon={<CloseCircleOutlined />}
              aria-label={`${r.siparisNo} iptal et`}
              disabled={!canAdminCancelOrder(r.siparisDurumu)}
              loading={busy?.id === r.id && busy.what === 'cancel'}
              onClick={() => askCancel(r)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const filterBar = (
    <Space wrap className="adm-orders__filters" style={{ marginBottom: 16 }}>
      <Select<number | 'all'>
        aria-label="Durum"
        style={{ width: 180 }}
        value={status}
        options={[{ value: 'all', label: ALL_ORDER_STATUSES }, ...STATUS_OPTIONS]}
        onChange={(v) => {
          setStatus(v);
          apply({ status: v });
        }}
      />
      <DatePicker
        aria-label="Başlangıç Tarihi"
        placeholder="Başlangıç Tarihi"
        format={SHOWN_DAY}
        value={from}
        onChange={(d) => {
          setFrom(d);
          apply({ from: d });
        }}
      />
      <DatePicker
        aria-label="Bitiş Tarihi"
        placeholder="Bitiş Tarihi"
        format={SHOWN_DAY}
        value={to}
        disabledDate={(d) => !!from && d.isBefore(from, 'day')}
        onChange={(d) => {
          setTo(d);
          apply({ to: d });
        }}
      />
      <Input
        aria-label="Sipariş ara"
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Sipariş no, müşteri adı veya e-posta"
        style={{ width: 300 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (!e.target.value && filters.arama) apply({ text: '' });
        }}
        onPressEnter={() => apply()}
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={() => apply()}>
        Ara
      </Button>
    </Space>
  );

  return (
    <AdminListPage<AdminOrderRow>
      header={{ title: 'Siparişler', backgroundTitle: 'SİPARİŞ', description: 'Mağaza siparişlerini görüntüleyin, durumlarını güncelleyin, iptal edin ve faturalarını yazdırın.' }}
      pageClassName="adm-orders"
      before={filterBar}
      listRef={list}
      texts={{ tableTitle: 'Sipariş Listesi', loading: 'Siparişler yükleniyor...', loadFailed: M.listFailed, empty: M.empty, total: (n) => `Toplam ${n} sipariş` }}
      columns={columns}
      load={load}
      filters={{ ...filters }}
      numbered={false}
      defaultPageSize={ADMIN_ORDER_PAGE_SIZE}
      pageSizeOptions={[10, 20, 50]}
    >
      <OrderDetailModal
        orderId={detailId}
        printing={!!detailId && busy?.id === detailId && busy.what === 'print'}
        onPrint={(o) => void print(o.id)}
        onClose={() => setDetailId(null)}
      />
    </AdminListPage>
  );
}

export default OrdersScreen;
