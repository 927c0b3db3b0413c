import { Tag } from 'antd';
import { STOCK_STATUS_LABELS, type StockStatus } from '@skiclub/shared/schemas/admin';

/** Colour of each stock level (admin spec §2 summary cards and status tag). */
export const STOCK_STATUS_COLORS: Record<StockStatus, string> = { tukendi: 'red', kritik: 'orange', dusuk: 'gold', normal: 'green' };

/** The level of a stock amount as a coloured tag: Tükendi, Kritik, Düşük or Normal (admin spec §4). */
export function StockStatusTag({ status }: { status: StockStatus }) {
  return <Tag color={STOCK_STATUS_COLORS[status]}>{STOCK_STATUS_LABELS[status]}</Tag>;
}
