import { httpError, networkError, unexpectedError } from '@skiclub/shared/errors';
import { addToCartErrorMessage, cartAddBody } from './addToCart';

describe('cart add (member spec §3, §8)', () => {
  it('sends TL and quantity 1 unless told otherwise', () => {
    expect(cartAddBody({ urunId: 'p1', urunVaryantId: null })).toEqual({ urunId: 'p1', urunVaryantId: null, miktar: 1, paraBirimi: 'TL' });
    expect(cartAddBody({ urunId: 'p1', urunVaryantId: 'v2', miktar: 3 })).toEqual({ urunId: 'p1', urunVaryantId: 'v2', miktar: 3, paraBirimi: 'TL' });
  });

  it("shows the API's message", () => {
    expect(addToCartErrorMessage(httpError(422, { mesaj: 'Yeterli stok yok.' }))).toBe('Yeterli stok yok.');
    expect(addToCartErrorMessage(httpError(500, {}))).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(addToCartErrorMessage(networkError())).toBe('İnternet bağlantınızı kontrol edin.');
  });

  it("falls back to 'Ürün sepete eklenirken hata oluştu'", () => {
    expect(addToCartErrorMessage(unexpectedError())).toBe('Ürün sepete eklenirken hata oluştu');
    expect(addToCartErrorMessage(new Error('boom'))).toBe('Ürün sepete eklenirken hata oluştu');
  });
});
