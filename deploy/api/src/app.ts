/**
 * The API application (ARCHITECTURE.md "API"): Fastify with JWT auth, rate limits on
 * sign-in/sign-up (per address and per account), static uploads, zod schemas through
 * fastify-type-provider-zod, envelope error handling in Turkish and every route of README.md;
 * the admin routes live in one plugin whose hook checks the role (routes/admin).
 * `buildApp` does not listen, so tests drive it with `app.inject`.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fail, siteSettingsFromEnv, type SiteSettings } from '@skiclub/shared/schemas';
import type { AppContext, RateLimitSettings } from './context';
import type { Database } from './db';
import { createAuth, personalNoStore } from './lib/auth';
import { LocalDemoRatesProvider, TcmbRatesProvider, type ExchangeRatesProvider } from './lib/exchange-rates';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandlers, rejectNulCharacters } from './lib/errors';
import { loggerOptions, requestId, type LoggerOption } from './lib/logging';
import { registerOpenApi, withoutEmptyBodyType } from './lib/openapi';
import { registerSecurityHeaders, type HstsMode } from './lib/security';
import { emptyBodyAsObject, notFound, send, statusMessage } from './lib/http';
import { MailQueue, OutboxMailer, SmtpMailer, type Mailer } from './lib/mail';
import { payForConfigFromEnv, type PayForConfig } from './lib/payfor';
import { OutboxSmsSender, type SmsSender } from './lib/sms';
import { LocalStorage, isStorageKey, sendStored, type Storage } from './lib/storage';
import { LocalVerifier, type HumanVerifier, type TokenIssuer } from './lib/verifier';
import { registerAccountRoutes } from './routes/account';
import { registerAdminRoutes } from './routes/admin';
import type { AdminResource } from './routes/admin/crud';
import { registerCampRegistrationRoutes } from './routes/camp-registration';
import { registerCampRoutes } from './routes/camps';
import { registerCartRoutes } from './routes/cart';
import { registerCityRoutes } from './routes/cities';
import { registerGalleryRoutes } from './routes/galleries';
import { registerHealthRoutes } from './routes/health';
import { registerOrderRoutes } from './routes/orders';
import { registerPaymentRoutes } from './routes/payment';
import { registerProductRoutes } from './routes/products';
import { registerNewsRoutes } from './routes/news';
import { registerProfileRoutes } from './routes/profile';
import { registerReleaseRoutes } from './routes/releases';
import { registerSiteRoutes } from './routes/site';
import { registerWeatherRoutes } from './routes/weather';
import { startOrderReleaseTimer } from './services/orders';
import { ExchangeRatesService } from './services/exchange-rates';
import { defaultPayableSources, type PayableSources } from './services/payment';
import { userLoader } from './services/users';
import { LocalWeatherProvider, OpenMeteoProvider, WeatherService, type WeatherProvider } from './services/weather';
import { databaseUsedTokenStore } from './services/verification';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  db: Database;
  /** Data folder; with the local storage, uploads live in `dataDir/uploads`. */
  dataDir: string;
  /** Upload storage (lib/storage.ts); default the local folder `dataDir/uploads`. */
  storage?: Storage;
  /** JWT signing key (also the local human verifier's key unless `verifier` is given). */
  jwtSecret: string;
  /** Human verifier; default {@link LocalVerifier} with its used tokens in the database. */
  verifier?: HumanVerifier;
  /**
   * Structured JSON request logs (lib/logging.ts: request ids, secrets censored); default false,
   * `true` is level info; tests may pass `{ level, stream }` to read the JSON lines.
   */
  logger?: LoggerOption;
  /** Strict-Transport-Security: 'auto' (default, only for requests that came over TLS), 'always' or 'off'. */
  hsts?: HstsMode;
  /**
   * Limits of POST /api/hesap/giris and /api/hesap/kayit: `max` per client address and route,
   * `accountMax` sign-ins per account (default `max`); default 10 per 60 000 ms.
   */
  rateLimit?: { max: number; timeWindowMs: number; accountMax?: number };
  /**
   * Fastify `trustProxy`: whose X-Forwarded-For sets the client address; default 'loopback'
   * (the composition host, which overwrites the header with the real client address).
   */
  trustProxy?: boolean | string | string[];
  /** Admin CRUD-factory resources; default those of the registry `ADMIN_MODULES` (`ADMIN_RESOURCES`, routes/admin). */
  adminResources?: readonly AdminResource[];
  /**
   * Mail transport; default SMTP when `smtpUrl` is given, else the local outbox
   * (`dataDir/outbox/mail`: one .eml per message plus index.json).
   */
  mailer?: Mailer;
  /** SMTP server URL (SMTP_URL), e.g. smtp://user:pass@host:587; ignored when `mailer` is given. */
  smtpUrl?: string;
  /** Sender address (MAIL_FROM). */
  mailFrom?: string;
  /** Retry delays of failed mails in ms (default 5 s, 30 s, 2 min, 10 min, 30 min). */
  mailRetryDelaysMs?: readonly number[];
  /** SMS transport; default the local outbox `dataDir/outbox/sms/index.json`. */
  smsSender?: SmsSender;
  /** The site's address for links in mails (PUBLIC_URL); default {@link DEFAULT_PUBLIC_URL}. */
  publicUrl?: string;
  /**
   * Bank gateway settings (server.ts reads PAYFOR_* with `payForConfigFromEnv`); default the
   * local simulator's merchant with post-backs to `${publicUrl}/api/odeme/sonuc`.
   */
  payfor?: PayForConfig;
  /** What can be paid by card; default {@link defaultPayableSources} (camp registrations and shop orders). */
  paymentSources?: PayableSources;
  /**
   * The timer releasing orders unpaid for 30 minutes (services/orders.ts): every `intervalMs`
   * with the clock `now`. Default off (tests call `releaseStaleOrders` themselves); server.ts
   * turns it on with 60 000 ms. Stopped when the app closes.
   */
  orderRelease?: { intervalMs: number; now?: () => Date };
  /** The club's social network pages of GET /api/site/ayarlar (server.ts reads SOCIAL_*_URL); default none set. */
  siteSettings?: SiteSettings;
  /**
   * Weather of GET /api/hava (services/weather.ts): Open-Meteo at `baseUrl` (WEATHER_BASE_URL;
   * unset: the local stand-in LocalWeatherProvider) with a `timeoutMs` limit (default 3000), answers kept
   * `cacheMs` (default 30 minutes), the provider asked again `retryMs` after a failure (default
   * 60 000); `provider` replaces Open-Meteo, `now` the clock (ms).
   */
  weather?: { baseUrl?: string; timeoutMs?: number; cacheMs?: number; retryMs?: number; provider?: WeatherProvider; now?: () => number };
  /**
   * Daily TL rates of the accommodation options (lib/ and services/exchange-rates.ts): TCMB's today.xml at
   * `baseUrl` (default the EXCHANGE_RATES_URL environment variable, e.g. https://www.tcmb.gov.tr;
   * unset: the local stand-in LocalDemoRatesProvider with fixed demo rates) with a `timeoutMs`
   * limit (default 5000), asked once a day, again `retryMs` after a failure (default 60 000);
   * `provider` replaces TCMB, `now` the clock (ms).
   */
  exchangeRates?: { baseUrl?: string; timeoutMs?: number; retryMs?: number; provider?: ExchangeRatesProvider; now?: () => number };
}

