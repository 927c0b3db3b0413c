// Test data builders for the order tests (not used by the app).
import type { Order, OrderLine } from '@skiclub/shared/schemas';

/** An order line: 1 × 1.250,00 TL. */
export function makeLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const birimFiyat = overrides.birimFiyat ?? 1250;
  const miktar = overrides.miktar ?? 1;
  return {
    id: 'l1',
    urunId: 'p1',
    urunAdi: 'Kayak Gözlüğü Pro',
    varyantAdi: 'Mavi / M',
    miktar,
    birimFiyat,
    toplamFiyat: birimFiyat * miktar,
    urunGorselUrl: null,
    ...overrides,
  };
}

const ADDRESS = {
  ad: 'Ayşe',
  soyad: 'Yılmaz',
  adSoyad: 'Ayşe Yılmaz',
  adres: 'Cumhuriyet Cad. No: 5',
  sehir: 'Erzurum',
  postaKodu: '25000',
  telefon: '05321234567',
  ulke: 'Türkiye',
};

/** An unpaid order in status 1 with the given lines (total computed). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const lines = overrides.siparisDetaylari ?? [makeLine()];
  return {
    id: '0b7f1c2e-4a5b-4c6d-8e9f-001122334455',
    siparisNo: 'SP-20261124-7K3QX9',
    toplamTutar: lines.reduce((n, l) => n + l.toplamFiyat, 0),
    paraBirimi: 'TL',
    siparisDurumu: 1,
    siparisDurumuMetni: 'Beklemede',
    odemeDurumu: false,
    odemeTarihi: null,
    olusturmaTarihi: '2026-11-24T09:30:00.000Z',
    teslimatAdresi: JSON.stringify(ADDRESS),
    faturaAdresi: JSON.stringify({ ...ADDRESS, email: 'ayse@example.com' }),
    notlar: null,
    ...overrides,
    siparisDetaylari: lines,
  };
}
