/**
 * Camp registration calls (member spec §2 /kampa-kayit, §3, §7): the camps open
 * for registration with their accommodation options, the active genders and skill levels, the
 * price quote and the registration itself. Every answer is checked with its shared schema.
 */
import { apiPost, parseAnswer } from '@skiclub/shared/api';
import {
  campRegistrationSchema,
  priceQuoteSchema,
  type CampRegistration,
  type CampRegistrationPayload,
  type PriceQuote,
  type PriceQuoteRequest,
} from '@skiclub/shared/schemas';

/** GET: active camps not started yet, with their options (full ones included). Login required. */
export const OPTIONS_URL = '/api/KampaKayit/secenekler';
/** GET: active genders (public). */
export const GENDERS_URL = '/api/cinsiyet/aktif';
/** GET: active skill levels (public). */
export const SKILL_LEVELS_URL = '/api/kaymaseviyesi/aktif';
/** POST {kampId, konaklamaSecenegiId, ekipKodu?} → price quote. */
export const QUOTE_URL = '/api/KampaKayit/fiyat';
/** POST the registration payload → 201 with the member-view registration. */
export const REGISTER_URL = '/api/kampakayit';

/**
 * Asks the server for the price of an option with an optional team code (the server decides
 * prices and discounts; an invalid code comes back with its reason, not as an error).
 * @throws AppError on an HTTP failure (404/422 unknown camp or option), no response or a malformed answer
 */
export async function requestQuote(request: PriceQuoteRequest): Promise<PriceQuote> {
  return parseAnswer(priceQuoteSchema, await apiPost<unknown>(QUOTE_URL, request), QUOTE_URL);
}

/**
 * Sends the registration. The server recomputes the price, takes a room and a code use.
 * @throws AppError: 409 no room left ('Seçtiğiniz konaklama seçeneğinde boş oda kalmadı.'), 422
 *   field errors (`hatalar` keyed like 'yetiskinler.1.tcKimlikNo', or 'ekipKodu' with the reason)
 */
export async function submitRegistration(payload: CampRegistrationPayload): Promise<CampRegistration> {
  return parseAnswer(campRegistrationSchema, await apiPost<unknown>(REGISTER_URL, payload), REGISTER_URL);
}
