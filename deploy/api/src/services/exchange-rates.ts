/**
 * The day's TL exchange rates (admin spec §4, §7 TL conversion; lib/exchange-rates.ts for the
 * providers): kept in `doviz_kurlari`, one row per bulletin date. {@link ExchangeRatesService}
 * asks its provider once a (Turkish) day, and when the provider fails it answers the newest
 * stored bulletin marked `guncel: false`; with nothing stored it answers null (the route's 503).
 */
import { desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { dovizKurlari } from '../db/schema';
import { turkishDay, type DailyRates, type ExchangeRatesProvider } from '../lib/exchange-rates';

/** After a failure, how long the service waits before asking the provider again (ms; 1 minute). */
export const RATES_RETRY_MS = 60_000;

/** Rates as the service answers them: `guncel` false when the provider failed and stored ones are used. */
export interface RatesAnswer extends DailyRates {
  guncel: boolean;
}

/** Options of {@link ExchangeRatesService}. */
export interface ExchangeRatesOptions {
  /** Clock (ms). */
  now?: () => number;
  /** Wait after a failure before asking again (ms); default {@link RATES_RETRY_MS}. */
  retryMs?: number;
  /** Told about each provider failure (the app logs a warning). */
  onError?: (err: unknown) => void;
}

/**
 * The day's rates, stored in `doviz_kurlari` (one row per bulletin date). The provider is asked
 * at most once per Turkish calendar day (a row written today, `olusturma_tarihi`, counts, so a
 * restart does not ask again) and after a failure not before `retryMs`; concurrent callers share
 * one request.
 */
export class ExchangeRatesService {
  private readonly now: () => number;
  private readonly retryMs: number;
  private failedAt: number | null = null;
  private inFlight: Promise<RatesAnswer | null> | null = null;

  constructor(
    private readonly db: Database,
    private readonly provider: ExchangeRatesProvider,
    private readonly options: ExchangeRatesOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.retryMs = options.retryMs ?? RATES_RETRY_MS;
  }

  /**
   * Today's rates (`guncel: true`), or the newest stored ones (`guncel: false`) when the
   * provider fails; null when it fails and nothing is stored.
   */
  current(): Promise<RatesAnswer | null> {
    this.inFlight ??= this.resolve().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Midnight starting the current Turkish day, as a Date (rows fetched since then are today's). */
  private startOfToday(): Date {
    const day = turkishDay(new Date(this.now()));
    // Turkey is UTC+3 all year (no daylight saving since 2016).
    return new Date(`${day}T00:00:00+03:00`);
  }

  private async newest(since?: Date): Promise<DailyRates | null> {
    const [row] = await this.db
      .select({ tarih: dovizKurlari.tarih, euro: dovizKurlari.euroKuru, usd: dovizKurlari.usdKuru })
      .from(dovizKurlari)
      .where(since ? gte(dovizKurlari.olusturmaTarihi, since) : undefined)
      .orderBy(desc(dovizKurlari.tarih))
      .limit(1);
    return row ?? null;
  }

  private async resolve(): Promise<RatesAnswer | null> {
    const fetchedToday = await this.newest(this.startOfToday());
    if (fetchedToday) return { ...fetchedToday, guncel: true };
    if (this.failedAt === null || this.now() - this.failedAt >= this.retryMs) {
      try {
        const rates = await this.provider.latest();
        const at = new Date(this.now());
        await this.db
          .insert(dovizKurlari)
          .values({ tarih: rates.tarih, euroKuru: rates.euro, usdKuru: rates.usd, olusturmaTarihi: at })
          .onConflictDoUpdate({ target: dovizKurlari.tarih, set: { euroKuru: sql`excluded.euro_kuru`, usdKuru: sql`excluded.usd_kuru`, olusturmaTarihi: at } });
        this.failedAt = null;
        return { ...rates, guncel: true };
      } catch (err) {
        this.failedAt = this.now();
        this.options.onError?.(err);
      }
    }
    const stored = await this.newest();
    return stored ? { ...stored, guncel: false } : null;
  }
}
