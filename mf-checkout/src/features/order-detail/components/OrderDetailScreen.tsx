import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { assetUrl } from '@skiclub/shared/api';
import { failureMessage, isAppError } from '@skiclub/shared/errors';
import { formatDate, formatMoney } from '@skiclub/shared/format';
import { isOrderEditable, ORDER_MESSAGES, orderStatusCode, parseOrderAddress, type Order, type OrderAddress, type OrderUpdatePayload } from '@skiclub/shared/schemas';
import { ErrorAlert, InnerPage, useSuccessToast } from '@skiclub/shared/ui';
import { cancelOrder, orderResolveUrl, updateOrder, useOrder } from '../../orders/api/orders';
import { orderCardView, orderPath } from '../../orders/hooks/orderView';
import { OrderEditModal } from './OrderEditModal';
import '../../orders/components/orders.css';

/** One address as a small block (member spec §3: adSoyad, adres, postaKodu sehir, ulke, telefon, email). */
function AddressView({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <Card size="small" title={title} className="chk-order__address">
      {address ? (
        <address>
          <strong>{address.adSoyad}</strong>
          <br />
          {address.adres}
          <br />
          {[address.postaKodu, address.sehir].filter(Boolean).join(' ')} / {address.ulke}
          <br />
          {address.telefon}
          {address.email && (
            <>
              <br />
              {address.email}
            </>
          )}
        </address>
      ) : (
        <span className="chk-product__variant">Adres bilgisi yok</span>
      )}
    </Card>
  );
}

/** The order's content: status, payment, lines, addresses, notes and the member's actions. */
function OrderView({ order, onCancel, onEdit, busy }: { order: Order; onCancel: () => void; onEdit: () => void; busy: boolean }) {
  const v = orderCardView(order);
  const editable = isOrderEditable(order.siparisDurumu);
  const refund = orderStatusCode(order.siparisDurumu) === 6 && order.odemeDurumu;
  return (
    <div className="chk-order">
      {refund && <Alert className="chk-page__alert" type="info" showIcon message={ORDER_MESSAGES.refundNote} />}
      <Card
        className="chk-order__head"
        title={<span className="chk-order-card__no">{order.siparisNo}</span>}
        extra={
          editable && (
            <div className="chk-order__actions">
              <Button icon={<EditOutlined />} onClick={onEdit} disabled={busy}>
                Düzenle
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={onCancel} loading={busy}>
                Siparişi İptal Et
              </Button>
            </div>
          )
        }
      >
        <Descriptions column={{ xs: 1, sm: 2, md: 3 }} size="small">
          <Descriptions.Item label="Sipariş Tarihi">{v.date}</Descriptions.Item>
          <Descriptions.Item label="Durum">
            <Tag color={v.statusColor}>{v.status}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Ödeme">
            <Tag color={v.paymentColor}>{v.payment}</Tag>
            {order.odemeTarihi && <span className="chk-product__variant">{formatDate(order.odemeTarihi)}</span>}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={`Ürünler (${order.siparisDetaylari.length})`} className="chk-order__lines">
            <ul className="chk-order__line-list">
              {order.siparisDetaylari.map((line) => (
                <li key={line.id} className="chk-order__line">
                  <img src={assetUrl(line.urunGorselUrl)} alt="" width={56} height={56} className="chk-thumb" loading="lazy" />
                  <div className="chk-product">
                    <span className="chk-product__name">{line.urunAdi}</span>
                    {line.varyantAdi && <span className="chk-product__variant">{line.varyantAdi}</span>}
                    <span className="chk-product__variant">
                      {line.miktar} × {formatMoney(line.birimFiyat, order.paraBirimi || 'TL')}
                    </span>
                  </div>
                  <span className="chk-money chk-order__line-total">{formatMoney(line.toplamFiyat, order.paraBirimi || 'TL')}</span>
                </li>
              ))}
            </ul>
            <div className="chk-summary__line chk-summary__line--total">
              <span>Toplam</span>
              <strong data-testid="order-total">{v.total}</strong>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <div className="chk-order__side">
            <AddressView title="Teslimat Adresi" address={parseOrderAddress(order.teslimatAdresi)} />
            <AddressView title="Fatura Adresi" address={parseOrderAddress(order.faturaAdresi)} />
            {order.notlar && (
              <Card size="small" title="Sipariş Notu">
                {order.notlar}
              </Card>
            )}
          </div>
        </Col>
      </Row>
    </div>
  );
}

