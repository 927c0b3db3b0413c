import type { ProColumns } from '@ant-design/pro-components';
import { ActiveBadge } from '@skiclub/shared/ui';

/**
 * The 'aktif' column of a reference screen (admin spec §2): 'Durum' in the table with the
 * Aktif/Pasif badge, sortable, and (through CrudPage's formColumns) the form's 'Aktif' switch.
 * @returns one column for CrudPage's `columns`
 */
export function activeColumn<T extends { aktif: boolean }>(): ProColumns<T> {
  return {
    dataIndex: 'aktif',
    title: 'Durum',
    sorter: true,
    width: 110,
    render: (_dom, row) => <ActiveBadge aktif={row.aktif} />,
    valueType: 'switch',
    formItemProps: { label: 'Aktif' },
    fieldProps: { checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' },
  };
}
