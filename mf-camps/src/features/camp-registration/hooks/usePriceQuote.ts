import { useCallback, useEffect, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import type { PriceQuote } from '@skiclub/shared/schemas';
import { requestQuote } from '../api/registration';

/** Wait after the last change of camp, option or team code before asking for a price, in ms. */
export const QUOTE_DEBOUNCE_MS = 400;

/** Shown in the price box when no price could be read. */
export const QUOTE_FAILED = 'Fiyat hesaplanamadı. Lütfen tekrar deneyin.';

/** The price box's state. */
export interface PriceQuoteState {
  quote: PriceQuote | null;
  /** A quote is on its way (the last one stays shown meanwhile). */
  loading: boolean;
  /** Why no price could be read, else null. */
  error: string | null;
  /** Asks again now (after a refused team code at submit). */
  refresh: () => void;
}

/**
 * The live price of /kampa-kayit: POST /api/KampaKayit/fiyat {kampId,
 * konaklamaSecenegiId, ekipKodu?} {@link QUOTE_DEBOUNCE_MS} after the last change, nothing
 * until both ids are chosen. Answers to older requests are dropped. An invalid team code is not
 * an error: the quote carries its reason (ekipKoduMesaji).
 */
export function usePriceQuote(kampId: string | undefined, konaklamaSecenegiId: string | undefined, ekipKodu: string | null | undefined): PriceQuoteState {
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const code = ekipKodu?.trim() || null;

  useEffect(() => {
    if (!kampId || !konaklamaSecenegiId) {
      setQuote(null);
      setError(null);
      setLoading(false);
      return undefined;
    }
    let current = true;
    setLoading(true);
    const timer = window.setTimeout(() => {
      requestQuote({ kampId, konaklamaSecenegiId, ekipKodu: code }).then(
        (q) => {
          if (!current) return;
          setQuote(q);
          setError(null);
          setLoading(false);
        },
        (e: unknown) => {
          if (!current) return;
          setQuote(null);
          setError(errorMessageOr(e, QUOTE_FAILED, { statusDefaults: 'client' }));
          setLoading(false);
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [kampId, konaklamaSecenegiId, code, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { quote, loading, error, refresh };
}
