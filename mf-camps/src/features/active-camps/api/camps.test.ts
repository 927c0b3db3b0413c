import type { Camp } from '@skiclub/shared/schemas';
import { activeCamps, campDates, campPlace } from './camps';

const camp: Camp = {
  id: 'k1',
  kampAdi: 'Palandöken Yılbaşı Kampı',
  aktif: true,
  gorselUrl: null,
  ulkeAdi: 'Türkiye',
  sehirAdi: 'Erzurum',
  otelAdi: 'Dedeman Palandöken',
  baslangicTarihi: '2026-01-02',
  bitisTarihi: '2026-01-08',
  kampUcretTipiAdi: 'Kişi Başı',
};

describe('camp card texts', () => {
  it('joins hotel, city and country', () => {
    expect(campPlace(camp)).toBe('Dedeman Palandöken, Erzurum, Türkiye');
    expect(campPlace({ ...camp, otelAdi: ' ' })).toBe('Erzurum, Türkiye');
  });

  it('shows the dates as dd.mm.yyyy', () => {
    expect(campDates(camp)).toBe('02.01.2026 - 08.01.2026');
  });

  it('keeps active camps only (member spec §9)', () => {
    expect(activeCamps([camp, { ...camp, id: 'k2', aktif: false }]).map((c) => c.id)).toEqual(['k1']);
    expect(activeCamps(undefined)).toEqual([]);
  });
});
