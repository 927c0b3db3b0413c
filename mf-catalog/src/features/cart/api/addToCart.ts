import { apiPost } from '@skiclub/shared/api';
import { errorMessageOr } from '@skiclub/shared/errors';
import { CART_MESSAGES, type Cart, type CartAddPayload } from '@skiclub/shared/schemas';

/** SWR key of the cart (GET /api/sepet); refreshed with the answer of every add. */
export const CART_KEY = '/api/sepet';

/** Cart add body with the spec's defaults filled in (member spec §3, §9: TL, quantity 1). */
export interface AddToCartInput {
  urunId: string;
  urunVaryantId: string | null;
  miktar?: number;
}

/** The POST /api/sepet/ekle body for an input: quantity 1 and TL unless given. */
export function cartAddBody(input: AddToCartInput): CartAddPayload {
  return { urunId: input.urunId, urunVaryantId: input.urunVaryantId, miktar: input.miktar ?? 1, paraBirimi: 'TL' };
}

/**
 * POST /api/sepet/ekle (member spec §7).
 * @returns the updated cart
 * @throws AppError from the shared client (401 also ends the session and goes to /giris)
 */
export function addToCart(input: AddToCartInput): Promise<Cart> {
  return apiPost<Cart>('/api/sepet/ekle', cartAddBody(input));
}

/**
 * Message for a failed add (member spec §8): the API's message as chosen by the error catalogue,
 * else 'Ürün sepete eklenirken hata oluştu'.
 */
export function addToCartErrorMessage(error: unknown): string {
  return errorMessageOr(error, CART_MESSAGES.addFailed, { statusDefaults: 'all' });
}
