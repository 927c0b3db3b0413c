/**
 * Camp registration (member spec §2 /kampa-kayit, §3, §5; admin spec §3 accommodation
 * option and team discount code): the options a member can register for, the lookups, the price
 * quote with a team discount, and the registration itself, which takes one room of the option
 * and one use of the code with conditional UPDATEs in one transaction (no overbooking and no
 * code used past its limit, even with parallel requests on PostgreSQL) and creates the unpaid
 * payment record. The server computes every price; the client's amounts are never read.
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAMP_REGISTRATION_MESSAGES,
  TEAM_CODE_MESSAGES,
  buildCampRegistrationSchema,
  campRegistrationTargetSchema,
  fieldErrors,
  type priceQuoteRequestSchema,
  type CampRegistration,
  type CampRegistrationInput,
  type CampRegistrationOption,
  type Gender,
  type PriceQuote,
  type SkillLevel,
  type TeamCodeState,
} from '@skiclub/shared/schemas';
import type { Database } from '../db';
import {
  cinsiyetler,
  ekipIndirimKodlari,
  kampaKayitlari,
  kamplar,
  kaymaSeviyeleri,
  konaklamaSecenekleri,
  konaklamaTipleri,
  kullanicilar,
  odaTipleri,
  odemeDetaylari,
  oteller,
  sehirler,
  ulkeler,
  type AdultJson,
  type Child06Json,
  type Child611Json,
} from '../db/schema';
import { ApiError, invalid } from '../lib/http';
import { discountedKurus, fromKurus, toKurus } from '../lib/money';
import { foldSql, foldTurkish } from '../lib/text';

/** Today's calendar date in Turkey (Europe/Istanbul), `yyyy-mm-dd`: camps and codes run on it. */
export function todayInTurkey(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Camps open for registration (active, first day after `today`) with their active options,
 * by start date; options with no room left are included (kalanOdaSayisi 0). Two queries.
 */
export async function listRegistrationOptions(db: Database, today: string): Promise<CampRegistrationOption[]> {
  const camps = await db
    .select({
      kampId: kamplar.id,
      kampAdi: kamplar.kampAdi,
      baslangicTarihi: kamplar.baslangicTarihi,
      bitisTarihi: kamplar.bitisTarihi,
      ulkeAdi: ulkeler.ulkeAdi,
      sehirAdi: sehirler.sehirAdi,
      otelAdi: oteller.otelAdi,
      gorselUrl: kamplar.gorselUrl,
    })
    .from(kamplar)
    .innerJoin(ulkeler, eq(ulkeler.id, kamplar.ulkeId))
    .innerJoin(sehirler, eq(sehirler.id, kamplar.sehirId))
    .innerJoin(oteller, eq(oteller.id, kamplar.otelId))
    .where(and(eq(kamplar.aktif, true), gt(kamplar.baslangicTarihi, today)))
    .orderBy(asc(kamplar.baslangicTarihi), asc(kamplar.kampAdi));
  if (camps.length === 0) return [];
  const options = await db
    .select({
      kampId: konaklamaSecenekleri.kampId,
      id: konaklamaSecenekleri.id,
      konaklamaTipiAdi: konaklamaTipleri.konaklamaTipiAdi,
      odaTipiAdi: odaTipleri.odaTipiAdi,
      yetiskinSayisi: konaklamaSecenekleri.yetiskinSayisi,
      cocuk06Sayisi: konaklamaSecenekleri.cocuk06Sayisi,
      cocuk611Sayisi: konaklamaSecenekleri.cocuk611Sayisi,
      tlFiyati: konaklamaSecenekleri.tlFiyati,
      euroFiyati: konaklamaSecenekleri.euroFiyati,
      usdFiyati: konaklamaSecenekleri.usdFiyati,
      toplamOdaSayisi: konaklamaSecenekleri.toplamOdaSayisi,
      doluOdaSayisi: konaklamaSecenekleri.doluOdaSayisi,
    })
    .from(konaklamaSecenekleri)
    .innerJoin(konaklamaTipleri, eq(konaklamaTipleri.id, konaklamaSecenekleri.konaklamaTipiId))
    .innerJoin(odaTipleri, eq(odaTipleri.id, konaklamaTipleri.odaTipiId))
    .where(
      and(
        eq(konaklamaSecenekleri.aktif, true),
        inArray(
          konaklamaSecenekleri.kampId,
          camps.map((c) => c.kampId),
        ),
      ),
    )
    .orderBy(asc(konaklamaSecenekleri.tlFiyati), asc(konaklamaTipleri.konaklamaTipiAdi));
  return camps.map((c) => ({
    ...c,
    konaklamaSecenekleri: options
      .filter((o) => o.kampId === c.kampId)
      .map(({ kampId: _k, doluOdaSayisi, ...o }) => ({ ...o, kalanOdaSayisi: Math.max(0, o.toplamOdaSayisi - doluOdaSayisi) })),
  }));
}

/** Active genders in name order. */
export async function activeGenders(db: Database): Promise<Gender[]> {
  return db.select({ id: cinsiyetler.id, cinsiyetAdi: cinsiyetler.cinsiyetAdi }).from(cinsiyetler).where(eq(cinsiyetler.aktif, true)).orderBy(asc(cinsiyetler.cinsiyetAdi));
}

/** Active skill levels from beginner up. */
export async function activeSkillLevels(db: Database): Promise<SkillLevel[]> {
  return db
    .select({ id: kaymaSeviyeleri.id, kaymaSeviyesiAdi: kaymaSeviyeleri.kaymaSeviyesiAdi })
    .from(kaymaSeviyeleri)
    .where(eq(kaymaSeviyeleri.aktif, true))
    .orderBy(asc(kaymaSeviyeleri.siraNo), asc(kaymaSeviyeleri.kaymaSeviyesiAdi));
}

/** The camp and option a registration or quote names, checked. */
interface Target {
  kampId: string;
  baslangicTarihi: string;
  option: {
    id: string;
    konaklamaTipiAdi: string;
    yetiskinSayisi: number;
    cocuk06Sayisi: number;
    cocuk611Sayisi: number;
    tlFiyati: number;
    euroFiyati: number;
    usdFiyati: number;
  };
}

/**
 * Loads and checks the camp (active, not started on `today`) and the option (active, of that
 * camp).
 * @throws ApiError 422 with `hatalar.kampId` or `hatalar.konaklamaSecenegiId`
 */
async function loadTarget(db: Database, kampId: string, optionId: string, today: string): Promise<Target> {
  const [camp] = await db.select({ aktif: kamplar.aktif, baslangicTarihi: kamplar.baslangicTarihi }).from(kamplar).where(eq(kamplar.id, kampId)).limit(1);
  if (!camp) throw invalid({ kampId: CAMP_REGISTRATION_MESSAGES.campNotFound });
  if (!camp.aktif || camp.baslangicTarihi <= today) throw invalid({ kampId: CAMP_REGISTRATION_MESSAGES.campClosed });
  const [option] = await db
    .select({
      id: konaklamaSecenekleri.id,
      kampId: konaklamaSecenekleri.kampId,
      aktif: konaklamaSecenekleri.aktif,
      konaklamaTipiAdi: konaklamaTipleri.konaklamaTipiAdi,
      yetiskinSayisi: konaklamaSecenekleri.yetiskinSayisi,
      cocuk06Sayisi: konaklamaSecenekleri.cocuk06Sayisi,
      cocuk611Sayisi: konaklamaSecenekleri.cocuk611Sayisi,
      tlFiyati: konaklamaSecenekleri.tlFiyati,
      euroFiyati: konaklamaSecenekleri.euroFiyati,
      usdFiyati: konaklamaSecenekleri.usdFiyati,
    })
    .from(konaklamaSecenekleri)
    .innerJoin(konaklamaTipleri, eq(konaklamaTipleri.id, konaklamaSecenekleri.konaklamaTipiId))
    .where(eq(konaklamaSecenekleri.id, optionId))
    .limit(1);
  if (!option) throw invalid({ konaklamaSecenegiId: CAMP_REGISTRATION_MESSAGES.optionNotFound });
  if (option.kampId !== kampId) throw invalid({ konaklamaSecenegiId: CAMP_REGISTRATION_MESSAGES.optionOfOtherCamp });
  if (!option.aktif) throw invalid({ konaklamaSecenegiId: CAMP_REGISTRATION_MESSAGES.optionInactive });
  const { kampId: _k, aktif: _a, ...rest } = option;
  return { kampId, baslangicTarihi: camp.baslangicTarihi, option: rest };
}

/** A team code's state on `today` and, when it applies, its id and percent. */
interface TeamCodeVerdict {
  state: TeamCodeState;
  id: string | null;
  oran: number;
}

/**
 * Why a team code does or does not apply on `today` (a read, not a use): unknown, inactive, not
 * yet started, expired (dates inclusive), used up, or valid. Codes match ignoring case and
 * Turkish letters.
 */
export async function evaluateTeamCode(db: Database, code: string | null, today: string): Promise<TeamCodeVerdict> {
  if (!code) return { state: 'yok', id: null, oran: 0 };
  const [row] = await db.select().from(ekipIndirimKodlari).where(eq(foldSql(ekipIndirimKodlari.kodAdi), foldTurkish(code))).limit(1);
  if (!row) return { state: 'bilinmiyor', id: null, oran: 0 };
  if (!row.aktif) return { state: 'pasif', id: row.id, oran: 0 };
  if (today < row.baslangicTarihi) return { state: 'baslamadi', id: row.id, oran: 0 };
  if (today > row.bitisTarihi) return { state: 'suresiDolmus', id: row.id, oran: 0 };
  if (row.kullanimSayisi >= row.maksimumKullanimSayisi) return { state: 'tukendi', id: row.id, oran: 0 };
  return { state: 'gecerli', id: row.id, oran: row.indirimOrani };
}

/** The Turkish text of a code state (null when no code was sent). */
function teamCodeMessage(verdict: TeamCodeVerdict): string | null {
  if (verdict.state === 'yok') return null;
  if (verdict.state === 'gecerli') return TEAM_CODE_MESSAGES.gecerli(verdict.oran);
  return TEAM_CODE_MESSAGES[verdict.state];
}

/** Prices of an option less `oran` percent, in kuruş, per currency. */
function prices(option: Target['option'], oran: number) {
  const list = { tl: toKurus(option.tlFiyati), euro: toKurus(option.euroFiyati), usd: toKurus(option.usdFiyati) };
  const pay = { tl: discountedKurus(list.tl, oran), euro: discountedKurus(list.euro, oran), usd: discountedKurus(list.usd, oran) };
  return { list, pay };
}

/**
 * Price quote (POST /api/KampaKayit/fiyat): the option's list prices, the team code's verdict
 * and what is to be paid: liste × (100 − indirimOrani) / 100 per currency, rounded half up to the
 * kuruş/cent (`discountedKurus`); indirimTutariTL = liste − odenecek. An unusable code quotes the
 * list price and says why.
 * @param request the body as the route's schema (priceQuoteRequestSchema) parsed it
 * @throws ApiError 422 for an unknown or closed camp or option
 */
export async function quotePrice(db: Database, request: z.output<typeof priceQuoteRequestSchema>, today: string): Promise<PriceQuote> {
  const { kampId, konaklamaSecenegiId, ekipKodu } = request;
  const target = await loadTarget(db, kampId, konaklamaSecenegiId, today);
  const verdict = await evaluateTeamCode(db, ekipKodu, today);
  const { list, pay } = prices(target.option, verdict.oran);
  return {
    kampId,
    konaklamaSecenegiId,
    listeFiyatiTL: fromKurus(list.tl),
    listeFiyatiEuro: fromKurus(list.euro),
    listeFiyatiUsd: fromKurus(list.usd),
    indirimOrani: verdict.oran,
    indirimTutariTL: fromKurus(list.tl - pay.tl),
    odenecekTL: fromKurus(pay.tl),
    odenecekEuro: fromKurus(pay.euro),
    odenecekUsd: fromKurus(pay.usd),
    ekipKodu,
    ekipKoduDurumu: verdict.state,
    ekipKoduMesaji: teamCodeMessage(verdict),
  };
}

/**
 * Checks the chosen genders and skill levels exist and are active.
 * @returns the gender names by id
 * @throws ApiError 422 naming each bad field (`cocuklar06.0.cinsiyetId`, …)
 */
async function checkLookups(db: Database, input: CampRegistrationInput): Promise<Map<string, string>> {
  const genderIds = [...new Set([...input.cocuklar06, ...input.cocuklar611].map((c) => c.cinsiyetId))];
  const levelIds = [...new Set(input.cocuklar611.map((c) => c.kaymaSeviyesiId))];
  const genders = genderIds.length
    ? await db
        .select({ id: cinsiyetler.id, ad: cinsiyetler.cinsiyetAdi })
        .from(cinsiyetler)
        .where(and(inArray(cinsiyetler.id, genderIds), eq(cinsiyetler.aktif, true)))
    : [];
  const levels = levelIds.length
    ? await db
        .select({ id: kaymaSeviyeleri.id })
        .from(kaymaSeviyeleri)
        .where(and(inArray(kaymaSeviyeleri.id, levelIds), eq(kaymaSeviyeleri.aktif, true)))
    : [];
  const names = new Map(genders.map((g) => [g.id, g.ad]));
  const levelSet = new Set(levels.map((l) => l.id));
  const errors: Record<string, string> = {};
  input.cocuklar06.forEach((c, i) => {
    if (!names.has(c.cinsiyetId)) errors[`cocuklar06.${i}.cinsiyetId`] = CAMP_REGISTRATION_MESSAGES.genderInvalid;
  });
  input.cocuklar611.forEach((c, i) => {
    if (!levelSet.has(c.kaymaSeviyesiId)) errors[`cocuklar611.${i}.kaymaSeviyesiId`] = CAMP_REGISTRATION_MESSAGES.skillLevelInvalid;
    if (!names.has(c.cinsiyetId)) errors[`cocuklar611.${i}.cinsiyetId`] = CAMP_REGISTRATION_MESSAGES.genderInvalid;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return names;
}

/** 409 of a full option, with the field error on the option. */
function noRoom(): ApiError {
  return new ApiError(409, CAMP_REGISTRATION_MESSAGES.noRoomLeft, { konaklamaSecenegiId: CAMP_REGISTRATION_MESSAGES.noRoomLeft });
}

/**
 * Registers the member for a camp (POST /api/kampakayit). Validates the body with the shared
 * schema built from the option in the database, then in one transaction: takes one room
 * (`UPDATE … SET dolu = dolu + 1 WHERE dolu < toplam AND aktif RETURNING prices`), takes one use
 * of the team code when one is sent (`UPDATE … WHERE aktif AND dates AND kullanim < maksimum`),
 * prices from the rows those UPDATEs return, and inserts the registration and its payment record
 * (odemeDurumu false; true at once when the price is 0). Any failure rolls everything back.
 * @returns the new registration's id
 * @throws ApiError 422 field errors (body, camp, option, lookups, a code that does not apply
 *   now: `hatalar.ekipKodu` with the reason), 409 when no room is left
 */
export async function createRegistration(db: Database, userId: string, body: unknown, today: string): Promise<string> {
  // The option decides the schema, so the two ids are checked first.
  const ids = campRegistrationTargetSchema.safeParse(body ?? {});
  if (!ids.success) throw invalid(fieldErrors(ids.error));
  const target = await loadTarget(db, ids.data.kampId, ids.data.konaklamaSecenegiId, today);
  const schema = buildCampRegistrationSchema({ baslangicTarihi: target.baslangicTarihi, ...pickCounts(target.option) });
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  const input = parsed.data;
  const genderNames = await checkLookups(db, input);

  return db.transaction(async (tx) => {
    const [room] = await tx
      .update(konaklamaSecenekleri)
      .set({ doluOdaSayisi: sql`${konaklamaSecenekleri.doluOdaSayisi} + 1` })
      .where(
        and(
          eq(konaklamaSecenekleri.id, target.option.id),
          eq(konaklamaSecenekleri.kampId, target.kampId),
          eq(konaklamaSecenekleri.aktif, true),
          lt(konaklamaSecenekleri.doluOdaSayisi, konaklamaSecenekleri.toplamOdaSayisi),
        ),
      )
      .returning({ tlFiyati: konaklamaSecenekleri.tlFiyati, euroFiyati: konaklamaSecenekleri.euroFiyati, usdFiyati: konaklamaSecenekleri.usdFiyati });
    if (!room) throw noRoom();

    let oran = 0;
    let codeId: string | null = null;
    if (input.ekipKodu) {
      const [used] = await tx
        .update(ekipIndirimKodlari)
        .set({ kullanimSayisi: sql`${ekipIndirimKodlari.kullanimSayisi} + 1` })
        .where(
          and(
            eq(foldSql(ekipIndirimKodlari.kodAdi), foldTurkish(input.ekipKodu)),
            eq(ekipIndirimKodlari.aktif, true),
            sql`${ekipIndirimKodlari.baslangicTarihi} <= ${today}::date`,
            sql`${ekipIndirimKodlari.bitisTarihi} >= ${today}::date`,
            lt(ekipIndirimKodlari.kullanimSayisi, ekipIndirimKodlari.maksimumKullanimSayisi),
          ),
        )
        .returning({ id: ekipIndirimKodlari.id, indirimOrani: ekipIndirimKodlari.indirimOrani });
      if (!used) {
        const verdict = await evaluateTeamCode(tx, input.ekipKodu, today);
        // Used up between the read and the write counts as used up.
        const reason = verdict.state === 'gecerli' ? TEAM_CODE_MESSAGES.tukendi : (teamCodeMessage(verdict) ?? TEAM_CODE_MESSAGES.bilinmiyor);
        throw invalid({ ekipKodu: reason });
      }
      oran = used.indirimOrani;
      codeId = used.id;
    }

    const { pay } = prices({ ...target.option, ...room }, oran);
    const yetiskinler: AdultJson[] = input.yetiskinler.map((a) => ({ adSoyad: a.adSoyad, gsm: a.gsm, tcKimlikNo: a.tcKimlikNo }));
    const cocuklar06: Child06Json[] = input.cocuklar06.map((c) => ({
      adSoyad: c.adSoyad,
      dogumTarihi: c.dogumTarihi,
      cinsiyetId: c.cinsiyetId,
      cinsiyetAdi: genderNames.get(c.cinsiyetId)!,
    }));
    const cocuklar611: Child611Json[] = input.cocuklar611.map((c) => ({
      adSoyad: c.adSoyad,
      dogumTarihi: c.dogumTarihi,
      cinsiyetId: c.cinsiyetId,
      cinsiyetAdi: genderNames.get(c.cinsiyetId)!,
      okulAdi: c.okulAdi,
      sinifSube: c.sinifSube,
      kaymaSeviyesiId: c.kaymaSeviyesiId,
    }));
    const [registration] = await tx
      .insert(kampaKayitlari)
      .values({
        kullaniciId: userId,
        kampId: target.kampId,
        konaklamaSecenegiId: target.option.id,
        konaklamaTipiAdi: target.option.konaklamaTipiAdi,
        odenecekTl: fromKurus(pay.tl),
        odenecekEuro: fromKurus(pay.euro),
        odenecekUsd: fromKurus(pay.usd),
        yetiskinler,
        cocuklar06,
        cocuklar611,
        aciklama: input.aciklama,
        ucusKodu: input.ucusKodu,
        ekipKodu: input.ekipKodu,
        ekipIndirimKoduId: codeId,
        indirimOrani: oran,
      })
      .returning({ id: kampaKayitlari.id });
    const free = pay.tl === 0;
    await tx.insert(odemeDetaylari).values({
      kampaKayitId: registration!.id,
      kampId: target.kampId,
      kullaniciId: userId,
      toplamTl: fromKurus(pay.tl),
      toplamEuro: fromKurus(pay.euro),
      toplamUsd: fromKurus(pay.usd),
      odemeDurumu: free,
      odemeTarihi: free ? new Date() : null,
    });
    return registration!.id;
  });
}

function pickCounts(o: Target['option']) {
  return { yetiskinSayisi: o.yetiskinSayisi, cocuk06Sayisi: o.cocuk06Sayisi, cocuk611Sayisi: o.cocuk611Sayisi };
}

/**
 * Camp registrations in the member view (member spec §3) with their payment record
 * (odemeDetayId, odemeDurumu, odemeTarihi), by camp start and newest first.
 * @param filter `userId` (own only), `id` (one registration), both, or neither (Admin: all)
 */
export async function listRegistrations(db: Database, filter: { userId?: string; id?: string }): Promise<CampRegistration[]> {
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
      odemeDetayId: odemeDetaylari.id,
      odemeDurumu: odemeDetaylari.odemeDurumu,
      odemeTarihi: odemeDetaylari.odemeTarihi,
      yetiskinler: kampaKayitlari.yetiskinler,
      cocuklar06: kampaKayitlari.cocuklar06,
      cocuklar611: kampaKayitlari.cocuklar611,
    })
    .from(kampaKayitlari)
    .innerJoin(kamplar, eq(kamplar.id, kampaKayitlari.kampId))
    .innerJoin(oteller, eq(oteller.id, kamplar.otelId))
    .innerJoin(sehirler, eq(sehirler.id, kamplar.sehirId))
    .innerJoin(kullanicilar, eq(kullanicilar.id, kampaKayitlari.kullaniciId))
    .leftJoin(odemeDetaylari, eq(odemeDetaylari.kampaKayitId, kampaKayitlari.id))
    .where(and(filter.userId ? eq(kampaKayitlari.kullaniciId, filter.userId) : undefined, filter.id ? eq(kampaKayitlari.id, filter.id) : undefined))
    .orderBy(asc(kamplar.baslangicTarihi), sql`${kampaKayitlari.olusturmaTarihi} desc`);
  return rows.map(({ ad, soyad, odemeDurumu, odemeTarihi, ...r }) => ({
    ...r,
    kullaniciAdSoyad: `${ad} ${soyad}`,
    odemeDurumu: odemeDurumu ?? false,
    odemeTarihi: odemeTarihi ? odemeTarihi.toISOString() : null,
  }));
}
