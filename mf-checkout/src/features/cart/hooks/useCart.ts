/**
 * Cart state of /sepet (member spec §2, §5, §8): loads GET /api/sepet with SWR, applies the
 * quantity rules, asks before removing or clearing, and replaces the cached cart with the
 * server's answer after each change. Needs antd's `<App>` above it (shell or dev harness).
 */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { errorMessageOr, isAppError, type AppError } from '@skiclub/shared/errors';
import { CART_MESSAGES, type Cart, type CartItem } from '@skiclub/shared/schemas';
import { useSuccessToast } from '@skiclub/shared/ui';
import { CART_URL, clearCart, fetchCart, removeCartItem, updateCartItem } from '../api/cartApi';
import { CART_CONFIRM, planDecrease, planIncrease, planTypedQuantity, proceedDecision, type QuantityPlan } from './cartRules';

/** A failed change, shown in the error banner with 'Tekrar Dene'. */
export interface CartActionError {
  message: string;
  fieldErrors: Record<string, string>;
  /** Repeats the failed call. */
  retry: () => void;
}

/** What {@link useCart} gives the cart screen. */
export interface CartController {
  cart: Cart | undefined;
  /** First load in progress. */
  loading: boolean;
  /** Load failure message ('Sepet yüklenirken hata oluştu' or the API's). */
  loadError: string | null;
  reload: () => void;
  /** Id of the line being changed, 'clear' while clearing, else null. */
  pendingKey: string | null;
  actionError: CartActionError | null;
  dismissActionError: () => void;
  /** Message under the summary after an invalid proceed attempt. */
  proceedError: string | null;
  increase: (item: CartItem) => void;
  decrease: (item: CartItem) => void;
  /** Applies a typed quantity; resolves when the call (if any) is over. */
  setQuantity: (item: CartItem, value: number | string | null) => Promise<void>;
  remove: (item: CartItem) => void;
  clear: () => void;
  proceed: () => void;
}

/** Loads the cart and wires every cart action of member spec §5. */
export function useCart(): CartController {
  const { data, error, isLoading, mutate } = useSWR<Cart, AppError>(CART_URL, fetchCart, { shouldRetryOnError: false });
  const toast = useSuccessToast();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [actionError, setActionError] = useState<CartActionError | null>(null);
  const [proceedError, setProceedError] = useState<string | null>(null);

  // A plain function (not memoised) so a failure's 'Tekrar Dene' can call it again.
  async function run(key: string, call: () => Promise<Cart>, success: string, fallback: string): Promise<void> {
    setPendingKey(key);
    setActionError(null);
    setProceedError(null);
    try {
      const next = await call();
      await mutate(next, { revalidate: false });
      toast(success);
    } catch (e) {
      const text = errorMessageOr(e, fallback);
      // Field messages that only repeat the main message are not listed twice.
      const fieldErrors = isAppError(e) ? Object.fromEntries(Object.entries(e.fieldErrors).filter(([, m]) => m !== text)) : {};
      setActionError({
        message: text,
        fieldErrors,
        retry: () => void run(key, call, success, fallback),
      });
      // Re-read the cart so what is shown matches the server after a refusal.
      void mutate();
    } finally {
      setPendingKey(null);
    }
  }

  const confirm = useCallback(
    (content: string, okText: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: 'Onay',
          content,
          okText,
          cancelText: 'Vazgeç',
          okButtonProps: { danger: true },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );

  const remove = (item: CartItem) => {
    void confirm(CART_CONFIRM.remove, 'Çıkar').then((yes) => {
      if (yes) return run(item.id, () => removeCartItem(item.id), CART_MESSAGES.removed, CART_MESSAGES.removeFailed);
    });
  };

  const apply = async (item: CartItem, plan: QuantityPlan): Promise<void> => {
    if (plan.kind === 'blocked') void message.warning(plan.message);
    else if (plan.kind === 'remove') remove(item);
    else if (plan.kind === 'update') {
      const miktar = plan.miktar;
      await run(item.id, () => updateCartItem({ id: item.id, miktar }), CART_MESSAGES.updated, CART_MESSAGES.updateFailed);
    }
  };

  return {
    cart: data,
    loading: isLoading && !data,
    loadError: error && !data ? errorMessageOr(error, CART_MESSAGES.loadFailed) : null,
    reload: () => void mutate(),
    pendingKey,
    actionError,
    dismissActionError: () => setActionError(null),
    proceedError,
    increase: (item) => void apply(item, planIncrease(item)),
    decrease: (item) => void apply(item, planDecrease(item)),
    setQuantity: (item, value) => apply(item, planTypedQuantity(item, value)),
    remove,
    clear: () => {
      void confirm(CART_CONFIRM.clear, 'Temizle').then((yes) => {
        if (yes) return run('clear', clearCart, CART_MESSAGES.cleared, CART_MESSAGES.clearFailed);
      });
    },
    proceed: () => {
      if (!data) return;
      const decision = proceedDecision(data);
      if (decision.ok) {
        setProceedError(null);
        navigate(decision.to);
      } else setProceedError(decision.message);
    },
  };
}
