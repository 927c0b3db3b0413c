/**
 * Envelope helpers and the API error type (member spec §7, §8). Every answer is
 * `{ basarili, veri, mesaj, hatalar? }`; status defaults come from the shared error catalogue so
 * the client shows the same Turkish texts.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { fieldErrors, ok } from '@skiclub/shared/schemas';
import { STATUS_MESSAGES } from '@skiclub/shared/errors';

/** 422 message of member spec §8. */
export const VALIDATION_MESSAGE = STATUS_MESSAGES[422] ?? 'Gönderilen veriler geçersiz. Lütfen kontrol edin.';
/** 403 message of member spec §8. */
export const FORBIDDEN_MESSAGE = STATUS_MESSAGES[403] ?? 'Bu işlem için yetkiniz bulunmamaktadır.';
/** 401 message of member spec §8. */
export const UNAUTHORIZED_MESSAGE = STATUS_MESSAGES[401] ?? 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.';
/** 404 message of member spec §8. */
export const NOT_FOUND_MESSAGE = STATUS_MESSAGES[404] ?? 'Aradığınız sayfa veya veri bulunamadı.';

/** 413 message: the body is over the API's (and the host's) 1 MB limit. */
export const PAYLOAD_TOO_LARGE_MESSAGE = 'Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.';
/** 415 message: a body in a format the API does not read (JSON and multipart only). */
export const UNSUPPORTED_MEDIA_MESSAGE = 'Gönderilen içerik türü desteklenmiyor.';
/** 405 message: the path exists, the method does not (the answer's Allow header names those that do). */
export const METHOD_NOT_ALLOWED_MESSAGE = 'Bu adres bu işlem türünü desteklemiyor.';
/** 414 message: a path segment or the request line is longer than the server reads. */
export const URI_TOO_LONG_MESSAGE = 'İstek adresi çok uzun.';
/** 431 message: the request's header lines are over the server's limit (16 KB). */
export const HEADERS_TOO_LARGE_MESSAGE = 'İstek başlıkları çok büyük.';
/** Field message for text carrying a NUL character (PostgreSQL cannot store it). */
export const NUL_CHARACTER_MESSAGE = 'Bu alan geçersiz bir karakter içeriyor.';

/** The API's texts for statuses the member spec §8 catalogue does not name. */
const EDGE_MESSAGES: Readonly<Record<number, string>> = {
  405: METHOD_NOT_ALLOWED_MESSAGE,
  413: PAYLOAD_TOO_LARGE_MESSAGE,
  414: URI_TOO_LONG_MESSAGE,
  415: UNSUPPORTED_MEDIA_MESSAGE,
  431: HEADERS_TOO_LARGE_MESSAGE,
};

/** Default message for an HTTP status (member spec §8, then the API's own), falling back to the 400 or 500 text. */
export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? EDGE_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500]! : STATUS_MESSAGES[400]!);
}

/**
 * An expected failure with its HTTP status, Turkish message and optional field errors. Thrown
 * from handlers; the global error handler turns it into the failure envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly mesaj: string = statusMessage(status),
    readonly hatalar?: Record<string, string>,
  ) {
    super(mesaj);
    this.name = 'ApiError';
  }
}

/** 404 with the given (or default) message. */
export const notFound = (mesaj: string = NOT_FOUND_MESSAGE) => new ApiError(404, mesaj);

/** 422 with field errors and the catalogue's 422 message (or `mesaj`). */
export const invalid = (hatalar: Record<string, string>, mesaj: string = VALIDATION_MESSAGE) => new ApiError(422, mesaj, hatalar);

/**
 * zod schema of a success envelope around `veri`, for route `response` schemas (the type
 * provider serialises through it, so no column the schema does not name leaves the server).
 */
export function envelopeOf<T extends z.ZodType>(veri: T) {
  return z.object({ basarili: z.boolean(), veri, mesaj: z.string(), hatalar: z.record(z.string(), z.string()).optional() });
}

/** Sends a success envelope with `veri` (status 200 unless given). */
export function send<T>(reply: FastifyReply, veri: T, mesaj = '', status = 200): FastifyReply {
  return reply.status(status).send(ok(veri, mesaj));
}

/**
 * Validates `data` with a shared zod schema.
 * @returns the parsed value
 * @throws ApiError 422 with `hatalar` = `fieldErrors(...)` when invalid
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // No body at all reads as an empty object; a JSON `null` body is not an object (422).
  const result = schema.safeParse(data === undefined ? {} : data);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/**
 * preValidation hook: a request without a body to a route with a body schema is validated as an
 * empty object, so each missing required field is named (422 with field errors) instead of one
 * error on the whole body; a schema without required fields accepts it (e.g. all links cleared).
 */
export async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
}

/**
 * Route option for a body or query whose rules depend on stored data or on the caller (the camp
 * registration's counts and age bands come from the option booked; the news list's page rules
 * from whether an Admin asks for all): the route's zod schema documents the shape (OpenAPI),
 * Fastify lets the value through unchanged, and the handler, which reads it as unknown, validates
 * it with the rules that apply (422 naming the field).
 */
export const checkedInHandler: { validatorCompiler: FastifySchemaCompiler<unknown> } = {
  validatorCompiler: () => (data) => ({ value: data }),
};

/**
 * `tumu=true` (or `1`): the whole list, inactive rows too, for an Admin (admin spec §7); any
 * other value, a repeated one included, is the public list, as if none were sent.
 */
export const allQuerySchema = z.object({
  tumu: z
    .string()
    .optional()
    .catch(undefined)
    .describe("'true' veya '1': Admin için pasifler dahil tüm liste; başka değer: herkese açık liste."),
});

/** True when a query ({@link allQuerySchema}) asks for the whole list with `tumu=true` or `tumu=1`. */
export function asksForAll(query: unknown): boolean {
  const v = (query as { tumu?: unknown } | undefined)?.tumu;
  return v === 'true' || v === '1';
}

/** Canonical UUID pattern (any version), used for path parameters. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** First GUID anywhere in a text. */
export const GUID_IN_TEXT_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** True for a string in UUID form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** Rounds a money amount to 2 decimals (kuruş). */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}
