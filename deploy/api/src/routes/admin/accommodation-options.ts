/**
 * Accommodation options of the camps, admin side (admin spec §2 Accommodation option, §3, §4,
 * §5, §7, §8), all Admin only (registered inside the admin plugin):
 * - the CRUD factory resource /api/konaklamasecenegi (GET with query filters kampId, odaTipiId,
 *   konaklamaTipiId; POST; POST /{id}; DELETE /{id}), rows joined with camp, type, room type and
 *   hotel. The server decides: the counts are copied from the accommodation type, the euro/USD
 *   prices are the TL price at the day's rates; the type must belong to the camp's hotel; rooms
 *   below those already taken → 422; one option per camp and type (409); an option with
 *   registrations cannot be deleted (409).
 * - POST /api/konaklamasecenegi/toplu { kampId, odaTipiId }: one inactive, zero-priced option per
 *   accommodation type of the room type that the camp lacks, in one transaction.
 * - POST /api/doviz/cevir { tl }: the amount in euro and USD at the day's rates (services/exchange-rates.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  OPTION_MESSAGES,
  accommodationOptionPayloadSchema,
  accommodationOptionResource,
  bulkOptionPayloadSchema,
  bulkOptionResultSchema,
  conversionPayloadSchema,
  conversionResultSchema,
  type ConversionResult,
} from '@skiclub/shared/schemas/admin';
import { ok } from '@skiclub/shared/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { kamplar, konaklamaSecenekleri, konaklamaTipleri, odaTipleri, oteller } from '../../db/schema';
import { convertKurus } from '../../lib/exchange-rates';
import { ApiError, envelopeOf, invalid, isUuid } from '../../lib/http';
import { fromKurus, toKurus } from '../../lib/money';
import { foldSql } from '../../lib/text';
import { checkSentToken } from '../../lib/verifier';
import type { RatesAnswer } from '../../services/exchange-rates';
import { defineCrudResource, type AdminModule } from './crud';

/** Human-verification action of the accommodation-option screen (its saves and the bulk create). */
export const OPTION_ACTION = accommodationOptionResource.verificationAction;
/** Collection path (admin spec §7). */
export const OPTION_PATH = accommodationOptionResource.path;
/** Bulk create path. */
export const BULK_PATH = `${OPTION_PATH}/toplu`;
/** TL conversion path (admin spec §7: path not shown; payload tl, answer euro and usd). */
export const CONVERSION_PATH = '/api/doviz/cevir';

/** The list's rows: the option with its camp's cascade ids and names, its type and room type. */
function selectOptions(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: konaklamaSecenekleri.id,
      kampId: konaklamaSecenekleri.kampId,
      kampAdi: kamplar.kampAdi,
      konaklamaTipiId: konaklamaSecenekleri.konaklamaTipiId,
      konaklamaTipiAdi: konaklamaTipleri.konaklamaTipiAdi,
      odaTipiId: odaTipleri.id,
      odaTipiAdi: odaTipleri.odaTipiAdi,
      otelId: kamplar.otelId,
      otelAdi: oteller.otelAdi,
      sehirId: kamplar.sehirId,
      ulkeId: kamplar.ulkeId,
      yetiskinSayisi: konaklamaSecenekleri.yetiskinSayisi,
      cocuk06Sayisi: konaklamaSecenekleri.cocuk06Sayisi,
      cocuk611Sayisi: konaklamaSecenekleri.cocuk611Sayisi,
      toplamOdaSayisi: konaklamaSecenekleri.toplamOdaSayisi,
      doluOdaSayisi: konaklamaSecenekleri.doluOdaSayisi,
      tlFiyati: konaklamaSecenekleri.tlFiyati,
      euroFiyati: konaklamaSecenekleri.euroFiyati,
      usdFiyati: konaklamaSecenekleri.usdFiyati,
      aktif: konaklamaSecenekleri.aktif,
    })
    .from(konaklamaSecenekleri)
    .innerJoin(kamplar, eq(kamplar.id, konaklamaSecenekleri.kampId))
    .innerJoin(oteller, eq(oteller.id, kamplar.otelId))
    .innerJoin(konaklamaTipleri, eq(konaklamaTipleri.id, konaklamaSecenekleri.konaklamaTipiId))
    .innerJoin(odaTipleri, eq(odaTipleri.id, konaklamaTipleri.odaTipiId))
    .where(where)
    .orderBy(foldSql(kamplar.kampAdi), foldSql(odaTipleri.odaTipiAdi), foldSql(konaklamaTipleri.konaklamaTipiAdi));
}