/** CSP of uploaded files: an SVG's inline styles render, nothing runs, loads or frames it. */
export const UPLOADS_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The site's own address in development (the composition host). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** Mail and SMS outbox folders under a data folder. */
export function outboxDirs(dataDir: string): { mail: string; sms: string } {
  return { mail: join(resolve(dataDir), 'outbox', 'mail'), sms: join(resolve(dataDir), 'outbox', 'sms') };
}

/** Default limits of the account routes: 10 requests per minute per address and per account. */
export const DEFAULT_RATE_LIMIT = { max: 10, accountMax: 10, timeWindowMs: 60_000 } as const;

function isTokenIssuer(v: unknown): v is TokenIssuer {
  return !!v && typeof (v as TokenIssuer).issue === 'function';
}

/** TCMB when a rates address is given (option or EXCHANGE_RATES_URL), else the local demo rates. */
function ratesProvider(opts: BuildAppOptions['exchangeRates']): ExchangeRatesProvider {
  const baseUrl = opts?.baseUrl ?? (process.env.EXCHANGE_RATES_URL || undefined);
  return baseUrl ? new TcmbRatesProvider(baseUrl, opts?.timeoutMs) : new LocalDemoRatesProvider(opts?.now);
}

/** Cache lifetime of /uploads files (names are never reused; 7 days as before). */
const UPLOADS_CACHE = 'public, max-age=604800';

/** Local storage: /uploads/<key> served from the folder by @fastify/static (ETag, ranges). */
async function registerLocalUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    maxAge: '7d',
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      // An uploaded SVG opened directly runs no script and cannot be framed (helmet's headers stay).
      reply.header('Content-Security-Policy', UPLOADS_CSP);
    },
  });
}