/**
 * /siparis/:noOrId (member spec §2 order detail, §8): GET /api/siparis/resolve/{noOrId} by order
 * number or id, then the address becomes /siparis/<order number> (replace). Shows the lines,
 * both addresses, status and payment; 'Sipariş bulunamadı.' for an unknown or someone else's
 * order; 'Sipariş detayı yüklenirken hata oluştu' (or the status default) with 'Tekrar Dene'.
 * While the status is 1 or 2: cancel (confirm 'Bu siparişi iptal etmek istediğinizden emin
 * misiniz?', toast 'Sipariş iptal edildi!') and edit (toast 'Sipariş güncellendi!'); a cancelled
 * paid order shows the refund note.
 * Exposed as `checkout/OrderDetailPage` (login required): the feature index's default export.
 */
export function OrderDetailScreen() {
  const { noOrId = '' } = useParams();
  const navigate = useNavigate();
  const { mutate: mutateKey } = useSWRConfig();
  const { modal } = App.useApp();
  const toast = useSuccessToast();
  // The order is read by what the address first named. Rewriting the address from the id to the
  // number keeps that read (no second request); another order in the address is read anew.
  const [lookup, setLookup] = useState(noOrId);
  const { data: order, error, isLoading, mutate } = useOrder(lookup || null);
  const rewritten = !!order && lookup === order.id && noOrId === order.siparisNo;
  if (noOrId !== lookup && !rewritten) setLookup(noOrId);
  const [editing, setEditing] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  // Rewrite the address to the order number; the answer is kept for that key too.
  useEffect(() => {
    if (order && order.siparisNo !== noOrId && lookup === noOrId) {
      void mutateKey(orderResolveUrl(order.siparisNo), order, { revalidate: false });
      navigate(orderPath(order.siparisNo), { replace: true });
    }
  }, [order, noOrId, lookup, navigate, mutateKey]);

  /** Stores an updated order under both keys (the number and the id). */
  const store = (next: Order) => {
    void mutate(next, { revalidate: false });
    void mutateKey(orderResolveUrl(lookup === next.id ? next.siparisNo : next.id), next, { revalidate: false });
  };

  const cancel = () => {
    if (!order) return;
    modal.confirm({
      title: 'Siparişi İptal Et',
      content: ORDER_MESSAGES.cancelConfirm,
      okText: 'İptal Et',
      cancelText: 'Vazgeç',
      okButtonProps: { danger: true },
      onOk: async () => {
        setCancelling(true);
        setActionError(null);
        try {
          store(await cancelOrder(order.id));
          toast(ORDER_MESSAGES.cancelled);
        } catch (e) {
          setActionError(failureMessage(e, 'orderCancel'));
          if (isAppError(e) && e.status === 409) void mutate();
        } finally {
          setCancelling(false);
        }
      },
    });
  };

  const save = async (payload: OrderUpdatePayload) => {
    if (!editing) return;
    try {
      const next = await updateOrder(editing.id, payload);
      store(next);
      setEditing(null);
      toast(ORDER_MESSAGES.updated);
    } catch (e) {
      if (isAppError(e) && e.status === 409) void mutate();
      throw e;
    }
  };

  let body;
  if (isLoading && !order) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (error && !order) {
    body =
      isAppError(error) && error.status === 404 ? (
        <div className="chk-empty">
          <Empty image={<FileSearchOutlined className="chk-empty__icon" />} description={<div className="chk-empty__title">{ORDER_MESSAGES.notFound}</div>}>
            <Link to="/siparislerim" className="chk-order-card__details">
              Siparişlerime Dön
            </Link>
          </Empty>
        </div>
      ) : (
        <ErrorAlert message={failureMessage(error, 'orderDetailLoad')} onRetry={() => void mutate()} />
      );
  } else if (order) {
    body = (
      <>
        {actionError && (
          <div className="chk-page__alert">
            <ErrorAlert message={actionError} onClose={() => setActionError(null)} />
          </div>
        )}
        <OrderView order={order} busy={cancelling} onCancel={cancel} onEdit={() => setEditing(order)} />
        <Link to="/siparislerim" className="chk-checkout__back-link">
          <ArrowLeftOutlined /> Siparişlerime Dön
        </Link>
        <OrderEditModal order={editing} onClose={() => setEditing(null)} onSave={save} />
      </>
    );
  }
  return (
    <InnerPage
      title="Sipariş Detayı"
      backgroundTitle="SİPARİŞ"
      description="Siparişinizin ürünleri, adresleri, durumu ve ödemesi."
      breadcrumb={[{ title: 'Siparişlerim', to: '/siparislerim' }, { title: order?.siparisNo ?? 'Sipariş Detayı' }]}
    >
      <div className="chk-page">{body}</div>
    </InnerPage>
  );
}
