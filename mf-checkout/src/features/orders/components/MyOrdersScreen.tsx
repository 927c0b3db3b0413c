import { ShoppingOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Pagination, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { failureMessage } from '@skiclub/shared/errors';
import { formatMoney } from '@skiclub/shared/format';
import { ORDER_PAGE_SIZE, type Order } from '@skiclub/shared/schemas';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { useMyOrders } from '../api/orders';
import { orderCardView, orderPath } from '../hooks/orderView';
import './orders.css';

/** Reads the page number of ?sayfa= (1 when missing or not a positive whole number). */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** One order card (member spec §2): number, date, status, payment, total, the first 3 lines, '+n ürün daha'. */
export function OrderCard({ order }: { order: Order }) {
  const v = orderCardView(order);
  return (
    <Card
      className="chk-order-card"
      title={
        <Link to={orderPath(v.siparisNo)} className="chk-order-card__no">
          {v.siparisNo}
        </Link>
      }
      extra={<span className="chk-order-card__date">{v.date}</span>}
    >
      <div className="chk-order-card__tags">
        <Tag color={v.statusColor}>{v.status}</Tag>
        <Tag color={v.paymentColor}>{v.payment}</Tag>
      </div>
      <ul className="chk-order-card__lines">
        {v.lines.map((line) => (
          <li key={line.id}>
            <span className="chk-order-card__line-name">
              {line.urunAdi}
              {line.varyantAdi ? ` (${line.varyantAdi})` : ''}
            </span>
            <span className="chk-order-card__line-qty">
              {line.miktar} × {formatMoney(line.birimFiyat, order.paraBirimi || 'TL')}
            </span>
          </li>
        ))}
      </ul>
      {v.more && <div className="chk-order-card__more">{v.more}</div>}
      <div className="chk-order-card__bottom">
        <span>
          Toplam <strong className="chk-money">{v.total}</strong>
        </span>
        <Link to={orderPath(v.siparisNo)} className="chk-order-card__details">
          Detaylar
        </Link>
      </div>
    </Card>
  );
}

/**
 * /siparislerim (member spec §2 My orders, §8): the member's orders, newest first, as cards, 10
 * per page with antd Pagination (page in ?sayfa=); 'Siparişler yüklenirken hata oluştu' (or the
 * status default) with 'Tekrar Dene' on failure; an empty state linking to /urunler.
 * Exposed as `checkout/MyOrdersPage` (login required): the default export of the feature's index.
 */
export function MyOrdersScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sayfa = pageFromQuery(params.get('sayfa'));
  const { data, error, isLoading, mutate } = useMyOrders(sayfa, { keepPreviousData: true });

  let body;
  if (isLoading && !data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error && !data) body = <ErrorAlert message={failureMessage(error, 'ordersLoad')} onRetry={() => void mutate()} />;
  else if (!data || data.toplam === 0) {
    body = (
      <div className="chk-empty">
        <Empty image={<ShoppingOutlined className="chk-empty__icon" />} description={<div className="chk-empty__title">Henüz siparişiniz yok</div>}>
          <Button
            type="primary"
            size="large"
            href="/urunler"
            onClick={(e) => {
              e.preventDefault();
              navigate('/urunler');
            }}
          >
            Alışverişe Başla
          </Button>
        </Empty>
      </div>
    );
  } else {
    body = (
      <>
        <p className="chk-orders__count">{data.toplam} sipariş</p>
        <div className="chk-orders">
          {data.ogeler.map((o) => (
            <OrderCard key={o.id} order={o} />
          ))}
        </div>
        {data.toplam > data.boyut && (
          <Pagination
            className="chk-orders__pages"
            align="center"
            current={data.sayfa}
            pageSize={data.boyut || ORDER_PAGE_SIZE}
            total={data.toplam}
            showSizeChanger={false}
            onChange={(p) => setParams(p === 1 ? {} : { sayfa: String(p) })}
          />
        )}
      </>
    );
  }
  return (
    <InnerPage title="Siparişlerim" backgroundTitle="SİPARİŞ" description="Verdiğiniz siparişleri, durumlarını ve ödemelerini buradan izleyin.">
      <div className="chk-page">{body}</div>
    </InnerPage>
  );
}