/**
 * The list's query filters (admin spec §7 "list accepts query filters"): kampId, odaTipiId,
 * konaklamaTipiId, each a uuid; a malformed one matches nothing.
 */
export function optionListWhere(query: Record<string, string | undefined>): SQL | undefined {
  const filters: [string | undefined, SQL][] = [];
  const { kampId, odaTipiId, konaklamaTipiId } = query;
  if (kampId !== undefined) filters.push([kampId, eq(konaklamaSecenekleri.kampId, kampId)]);
  if (odaTipiId !== undefined) filters.push([odaTipiId, inArray(konaklamaSecenekleri.konaklamaTipiId, sql`(select ${konaklamaTipleri.id} from ${konaklamaTipleri} where ${konaklamaTipleri.odaTipiId} = ${odaTipiId})`)]);
  if (konaklamaTipiId !== undefined) filters.push([konaklamaTipiId, eq(konaklamaSecenekleri.konaklamaTipiId, konaklamaTipiId)]);
  if (filters.some(([value]) => !isUuid(value))) return sql`false`;
  return filters.length ? and(...filters.map(([, where]) => where)) : undefined;
}

/**
 * The day's rates for a save or a conversion.
 * @throws ApiError 503 'Döviz kurları şu anda alınamıyor…' when none are known
 */
async function ratesOf(ctx: AppContext): Promise<RatesAnswer> {
  const rates = await ctx.exchangeRates.current();
  if (!rates) throw new ApiError(503, OPTION_MESSAGES.ratesUnavailable);
  return rates;
}

/** An amount in TL at `rates`: euro and USD rounded half up to the cent (exact, integer kuruş). */
export function convertTl(tl: number, rates: RatesAnswer): ConversionResult {
  const kurus = toKurus(tl);
  return {
    euro: fromKurus(convertKurus(kurus, rates.euro)),
    usd: fromKurus(convertKurus(kurus, rates.usd)),
    kurTarihi: rates.tarih,
    guncel: rates.guncel,
    euroKuru: rates.euro,
    usdKuru: rates.usd,
  };
}

type OptionInput = z.output<typeof accommodationOptionPayloadSchema>;

/**
 * Row values of a valid option body, decided on the server: the type and camp must exist and the
 * type's room type must belong to the camp's hotel; a sent cascade (ulkeId, sehirId, otelId,
 * odaTipiId) must match them; the counts come from the type; euro/USD from the TL price at the
 * day's rates; on update the rooms may not drop below those already taken.
 * @param id the option being updated, null on create
 * @throws ApiError 422 with the field's message, 503 without rates
 */
async function optionValues(input: OptionInput, ctx: AppContext, id: string | null): Promise<Record<string, unknown>> {
  const { db } = ctx;
  const [type] = await db
    .select({ odaTipiId: konaklamaTipleri.odaTipiId, otelId: odaTipleri.otelId, yetiskinSayisi: konaklamaTipleri.yetiskinSayisi, cocuk06Sayisi: konaklamaTipleri.cocuk06Sayisi, cocuk611Sayisi: konaklamaTipleri.cocuk611Sayisi })
    .from(konaklamaTipleri)
    .innerJoin(odaTipleri, eq(odaTipleri.id, konaklamaTipleri.odaTipiId))
    .where(eq(konaklamaTipleri.id, input.konaklamaTipiId));
  const [camp] = await db.select({ ulkeId: kamplar.ulkeId, sehirId: kamplar.sehirId, otelId: kamplar.otelId }).from(kamplar).where(eq(kamplar.id, input.kampId));
  const errors: Record<string, string> = {};
  if (!camp) errors.kampId = OPTION_MESSAGES.campNotFound;
  if (!type) errors.konaklamaTipiId = OPTION_MESSAGES.typeNotFound;
  if (camp && type && type.otelId !== camp.otelId) errors.konaklamaTipiId = OPTION_MESSAGES.typeNotOfHotel;
  if (camp && input.ulkeId !== undefined && input.ulkeId !== camp.ulkeId) errors.ulkeId = OPTION_MESSAGES.cascadeMismatch;
  if (camp && input.sehirId !== undefined && input.sehirId !== camp.sehirId) errors.sehirId = OPTION_MESSAGES.cascadeMismatch;
  if (camp && input.otelId !== undefined && input.otelId !== camp.otelId) errors.otelId = OPTION_MESSAGES.cascadeMismatch;
  if (type && input.odaTipiId !== undefined && input.odaTipiId !== type.odaTipiId) errors.odaTipiId = OPTION_MESSAGES.cascadeMismatch;
  if (id !== null && isUuid(id)) {
    const [current] = await db.select({ dolu: konaklamaSecenekleri.doluOdaSayisi }).from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.id, id));
    if (current && input.toplamOdaSayisi < current.dolu) errors.toplamOdaSayisi = OPTION_MESSAGES.roomsBelowTaken(current.dolu);
  }
  if (Object.keys(errors).length || !type) throw invalid(errors);
  const prices = convertTl(input.tlFiyati, await ratesOf(ctx));
  return {
    kampId: input.kampId,
    konaklamaTipiId: input.konaklamaTipiId,
    yetiskinSayisi: type.yetiskinSayisi,
    cocuk06Sayisi: type.cocuk06Sayisi,
    cocuk611Sayisi: type.cocuk611Sayisi,
    toplamOdaSayisi: input.toplamOdaSayisi,
    tlFiyati: fromKurus(toKurus(input.tlFiyati)),
    euroFiyati: prices.euro,
    usdFiyati: prices.usd,
    aktif: input.aktif,
  };
}

