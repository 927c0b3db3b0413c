import { Link } from 'react-router-dom';
import { assetUrl } from '@skiclub/shared/api';
import { formatPriceRange, truncate, turkishUpper } from '@skiclub/shared/format';
import type { ProductListItem } from '@skiclub/shared/schemas';
import { useCurrentUser } from '@skiclub/shared/session';
import { LinkButton } from '../../common/components/LinkButton';
import { StockBadge } from '../../common/components/StockBadge';
import './products.css';

/** Characters of the short description a card shows (member spec §9). */
export const CARD_DESCRIPTION_LENGTH = 100;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Pick<
    ProductListItem,
    'id' | 'slug' | 'urunAdi' | 'kisaAciklama' | 'anaGorselUrl' | 'minFiyat' | 'maxFiyat' | 'paraBirimi' | 'stokVar' | 'kategoriAdi'
  >;
}

/**
 * Catalogue card (member spec §2 /urunler): image, name, first 100 characters of the short
 * description, price or min–max range, stock badge. Signed-in users get 'Seçenekleri Gör'
 * (/urun/{id}); guests get a sign-in prompt with links to /giris and /kayit.
 */
export function ProductCard({ product }: ProductCardProps) {
  const user = useCurrentUser();
  const detailPath = `/urun/${product.slug || product.id}`;
  return (
    <article className="cat-card" aria-label={product.urunAdi}>
      <Link to={detailPath} className="cat-card__media" tabIndex={-1} aria-hidden="true">
        <img src={assetUrl(product.anaGorselUrl)} alt="" loading="lazy" />
      </Link>
      <div className="cat-card__body">
        {product.kategoriAdi && <span className="cat-card__category">{turkishUpper(product.kategoriAdi)}</span>}
        <h3 className="cat-card__title">
          <Link to={detailPath}>{product.urunAdi}</Link>
        </h3>
        <p className="cat-card__desc">{truncate(product.kisaAciklama ?? '', CARD_DESCRIPTION_LENGTH)}</p>
        <div className="cat-card__meta">
          <span className="cat-card__price">{formatPriceRange(product.minFiyat, product.maxFiyat, product.paraBirimi || 'TL')}</span>
          <StockBadge inStock={product.stokVar} />
        </div>
        <div className="cat-card__actions">
          {user ? (
            <LinkButton to={`/urun/${product.id}`} primary block>
              Seçenekleri Gör
            </LinkButton>
          ) : (
            <div className="cat-card__guest">
              <span>Sipariş vermek için giriş yapın</span>
              <div className="cat-card__guest-links">
                <LinkButton to="/giris" primary>
                  Giriş Yap
                </LinkButton>
                <LinkButton to="/kayit">Kayıt Ol</LinkButton>
              </div>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
