/**
 * Camp routes (member spec §2 my camps, §3 camp and registration fields, §4 payment state,
 * §7 Camps): the public camp list and the member's camp registrations. Ownership is enforced
 * here: a member only ever gets their own registrations, whatever the query says.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Camp, CampRegistration } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { kampaKayitlari, kamplar, kampUcretTipleri, kullanicilar, odemeDetaylari, oteller, sehirler, ulkeler } from '../db/schema';
import { isAdminUser } from '../lib/auth';
import { send } from '../lib/http';

/** True when a query asks for `tumu=true`. */
function wantsAll(query: unknown): boolean {
  const v = (query as { tumu?: unknown } | undefined)?.tumu;
  return v === 'true' || v === '1' || v === true;
}

/** Registers GET /api/kamp and GET /api/kampakayit. */
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
    const paid: SQL<boolean> = sql<boolean>`exists (select 1 from ${odemeDetaylari} where ${odemeDetaylari.kampId} = ${kampaKayitlari.kampId} and ${odemeDetaylari.kullaniciId} = ${kampaKayitlari.kullaniciId} and ${odemeDetaylari.odemeDurumu})`;
    const rows = await db
      .select({
        id: kampaKayitlari.id,
        kampId: kampaKayitlari.kampId,
        kampAdi: kamplar.kampAdi,
        baslangicTarihi: kamplar.baslangicTarihi,
        bitisTarihi: kamplar.bitisTarihi,
        otelAdi: oteller.otelAdi,
        sehirAdi: sehirler.sehirAdi,
        konaklamaSecenegiId: kampaKayitlari.konaklamaSecenegiId,
        konaklamaTipiAdi: kampaKayitlari.konaklamaTipiAdi,
        ad: kullanicilar.ad,
        soyad: kullanicilar.soyad,
        kullaniciId: kampaKayitlari.kullaniciId,
        aciklama: kampaKayitlari.aciklama,
        ucusKodu: kampaKayitlari.ucusKodu,
        ekipKodu: kampaKayitlari.ekipKodu,
        odenecekTL: kampaKayitlari.odenecekTl,
        odenecekEuro: kampaKayitlari.odenecekEuro,
        odenecekUsd: kampaKayitlari.odenecekUsd,
        aktif: kampaKayitlari.aktif,
        gorselUrl: kamplar.gorselUrl,
        odemeDurumu: paid.mapWith(Boolean),
        yetiskinler: kampaKayitlari.yetiskinler,
        cocuklar06: kampaKayitlari.cocuklar06,
        cocuklar611: kampaKayitlari.cocuklar611,
      })
      .from(kampaKayitlari)
      .innerJoin(kamplar, eq(kamplar.id, kampaKayitlari.kampId))
      .innerJoin(oteller, eq(oteller.id, kamplar.otelId))
      .innerJoin(sehirler, eq(sehirler.id, kamplar.sehirId))
      .innerJoin(kullanicilar, eq(kullanicilar.id, kampaKayitlari.kullaniciId))
      .where(all ? undefined : and(eq(kampaKayitlari.kullaniciId, user.id)))
      .orderBy(asc(kamplar.baslangicTarihi), desc(kampaKayitlari.olusturmaTarihi));
    const veri: CampRegistration[] = rows.map(({ ad, soyad, ...r }) => ({ ...r, kullaniciAdSoyad: `${ad} ${soyad}` }));
    return send(reply, veri);
  });
}
