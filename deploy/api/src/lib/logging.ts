/**
 * Structured JSON logs: Fastify's pino logger with a request id on
 * every request line (`reqId`: the incoming X-Request-Id when sane, else a UUID; echoed back by
 * lib/security.ts), and nothing secret in any line: authorization and cookie headers, password
 * fields, card fields, the bank's hashes and tokens are censored wherever a log call puts them
 * (up to three levels deep), secret query parameters are masked in logged URLs, and a failed
 * query's bound parameters (drizzle puts them in the error's message) are dropped from errors.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { REQUEST_ID_RE } from './security';

/** What replaces a censored value. */
export const CENSORED = '[gizli]';

/**
 * Field names never written to a log: headers, the account's password fields (spec names), the
 * card fields of the bank's form (GATEWAY_CARD_FIELDS) and their usual spellings, the bank's
 * secrets and hashes, tokens.
 */
export const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'sifre',
  'sifreTekrar',
  'mevcutSifre',
  'yeniSifre',
  'yeniSifreTekrar',
  'password',
  'token',
  'recaptchaToken',
  'Pan',
  'pan',
  'kartNo',
  'cardNumber',
  'Cvv2',
  'cvv',
  'cvv2',
  'Expiry',
  'CardHolderName',
  'MerchantPass',
  'merchantPass',
  'Hash',
  'ResponseHash',
] as const;

/** Query parameters masked in a logged URL (matched case-insensitively). */
const SECRET_QUERY_RE = /^(token|sifre|password|kod|code|hash|pan|cvv2?)$/i;

/** pino redact paths for every key of {@link SECRET_KEYS} at depth 0 to 3. */
export function redactPaths(keys: readonly string[] = SECRET_KEYS): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const leaf = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    const join = (prefix: string) => (leaf.startsWith('[') ? `${prefix}${leaf}` : `${prefix}.${leaf}`);
    out.push(leaf.startsWith('[') ? leaf : key, join('*'), join('*.*'), join('*.*.*'));
  }
  return out;
}

/** A URL with the values of secret query parameters replaced by {@link CENSORED}. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...new Set(params.keys())]) {
    if (SECRET_QUERY_RE.test(key)) {
      params.set(key, CENSORED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Drizzle's "Failed query: …\nparams: …" without the bound parameters (passwords, hashes, e-mails). */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, `\nparams: ${CENSORED}`);
}

/** A logged error: pino's standard fields plus the SQLSTATE details, never a query's parameters. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Error serializer: the standard fields, with a failed query's parameters censored (also in its causes). */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: '', stack: '' };
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown };
  const out: LoggedError = {
    type: (e.constructor as { name?: string } | undefined)?.name ?? 'Error',
    message: withoutParams(typeof e.message === 'string' ? e.message : ''),
    stack: withoutParams(typeof e.stack === 'string' ? e.stack : ''),
  };
  for (const key of ['code', 'statusCode', 'severity', 'constraint', 'routine'] as const) if (e[key] !== undefined) out[key] = e[key];
  if (typeof e.query === 'string') out.query = e.query;
  if (e.cause && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** The request id: a sane incoming X-Request-Id, else a fresh UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}

/** The `logger` option of buildApp: off, on (info), or a level, optionally with a stream (tests capture lines). */
export type LoggerOption = boolean | { level?: string; stream?: NodeJS.WritableStream };

/**
 * The server's logging from the environment: LOG_LEVEL (pino level, or 'silent' for none) wins;
 * else API_LOG=1 or NODE_ENV=production log requests at 'info'; else only warnings and errors.
 */
export function loggerFromEnv(env: NodeJS.ProcessEnv): LoggerOption {
  const level = env.LOG_LEVEL?.trim();
  if (level) return level === 'silent' ? false : { level };
  return { level: env.API_LOG === '1' || env.NODE_ENV === 'production' ? 'info' : 'warn' };
}

/** Fastify's logger options: JSON lines at the given level with redaction and safe serializers; false when off. */
export function loggerOptions(option: LoggerOption | undefined): FastifyServerOptions['logger'] {
  if (!option) return false;
  const base = option === true ? { level: 'info' } : { level: option.level ?? 'info', ...(option.stream ? { stream: option.stream } : {}) };
  return {
    ...base,
    redact: { paths: redactPaths(), censor: CENSORED },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: safeUrl(req.url ?? ''),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      err: (err: unknown) => serializeError(err),
    },
  };
}
