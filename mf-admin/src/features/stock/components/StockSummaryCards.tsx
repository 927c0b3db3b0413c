import { Card, Col, Row, Statistic } from 'antd';
import { STOCK_STATUSES, STOCK_STATUS_LABELS, type StockSummary } from '@skiclub/shared/schemas/admin';

/** Text colour of each card (red, orange, gold, green: the tag colours). */
const CARD_COLORS = { tukendi: '#cf1322', kritik: '#ad4e00', dusuk: '#876800', normal: '#237804' } as const;

/**
 * The four summary cards of admin spec §2 Stock: how many products are Tükendi, Kritik, Düşük
 * and Normal, each in its colour.
 * @param summary the counts (GET /api/urun/stok `ozet`); null while the first load runs (shows 0)
 */
export function StockSummaryCards({ summary }: { summary: StockSummary | null }) {
  return (
    <Row gutter={[16, 16]} className="adm-stock__cards">
      {STOCK_STATUSES.map((status) => (
        <Col key={status} xs={12} md={6}>
          <Card size="small" data-testid={`stock-card-${status}`} style={{ borderTop: `3px solid ${CARD_COLORS[status]}` }}>
            <Statistic title={STOCK_STATUS_LABELS[status]} value={summary?.[status] ?? 0} valueStyle={{ color: CARD_COLORS[status] }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
