/**
 * Starting a card payment (member spec §4 camp payment and checkout flow, §7 POST
 * /api/odeme/baslat, §8 camp payment texts, §9 1 s delay): ask our API for the gateway form
 * (OrderId, PurchAmount, Kaynak only: never the card), say 'Ödeme sistemi açılıyor... Lütfen
 * bekleyin.', then after 1 s post the hidden form with the card to the bank. Source-agnostic:
 * Kaynak 'kamp' (camp fee) or 'shop' (order).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPost, parseAnswer, useApiMutation } from '@skiclub/shared/api';
import { failureMessage, isAppError, UNEXPECTED_MESSAGE } from '@skiclub/shared/errors';
import { PAYMENT_MESSAGES, paymentStartSchema, type PaymentSource, type PaymentStart } from '@skiclub/shared/schemas';
import { useSuccessToast } from '@skiclub/shared/ui';
import type { PaymentCard } from './card';
import { GATEWAY_SUBMIT_DELAY_MS, postToGateway } from './gateway';

/** POST path that prepares the gateway form. */
export const PAYMENT_START_URL = '/api/odeme/baslat';

/** What the browser tells our API about a payment: which order, how much (informative), whose. */
export interface PaymentOrder {
  /** Registration id (kamp) or order id (shop). */
  OrderId: string;
  /** Amount in TL as shown to the member; the server charges its own figure. */
  PurchAmount: number;
  Kaynak: PaymentSource;
}

/**
 * POST /api/odeme/baslat with exactly `{OrderId, PurchAmount, Kaynak}` (member spec §7) and the
 * answer checked with `paymentStartSchema`.
 * @throws AppError on an HTTP failure (404 not the member's, 409 already paid, 422 bad input …),
 *   no response, or a malformed answer
 */
export async function requestPaymentStart(order: PaymentOrder): Promise<PaymentStart> {
  const body: PaymentOrder = { OrderId: order.OrderId, PurchAmount: order.PurchAmount, Kaynak: order.Kaynak };
  return parseAnswer(paymentStartSchema, await apiPost<unknown>(PAYMENT_START_URL, body), PAYMENT_START_URL);
}

/**
 * The text for a payment that could not start (member spec §8): 404 'Ödeme bilgisi
 * bulunamadı!'; for a camp, 409 'Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme
 * yapılamaz.' and otherwise 'Ödeme başlatılamadı! Hata: <the catalogue's message>'; for the
 * shop, the shared 'Ödeme işlemi başlatılamadı' rule.
 */
export function paymentStartFailure(error: unknown, kaynak: PaymentSource): string {
  const status = isAppError(error) ? error.status : 0;
  if (status === 404) return PAYMENT_MESSAGES.notFound;
  if (kaynak === 'shop') return failureMessage(error, 'paymentStart');
  if (status === 409) return PAYMENT_MESSAGES.alreadyPaid;
  return PAYMENT_MESSAGES.startFailed(isAppError(error) ? error.message : UNEXPECTED_MESSAGE);
}

/** Where a payment start stands: nothing yet, asking our API, opening the bank's page, refused. */
export type PaymentStartPhase = 'idle' | 'starting' | 'opening' | 'failed';

/** Options of {@link usePaymentStart} (tests replace the post). */
export interface PaymentStartOptions {
  /** Delay before the post, in ms (default 1000, member spec §9). */
  delayMs?: number;
  /** Posts the hidden form (default {@link postToGateway}). */
  post?: typeof postToGateway;
}

/** What {@link usePaymentStart} gives a pay screen. */
export interface PaymentStartController {
  phase: PaymentStartPhase;
  /** The failure text of {@link paymentStartFailure} while `phase` is 'failed', else null. */
  error: string | null;
  /** The failed call's HTTP status (409 already paid, 404 …) while `phase` is 'failed', else null. */
  errorStatus: number | null;
  /**
   * Starts the payment of `order` with `card`. Resolves true once the gateway form is ready (the
   * post follows after the delay), false when the API refused; never rejects.
   */
  start: (order: PaymentOrder, card: PaymentCard) => Promise<boolean>;
  /** Back to 'idle' (e.g. when the card dialog closes); a pending post is cancelled. */
  reset: () => void;
}

/**
 * The pay flow of member spec §4: POST /api/odeme/baslat, then the toast 'Ödeme sistemi
 * açılıyor... Lütfen bekleyin.' and, after 1 s, the hidden form with the card posted to the
 * bank. The card stays in memory for that second only; leaving the page cancels the post. Needs
 * antd's `<App>` above it (shell or dev harness) for the toast.
 */
export function usePaymentStart(options: PaymentStartOptions = {}): PaymentStartController {
  const { delayMs = GATEWAY_SUBMIT_DELAY_MS, post = postToGateway } = options;
  const toast = useSuccessToast();
  const { trigger } = useApiMutation(PAYMENT_START_URL, requestPaymentStart);
  const [phase, setPhase] = useState<PaymentStartPhase>('idle');
  const [failure, setFailure] = useState<{ text: string; status: number | null } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    async (order: PaymentOrder, card: PaymentCard): Promise<boolean> => {
      cancel();
      setFailure(null);
      setPhase('starting');
      let form: PaymentStart;
      try {
        form = await trigger(order);
      } catch (e) {
        setFailure({ text: paymentStartFailure(e, order.Kaynak), status: isAppError(e) && e.status ? e.status : null });
        setPhase('failed');
        return false;
      }
      setPhase('opening');
      toast(PAYMENT_MESSAGES.opening);
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        try {
          post(form.gatewayUrl, form.alanlar, card);
        } catch (e) {
          setFailure({ text: PAYMENT_MESSAGES.startFailed(e instanceof Error ? e.message : UNEXPECTED_MESSAGE), status: null });
          setPhase('failed');
        }
      }, delayMs);
      return true;
    },
    [cancel, trigger, toast, post, delayMs],
  );

  const reset = useCallback(() => {
    cancel();
    setFailure(null);
    setPhase('idle');
  }, [cancel]);

  return { phase, error: failure?.text ?? null, errorStatus: failure?.status ?? null, start, reset };
}
