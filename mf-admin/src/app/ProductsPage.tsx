import { ProductsScreen } from '../features/products';

/** Exposed module `admin/ProductsPage`: /admin/urunler (admin spec §2 Products). The shell guards it (Admin only). */
export default function ProductsPage() {
  return <ProductsScreen />;
}
