/**
 * Reference resources of the camp operations screens (admin spec §2, §3, §5, §7) on the CRUD
 * factory, Admin only (the admin plugin's hook):
 * - /api/sehir (cities, with their country's name), /api/otel (hotels: the city must belong to
 *   the chosen country), /api/odatipi (room types of a hotel), /api/KonaklamaTipi (accommodation
 *   types of a room type, also GET /{id}), /api/kampucrettipi, /api/kaymaseviyesi — update POST /{id};
 * - /api/cinsiyet and /api/ekipindirimikodu — update PUT with the id in the body.
 * Names are unique where the database says so (folded unique indexes → 409 on the name field);
 * a row still referenced cannot be deleted (foreign keys → 409); an unknown referenced id on a
 * save is a 422 on its field; a discount code's maximum below its usage so far is a 422.
 */
import { asc, eq, max, sql, type SQL } from 'drizzle-orm';
import {
  REFERENCE_MESSAGES as M,
  accommodationTypeResource,
  cityResource,
  discountCodeResource,
  feeTypeResource,
  genderResource,
  hotelResource,
  roomTypeResource,
  skillLevelResource,
} from '@skiclub/shared/schemas/admin';
import type { Database } from '../../db';
import { cinsiyetler, ekipIndirimKodlari, kampaKayitlari, kampUcretTipleri, kaymaSeviyeleri, konaklamaTipleri, odaTipleri, oteller, sehirler, ulkeler } from '../../db/schema';
import { ApiError, invalid } from '../../lib/http';
import { foldSql } from '../../lib/text';
import { defineCrudResource, type AdminModule } from './crud';

/** 409, 404 and 422 texts of the reference resources (admin spec §5, §8 style). */
export const REFERENCE_API_MESSAGES = {
  cityExists: 'Bu şehir bu ülkede zaten kayıtlı.',
  cityInUse: 'Bu şehir başka kayıtlarda kullanıldığı için silinemez.',
  cityNotFound: 'Şehir bulunamadı.',
  hotelExists: 'Bu otel bu şehirde zaten kayıtlı.',
  hotelInUse: 'Bu otel başka kayıtlarda kullanıldığı için silinemez.',
  hotelNotFound: 'Otel bulunamadı.',
  roomTypeExists: 'Bu oda tipi bu otelde zaten kayıtlı.',
  roomTypeInUse: 'Bu oda tipi başka kayıtlarda kullanıldığı için silinemez.',
  roomTypeNotFound: 'Oda tipi bulunamadı.',
  accommodationTypeExists: 'Bu konaklama tipi bu oda tipinde zaten kayıtlı.',
  accommodationTypeInUse: 'Bu konaklama tipi başka kayıtlarda kullanıldığı için silinemez.',
  accommodationTypeNotFound: 'Konaklama tipi bulunamadı.',
  feeTypeExists: 'Bu kamp ücret tipi zaten kayıtlı.',
  feeTypeInUse: 'Bu kamp ücret tipi kamplarda kullanıldığı için silinemez.',
  feeTypeNotFound: 'Kamp ücret tipi bulunamadı.',
  genderExists: 'Bu cinsiyet zaten kayıtlı.',
  genderInUse: 'Bu cinsiyet başka kayıtlarda kullanıldığı için silinemez.',
  genderNotFound: 'Cinsiyet bulunamadı.',
  skillLevelExists: 'Bu kayma seviyesi zaten kayıtlı.',
  skillLevelInUse: 'Bu kayma seviyesi başka kayıtlarda kullanıldığı için silinemez.',
  skillLevelNotFound: 'Kayma seviyesi bulunamadı.',
  discountCodeExists: 'Bu indirim kodu zaten kayıtlı.',
  discountCodeInUse: 'Bu indirim kodu başka kayıtlarda kullanıldığı için silinemez.',
  discountCodeNotFound: 'İndirim kodu bulunamadı.',
  unknownCountry: 'Seçilen ülke bulunamadı.',
  unknownCity: 'Seçilen şehir bulunamadı.',
  cityOfOtherCountry: 'Seçilen şehir seçilen ülkeye ait değil.',
  unknownHotel: 'Seçilen otel bulunamadı.',
  unknownRoomType: 'Seçilen oda tipi bulunamadı.',
} as const;
const A = REFERENCE_API_MESSAGES;

