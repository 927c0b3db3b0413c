import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { dayjs } from '@skiclub/shared/format';
import {
  NOTIFICATION_HISTORY_PAGE_SIZE,
  NOTIFICATION_MESSAGES as NM,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationHistoryItem,
  type NotificationHistoryPage,
  type NotificationStatus,
} from '@skiclub/shared/schemas/admin';
import { ErrorAlert } from '@skiclub/shared/ui';

/** Tag colours of the statuses. */
const STATUS_COLORS: Record<NotificationStatus, string> = { gonderildi: 'green', bekliyor: 'gold', hata: 'red' };

/** Send time as dd.mm.yyyy HH:mm (local time). */
export function formatSentAt(iso: string): string {
  return dayjs(iso).format('DD.MM.YYYY HH:mm');
}

const COLUMNS: TableColumnsType<NotificationHistoryItem> = [
  { dataIndex: 'konu', title: 'Konu' },
  { dataIndex: 'aliciSayisi', title: 'Alıcı Sayısı', align: 'right' },
  { dataIndex: 'bildirimTipi', title: 'Tip', render: (_v, r) => NOTIFICATION_TYPE_LABELS[r.bildirimTipi] },
  { dataIndex: 'durum', title: 'Durum', render: (_v, r) => <Tag color={STATUS_COLORS[r.durum]}>{NOTIFICATION_STATUS_LABELS[r.durum]}</Tag> },
  { dataIndex: 'gonderimTarihi', title: 'Tarih', render: (_v, r) => formatSentAt(r.gonderimTarihi) },
];

/** Props of {@link NotificationHistory}. */
export interface NotificationHistoryProps {
  data: NotificationHistoryPage | null;
  /** 1-based page. */
  page: number;
  loading: boolean;
  /** True after a failed load: 'Bildirim geçmişi yüklenirken bir hata oluştu!' with a retry. */
  failed: boolean;
  onPage: (page: number) => void;
  onRefresh: () => void;
}

/** History table of the notification screen (admin spec §2): 20 per page, server paging, a refresh button. */
export function NotificationHistory({ data, page, loading, failed, onPage, onRefresh }: NotificationHistoryProps) {
  return (
    <Card
      title="Bildirim Geçmişi"
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRefresh}>
          Yenile
        </Button>
      }
    >
      {failed && <ErrorAlert message={NM.historyFailed} onRetry={onRefresh} />}
      <Table<NotificationHistoryItem>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={data?.items ?? []}
        loading={loading}
        locale={{ emptyText: 'Kayıt bulunamadı.' }}
        pagination={{ current: page, pageSize: NOTIFICATION_HISTORY_PAGE_SIZE, total: data?.totalCount ?? 0, showSizeChanger: false, onChange: onPage }}
      />
    </Card>
  );
}
