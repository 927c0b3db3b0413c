/**
 * Global error and not-found handlers (member spec §8): every failure is an envelope with the
 * catalogue's Turkish message; database constraint violations become 409 with a field
 * message; bad input is never a 500 and no stack trace ever leaves the server.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail } from '@skiclub/shared/schemas';
import { ApiError, NOT_FOUND_MESSAGE, statusMessage } from './http';

/** Field and message per unique index (409 answers). */
const UNIQUE_MESSAGES: Record<string, { field: string; mesaj: string }> = {
  kullanicilar_kullanici_adi_uq: { field: 'kullaniciAdi', mesaj: 'Bu kullanıcı adı zaten kullanılıyor.' },
  kullanicilar_email_uq: { field: 'email', mesaj: 'Bu e-posta adresi zaten kayıtlı.' },
  ulkeler_ulke_adi_uq: { field: 'ulkeAdi', mesaj: 'Bu ülke zaten kayıtlı.' },
  urunler_slug_uq: { field: 'slug', mesaj: 'Bu bağlantı adı (slug) başka bir üründe kullanılıyor.' },
  sepet_ogeleri_kullanici_urun_varyant_uq: { field: 'urunId', mesaj: 'Bu ürün zaten sepetinizde.' },
};

/** Message of a 409 for a row still referenced by others. */
export const IN_USE_MESSAGE = 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.';
/** Message of a 409 for a duplicate without a known field. */
export const DUPLICATE_MESSAGE = 'Bu kayıt zaten mevcut.';

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

/** Maps a database error to an ApiError, or null when it is not an expected one. */
export function mapDatabaseError(err: unknown): ApiError | null {
  const pg = pgError(err);
  if (!pg) return null;
  if (pg.code === '23505') {
    const known = pg.constraint ? UNIQUE_MESSAGES[pg.constraint] : undefined;
    return known ? new ApiError(409, known.mesaj, { [known.field]: known.mesaj }) : new ApiError(409, DUPLICATE_MESSAGE);
  }
  if (pg.code === '23503') {
    // Delete of a referenced row → 409; insert/update pointing at a missing row → 422.
    return /still referenced/i.test(pg.detail ?? '') ? new ApiError(409, IN_USE_MESSAGE) : new ApiError(422, statusMessage(422));
  }
  if (['22P02', '22003', '22007', '22008', '22001', '23502', '23514'].includes(pg.code)) return new ApiError(400);
  return null;
}

/** Installs the error handler and the 404 handler on the app. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send(fail(err.mesaj, err.hatalar));
    }
    const mapped = mapDatabaseError(err);
    if (mapped) {
      if (mapped.status === 400) request.log.warn({ err }, 'veritabanı girdi hatası');
      return reply.status(mapped.status).send(fail(mapped.mesaj, mapped.hatalar));
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(statusMessage(status)));
    }
    request.log.error({ err }, 'beklenmeyen hata');
    return reply.status(500).send(fail(statusMessage(500)));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(NOT_FOUND_MESSAGE)));
}
