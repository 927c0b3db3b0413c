/**
 * Variant selection of the product detail page (member spec §2, §4, §5): one selector per
 * variant type, options matching an active variant select it, quantity capped at its stock.
 * Pure functions; the page uses them through {@link variantReducer} and useVariantSelection.
 */
import { formatMoney, formatPriceRange } from '@skiclub/shared/format';
import type { ProductDetail, Variant } from '@skiclub/shared/schemas';

/**
 * Type id used for variants that have no type details (e.g. a single 'Standart' variant): they
 * are offered by name under 'Seçenek' so every active variant can be picked.
 */
export const NAME_TYPE_ID = '__varyant__';
/** Label of the by-name selector. */
export const NAME_TYPE_LABEL = 'Seçenek';
/** Upper bound of a cart line (shared cart schema: at most 999). */
export const CART_MAX_QUANTITY = 999;

/** Chosen option per variant type: `{ varyantTipiId: varyantDegeriId }`. */
export type Selection = Record<string, string>;

/** One value of a variant type, e.g. Beden → M. */
export interface VariantOption {
  id: string;
  name: string;
}

/** A variant type with its values in first-seen order, e.g. Renk: Kırmızı, Mavi. */
export interface VariantType {
  id: string;
  name: string;
  options: VariantOption[];
}

/** Variants a member can buy: the active ones. */
export function activeVariants(variants: readonly Variant[]): Variant[] {
  return variants.filter((v) => v.aktif);
}

/** The options that identify a variant (its details, or its own id under {@link NAME_TYPE_ID}). */
export function variantKeys(v: Variant): Selection {
  if (v.varyantDetaylari.length === 0) return { [NAME_TYPE_ID]: v.id };
  const keys: Selection = {};
  for (const d of v.varyantDetaylari) keys[d.varyantTipiId] = d.varyantDegeriId;
  return keys;
}

/**
 * Groups the variants' details by type (varyantTipiAdi) with distinct values, in the order they
 * first appear. Used by the selectors and by the 'Özellikler' tab.
 */
export function variantTypes(variants: readonly Variant[]): VariantType[] {
  const types = new Map<string, VariantType>();
  const add = (typeId: string, typeName: string, option: VariantOption) => {
    let t = types.get(typeId);
    if (!t) {
      t = { id: typeId, name: typeName, options: [] };
      types.set(typeId, t);
    }
    if (!t.options.some((o) => o.id === option.id)) t.options.push(option);
  };
  for (const v of variants) {
    if (v.varyantDetaylari.length === 0) add(NAME_TYPE_ID, NAME_TYPE_LABEL, { id: v.id, name: v.varyantAdi });
    for (const d of v.varyantDetaylari) add(d.varyantTipiId, d.varyantTipiAdi, { id: d.varyantDegeriId, name: d.varyantDegeriAdi });
  }
  return [...types.values()];
}

/** Initial variant (member spec §4): the first active one with stock, else the first active one. */
export function initialVariant(variants: readonly Variant[]): Variant | null {
  const active = activeVariants(variants);
  return active.find((v) => v.stokMiktari > 0) ?? active[0] ?? null;
}

/**
 * The active variant whose options are exactly the selection (member spec §4), or null when
 * the selection is incomplete or matches no active variant.
 */
export function matchVariant(variants: readonly Variant[], selection: Selection): Variant | null {
  const chosen = Object.keys(selection).length;
  for (const v of activeVariants(variants)) {
    const keys = Object.entries(variantKeys(v));
    if (keys.length === chosen && keys.every(([type, value]) => selection[type] === value)) return v;
  }
  return null;
}

/**
 * True when picking `valueId` for `typeId` can still lead to an active variant given the other
 * types already chosen. Unavailable options stay clickable but look muted.
 */
export function isOptionAvailable(variants: readonly Variant[], selection: Selection, typeId: string, valueId: string): boolean {
  return activeVariants(variants).some((v) => {
    const keys = variantKeys(v);
    if (keys[typeId] !== valueId) return false;
    return Object.entries(selection).every(([t, value]) => t === typeId || keys[t] === undefined || keys[t] === value);
  });
}

/** Quantity kept within 1…max (max below 1 still allows 1; the add button is then disabled). */
export function clampQuantity(quantity: number, max: number): number {
  const q = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(q, 1), Math.max(max, 1));
}

