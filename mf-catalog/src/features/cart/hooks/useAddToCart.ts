import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCartMutation } from '@skiclub/shared/api';
import { CART_MESSAGES } from '@skiclub/shared/schemas';
import { useSuccessToast } from '@skiclub/shared/ui';
import { cartAddBody, type AddToCartInput } from '../api/addToCart';

/**
 * Adds to the cart through the shared cart mutation (the answer becomes the cart every reader,
 * e.g. /sepet, sees) and confirms with the toast 'Ürün sepete eklendi!' and its 'Sepete Git'
 * button (member spec §8). `add` rejects with the API error so each screen decides how to show
 * it (the detail page shows it, the home page swallows it). `adding` holds the product id being
 * added, or null.
 */
export function useAddToCart() {
  const toast = useSuccessToast();
  const navigate = useNavigate();
  const { trigger } = useCartMutation();
  const [adding, setAdding] = useState<string | null>(null);

  const add = useCallback(
    async (input: AddToCartInput) => {
      setAdding(input.urunId);
      try {
        const cart = await trigger({ kind: 'add', payload: cartAddBody(input) });
        toast(CART_MESSAGES.added, { onGoToCart: () => navigate('/sepet') });
        return cart;
      } finally {
        setAdding(null);
      }
    },
    [trigger, navigate, toast],
  );

  return { add, adding };
}
