/**
 * API server entry (README.md "Environment"): reads the environment, opens the database, runs
 * the committed migrations, seeds demo data on first start, listens and shuts down cleanly on
 * SIGINT/SIGTERM. `startServer()` is exported for the composition host.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { storeFromEnv } from '@skiclub/release';
import { siteSettingsFromEnv } from '@skiclub/shared/schemas';
import { DEFAULT_PUBLIC_URL, DEFAULT_RATE_LIMIT, buildApp } from './app';
import { openDatabase } from './db';
import { seedDatabase, writeSeedImages } from './db/seed';
import { loggerFromEnv, type LoggerOption } from './lib/logging';
import { payForConfigFromEnv } from './lib/payfor';
import { hstsModeFromEnv } from './lib/security';
import { storageFromEnv, type Storage } from './lib/storage';
import { releaseSettings } from './services/releases';
import { RecaptchaVerifier } from './lib/verifier';

import { PACKAGE_DIR } from './paths';

/** deploy/api (the package folder). */
export { PACKAGE_DIR };

/** Options of {@link startServer}; each falls back to the environment, then the default. */
export interface StartOptions {
  /** Listen port; env PORT, default 4000. 0 picks a free port. */
  port?: number;
  /** Listen address; env HOST, default 127.0.0.1. */
  host?: string;
  /** Data folder; env DATA_DIR, default deploy/api/.data. */
  dataDir?: string;
  /** PostgreSQL URL; env DATABASE_URL, default embedded PGlite in DATA_DIR/pglite. */
  databaseUrl?: string;
  /**
   * JSON logs (lib/logging.ts); default from the environment with `loggerFromEnv`: LOG_LEVEL, else
   * 'info' with API_LOG=1 or in production, else warnings and errors only. One start-up line is always printed.
   */
  logger?: LoggerOption;
  /** Install SIGINT/SIGTERM handlers that close the server (default true). */
  handleSignals?: boolean;
}

/** A running server. */
export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port */
  url: string;
  /** Stops listening and closes the database. Safe to call twice. */
  close: () => Promise<void>;
}

/** A positive integer from the environment, else the default. */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** TRUST_PROXY: 'true', 'false', or a comma-separated list of addresses/CIDRs; default 'loopback'. */
function trustProxyFromEnv(value: string | undefined): boolean | string | string[] {
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

/** Start-up error when production or scale mode has no JWT_SECRET. */
export const JWT_SECRET_REQUIRED =
  'JWT_SECRET gerekli (en az 32 karakter): üretimde (NODE_ENV=production) ve S3 depolamayla (S3_BUCKET) her API kopyası aynı anahtarı kullanmalıdır.';

/**
 * JWT_SECRET, else (one machine, development) a random secret kept in DATA_DIR/jwt-secret (mode 600).
 * @param shared true in production or scale mode: replicas must share the key and keep nothing
 *   on local disk, so the file fall-back is refused
 * @throws Error {@link JWT_SECRET_REQUIRED} when `shared` and JWT_SECRET is missing or shorter than 32
 */
export function jwtSecretFor(dataDir: string, env: NodeJS.ProcessEnv, shared: boolean): string {
  const fromEnv = env.JWT_SECRET?.trim();
  if (shared && (!fromEnv || fromEnv.length < 32)) throw new Error(JWT_SECRET_REQUIRED);
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Starts the API: database, migrations, first-start seed, listen. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? Number(process.env.PORT ?? 4000);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? join(PACKAGE_DIR, '.data'));
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const publicUrl = process.env.PUBLIC_URL || DEFAULT_PUBLIC_URL;
  // Before opening anything: production refuses to start without the bank's real settings.
  const payfor = payForConfigFromEnv(process.env, publicUrl, process.env.NODE_ENV === 'production');
  // Scale mode (S3 uploads) or production: no key of its own on local disk (README.md "Deploying beyond one machine").
  const storage: Storage = await storageFromEnv(process.env, join(dataDir, 'uploads'));
  const jwtSecret = jwtSecretFor(dataDir, process.env, storage.kind === 's3' || process.env.NODE_ENV === 'production');
  // One machine: the PGlite folder and the uploads live in DATA_DIR (a fresh folder is fine).
  if (!databaseUrl || storage.kind === 'local') mkdirSync(dataDir, { recursive: true });

  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  let app: FastifyInstance | undefined;
  let releaseStore: Awaited<ReturnType<typeof storeFromEnv>> | undefined;
  try {
    await database.migrate();
    // The release store: its state in PostgreSQL beside everything else when DATABASE_URL is set,
    // its version files in the S3 bucket with S3_BUCKET, so every replica shares both; the host's
    // data folder otherwise.
    releaseStore = await storeFromEnv({ dataDir: releaseSettings().dataDir, env: { ...process.env, DATABASE_URL: databaseUrl }, log: (line) => console.log(`[yayın] ${line}`) });
    await writeSeedImages(storage);
    const seeded = await seedDatabase(database.db);

    const verifier = process.env.RECAPTCHA_SECRET ? new RecaptchaVerifier(process.env.RECAPTCHA_SECRET) : undefined;
    app = await buildApp({
      db: database.db,
      dataDir,
      storage,
      jwtSecret,
      verifier,
      logger: options.logger ?? loggerFromEnv(process.env),
      // HSTS=always behind a TLS terminator that sends no X-Forwarded-Proto; HSTS=off never.
      hsts: hstsModeFromEnv(process.env.HSTS),
      rateLimit: {
        max: positiveInt(process.env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.max),
        accountMax: positiveInt(process.env.RATE_LIMIT_ACCOUNT_MAX, DEFAULT_RATE_LIMIT.accountMax),
        timeWindowMs: positiveInt(process.env.RATE_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMIT.timeWindowMs),
      },
      trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY),
      smtpUrl: process.env.SMTP_URL || undefined,
      mailFrom: process.env.MAIL_FROM || undefined,
      publicUrl,
      payfor,
      // Orders unpaid for 30 minutes give their stock back (checked every minute).
      orderRelease: { intervalMs: 60_000 },
      // Open-Meteo's address; a stand-in (tests, offline demos) may be set instead.
      weather: { baseUrl: process.env.WEATHER_BASE_URL || undefined },
      // The club's social network pages of the footer (SOCIAL_INSTAGRAM_URL, _FACEBOOK_, _YOUTUBE_).
      siteSettings: siteSettingsFromEnv(process.env),
      exchangeRates: { baseUrl: process.env.EXCHANGE_RATES_URL || undefined },
    });
    await app.listen({ port, host });
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
    console.log(`API ${url} (veritabanı: ${database.kind}${seeded ? ', örnek veriler yüklendi' : ''}, veri klasörü: ${dataDir}, yüklemeler: ${storage.kind === 's3' ? 'S3' : 'yerel klasör'}, yayınlar: ${releaseStore.state === 'postgres' ? 'PostgreSQL' : 'dosyalar'} + ${releaseStore.files === 's3' ? 'S3' : 'yerel klasör'})`);

    let closing: Promise<void> | undefined;
    const running = app;
    const close = () =>
      (closing ??= (async () => {
        await running.close();
        await releaseStore?.close();
        await database.close();
      })());

    if (options.handleSignals ?? true) {
      const onSignal = (signal: NodeJS.Signals) => {
        console.log(`API kapatılıyor (${signal})`);
        close().then(
          () => process.exit(0),
          (err: unknown) => {
            console.error(err);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
    }
    return { app: running, url, close };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await releaseStore?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw err;
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  startServer().catch((err: unknown) => {
    console.error('API başlatılamadı:', err);
    process.exit(1);
  });
}
