// Request smuggling and desync at the edge: whatever one client sends, the next request that
// goes over the same pooled upstream connection gets its normal answer. Each case sends an odd
// request over a raw socket to the host, then an innocent GET from another socket; the upstream
// is a strict Node server with one keep-alive socket, so the innocent request rides the very
// connection the odd one used (the test checks that it did).
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildHost } from '../src/server.mjs';
import { STATUS_MESSAGES } from '../src/errors.mjs';
import { BAD_FRAMING, bodyOnBodyless, parseResponses, sendRaw } from './raw-http.mjs';

let dir;
let host;
let hostPort;
let upstream;
/** What the upstream parsed: one entry per request, with its socket's number. */
let seen = [];
let sockets = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-desync-'));
  const shell = path.join(dir, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/' }, { path: '/hakkimizda' }]));
  const data = path.join(dir, 'data');
  await mkdir(path.join(data, 'remotes'), { recursive: true });
  await writeFile(path.join(data, 'releases.json'), '{"remotes":{}}');
  upstream = http.createServer({ keepAliveTimeout: 60_000 }, (req, res) => {
    if (req.url === '/api/reset') return req.socket.destroy();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('latin1');
      seen.push({ method: req.method, url: req.url, body, socket: req.socket.n, te: req.headers['transfer-encoding'] ?? null, cl: req.headers['content-length'] ?? null });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ basarili: true, veri: { method: req.method, url: req.url, body }, mesaj: '' }));
    });
  });
  upstream.on('connection', (s) => {
    sockets += 1;
    s.n = sockets;
  });
  await new Promise((r) => upstream.listen(0, '127.0.0.1', r));
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl: `http://127.0.0.1:${upstream.address().port}` });
  await host.listen({ port: 0, host: '127.0.0.1' });
  hostPort = host.server.address().port;
});

afterAll(async () => {
  await host.close();
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  seen = [];
});

/** Raw bytes to the host; see raw-http.mjs. */
const raw = (bytes, expected = 1, bodyless = false) => sendRaw(hostPort, bytes, { expected, bodyless });
const responses = parseResponses;

/** The innocent request: a plain GET from another client, answered normally over the pool. */
async function innocent() {
  const text = await raw('GET /api/saglik?innocent=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  const [r] = responses(text);
  expect(r?.status).toBe(200);
  expect(JSON.parse(r.body).veri).toEqual({ method: 'GET', url: '/api/saglik?innocent=1', body: '' });
  const last = seen.at(-1);
  expect(last).toMatchObject({ method: 'GET', url: '/api/saglik?innocent=1', body: '' });
  return last;
}

/** An envelope answer of the host: the catalogue's Turkish text, the request id, no echo. */
function expectEnvelope(r, status, sent = []) {
  expect(r.status).toBe(status);
  const body = JSON.parse(r.body);
  expect(body).toMatchObject({ basarili: false, veri: null });
  expect(typeof body.mesaj).toBe('string');
  expect(body.mesaj.length).toBeGreaterThan(0);
  expect(r.head.toLowerCase()).toMatch(/\r\nx-request-id: [a-z0-9-]+/);
  for (const s of sent) expect(r.body).not.toContain(s);
  return body;
}

describe('the host forwards a body whole or refuses it', () => {
  it('warms the pool: one upstream connection in use', async () => {
    await innocent();
    await innocent();
    const used = new Set(seen.map((s) => s.socket));
    expect(used.size).toBe(1);
  });

  for (const method of ['GET', 'HEAD']) {
    for (const framing of ['length', 'chunked']) {
      it(`${method} with a body (${framing}) is refused with 400, and the next request is normal`, async () => {
        const [r] = responses(await raw(bodyOnBodyless(method, framing), 1, method === 'HEAD'), method === 'HEAD');
        expect(r?.status).toBe(400);
        if (method === 'GET') expectEnvelope(r, 400, ['gizli']);
        expect(seen).toEqual([]);
        await innocent();
      });
    }
  }

  for (const method of ['DELETE', 'OPTIONS', 'POST', 'PUT', 'PATCH']) {
    it(`${method} with a body without Content-Type is forwarded whole with a Content-Length the host computed`, async () => {
      const text = await raw(`${method} /api/x HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{"a":1}`);
      const [r] = responses(text);
      expect(r.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method, body: '{"a":1}', cl: '7', te: null });
      await innocent();
    });

    it(`${method} with a chunked JSON body is forwarded whole as Content-Length`, async () => {
      const text = await raw(`${method} /api/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\n{"a\r\n4\r\n":1}\r\n0\r\n\r\n`);
      expect(responses(text)[0]?.status).toBe(200);
      expect(seen[0]).toMatchObject({ method, body: '{"a":1}', cl: '7', te: null });
      await innocent();
    });
  }
});

describe('framing the host refuses outright', () => {
  for (const [name, bytes] of Object.entries(BAD_FRAMING)) {
    it(`${name}: 400 in the envelope, nothing forwarded, the next request is normal`, async () => {
      const text = await raw(bytes, 2);
      const all = responses(text);
      expect(all).toHaveLength(1);
      expectEnvelope(all[0], 400, ['gizli']);
      expect(all[0].head.toLowerCase()).toContain('connection: close');
      expect(seen.filter((s) => s.url !== '/api/saglik' || s.method !== 'GET')).toEqual([]);
      await innocent();
    });
  }
});