/**
 * A valid body for the generated contract test: the `n`-th (camp, accommodation type) pair of
 * the same hotel that has no option yet.
 */
async function sampleOption(db: Database, n: number): Promise<z.input<typeof accommodationOptionPayloadSchema>> {
  const free = await db
    .select({ kampId: kamplar.id, konaklamaTipiId: konaklamaTipleri.id })
    .from(kamplar)
    .innerJoin(odaTipleri, eq(odaTipleri.otelId, kamplar.otelId))
    .innerJoin(konaklamaTipleri, eq(konaklamaTipleri.odaTipiId, odaTipleri.id))
    .where(sql`not exists (select 1 from ${konaklamaSecenekleri} where ${konaklamaSecenekleri.kampId} = ${kamplar.id} and ${konaklamaSecenekleri.konaklamaTipiId} = ${konaklamaTipleri.id})`)
    .orderBy(asc(kamplar.id), asc(konaklamaTipleri.id));
  if (!free.length) throw new Error('örnek için boş kamp/konaklama tipi çifti yok');
  const pair = free[(n - 1) % free.length]!;
  return { ...pair, toplamOdaSayisi: 2, tlFiyati: 1000 + n, aktif: true };
}

/** The accommodation-option resource of the admin registry (admin spec §7: POST /{id} updates). */
export const optionCrud = defineCrudResource(accommodationOptionResource, {
  table: konaklamaSecenekleri,
  idColumn: konaklamaSecenekleri.id,
  columns: {
    id: konaklamaSecenekleri.id,
    kampId: konaklamaSecenekleri.kampId,
    konaklamaTipiId: konaklamaSecenekleri.konaklamaTipiId,
    yetiskinSayisi: konaklamaSecenekleri.yetiskinSayisi,
    cocuk06Sayisi: konaklamaSecenekleri.cocuk06Sayisi,
    cocuk611Sayisi: konaklamaSecenekleri.cocuk611Sayisi,
    toplamOdaSayisi: konaklamaSecenekleri.toplamOdaSayisi,
    doluOdaSayisi: konaklamaSecenekleri.doluOdaSayisi,
    tlFiyati: konaklamaSecenekleri.tlFiyati,
    euroFiyati: konaklamaSecenekleri.euroFiyati,
    usdFiyati: konaklamaSecenekleri.usdFiyati,
    aktif: konaklamaSecenekleri.aktif,
    // Joined values are read back through `select`; here they only stand on the row's own keys.
    kampAdi: konaklamaSecenekleri.kampId,
    otelId: konaklamaSecenekleri.kampId,
    otelAdi: konaklamaSecenekleri.kampId,
    sehirId: konaklamaSecenekleri.kampId,
    ulkeId: konaklamaSecenekleri.kampId,
    konaklamaTipiAdi: konaklamaSecenekleri.konaklamaTipiId,
    odaTipiId: konaklamaSecenekleri.konaklamaTipiId,
    odaTipiAdi: konaklamaSecenekleri.konaklamaTipiId,
  },
  toValues: (input, { ctx, id }) => optionValues(input, ctx, id),
  orderBy: foldSql(kamplar.kampAdi),
  select: selectOptions,
  listWhere: optionListWhere,
  references: { kampId: OPTION_MESSAGES.campNotFound, konaklamaTipiId: OPTION_MESSAGES.typeNotFound },
  // A registration taking a room between the check in optionValues and the write.
  checks: { konaklama_secenekleri_oda_ck: { field: 'toplamOdaSayisi', mesaj: OPTION_MESSAGES.roomsBelowTakenAny } },
  unique: { index: 'konaklama_secenekleri_kamp_tip_uq', field: 'konaklamaTipiId', mesaj: OPTION_MESSAGES.duplicate },
  messages: {
    created: OPTION_MESSAGES.added,
    updated: OPTION_MESSAGES.updated,
    deleted: OPTION_MESSAGES.deleted,
    notFound: OPTION_MESSAGES.notFound,
    inUse: OPTION_MESSAGES.inUse,
  },
  sample: sampleOption,
});

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const optionAdmin: AdminModule = { resources: [optionCrud], routes: registerOptionAdminRoutes };

