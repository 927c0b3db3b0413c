/**
 * Calls of the stock screen (admin spec §2 Stock, §7 Stock): the filtered list with its level
 * counts, one product's stock detail with history, the set / add operations and the active
 * categories for the filter. Answers are parsed with the shared schemas; every failure is an
 * AppError. Operations carry a fresh human-verification token for action 'stok'.
 */
import { z } from 'zod';
import { getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import { httpError, recordError, unexpectedError, type ErrorBody } from '@skiclub/shared/errors';
import { categorySchema, type Category } from '@skiclub/shared/schemas';
import {
  STOCK_ACTION,
  stockDetailSchema,
  stockItemSchema,
  stockListResponseSchema,
  type StockDetail,
  type StockItem,
  type StockQuery,
  type StockSummary,
  type StockUpdatePayload,
} from '@skiclub/shared/schemas/admin';
import { readEnvelope } from '../../crud/api/createCrudService';

/** A stock operation: 'guncelle' sets the amount, 'ekle' adds to it (admin spec §4). */
export type StockOperation = 'guncelle' | 'ekle';
/** Body of a stock operation without the verification token (the service adds it). */
export type StockChange = Omit<StockUpdatePayload, 'recaptchaToken'>;

/** The calls of the stock screen. */
export interface StockService {
  /**
   * GET /api/urun/stok: every product matching the filters, by name, with the counts of the four
   * levels over the category and search filters.
   * @throws AppError ('Stoklar yüklenirken hata oluştu.' is the screen's fallback)
   */
  list: (query: StockQuery) => Promise<{ items: StockItem[]; ozet: StockSummary }>;
  /**
   * GET /api/urun/{id}/detay: the product with its variants' stock and the last 50 movements.
   * @throws AppError (404 'Ürün bulunamadı.')
   */
  detail: (id: string) => Promise<StockDetail>;
  /**
   * POST /api/urun/{id}/stok/guncelle or /ekle.
   * @returns the product's new row and the server's message
   * @throws AppError (422 field errors, 404)
   */
  change: (operation: StockOperation, id: string, change: StockChange) => Promise<{ item: StockItem; mesaj: string }>;
  /** GET /api/urunkategori/aktif, for the category filter. @throws AppError */
  categories: () => Promise<Category[]>;
}

/** Runs a request and returns its body; a transport failure becomes an AppError. */
async function bodyOf(request: () => Promise<{ data: unknown }>): Promise<unknown> {
  try {
    return (await request()).data;
  } catch (e) {
    throw toAppError(e);
  }
}

const mesajOf = (data: unknown) => (data && typeof data === 'object' && typeof (data as { mesaj?: unknown }).mesaj === 'string' ? (data as { mesaj: string }).mesaj : '');
const productUrl = (id: string) => `/api/urun/${encodeURIComponent(id)}`;

/** Stock on the API (admin spec §7). */
export const stockService: StockService = {
  list: async (query) => {
    const url = '/api/urun/stok';
    const data = await bodyOf(() => http.get(url, { params: query }));
    const parsed = stockListResponseSchema.safeParse(data);
    if (parsed.success) return { items: parsed.data.veri, ozet: parsed.data.ozet };
    const error = data && typeof data === 'object' && (data as { basarili?: unknown }).basarili === false ? httpError(400, data as ErrorBody, url) : unexpectedError(url, parsed.error.message);
    recordError(error);
    throw error;
  },
  detail: async (id) => {
    const url = `${productUrl(id)}/detay`;
    return readEnvelope(stockDetailSchema, await bodyOf(() => http.get(url)), url);
  },
  change: async (operation, id, change) => {
    const url = `${productUrl(id)}/stok/${operation}`;
    const recaptchaToken = await getHumanVerificationToken(STOCK_ACTION);
    const data = await bodyOf(() => http.post(url, { ...change, recaptchaToken }));
    return { item: readEnvelope(stockItemSchema, data, url), mesaj: mesajOf(data) };
  },
  categories: async () => readEnvelope(z.array(categorySchema), await bodyOf(() => http.get('/api/urunkategori/aktif')), '/api/urunkategori/aktif'),
};
