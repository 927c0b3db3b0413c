/** What every route module receives from buildApp. */
import type { SiteSettings } from '@skiclub/shared/schemas';
import type { Database } from './db';
import type { Auth } from './lib/auth';
import type { MailQueue } from './lib/mail';
import type { PayForConfig } from './lib/payfor';
import type { SmsSender } from './lib/sms';
import type { Storage } from './lib/storage';
import type { HumanVerifier, TokenIssuer } from './lib/verifier';
import type { ExchangeRatesService } from './services/exchange-rates';
import type { PayableSources } from './services/payment';
import type { WeatherService } from './services/weather';

export interface AppContext {
  db: Database;
  /** Root data folder (PGlite, outboxes; uploads only with the local storage). */
  dataDir: string;
  /** DATA_DIR/uploads: the local storage's folder (unused when `storage` is S3). */
  uploadsDir: string;
  /**
   * Where uploads live (lib/storage.ts): the local folder `uploadsDir` by default, an
   * S3-compatible bucket with S3_BUCKET. Every upload write, read and delete goes through it.
   */
  storage: Storage;
  auth: Auth;
  verifier: HumanVerifier;
  /** Present when the verifier can issue local tokens (GET /api/dogrulama/token). */
  issuer: TokenIssuer | null;
  /**
   * Limits of the sign-in and sign-up routes: `max` per client address and route, `accountMax`
   * sign-in attempts per account, both per `timeWindowMs`.
   */
  rateLimit: RateLimitSettings;
  /** Outgoing mail: background sending with retries (never fails a request). */
  mail: MailQueue;
  /** Outgoing SMS (phone confirmation codes). */
  sms: SmsSender;
  /** The site's public address for links in mails (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The bank gateway's merchant settings (PAYFOR_*); the merchant password stays server-side. */
  payfor: PayForConfig;
  /** What can be paid by card, by source ('kamp' camp registrations, 'shop' orders). */
  paymentSources: PayableSources;
  /** The club's social network pages for the footer (GET /api/site/ayarlar); null = not set. */
  siteSettings: SiteSettings;
  /** Weather of the domestic centres (GET /api/hava): cached, with the last good answer on failure. */
  weather: WeatherService;
  /**
   * TL → euro/USD rates of the accommodation options (POST /api/doviz/cevir and option saves):
   * TCMB's daily file (EXCHANGE_RATES_URL) or the local demo rates, kept in doviz_kurlari for the day.
   */
  exchangeRates: ExchangeRatesService;
}

/** See {@link AppContext.rateLimit}. */
export interface RateLimitSettings {
  max: number;
  accountMax: number;
  timeWindowMs: number;
}