/**
 * Bulk create (admin spec §2, §4, §8): for the camp and room type, one option per accommodation
 * type of the room type that the camp does not have yet (aktif false, prices 0, counts of the
 * type, 1 room), in one transaction; existing ones are kept (ON CONFLICT DO NOTHING on the unique
 * index), so it never duplicates.
 * @returns how many options were created
 * @throws ApiError 422 unknown camp or room type, a room type of another hotel, or a room type without types
 */
export async function bulkCreateOptions(db: Database, kampId: string, odaTipiId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [camp] = await tx.select({ otelId: kamplar.otelId }).from(kamplar).where(eq(kamplar.id, kampId));
    const [roomType] = await tx.select({ otelId: odaTipleri.otelId }).from(odaTipleri).where(eq(odaTipleri.id, odaTipiId));
    const errors: Record<string, string> = {};
    if (!camp) errors.kampId = OPTION_MESSAGES.campNotFound;
    if (!roomType) errors.odaTipiId = OPTION_MESSAGES.roomTypeNotFound;
    else if (camp && roomType.otelId !== camp.otelId) errors.odaTipiId = OPTION_MESSAGES.roomTypeNotOfHotel;
    if (Object.keys(errors).length) throw invalid(errors);
    const types = await tx
      .select({ id: konaklamaTipleri.id, yetiskinSayisi: konaklamaTipleri.yetiskinSayisi, cocuk06Sayisi: konaklamaTipleri.cocuk06Sayisi, cocuk611Sayisi: konaklamaTipleri.cocuk611Sayisi })
      .from(konaklamaTipleri)
      .where(eq(konaklamaTipleri.odaTipiId, odaTipiId));
    if (!types.length) throw new ApiError(422, OPTION_MESSAGES.bulkNoTypes, { odaTipiId: OPTION_MESSAGES.bulkNoTypes });
    const created = await tx
      .insert(konaklamaSecenekleri)
      .values(
        types.map((t) => ({
          kampId,
          konaklamaTipiId: t.id,
          yetiskinSayisi: t.yetiskinSayisi,
          cocuk06Sayisi: t.cocuk06Sayisi,
          cocuk611Sayisi: t.cocuk611Sayisi,
          toplamOdaSayisi: 1,
          tlFiyati: 0,
          euroFiyati: 0,
          usdFiyati: 0,
          aktif: false,
        })),
      )
      .onConflictDoNothing({ target: [konaklamaSecenekleri.kampId, konaklamaSecenekleri.konaklamaTipiId] })
      .returning({ id: konaklamaSecenekleri.id });
    return created.length;
  });
}

/**
 * Registers the bulk create (POST /api/konaklamasecenegi/toplu → veri { olusturulan }, mesaj
 * '{n} kayıt başarıyla oluşturuldu') and the TL conversion (POST /api/doviz/cevir → veri
 * { euro, usd, kurTarihi, guncel, euroKuru, usdKuru }; 503 without rates) on the admin plugin.
 */
async function registerOptionAdminRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = admin.withTypeProvider<ZodTypeProvider>();

  app.post(BULK_PATH, { schema: { body: bulkOptionPayloadSchema, response: { 200: envelopeOf(bulkOptionResultSchema) } } }, async (request) => {
    const { kampId, odaTipiId, recaptchaToken } = request.body;
    await checkSentToken(ctx.verifier, request, recaptchaToken, OPTION_ACTION);
    const olusturulan = await bulkCreateOptions(ctx.db, kampId, odaTipiId);
    return ok({ olusturulan }, OPTION_MESSAGES.bulkCreated(olusturulan));
  });

  app.post(CONVERSION_PATH, { schema: { body: conversionPayloadSchema, response: { 200: envelopeOf(conversionResultSchema) } } }, async (request) => {
    return ok(convertTl(request.body.tl, await ratesOf(ctx)));
  });
}
