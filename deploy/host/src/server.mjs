// Composition host (ARCHITECTURE.md "The picture"): one port serving the shell, every remote's
// immutable versions under /remotes/<name>/<version>/, /releases.json (never cached), and a
// proxy for /api and /uploads to the API server. A page path answers 200 when the shell's own
// routes (its routes.json) or a live remote's routes (releases.json) list it, 404 otherwise.
// The proxy sets X-Forwarded-For to the client's address itself and refuses bodies over the
// API's limit with 413 in the API's envelope. It forwards a request body whole, with framing
// headers it computed itself, or refuses it (see {@link HOP_BY_HOP}): a body the upstream reads
// differently from the host would let one client's bytes become another client's request.
// Every error the host answers itself is the API's envelope with a Turkish text (errors.mjs). /haber/:slug, /urun/:slugOrId and /galeri/:id carry
// their title, description and Open Graph tags from the API (meta.mjs); /robots.txt and
// /sitemap.xml are built here (crawl.mjs).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { promises as fs } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import { createMetaSource, injectMeta, siteOrigin } from './meta.mjs';
import { createSitemap, robotsTxt } from './crawl.mjs';
import { hostLoggerOptions, hstsMode, registerHostSecurity, requestId } from './security.mjs';
import { envelope, rawErrorResponse, statusMessage } from './errors.mjs';
import { COMPRESSIBLE, contentTypeOf, filesOf } from '@skiclub/release';
import { createPreloadSource } from './preload.mjs';
import { createReleaseSource } from './releases.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Largest request body passed to the API, in bytes (the API's own limit, 1 MiB). */
export const BODY_LIMIT = 1024 * 1024;
/** 413 text, as the API words it. */
export const PAYLOAD_TOO_LARGE = 'Gönderilen veri çok büyük. En fazla 1 MB gönderilebilir.';
/**
 * Upload routes with a larger limit than {@link BODY_LIMIT} (the API checks the file itself):
 * the file's limit plus room for the multipart wrapping, and the spec's 413 text for it.
 */
export const UPLOAD_LIMITS = [
  {
    path: /^\/api\/hesap\/(?:profil|kapak)-foto-yukle\/?$/,
    limit: 5 * 1024 * 1024 + 64 * 1024,
    message: "Dosya boyutu 5MB'dan büyük olamaz.",
  },
  {
    // A build archive sent with a deploy key: the API's archive limit (the same variable, default
    // 50 MB) and its 413 text (RELEASE_MESSAGES.archiveTooLarge).
    path: /^\/api\/yayinlar\/yayinla\/[^/]+\/?$/,
    limit: releaseUploadLimit(process.env),
    message: 'Derleme arşivi çok büyük.',
    // The host holds a body in memory before the API has seen the key: at most this many
    // archives at once (a pipeline publishes now and then), so unauthenticated senders cannot
    // make it hold more than 2 × the limit.
    concurrent: 2,
  },
];

/** 503 text when {@link UPLOAD_LIMITS}' `concurrent` archives are already being received. */
export const UPLOAD_BUSY = 'Şu anda başka bir derleme arşivi alınıyor. Lütfen biraz sonra yeniden deneyin.';

/**
 * Largest build archive POST /api/yayinlar/yayinla/:remote takes, in bytes: RELEASE_UPLOAD_MAX_BYTES
 * (a positive integer, as the API reads it), else 50 MB.
 * @param {Record<string, string | undefined>} env
 */
export function releaseUploadLimit(env) {
  const n = Number(env.RELEASE_UPLOAD_MAX_BYTES);
  return Number.isSafeInteger(n) && n > 0 ? n : 50 * 1024 * 1024;
}

/**
 * Body limit and 413 text for a request path, and for a route whose bodies the host receives only
 * a few at a time, that route's entry of {@link UPLOAD_LIMITS} as `slot` with its `concurrent`.
 * @param {string} url request URL (query ignored)
 * @returns {{ limit: number, message: string, slot?: { concurrent: number } }} limit in bytes
 */
