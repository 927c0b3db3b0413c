// Display rules of /siparislerim and /siparis/:noOrId (member spec §2, §4, §9).
import { makeLine, makeOrder } from './orderFixtures';
import { orderCardView, orderPath, paymentText, statusColor } from './orderView';

describe('order card view', () => {
  it('lists the first 3 lines and counts the rest', () => {
    const lines = [1, 2, 3, 4].map((n) => makeLine({ id: `l${n}` }));
    const v = orderCardView(makeOrder({ siparisDetaylari: lines }));
    expect(v.lines).toHaveLength(3);
    expect(v.more).toBe('+1 ürün daha');
    expect(orderCardView(makeOrder({ siparisDetaylari: lines.slice(0, 3) })).more).toBeNull();
  });

  it('shows date dd.mm.yyyy, the status text, payment and the TL total', () => {
    const v = orderCardView(makeOrder({ siparisDurumu: 5, odemeDurumu: true, olusturmaTarihi: '2026-02-03T10:00:00Z' }));
    expect(v).toMatchObject({ date: '03.02.2026', status: 'Teslim Edildi', payment: 'Ödendi', total: '1.250,00 TL', editable: false });
    expect(orderCardView(makeOrder({ siparisDurumu: 0 })).status).toBe('Bilinmiyor');
    expect(orderCardView(makeOrder({ siparisDurumu: 2 })).editable).toBe(true);
  });

  it('has texts and colours for payment and status, and the detail path', () => {
    expect(paymentText(false)).toBe('Ödeme Bekliyor');
    // A cancelled order that was never paid is not waiting for a payment.
    expect(paymentText(false, 6)).toBe('İptal Edildi');
    expect(paymentText(false, 'iptal edildi')).toBe('İptal Edildi');
    expect(paymentText(true, 6)).toBe('Ödendi');
    expect(paymentText(false, 1)).toBe('Ödeme Bekliyor');
    expect(statusColor(6)).toBe('red');
    expect(statusColor('kargoya verildi')).toBe('cyan');
    expect(statusColor(42)).toBe('default');
    expect(orderPath('SP-1')).toBe('/siparis/SP-1');
  });
});
