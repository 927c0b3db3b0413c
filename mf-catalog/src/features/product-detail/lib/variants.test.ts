import type { Variant } from '@skiclub/shared/schemas';
import { TYPE, jacket, jacketVariants, variant } from './fixtures';
import {
  CART_MAX_QUANTITY,
  NAME_TYPE_ID,
  canAddToCart,
  clampQuantity,
  displayPrice,
  initialVariant,
  initialVariantState,
  isOptionAvailable,
  matchVariant,
  purchasableStock,
  quantityCap,
  stockText,
  variantReducer,
  variantTypes,
} from './variants';

describe('initial variant (member spec §4)', () => {
  it('is the first variant with stock', () => {
    expect(initialVariant(jacketVariants)?.id).toBe('v-l-kirmizi');
  });

  it('is the first variant when none has stock', () => {
    const none = [variant('a', 'S', 'Mavi', 0), variant('b', 'M', 'Mavi', 0)];
    expect(initialVariant(none)?.id).toBe('a');
  });

  it('skips inactive variants', () => {
    const list = [variant('x', 'S', 'Mavi', 5, { aktif: false }), variant('y', 'M', 'Mavi', 0)];
    expect(initialVariant(list)?.id).toBe('y');
  });

  it('is null without variants', () => {
    expect(initialVariant([])).toBeNull();
  });

  it('starts with its options selected and quantity 1', () => {
    expect(initialVariantState(jacketVariants)).toEqual({
      selection: { [TYPE.BEDEN]: 'beden-L', [TYPE.RENK]: 'renk-Kırmızı' },
      variantId: 'v-l-kirmizi',
      quantity: 1,
    });
  });
});

describe('variant types', () => {
  it('groups values by varyantTipiAdi in first-seen order without duplicates', () => {
    const types = variantTypes(jacketVariants.filter((v) => v.aktif));
    expect(types.map((t) => t.name)).toEqual(['Beden', 'Renk']);
    expect(types[0]?.options.map((o) => o.name)).toEqual(['M', 'L']);
    expect(types[1]?.options.map((o) => o.name)).toEqual(['Kırmızı', 'Mavi']);
  });

  it('offers variants without details by name', () => {
    const plain: Variant = { ...variant('std', 'S', 'Mavi', 4), varyantAdi: 'Standart', varyantDetaylari: [] };
    expect(variantTypes([plain])).toEqual([{ id: NAME_TYPE_ID, name: 'Seçenek', options: [{ id: 'std', name: 'Standart' }] }]);
    expect(matchVariant([plain], { [NAME_TYPE_ID]: 'std' })?.id).toBe('std');
  });
});

describe('matching a selection', () => {
  it('finds the active variant with exactly these options', () => {
    expect(matchVariant(jacketVariants, { [TYPE.BEDEN]: 'beden-M', [TYPE.RENK]: 'renk-Mavi' })?.id).toBe('v-m-mavi');
  });

  it('is null for an incomplete selection', () => {
    expect(matchVariant(jacketVariants, { [TYPE.BEDEN]: 'beden-M' })).toBeNull();
  });

  it('is null for an inactive or missing combination', () => {
    expect(matchVariant(jacketVariants, { [TYPE.BEDEN]: 'beden-S', [TYPE.RENK]: 'renk-Mavi' })).toBeNull();
    expect(matchVariant(jacketVariants, { [TYPE.BEDEN]: 'beden-L', [TYPE.RENK]: 'renk-Mavi' })).toBeNull();
  });

  it('tells which options still lead to an active variant', () => {
    const sel = { [TYPE.BEDEN]: 'beden-L', [TYPE.RENK]: 'renk-Kırmızı' };
    expect(isOptionAvailable(jacketVariants, sel, TYPE.RENK, 'renk-Mavi')).toBe(false);
    expect(isOptionAvailable(jacketVariants, sel, TYPE.BEDEN, 'beden-M')).toBe(true);
    expect(isOptionAvailable(jacketVariants, {}, TYPE.BEDEN, 'beden-S')).toBe(false);
  });
});

