/**
 * Country reference CRUD (admin spec §2, §3, §5, §7): Admin only (401 visitors, 403 members).
 * Names are unique regardless of case and Turkish letters ('TÜRKİYE' = 'Türkiye'); a country
 * still used by cities, hotels or camps cannot be deleted (409).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { ADMIN_MESSAGES, countryPayloadSchema, type Country } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import type { Database } from '../db';
import { kamplar, oteller, sehirler, ulkeler } from '../db/schema';
import { pgError } from '../lib/errors';
import { ApiError, invalid, isUuid, notFound, parse, send } from '../lib/http';
import { foldSql, foldTurkish } from '../lib/text';
import { VERIFICATION_FAILED, isHuman } from '../lib/verifier';

/** 409 text for a duplicate country name. */
export const COUNTRY_EXISTS = 'Bu ülke zaten kayıtlı.';
/** 409 text for deleting a country in use. */
export const COUNTRY_IN_USE = 'Bu ülke başka kayıtlarda kullanıldığı için silinemez.';
/** 404 text for an unknown country. */
export const COUNTRY_NOT_FOUND = 'Ülke bulunamadı.';
/** Human-verification action of the country screen (admin spec §3). */
export const COUNTRY_ACTION = 'ulke';

const countryColumns = { id: ulkeler.id, ulkeAdi: ulkeler.ulkeAdi, aktif: ulkeler.aktif };

async function assertUniqueName(db: Database, name: string, exceptId?: string): Promise<void> {
  const same = and(eq(foldSql(ulkeler.ulkeAdi), foldTurkish(name)), exceptId ? ne(ulkeler.id, exceptId) : undefined);
  const [dup] = await db.select({ id: ulkeler.id }).from(ulkeler).where(same).limit(1);
  if (dup) throw new ApiError(409, COUNTRY_EXISTS, { ulkeAdi: COUNTRY_EXISTS });
}

/** Maps a unique violation of the name index to the country's 409. */
function rethrowDuplicate(err: unknown): never {
  if (pgError(err)?.code === '23505') throw new ApiError(409, COUNTRY_EXISTS, { ulkeAdi: COUNTRY_EXISTS });
  throw err;
}

/** Registers GET/POST /api/ulke, POST /api/ulke/:id and DELETE /api/ulke/:id. */
export function registerCountryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  /** Validates the body; a sent recaptchaToken must pass (action 'ulke'). */
  async function payload(request: FastifyRequest) {
    const input = parse(countryPayloadSchema, request.body);
    if (input.recaptchaToken) {
      const verdict = await ctx.verifier.verify(input.recaptchaToken, COUNTRY_ACTION, request.ip);
      if (!isHuman(verdict, COUNTRY_ACTION)) throw invalid({ recaptchaToken: VERIFICATION_FAILED });
    }
    return { ulkeAdi: input.ulkeAdi.trim(), aktif: input.aktif };
  }

  app.get('/api/ulke', async (request, reply) => {
    await auth.requireAdmin(request);
    const rows: Country[] = await db.select(countryColumns).from(ulkeler).orderBy(asc(foldSql(ulkeler.ulkeAdi)));
    return send(reply, rows);
  });

  app.post('/api/ulke', async (request, reply) => {
    await auth.requireAdmin(request);
    const input = await payload(request);
    await assertUniqueName(db, input.ulkeAdi);
    const [created] = await db.insert(ulkeler).values(input).returning(countryColumns).catch(rethrowDuplicate);
    return send(reply, created, ADMIN_MESSAGES.countryAdded, 201);
  });

  app.post<{ Params: { id: string } }>('/api/ulke/:id', async (request, reply) => {
    await auth.requireAdmin(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(COUNTRY_NOT_FOUND);
    const input = await payload(request);
    await assertUniqueName(db, input.ulkeAdi, id);
    const [updated] = await db.update(ulkeler).set(input).where(eq(ulkeler.id, id)).returning(countryColumns).catch(rethrowDuplicate);
    if (!updated) throw notFound(COUNTRY_NOT_FOUND);
    return send(reply, updated, ADMIN_MESSAGES.countryUpdated);
  });

  app.delete<{ Params: { id: string } }>('/api/ulke/:id', async (request, reply) => {
    await auth.requireAdmin(request);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(COUNTRY_NOT_FOUND);
    await db.transaction(async (tx) => {
      const [exists] = await tx.select({ id: ulkeler.id }).from(ulkeler).where(eq(ulkeler.id, id)).for('update').limit(1);
      if (!exists) throw notFound(COUNTRY_NOT_FOUND);
      const [[c1], [c2], [c3]] = await Promise.all([
        tx.select({ n: count() }).from(sehirler).where(eq(sehirler.ulkeId, id)),
        tx.select({ n: count() }).from(oteller).where(eq(oteller.ulkeId, id)),
        tx.select({ n: count() }).from(kamplar).where(eq(kamplar.ulkeId, id)),
      ]);
      if ((c1?.n ?? 0) + (c2?.n ?? 0) + (c3?.n ?? 0) > 0) throw new ApiError(409, COUNTRY_IN_USE);
      await tx
        .delete(ulkeler)
        .where(eq(ulkeler.id, id))
        .catch((err: unknown) => {
          if (pgError(err)?.code === '23503') throw new ApiError(409, COUNTRY_IN_USE);
          throw err;
        });
    });
    return send(reply, null, ADMIN_MESSAGES.countryDeleted);
  });
}
