import type { Variant } from '@skiclub/shared/schemas';
import { homeCartAction } from './homeCartAction';

const variant: Variant = {
  id: 'v1',
  varyantAdi: 'M',
  tlFiyati: 100,
  euroFiyati: null,
  usdFiyati: null,
  stokMiktari: 3,
  minimumStok: 0,
  aktif: true,
  varyantDetaylari: [],
};

describe('home-page Sepete Ekle (member spec §5)', () => {
  it('sends a guest to /giris', () => {
    expect(homeCartAction({ id: 'p1', slug: 'bere', urunVaryantlari: [] }, false)).toEqual({ kind: 'login', to: '/giris' });
    expect(homeCartAction({ id: 'p1', slug: 'bere', urunVaryantlari: [variant] }, false)).toEqual({ kind: 'login', to: '/giris' });
  });

  it('sends a product with variants to its detail page', () => {
    expect(homeCartAction({ id: 'p2', slug: 'kayak-montu', urunVaryantlari: [variant] }, true)).toEqual({ kind: 'detail', to: '/urun/kayak-montu' });
  });

  it('adds a product without variants', () => {
    expect(homeCartAction({ id: 'p3', slug: 'bere', urunVaryantlari: [] }, true)).toEqual({ kind: 'add' });
  });
});