/**
 * True when a child of some registration names `id` in its JSON `key` (cinsiyetId,
 * kaymaSeviyesiId): those references are no foreign keys, so the delete checks them itself.
 */
async function usedByRegistrationChildren(db: Database, key: 'cinsiyetId' | 'kaymaSeviyesiId', id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kampaKayitlari.id })
    .from(kampaKayitlari)
    .where(sql`exists (select 1 from jsonb_array_elements(${kampaKayitlari.cocuklar06} || ${kampaKayitlari.cocuklar611}) as child where child ->> ${key} = ${id})`)
    .limit(1);
  return !!row;
}

/** True when a child without a cinsiyetId names the gender `name` (folded as the unique index folds it). */
async function namedByRegistrationChildren(db: Database, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kampaKayitlari.id })
    .from(kampaKayitlari)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${kampaKayitlari.cocuklar06} || ${kampaKayitlari.cocuklar611}) as child where child ->> 'cinsiyetId' is null and ${foldSql(sql`child ->> 'cinsiyetAdi'`)} = ${foldSql(sql`${name}::text`)})`,
    )
    .limit(1);
  return !!row;
}

/** The first id of `table` (samples of the contract test need an existing parent row). */
async function firstId(db: Database, table: typeof ulkeler | typeof sehirler | typeof oteller | typeof odaTipleri): Promise<string> {
  const [row] = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error(`no row to refer to in ${String(table)}`);
  return row.id;
}

const citySelect = (db: Database, where: SQL | undefined) =>
  db
    .select({ id: sehirler.id, sehirAdi: sehirler.sehirAdi, ulkeId: sehirler.ulkeId, ulkeAdi: ulkeler.ulkeAdi, aktif: sehirler.aktif })
    .from(sehirler)
    .innerJoin(ulkeler, eq(ulkeler.id, sehirler.ulkeId))
    .where(where)
    .orderBy(foldSql(sehirler.sehirAdi));

// The joined names (ulkeAdi, sehirAdi, otelAdi, odaTipiAdi) are not columns of the written table:
// `columns` maps them to the foreign key only so the factory's RETURNING has every item key; the
// answer row is then read back through `select`, which joins the real names.

/** Cities: GET/POST /api/sehir, POST/DELETE /api/sehir/{id}; action 'sehir'. */
export const cityCrud = defineCrudResource(cityResource, {
  table: sehirler,
  idColumn: sehirler.id,
  columns: { id: sehirler.id, sehirAdi: sehirler.sehirAdi, ulkeId: sehirler.ulkeId, ulkeAdi: sehirler.ulkeId, aktif: sehirler.aktif },
  toValues: (input) => ({ ulkeId: input.ulkeId, sehirAdi: input.sehirAdi.trim(), aktif: input.aktif }),
  orderBy: foldSql(sehirler.sehirAdi),
  select: citySelect,
  references: { ulkeId: A.unknownCountry },
  unique: { index: 'sehirler_ulke_sehir_adi_uq', field: 'sehirAdi', mesaj: A.cityExists },
  messages: { created: M.cityAdded, updated: M.cityUpdated, deleted: M.cityDeleted, notFound: A.cityNotFound, inUse: A.cityInUse },
  sample: async (db, n) => ({ ulkeId: await firstId(db, ulkeler), sehirAdi: `Deneme Şehri ${n}`, aktif: true }),
});

const hotelSelect = (db: Database, where: SQL | undefined) =>
  db
    .select({ id: oteller.id, otelAdi: oteller.otelAdi, ulkeId: oteller.ulkeId, ulkeAdi: ulkeler.ulkeAdi, sehirId: oteller.sehirId, sehirAdi: sehirler.sehirAdi, aktif: oteller.aktif })
    .from(oteller)
    .innerJoin(ulkeler, eq(ulkeler.id, oteller.ulkeId))
    .innerJoin(sehirler, eq(sehirler.id, oteller.sehirId))
    .where(where)
    .orderBy(foldSql(oteller.otelAdi));

/** Hotels: GET/POST /api/otel, POST/DELETE /api/otel/{id}; action 'otel'; the city must be of the country. */
export const hotelCrud = defineCrudResource(hotelResource, {
  table: oteller,
  idColumn: oteller.id,
  columns: { id: oteller.id, otelAdi: oteller.otelAdi, ulkeId: oteller.ulkeId, ulkeAdi: oteller.ulkeId, sehirId: oteller.sehirId, sehirAdi: oteller.sehirId, aktif: oteller.aktif },
  toValues: (input) => ({ ulkeId: input.ulkeId, sehirId: input.sehirId, otelAdi: input.otelAdi.trim(), aktif: input.aktif }),
  orderBy: foldSql(oteller.otelAdi),
  select: hotelSelect,
  validate: async (db, input) => {
    const [city] = await db.select({ ulkeId: sehirler.ulkeId }).from(sehirler).where(eq(sehirler.id, input.sehirId));
    if (!city) throw invalid({ sehirId: A.unknownCity });
    if (city.ulkeId !== input.ulkeId) throw invalid({ sehirId: A.cityOfOtherCountry });
  },
  references: { ulkeId: A.unknownCountry, sehirId: A.unknownCity },
  unique: { index: 'oteller_sehir_otel_adi_uq', field: 'otelAdi', mesaj: A.hotelExists },
  messages: { created: M.hotelAdded, updated: M.hotelUpdated, deleted: M.hotelDeleted, notFound: A.hotelNotFound, inUse: A.hotelInUse },
  sample: async (db, n) => {
    const [city] = await db.select({ id: sehirler.id, ulkeId: sehirler.ulkeId }).from(sehirler).orderBy(asc(sehirler.id)).limit(1);
    if (!city) throw new Error('no city to put a hotel in');
    return { ulkeId: city.ulkeId, sehirId: city.id, otelAdi: `Deneme Oteli ${n}`, aktif: true };
  },
});

const roomTypeSelect = (db: Database, where: SQL | undefined) =>
  db
    .select({ id: odaTipleri.id, odaTipiAdi: odaTipleri.odaTipiAdi, otelId: odaTipleri.otelId, otelAdi: oteller.otelAdi, aktif: odaTipleri.aktif })
    .from(odaTipleri)
    .innerJoin(oteller, eq(oteller.id, odaTipleri.otelId))
    .where(where)
    .orderBy(foldSql(oteller.otelAdi), foldSql(odaTipleri.odaTipiAdi));

/** Room types: GET/POST /api/odatipi, POST/DELETE /api/odatipi/{id}; action 'odatipi'. */
export const roomTypeCrud = defineCrudResource(roomTypeResource, {
  table: odaTipleri,
  idColumn: odaTipleri.id,
  columns: { id: odaTipleri.id, odaTipiAdi: odaTipleri.odaTipiAdi, otelId: odaTipleri.otelId, otelAdi: odaTipleri.otelId, aktif: odaTipleri.aktif },
  toValues: (input) => ({ otelId: input.otelId, odaTipiAdi: input.odaTipiAdi.trim(), aktif: input.aktif }),
  orderBy: foldSql(odaTipleri.odaTipiAdi),
  select: roomTypeSelect,
  references: { otelId: A.unknownHotel },
  unique: { index: 'oda_tipleri_otel_oda_tipi_adi_uq', field: 'odaTipiAdi', mesaj: A.roomTypeExists },
  messages: { created: M.roomTypeAdded, updated: M.roomTypeUpdated, deleted: M.roomTypeDeleted, notFound: A.roomTypeNotFound, inUse: A.roomTypeInUse },
  sample: async (db, n) => ({ otelId: await firstId(db, oteller), odaTipiAdi: `Deneme Oda Tipi ${n}`, aktif: true }),
});

const accommodationTypeSelect = (db: Database, where: SQL | undefined) =>
  db
    .select({
      id: konaklamaTipleri.id,
      konaklamaTipiAdi: konaklamaTipleri.konaklamaTipiAdi,
      odaTipiId: konaklamaTipleri.odaTipiId,
      odaTipiAdi: odaTipleri.odaTipiAdi,
      otelAdi: oteller.otelAdi,
      yetiskinSayisi: konaklamaTipleri.yetiskinSayisi,
      cocuk06Sayisi: konaklamaTipleri.cocuk06Sayisi,
      cocuk611Sayisi: konaklamaTipleri.cocuk611Sayisi,
      aktif: konaklamaTipleri.aktif,
    })
    .from(konaklamaTipleri)
    .innerJoin(odaTipleri, eq(odaTipleri.id, konaklamaTipleri.odaTipiId))
    .innerJoin(oteller, eq(oteller.id, odaTipleri.otelId))
    .where(where)
    .orderBy(foldSql(oteller.otelAdi), foldSql(odaTipleri.odaTipiAdi), foldSql(konaklamaTipleri.konaklamaTipiAdi));

/** Accommodation types: GET/POST /api/KonaklamaTipi, GET/POST/DELETE /api/KonaklamaTipi/{id}; action 'konaklamatipi'. */
export const accommodationTypeCrud = defineCrudResource(accommodationTypeResource, {
  table: konaklamaTipleri,
  idColumn: konaklamaTipleri.id,
  columns: {
    id: konaklamaTipleri.id,
    konaklamaTipiAdi: konaklamaTipleri.konaklamaTipiAdi,
    odaTipiId: konaklamaTipleri.odaTipiId,
    odaTipiAdi: konaklamaTipleri.odaTipiId,
    otelAdi: konaklamaTipleri.odaTipiId,
    yetiskinSayisi: konaklamaTipleri.yetiskinSayisi,
    cocuk06Sayisi: konaklamaTipleri.cocuk06Sayisi,
    cocuk611Sayisi: konaklamaTipleri.cocuk611Sayisi,
    aktif: konaklamaTipleri.aktif,
  },
  toValues: (input) => ({
    odaTipiId: input.odaTipiId,
    konaklamaTipiAdi: input.konaklamaTipiAdi.trim(),
    yetiskinSayisi: input.yetiskinSayisi,
    cocuk06Sayisi: input.cocuk06Sayisi,
    cocuk611Sayisi: input.cocuk611Sayisi,
    aktif: input.aktif,
  }),
  orderBy: foldSql(konaklamaTipleri.konaklamaTipiAdi),
  select: accommodationTypeSelect,
  getById: true,
  references: { odaTipiId: A.unknownRoomType },
  unique: { index: 'konaklama_tipleri_oda_tipi_adi_uq', field: 'konaklamaTipiAdi', mesaj: A.accommodationTypeExists },
  messages: {
    created: M.accommodationTypeAdded,
    updated: M.accommodationTypeUpdated,
    deleted: M.accommodationTypeDeleted,
    notFound: A.accommodationTypeNotFound,
    inUse: A.accommodationTypeInUse,
  },
  sample: async (db, n) => ({ odaTipiId: await firstId(db, odaTipleri), konaklamaTipiAdi: `Deneme Konaklama ${n}`, yetiskinSayisi: 2, cocuk06Sayisi: 0, cocuk611Sayisi: 1, aktif: true }),
});

/** Camp fee types: GET/POST /api/kampucrettipi, POST/DELETE /api/kampucrettipi/{id}; action 'kampucrettipi'. */
export const feeTypeCrud = defineCrudResource(feeTypeResource, {
  table: kampUcretTipleri,
  idColumn: kampUcretTipleri.id,
  columns: { id: kampUcretTipleri.id, ad: kampUcretTipleri.ad, aktif: kampUcretTipleri.aktif },
  toValues: (input) => ({ ad: input.ad.trim(), aktif: input.aktif }),
  orderBy: foldSql(kampUcretTipleri.ad),
  unique: { index: 'kamp_ucret_tipleri_ad_uq', field: 'ad', mesaj: A.feeTypeExists },
  messages: { created: M.feeTypeAdded, updated: M.feeTypeUpdated, deleted: M.feeTypeDeleted, notFound: A.feeTypeNotFound, inUse: A.feeTypeInUse },
  sample: async (_db, n) => ({ ad: `Deneme Ücret Tipi ${n}`, aktif: true }),
});

/** Genders: GET/POST/PUT /api/cinsiyet, DELETE /api/cinsiyet/{id}; action 'cinsiyet' (GET /api/cinsiyet/aktif stays public). */
export const genderCrud = defineCrudResource(genderResource, {
  table: cinsiyetler,
  idColumn: cinsiyetler.id,
  columns: { id: cinsiyetler.id, cinsiyetAdi: cinsiyetler.cinsiyetAdi, aktif: cinsiyetler.aktif },
  toValues: (input) => ({ cinsiyetAdi: input.cinsiyetAdi.trim(), aktif: input.aktif }),
  orderBy: foldSql(cinsiyetler.cinsiyetAdi),
  beforeDelete: async (db, id) => {
    if (await usedByRegistrationChildren(db, 'cinsiyetId', id)) throw new ApiError(409, A.genderInUse);
    // Children registered before they carried the id name their gender by text only.
    const [gender] = await db.select({ ad: cinsiyetler.cinsiyetAdi }).from(cinsiyetler).where(eq(cinsiyetler.id, id));
    if (gender && (await namedByRegistrationChildren(db, gender.ad))) throw new ApiError(409, A.genderInUse);
  },
  unique: { index: 'cinsiyetler_cinsiyet_adi_uq', field: 'cinsiyetAdi', mesaj: A.genderExists },
  messages: { created: M.genderAdded, updated: M.genderUpdated, deleted: M.genderDeleted, notFound: A.genderNotFound, inUse: A.genderInUse },
  sample: async (_db, n) => ({ cinsiyetAdi: `Deneme Cinsiyeti ${n}`, aktif: true }),
});

/** Skill levels: GET/POST /api/kaymaseviyesi, POST/DELETE /api/kaymaseviyesi/{id}; action 'kaymaseviyesi'; listed by their order (siraNo), new ones last. */
export const skillLevelCrud = defineCrudResource(skillLevelResource, {
  table: kaymaSeviyeleri,
  idColumn: kaymaSeviyeleri.id,
  columns: { id: kaymaSeviyeleri.id, kaymaSeviyesiAdi: kaymaSeviyeleri.kaymaSeviyesiAdi, aktif: kaymaSeviyeleri.aktif },
  // A new level goes last in the order (siraNo = highest + 1); an update keeps its place.
  toValues: async (input, { db, id }) => {
    const values = { kaymaSeviyesiAdi: input.kaymaSeviyesiAdi.trim(), aktif: input.aktif };
    if (id) return values;
    const [top] = await db.select({ n: max(kaymaSeviyeleri.siraNo) }).from(kaymaSeviyeleri);
    return { ...values, siraNo: (top?.n ?? 0) + 1 };
  },
  orderBy: sql`${kaymaSeviyeleri.siraNo}, ${foldSql(kaymaSeviyeleri.kaymaSeviyesiAdi)}`,
  beforeDelete: async (db, id) => {
    if (await usedByRegistrationChildren(db, 'kaymaSeviyesiId', id)) throw new ApiError(409, A.skillLevelInUse);
  },
  unique: { index: 'kayma_seviyeleri_kayma_seviyesi_adi_uq', field: 'kaymaSeviyesiAdi', mesaj: A.skillLevelExists },
  messages: { created: M.skillLevelAdded, updated: M.skillLevelUpdated, deleted: M.skillLevelDeleted, notFound: A.skillLevelNotFound, inUse: A.skillLevelInUse },
  sample: async (_db, n) => ({ kaymaSeviyesiAdi: `Deneme Seviyesi ${n}`, aktif: true }),
});

/** Today as 'YYYY-MM-DD' plus `days` (samples only). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Team discount codes: GET/POST/PUT /api/ekipindirimikodu, DELETE /api/ekipindirimikodu/{id};
 * action 'ekipindirimikodu'. maksimumKullanim (sent) is stored as maksimumKullanimSayisi (listed,
 * with kullanimSayisi); the check constraint refuses a maximum below the usage so far → 422.
 */
export const discountCodeCrud = defineCrudResource(discountCodeResource, {
  table: ekipIndirimKodlari,
  idColumn: ekipIndirimKodlari.id,
  columns: {
    id: ekipIndirimKodlari.id,
    kodAdi: ekipIndirimKodlari.kodAdi,
    indirimOrani: ekipIndirimKodlari.indirimOrani,
    baslangicTarihi: ekipIndirimKodlari.baslangicTarihi,
    bitisTarihi: ekipIndirimKodlari.bitisTarihi,
    maksimumKullanimSayisi: ekipIndirimKodlari.maksimumKullanimSayisi,
    kullanimSayisi: ekipIndirimKodlari.kullanimSayisi,
    aktif: ekipIndirimKodlari.aktif,
  },
  toValues: (input) => ({
    kodAdi: input.kodAdi.trim(),
    indirimOrani: input.indirimOrani,
    baslangicTarihi: input.baslangicTarihi,
    bitisTarihi: input.bitisTarihi,
    maksimumKullanimSayisi: input.maksimumKullanim,
    aktif: input.aktif,
  }),
  orderBy: foldSql(ekipIndirimKodlari.kodAdi),
  unique: { index: 'ekip_indirim_kodlari_kod_adi_uq', field: 'kodAdi', mesaj: A.discountCodeExists },
  checks: { ekip_indirim_kodlari_kullanim_ck: { field: 'maksimumKullanim', mesaj: M.maxBelowUsage } },
  // A used code stays (registrations point at it; their foreign key would only clear the link).
  beforeDelete: async (db, id) => {
    const [used] = await db
      .select({ id: ekipIndirimKodlari.id })
      .from(ekipIndirimKodlari)
      .where(sql`${ekipIndirimKodlari.id} = ${id} and (${ekipIndirimKodlari.kullanimSayisi} > 0 or exists (select 1 from ${kampaKayitlari} where ${kampaKayitlari.ekipIndirimKoduId} = ${id}))`);
    if (used) throw new ApiError(409, A.discountCodeInUse);
  },
  messages: {
    created: M.discountCodeAdded,
    updated: M.discountCodeUpdated,
    deleted: M.discountCodeDeleted,
    notFound: A.discountCodeNotFound,
    inUse: A.discountCodeInUse,
  },
  sample: async (_db, n) => ({ kodAdi: `DENEME${n}`, indirimOrani: 10, baslangicTarihi: dayFromToday(0), bitisTarihi: dayFromToday(30), maksimumKullanim: 50, aktif: true }),
});

/** This module in the admin registry (routes/admin/index.ts): the reference resources, all on the CRUD factory. */
export const referenceAdmin: AdminModule = { resources: [cityCrud, hotelCrud, roomTypeCrud, accommodationTypeCrud, feeTypeCrud, genderCrud, skillLevelCrud, discountCodeCrud] };

