// Test data: a camp registration as GET /api/kampakayit returns it (member spec §3).
import type { CampRegistration } from '@skiclub/shared/schemas';

/** A registration with sensible defaults; `over` replaces fields. */
export function registration(over: Partial<CampRegistration> = {}): CampRegistration {
  return {
    id: 'r1',
    kampId: 'k1',
    kampAdi: 'Palandöken Yılbaşı Kampı',
    baslangicTarihi: '2026-01-02',
    bitisTarihi: '2026-01-08',
    otelAdi: 'Dedeman Palandöken',
    sehirAdi: 'Erzurum',
    konaklamaSecenegiId: null,
    konaklamaTipiAdi: 'Tam Pansiyon',
    kullaniciAdSoyad: 'Ayşe Yılmaz',
    kullaniciId: 'u1',
    aciklama: null,
    ucusKodu: null,
    ekipKodu: null,
    odenecekTL: 0,
    odenecekEuro: 0,
    odenecekUsd: 0,
    aktif: true,
    gorselUrl: null,
    odemeDurumu: false,
    odemeDetayId: null,
    odemeTarihi: null,
    yetiskinler: [],
    cocuklar06: [],
    cocuklar611: [],
    ...over,
  };
}
