import { ProductDetailScreen } from '../features/product-detail/components/ProductDetailScreen';

/** Exposed `./ProductDetailPage`: product detail at /urun/:slugOrId (member spec §2). */
export default function ProductDetailPage() {
  return <ProductDetailScreen />;
}
