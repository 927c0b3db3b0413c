/**
 * Global error and not-found handlers (member spec §8): every failure is an envelope with a
 * Turkish message. Schema validation (fastify-type-provider-zod) becomes 422 with the schema's
 * own field messages; Fastify's own errors (broken JSON, bad URL, unsupported content type, body
 * too large) get the catalogue's texts, never Fastify's English ones nor the URL; PostgreSQL
 * constraint and data errors become 409/422. Bad input is never a 500 and no stack trace ever
 * leaves the server: the 500 body is always the catalogue's text (the error goes to the log,
 * whose serializer drops a failed query's parameters, lib/logging.ts).
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_CSP, PERMISSIONS_POLICY, setBaseSecurityHeaders } from './security';
import { fail } from '@skiclub/shared/schemas';
import {
  ApiError,
  NOT_FOUND_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  METHOD_NOT_ALLOWED_MESSAGE,
  PAYLOAD_TOO_LARGE_MESSAGE,
  UNSUPPORTED_MEDIA_MESSAGE,
  VALIDATION_MESSAGE,
  invalid,
  statusMessage,
} from './http';

/** Field and message per unique index (409 answers); CRUD resources bring their own. */
const UNIQUE_MESSAGES: Record<string, { field: string; mesaj: string }> = {
  kullanicilar_kullanici_adi_uq: { field: 'kullaniciAdi', mesaj: 'Bu kullanıcı adı zaten kullanılıyor.' },
  kullanicilar_email_uq: { field: 'email', mesaj: 'Bu e-posta adresi zaten kayıtlı.' },
  urunler_slug_uq: { field: 'slug', mesaj: 'Bu bağlantı adı (slug) başka bir üründe kullanılıyor.' },
  sepet_ogeleri_kullanici_urun_varyant_uq: { field: 'urunId', mesaj: 'Bu ürün zaten sepetinizde.' },
};

/** Message of a 409 for a row still referenced by others. */
export const IN_USE_MESSAGE = 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.';
/** Message of a 409 for a duplicate without a known field. */
export const DUPLICATE_MESSAGE = 'Bu kayıt zaten mevcut.';

/** Texts of Fastify's own 4xx errors, by code (their English messages never reach a client). */
const FASTIFY_ERRORS: Record<string, { status: number; mesaj: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, mesaj: PAYLOAD_TOO_LARGE_MESSAGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, mesaj: UNSUPPORTED_MEDIA_MESSAGE },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, mesaj: statusMessage(400) },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, mesaj: statusMessage(400) },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, mesaj: statusMessage(400) },
  FST_ERR_BAD_URL: { status: 400, mesaj: statusMessage(400) },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, mesaj: statusMessage(400) },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, mesaj: statusMessage(414) },
  // RFC 10008: a QUERY must say its body's type.
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: { status: 400, mesaj: statusMessage(400) },
};

