import { ProductCategoriesScreen } from '../features/product-categories';

/** Exposed module `admin/ProductCategoriesPage`: /admin/urun-kategorileri (admin spec §2). The shell guards it (Admin only). */
export default function ProductCategoriesPage() {
  return <ProductCategoriesScreen />;
}
