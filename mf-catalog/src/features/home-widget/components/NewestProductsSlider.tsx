import { useNavigate } from 'react-router-dom';
import { turkishUpper } from '@skiclub/shared/format';
import type { ProductListItem } from '@skiclub/shared/schemas';
import { useCurrentUser } from '@skiclub/shared/session';
import { PRODUCT_SLIDER, SiteCarousel, useWidgetError, type WidgetProps } from '@skiclub/shared/ui';
import { useAddToCart } from '../../cart/hooks/useAddToCart';
import { LinkButton } from '../../common/components/LinkButton';
import { useNewestProducts } from '../api/useNewestProducts';
import { homeCartAction } from '../lib/homeCartAction';
import { NewestProductCard } from './NewestProductCard';
import '../../common/components/common.css';
import './home-widget.css';

/** Props of {@link NewestProductsSlider}: the shared widget contract. */
export type NewestProductsSliderProps = WidgetProps;

/**
 * Home-page slider of the 10 newest products (member spec §2 home, §9): 1, 2, 3, 4 cards at
 * widths 0, 576, 992, 1200 with arrows. 'Sepete Ekle' sends guests to /giris, products with
 * variants to their detail page, and adds the rest; add failures are swallowed (member spec §8).
 * Renders nothing while there are no products (loading, empty or failed).
 */
export function NewestProductsSlider({ onError }: NewestProductsSliderProps) {
  const { data, error } = useNewestProducts();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { add, adding } = useAddToCart();

  useWidgetError(error, onError);

  const products = data?.items ?? [];
  if (products.length === 0) return null;

  const onAdd = (product: ProductListItem) => {
    const action = homeCartAction(product, !!user);
    if (action.kind !== 'add') {
      navigate(action.to);
      return;
    }
    add({ urunId: product.id, urunVaryantId: null, miktar: 1 }).catch(() => {
      // Home page: add failures are swallowed silently (member spec §8).
    });
  };

  return (
    <section className="cat-newest" aria-labelledby="cat-newest-title">
      <div className="cat-newest__head">
        <div>
          <span className="cat-newest__eyebrow">{turkishUpper('Mağaza')}</span>
          <h2 id="cat-newest-title" className="cat-newest__title">
            Yeni Ürünler
          </h2>
        </div>
        <LinkButton to="/urunler">Tüm Ürünler</LinkButton>
      </div>
      <SiteCarousel
        className="cat-newest__carousel cat-carousel"
        arrows
        dots={false}
        infinite={products.length > PRODUCT_SLIDER.slidesToShow}
        draggable
        slidesToShow={PRODUCT_SLIDER.slidesToShow}
        slidesToScroll={1}
        responsive={PRODUCT_SLIDER.responsive}
      >
        {products.map((p) => (
          <div key={p.id} className="cat-newest__slide">
            <NewestProductCard product={p} adding={adding === p.id} onAdd={() => onAdd(p)} />
          </div>
        ))}
      </SiteCarousel>
    </section>
  );
}
