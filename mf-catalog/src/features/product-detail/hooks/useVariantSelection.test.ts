import { act, renderHook } from '@testing-library/react';
import { TYPE, jacket } from '../lib/fixtures';
import { useVariantSelection } from './useVariantSelection';

describe('useVariantSelection (member spec §4, §5)', () => {
  it('starts on the first variant with stock, its price and stock text', () => {
    const { result } = renderHook(() => useVariantSelection(jacket));
    expect(result.current.variant?.id).toBe('v-l-kirmizi');
    expect(result.current.price).toBe('1.600,00 TL');
    expect(result.current.stockText).toBe('Stokta 7 adet');
    expect(result.current.maxQuantity).toBe(7);
    expect(result.current.canAdd).toBe(true);
    expect(result.current.types.map((t) => t.name)).toEqual(['Beden', 'Renk']);
  });

  it('offers only active variants in the selectors', () => {
    const { result } = renderHook(() => useVariantSelection(jacket));
    expect(result.current.types[0]?.options.map((o) => o.name)).toEqual(['M', 'L']);
  });

  it('disables adding after a reset and shows the range', () => {
    const { result } = renderHook(() => useVariantSelection(jacket));
    act(() => result.current.reset());
    expect(result.current.variant).toBeNull();
    expect(result.current.price).toBe('1.500,00 TL - 1.600,00 TL');
    expect(result.current.canAdd).toBe(false);
  });

  it('selects a variant by its options, resets the quantity and caps it at the stock', () => {
    const { result } = renderHook(() => useVariantSelection(jacket));
    act(() => result.current.setQuantity(6));
    expect(result.current.quantity).toBe(6);
    act(() => result.current.select(TYPE.BEDEN, 'beden-M'));
    act(() => result.current.select(TYPE.RENK, 'renk-Mavi'));
    expect(result.current.variant?.id).toBe('v-m-mavi');
    expect(result.current.quantity).toBe(1);
    act(() => result.current.setQuantity(9));
    expect(result.current.quantity).toBe(3);
    expect(result.current.canAdd).toBe(true);
  });

  it('disables adding for a variant out of stock', () => {
    const { result } = renderHook(() => useVariantSelection(jacket));
    act(() => result.current.select(TYPE.BEDEN, 'beden-M'));
    expect(result.current.variant?.id).toBe('v-m-kirmizi');
    expect(result.current.stockText).toBe('Stokta yok');
    expect(result.current.canAdd).toBe(false);
  });
});