export function bodyLimitFor(url, defaultLimit = BODY_LIMIT) {
  const pathOnly = url.split('?')[0] ?? url;
  const upload = UPLOAD_LIMITS.find((u) => u.path.test(pathOnly));
  if (!upload) return { limit: defaultLimit, message: PAYLOAD_TOO_LARGE };
  return { limit: upload.limit, message: upload.message, ...(upload.concurrent ? { slot: upload } : {}) };
}

/** Bytes of an oversized body read (and dropped) before answering, so the client gets the 413. */
const DRAIN_MAX = 16 * 1024 * 1024;

/** Methods without a request body (Fastify's body-less set). */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);
/** Methods proxied to the API: every one Fastify routes. */
export const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT', 'QUERY', 'TRACE'];
/**
 * Hop-by-hop and framing headers (RFC 9110 §7.6.1, RFC 9112 §6): they describe one connection,
 * so the proxy rebuilds them for its own connection to the API and never copies the client's.
 */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'content-length', 'http2-settings'];
/** Where the preParsing hook leaves the length of the body it read whole (bytes). */
const FORWARDED_LENGTH = Symbol('forwardedLength');

/** True when the request's head announces a body: chunked, or a Content-Length above 0. */
function declaresBody(headers) {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/** The status for a failed upstream request: 504 on a timeout, 503 when unavailable, else 502. */
function upstreamStatus(error) {
  const status = error?.statusCode;
  return status === 504 || status === 503 ? status : 502;
}

/**
 * Answers an error in the envelope with the catalogue's text for its status (4xx and 5xx only;
 * anything else is a 500). Fastify's own codes keep their status; their English text never leaves.
 * @param {import('fastify').FastifyReply} reply
 * @param {{ statusCode?: number }} err
 */
function sendError(reply, err) {
  const status = err?.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  return reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(envelope(status, statusMessage(status)));
}

/** Turns a route-table path like `/urun/:slugOrId` into a RegExp. */
export function routePattern(p) {
  const body = p
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Reads the request body to its end without keeping it, up to `max` bytes.
 * @returns {Promise<boolean>} true when the whole body was read
 */
function drain(stream, max = DRAIN_MAX) {
  return new Promise((resolve) => {
    let n = 0;
    const done = (ok) => {
      stream.removeAllListeners('data');
      resolve(ok);
    };
    stream.on('data', (c) => {
      n += c.length;
      if (n > max) done(false);
    });
    stream.once('end', () => done(true));
    stream.once('error', () => done(false));
    stream.resume();
  });
}

/**
 * Reads a body of unknown length (chunked), keeping at most `limit` bytes.
 * @returns {Promise<Buffer|null>} the body, or null when it is larger (the rest is read and dropped)
 */
function readLimited(stream, limit) {
  return new Promise((resolve) => {
    const chunks = [];
    let n = 0;
    stream.on('data', (c) => {
      n += c.length;
      if (n <= limit) chunks.push(c);
      else if (n > DRAIN_MAX) stream.destroy();
    });
    stream.once('end', () => resolve(n > limit ? null : Buffer.concat(chunks)));
    stream.once('close', () => resolve(null));
    stream.once('error', () => resolve(null));
  });
}

/**
 * The page table: the shell's own paths (routes.json of its build) plus the live remotes' paths
 * (releases.json), re-read whenever the releases change, with no restart.
 * @param {string} shellDist @param {ReturnType<typeof createReleaseSource>} releases
 */
function pageTable(shellDist, releases) {
  /** @type {{ path: string, guard?: string }[]} */
  let shellRoutes = [{ path: '/', guard: 'public' }];
  /** @type {{ path: string, guard?: string }[]} */
  let remoteRoutes = [];
  let shell = [/^\/$/];
  let remote = [];
  let stamp = null;
  const entries = (list) => (Array.isArray(list) ? list : []).filter((r) => typeof r?.path === 'string').map((r) => ({ path: r.path, guard: r.guard }));
  async function refresh() {
    try {
      const snapshot = await releases.current();
      const now = snapshot?.stamp ?? 'none';
      if (now === stamp) return;
      remoteRoutes = Object.values(snapshot?.releases.remotes ?? {}).flatMap((e) => entries(e?.routes));
      remote = remoteRoutes.map((r) => routePattern(r.path));
      stamp = now;
    } catch {
      /* half-written or unreadable: keep the last good table */
    }
  }
  return {
    async load() {
      try {
        shellRoutes = entries(JSON.parse(await fs.readFile(path.join(shellDist, 'routes.json'), 'utf8')));
      } catch {
        shellRoutes = [{ path: '/', guard: 'public' }];
      }
      shell = shellRoutes.map((r) => routePattern(r.path));
    },
    /** True when a page exists for `url` (a path without query). */
    async has(url) {
      await refresh();
      return shell.some((p) => p.test(url)) || remote.some((p) => p.test(url));
    },
    /** The merged route table: the shell's routes, then the live remotes'. */
    async routes() {
      await refresh();
      return [...shellRoutes, ...remoteRoutes];
    },
  };
}

/**
 * Serves /remotes/<name>/<version>/<file> from a bucket (the release store's S3 files) as the
 * static plugin serves the local folder: the .br or .gz copy when the browser accepts it,
 * immutable caching except for manifests, ETag and 304, the host's 404 otherwise.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('@skiclub/release').FileStore} files
 */
function serveRemotesFromStore(app, files) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/remotes/*',
    async handler(req, reply) {
      const [name, version, ...rest] = String(/** @type {Record<string, string>} */ (req.params)['*'] ?? '').split('/');
      const file = rest.join('/');
      if (!name || !version || !file) return reply.callNotFound();
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const tries = COMPRESSIBLE.test(file)
        ? [...(/\bbr\b/.test(accepts) ? [['.br', 'br']] : []), ...(/\bgzip\b/.test(accepts) ? [['.gz', 'gzip']] : []), ['', null]]
        : [['', null]];
      for (const [suffix, encoding] of tries) {
        const found = await files.open(name, version, file + suffix);
        if (!found) continue;
        reply.header('Cache-Control', file.endsWith('mf-manifest.json') || file.endsWith('.html') ? 'no-cache' : IMMUTABLE);
        reply.header('Content-Type', contentTypeOf(file));
        if (COMPRESSIBLE.test(file)) reply.header('Vary', 'Accept-Encoding');
        if (encoding) reply.header('Content-Encoding', encoding);
        if (found.etag) reply.header('ETag', found.etag);
        // A proxy that compresses may have made the ETag weak (W/"…"): the same file all the same.
        const wanted = String(req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
        if (found.etag && wanted.includes(found.etag)) {
          found.body.destroy();
          return reply.code(304).send();
        }
        if (found.size !== null) reply.header('Content-Length', found.size);
        if (req.method === 'HEAD') {
          found.body.destroy();
          return reply.send();
        }
        return reply.send(found.body);
      }
      return reply.callNotFound();
    },
  });
}

