/**
 * Cart calls (member spec §7, deploy/api README). Every endpoint answers with the whole Cart,
 * which is read through the shared zod schema so its defaults (paraBirimi 'TL',
 * tumUrunlerMevcut true, uyariMesajlari []) always hold.
 * All functions throw the client's AppError on failure (member spec §8).
 */
import { apiDelete, apiGet, apiPut } from '@skiclub/shared/api';
import { unexpectedError } from '@skiclub/shared/errors';
import { cartSchema, type Cart, type CartUpdatePayload } from '@skiclub/shared/schemas';

/** GET /api/sepet, also the SWR key of the cart (shared with any other reader of the cart). */
export const CART_URL = '/api/sepet';

/**
 * Reads a cart answer.
 * @throws AppError 'Beklenmeyen bir hata oluştu.' when the answer is not a cart
 */
export function parseCart(raw: unknown): Cart {
  const parsed = cartSchema.safeParse(raw);
  if (!parsed.success) throw unexpectedError();
  return parsed.data;
}

/** GET /api/sepet: the signed-in member's cart. */
export async function fetchCart(): Promise<Cart> {
  return parseCart(await apiGet<unknown>(CART_URL));
}

/** PUT /api/sepet/guncelle {id, miktar}: sets one line's quantity (1-999). */
export async function updateCartItem(payload: CartUpdatePayload): Promise<Cart> {
  return parseCart(await apiPut<unknown>(`${CART_URL}/guncelle`, payload));
}

/** DELETE /api/sepet/:id: removes one line. */
export async function removeCartItem(id: string): Promise<Cart> {
  return parseCart(await apiDelete<unknown>(`${CART_URL}/${encodeURIComponent(id)}`));
}

/** DELETE /api/sepet/temizle: empties the cart. */
export async function clearCart(): Promise<Cart> {
  return parseCart(await apiDelete<unknown>(`${CART_URL}/temizle`));
}
