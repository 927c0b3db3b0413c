// The host's own error answers (member spec §8): the same envelope and Turkish texts as the API,
// so the client's error catalogue reads a host refusal like any other. Nothing the client sent is
// echoed back; the request id is in the X-Request-Id header.

/**
 * Default message per HTTP status. 400–504 are the spec's catalogue verbatim (test/errors.test.mjs
 * checks them against shared/src/errors); the others are the API's texts for the same refusals.
 * @type {Readonly<Record<number, string>>}
 */
export const STATUS_MESSAGES = Object.freeze({
  400: 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.',
  404: 'Aradığınız sayfa veya veri bulunamadı.',
  405: 'Bu adres bu işlem türünü desteklemiyor.',
  408: 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.',
  413: 'Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.',
  414: 'İstek adresi çok uzun.',
  415: 'Gönderilen içerik türü desteklenmiyor.',
  431: 'İstek başlıkları çok büyük.',
  500: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.',
  501: 'Bu istek türü desteklenmiyor.',
  502: 'Sunucu geçici olarak kullanılamıyor.',
  503: 'Hizmet geçici olarak kullanılamıyor.',
  504: 'Sunucu yanıt vermiyor. Lütfen tekrar deneyin.',
});

/**
 * The catalogue's text for a status, else the 400 or 500 text.
 * @param {number} status HTTP status
 * @returns {string}
 */
export function statusMessage(status) {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500] : STATUS_MESSAGES[400]);
}

/**
 * The error envelope `{ basarili: false, veri: null, mesaj }`.
 * @param {number} status HTTP status
 * @param {string} [mesaj] a more precise Turkish text than the status default
 */
export function envelope(status, mesaj = statusMessage(status)) {
  return { basarili: false, veri: null, mesaj };
}

/** Statuses a raw parse error of Node's HTTP parser maps to (the rest are 400). */
const PARSE_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
  HPE_URI_TOO_LONG: 414,
};

/**
 * A complete HTTP/1.1 answer for a request Node could not parse (Fastify's clientErrorHandler):
 * the envelope with the status's Turkish text, a fresh request id, and Connection: close, since
 * after a framing error nothing more on that connection can be trusted.
 * @param {NodeJS.ErrnoException} err the parser's error (its `code`, e.g. HPE_INVALID_CONSTANT)
 * @param {string} id request id for the X-Request-Id header
 * @returns {string} the raw answer, to be written to the socket before it is closed
 */
export function rawErrorResponse(err, id) {
  const status = PARSE_ERROR_STATUS[err?.code ?? ''] ?? 400;
  const body = JSON.stringify(envelope(status));
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status];
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `X-Request-Id: ${id}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
