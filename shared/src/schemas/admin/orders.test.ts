import { describe, expect, it } from 'vitest';
import { adminOrderQuerySchema, adminOrderStatusText, canAdminCancelOrder, canPrintInvoice, orderStatusAliasPayloadSchema, orderStatusPayloadSchema } from './orders';

describe('admin order statuses (admin spec §4)', () => {
  it('names 1-6 with the admin texts, text forms included; anything else is Bilinmiyor', () => {
    expect([1, 2, 3, 4, 5, 6].map(adminOrderStatusText)).toEqual(['Beklemede', 'Onaylandı', 'Hazırlanıyor', 'Kargoya Verildi', 'Teslim Edildi', 'İptal Edildi']);
    expect(adminOrderStatusText('kargoda')).toBe('Kargoya Verildi');
    expect(adminOrderStatusText('İPTAL EDİLDİ')).toBe('İptal Edildi');
    expect(adminOrderStatusText(7)).toBe('Bilinmiyor');
    expect(adminOrderStatusText(null)).toBe('Bilinmiyor');
  });

  it('offers cancel except for İptal and Teslim Edildi, print except for İptal', () => {
    expect([1, 2, 3, 4, 5, 6].map(canAdminCancelOrder)).toEqual([true, true, true, true, false, false]);
    expect([1, 2, 3, 4, 5, 6].map(canPrintInvoice)).toEqual([true, true, true, true, true, false]);
  });
});

describe('adminOrderQuerySchema', () => {
  it('defaults to page 1 of 10, drops blank filters and takes searchTerm as arama', () => {
    expect(adminOrderQuerySchema.parse({ durum: '', arama: '  ', searchTerm: 'SP-1' })).toEqual({ page: 1, pageSize: 10, durum: undefined, baslangicTarihi: undefined, bitisTarihi: undefined, arama: 'SP-1' });
    expect(adminOrderQuerySchema.parse({ durum: '4', page: '2', pageSize: '50' })).toMatchObject({ durum: 4, page: 2, pageSize: 50 });
  });

  it('refuses bad statuses, dates and an end before the start', () => {
    const r = adminOrderQuerySchema.safeParse({ durum: '0', baslangicTarihi: '24.11.2026' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['durum', 'Geçerli bir sipariş durumu seçin (1-6).'],
      ['baslangicTarihi', 'Tarih yyyy-aa-gg biçiminde olmalıdır.'],
    ]);
    for (const day of ['2026-13-45', '2026-02-30', '2026-1-5']) expect(adminOrderQuerySchema.safeParse({ bitisTarihi: day }).success, day).toBe(false);
    const range = adminOrderQuerySchema.safeParse({ baslangicTarihi: '2026-11-24', bitisTarihi: '2026-11-23' });
    expect(range.error!.issues[0]).toMatchObject({ path: ['bitisTarihi'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
  });
});

describe('status bodies', () => {
  it('read the status as a number or text and the optional payment fields', () => {
    expect(orderStatusPayloadSchema.parse({ id: 'x', siparisDurumu: 'Onaylandı', odemeDurumu: true, odemeTarihi: '2026-11-20' })).toEqual({ id: 'x', siparisDurumu: 2, odemeDurumu: true, odemeTarihi: '2026-11-20' });
    expect(orderStatusAliasPayloadSchema.parse({ Durum: 4 })).toEqual({ Durum: 4 });
    expect(orderStatusPayloadSchema.safeParse({ id: '', siparisDurumu: 0 }).success).toBe(false);
    for (const odemeTarihi of ['dün', '-000001-01-01T00:00:00Z', '1999-12-31T12:00:00Z']) {
      expect(orderStatusPayloadSchema.safeParse({ id: 'x', siparisDurumu: 2, odemeTarihi }).success, odemeTarihi).toBe(false);
    }
  });
});
