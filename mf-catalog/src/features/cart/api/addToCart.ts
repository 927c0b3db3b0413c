import { failureMessage } from '@skiclub/shared/errors';
import type { CartAddPayload } from '@skiclub/shared/schemas';

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
 * Message for a failed add (member spec §8, the shared 'save' rule): the API's message, a
 * refusal's status default, else 'Ürün sepete eklenirken hata oluştu'.
 */
export function addToCartErrorMessage(error: unknown): string {
  return failureMessage(error, 'cartAdd');
}
