import { DeleteOutlined, EditOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, InputNumber, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatDate } from '@skiclub/shared/format';
import type { News, NewsPage } from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, NEWS_ADMIN_MESSAGES, NEWS_ADMIN_PAGE_SIZE_MAX, NEWS_ADMIN_PAGE_SIZE_MIN } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, ErrorAlert } from '@skiclub/shared/ui';
import { coverUrl } from '../service';

/** Props of {@link NewsList}. */
export interface NewsListProps {
  /** The page shown (null before the first answer). */
  data: NewsPage | null;
  page: number;
  pageSize: number;
  loading: boolean;
  loadError: unknown;
  /** The item in the form, highlighted. */
  editingId: string | null;
  /** Id of the item being deleted (its button spins). */
  deletingId: string | null;
  onPage: (page: number) => void;
  /** A valid new page size (5-50). */
  onPageSize: (size: number) => void;
  onRefresh: () => void;
  onEdit: (item: News) => void;
  onDelete: (item: News) => void;
}

/**
 * The paged news list (admin spec §2 News, §9): '#' running across pages, cover thumbnail,
 * title with slug, publish date (dd.mm.yyyy), publisher, Aktif/Pasif badge, Düzenle and Sil;
 * 'Sayfa boyutu' input (5-50, default 10), 'Yenile', 'Önceki' / 'Sonraki'. 'Kayıt bulunamadı.'
 * when empty, 'Haberler yükleniyor...' while loading, the load failure with 'Tekrar Dene'.
 */
export function NewsList({ data, page, pageSize, loading, loadError, editingId, deletingId, onPage, onPageSize, onRefresh, onEdit, onDelete }: NewsListProps) {
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const columns: TableColumnsType<News> = [
    { key: 'no', title: '#', width: 56, render: (_v, _r, i) => (page - 1) * pageSize + i + 1 },
    {
      key: 'kapak',
      title: 'Kapak',
      width: 92,
      render: (_v, r) => (r.kapakGorselUrl ? <img className="adm-news-list__thumb" src={coverUrl(r.kapakGorselUrl)} alt={`${r.baslik} kapak`} /> : <span className="adm-news-list__thumb adm-news-list__thumb--none" aria-hidden="true" />),
    },
    {
      key: 'baslik',
      title: 'Başlık',
      render: (_v, r) => (
        <div>
          <div className="adm-news-list__title">{r.baslik}</div>
          <Typography.Text type="secondary" className="adm-news-list__slug">
            /haber/{r.slug}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'tarih', title: 'Yayın Tarihi', width: 120, render: (_v, r) => formatDate(r.yayinlanmaTarihi) },
    { key: 'yayinlayan', title: 'Yayınlayan', dataIndex: 'yayinlayanKullaniciAdi', width: 150 },
    { key: 'aktif', title: 'Durum', width: 90, render: (_v, r) => <ActiveBadge aktif={r.aktif} /> },
    {
      key: 'islemler',
      title: 'İşlemler',
      width: 110,
      render: (_v, r) => (
        <Space>
          <Tooltip title="Düzenle">
            <Button size="small" icon={<EditOutlined />} aria-label={`${r.baslik} düzenle`} onClick={() => onEdit(r)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${r.baslik} sil`} loading={deletingId === r.id} onClick={() => onDelete(r)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Card
      className="adm-news-list"
      title="Haber Listesi"
      extra={
        <Space wrap>
          <label className="adm-news-list__size">
            <span>Sayfa boyutu</span>
            <InputNumber
              aria-label="Sayfa boyutu"
              min={NEWS_ADMIN_PAGE_SIZE_MIN}
              max={NEWS_ADMIN_PAGE_SIZE_MAX}
              precision={0}
              value={pageSize}
              onChange={(v) => {
                if (typeof v === 'number' && Number.isInteger(v) && v >= NEWS_ADMIN_PAGE_SIZE_MIN && v <= NEWS_ADMIN_PAGE_SIZE_MAX) onPageSize(v);
              }}
            />
          </label>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading}>
            Yenile
          </Button>
        </Space>
      }
    >
      {loadError ? (
        <div className="adm-crud__banner">
          <ErrorAlert message={errorMessageOr(loadError, NEWS_ADMIN_MESSAGES.loadFailed)} onRetry={onRefresh} />
        </div>
      ) : null}
      <Table<News>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        pagination={false}
        loading={loading ? { tip: NEWS_ADMIN_MESSAGES.loading } : false}
        locale={{ emptyText: loading ? NEWS_ADMIN_MESSAGES.loading : ADMIN_MESSAGES.empty }}
        rowClassName={(r) => (r.id === editingId ? 'adm-crud-table__row--editing' : '')}
        scroll={{ x: 760 }}
      />
      <div className="adm-news-list__pager">
        <Button icon={<LeftOutlined />} disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
          Önceki
        </Button>
        <span aria-live="polite">
          Sayfa {page} / {totalPages} · Toplam {data?.totalCount ?? 0} haber
        </span>
        <Button disabled={loading || page >= totalPages} onClick={() => onPage(page + 1)}>
          Sonraki <RightOutlined />
        </Button>
      </div>
    </Card>
  );
}
