import { Tag } from 'antd';
import './common.css';

/** Badge texts of the catalogue (member spec §2): in stock or out of stock. */
export const STOCK_TEXTS = { inStock: 'Stokta', outOfStock: 'Tükendi' } as const;

/** Green 'Stokta' or red 'Tükendi' badge of a product card (member spec §2 catalogue). */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <Tag className="cat-stock-badge" color={inStock ? 'green' : 'red'} bordered={false}>
      {inStock ? STOCK_TEXTS.inStock : STOCK_TEXTS.outOfStock}
    </Tag>
  );
}
