/**
 * Calls of the accommodation-option screen (admin spec §3, §4, §7, §8): the CRUD collection
 * /api/konaklamasecenegi (POST /{id} updates, token action 'konaklamasecenegi'), the bulk create
 * POST /api/konaklamasecenegi/toplu, the TL conversion POST /api/doviz/cevir, and the lookups of
 * the cascade (country → city → hotel → room type → camp of that hotel → accommodation type).
 * Every answer is read from the envelope with the shared schemas; failures reject with an AppError.
 */
import { z } from 'zod';
import { getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import {
  accommodationOptionResource,
  adminCampSchema,
  bulkOptionResultSchema,
  campLabel,
  conversionResultSchema,
  type AccommodationOption,
  type AccommodationType,
  type BulkOptionPayload,
  type ConversionResult,
  type accommodationOptionPayloadSchema,
} from '@skiclub/shared/schemas/admin';
import { createCrudService, readEnvelope, type CrudService } from '../../crud/api/createCrudService';
import { loadLookup, lookupOptions, type LookupOption } from '../../lookups/api/lookups';

/** Collection path (admin spec §7). */
export const OPTION_URL = accommodationOptionResource.path;
/** Bulk create path. */
export const BULK_URL = `${OPTION_URL}/toplu`;
/** TL conversion path (admin spec §7: payload tl, answer euro and usd). */
export const CONVERSION_URL = '/api/doviz/cevir';
/** Human-verification action of the screen's saves and bulk create. */
export const OPTION_ACTION = accommodationOptionResource.verificationAction;
/** Load failure of the camp lookup (admin spec §8: browser alert for lookup lists). */
export const CAMPS_LOAD_FAILED = 'Kamplar yüklenirken bir hata oluştu!';
/** Load failure of the accommodation-type lookup. */
export const TYPES_LOAD_FAILED = 'Konaklama tipleri yüklenirken hata oluştu.';

/** What the screen's form parses to and the CRUD calls send (the payload of the contract). */
type OptionSave = z.output<typeof accommodationOptionPayloadSchema>;

/** The list, create, update and delete calls (client-side paging of the whole list). */
export const optionCrudService = createCrudService(accommodationOptionResource);

async function post<T>(schema: z.ZodType<T>, url: string, payload: object): Promise<T> {
  let body: unknown;
  try {
    body = (await http.post(url, payload)).data;
  } catch (e) {
    throw toAppError(e);
  }
  return readEnvelope(schema, body, url);
}

/** Everything the screen asks the API. */
export interface OptionScreenApi {
  crud: CrudService<AccommodationOption, OptionSave>;
  /**
   * Bulk create for a camp and room type, with a fresh verification token.
   * @returns how many options were created
   * @throws AppError (422 'Seçili oda tipine bağlı konaklama tipi bulunamadı.' …)
   */
  bulkCreate: (payload: Omit<BulkOptionPayload, 'recaptchaToken'>) => Promise<number>;
  /**
   * An amount in TL in euro and USD at the day's rates, with the rates' date.
   * @throws AppError (503 when no rates are known)
   */
  convert: (tl: number) => Promise<ConversionResult>;
  /** Select options of the cascade; a failure alerts the spec's text and gives none. */
  countries: () => Promise<LookupOption[]>;
  cities: (ulkeId: string) => Promise<LookupOption[]>;
  hotels: (sehirId: string) => Promise<LookupOption[]>;
  roomTypes: (otelId: string) => Promise<LookupOption[]>;
  /** Camps of a hotel, labelled 'kampAdi (dd.mm.yyyy)'. */
  camps: (otelId: string) => Promise<LookupOption[]>;
  /** Accommodation types of a room type, whole rows (their counts are copied into the form). */
  accommodationTypes: (odaTipiId: string) => Promise<AccommodationType[]>;
}

/** Camps of a hotel from the admin camp list (GET /api/kamp?tumu=true), by name; a failure alerts. */
async function campsOfHotel(otelId: string): Promise<LookupOption[]> {
  try {
    let body: unknown;
    try {
      body = (await http.get('/api/kamp', { params: { tumu: 'true' } })).data;
    } catch (e) {
      throw toAppError(e);
    }
    return readEnvelope(z.array(adminCampSchema), body, '/api/kamp')
      .filter((c) => c.otelId === otelId)
      .map((c) => ({ value: c.id, label: `${campLabel(c)}${c.aktif ? '' : ' (Pasif)'}` }))
      .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  } catch {
    window.alert(CAMPS_LOAD_FAILED);
    return [];
  }
}

/** The API behind the screen. */
export const optionScreenApi: OptionScreenApi = {
  crud: optionCrudService,
  bulkCreate: async (payload) => {
    const veri = await post(bulkOptionResultSchema, BULK_URL, { ...payload, recaptchaToken: await getHumanVerificationToken(OPTION_ACTION) });
    return veri.olusturulan;
  },
  convert: (tl) => post(conversionResultSchema, CONVERSION_URL, { tl }),
  countries: () => lookupOptions('countries'),
  cities: (ulkeId) => lookupOptions('cities', (c) => c.ulkeId === ulkeId),
  hotels: (sehirId) => lookupOptions('hotels', (h) => h.sehirId === sehirId),
  roomTypes: (otelId) => lookupOptions('roomTypes', (r) => r.otelId === otelId),
  camps: campsOfHotel,
  accommodationTypes: async (odaTipiId) => {
    try {
      return (await loadLookup('accommodationTypes')).filter((a) => a.odaTipiId === odaTipiId).sort((a, b) => a.konaklamaTipiAdi.localeCompare(b.konaklamaTipiAdi, 'tr'));
    } catch {
      window.alert(TYPES_LOAD_FAILED);
      return [];
    }
  },
};
