import { describe, expect, it } from 'vitest';
import { checkConsistency, percentile, summarize, table } from './load-report.mjs';

const base = { ordersBefore: 5, stockBefore: 1000, unitPrice: 12.5, unanswered: 0 };

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(ten, 50)).toBe(5);
    expect(percentile(ten, 95)).toBe(10);
    expect(percentile(ten, 99)).toBe(10);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('summarize', () => {
  it('counts non-2xx answers, timeouts and connection errors as errors', () => {
    const s = summarize({ latencies: [4, 1, 3, 2], statuses: new Map([[200, 2], [409, 1], [500, 1]]), seconds: 2, errors: 3, timeouts: 2 });
    expect(s.requests).toBe(4);
    expect(s.rps).toBe(2);
    expect(s.p50).toBe(2);
    expect(s.non2xx).toBe(2);
    expect(s.errors).toBe(5);
    expect(s.statusNote).toBe('409×1, 500×1, zaman aşımı×2, bağlantı hatası×1');
  });
});

describe('checkConsistency', () => {
  it('is ok when every answered order is stored and the stock fell by their units', () => {
    const r = checkConsistency({ ...base, ordersAfter: 7, stockAfter: 997, created: [{ siparisNo: 'A', toplamTutar: 12.5 }, { siparisNo: 'B', toplamTutar: 25 }] });
    expect(r).toEqual({ ok: true, lines: [], soldUnits: 3 });
  });

  it('reports a lost order and a stock difference', () => {
    const r = checkConsistency({ ...base, ordersAfter: 6, stockAfter: 998, created: [{ siparisNo: 'A', toplamTutar: 12.5 }, { siparisNo: 'B', toplamTutar: 25 }] });
    expect(r.ok).toBe(false);
    expect(r.lines).toEqual(['sipariş: 2 başarılı yanıt, veritabanında 1 yeni sipariş (fark -1)', 'stok: 1000 − 3 satılan = 997 beklenirken 998 (fark 1)']);
  });

  it('reports duplicate order numbers and totals that are no whole number of units', () => {
    const r = checkConsistency({ ...base, ordersAfter: 7, stockAfter: 998, created: [{ siparisNo: 'A', toplamTutar: 12.5 }, { siparisNo: 'A', toplamTutar: 13 }] });
    expect(r.lines).toContain('aynı sipariş numarası birden çok yanıtta: 1');
    expect(r.lines).toContain('tutarı birim fiyatın katı olmayan sipariş: 1');
    const unreadable = checkConsistency({ ...base, ordersAfter: 6, stockAfter: 999, created: [{ siparisNo: '?', toplamTutar: NaN }] });
    expect(unreadable.lines).toEqual(['tutarı birim fiyatın katı olmayan sipariş: 1', 'stok: 1000 − 0 satılan = 1000 beklenirken 999 (fark -1)']);
  });

  it('lets a timed-out request add at most one order, never take one away', () => {
    const created = [{ siparisNo: 'A', toplamTutar: 12.5 }];
    expect(checkConsistency({ ...base, unanswered: 1, ordersAfter: 7, stockAfter: 998, created }).ok).toBe(true);
    expect(checkConsistency({ ...base, unanswered: 1, ordersAfter: 8, stockAfter: 997, created }).ok).toBe(false);
    expect(checkConsistency({ ...base, unanswered: 1, ordersAfter: 5, stockAfter: 1000, created }).ok).toBe(false);
  });
});

describe('table', () => {
  it('prints one Markdown row per scenario and concurrency', () => {
    const s = summarize({ latencies: [10, 20], statuses: new Map([[200, 2]]), seconds: 1, errors: 0, timeouts: 0 });
    expect(table([{ scenario: 'arama', connections: 10, s }]).split('\n')[2]).toBe('| arama | 10 | 2 | 2 | 10.0 | 20.0 | 20.0 | 0 |  |');
  });
});
