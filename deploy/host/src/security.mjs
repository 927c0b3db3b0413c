// Security headers, request ids and logs of the composition host.
// Every answer gets a Content-Security-Policy that allows exactly the site's own origin for
// scripts (the shell and the remotes under /remotes/<name>/<version>/ are same-origin), styles
// (+ 'unsafe-inline': antd 5 writes its CSS-in-JS into <style> elements at run time), images
// (self, data:, blob:), fetches (self) and forms (self + the bank's 3D Pay form target), and
// nothing may frame the site; plus nosniff, Referrer-Policy, Permissions-Policy and HSTS behind
// TLS. No answer carries Access-Control-Allow-* (the remotes are same-origin).
import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';

/** Device features no page of the site uses (the API and nginx send the same list). */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** HSTS value: one year, subdomains too. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
/** A sane incoming X-Request-Id (nginx's $request_id, another proxy's): else a fresh UUID. */
export const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The origin of a form target URL, or null when it is not an http(s) URL.
 * @param {string | undefined} url e.g. 'https://vpos.qnbfinansbank.com/Gateway/Default.aspx'
 */
export function originOf(url) {
  try {
    const u = new URL(url ?? '');
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * CSP directives of the site's pages.
 * @param {{ formTargets?: string[] }} o formTargets: URLs (or origins) the site's forms may post
 *   to besides itself: the bank's gateway (PAYFOR_GATEWAY_URL, or the local simulator's)
 * @returns {Record<string, string[]>}
 */
export function siteCspDirectives({ formTargets = [] } = {}) {
  const forms = [...new Set(formTargets.map(originOf).filter(Boolean))];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'", ...forms],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/** The CSP header value of `directives`, joined as helmet joins them (nginx sends the same text). */
export function cspHeader(directives) {
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join(';');
}

/**
 * HSTS mode: 'auto' (default) when the request came over TLS (directly or with
 * X-Forwarded-Proto https from a trusted proxy), 'always', or 'off'.
 * @param {string | undefined} value the HSTS environment variable
 * @returns {'auto' | 'always' | 'off'}
 */
export function hstsMode(value) {
  return value === 'always' || value === 'off' ? value : 'auto';
}

/** The request id of a raw request: a sane X-Request-Id, else a UUID. */
export function requestId(req) {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
}

/** Keys whose values never reach a log line (headers, password and card fields). */
const SECRET_KEYS = ['authorization', 'cookie', '["set-cookie"]', 'sifre', 'yeniSifre', 'mevcutSifre', 'Pan', 'Cvv2', 'Expiry', 'token'];

/**
 * Fastify logger options of the host: JSON lines with `reqId`, secrets censored, logged URLs
 * without secret query values.
 * @param {boolean | { level?: string, stream?: NodeJS.WritableStream }} option
 */
export function hostLoggerOptions(option) {
  if (!option) return false;
  const base = option === true ? { level: 'info' } : { level: option.level ?? 'info', ...(option.stream ? { stream: option.stream } : {}) };
  const paths = SECRET_KEYS.flatMap((k) => (k.startsWith('[') ? [k, `*${k}`, `*.*${k}`] : [k, `*.${k}`, `*.*.${k}`]));
  return {
    ...base,
    redact: { paths, censor: '[gizli]' },
    serializers: {
      req: (req) => ({ method: req.method, url: String(req.url ?? '').replace(/([?&](?:token|sifre|kod|hash)=)[^&]*/gi, '$1[gizli]'), remoteAddress: req.ip }),
    },
  };
}

/** Folders served by path: a traversal attempt under them answers 404 before anything reads a file. */
export const FILE_PREFIXES = ['/remotes/', '/uploads/'];

/** True when `text` holds a NUL or another C0 control character (never part of a file name here). */
function hasControlCharacter(text) {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/**
 * True when the path after `prefix` names a file inside the folder: every segment, once
 * percent-decoded, is a plain name (no `.`/`..`, no empty segment, no slash or backslash hidden
 * by encoding, no NUL or control character) and the decoding works.
 * @param {string} url request URL (query ignored)
 * @param {string} prefix e.g. '/remotes/'
 */
export function isSafeFilePath(url, prefix) {
  const rest = (url.split('?')[0] ?? '').slice(prefix.length);
  if (!rest) return false;
  for (const raw of rest.split('/')) {
    let seg;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return false;
    }
    if (!seg || seg === '.' || seg === '..' || /[\\/%]/.test(seg) || hasControlCharacter(seg)) return false;
  }
  return true;
}

/**
 * Registers helmet with the site's CSP and the headers helmet does not set.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ formTargets?: string[], hsts?: 'auto' | 'always' | 'off' }} o
 */
export async function registerHostSecurity(app, { formTargets = [], hsts = 'auto' } = {}) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: siteCspDirectives({ formTargets }) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('X-Request-Id', req.id);
    if (hsts === 'always' || (hsts === 'auto' && req.protocol === 'https')) reply.header('Strict-Transport-Security', HSTS_VALUE);
    const prefix = FILE_PREFIXES.find((p) => req.url.startsWith(p));
    if (prefix && !isSafeFilePath(req.url, prefix)) return reply.code(404).type('text/plain; charset=utf-8').send('Bulunamadı');
  });
}
