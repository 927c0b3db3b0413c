// Test fixtures: a ski jacket with Beden × Renk variants (not shipped; only tests import it).
import type { Variant } from '@skiclub/shared/schemas';

const BEDEN = 'tip-beden';
const RENK = 'tip-renk';

/** A variant with Beden and Renk details. */
export function variant(id: string, beden: string, renk: string, stokMiktari: number, extra: Partial<Variant> = {}): Variant {
  return {
    id,
    varyantAdi: `${beden} / ${renk}`,
    tlFiyati: 1000,
    euroFiyati: null,
    usdFiyati: null,
    stokMiktari,
    minimumStok: 0,
    aktif: true,
    varyantDetaylari: [
      { varyantTipiId: BEDEN, varyantTipiAdi: 'Beden', varyantDegeriId: `beden-${beden}`, varyantDegeriAdi: beden },
      { varyantTipiId: RENK, varyantTipiAdi: 'Renk', varyantDegeriId: `renk-${renk}`, varyantDegeriAdi: renk },
    ],
    ...extra,
  };
}

export const TYPE = { BEDEN, RENK } as const;

/** M/Kırmızı out of stock first, then L/Kırmızı with 7, M/Mavi with 3, an inactive S/Mavi. */
export const jacketVariants: Variant[] = [
  variant('v-m-kirmizi', 'M', 'Kırmızı', 0, { tlFiyati: 1500 }),
  variant('v-l-kirmizi', 'L', 'Kırmızı', 7, { tlFiyati: 1600 }),
  variant('v-m-mavi', 'M', 'Mavi', 3, { tlFiyati: 1550.5 }),
  variant('v-s-mavi', 'S', 'Mavi', 9, { aktif: false }),
];

export const jacket = { stokVar: true, minFiyat: 1500, maxFiyat: 1600, urunVaryantlari: jacketVariants };