/** S3 storage: GET/HEAD /uploads/<key> streamed from the store; 404 for an unknown or invalid key. */
function registerStoredUploads(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    const file = isStorageKey(key) ? await storage.get(key) : null;
    if (!file) throw notFound();
    reply.header('Content-Security-Policy', UPLOADS_CSP);
    return sendStored(request, reply, file, UPLOADS_CACHE);
  });
}

/**
 * Builds the Fastify app with every route registered and ready (`await app.ready()` done).
 * @returns the app; the caller listens (server.ts) or injects (tests) and closes it
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const dataDir = resolve(options.dataDir);
  const uploadsDir = join(dataDir, 'uploads');
  const storage = options.storage ?? new LocalStorage(uploadsDir);
  // With S3 nothing of the uploads touches the local disk.
  if (storage.kind === 'local') for (const sub of ['urun', 'galeri', 'kamp', 'profil', 'haber']) mkdirSync(join(uploadsDir, sub), { recursive: true });

  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Every request gets an id (the incoming X-Request-Id when sane): on each log line and echoed back.
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  installErrorHandlers(app);
  await registerSecurityHeaders(app, options.hsts);
  await registerOpenApi(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', withoutEmptyBodyType);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('preValidation', emptyBodyAsObject);
  app.addHook('onSend', personalNoStore);

  await app.register(fastifyJwt, { secret: options.jwtSecret, verify: { algorithms: ['HS256'] }, sign: { algorithm: 'HS256' } });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ ...fail(statusMessage(429)), statusCode: context.statusCode }),
  });
  if (storage.kind === 'local') await registerLocalUploads(app, uploadsDir);
  // S3: the API streams /uploads/<key> from the bucket, so the site keeps one origin (CSP
  // img-src 'self', cookies-free caching by nginx/CDN) and the bucket stays private.
  else registerStoredUploads(app, storage);

  const verifier = options.verifier ?? new LocalVerifier(options.jwtSecret, databaseUsedTokenStore(options.db));
  const limits = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const rateLimit: RateLimitSettings = { max: limits.max, accountMax: limits.accountMax ?? limits.max, timeWindowMs: limits.timeWindowMs };
  const outbox = outboxDirs(dataDir);
  const mailer = options.mailer ?? (options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.mailFrom) : new OutboxMailer(outbox.mail, options.mailFrom));
  const mail = new MailQueue(mailer, app.log, options.mailRetryDelaysMs);
  app.addHook('onClose', async () => mail.close());
  const publicUrl = (options.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
  const ctx: AppContext = {
    db: options.db,
    dataDir,
    uploadsDir,
    storage,
    auth: createAuth(app, userLoader(options.db)),
    verifier,
    issuer: isTokenIssuer(verifier) ? verifier : null,
    rateLimit,
    mail,
    sms: options.smsSender ?? new OutboxSmsSender(outbox.sms),
    publicUrl,
    payfor: options.payfor ?? payForConfigFromEnv({}, publicUrl, false),
    paymentSources: options.paymentSources ?? defaultPayableSources({ mail, publicUrl }),
    siteSettings: options.siteSettings ?? siteSettingsFromEnv({}),
    weather: new WeatherService(
      options.weather?.provider ??
        (options.weather?.baseUrl ? new OpenMeteoProvider(options.weather.baseUrl, options.weather.timeoutMs) : new LocalWeatherProvider(options.weather?.now)),
      {
        cacheMs: options.weather?.cacheMs,
        retryMs: options.weather?.retryMs,
        now: options.weather?.now,
        onError: (err) => app.log.warn({ err }, 'hava durumu alınamadı'),
      },
    ),
    exchangeRates: new ExchangeRatesService(options.db, options.exchangeRates?.provider ?? ratesProvider(options.exchangeRates), {
      retryMs: options.exchangeRates?.retryMs,
      now: options.exchangeRates?.now,
      onError: (err) => app.log.warn({ err }, 'döviz kurları alınamadı'),
    }),
  };
  if (options.orderRelease) {
    const stop = startOrderReleaseTimer(options.db, { ...options.orderRelease, log: app.log });
    app.addHook('onClose', async () => stop());
  }

  app.get('/api/saglik', async (_request, reply) => send(reply, { durum: 'ok' }));
  registerHealthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  await registerProfileRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerCityRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerCampRoutes(app, ctx);
  registerCampRegistrationRoutes(app, ctx);
  await registerPaymentRoutes(app, ctx);
  registerGalleryRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerWeatherRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  await registerAdminRoutes(app, ctx, options.adminResources);
  await registerReleaseRoutes(app, ctx);

  await app.ready();
  return app;
}
