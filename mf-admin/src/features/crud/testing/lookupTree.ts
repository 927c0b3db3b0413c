/**
 * Test fixture (imported by tests only): one tree of lookup rows, as the API sends them, for the
 * screens whose selects cascade country → city → hotel (→ room type), served with
 * `serveLookups(() => ({ ...LOOKUP_TREE, … }))`. Türkiye holds Erzurum (hotel Polat, room type
 * Standart) and İstanbul (hotel Divan, room type Suit); Avusturya holds Innsbruck (hotel Alpenhof);
 * the fee type is TL. Every level has rows of another branch, which a cascade must not offer.
 * Ids: countries uuid(1xx), cities 2xx, hotels 3xx, room types 4xx, fee types 5xx, clear of the
 * rows a test makes itself.
 */
import type { LookupAnswers } from '../../lookups/api/serveLookups';
import { uuid } from './screenTesting';

export const TR = uuid(101);
export const AT = uuid(102);
export const ERZURUM = uuid(201);
export const ISTANBUL = uuid(202);
export const INNSBRUCK = uuid(203);
export const POLAT = uuid(301);
export const DIVAN = uuid(302);
export const ALPENHOF = uuid(303);
export const STANDART = uuid(401);
export const SUIT = uuid(402);
export const TL = uuid(501);

/** The tree's lookup lists (no accommodation types: a screen that needs them adds its own). */
export const LOOKUP_TREE = {
  countries: [
    { id: TR, ulkeAdi: 'Türkiye', aktif: true },
    { id: AT, ulkeAdi: 'Avusturya', aktif: true },
  ],
  cities: [
    { id: ERZURUM, sehirAdi: 'Erzurum', ulkeId: TR, ulkeAdi: 'Türkiye', aktif: true },
    { id: ISTANBUL, sehirAdi: 'İstanbul', ulkeId: TR, ulkeAdi: 'Türkiye', aktif: true },
    { id: INNSBRUCK, sehirAdi: 'Innsbruck', ulkeId: AT, ulkeAdi: 'Avusturya', aktif: true },
  ],
  hotels: [
    { id: POLAT, otelAdi: 'Polat', ulkeId: TR, ulkeAdi: 'Türkiye', sehirId: ERZURUM, sehirAdi: 'Erzurum', aktif: true },
    { id: DIVAN, otelAdi: 'Divan', ulkeId: TR, ulkeAdi: 'Türkiye', sehirId: ISTANBUL, sehirAdi: 'İstanbul', aktif: true },
    { id: ALPENHOF, otelAdi: 'Alpenhof', ulkeId: AT, ulkeAdi: 'Avusturya', sehirId: INNSBRUCK, sehirAdi: 'Innsbruck', aktif: true },
  ],
  roomTypes: [
    { id: STANDART, odaTipiAdi: 'Standart', otelId: POLAT, otelAdi: 'Polat', aktif: true },
    { id: SUIT, odaTipiAdi: 'Suit', otelId: DIVAN, otelAdi: 'Divan', aktif: true },
  ],
  feeTypes: [{ id: TL, ad: 'TL', aktif: true }],
} satisfies LookupAnswers;
