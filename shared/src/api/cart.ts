/**
 * The cart, one query for the whole site (member spec §3, §7): key, fetcher and parser live here
 * and catalog (add to cart) and checkout (/sepet) both use them. Every cart endpoint answers with
 * the whole cart; a save stores that answer as the cart, so every reader sees it at once.
 */
import type { SWRResponse } from 'swr';
import type { SWRMutationResponse } from 'swr/mutation';
import type { AppError } from '@skiclub/shared/errors';
import { cartSchema, type Cart, type CartAddPayload, type CartUpdatePayload } from '@skiclub/shared/schemas';
import { apiDelete, apiPost, apiPut } from './client';
import { fetchParsed, parseAnswer, useApi, useApiMutation, type ApiQueryOptions } from './query';

/** GET /api/sepet: the path and the SWR key of the signed-in member's cart. */
export const CART_KEY = '/api/sepet';

/**
 * Reads a cart answer with the shared schema, so its defaults (paraBirimi 'TL',
 * tumUrunlerMevcut true, uyariMesajlari []) always hold.
 * @throws AppError 'Beklenmeyen bir hata oluştu.' when the answer is not a cart
 */
export function parseCart(raw: unknown, url = CART_KEY): Cart {
  return parseAnswer(cartSchema, raw, url);
}

/** GET /api/sepet. @throws AppError (shared catalogue) */
export function fetchCart(): Promise<Cart> {
  return fetchParsed(CART_KEY, cartSchema);
}

/** A change to the cart (member spec §7). */
export type CartChange =
  /** POST /api/sepet/ekle */
  | { kind: 'add'; payload: CartAddPayload }
  /** PUT /api/sepet/guncelle {id, miktar} */
  | { kind: 'update'; payload: CartUpdatePayload }
  /** DELETE /api/sepet/:id */
  | { kind: 'remove'; id: string }
  /** DELETE /api/sepet/temizle */
  | { kind: 'clear' };

/**
 * Sends one change and reads the cart the API answers with.
 * @throws AppError (shared catalogue; a 401 also ends the session and goes to /giris)
 */
export async function sendCartChange(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'add':
      return parseCart(await apiPost<unknown>(`${CART_KEY}/ekle`, change.payload), `${CART_KEY}/ekle`);
    case 'update':
      return parseCart(await apiPut<unknown>(`${CART_KEY}/guncelle`, change.payload), `${CART_KEY}/guncelle`);
    case 'remove': {
      const url = `${CART_KEY}/${encodeURIComponent(change.id)}`;
      return parseCart(await apiDelete<unknown>(url), url);
    }
    case 'clear':
      return parseCart(await apiDelete<unknown>(`${CART_KEY}/temizle`), `${CART_KEY}/temizle`);
  }
}

/** The cart for any screen (null `enabled` = false waits, e.g. while signed out). */
export function useCartQuery(enabled = true, options?: ApiQueryOptions<Cart>): SWRResponse<Cart, AppError> {
  return useApi(enabled ? CART_KEY : null, cartSchema, options);
}

/**
 * Changes the cart with useSWRMutation: `trigger(change)` resolves with the new cart, which
 * becomes the cached cart of every reader; it rejects with the AppError and leaves the cache.
 */
export function useCartMutation(): SWRMutationResponse<Cart, AppError, string, CartChange> {
  return useApiMutation(CART_KEY, sendCartChange, { populateCache: true, revalidate: false });
}
