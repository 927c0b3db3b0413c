import { Tag } from 'antd';

/** Aktif/Pasif badge of the admin tables (admin spec §2): green Aktif, red Pasif. */
export function ActiveBadge({ aktif, onClick }: { aktif: boolean; onClick?: () => void }) {
  return (
    <Tag color={aktif ? 'green' : 'red'} onClick={onClick} style={onClick ? { cursor: 'pointer' } : undefined}>
      {aktif ? 'Aktif' : 'Pasif'}
    </Tag>
  );
}
