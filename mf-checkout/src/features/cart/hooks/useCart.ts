/**
 * Cart state of /sepet (member spec §2, §5, §8): reads the shared cart query
 * (`@skiclub/shared/api`, the same one catalog's 'Sepete Ekle' writes), applies the quantity
 * rules, asks before removing or clearing, and saves each change with the shared cart mutation,
 * whose answer becomes the cached cart. Needs antd's `<App>` above it (shell or dev harness).
 */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCartMutation, useCartQuery, type CartChange } from '@skiclub/shared/api';
import { extraFieldErrors, failureMessage, type Operation } from '@skiclub/shared/errors';
import { CART_MESSAGES, type Cart, type CartItem } from '@skiclub/shared/schemas';
import { useSuccessToast } from '@skiclub/shared/ui';
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
  /**
   * Load failure message: the API's, else the status default ('Hizmet geçici olarak
   * kullanılamıyor.' for 503 …), else 'Sepet yüklenirken hata oluştu' (shared 'load' rule).
   */
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
  const { data, error, isLoading, mutate } = useCartQuery();
  const { trigger } = useCartMutation();
  const toast = useSuccessToast();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [actionError, setActionError] = useState<CartActionError | null>(null);
  const [proceedError, setProceedError] = useState<string | null>(null);

  // A plain function (not memoised) so a failure's 'Tekrar Dene' can call it again.
  async function run(key: string, change: CartChange, success: string, operation: Operation): Promise<void> {
    setPendingKey(key);
    setActionError(null);
    setProceedError(null);
    try {
      // The answer becomes the cached cart (useCartMutation populates the cache).
      await trigger(change);
      toast(success);
    } catch (e) {
      const text = failureMessage(e, operation);
      setActionError({
        message: text,
        // Field messages that only repeat the main message are not listed twice.
        fieldErrors: extraFieldErrors(e, text),
        retry: () => void run(key, change, success, operation),
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
      if (yes) return run(item.id, { kind: 'remove', id: item.id }, CART_MESSAGES.removed, 'cartRemove');
    });
  };

  const apply = async (item: CartItem, plan: QuantityPlan): Promise<void> => {
    if (plan.kind === 'blocked') void message.warning(plan.message);
    else if (plan.kind === 'remove') remove(item);
    else if (plan.kind === 'update') {
      await run(item.id, { kind: 'update', payload: { id: item.id, miktar: plan.miktar } }, CART_MESSAGES.updated, 'cartUpdate');
    }
  };

  return {
    cart: data,
    loading: isLoading && !data,
    loadError: error && !data ? failureMessage(error, 'cartLoad') : null,
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
        if (yes) return run('clear', { kind: 'clear' }, CART_MESSAGES.cleared, 'cartClear');
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
