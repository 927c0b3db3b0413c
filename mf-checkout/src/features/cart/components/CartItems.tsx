import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Card, Image, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { assetUrl } from '@skiclub/shared/api';
import { formatMoney } from '@skiclub/shared/format';
import type { CartItem } from '@skiclub/shared/schemas';
import { itemWarnings } from '../hooks/cartRules';
import { QuantityStepper } from './QuantityStepper';
import './cart.css';

/** Grey box shown when a product image is missing or fails to load. */
const IMAGE_FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#eef2f6"/><path d="M20 56l14-18 10 12 8-9 8 15z" fill="#b8c4d2"/></svg>');

/** What every cart line needs from the screen. */
export interface CartItemsProps {
  items: CartItem[];
  /** Id of the line being changed ('clear' blocks every line). */
  pendingKey: string | null;
  onIncrease: (item: CartItem) => void;
  onDecrease: (item: CartItem) => void;
  onCommit: (item: CartItem, value: number | null) => Promise<void> | void;
  onRemove: (item: CartItem) => void;
}

function ProductThumb({ item }: { item: CartItem }) {
  return (
    <Image
      className="chk-thumb"
      src={assetUrl(item.urunGorselUrl)}
      fallback={IMAGE_FALLBACK}
      alt={item.urunAdi}
      width={64}
      height={64}
      preview={false}
    />
  );
}

/** Product name linking to /urun/<urunSlug>, variant name and the line's warnings. */
export function ProductCell({ item }: { item: CartItem }) {
  const warnings = itemWarnings(item);
  return (
    <div className="chk-product">
      <Link className="chk-product__name" to={`/urun/${item.urunSlug || item.urunId}`}>
        {item.urunAdi}
      </Link>
      {item.varyantAdi && <div className="chk-product__variant">{item.varyantAdi}</div>}
      {warnings.map((w) => (
        <Typography.Text key={w} type="danger" className="chk-product__warning">
          <WarningOutlined /> {w}
        </Typography.Text>
      ))}
    </div>
  );
}

function isBusy(pendingKey: string | null, item: CartItem): boolean {
  return pendingKey === 'clear' || pendingKey === item.id;
}

function Stepper({ item, props }: { item: CartItem; props: CartItemsProps }) {
  return (
    <QuantityStepper
      value={item.miktar}
      label={item.urunAdi}
      busy={isBusy(props.pendingKey, item)}
      onIncrease={() => props.onIncrease(item)}
      onDecrease={() => props.onDecrease(item)}
      onCommit={(v) => props.onCommit(item, v)}
    />
  );
}

function RemoveButton({ item, props, block = false }: { item: CartItem; props: CartItemsProps; block?: boolean }) {
  return (
    <Button
      danger
      type={block ? 'default' : 'text'}
      icon={<DeleteOutlined />}
      aria-label={`${item.urunAdi} ürününü sepetten çıkar`}
      disabled={isBusy(props.pendingKey, item)}
      onClick={() => props.onRemove(item)}
    >
      {block ? 'Kaldır' : null}
    </Button>
  );
}

/** Item table of /sepet on wide screens (member spec §2). */
export function CartItemsTable(props: CartItemsProps) {
  const columns: TableColumnsType<CartItem> = [
    { key: 'image', title: <span className="chk-visually-hidden">Görsel</span>, width: 80, render: (_, item) => <ProductThumb item={item} /> },
    { key: 'product', title: 'Ürün', render: (_, item) => <ProductCell item={item} /> },
    {
      key: 'price',
      title: 'Birim Fiyat',
      align: 'right',
      render: (_, item) => <span className="chk-money">{formatMoney(item.birimFiyat, item.paraBirimi)}</span>,
    },
    { key: 'quantity', title: 'Adet', align: 'center', width: 150, render: (_, item) => <Stepper item={item} props={props} /> },
    {
      key: 'total',
      title: 'Toplam',
      align: 'right',
      render: (_, item) => <strong className="chk-line-total">{formatMoney(item.toplamFiyat, item.paraBirimi)}</strong>,
    },
    { key: 'remove', title: <span className="chk-visually-hidden">Sepetten Çıkar</span>, width: 56, render: (_, item) => <RemoveButton item={item} props={props} /> },
  ];
  return (
    <Table<CartItem>
      className="chk-items-table"
      rowKey="id"
      columns={columns}
      dataSource={props.items}
      pagination={false}
      loading={props.pendingKey === 'clear'}
      rowClassName={(item) => (itemWarnings(item).length ? 'chk-row--warn' : '')}
    />
  );
}

/** The same lines as cards, for narrow screens. */
export function CartItemCards(props: CartItemsProps) {
  return (
    <div className="chk-cards">
      {props.items.map((item) => (
        <Card key={item.id} size="small" className={`chk-card${itemWarnings(item).length ? ' chk-card--warn' : ''}`}>
          <div className="chk-card__top">
            <ProductThumb item={item} />
            <div className="chk-card__info">
              <ProductCell item={item} />
              <div className="chk-card__price">Birim: {formatMoney(item.birimFiyat, item.paraBirimi)}</div>
            </div>
          </div>
          <div className="chk-card__bottom">
            <Stepper item={item} props={props} />
            <strong className="chk-line-total">{formatMoney(item.toplamFiyat, item.paraBirimi)}</strong>
            <RemoveButton item={item} props={props} />
          </div>
        </Card>
      ))}
    </div>
  );
}
