import { useCallback, useMemo, useReducer } from 'react';
import type { ProductDetail } from '@skiclub/shared/schemas';
import {
  activeVariants,
  canAddToCart,
  displayPrice,
  initialVariantState,
  isOptionAvailable,
  purchasableStock,
  quantityCap,
  stockText,
  variantReducer,
  variantTypes,
} from '../lib/variants';

/** Product fields the selector needs. */
export type SelectableProduct = Pick<ProductDetail, 'stokVar' | 'urunVaryantlari' | 'minFiyat' | 'maxFiyat'>;

/**
 * Variant selection of one product (member spec §2, §4, §5): starts on the first active variant
 * with stock (else the first), `select` picks an option (a complete match chooses that variant
 * and resets the quantity to 1), `reset` clears the choice, `setQuantity` keeps the quantity
 * within 1…stock. Mount it per product (key by product id) so a new product starts afresh.
 */
export function useVariantSelection(product: SelectableProduct) {
  const reducer = useMemo(() => variantReducer(product), [product]);
  const [state, dispatch] = useReducer(reducer, product.urunVaryantlari, initialVariantState);

  const active = useMemo(() => activeVariants(product.urunVaryantlari), [product.urunVaryantlari]);
  const types = useMemo(() => variantTypes(active), [active]);
  const variant = active.find((v) => v.id === state.variantId) ?? null;
  const hasVariants = active.length > 0;
  const stock = purchasableStock(product, variant);

  const select = useCallback((typeId: string, valueId: string) => dispatch({ type: 'select', typeId, valueId }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  const setQuantity = useCallback((value: number | null) => dispatch({ type: 'quantity', value }), []);
  const optionAvailable = useCallback(
    (typeId: string, valueId: string) => isOptionAvailable(active, state.selection, typeId, valueId),
    [active, state.selection],
  );

  return {
    types,
    selection: state.selection,
    variant,
    hasVariants,
    quantity: state.quantity,
    maxQuantity: quantityCap(product, variant),
    stock,
    price: displayPrice(product, variant),
    stockText: stockText(product, variant),
    canAdd: canAddToCart({ hasVariants, variantChosen: !!variant, stock, quantity: state.quantity }),
    optionAvailable,
    select,
    reset,
    setQuantity,
  };
}
