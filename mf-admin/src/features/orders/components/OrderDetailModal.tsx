import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDate, formatMoney } from '@skiclub/shared/format';
import { ORDER_ADMIN_MESSAGES as M, canPrintInvoice, type AdminOrderDetail, type AdminOrderLine } from '@skiclub/shared/schemas/admin';
import { ErrorAlert } from '@skiclub/shared/ui';
import { orderService } from '../api/service';
import { OrderStatusTag, PaymentTag } from './OrderStatusTag';

const LINE_COLUMNS = [
  { dataIndex: 'urunAdi', key: 'urunAdi', title: 'Ürün' },
  { dataIndex: 'varyantAdi', key: 'varyantAdi', title: 'Varyant', render: (v: string | null) => v || '-' },
  { dataIndex: 'miktar', key: 'miktar', title: 'Adet', align: 'right' as const },
  { dataIndex: 'birimFiyat', key: 'birimFiyat', title: 'Birim Fiyat', align: 'right' as const, render: (v: number) => formatMoney(v) },
  { dataIndex: 'toplamFiyat', key: 'toplamFiyat', title: 'Toplam', align: 'right' as const, render: (v: number) => formatMoney(v) },
];

const dash = (text: string | null | undefined) => (text && text.trim() ? text : '-');

/**
 * Order detail modal (admin spec §2 Orders): order info (number, date, status badge, total),
 * customer (name, e-mail, phone from the delivery address), delivery address (name, address,
 * city / country, phone) and the items (product, variant, quantity, unit price, line total);
 * buttons Kapat and Fatura Yazdır (disabled for a cancelled order). A failed load shows 'Sipariş
 * detayı yüklenirken hata oluştu.' with Tekrar Dene. Reads the detail with the real {@link orderService}.
 * @param orderId the order shown; null closes the modal
 * @param onPrint prints the invoice of the order
 */
export function OrderDetailModal({ orderId, printing, onPrint, onClose }: { orderId: string | null; printing: boolean; onPrint: (order: AdminOrderDetail) => void; onClose: () => void }) {
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    setOrder(null);
    setFailed(false);
    orderService.detail(orderId).then(
      (o) => live && setOrder(o),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [orderId, attempt]);

  const address = order?.teslimatAdresi;
  return (
    <Modal
      open={orderId !== null}
      title={order ? `Sipariş Detayı - ${order.siparisNo}` : 'Sipariş Detayı'}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          Kapat
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined />} loading={printing} disabled={!order || !canPrintInvoice(order.siparisDurumu)} onClick={() => order && onPrint(order)}>
          Fatura Yazdır
        </Button>,
      ]}
    >
      {failed && <ErrorAlert message={M.detailFailed} onRetry={() => setAttempt((n) => n + 1)} />}
      {!failed && !order && (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      )}
      {order && (
        <div className="adm-orders__detail">
          <Descriptions title="Sipariş Bilgileri" size="small" column={2} bordered>
            <Descriptions.Item label="Sipariş No">{order.siparisNo}</Descriptions.Item>
            <Descriptions.Item label="Tarih">{formatDate(order.olusturmaTarihi)}</Descriptions.Item>
            <Descriptions.Item label="Durum">
              <OrderStatusTag status={order.siparisDurumu} />
            </Descriptions.Item>
            <Descriptions.Item label="Toplam">{formatMoney(order.toplamTutar)}</Descriptions.Item>
            <Descriptions.Item label="Ödeme">
              <PaymentTag paid={order.odemeDurumu} />
              {order.odemeDurumu && order.odemeTarihi ? ` ${formatDate(order.odemeTarihi)}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Not">{dash(order.notlar)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title="Müşteri Bilgileri" size="small" column={1} bordered style={{ marginTop: 16 }}>
            <Descriptions.Item label="Ad Soyad">{order.musteri.adSoyad}</Descriptions.Item>
            <Descriptions.Item label="E-posta">{order.musteri.email}</Descriptions.Item>
            <Descriptions.Item label="Telefon">{dash(order.musteri.telefon)}</Descriptions.Item>
          </Descriptions>
          <Descriptions title="Teslimat Adresi" size="small" column={1} bordered style={{ marginTop: 16 }}>
            <Descriptions.Item label="Ad Soyad">{dash(address?.adSoyad)}</Descriptions.Item>
            <Descriptions.Item label="Adres">{dash(address?.adres)}</Descriptions.Item>
            <Descriptions.Item label="Şehir / Ülke">{address ? [address.sehir, address.ulke].filter(Boolean).join(' / ') : '-'}</Descriptions.Item>
            <Descriptions.Item label="Telefon">{dash(address?.telefon)}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Ürünler
          </Typography.Title>
          <Table<AdminOrderLine> rowKey="id" size="small" pagination={false} columns={LINE_COLUMNS} dataSource={order.siparisDetaylari} />
        </div>
      )}
    </Modal>
  );
}
