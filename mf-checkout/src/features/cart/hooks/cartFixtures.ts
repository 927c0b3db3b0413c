// Test data builders for the cart tests (not used by the app).
import type { Cart, CartItem } from '@skiclub/shared/schemas';

/** A cart line with sensible defaults: 2 × 1.250,00 TL, 5 in stock, all active. */
export function makeItem(overrides: Partial<CartItem> = {}): CartItem {
  const birimFiyat = overrides.birimFiyat ?? 1250;
  const miktar = overrides.miktar ?? 2;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    urunId: '22222222-2222-4222-8222-222222222222',
    urunVaryantId: '33333333-3333-4333-8333-333333333333',
    urunAdi: 'Kayak Gözlüğü Pro',
    urunSlug: 'kayak-gozlugu-pro',
    varyantAdi: 'Mavi / M',
    urunGorselUrl: '/uploads/urun/gozluk.jpg',
    birimFiyat,
    miktar,
    toplamFiyat: birimFiyat * miktar,
    paraBirimi: 'TL',
    mevcutStok: 5,
    stokYeterli: true,
    urunAktif: true,
    varyantAktif: true,
    ...overrides,
  };
}

/** A cart holding `items`, totals computed the way the API does. */
export function makeCart(items: CartItem[], overrides: Partial<Cart> = {}): Cart {
  return {
    sepetOgeleri: items,
    toplamUrunAdedi: items.reduce((n, i) => n + i.miktar, 0),
    toplamTutar: items.reduce((n, i) => n + i.toplamFiyat, 0),
    paraBirimi: 'TL',
    tumUrunlerMevcut: items.every((i) => i.urunAktif && i.varyantAktif && i.stokYeterli),
    uyariMesajlari: [],
    ...overrides,
  };
}
