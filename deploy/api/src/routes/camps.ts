/**
 * Camp routes (member spec §2 my camps, §3 camp and registration fields, §4 payment state,
 * §7 Camps; admin spec §7): the public camp list (active camps; every camp with ids and names to
 * an Admin asking `tumu=true`) and the member's camp registrations. Ownership is enforced
 * here: a member only ever gets their own registrations, whatever the query says.
 */
import type { FastifyInstance } from 'fastify';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Camp, CampRegistration } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import type { Database } from '../db';
import { kampaKayitlari, kamplar, kampUcretTipleri, kaymaSeviyeleri, oteller, sehirler, ulkeler } from '../db/schema';
import { isAdminUser } from '../lib/auth';
import { allQuerySchema, asksForAll, send } from '../lib/http';
import { listRegistrations } from '../services/camp-registration';
import { selectAdminCamps } from './admin/camps';

/** Registers GET /api/kamp (public; admin rows for an Admin with tumu=true) and GET /api/kampakayit (registrations with their payment record). */
export function registerCampRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, auth } = ctx;

  app.get('/api/kamp', { schema: { querystring: allQuerySchema } }, async (request, reply) => {
    // An Admin asking for every camp gets the admin rows (ids for the camp screen's selects);
    // they carry every key of the public row too, so the member-side schema still reads them.
    if (asksForAll(request.query) && isAdminUser(await auth.optionalUser(request))) return send(reply, await selectAdminCamps(db, undefined));
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
      .where(eq(kamplar.aktif, true))
      .orderBy(asc(kamplar.baslangicTarihi), asc(kamplar.kampAdi));
    return send(reply, rows);
  });

  app.get('/api/kampakayit', { schema: { querystring: allQuerySchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    const all = asksForAll(request.query) && isAdminUser(user);
    if (!all) return send(reply, await listRegistrations(db, { userId: user.id }));
    return send(reply, await withAdminColumns(db, await listRegistrations(db, {})));
  });
}

/** A registration as the admin list shows it: also when it was made and the 6-11 children's skill level names. */
export type AdminRegistrationRow = Omit<CampRegistration, 'cocuklar611'> & {
  /** When the registration was made (ISO 8601). */
  olusturmaTarihi: string | null;
  cocuklar611: (CampRegistration['cocuklar611'][number] & { kaymaSeviyesiAdi: string | null })[];
};

/**
 * Adds the two columns of the admin registrations table (admin spec §2: 19 columns) that the
 * member view does not carry: `olusturmaTarihi` and each 6-11 child's `kaymaSeviyesiAdi`
 * (the name of kaymaSeviyesiId, null when unknown). The member answer is left as it is.
 */
async function withAdminColumns(db: Database, rows: CampRegistration[]): Promise<AdminRegistrationRow[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const created = new Map((await db.select({ id: kampaKayitlari.id, at: kampaKayitlari.olusturmaTarihi }).from(kampaKayitlari).where(inArray(kampaKayitlari.id, ids))).map((r) => [r.id, r.at.toISOString()]));
  const levels = new Map((await db.select({ id: kaymaSeviyeleri.id, ad: kaymaSeviyeleri.kaymaSeviyesiAdi }).from(kaymaSeviyeleri)).map((l) => [l.id, l.ad]));
  return rows.map((r) => ({
    ...r,
    olusturmaTarihi: created.get(r.id) ?? null,
    cocuklar611: r.cocuklar611.map((c) => ({ ...c, kaymaSeviyesiAdi: c.kaymaSeviyesiId ? (levels.get(c.kaymaSeviyesiId) ?? null) : null })),
  }));
}
