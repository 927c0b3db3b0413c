/**
 * Order calls of the shop (member spec §3 Order, §7): create from the cart, the member's orders,
 * one order by number or id, edit and cancel. Every answer is checked with the shared schemas of
 * `@skiclub/shared/schemas` (the API validates with the same ones).
 */
import { apiPost, apiPut, parseAnswer, useApi, type ApiQueryOptions } from '@skiclub/shared/api';
import {
  ORDER_PAGE_SIZE,
  orderCreateSchema,
  orderCreatedSchema,
  orderPageSchema,
  orderSchema,
  orderUpdateSchema,
  type Order,
  type OrderCreated,
  type OrderCreatePayload,
  type OrderPage,
  type OrderUpdatePayload,
} from '@skiclub/shared/schemas';
import type { SWRResponse } from 'swr';
import type { AppError } from '@skiclub/shared/errors';

/** POST: creates the order from the member's cart. */
export const ORDER_CREATE_URL = '/api/siparis/olustur';
/** GET ?sayfa&boyut: the member's own orders, newest first. */
export const MY_ORDERS_URL = '/api/siparis/kullanici';

/** GET path of one order by its number ('SP-20261124-7K3QX9') or id. */
export function orderResolveUrl(noOrId: string): string {
  return `/api/siparis/resolve/${encodeURIComponent(noOrId)}`;
}

/** GET path of one page of the member's orders (pages count from 1). */
export function myOrdersUrl(sayfa: number, boyut = ORDER_PAGE_SIZE): string {
  return `${MY_ORDERS_URL}?sayfa=${sayfa}&boyut=${boyut}`;
}

/**
 * POST /api/siparis/olustur (member spec §7). The server builds the lines and prices from the
 * cart and its own database; the body carries only the addresses (JSON text), currency and notes.
 * @throws AppError: 409 with `hatalar` per product when stock is short (nothing written), 422
 *   empty cart or field errors keyed 'faturaAdresi.ad' …
 */
export async function createOrder(payload: OrderCreatePayload): Promise<OrderCreated> {
  // Checked with the API's own schema first; the texts are sent as built.
  orderCreateSchema.parse(payload);
  return parseAnswer(orderCreatedSchema, await apiPost<unknown>(ORDER_CREATE_URL, payload), ORDER_CREATE_URL);
}

/**
 * PUT /api/siparis/{id}: new addresses and notes, only while the order is Beklemede or Onaylandı.
 * @returns the updated order
 * @throws ZodError when `payload` breaks orderUpdateSchema (the form checks it first)
 * @throws AppError (409 'Bu sipariş artık değiştirilemez.', 404, 422 field errors)
 */
export async function updateOrder(id: string, payload: OrderUpdatePayload): Promise<Order> {
  const url = `/api/siparis/${encodeURIComponent(id)}`;
  orderUpdateSchema.parse(payload);
  return parseAnswer(orderSchema, await apiPut<unknown>(url, payload), url);
}

/**
 * PUT /api/siparis/iptal/{id}: cancels the order (status 6) and gives its stock back.
 * @returns the cancelled order
 * @throws AppError (409 'Bu sipariş artık değiştirilemez.', 404)
 */
export async function cancelOrder(id: string): Promise<Order> {
  const url = `/api/siparis/iptal/${encodeURIComponent(id)}`;
  return parseAnswer(orderSchema, await apiPut<unknown>(url), url);
}

/** One page of the member's orders (GET /api/siparis/kullanici). */
export function useMyOrders(sayfa: number, options?: ApiQueryOptions<OrderPage>): SWRResponse<OrderPage, AppError> {
  return useApi(myOrdersUrl(sayfa), orderPageSchema, options);
}

/** One order by number or id (GET /api/siparis/resolve/{noOrId}); null waits. */
export function useOrder(noOrId: string | null, options?: ApiQueryOptions<Order>): SWRResponse<Order, AppError> {
  return useApi(noOrId ? orderResolveUrl(noOrId) : null, orderSchema, options);
}
