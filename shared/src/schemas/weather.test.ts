import { WEATHER_CENTRES, weatherConditionText, weatherSchema } from '@skiclub/shared/schemas';

describe('weather schema', () => {
  it('accepts the three centres with live or cached source', () => {
    const merkezler = WEATHER_CENTRES.map((merkez) => ({
      merkez,
      sicaklik: -4.5,
      durumKodu: 73,
      durum: weatherConditionText(73),
      ruzgarKmh: 12.3,
      yeniKarCm: 1.4,
      guncellenme: '2026-11-24T06:00',
    }));
    expect(weatherSchema.parse({ merkezler, kaynak: 'onbellek' }).merkezler.map((m) => m.merkez)).toEqual([
      'Palandöken',
      'Polat Palandöken',
      'Konaklı',
    ]);
    expect(weatherSchema.safeParse({ merkezler: [{ ...merkezler[0], merkez: 'Uludağ' }], kaynak: 'canli' }).success).toBe(false);
  });
  it('names WMO codes in Turkish', () => {
    expect(weatherConditionText(0)).toBe('Açık');
    expect(weatherConditionText(3)).toBe('Kapalı');
    expect(weatherConditionText(75)).toBe('Yoğun kar yağışlı');
    expect(weatherConditionText(95)).toBe('Gök gürültülü fırtına');
    for (const v of [4, -1, 2.5, 100, null, undefined]) expect(weatherConditionText(v)).toBe('Bilinmiyor');
  });
});
