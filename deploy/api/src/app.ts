/**
 * The API application (ARCHITECTURE.md "API"): Fastify with JWT auth, per-IP rate limits on
 * sign-in/sign-up, static uploads, envelope error handling and every route of README.md.
 * `buildApp` does not listen, so tests drive it with `app.inject`.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fail } from '@skiclub/shared/schemas';
import type { AppContext } from './context';
import type { Database } from './db';
import { createAuth } from './lib/auth';
import { installErrorHandlers } from './lib/errors';
import { send, statusMessage } from './lib/http';
import { LocalVerifier, type HumanVerifier, type TokenIssuer } from './lib/verifier';
import { registerAccountRoutes } from './routes/account';
import { registerCampRoutes } from './routes/camps';
import { registerCartRoutes } from './routes/cart';
import { registerCountryRoutes } from './routes/countries';
import { registerGalleryRoutes } from './routes/galleries';
import { registerProductRoutes } from './routes/products';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  db: Database;
  /** Data folder; uploads are served from `dataDir/uploads`. */
  dataDir: string;
  /** JWT signing key (also the local human verifier's key unless `verifier` is given). */
  jwtSecret: string;
  /** Human verifier; default {@link LocalVerifier}. */
  verifier?: HumanVerifier;
  /** Fastify request logging (default false). */
  logger?: boolean;
  /** Per-IP limit of POST /api/hesap/giris and /api/hesap/kayit; default 10 per 60 000 ms. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Fastify `trustProxy` (X-Forwarded-For from the composition host); default 'loopback'. */
  trustProxy?: boolean | string | string[];
}

/** Default per-IP limit of the account routes: 10 requests per minute. */
export const DEFAULT_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 } as const;

function isTokenIssuer(v: unknown): v is TokenIssuer {
  return !!v && typeof (v as TokenIssuer).issue === 'function';
}

/**
 * Builds the Fastify app with every route registered and ready (`await app.ready()` done).
 * @returns the app; the caller listens (server.ts) or injects (tests) and closes it
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const dataDir = resolve(options.dataDir);
  const uploadsDir = join(dataDir, 'uploads');
  for (const sub of ['urun', 'galeri', 'kamp']) mkdirSync(join(uploadsDir, sub), { recursive: true });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
  });

  installErrorHandlers(app);

  await app.register(fastifyJwt, { secret: options.jwtSecret, verify: { algorithms: ['HS256'] }, sign: { algorithm: 'HS256' } });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ ...fail(statusMessage(429)), statusCode: context.statusCode }),
  });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    maxAge: '7d',
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });

  const verifier = options.verifier ?? new LocalVerifier(options.jwtSecret);
  const ctx: AppContext = {
    db: options.db,
    dataDir,
    uploadsDir,
    auth: createAuth(app, options.db),
    verifier,
    issuer: isTokenIssuer(verifier) ? verifier : null,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
  };

  app.get('/api/saglik', async (_request, reply) => send(reply, { durum: 'ok' }));
  registerAccountRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerCampRoutes(app, ctx);
  registerGalleryRoutes(app, ctx);
  registerCountryRoutes(app, ctx);

  await app.ready();
  return app;
}
