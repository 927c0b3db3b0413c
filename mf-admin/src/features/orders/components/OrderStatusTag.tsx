import { Tag } from 'antd';
import { adminOrderStatusText } from '@skiclub/shared/schemas/admin';

/** Tag colour of each status 1-6 (admin spec §4); unknown statuses are grey. */
const STATUS_COLORS: Record<number, string> = { 1: 'gold', 2: 'blue', 3: 'geekblue', 4: 'purple', 5: 'green', 6: 'red' };

/** Status badge (admin spec §2 detail modal, §4): the admin text of a status, 'Bilinmiyor' for an unknown one. */
export function OrderStatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{adminOrderStatusText(status)}</Tag>;
}

/** Payment badge (admin spec §4: only paid or pending): 'Ödendi' or 'Beklemede'. */
export function PaymentTag({ paid }: { paid: boolean }) {
  return <Tag color={paid ? 'green' : 'orange'}>{paid ? 'Ödendi' : 'Beklemede'}</Tag>;
}