describe('variant reducer (member spec §4)', () => {
  const reduce = variantReducer(jacket);

  it('selects a matching variant and resets the quantity to 1', () => {
    let s = initialVariantState(jacketVariants);
    s = reduce(s, { type: 'quantity', value: 5 });
    expect(s.quantity).toBe(5);
    s = reduce(s, { type: 'select', typeId: TYPE.BEDEN, valueId: 'beden-M' });
    expect(s.variantId).toBe('v-m-kirmizi');
    expect(s.quantity).toBe(1);
    s = reduce(s, { type: 'select', typeId: TYPE.RENK, valueId: 'renk-Mavi' });
    expect(s.variantId).toBe('v-m-mavi');
    expect(s.quantity).toBe(1);
  });

  it('chooses nothing when the options match no active variant', () => {
    const s = reduce(initialVariantState(jacketVariants), { type: 'select', typeId: TYPE.RENK, valueId: 'renk-Mavi' });
    expect(s.selection).toEqual({ [TYPE.BEDEN]: 'beden-L', [TYPE.RENK]: 'renk-Mavi' });
    expect(s.variantId).toBeNull();
  });

  it('resets to no selection and quantity 1', () => {
    let s = reduce(initialVariantState(jacketVariants), { type: 'quantity', value: 4 });
    s = reduce(s, { type: 'reset' });
    expect(s).toEqual({ selection: {}, variantId: null, quantity: 1 });
  });

  it('caps the quantity at the variant stock and keeps it at least 1', () => {
    let s = initialVariantState(jacketVariants); // L/Kırmızı, 7 in stock
    s = reduce(s, { type: 'quantity', value: 50 });
    expect(s.quantity).toBe(7);
    s = reduce(s, { type: 'quantity', value: 0 });
    expect(s.quantity).toBe(1);
    s = reduce(s, { type: 'quantity', value: null });
    expect(s.quantity).toBe(1);
    s = reduce(s, { type: 'quantity', value: 2.7 });
    expect(s.quantity).toBe(2);
  });

  it('keeps quantity 1 for a variant out of stock', () => {
    let s = reduce(initialVariantState(jacketVariants), { type: 'select', typeId: TYPE.BEDEN, valueId: 'beden-M' });
    expect(s.variantId).toBe('v-m-kirmizi');
    s = reduce(s, { type: 'quantity', value: 3 });
    expect(s.quantity).toBe(1);
  });
});

describe('quantity and stock', () => {
  it('clamps to 1…max', () => {
    expect(clampQuantity(10, 3)).toBe(3);
    expect(clampQuantity(-1, 3)).toBe(1);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(1);
  });

  it('uses the chosen variant stock, 0 when variants exist but none is chosen', () => {
    expect(purchasableStock(jacket, jacketVariants[1]!)).toBe(7);
    expect(purchasableStock(jacket, null)).toBe(0);
  });

  it('lets a product without variants be bought while in stock', () => {
    expect(purchasableStock({ stokVar: true, urunVaryantlari: [] }, null)).toBe(CART_MAX_QUANTITY);
    expect(purchasableStock({ stokVar: false, urunVaryantlari: [] }, null)).toBe(0);
    expect(quantityCap({ stokVar: false, urunVaryantlari: [] }, null)).toBe(1);
  });

  it('caps the quantity control at the variant stock', () => {
    expect(quantityCap(jacket, jacketVariants[2]!)).toBe(3);
    expect(quantityCap(jacket, jacketVariants[0]!)).toBe(1);
  });

  it("says 'Stokta 7 adet' or 'Stokta yok'", () => {
    expect(stockText(jacket, jacketVariants[1]!)).toBe('Stokta 7 adet');
    expect(stockText(jacket, jacketVariants[0]!)).toBe('Stokta yok');
    expect(stockText(jacket, null)).toBe('Stokta 10 adet');
    expect(stockText({ stokVar: false, urunVaryantlari: [] }, null)).toBe('Stokta yok');
  });
});

describe('price', () => {
  it("shows the chosen variant's TL price, else the range", () => {
    expect(displayPrice(jacket, jacketVariants[2]!)).toBe('1.550,50 TL');
    expect(displayPrice(jacket, null)).toBe('1.500,00 TL - 1.600,00 TL');
    expect(displayPrice({ minFiyat: 99, maxFiyat: 99 }, null)).toBe('99,00 TL');
  });
});

describe('add-to-cart rule (member spec §5)', () => {
  it('is disabled when variants exist and none is chosen', () => {
    expect(canAddToCart({ hasVariants: true, variantChosen: false, stock: 10, quantity: 1 })).toBe(false);
  });

  it('is disabled when the stock is below the quantity', () => {
    expect(canAddToCart({ hasVariants: true, variantChosen: true, stock: 2, quantity: 3 })).toBe(false);
    expect(canAddToCart({ hasVariants: true, variantChosen: true, stock: 0, quantity: 1 })).toBe(false);
  });

  it('is enabled for a chosen variant with enough stock', () => {
    expect(canAddToCart({ hasVariants: true, variantChosen: true, stock: 3, quantity: 3 })).toBe(true);
  });

  it('is enabled for a product without variants in stock', () => {
    expect(canAddToCart({ hasVariants: false, variantChosen: false, stock: CART_MAX_QUANTITY, quantity: 1 })).toBe(true);
    expect(canAddToCart({ hasVariants: false, variantChosen: false, stock: 0, quantity: 1 })).toBe(false);
  });
});
