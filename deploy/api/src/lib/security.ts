/**
 * Security headers of every API answer, through @fastify/helmet:
 * a Content-Security-Policy that lets a JSON answer run nothing (the API serves no page but
 * /api/docs, which gets its own policy), X-Content-Type-Options, X-Frame-Options and
 * frame-ancestors 'none', Referrer-Policy strict-origin-when-cross-origin, a Permissions-Policy
 * that turns off the device features the site never uses, and HSTS only behind TLS. CORS stays
 * closed: no CORS plugin is registered, so no answer (nor a preflight) ever carries
 * Access-Control-Allow-* and a foreign page cannot read any answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { notFound } from './http';

/** Device features no page of the site uses (the same list as the host and nginx send). */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** HSTS value: one year, subdomains too. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * When Strict-Transport-Security is sent: 'auto' (default) when the request came over TLS —
 * directly or, from a proxy trusted by Fastify's `trustProxy`, with X-Forwarded-Proto https;
 * 'always' on every answer (a TLS terminator that does not say so); 'off' never.
 */
export type HstsMode = 'auto' | 'always' | 'off';

/** HSTS mode from the HSTS environment variable ('always', 'off', else 'auto'). */
export function hstsModeFromEnv(value: string | undefined): HstsMode {
  return value === 'always' || value === 'off' ? value : 'auto';
}

/** CSP of the API's answers: JSON and uploaded files never run, load or frame anything. */
export const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/** True when the answer to `request` should carry HSTS under `mode`. */
export function wantsHsts(request: FastifyRequest, mode: HstsMode): boolean {
  return mode === 'always' || (mode === 'auto' && request.protocol === 'https');
}

/**
 * A sane incoming X-Request-Id (a proxy's or the host's): 1..128 letters, digits and `-._:`;
 * anything else (empty, too long, control or other characters) is replaced by a fresh UUID.
 */
export const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The CSP header value of {@link API_CSP_DIRECTIVES}. */
export const API_CSP = Object.entries(API_CSP_DIRECTIVES)
  .map(([k, v]) => `${k} ${v.join(' ')}`)
  .join('; ');

/**
 * The headers helmet would set, for answers no hook runs for (Fastify's `frameworkErrors`:
 * a malformed URL is answered before routing).
 */
export function setBaseSecurityHeaders(reply: FastifyReply, id: string): void {
  reply.headers({
    'Content-Security-Policy': API_CSP,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Request-Id': id,
  });
}

/** True when `text` holds a NUL or another C0 control character (never part of a file name here). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/**
 * True when the path after `prefix` names a file inside the folder: every segment, once
 * percent-decoded, is a plain name — no `.`/`..`, no empty segment (`//`), no slash or
 * backslash hidden by encoding, no `%` left after decoding (double encoding), no NUL or other control character, and the decoding works.
 * @param url request URL (query ignored), e.g. '/uploads/urun/a.jpg'
 */
export function isSafeFilePath(url: string, prefix: string): boolean {
  const path = (url.split('?')[0] ?? '').slice(prefix.length);
  if (!path) return false;
  for (const raw of path.split('/')) {
    let seg: string;
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
 * Registers helmet and the headers it does not set (Permissions-Policy, conditional HSTS,
 * X-Request-Id echo). Call before any route is registered.
 */
export async function registerSecurityHeaders(app: FastifyInstance, hsts: HstsMode = 'auto'): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...API_CSP_DIRECTIVES } },
    // HSTS depends on the request (below), helmet's would be sent over plain HTTP too.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Uploaded files: a traversal attempt is an unknown file (404), before @fastify/static sees it.
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('X-Request-Id', request.id);
    if (wantsHsts(request, hsts)) reply.header('Strict-Transport-Security', HSTS_VALUE);
    if (request.url.startsWith('/uploads/') && !isSafeFilePath(request.url, '/uploads/')) throw notFound();
  });
}