describe('several requests on one client connection', () => {
  it('pipelined requests are answered in order, each with its own answer', async () => {
    const text = await raw(
      'POST /api/a HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":1}' +
        'GET /api/b HTTP/1.1\r\nHost: x\r\n\r\n' +
        'DELETE /api/c HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
      3,
    );
    const all = responses(text);
    expect(all.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(all.map((r) => JSON.parse(r.body).veri)).toEqual([
      { method: 'POST', url: '/api/a', body: '{"a":1}' },
      { method: 'GET', url: '/api/b', body: '' },
      { method: 'DELETE', url: '/api/c', body: '' },
    ]);
    // Node hands pipelined requests over as they are parsed, so the upstream may see them in
    // another order; each answer above still belongs to its own request.
    expect(seen.map((s) => [s.method, s.url, s.body]).sort()).toEqual([
      ['DELETE', '/api/c', ''],
      ['GET', '/api/b', ''],
      ['POST', '/api/a', '{"a":1}'],
    ]);
    await innocent();
  });

  it('a pipelined GET with a body refuses that request and closes, never forwarding what follows', async () => {
    const text = await raw('GET /api/a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcGET /api/gizli HTTP/1.1\r\nHost: x\r\n\r\n', 2);
    const all = responses(text);
    expect(all[0]?.status).toBe(400);
    expect(seen.map((s) => s.url)).not.toContain('/api/a');
    await innocent();
  });

  it('HTTP/1.0 keep-alive: two requests on one connection, both answered, framing rebuilt', async () => {
    const text = await raw(
      'POST /api/a HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{"a":1}' +
        'GET /api/b HTTP/1.0\r\nHost: x\r\n\r\n',
      2,
    );
    const all = responses(text);
    expect(all.map((r) => JSON.parse(r.body).veri)).toEqual([
      { method: 'POST', url: '/api/a', body: '{"a":1}' },
      { method: 'GET', url: '/api/b', body: '' },
    ]);
    expect(seen.map((s) => [s.method, s.url, s.body]).sort()).toEqual([
      ['GET', '/api/b', ''],
      ['POST', '/api/a', '{"a":1}'],
    ]);
    await innocent();
  });

  it('hop-by-hop headers are never copied upstream (Connection-listed, Keep-Alive, TE, Upgrade)', async () => {
    const echo = [];
    upstream.once('request', (req) => echo.push(req.headers));
    const text = await raw(
      'GET /api/saglik HTTP/1.1\r\nHost: x\r\nConnection: close, X-Auth-Strip\r\nX-Auth-Strip: 1\r\nKeep-Alive: timeout=999\r\nTE: trailers, deflate\r\nUpgrade: websocket\r\nProxy-Connection: keep-alive\r\nTrailer: X-A\r\n\r\n',
    );
    expect(responses(text)[0]?.status).toBe(200);
    expect(echo[0]).toBeDefined();
    for (const h of ['x-auth-strip', 'keep-alive', 'te', 'upgrade', 'proxy-connection', 'trailer']) expect(echo[0]).not.toHaveProperty(h);
    await innocent();
  });
});

describe("the host's own errors are envelopes", () => {
  it('a malformed percent-encoding answers 400 without echoing the URL', async () => {
    const r = responses(await raw('GET /api/ulke/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))[0];
    const body = expectEnvelope(r, 400, ['%E0%A4%A', 'ulke']);
    expect(body.mesaj).toBe(STATUS_MESSAGES[400]);
  });

  it('QUERY without a Content-Type answers 400 in the envelope', async () => {
    const r = responses(await raw('QUERY /api/galeri/0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))[0];
    expectEnvelope(r, 400, ['QUERY', 'Content-Type']);
  });

  it('an oversized header answers 431 in the envelope', async () => {
    const r = responses(await raw(`GET /api/saglik HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`))[0];
    expectEnvelope(r, 431, ['aaaa']);
  });

  it('an unparseable request line answers 400 in the envelope, never Fastify\'s English', async () => {
    const text = await raw('BLAH\r\n\r\n');
    const r = responses(text)[0];
    expectEnvelope(r, 400);
    expect(text.toString('latin1')).not.toContain('Client Error');
  });

  it('a method the page does not support answers 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const r = responses(await raw(`${method} /hakkimizda HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`))[0];
      expectEnvelope(r, 405);
      expect(r.head).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    }
  });

  it('an upstream that resets the connection answers 502 in the envelope, and the next request is normal', async () => {
    const r = responses(await raw('GET /api/reset HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))[0];
    const body = expectEnvelope(r, 502, ['ECONNRESET', 'socket hang up']);
    expect(body.mesaj).toBe(STATUS_MESSAGES[502]);
    await innocent();
  });

  it('an unknown upstream failure answers 502 in the envelope, never the error text', async () => {
    const dead = await buildHost({ shellDist: path.join(dir, 'shell'), dataDir: path.join(dir, 'data'), apiUrl: 'http://127.0.0.1:9' });
    try {
      const r = await dead.inject('/api/saglik');
      expect(r.statusCode).toBe(502);
      expect(r.json()).toEqual({ basarili: false, veri: null, mesaj: STATUS_MESSAGES[502] });
      expect(r.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      expect(r.headers['x-request-id']).toBeTruthy();
    } finally {
      await dead.close();
    }
  });
});
