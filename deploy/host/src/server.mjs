// Composition host (ARCHITECTURE.md "The picture"): one port serving the shell, every remote's
// immutable versions under /remotes/<name>/<version>/, /releases.json (never cached), and a
// proxy for /api and /uploads to the API server.
import path from 'node:path';
import zlib from 'node:zlib';
import { promises as fs } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Turns a route-table path like `/urun/:slugOrId` into a RegExp. */
export function routePattern(p) {
  const body = p
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Builds the host.
 * @param {{ shellDist: string, dataDir: string, apiUrl: string, logger?: boolean }} o
 */
export async function buildHost({ shellDist, dataDir, apiUrl, logger = false }) {
  const app = Fastify({ logger });
  // Static files are precompressed (.br/.gz beside them, see @skiclub/release precompress);
  // this compresses the rest on the fly: releases.json, the shell page and proxied API answers.
  // Brotli quality 5: most of the gain of 11 at a small part of its CPU cost.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  let patterns = [];
  try {
    const table = JSON.parse(await fs.readFile(path.join(shellDist, 'route-table.json'), 'utf8'));
    patterns = table.routes.map((r) => routePattern(r.path));
  } catch {
    patterns = [/^\/$/];
  }
  const indexHtml = await fs.readFile(path.join(shellDist, 'index.html'), 'utf8');

  app.get('/releases.json', async (_req, reply) => {
    let body = '{"remotes":{}}';
    try {
      body = await fs.readFile(path.join(dataDir, 'releases.json'), 'utf8');
    } catch {
      /* no release yet: empty list */
    }
    reply.header('Cache-Control', 'no-cache').type('application/json').send(body);
  });

  await app.register(fastifyStatic, {
    root: path.join(dataDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('Access-Control-Allow-Origin', '*');
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

  for (const prefix of ['/api', '/uploads']) {
    await app.register(httpProxy, { upstream: apiUrl, prefix, rewritePrefix: prefix, http: { requestOptions: { timeout: 30_000 } } });
  }

  // Everything else: the shell's page, 200 for a known route and 404 for an unknown one.
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ basarili: false, veri: null, mesaj: 'Bulunamadı' });
    if (/\.[a-z0-9]{2,5}$/i.test(url) && !url.startsWith('/urun/')) return reply.code(404).type('text/plain').send('Bulunamadı');
    const known = patterns.some((p) => p.test(url));
    reply.code(known ? 200 : 404).header('Cache-Control', 'no-cache').type('text/html').send(indexHtml);
  });
  return app;
}