/**
 * Stock that limits the quantity: the chosen variant's stokMiktari; 0 when variants exist but
 * none is chosen; for a product without variants, up to a cart line's maximum while in stock.
 */
export function purchasableStock(product: Pick<ProductDetail, 'stokVar' | 'urunVaryantlari'>, variant: Variant | null): number {
  if (variant) return variant.stokMiktari;
  if (activeVariants(product.urunVaryantlari).length > 0) return 0;
  return product.stokVar ? CART_MAX_QUANTITY : 0;
}

/**
 * Highest quantity the control allows (member spec §4: capped at the variant stock). With
 * variants but none chosen the control is free up to a cart line's maximum; choosing a variant
 * resets it to 1 anyway.
 */
export function quantityCap(product: Pick<ProductDetail, 'stokVar' | 'urunVaryantlari'>, variant: Variant | null): number {
  if (!variant && activeVariants(product.urunVaryantlari).length > 0) return CART_MAX_QUANTITY;
  return Math.max(purchasableStock(product, variant), 1);
}

/** Input of {@link canAddToCart}. */
export interface AddToCartState {
  /** The product has active variants to choose from. */
  hasVariants: boolean;
  /** A variant is chosen. */
  variantChosen: boolean;
  /** Stock of what would be added (see {@link purchasableStock}). */
  stock: number;
  quantity: number;
}

/**
 * Add-to-cart rule (member spec §5): disabled when variants exist and none is chosen, or when
 * the stock is below the quantity.
 */
export function canAddToCart({ hasVariants, variantChosen, stock, quantity }: AddToCartState): boolean {
  if (hasVariants && !variantChosen) return false;
  return quantity >= 1 && stock >= quantity;
}

/** Price shown on the detail page: the chosen variant's TL price, else the product's range. */
export function displayPrice(product: Pick<ProductDetail, 'minFiyat' | 'maxFiyat'>, variant: Variant | null): string {
  return variant ? formatMoney(variant.tlFiyati, 'TL') : formatPriceRange(product.minFiyat, product.maxFiyat, 'TL');
}

/**
 * Stock text of the detail page: 'Stokta 7 adet' or 'Stokta yok'. Without a chosen variant it
 * counts all active variants; a product without variants only knows in or out of stock
 * ('Stokta').
 */
export function stockText(product: Pick<ProductDetail, 'stokVar' | 'urunVaryantlari'>, variant: Variant | null): string {
  const active = activeVariants(product.urunVaryantlari);
  let count: number;
  if (variant) count = variant.stokMiktari;
  else if (active.length > 0) count = active.reduce((sum, v) => sum + Math.max(v.stokMiktari, 0), 0);
  else return product.stokVar ? 'Stokta' : 'Stokta yok';
  return count > 0 ? `Stokta ${count} adet` : 'Stokta yok';
}

/** State of the variant selector. */
export interface VariantState {
  selection: Selection;
  /** Chosen variant id, or null. */
  variantId: string | null;
  quantity: number;
}

/** Actions of {@link variantReducer}. */
export type VariantAction =
  | { type: 'select'; typeId: string; valueId: string }
  | { type: 'reset' }
  | { type: 'quantity'; value: number | null };

/** Start state (member spec §4): the initial variant's options, quantity 1. */
export function initialVariantState(variants: readonly Variant[]): VariantState {
  const v = initialVariant(variants);
  return { selection: v ? variantKeys(v) : {}, variantId: v?.id ?? null, quantity: 1 };
}

/** Builds the reducer for one product's variants (and its stock when it has none). */
export function variantReducer(product: Pick<ProductDetail, 'stokVar' | 'urunVaryantlari'>) {
  return (state: VariantState, action: VariantAction): VariantState => {
    switch (action.type) {
      case 'select': {
        const selection = { ...state.selection, [action.typeId]: action.valueId };
        const match = matchVariant(product.urunVaryantlari, selection);
        // A pick that completes an active variant chooses it and starts again at quantity 1.
        if (match) return { selection, variantId: match.id, quantity: 1 };
        return { ...state, selection, variantId: null };
      }
      case 'reset':
        return { selection: {}, variantId: null, quantity: 1 };
      case 'quantity': {
        const variant = product.urunVaryantlari.find((v) => v.id === state.variantId) ?? null;
        return { ...state, quantity: clampQuantity(action.value ?? 1, quantityCap(product, variant)) };
      }
    }
  };
}
