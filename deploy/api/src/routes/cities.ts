/**
 * Cities for the checkout's billing address (member spec §3 City, §7 GET /api/sehir/ulke/{countryId}):
 * public, the active cities of an active country in Turkish alphabetical order. The admin's city
 * reference CRUD (/api/sehir) is a separate, admin-only resource.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { City } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { sehirler, ulkeler } from '../db/schema';
import { isUuid, notFound, send } from '../lib/http';

const TURKISH = new Intl.Collator('tr');

/** 404 text for an unknown or inactive country. */
export const CITY_COUNTRY_NOT_FOUND = 'Ülke bulunamadı.';

/** Registers GET /api/sehir/ulke/:ulkeId. */
export function registerCityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  app.get<{ Params: { ulkeId: string } }>('/api/sehir/ulke/:ulkeId', async (request, reply) => {
    const { ulkeId } = request.params;
    if (!isUuid(ulkeId)) throw notFound(CITY_COUNTRY_NOT_FOUND);
    const [country] = await db
      .select({ id: ulkeler.id })
      .from(ulkeler)
      .where(and(eq(ulkeler.id, ulkeId), eq(ulkeler.aktif, true)));
    if (!country) throw notFound(CITY_COUNTRY_NOT_FOUND);
    const cities: City[] = await db
      .select({ id: sehirler.id, sehirAdi: sehirler.sehirAdi })
      .from(sehirler)
      .where(and(eq(sehirler.ulkeId, ulkeId), eq(sehirler.aktif, true)));
    // Turkish collation in JS (Ç after C, İ after I, Ş after S): the database may lack an ICU 'tr' collation.
    return send(reply, cities.sort((a, b) => TURKISH.compare(a.sehirAdi, b.sehirAdi)));
  });
}
