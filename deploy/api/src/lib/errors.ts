/**
 * Global error and not-found handlers (member spec §8): every failure is an envelope with a
 * Turkish message. Schema validation (fastify-type-provider-zod) becomes 422 with the schema's
 * own field messages; Fastify's own errors (broken JSON, bad URL, unsupported content type, body
 * too large) get the catalogue's texts, never Fastify's English ones nor the URL; PostgreSQL
 * constraint and data errors become 409/422. Bad input is never a 500 and no stack trace ever
 * leaves the server: the 500 body is always the catalogue's text (the error goes to the log,
 * whose serializer drops a failed query's parameters, lib/logging.ts).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { setBaseSecurityHeaders } from './security';
import { fail } from '@skiclub/shared/schemas';
import {
  ApiError,
  NOT_FOUND_MESSAGE,
  NUL_CHARACTER_MESSAGE,
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
};

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

/** Installs the error handler and the 404 handler on the app. */
export function installErrorHandlers(app: FastifyInstance): void {
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

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(NOT_FOUND_MESSAGE)));
}