/** Status of a request Node's parser refused before Fastify saw it (clientError), by error code. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (garbage, bad framing, an
 * unknown method, headers over 16 KB, too slow) answers the Turkish envelope over the socket
 * (400, 408 or 431) with a fresh request id and the security headers, then the connection is
 * closed: after a framing error nothing more on it can be trusted.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = clientErrorStatus(err.code);
    const payload = JSON.stringify(fail(statusMessage(status)));
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(payload)}`,
      `X-Request-Id: ${randomUUID()}`,
      `Content-Security-Policy: ${API_CSP}`,
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      'Referrer-Policy: strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy: same-origin',
      `Permissions-Policy: ${PERMISSIONS_POLICY}`,
      'Cache-Control: no-store',
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${payload}`);
    return;
  }
  socket.destroy(err);
}

/** A route URL pattern as a RegExp over request paths (`:id` one segment, `*` the rest). */
function patternOf(url: string): RegExp {
  const body = url
    .split(/(:[A-Za-z0-9_]+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}/?$`);
}

/**
 * The methods registered per URL pattern (collected by an onRoute hook), to tell an unknown
 * path (404) from a known path asked with a method it does not take (405 + Allow).
 */
export class MethodIndex {
  private readonly byUrl = new Map<string, { re: RegExp; methods: Set<string> }>();

  /** onRoute hook: records the route's methods (a GET also answers HEAD). */
  readonly onRoute = (route: RouteOptions): void => {
    const entry = this.byUrl.get(route.url) ?? { re: patternOf(route.url), methods: new Set<string>() };
    for (const m of Array.isArray(route.method) ? route.method : [route.method]) {
      entry.methods.add(String(m).toUpperCase());
      if (String(m).toUpperCase() === 'GET') entry.methods.add('HEAD');
    }
    this.byUrl.set(route.url, entry);
  };

  /** The methods some route answers for `url` (query ignored), sorted; empty for an unknown path. */
  allowed(url: string): string[] {
    const path = url.split('?')[0] ?? '';
    const out = new Set<string>();
    for (const { re, methods } of this.byUrl.values()) if (re.test(path)) for (const m of methods) out.add(m);
    return [...out].sort();
  }
}

interface PgLikeError {
  code: string;
  constraint?: string;
  detail?: string;
}

/** Finds a PostgreSQL error (SQLSTATE code) on an error or its `cause` chain (Drizzle wraps them). */
export function pgError(err: unknown): PgLikeError | null {
  let cur: unknown = err;
  for (let depth = 0; cur && typeof cur === 'object' && depth < 4; depth += 1) {
    const c = cur as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code) && 'severity' in c) return c as PgLikeError;
    cur = c.cause;
  }
  return null;
}

/**
 * SQLSTATEs caused by the data sent rather than by the server: class 22 (data exception: bad
 * encoding such as NUL, out of range, bad date or number, too long), not-null and check
 * violations, and datatype mismatches.
 */
function isDataError(code: string): boolean {
  return code.startsWith('22') || ['23502', '23514', '42804'].includes(code);
}

/**
 * True for a delete refused because other rows still point at the row: foreign key violation
 * (23503, NO ACTION) or restrict violation (23001, ON DELETE RESTRICT).
 */
export function isInUse(err: unknown): boolean {
  const pg = pgError(err);
  return !!pg && (pg.code === '23001' || (pg.code === '23503' && /still referenced/i.test(pg.detail ?? '')));
}

/** Maps a database error to an ApiError, or null when it is not an expected one. */
export function mapDatabaseError(err: unknown): ApiError | null {
  const pg = pgError(err);
  if (!pg) return null;
  if (pg.code === '23505') {
    const known = pg.constraint ? UNIQUE_MESSAGES[pg.constraint] : undefined;
    return known ? new ApiError(409, known.mesaj, { [known.field]: known.mesaj }) : new ApiError(409, DUPLICATE_MESSAGE);
  }
  // Delete of a referenced row → 409; insert/update pointing at a missing row → 422.
  if (isInUse(err)) return new ApiError(409, IN_USE_MESSAGE);
  if (pg.code === '23503') return new ApiError(422, VALIDATION_MESSAGE);
  if (isDataError(pg.code)) return new ApiError(422, VALIDATION_MESSAGE);
  return null;
}

/** `/a/0/b` (a schema issue's instance path) → `a.0.b`, the root → `_form` (as `fieldErrors`). */
function fieldOf(instancePath: string): string {
  const key = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return key || '_form';
}

/**
 * Turns a schema validation failure (zod through the type provider) into the 422 envelope's
 * field errors, first message per field; null for any other error.
 */
export function validationFieldErrors(err: unknown): Record<string, string> | null {
  if (!hasZodFastifySchemaValidationErrors(err)) return null;
  const out: Record<string, string> = {};
  for (const issue of err.validation) {
    const key = fieldOf(issue.instancePath);
    if (!(key in out)) out[key] = issue.message ?? VALIDATION_MESSAGE;
  }
  return out;
}

/** The path of the first string holding a NUL character in a parsed value, or null. */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 20) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * preValidation hook: a NUL character anywhere in the params, query or body answers 422 with
 * the field's Turkish message (PostgreSQL text cannot hold it, and no field needs it).
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = nulPath(part);
    if (path) throw invalid({ [path.length ? path.join('.') : '_form']: NUL_CHARACTER_MESSAGE });
  }
}

/** Fastify's `frameworkErrors` option (bad URL, async constraint): a Turkish 400, no echo. */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No hook runs for these answers: the security headers are set here.
  setBaseSecurityHeaders(reply, request.id);
  const known = typeof err.code === 'string' ? FASTIFY_ERRORS[err.code] : undefined;
  void reply.status(known?.status ?? 400).send(fail(known?.mesaj ?? statusMessage(400)));
}

/**
 * Installs the error handler and the not-found handler on the app (call before any route): an
 * unknown path is 404; a known path asked with another method is 405 with an Allow header.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  const methods = new MethodIndex();
  app.addHook('onRoute', methods.onRoute);
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    // Something thrown that is not an Error (a string, null): never echoed, a plain 500.
    if (!err || typeof err !== 'object') {
      request.log.error({ thrown: typeof err }, 'beklenmeyen hata');
      return reply.status(500).send(fail(statusMessage(500)));
    }
    if (err instanceof ApiError) {
      return reply.status(err.status).send(fail(err.mesaj, err.hatalar));
    }
    const fields = validationFieldErrors(err);
    if (fields) return reply.status(422).send(fail(VALIDATION_MESSAGE, fields));
    if ('validation' in err && err.validation) return reply.status(422).send(fail(VALIDATION_MESSAGE));
    const mapped = mapDatabaseError(err);
    if (mapped) {
      if (mapped.status === 422) request.log.warn({ err }, 'veritabanı girdi hatası');
      return reply.status(mapped.status).send(fail(mapped.mesaj, mapped.hatalar));
    }
    const known = 'code' in err && typeof err.code === 'string' ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) return reply.status(known.status).send(fail(known.mesaj));
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const mesaj = status === 413 ? PAYLOAD_TOO_LARGE_MESSAGE : status === 415 ? UNSUPPORTED_MEDIA_MESSAGE : statusMessage(status);
      return reply.status(status).send(fail(mesaj));
    }
    request.log.error({ err }, 'beklenmeyen hata');
    return reply.status(500).send(fail(statusMessage(500)));
  });

  app.setNotFoundHandler((request, reply) => {
    const allowed = methods.allowed(request.url);
    if (allowed.length && !allowed.includes(request.method)) return reply.status(405).header('Allow', allowed.join(', ')).send(fail(METHOD_NOT_ALLOWED_MESSAGE));
    return reply.status(404).send(fail(NOT_FOUND_MESSAGE));
  });
}
