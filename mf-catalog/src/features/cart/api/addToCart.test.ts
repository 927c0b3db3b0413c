import { httpError, networkError, unexpectedError } from '@skiclub/shared/errors';
import { addToCartErrorMessage, cartAddBody } from './addToCart';

describe('cart add (member spec §3, §8)', () => {
  it('sends TL and quantity 1 unless told otherwise', () => {
    expect(cartAddBody({ urunId: 'p1', urunVaryantId: null })).toEqual({ urunId: 'p1', urunVaryantId: null, miktar: 1, paraBirimi: 'TL' });
    expect(cartAddBody({ urunId: 'p1', urunVaryantId: 'v2', miktar: 3 })).toEqual({ urunId: 'p1', urunVaryantId: 'v2', miktar: 3, paraBirimi: 'TL' });
  });

  it("shows the API's message", () => {
    expect(addToCartErrorMessage(httpError(422, { mesaj: 'Yeterli stok yok.' }))).toBe('Yeterli stok yok.');
    expect(addToCartErrorMessage(httpError(500, { mesaj: 'Stok servisi yanıt vermedi.' }))).toBe('Stok servisi yanıt vermedi.');
    expect(addToCartErrorMessage(networkError())).toBe('İnternet bağlantınızı kontrol edin.');
  });

  it("keeps a refusal's status text when the API said nothing", () => {
    expect(addToCartErrorMessage(httpError(404, {}))).toBe('Aradığınız sayfa veya veri bulunamadı.');
    expect(addToCartErrorMessage(httpError(429, null))).toBe('Çok fazla istek gönderildi. Lütfen biraz bekleyin.');
  });

  it("falls back to 'Ürün sepete eklenirken hata oluştu'", () => {
    // A server failure without a message names the operation, not the 500 default.
    expect(addToCartErrorMessage(httpError(500, {}))).toBe('Ürün sepete eklenirken hata oluştu');
    expect(addToCartErrorMessage(httpError(503, null))).toBe('Ürün sepete eklenirken hata oluştu');
    expect(addToCartErrorMessage(unexpectedError())).toBe('Ürün sepete eklenirken hata oluştu');
    expect(addToCartErrorMessage(new Error('boom'))).toBe('Ürün sepete eklenirken hata oluştu');
  });
});
