// Test data: what GET /api/KampaKayit/secenekler, the lookups and the price quote answer.
import type { CampRegistrationOption, Gender, PriceQuote, SkillLevel } from '@skiclub/shared/schemas';

export const CAMP_ID = '0b3c7a52-6a5e-4b7e-9a11-000000000001';
export const OTHER_CAMP_ID = '0b3c7a52-6a5e-4b7e-9a11-000000000002';
/** 2 adults + 1 child 0-6 + 1 child 6-11. */
export const FAMILY_ID = '5f0e8a1c-2d4b-4c6e-8f10-00000000000a';
/** 2 adults. */
export const DOUBLE_ID = '5f0e8a1c-2d4b-4c6e-8f10-00000000000b';
/** No room left. */
export const FULL_ID = '5f0e8a1c-2d4b-4c6e-8f10-00000000000c';
export const GIRL = 'a1f0c2d3-0000-4000-8000-000000000001';
export const BOY = 'a1f0c2d3-0000-4000-8000-000000000002';
export const BEGINNER = 'b2e1d3c4-0000-4000-8000-000000000001';

export const camps: CampRegistrationOption[] = [
  {
    kampId: CAMP_ID,
    kampAdi: 'Palandöken Yılbaşı Kampı',
    baslangicTarihi: '2027-01-10',
    bitisTarihi: '2027-01-16',
    ulkeAdi: 'Türkiye',
    sehirAdi: 'Erzurum',
    otelAdi: 'Dedeman Palandöken',
    gorselUrl: null,
    konaklamaSecenekleri: [
      { id: FAMILY_ID, konaklamaTipiAdi: 'Aile Odası', odaTipiAdi: 'Aile', yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 1, tlFiyati: 60000, euroFiyati: 1700, usdFiyati: 0, toplamOdaSayisi: 10, kalanOdaSayisi: 4 },
      { id: DOUBLE_ID, konaklamaTipiAdi: 'Çift Kişilik Oda', odaTipiAdi: 'Standart', yetiskinSayisi: 2, cocuk06Sayisi: 0, cocuk611Sayisi: 0, tlFiyati: 40000, euroFiyati: 0, usdFiyati: 0, toplamOdaSayisi: 5, kalanOdaSayisi: 1 },
      { id: FULL_ID, konaklamaTipiAdi: 'Suit', odaTipiAdi: 'Suit', yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 0, tlFiyati: 90000, euroFiyati: 0, usdFiyati: 0, toplamOdaSayisi: 2, kalanOdaSayisi: 0 },
    ],
  },
  {
    kampId: OTHER_CAMP_ID,
    kampAdi: 'Uludağ Sömestr Kampı',
    baslangicTarihi: '2027-01-24',
    bitisTarihi: '2027-01-31',
    ulkeAdi: 'Türkiye',
    sehirAdi: 'Bursa',
    otelAdi: 'Grand Yazıcı',
    gorselUrl: null,
    konaklamaSecenekleri: [],
  },
];

export const genders: Gender[] = [
  { id: GIRL, cinsiyetAdi: 'Kız' },
  { id: BOY, cinsiyetAdi: 'Erkek' },
];

export const skillLevels: SkillLevel[] = [{ id: BEGINNER, kaymaSeviyesiAdi: 'Başlangıç' }];

/** A quote for the family option; `over` replaces fields. */
export function quote(over: Partial<PriceQuote> = {}): PriceQuote {
  return {
    kampId: CAMP_ID,
    konaklamaSecenegiId: FAMILY_ID,
    listeFiyatiTL: 60000,
    listeFiyatiEuro: 1700,
    listeFiyatiUsd: 0,
    indirimOrani: 0,
    indirimTutariTL: 0,
    odenecekTL: 60000,
    odenecekEuro: 1700,
    odenecekUsd: 0,
    ekipKodu: null,
    ekipKoduDurumu: 'yok',
    ekipKoduMesaji: null,
    ...over,
  };
}