/**
 * Sends the page's preload hints (preload.mjs) as a `Link` header with every HTML page answered
 * 200, so the route's remote files download with the HTML.
 * @param {import('fastify').FastifyInstance} app
 * @param {ReturnType<typeof createPreloadSource>} source
 */
function addPreloadHints(app, source) {
  const links = new WeakMap();
  // Worked out before the answer is made, so the send path stays synchronous (the compression
  // hook sees the body as it is).
  app.addHook('onRequest', async (req) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || /\.[a-z0-9]{2,5}$/i.test(url) || /^\/(api|uploads|remotes)\//.test(url)) return;
    links.set(req, await source.linksFor(url, req.headers.cookie).catch(() => []));
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const list = links.get(req);
    if (list?.length && reply.statusCode === 200 && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('Link', list.join(', '));
    done(null, payload);
  });
}

/** TRUST_PROXY as the API reads it: 'true', 'false', or a comma list of addresses/CIDRs; default 'loopback'. */
export function trustProxyFromEnv(value) {
  if (!value) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

/**
 * Builds the host.
 * @param {{ shellDist: string, dataDir: string, apiUrl: string, logger?: boolean | { level?: string, stream?: NodeJS.WritableStream }, bodyLimit?: number, publicUrl?: string, meta?: Partial<Parameters<typeof createMetaSource>[0]>, sitemap?: { ttlMs?: number, errorTtlMs?: number, fetchMs?: number }, formTargets?: string[], hsts?: 'auto' | 'always' | 'off', trustProxy?: boolean | string | string[], preloadHints?: boolean }} o
 *   `publicUrl` (PUBLIC_URL) is the origin of canonical, og:url and sitemap addresses (else the
 *   request's Host); `meta` and `sitemap` override the page metadata and sitemap timings (ms);
 *   `formTargets` are the URLs the pages' forms may post to besides the site (CSP form-action:
 *   the bank's gateway; default PAYFOR_GATEWAY_URL); `hsts` (default env HSTS, 'auto': only
 *   over TLS) and `trustProxy` (default env TRUST_PROXY, 'loopback': whose X-Forwarded-Proto
 *   and -For count) as in the API; `logger` JSON lines with request ids and secrets censored;
 *   `preloadHints` (default true) sends the route's Link preload headers (off for a build that
 *   is not the federated shell, such as the benchmark's monolith)
 */
export async function buildHost({
  shellDist,
  dataDir,
  apiUrl,
  logger = false,
  bodyLimit = BODY_LIMIT,
  publicUrl,
  meta = {},
  sitemap = {},
  formTargets = [process.env.PAYFOR_GATEWAY_URL].filter(Boolean),
  hsts = hstsMode(process.env.HSTS),
  trustProxy = trustProxyFromEnv(process.env.TRUST_PROXY),
  preloadHints = true,
}) {
  const app = Fastify({
    logger: hostLoggerOptions(logger),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy,
    // A request Node's parser refuses (conflicting or signed Content-Length, Content-Length with
    // Transfer-Encoding, bad chunk sizes, obs-fold, oversized headers): the envelope, then close.
    clientErrorHandler(err, socket) {
      if (socket.writable && !socket.destroyed) socket.end(rawErrorResponse(err, randomUUID()));
      else socket.destroy();
    },
    // A URL Fastify cannot decode: the envelope, never Fastify's English text nor the URL.
    frameworkErrors(err, req, reply) {
      reply.header('X-Request-Id', req.id);
      sendError(reply, err);
    },
  });
  app.setErrorHandler((err, req, reply) => {
    if (!(err.statusCode >= 400 && err.statusCode < 500)) req.log.error({ err }, 'host error');
    sendError(reply, err);
  });
  await registerHostSecurity(app, { formTargets, hsts });
  // A GET or HEAD (or TRACE) carries no body here: one that declares a body is refused, and the
  // connection closed, rather than forwarded without it (its length would then frame the next
  // request on the pooled upstream connection) or with it (some upstreams ignore such a body).
  app.addHook('onRequest', async (req, reply) => {
    if (!BODYLESS_METHODS.has(req.method) || !declaresBody(req.headers)) return;
    reply.header('Connection', 'close');
    return reply.code(400).header('Cache-Control', 'no-store').send(envelope(400));
  });
  // Static files are precompressed (.br/.gz beside them, see @skiclub/release precompress);
  // this compresses the rest on the fly: releases.json, the shell page and proxied API answers.
  // Brotli quality 5: most of the gain of 11 at a small part of its CPU cost.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    // Buffered answers (releases.json, pages) up to 4 MiB are compressed in one step with an exact
    // Content-Length. Above the plugin's default (8 KiB on two cores) it streams them, and a
    // string body came out empty (Content-Length: 0) — releases.json crossed 8 KiB with the admin routes.
    syncThreshold: 4 * 1024 * 1024,
  });
  const releases = createReleaseSource(dataDir);
  const pages = pageTable(shellDist, releases);
  await pages.load();
  const indexHtml = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');
  if (preloadHints) addPreloadHints(app, createPreloadSource({ shellDist, dataDir, releases }));
  const metaSource = createMetaSource({ apiUrl, ...meta });
  const sitemapSource = createSitemap({ apiUrl, routes: () => pages.routes(), hasPage: (p) => pages.has(p), ...sitemap });

  app.get('/robots.txt', async (req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300').type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin(req, publicUrl)));
  });
  app.get('/sitemap.xml', async (req, reply) => {
    const xml = await sitemapSource.xml(siteOrigin(req, publicUrl));
    reply.header('Cache-Control', 'public, max-age=60').type('application/xml; charset=utf-8').send(xml);
  });

  // Probes: /healthz is liveness (the process answers), /readyz is readiness (the shell
  // page and releases.json can be read, so a page and its remotes can be served). The API's health
  // is not part of it: the API has its own probes, and a host that went unready with it would
  // take the static site down too.
  const probe = (reply, status, veri, mesaj = '') =>
    reply.code(status).header('Cache-Control', 'no-store').send({ basarili: status === 200, veri, mesaj });
  app.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => probe(reply, 200, { durum: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    const shellOk = await fs.access(path.join(shellDist, 'index.html')).then(() => true, () => false);
    const releasesOk = await releases.current().then((r) => r !== null, () => false);
    const veri = { durum: shellOk && releasesOk ? 'hazir' : 'hazir-degil', kabuk: shellOk ? 'ok' : 'okunamiyor', yayinlar: releasesOk ? 'ok' : 'okunamiyor' };
    return shellOk && releasesOk ? probe(reply, 200, veri) : probe(reply, 503, veri, 'Site dosyaları okunamıyor.');
  });

  // Revalidated on every load (no-cache) with its ETag: a switch is seen at once, an unchanged list costs a 304.
  app.get('/releases.json', async (req, reply) => {
    let body = '{"remotes":{}}';
    let etag = null;
    try {
      const snapshot = await releases.current();
      if (snapshot) ({ text: body, etag } = snapshot);
    } catch {
      /* unreadable: an empty list (the shell then shows its own pages) */
    }
    reply.header('Cache-Control', 'no-cache').type('application/json');
    if (etag) reply.header('ETag', etag);
    if (etag && req.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.send(body);
  });

  const remoteFiles = filesOf(dataDir);
  if (remoteFiles.kind === 's3') serveRemotesFromStore(app, remoteFiles);
  else await app.register(fastifyStatic, {
    root: path.join(dataDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    // No Access-Control-Allow-Origin: the shell loads the remotes from its own origin (a CDN on
    // another origin would need its own CORS rule, in nginx or the CDN).
    setHeaders(res, filePath) {
      res.header('Cache-Control', filePath.endsWith('mf-manifest.json') || filePath.endsWith('.html') ? 'no-cache' : IMMUTABLE);
    },
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('Cache-Control', /[.][0-9a-f]{8,}[.]/.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache');
    },
  });

  const tooLarge = (reply, mesaj) => reply.code(413).header('Cache-Control', 'no-store').send(envelope(413, mesaj));
  /** Bodies being received per {@link UPLOAD_LIMITS} entry with `concurrent`. */
  const receiving = new Map();
  for (const prefix of ['/api', '/uploads']) {
    await app.register(async (api) => {
      // Body limit, enforced here so the API never sees an oversized body half-sent: a declared
      // length over the limit is answered at once (after reading the body, so the client is not
      // cut off mid-send); a chunked body is read up to the limit and passed on as a whole.
      api.addHook('onRequest', async (req, reply) => {
        const declared = Number(req.headers['content-length']);
        const { limit, message } = bodyLimitFor(req.url, bodyLimit);
        if (!(declared > limit)) return;
        const whole = await drain(req.raw);
        if (!whole) reply.header('Connection', 'close');
        return tooLarge(reply, message);
      });
      // Every body is read whole here (up to the limit) and forwarded with the length the host
      // counted, whatever the client's framing was (Content-Length or chunked).
      api.addHook('preParsing', async (req, reply, payload) => {
        if (BODYLESS_METHODS.has(req.method)) return payload;
        const { limit, message, slot } = bodyLimitFor(req.url, bodyLimit);
        if (slot) {
          // Held until the answer is sent or the connection drops; a busy route answers at once
          // and closes the connection instead of reading the body.
          const busy = receiving.get(slot) ?? 0;
          if (busy >= slot.concurrent) {
            reply.code(503).header('Connection', 'close').header('Retry-After', '30').header('Cache-Control', 'no-store').send(envelope(503, UPLOAD_BUSY));
            return Readable.from([]);
          }
          receiving.set(slot, busy + 1);
          reply.raw.once('close', () => receiving.set(slot, (receiving.get(slot) ?? 1) - 1));
        }
        const body = await readLimited(payload, limit);
        if (!body) {
          reply.header('Connection', 'close');
          tooLarge(reply, message);
          return Readable.from([]);
        }
        req[FORWARDED_LENGTH] = body.length;
        return Readable.from([body]);
      });
      await api.register(httpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        // Every method Fastify routes goes to the API, which answers 405 with Allow itself.
        httpMethods: PROXIED_METHODS,
        http: { requestOptions: { timeout: 30_000 } },
        replyOptions: {
          // The client's address as the host sees it (req.ip: the socket's, or a trusted proxy's
          // X-Forwarded-For under TRUST_PROXY), never what the client claims.
          rewriteRequestHeaders: (req, headers) => {
            // The request id goes along, so the API's log lines carry the same id as the host's.
            const out = { ...headers, 'x-forwarded-for': req.ip ?? req.socket.remoteAddress ?? '', 'x-request-id': req.id };
            delete out.forwarded;
            delete out['x-real-ip'];
            for (const h of HOP_BY_HOP) delete out[h];
            const length = req[FORWARDED_LENGTH];
            if (typeof length === 'number') out['content-length'] = String(length);
            return out;
          },
          // The API unreachable, reset or slow: the catalogue's 502/503/504, never the error text.
          onError: (reply, { error }) => {
            reply.request.log.warn({ err: error }, 'upstream error');
            reply.header('Connection', 'close');
            sendError(reply, { statusCode: upstreamStatus(error) });
          },
        },
      });
    });
  }

  // Everything else: the shell's page, 200 for a known route and 404 for an unknown one.
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // /api and /uploads are proxied for every method Fastify knows; what is left is a method
      // no part of the site implements. Elsewhere every path answers GET and HEAD only.
      if (/^\/(?:api|uploads)(?:\/|$)/.test(url)) return reply.code(501).send(envelope(501));
      return reply.code(405).header('Allow', 'GET, HEAD').send(envelope(405));
    }
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.startsWith('/urun/')) return reply.code(404).type('text/plain').send('Bulunamadı');
    const known = await pages.has(url);
    // Pages a link preview reads (/haber/:slug, /urun/:slugOrId, /galeri/:id) get their title,
    // description and Open Graph tags from the API; without an answer in time, the plain shell.
    const found = known ? await metaSource.forPath(url) : null;
    const html = found ? injectMeta(indexHtml, found, siteOrigin(req, publicUrl)) : indexHtml;
    reply.code(known ? 200 : 404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  return app;
}
