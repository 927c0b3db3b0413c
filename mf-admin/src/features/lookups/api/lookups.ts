/**
 * Lookup lists of the cascading selects (admin spec §2 Camp, Hotel, Room type, Accommodation
 * option): countries, cities, hotels, room types, accommodation types and fee types, read whole
 * from their admin collections (small lists) and turned into select options on the client.
 * A failed lookup shows the spec's browser alert with its text (admin spec §8) and yields no options.
 */
import { z } from 'zod';
import { http, toAppError } from '@skiclub/shared/api';
import {
  accommodationTypeSchema,
  adminCitySchema,
  countrySchema,
  feeTypeSchema,
  hotelSchema,
  roomTypeSchema,
  type AccommodationType,
  type AdminCity,
  type Country,
  type FeeType,
  type Hotel,
  type RoomType,
} from '@skiclub/shared/schemas/admin';
import { readEnvelope } from '../../crud/api/createCrudService';

/** One option of a select. */
export interface LookupOption {
  label: string;
  value: string;
}

interface Lookup<T> {
  url: string;
  schema: z.ZodType<T>;
  label: (row: T) => string;
  /** Load failure text (admin spec §8: browser alert for lookup lists). */
  loadFailed: string;
}

const LOOKUPS = {
  countries: { url: '/api/ulke', schema: countrySchema, label: (r) => r.ulkeAdi, loadFailed: 'Ülkeler yüklenirken hata oluştu.' } satisfies Lookup<Country>,
  cities: { url: '/api/sehir', schema: adminCitySchema, label: (r) => r.sehirAdi, loadFailed: 'Şehirler yüklenirken hata oluştu.' } satisfies Lookup<AdminCity>,
  hotels: { url: '/api/otel', schema: hotelSchema, label: (r) => r.otelAdi, loadFailed: 'Oteller yüklenirken hata oluştu.' } satisfies Lookup<Hotel>,
  roomTypes: { url: '/api/odatipi', schema: roomTypeSchema, label: (r) => r.odaTipiAdi, loadFailed: 'Oda tipleri yüklenirken hata oluştu.' } satisfies Lookup<RoomType>,
  accommodationTypes: {
    url: '/api/KonaklamaTipi',
    schema: accommodationTypeSchema,
    label: (r) => r.konaklamaTipiAdi,
    loadFailed: 'Konaklama tipleri yüklenirken hata oluştu.',
  } satisfies Lookup<AccommodationType>,
  feeTypes: { url: '/api/kampucrettipi', schema: feeTypeSchema, label: (r) => r.ad, loadFailed: 'Kamp ücret tipleri yüklenirken hata oluştu.' } satisfies Lookup<FeeType>,
};

/** Row type of each lookup. */
export interface LookupRows {
  countries: Country;
  cities: AdminCity;
  hotels: Hotel;
  roomTypes: RoomType;
  accommodationTypes: AccommodationType;
  feeTypes: FeeType;
}
export type LookupKind = keyof LookupRows;

/** The URL a lookup list is read from (GET, admin spec §7), e.g. `/api/ulke` for `countries`. */
export function lookupUrl(kind: LookupKind): string {
  return LOOKUPS[kind].url;
}

/**
 * Reads a whole lookup list.
 * @throws AppError (the caller decides how to tell; {@link lookupOptions} alerts)
 */
export async function loadLookup<K extends LookupKind>(kind: K): Promise<LookupRows[K][]> {
  const lookup = LOOKUPS[kind] as unknown as Lookup<LookupRows[K]>;
  let body: unknown;
  try {
    body = (await http.get(lookup.url)).data;
  } catch (e) {
    throw toAppError(e);
  }
  return readEnvelope(z.array(lookup.schema), body, lookup.url);
}

/**
 * Select options of a lookup, optionally filtered (e.g. the cities of the chosen country), in
 * Turkish alphabetical order. Inactive rows are listed too (an admin may still pick them), marked
 * '(Pasif)'. A failure alerts the spec's text and gives no options.
 * @param keep row filter, e.g. `(city) => city.ulkeId === ulkeId`
 */
export async function lookupOptions<K extends LookupKind>(kind: K, keep: (row: LookupRows[K]) => boolean = () => true): Promise<LookupOption[]> {
  const lookup = LOOKUPS[kind] as unknown as Lookup<LookupRows[K]>;
  try {
    const rows = (await loadLookup(kind)).filter(keep);
    return rows
      .map((row) => ({ label: `${lookup.label(row)}${(row as { aktif?: boolean }).aktif === false ? ' (Pasif)' : ''}`, value: (row as { id: string }).id }))
      .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  } catch {
    window.alert(lookup.loadFailed);
    return [];
  }
}
