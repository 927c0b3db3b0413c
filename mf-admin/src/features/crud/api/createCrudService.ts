/**
 * Generic CRUD service of an admin screen (admin spec §3, §7): list, create, update and delete
 * on one collection as its shared contract (`defineAdminResource` in
 * @skiclub/shared/schemas/admin, the one the API serves) declares it: every answer parsed with the
 * contract's row schema inside the API envelope `{ basarili, veri, mesaj, hatalar? }`, every
 * create or update carrying a human-verification token for the contract's action fetched just
 * before (`recaptchaToken`), updates sent with the contract's verb. Payloads arrive already parsed
 * by the screen's payload schema (the page does that, so the form and the call agree). Calls go through the shared
 * axios instance, so 401 handling and the error catalogue apply; everything rejects with an
 * AppError.
 */
import { z } from 'zod';
import { getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import { httpError, recordError, unexpectedError, type ErrorBody } from '@skiclub/shared/errors';
import type { AdminResourceContract } from '@skiclub/shared/schemas/admin';

/** What the table asks for: 1-based page, page size, search text and sort (ProTable `request`). */
export interface ListQuery {
  current: number;
  pageSize: number;
  keyword: string;
  /** Column key and direction, or none. */
  sort: { field: string; order: 'ascend' | 'descend' } | null;
  /** The screen's list filters (CrudPage `listParams`), e.g. `{ kategoriId, aktif }`; absent when it has none. */
  filters?: Record<string, unknown>;
}

/** One page of rows and the number of matching rows. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Server-side paging: how a {@link ListQuery} becomes query parameters and how the page is read. */
export interface ServerPaging<T> {
  /** Query parameters of the list call, e.g. `{ page, pageSize, arama }`. */
  params: (query: ListQuery) => Record<string, string | number | boolean | undefined>;
  /** Schema of `veri`, turned into rows and total. */
  pageSchema: z.ZodType<ListPage<T>>;
}

/** What a service may add to its resource's contract. */
export interface CrudServiceOptions<T> {
  /** Omitted: the list is read whole and paged, searched and sorted on the client (admin spec §7). */
  serverPaging?: ServerPaging<T>;
}

/** A contract whose rows are `T` and whose payload schema is `S` (what the factory and CrudPage take). */
export type CrudResource<T extends { id: string }, S extends z.ZodObject = z.ZodObject> = AdminResourceContract<z.ZodType<T>, S>;

/** The calls a CRUD page works with. */
export interface CrudService<T extends { id: string }, P> {
  /** SWR key of the collection (its path). */
  key: string;
  /** 'client': list() returns every row; 'server': list(query) returns one page. */
  paging: 'client' | 'server';
  /** @throws AppError */
  list: (query?: ListQuery) => Promise<ListPage<T>>;
  /** @returns the created row (null when the API sends none). @throws AppError (422 with fieldErrors, 409 …) */
  create: (payload: P) => Promise<T | null>;
  /** @returns the updated row (null when the API sends none). @throws AppError */
  update: (id: string, payload: P) => Promise<T | null>;
  /** @throws AppError */
  remove: (id: string) => Promise<void>;
}

/** The API envelope of a successful answer (ARCHITECTURE.md): `veri` is read by each call's schema. */
export const envelopeSchema = z.object({ basarili: z.literal(true), veri: z.unknown(), mesaj: z.string().nullish(), hatalar: z.record(z.string(), z.unknown()).nullish() });

/**
 * Reads `veri` of an answer with `schema`. `basarili: false` is a failure like a 400 (its mesaj
 * and hatalar shown); any other mismatch is 'Beklenmeyen bir hata oluştu.' with the reason kept.
 * @throws AppError
 */
export function readEnvelope<T>(schema: z.ZodType<T>, body: unknown, url: string): T {
  const envelope = envelopeSchema.safeParse(body);
  const veri = envelope.success ? schema.safeParse(envelope.data.veri) : envelope;
  if (veri.success) return veri.data;
  const error = body && typeof body === 'object' && (body as { basarili?: unknown }).basarili === false ? httpError(400, body as ErrorBody, url) : unexpectedError(url, veri.error.message);
  recordError(error);
  throw error;
}

/**
 * Runs a request and reads `veri` of its answer with `schema` ({@link readEnvelope}); the shape
 * every service call of this remote has.
 * @throws AppError on any failure (HTTP, network, or an answer that does not match)
 */
export async function callEnvelope<T>(schema: z.ZodType<T>, request: () => Promise<{ data: unknown }>, url: string): Promise<T> {
  let body: unknown;
  try {
    body = (await request()).data;
  } catch (e) {
    throw toAppError(e); // already recorded and 401-handled by the shared client
  }
  return readEnvelope(schema, body, url);
}

/**
 * Builds the service of one collection from its shared contract. `CrudPage resource=` does this
 * itself; a screen builds one only to change or add calls (e.g. a list read with `tumu=true`).
 * @param resource the contract: `path` (list and create on it, update and delete on `${path}/{id}`),
 *   `item` (every row read with it), `verificationAction` (admin spec §3: a fresh token for it in
 *   every create and update) and `update` (admin spec §7: 'POST /{id}', 'PUT' with the id in the
 *   body, or 'PUT /{id}')
 * @param options `serverPaging`: each list call asks the API for one page
 * @returns list, create, update and remove; `P`, the payload they send, defaults to what the
 *   contract's payload schema parses to (a screen may widen it, e.g. galleries' updates)
 */
export function createCrudService<T extends { id: string }, S extends z.ZodObject, P extends object = z.output<S>>(
  resource: CrudResource<T, S>,
  options: CrudServiceOptions<T> = {},
): CrudService<T, P> {
  const { path: url, item: rowSchema, verificationAction, update } = resource;
  const { serverPaging } = options;
  const rowOrNull: z.ZodType<T | null> = rowSchema.nullish().transform((r) => r ?? null);
  const itemUrl = (id: string) => `${url}/${encodeURIComponent(id)}`;

  // The token is fetched just before each save (admin spec §3) and is single-use.
  const body = async (payload: P) => ({ ...payload, recaptchaToken: await getHumanVerificationToken(verificationAction) });

  return {
    key: url,
    paging: serverPaging ? 'server' : 'client',
    list: async (query) => {
      if (serverPaging && query) return callEnvelope(serverPaging.pageSchema, () => http.get(url, { params: serverPaging.params(query) }), url);
      const rows = await callEnvelope(z.array(rowSchema), () => http.get(url), url);
      return { rows, total: rows.length };
    },
    create: async (payload) => callEnvelope(rowOrNull, async () => http.post(url, await body(payload)), url),
    update: async (id, payload) => {
      if (update === 'PUT') return callEnvelope(rowOrNull, async () => http.put(url, { ...(await body(payload)), id }), url);
      if (update === 'PUT /{id}') return callEnvelope(rowOrNull, async () => http.put(itemUrl(id), await body(payload)), itemUrl(id));
      return callEnvelope(rowOrNull, async () => http.post(itemUrl(id), await body(payload)), itemUrl(id));
    },
    remove: async (id) => {
      await callEnvelope(z.unknown(), () => http.delete(itemUrl(id)), itemUrl(id));
    },
  };
}
