import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Tag } from 'antd';
import { productCode, turkishUpper } from '@skiclub/shared/format';
import { extraFieldErrors } from '@skiclub/shared/errors';
import type { ProductDetail } from '@skiclub/shared/schemas';
import { useCurrentUser } from '@skiclub/shared/session';
import { ErrorAlert, InnerPage } from '@skiclub/shared/ui';
import { addToCartErrorMessage } from '../../cart/api/addToCart';
import { useAddToCart } from '../../cart/hooks/useAddToCart';
import { useVariantSelection } from '../hooks/useVariantSelection';
import { ProductGallery, productImages } from './ProductGallery';
import { ProductTabs } from './ProductTabs';
import { PurchasePanel } from './PurchasePanel';
import { VariantPicker } from './VariantPicker';
import './product-detail.css';

/** Address of the catalogue filtered by a category (member spec §2: linked from detail pages). */
export function categoryPath(kategoriId: string): string {
  return `/urunler?kategori=${encodeURIComponent(kategoriId)}`;
}

/** Sign-in address that comes back to `path` afterwards (member spec §2 route guards, §6). */
export function signInPath(path: string): string {
  return `/giris?redirect=${encodeURIComponent(path)}`;
}

/**
 * Product detail content (member spec §2, §4, §5): gallery, price, stock, short description,
 * variant selectors with 'Sıfırla', quantity, 'Sepete Ekle', product code, category link and
 * the tabs. Guests who click 'Sepete Ekle' go to /giris with a redirect back here.
 * Mount with `key={product.id}` so another product starts a fresh selection.
 */
export function ProductDetailView({ product }: { product: ProductDetail }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const pick = useVariantSelection(product);
  const { add, adding } = useAddToCart();
  const [addError, setAddError] = useState<{ message: string; fieldErrors: Record<string, string> } | null>(null);
  const images = useMemo(() => productImages(product), [product]);
  const kategori = product.urunKategori ?? { id: product.kategoriId, kategoriAdi: product.kategoriAdi };

  // InnerPage titles the tab 'Ürün Detayı'; the product name is the better tab title.
  useEffect(() => {
    document.title = `${product.urunAdi} | Kayak Kulübü`;
  }, [product.urunAdi]);

  const onAdd = async () => {
    if (!user) {
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    setAddError(null);
    try {
      await add({ urunId: product.id, urunVaryantId: pick.variant?.id ?? null, miktar: pick.quantity });
    } catch (e) {
      const message = addToCartErrorMessage(e);
      setAddError({ message, fieldErrors: extraFieldErrors(e, message) });
    }
  };

  let hint: string | undefined;
  if (pick.hasVariants && !pick.variant) {
    hint = Object.keys(pick.selection).length >= pick.types.length ? 'Bu seçenek kombinasyonu mevcut değil.' : 'Lütfen tüm seçenekleri belirleyin.';
  } else if (pick.stock < pick.quantity) {
    hint = 'Bu ürün şu anda stokta yok.';
  }

  return (
    <InnerPage
      title="Ürün Detayı"
      backgroundTitle="MAĞAZA"
      breadcrumb={[{ title: 'Ürünler', to: '/urunler' }, { title: kategori.kategoriAdi, to: categoryPath(kategori.id) }, { title: product.urunAdi }]}
    >
      <div className="cat-detail">
        <div className="cat-detail__top">
          <ProductGallery images={images} name={product.urunAdi} />
          <div className="cat-detail__info">
            <Link to={categoryPath(kategori.id)} className="cat-detail__category">
              {turkishUpper(kategori.kategoriAdi)}
            </Link>
            <h2 className="cat-detail__name">{product.urunAdi}</h2>
            <div className="cat-detail__price" aria-label="Fiyat">
              {pick.price}
            </div>
            <Tag className="cat-detail__stock" color={pick.stockText === 'Stokta yok' ? 'red' : 'green'} bordered={false}>
              {pick.stockText}
            </Tag>
            {product.kisaAciklama && <p className="cat-detail__short">{product.kisaAciklama}</p>}

            <VariantPicker
              types={pick.types}
              selection={pick.selection}
              optionAvailable={pick.optionAvailable}
              onSelect={pick.select}
              onReset={pick.reset}
            />

            <PurchasePanel
              quantity={pick.quantity}
              maxQuantity={pick.maxQuantity}
              canAdd={pick.canAdd}
              adding={adding === product.id}
              hint={hint}
              onQuantity={pick.setQuantity}
              onAdd={() => void onAdd()}
            />

            {addError && (
              <ErrorAlert message={addError.message} fieldErrors={addError.fieldErrors} onClose={() => setAddError(null)} />
            )}

            <dl className="cat-detail__facts">
              <div>
                <dt>Ürün Kodu</dt>
                <dd>{productCode(product.id)}</dd>
              </div>
              <div>
                <dt>Kategori</dt>
                <dd>
                  <Link to={categoryPath(kategori.id)}>{kategori.kategoriAdi}</Link>
                </dd>
              </div>
            </dl>
          </div>
        </div>
        <ProductTabs aciklama={product.aciklama ?? ''} types={pick.types} />
      </div>
    </InnerPage>
  );
}
