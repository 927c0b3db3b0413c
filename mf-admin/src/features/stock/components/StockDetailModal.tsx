import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Image, Modal, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatMoney } from '@skiclub/shared/format';
import { STOCK_MESSAGES as M, STOCK_MOVEMENT_LABELS, type StockDetail, type StockMovement, type StockVariant } from '@skiclub/shared/schemas/admin';
import { ErrorAlert } from '@skiclub/shared/ui';
import { formatDateTime, stockImageUrl } from '../format';
import { stockService as service } from '../api/service';
import { StockStatusTag } from './StockStatusTag';

/** Per-variant stock table; its edit button does nothing (admin spec §2 Stock). */
const VARIANT_COLUMNS = [
  { dataIndex: 'deger', key: 'deger', title: 'Varyant' },
  { dataIndex: 'stokMiktari', key: 'stokMiktari', title: 'Stok', align: 'right' as const },
  { dataIndex: 'minimumStok', key: 'minimumStok', title: 'Minimum Stok', align: 'right' as const },
  { key: 'durum', title: 'Durum', render: (_: unknown, v: StockVariant) => <StockStatusTag status={v.durum} /> },
  {
    key: 'islem',
    title: 'İşlem',
    align: 'center' as const,
    render: (_: unknown, v: StockVariant) => <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${v.deger} düzenle`} onClick={() => undefined} />,
  },
];

/** Signed change of a movement ('+5', '-2', '0'). */
const change = (m: StockMovement) => {
  const d = m.yeniMiktar - m.eskiMiktar;
  return d > 0 ? `+${d}` : String(d);
};

const HISTORY_COLUMNS = [
  { dataIndex: 'olusturmaTarihi', key: 'olusturmaTarihi', title: 'Tarih', render: (v: string) => formatDateTime(v) },
  { dataIndex: 'islem', key: 'islem', title: 'İşlem', render: (v: StockMovement['islem']) => STOCK_MOVEMENT_LABELS[v] },
  { dataIndex: 'varyantAdi', key: 'varyantAdi', title: 'Varyant', render: (v: string | null) => v || '-' },
  { dataIndex: 'eskiMiktar', key: 'eskiMiktar', title: 'Önceki', align: 'right' as const },
  { dataIndex: 'yeniMiktar', key: 'yeniMiktar', title: 'Yeni', align: 'right' as const },
  { key: 'degisim', title: 'Değişim', align: 'right' as const, render: (_: unknown, m: StockMovement) => change(m) },
  { dataIndex: 'aciklama', key: 'aciklama', title: 'Açıklama', render: (v: string | null) => v || '-' },
  { dataIndex: 'kullaniciAdi', key: 'kullaniciAdi', title: 'Kullanıcı', render: (v: string | null) => v || 'Sistem' },
];

/**
 * Stock detail modal (admin spec §2 Stock): general info (name, category, current stock, critical
 * level, status, price, last update), the image, the per-variant stock table and the movement
 * history (who, when, from, to, why; newest first, the last 50). A failed load shows the server's
 * message or 'Ürün detayı yüklenirken hata oluştu.' with Tekrar Dene.
 * @param productId the product shown; null closes the modal
 */
export function StockDetailModal({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  const [detail, setDetail] = useState<StockDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!productId) return;
    let live = true;
    setDetail(null);
    setError(null);
    service.detail(productId).then(
      (d) => live && setDetail(d),
      (e: unknown) => live && setError(e ?? new Error('detay')),
    );
    return () => {
      live = false;
    };
  }, [productId, attempt]);

  return (
    <Modal
      open={productId !== null}
      title={detail ? `Stok Detayı - ${detail.adi}` : 'Stok Detayı'}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Kapat
        </Button>,
      ]}
    >
      {error ? (
        <ErrorAlert message={errorMessageOr(error, M.detailFailed)} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !detail ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin tip="Ürün detayı yükleniyor...">
            <div style={{ minHeight: 40 }} />
          </Spin>
        </div>
      ) : (
        <div className="adm-stock__detail">
          <Typography.Title level={5}>Genel Bilgiler</Typography.Title>
          <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            {detail.anaResim ? <Image src={stockImageUrl(detail.anaResim)} alt={detail.adi} width={160} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Resim yok" />}
            <Descriptions size="small" column={2} bordered style={{ flex: 1, minWidth: 320 }}>
              <Descriptions.Item label="Ürün Adı">{detail.adi}</Descriptions.Item>
              <Descriptions.Item label="Kategori">{detail.kategori.adi}</Descriptions.Item>
              <Descriptions.Item label="Mevcut Stok">{detail.stokMiktari}</Descriptions.Item>
              <Descriptions.Item label="Kritik Seviye">{detail.kritikSeviye}</Descriptions.Item>
              <Descriptions.Item label="Durum">
                <StockStatusTag status={detail.durum} />
              </Descriptions.Item>
              <Descriptions.Item label="Fiyat">{formatMoney(detail.fiyat)}</Descriptions.Item>
              <Descriptions.Item label="Son Güncelleme">{formatDateTime(detail.sonGuncelleme)}</Descriptions.Item>
              <Descriptions.Item label="Varyant Sayısı">{detail.varyantSayisi}</Descriptions.Item>
            </Descriptions>
          </div>
          {detail.varyantlar.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                Varyant Stokları
              </Typography.Title>
              <Table<StockVariant> className="adm-stock__variants" rowKey="id" size="small" pagination={false} columns={VARIANT_COLUMNS} dataSource={detail.varyantlar} />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Stok Hareketleri
          </Typography.Title>
          <Table<StockMovement>
            className="adm-stock__history"
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={HISTORY_COLUMNS}
            dataSource={detail.hareketler}
            locale={{ emptyText: M.empty }}
          />
        </div>
      )}
    </Modal>
  );
}
