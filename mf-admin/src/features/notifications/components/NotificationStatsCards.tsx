import { Alert, Card, Col, Row, Statistic } from 'antd';
import { NOTIFICATION_MESSAGES as NM, type NotificationStats } from '@skiclub/shared/schemas/admin';

/** Titles of the four statistics cards (admin spec §2, §3), in order. */
export const STATS_CARDS: readonly { key: keyof NotificationStats; title: string }[] = [
  { key: 'bugunGonderilen', title: 'Bugün Gönderilen' },
  { key: 'toplamKullanici', title: 'Toplam Kullanıcı' },
  { key: 'aktifKamplar', title: 'Aktif Kamplar' },
  { key: 'bekleyenOdemeler', title: 'Bekleyen Ödemeler' },
];

/**
 * The four statistics cards of the notification screen (GET /api/bildirim/istatistikler).
 * @param stats null while loading (or after a failure)
 */
export function NotificationStatsCards({ stats, loading, failed }: { stats: NotificationStats | null; loading: boolean; failed: boolean }) {
  return (
    <div className="adm-notification-stats">
      {failed && <Alert type="warning" showIcon message={NM.statsFailed} style={{ marginBottom: 12 }} />}
      <Row gutter={[16, 16]}>
        {STATS_CARDS.map((c) => (
          <Col xs={12} lg={6} key={c.key}>
            <Card size="small" data-testid={`stat-${c.key}`}>
              <Statistic title={c.title} value={stats ? stats[c.key] : '-'} loading={loading && !stats} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
