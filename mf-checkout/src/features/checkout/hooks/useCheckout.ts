/**
 * State of /odeme (member spec §2 Checkout, §4 checkout flow, §5, §8): the cart, the prefill from
 * the stored user and profile, the complete-payment rule, and the flow 'create the order → reload
 * the cart → start the card payment → hidden form to the bank after 1 s'. Needs antd's `<App>`
 * above it (shell or dev harness).
 */
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApi, useCartQuery } from '@skiclub/shared/api';
import { failureMessage, isAppError } from '@skiclub/shared/errors';
import { normalizePhone, paymentCardSchema, usePaymentStart, type PaymentStartController } from '@skiclub/shared/payment';
import { isCartValid, ORDER_MESSAGES, profileSchema, type Cart, type OrderCreated } from '@skiclub/shared/schemas';
import { useCurrentUser } from '@skiclub/shared/session';
import { useSuccessToast } from '@skiclub/shared/ui';
import { createOrder } from '../../orders/api/orders';
import {
  billingFieldErrors,
  buildOrderPayload,
  canCompletePayment,
  isCheckoutFormComplete,
  CATALOG_PATH,
  EMPTY_CART_REDIRECT_MS,
  type CheckoutValues,
} from './checkoutRules';

/** GET /api/hesap/profil: the phone (gsm) and name for the prefill. */
export const PROFILE_URL = '/api/hesap/profil';

/** A refused order or payment, shown above the form (the form keeps every value). */
export interface CheckoutError {
  message: string;
  /** Per-product stock messages (409) and fields the form does not show. */
  fieldErrors: Record<string, string>;
}

/** What {@link useCheckout} gives the checkout screen. */
export interface CheckoutController {
  form: FormInstance<CheckoutValues>;
  cart: Cart | undefined;
  /** First cart load in progress. */
  loading: boolean;
  /** The cart could not be read ('Sepet yüklenirken hata oluştu' or the status default). */
  loadError: string | null;
  reloadCart: () => void;
  /** The cart is loaded, empty and no order was just created: the page goes to /urunler in 2 s. */
  emptyCart: boolean;
  /** The cart has a withdrawn product or a line above its stock (member spec §4). */
  invalidCart: boolean;
  /** Every rule of member spec §5 holds and the cart is valid. */
  canPay: boolean;
  /** Creating the order or starting the payment. */
  busy: boolean;
  /** The order made by this visit (kept so a payment that could not start is retried for it). */
  created: OrderCreated | null;
  /** The cart as it was when the order was made (its summary stays on screen). */
  orderedCart: Cart | null;
  error: CheckoutError | null;
  dismissError: () => void;
  payment: PaymentStartController;
  /** Validates the form, then creates the order (once) and starts the payment. */
  submit: () => Promise<void>;
}

/** Wires /odeme. */
export function useCheckout(): CheckoutController {
  const [form] = Form.useForm<CheckoutValues>();
  const values = Form.useWatch([], { form, preserve: true }) as Partial<CheckoutValues> | undefined;
  const { data: cart, error: cartError, isLoading, mutate } = useCartQuery();
  const payment = usePaymentStart();
  const toast = useSuccessToast();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<OrderCreated | null>(null);
  const [orderedCart, setOrderedCart] = useState<Cart | null>(null);
  const [error, setError] = useState<CheckoutError | null>(null);

  const emptyCart = !!cart && cart.sepetOgeleri.length === 0 && !created;
  useEffect(() => {
    if (!emptyCart) return undefined;
    const timer = window.setTimeout(() => navigate(CATALOG_PATH, { replace: true }), EMPTY_CART_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [emptyCart, navigate]);

  const submit = useCallback(async () => {
    let checked: CheckoutValues;
    try {
      checked = await form.validateFields();
    } catch {
      return;
    }
    setError(null);
    let order = created;
    if (!order) {
      setCreating(true);
      try {
        order = await createOrder(buildOrderPayload(checked));
      } catch (e) {
        const message = failureMessage(e, 'orderCreate');
        const fieldErrors = isAppError(e) ? e.fieldErrors : {};
        const onForm = billingFieldErrors(fieldErrors);
        if (onForm.length) form.setFields(onForm);
        const shown = new Set(onForm.map((f) => f.errors[0]));
        setError({ message, fieldErrors: Object.fromEntries(Object.entries(fieldErrors).filter(([, m]) => m !== message && !shown.has(m))) });
        // Stock or availability changed: show the cart as the server sees it now.
        if (isAppError(e) && (e.status === 409 || e.status === 422)) void mutate();
        return;
      } finally {
        setCreating(false);
      }
      setOrderedCart(cart ?? null);
      setCreated(order);
      toast(ORDER_MESSAGES.created);
      // The server emptied the cart (member spec §4: order created, cart reloaded).
      void mutate();
    }
    const card = paymentCardSchema.parse({ CardHolderName: checked.CardHolderName, Pan: checked.Pan, Expiry: checked.Expiry, Cvv2: checked.Cvv2 });
    await payment.start({ OrderId: order.siparisId, PurchAmount: order.toplamTutar, Kaynak: 'shop' }, card);
  }, [form, created, cart, mutate, toast, payment]);

  return {
    form,
    cart,
    loading: isLoading && !cart,
    loadError: cartError && !cart ? failureMessage(cartError, 'cartLoad') : null,
    reloadCart: () => void mutate(),
    emptyCart,
    invalidCart: !!cart && cart.sepetOgeleri.length > 0 && !created && !isCartValid(cart),
    // Once the order exists the cart is empty: a payment retry needs only the form's rules.
    canPay: created ? isCheckoutFormComplete(values ?? {}) : canCompletePayment(values ?? {}, cart),
    busy: creating || payment.phase === 'starting' || payment.phase === 'opening',
    created,
    orderedCart,
    error,
    dismissError: () => setError(null),
    payment,
    submit,
  };
}

/**
 * Prefill of /odeme (member spec §2): ad, soyad and email from the stored user, then the phone
 * (gsm) and any still empty name or e-mail field from GET /api/hesap/profil (a failed profile
 * read is ignored). A field the shopper already typed in is left alone. Call it from inside the
 * checkout's `<Form>` (the form must be mounted).
 */
export function useBillingPrefill(form: FormInstance<CheckoutValues>): void {
  const user = useCurrentUser();
  const { data: profile } = useApi(user ? PROFILE_URL : null, profileSchema);
  const done = useRef({ user: false, profile: false });
  useEffect(() => {
    const fill = (name: 'ad' | 'soyad' | 'email' | 'telefon', value: string | undefined) => {
      if (value && !form.isFieldTouched(name) && !form.getFieldValue(name)) form.setFieldValue(name, value);
    };
    if (user && !done.current.user) {
      done.current.user = true;
      fill('ad', user.ad);
      fill('soyad', user.soyad);
      fill('email', user.email);
    }
    if (profile && !done.current.profile) {
      done.current.profile = true;
      fill('ad', profile.ad);
      fill('soyad', profile.soyad);
      fill('email', profile.email);
      fill('telefon', normalizePhone(profile.gsm));
    }
  }, [form, user, profile]);
}
