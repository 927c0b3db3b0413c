import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CART_MESSAGES } from '@skiclub/shared/schemas';
import { useSuccessToast } from '@skiclub/shared/ui';
import { CART_KEY, addToCart, type AddToCartInput } from '../api/addToCart';

/**
 * Adds to the cart and confirms with the toast 'Ürün sepete eklendi!' and its 'Sepete Git'
 * button (member spec §8). `add` rejects with the API error so each screen decides how to show
 * it (the detail page shows it, the home page swallows it). `adding` holds the product id being
 * added, or null.
 */
export function useAddToCart() {
  const toast = useSuccessToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [adding, setAdding] = useState<string | null>(null);

  const add = useCallback(
    async (input: AddToCartInput) => {
      setAdding(input.urunId);
      try {
        const cart = await addToCart(input);
        // Anyone showing the cart (header count, /sepet) sees the new content at once.
        await mutate(CART_KEY, cart, { revalidate: false });
        toast(CART_MESSAGES.added, { onGoToCart: () => navigate('/sepet') });
        return cart;
      } finally {
        setAdding(null);
      }
    },
    [mutate, navigate, toast],
  );

  return { add, adding };
}
