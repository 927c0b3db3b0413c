import { StockScreen } from '../features/stock';

/** Exposed module `admin/StockPage`: /admin/stok-yonetimi (admin spec §2 Stock). The shell guards it (Admin only). */
export default function StockPage() {
  return <StockScreen />;
}
