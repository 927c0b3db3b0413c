import { errorMessageOr } from '@skiclub/shared/errors';
import { httpError, networkError, unexpectedError } from '@skiclub/shared/errors';
import { describe, expect, it } from 'vitest';
import { makeCart, makeItem } from './cartFixtures';
import {
  cartSummary,
  couponMessage,
  itemWarnings,
  planDecrease,
  planIncrease,
  planTypedQuantity,
  proceedDecision,
} from './cartRules';

describe('plus button (member spec §5)', () => {
  it('adds one while below the available stock', () => {
    expect(planIncrease({ miktar: 2, mevcutStok: 5 })).toEqual({ kind: 'update', miktar: 3 });
    expect(planIncrease({ miktar: 4, mevcutStok: 5 })).toEqual({ kind: 'update', miktar: 5 });
  });

  it('stops at the available stock with the exact message', () => {
    expect(planIncrease({ miktar: 5, mevcutStok: 5 })).toEqual({ kind: 'blocked', message: 'Maksimum 5 adet sipariş verebilirsiniz' });
    expect(planIncrease({ miktar: 3, mevcutStok: 1 })).toEqual({ kind: 'blocked', message: 'Maksimum 1 adet sipariş verebilirsiniz' });
  });
});

describe('minus button (member spec §5)', () => {
  it('takes one away above 1', () => {
    expect(planDecrease({ miktar: 3, mevcutStok: 5 })).toEqual({ kind: 'update', miktar: 2 });
    expect(planDecrease({ miktar: 2, mevcutStok: 5 })).toEqual({ kind: 'update', miktar: 1 });
  });

  it('removes the item at quantity 1', () => {
    expect(planDecrease({ miktar: 1, mevcutStok: 5 })).toEqual({ kind: 'remove' });
  });
});

describe('typed quantity (member spec §5)', () => {
  const item = { miktar: 2, mevcutStok: 10 };

  it('is applied when above 0', () => {
    expect(planTypedQuantity(item, 7)).toEqual({ kind: 'update', miktar: 7 });
    expect(planTypedQuantity(item, '4')).toEqual({ kind: 'update', miktar: 4 });
    expect(planTypedQuantity(item, 1)).toEqual({ kind: 'update', miktar: 1 });
  });

  it('is ignored at 0, below 0, empty or unchanged', () => {
    expect(planTypedQuantity(item, 0)).toEqual({ kind: 'ignore' });
    expect(planTypedQuantity(item, -3)).toEqual({ kind: 'ignore' });
    expect(planTypedQuantity(item, null)).toEqual({ kind: 'ignore' });
    expect(planTypedQuantity(item, '')).toEqual({ kind: 'ignore' });
    expect(planTypedQuantity(item, 'abc')).toEqual({ kind: 'ignore' });
    expect(planTypedQuantity(item, 2)).toEqual({ kind: 'ignore' });
  });

  it('keeps whole units and refuses more than the stock', () => {
    expect(planTypedQuantity(item, 3.8)).toEqual({ kind: 'update', miktar: 3 });
    expect(planTypedQuantity(item, 11)).toEqual({ kind: 'blocked', message: 'Maksimum 10 adet sipariş verebilirsiniz' });
  });
});

describe('coupon box (member spec §5)', () => {
  it('asks for a code when empty', () => {
    expect(couponMessage('')).toBe('Lütfen geçerli bir kupon kodu giriniz.');
    expect(couponMessage('   ')).toBe('Lütfen geçerli bir kupon kodu giriniz.');
    expect(couponMessage(null)).toBe('Lütfen geçerli bir kupon kodu giriniz.');
  });

  it('says the feature is not active for any code', () => {
    expect(couponMessage('KAYAK10')).toBe('Kupon kodu özelliği henüz aktif değil.');
  });
});

describe('summary (member spec §2, §9)', () => {
  it('shows TL money with 2 decimals, free shipping and the item count', () => {
    const cart = makeCart([makeItem({ birimFiyat: 1234.5, miktar: 1 }), makeItem({ id: 'b', birimFiyat: 100, miktar: 2 })]);
    expect(cart.toplamTutar).toBe(1434.5);
    expect(cartSummary(cart)).toEqual({ subtotal: '1.434,50 TL', shipping: 'Ücretsiz', total: '1.434,50 TL', itemCount: '3 ürün' });
  });

  it('uses the cart currency', () => {
    expect(cartSummary({ toplamTutar: 99.9, toplamUrunAdedi: 1, paraBirimi: 'USD' }).total).toBe('99,90 $');
  });
});

describe('proceed to /odeme (member spec §4, §5)', () => {
  it('goes to /odeme with a valid cart', () => {
    expect(proceedDecision(makeCart([makeItem()]))).toEqual({ ok: true, to: '/odeme' });
  });

  it.each([
    ['empty cart', makeCart([])],
    ['stock short', makeCart([makeItem({ miktar: 6, mevcutStok: 5, stokYeterli: false })])],
    ['product inactive', makeCart([makeItem({ urunAktif: false })])],
    ['variant inactive', makeCart([makeItem({ varyantAktif: false })])],
    ['cart says not all available', makeCart([makeItem()], { tumUrunlerMevcut: false })],
  ])('refuses with the spec message: %s', (_, cart) => {
    expect(proceedDecision(cart)).toEqual({ ok: false, message: 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.' });
  });
});

describe('line warnings', () => {
  it('is quiet for a healthy line', () => {
    expect(itemWarnings(makeItem())).toEqual([]);
  });

  it('names withdrawn products, variants and short stock', () => {
    expect(itemWarnings(makeItem({ urunAktif: false }))).toEqual(['Bu ürün artık satışta değil.']);
    expect(itemWarnings(makeItem({ varyantAktif: false }))).toEqual(['Seçtiğiniz seçenek artık satışta değil.']);
    expect(itemWarnings(makeItem({ miktar: 4, mevcutStok: 2, stokYeterli: false }))).toEqual([
      'Stokta yeterli ürün yok. Maksimum 2 adet sipariş verebilirsiniz',
    ]);
    expect(itemWarnings(makeItem({ mevcutStok: 0, stokYeterli: false }))).toEqual(['Bu ürün şu anda stokta yok.']);
  });
});

describe('error text (member spec §8)', () => {
  it("prefers the API's message", () => {
    expect(errorMessageOr(httpError(400, { mesaj: 'Yetersiz stok.' }), 'Sepet güncellenirken hata oluştu')).toBe('Yetersiz stok.');
  });

  it('falls back to the operation text when the API said nothing', () => {
    expect(errorMessageOr(httpError(500, {}), 'Sepet güncellenirken hata oluştu')).toBe('Sepet güncellenirken hata oluştu');
    expect(errorMessageOr(unexpectedError(), 'Sepet yüklenirken hata oluştu')).toBe('Sepet yüklenirken hata oluştu');
    expect(errorMessageOr(new Error('x'), 'Sepet temizlenirken hata oluştu')).toBe('Sepet temizlenirken hata oluştu');
  });

  it('keeps the status text of a refusal', () => {
    expect(errorMessageOr(httpError(404, null), 'Ürün sepetten çıkarılırken hata oluştu')).toBe('Aradığınız sayfa veya veri bulunamadı.');
  });

  it('says so when no answer came', () => {
    expect(errorMessageOr(networkError(), 'Sepet güncellenirken hata oluştu')).toBe('İnternet bağlantınızı kontrol edin.');
  });
});
