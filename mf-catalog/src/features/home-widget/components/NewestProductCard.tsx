import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { assetUrl } from '@skiclub/shared/api';
import { formatPriceRange } from '@skiclub/shared/format';
import type { ProductListItem } from '@skiclub/shared/schemas';
import { StockBadge } from '../../common/components/StockBadge';
import './home-widget.css';

/** Props of {@link NewestProductCard}. */
export interface NewestProductCardProps {
  product: Pick<ProductListItem, 'id' | 'slug' | 'urunAdi' | 'anaGorselUrl' | 'minFiyat' | 'maxFiyat' | 'paraBirimi' | 'stokVar'>;
  adding: boolean;
  onAdd: () => void;
}

/**
 * Product card of the home-page slider (member spec §2 home): image, name, price or range,
 * stock badge and 'Sepete Ekle' (disabled when out of stock).
 */
export function NewestProductCard({ product, adding, onAdd }: NewestProductCardProps) {
  const to = `/urun/${product.slug || product.id}`;
  return (
    <article className="cat-newest-card" aria-label={product.urunAdi}>
      <Link to={to} className="cat-newest-card__media" tabIndex={-1} aria-hidden="true">
        <img src={assetUrl(product.anaGorselUrl)} alt="" loading="lazy" />
        <span className="cat-newest-card__ribbon">Yeni</span>
      </Link>
      <div className="cat-newest-card__body">
        <h3 className="cat-newest-card__title">
          <Link to={to}>{product.urunAdi}</Link>
        </h3>
        <div className="cat-newest-card__meta">
          <span className="cat-newest-card__price">{formatPriceRange(product.minFiyat, product.maxFiyat, product.paraBirimi || 'TL')}</span>
          <StockBadge inStock={product.stokVar} />
        </div>
        <Button type="primary" block icon={<ShoppingCartOutlined />} onClick={onAdd} loading={adding} disabled={!product.stokVar}>
          Sepete Ekle
        </Button>
      </div>
    </article>
  );
}
