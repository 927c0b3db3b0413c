import { DeleteOutlined, EditOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, InputNumber, Space, Tooltip, Typography } from 'antd';
import type { Ref } from 'react';
import { formatDate } from '@skiclub/shared/format';
import type { News } from '@skiclub/shared/schemas';
import { NEWS_ADMIN_MESSAGES, NEWS_ADMIN_PAGE_SIZE, NEWS_ADMIN_PAGE_SIZE_MAX, NEWS_ADMIN_PAGE_SIZE_MIN } from '@skiclub/shared/schemas/admin';
import { ActiveBadge } from '@skiclub/shared/ui';
import { AdminListTable, type AdminListApi, type AdminListState } from '../../crud/components/AdminListPage';
import { coverUrl, newsCalls } from '../api/service';

/** Props of {@link NewsList}. */
export interface NewsListProps {
  /** The item in the form, highlighted. */
  editingId: string | null;
  /** Id of the item being deleted (its button spins). */
  deletingId: string | null;
  onEdit: (item: News) => void;
  onDelete: (item: News) => void;
  /** Yenile: reads the page again. */
  onRefresh: () => void;
  /** Filled with the list's reload and firstPage. */
  listRef?: Ref<AdminListApi<News>>;
}

/** 'Sayfa boyutu' input (5-50): only a whole number in range changes the page size. */
function PageSizeInput({ state }: { state: AdminListState }) {
  return (
    <label className="adm-news-list__size">
      <span>Sayfa boyutu</span>
      <InputNumber
        aria-label="Sayfa boyutu"
        min={NEWS_ADMIN_PAGE_SIZE_MIN}
        max={NEWS_ADMIN_PAGE_SIZE_MAX}
        precision={0}
        value={state.pageSize}
        onChange={(v) => {
          if (typeof v === 'number' && Number.isInteger(v) && v >= NEWS_ADMIN_PAGE_SIZE_MIN && v <= NEWS_ADMIN_PAGE_SIZE_MAX) state.setPageSize(v);
        }}
      />
    </label>
  );
}

/** Önceki / Sonraki with 'Sayfa 2 / 3 · Toplam 23 haber' between them. */
function Pager({ state }: { state: AdminListState }) {
  const { page, pageSize, total, loading, setPage } = state;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="adm-news-list__pager">
      <Button icon={<LeftOutlined />} disabled={loading || page <= 1} onClick={() => setPage(page - 1)}>
        Önceki
      </Button>
      <span aria-live="polite">
        Sayfa {page} / {totalPages} · Toplam {total} haber
      </span>
      <Button disabled={loading || page >= totalPages} onClick={() => setPage(page + 1)}>
        Sonraki <RightOutlined />
      </Button>
    </div>
  );
}

/**
 * The paged news list (admin spec §2 News, §9) on {@link AdminListTable}, read page by page with
 * GET /api/haber?tumu=true (every item, inactive ones too, newest first): '#' running across
 * pages, cover thumbnail, title with slug, publish date (dd.mm.yyyy), publisher, Aktif/Pasif
 * badge, Düzenle and Sil; 'Sayfa boyutu' input (5-50, default 10), 'Yenile', 'Önceki' /
 * 'Sonraki'. 'Kayıt bulunamadı.' when empty, 'Haberler yükleniyor...' while loading, the load
 * failure with 'Tekrar Dene'; a page emptied by deletes steps back to the last page.
 */
export function NewsList({ editingId, deletingId, onEdit, onDelete, onRefresh, listRef }: NewsListProps) {
  const columns: ProColumns<News>[] = [
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
      key: 'actions',
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
    <AdminListTable<News>
      className="adm-news-list"
      listRef={listRef}
      texts={{ tableTitle: 'Haber Listesi', loading: NEWS_ADMIN_MESSAGES.loading, loadFailed: NEWS_ADMIN_MESSAGES.loadFailed }}
      columns={columns}
      load={async (query) => {
        const answer = await newsCalls.list(query.current, query.pageSize);
        return { rows: answer.items, total: answer.totalCount };
      }}
      numberWidth={56}
      defaultPageSize={NEWS_ADMIN_PAGE_SIZE}
      highlightId={editingId}
      scrollX={760}
      toolbarEnd={(state) => (
        <Space wrap>
          <PageSizeInput state={state} />
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={state.loading}>
            Yenile
          </Button>
        </Space>
      )}
      pager={(state) => <Pager state={state} />}
    />
  );
}
