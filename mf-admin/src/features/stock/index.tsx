import { EyeOutlined, PlusCircleOutlined, EditOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Input, Select, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Category } from '@skiclub/shared/schemas';
import { STOCK_MESSAGES as M, STOCK_STATUSES, STOCK_STATUS_LABELS, type StockItem, type StockQuery, type StockStatus, type StockSummary } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import type { ListQuery } from '../crud/api/createCrudService';
import { AdminListPage, type AdminListApi } from '../crud/components/AdminListPage';
import { StockChangeModal } from './components/StockChangeModal';
import { StockDetailModal } from './components/StockDetailModal';
import { StockStatusTag } from './components/StockStatusTag';
import { StockSummaryCards } from './components/StockSummaryCards';
import { formatDateTime, stockImageUrl } from './format';
import { stockService as service, type StockOperation } from './api/service';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/stok-yonetimi',
  guard: 'admin',
  menu: { section: 'admin', group: 'shop', label: 'Stok Yönetimi' },
  order: 210,
} satisfies ScreenRoute;

const STATUS_OPTIONS = STOCK_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }));

/**
 * /admin/stok-yonetimi (admin spec §2 Stock, §4, §7, §8, §9): filters (category, stock status,
 * product search on Enter or the search button), four coloured summary cards (Tükendi, Kritik,
 * Düşük, Normal), the table — '#', image, product name with its variant count, category, current
 * stock, critical level, status tag, last update (dd.mm.yyyy HH:mm) and the actions detail, update
 * stock and add stock — paged on the client 10 a page, and the update / add and detail modals.
 * A failed load shows the server's message or 'Stoklar yüklenirken hata oluştu.' with Tekrar Dene.
 * Default export: the page of exposed module `admin/StockPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function StockScreen() {
  const list = useRef<AdminListApi<StockItem>>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const [category, setCategory] = useState<string | undefined>();
  const [status, setStatus] = useState<StockStatus | undefined>();
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<StockQuery>({});
  const [summary, setSummary] = useState<StockSummary | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [changing, setChanging] = useState<{ item: StockItem; operation: StockOperation } | null>(null);

  useEffect(() => {
    let live = true;
    service.categories().then(
      (list) => live && setCategories(list),
      () => undefined, // the filter stays empty; the list itself still loads
    );
    return () => {
      live = false;
    };
  }, []);

  const reload = () => list.current?.reload();

  /** Applies the filters from page 1 (a changed select, Enter or the search button). */
  const apply = (next: { kategoriId?: string; stokDurumu?: StockStatus; arama?: string }) => {
    list.current?.firstPage();
    setFilters({ kategoriId: next.kategoriId, stokDurumu: next.stokDurumu, arama: next.arama?.trim() || undefined });
  };

  /** Every product for the filters (paged here, 10 a page); the summary cards come with it. */
  async function loadAll(query: ListQuery): Promise<StockItem[]> {
    const f: StockQuery = query.filters ?? {};
    const { items, ozet } = await service.list({ kategoriId: f.kategoriId, stokDurumu: f.stokDurumu, arama: f.arama });
    setSummary(ozet);
    return items;
  }

  const actionButton = (r: StockItem, operation: StockOperation) => (
    <Tooltip title={operation === 'ekle' ? 'Stok Ekle' : 'Stok Güncelle'}>
      <Button
        type="text"
        icon={operation === 'ekle' ? <PlusCircleOutlined /> : <EditOutlined />}
        aria-label={`${r.adi} ${operation === 'ekle' ? 'stok ekle' : 'stok güncelle'}`}
        onClick={() => setChanging({ item: r, operation })}
      />
    </Tooltip>
  );

  const columns: ProColumns<StockItem>[] = [
    {
      key: 'anaResim',
      title: 'Resim',
      width: 72,
      render: (_d, r) =>
        r.anaResim ? <img src={stockImageUrl(r.anaResim)} alt={r.adi} width={48} height={48} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span aria-label="Resim yok">-</span>,
    },
    {
      key: 'adi',
      title: 'Ürün Adı',
      // Long names wrap, so the whole table (Son Güncelleme too) fits beside the pinned actions at 1280 px.
      render: (_d, r) => (
        <div style={{ maxWidth: 220 }}>
          <div>{r.adi}</div>
          {r.varyantSayisi > 0 && <Typography.Text type="secondary">{r.varyantSayisi} varyant</Typography.Text>}
        </div>
      ),
    },
    { key: 'kategori', title: 'Kategori', render: (_d, r) => r.kategori.adi },
    { key: 'stokMiktari', dataIndex: 'stokMiktari', title: 'Mevcut Stok', align: 'right' },
    { key: 'kritikSeviye', dataIndex: 'kritikSeviye', title: 'Kritik Seviye', align: 'right' },
    { key: 'durum', title: 'Durum', render: (_d, r) => <StockStatusTag status={r.durum} /> },
    { key: 'sonGuncelleme', title: 'Son Güncelleme', render: (_d, r) => formatDateTime(r.sonGuncelleme) },
    {
      key: 'actions',
      title: 'İşlemler',
      width: 132,
      align: 'center',
      fixed: 'right',
      render: (_d, r) => (
        <Space size={0}>
          <Tooltip title="Detay">
            <Button type="text" icon={<EyeOutlined />} aria-label={`${r.adi} detay`} onClick={() => setDetailId(r.id)} />
          </Tooltip>
          {actionButton(r, 'guncelle')}
          {actionButton(r, 'ekle')}
        </Space>
      ),
    },
  ];

  const filterBar = (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select<string>
        id="stok-kategori"
        aria-label="Kategori"
        style={{ width: 200 }}
        allowClear
        placeholder="Tüm Kategoriler"
        value={category}
        options={categories.map((c) => ({ value: c.id, label: c.kategoriAdi }))}
        onChange={(v) => {
          setCategory(v);
          apply({ kategoriId: v, stokDurumu: status, arama: text });
        }}
      />
      <Select<StockStatus>
        id="stok-durumu"
        aria-label="Stok Durumu"
        style={{ width: 180 }}
        allowClear
        placeholder="Tüm Durumlar"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(v) => {
          setStatus(v);
          apply({ kategoriId: category, stokDurumu: v, arama: text });
        }}
      />
      <Input.Search
        aria-label="Ürün ara"
        allowClear
        placeholder="Ürün adı ile ara"
        style={{ width: 280 }}
        enterButton="Ara"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => apply({ kategoriId: category, stokDurumu: status, arama: v })}
      />
    </Space>
  );

  return (
    <AdminListPage<StockItem>
      header={{ title: 'Stok Yönetimi', backgroundTitle: 'STOK', description: 'Ürün stoklarını izleyin, güncelleyin, stok ekleyin ve stok hareketlerini görüntüleyin.' }}
      pageClassName="adm-stock"
      before={
        <>
          {filterBar}
          <div style={{ marginBottom: 16 }}>
            <StockSummaryCards summary={summary} />
          </div>
        </>
      }
      listRef={list}
      texts={{ tableTitle: 'Stok Listesi', loading: 'Stoklar yükleniyor...', loadFailed: M.loadFailed, empty: M.empty, total: (n) => `Toplam ${n} ürün` }}
      columns={columns}
      loadAll={loadAll}
      filters={{ ...filters }}
      numberWidth={56}
      pageSizeOptions={[10, 20, 50]}
    >
      <StockDetailModal productId={detailId} onClose={() => setDetailId(null)} />
      <StockChangeModal
        target={changing}
        onClose={() => setChanging(null)}
        onDone={() => {
          setChanging(null);
          reload();
        }}
      />
    </AdminListPage>
  );
}

export default StockScreen;
