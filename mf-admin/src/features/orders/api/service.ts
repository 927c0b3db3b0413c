/**
 * Calls of the orders screen (admin spec §2 Orders, §7 Orders): the filtered page, one order's
 * detail, the status change, the cancel and the invoice PDF. Answers are parsed with the shared
 * schemas inside the envelope; every failure is an AppError. Saves carry a fresh
 * human-verification token for action 'siparis'.
 */
import { z } from 'zod';
import { getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import {
  ORDER_ADMIN_ACTION,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderRowSchema,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderQueryInput,
  type AdminOrderRow,
  type OrderStatusPayload,
} from '@skiclub/shared/schemas/admin';
import { readEnvelope } from '../../crud/api/createCrudService';

/** The calls of the orders screen. */
export interface OrderService {
  /**
   * GET /api/siparis/admin: one page of every member's orders, newest first.
   * @param query durum 1-6, baslangicTarihi / bitisTarihi yyyy-mm-dd, arama, page, pageSize
   * @throws AppError
   */
  list: (query: AdminOrderQueryInput) => Promise<AdminOrderPage>;
  /**
   * GET /api/siparis/admin/{id}: the order with customer, addresses and lines.
   * @throws AppError (404 'Sipariş bulunamadı.')
   */
  detail: (id: string) => Promise<AdminOrderDetail>;
  /**
   * PUT /api/siparis/durum: status 1-6 with the payment flag and date.
   * @returns the updated row and the server's message ('Sipariş durumu güncellendi!')
   * @throws AppError (409 with the reason, 422 field errors)
   */
  setStatus: (payload: Omit<OrderStatusPayload, 'recaptchaToken'>) => Promise<{ row: AdminOrderRow; mesaj: string }>;
  /**
   * PUT /api/siparis/{id}/iptal: cancels and gives the stock back.
   * @returns the server's message ('Sipariş iptal edildi!')
   * @throws AppError (409 'Bu sipariş zaten iptal edilmiş.' …)
   */
  cancel: (id: string) => Promise<string>;
  /**
   * GET /api/siparis/{id}/fatura with the session: the invoice PDF.
   * @throws AppError (409 for a cancelled order)
   */
  invoice: (id: string) => Promise<Blob>;
}

/** Runs a call and reads its envelope: `veri` with `schema` and `mesaj`. */
async function call<T>(schema: z.ZodType<T>, url: string, request: () => Promise<{ data: unknown }>): Promise<{ veri: T; mesaj: string }> {
  let data: unknown;
  try {
    data = (await request()).data;
  } catch (e) {
    throw toAppError(e);
  }
  const veri = readEnvelope(schema, data, url);
  const mesaj = data && typeof data === 'object' && typeof (data as { mesaj?: unknown }).mesaj === 'string' ? (data as { mesaj: string }).mesaj : '';
  return { veri, mesaj };
}

const orderUrl = (id: string) => `/api/siparis/${encodeURIComponent(id)}`;

/** Orders on the API (admin spec §7). */
export const orderService: OrderService = {
  list: async (query) => (await call(adminOrderPageSchema, '/api/siparis/admin', () => http.get('/api/siparis/admin', { params: query }))).veri,
  detail: async (id) => {
    const url = `/api/siparis/admin/${encodeURIComponent(id)}`;
    return (await call(adminOrderDetailSchema, url, () => http.get(url))).veri;
  },
  setStatus: async (payload) => {
    const recaptchaToken = await getHumanVerificationToken(ORDER_ADMIN_ACTION);
    const { veri, mesaj } = await call(adminOrderRowSchema, '/api/siparis/durum', () => http.put('/api/siparis/durum', { ...payload, recaptchaToken }));
    return { row: veri, mesaj };
  },
  cancel: async (id) => {
    const url = `${orderUrl(id)}/iptal`;
    const recaptchaToken = await getHumanVerificationToken(ORDER_ADMIN_ACTION);
    return (await call(z.unknown(), url, () => http.put(url, { recaptchaToken }))).mesaj;
  },
  invoice: async (id) => {
    try {
      const res = await http.get<Blob>(`${orderUrl(id)}/fatura`, { responseType: 'blob' });
      return res.data;
    } catch (e) {
      throw toAppError(e);
    }
  },
};
