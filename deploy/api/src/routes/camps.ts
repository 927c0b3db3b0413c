/**
 * Camp routes (member spec §2 my camps, §3 camp and registration fields, §4 payment state,
 * §7 Camps): the public camp list and the member's camp registrations. Ownership is enforced
 * here: a member only ever gets their own registrations, whatever the query says.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { Camp } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { kamplar, kampUcretTipleri, oteller, sehirler, ulkeler } from '../db/schema';
import { isAdminUser } from '../lib/auth';
import { send } from '../lib/http';
import { listRegistrations } from '../services/camp-registration';

/** True when a query asks for `tumu=true`. */
function wantsAll(query: unknown): boolean {
  const v = (query as { tumu?: unknown } | undefined)?.tumu;
  return v === 'true' || v === '1' || v === true;
}

/** Registers GET /api/kamp and GET /api/kampakayit (registrations with their payment record). */
export function registerCampRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  app.get('/api/kamp', async (request, reply) => {
    const all = wantsAll(request.query) && isAdminUser(await auth.optionalUser(request));
    const rows: Camp[] = await db
      .select({
        id: kamplar.id,
        kampAdi: kamplar.kampAdi,
        aktif: kamplar.aktif,
        gorselUrl: kamplar.gorselUrl,
        ulkeAdi: ulkeler.ulkeAdi,
        sehirAdi: sehirler.sehirAdi,
        otelAdi: oteller.otelAdi,
        baslangicTarihi: kamplar.baslangicTarihi,
        bitisTarihi: kamplar.bitisTarihi,
        kampUcretTipiAdi: kampUcretTipleri.ad,
      })
      .from(kamplar)
      .innerJoin(ulkeler, eq(ulkeler.id, kamplar.ulkeId))
      .innerJoin(sehirler, eq(sehirler.id, kamplar.sehirId))
      .innerJoin(oteller, eq(oteller.id, kamplar.otelId))
      .innerJoin(kampUcretTipleri, eq(kampUcretTipleri.id, kamplar.kampUcretTipiId))
      .where(all ? undefined : eq(kamplar.aktif, true))
      .orderBy(asc(kamplar.baslangicTarihi), asc(kamplar.kampAdi));
    return send(reply, rows);
  });

  app.get('/api/kampakayit', async (request, reply) => {
    const user = await auth.requireUser(request);
    const all = wantsAll(request.query) && isAdminUser(user);
    return send(reply, await listRegistrations(db, all ? {} : { userId: user.id }));
  });
}
