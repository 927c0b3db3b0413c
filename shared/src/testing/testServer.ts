/// <reference types="node" />
/**
 * Test helper (imported by tests only): a stand-in API on Mock Service Worker (msw/node). Each
 * stand-in has an origin of its own (`http://api-<n>.test`) whose requests MSW answers like the API
 * (envelope, CORS headers) from a route table, recording every request; the shared client, SWR
 * and the retry rule run for real (axios over jsdom's XMLHttpRequest, or fetch), only the network
 * is MSW's (its XMLHttpRequest and fetch interception). Requests to any other origin go to the real network (`closedUrl()` relies on it).
 */
import { http as mswHttp, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '../api/client';

/** One answer: status and JSON body (a string is sent as text/plain). */
export interface TestAnswer {
  status: number;
  body: unknown;
}

/** What a route gives: an answer, or 'drop' for a network error without any answer ("no response"). */
export type TestReply = TestAnswer | 'drop';

/** A request the stand-in received. */
export interface TestRequest {
  method: string;
  path: string;
  /** The query string with its '?', or ''. */
  query: string;
  searchParams: URLSearchParams;
  contentType: string;
  authorization?: string;
  /** The parsed JSON body, or null (empty, multipart and other bodies). */
  body: unknown;
  /** The body's bytes as sent (multipart uploads). */
  raw: Buffer;
}

/** Route handler: `METHOD /path` (or `/path` for any method, or `*` for any request no other entry takes) → reply, or a function of the request. */
export type TestRoutes = Record<string, TestReply | ((req: TestRequest) => TestReply | Promise<TestReply>)>;

/** A running stand-in API. */
export interface TestServer {
  /** Its origin, for `http.defaults.baseURL` or a fetch. */
  url: string;
  /** The live route table: tests may add, replace and delete entries between requests. */
  routes: TestRoutes;
  requests: TestRequest[];
  /** Requests to one `METHOD /path`. */
  hits: (route: string) => number;
  /** The requests to one `METHOD /path`, oldest first. */
  calls: (route: string) => TestRequest[];
  close: () => Promise<void>;
}

/** The file's one MSW server (it patches fetch, XMLHttpRequest and node:http while listening) and the stand-ins on it. */
let msw: SetupServer | null = null;
const mounted = new Map<string, HttpHandler>();
let origins = 0;

/**
 * Answers every request to `origin` with `respond`, recording nothing itself; MSW listens while any
 * origin is mounted.
 * @returns the origin's unmount (MSW stops when the last one goes)
 */
function mount(respond: (request: Request) => Promise<Response>): { origin: string; unmount: () => void } {
  origins += 1;
  const origin = `http://api-${origins}.test`;
  mounted.set(origin, mswHttp.all(`${origin}/*`, ({ request }) => respond(request)));
  if (!msw) {
    msw = setupServer();
    msw.listen({ onUnhandledRequest: 'bypass' });
  }
  msw.resetHandlers(...mounted.values());
  return {
    origin,
    unmount: () => {
      mounted.delete(origin);
      if (mounted.size) msw?.resetHandlers(...mounted.values());
      else {
        msw?.close();
        msw = null;
      }
    },
  };
}

async function record(request: Request): Promise<TestRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type') ?? '';
  const raw = Buffer.from(await request.arrayBuffer());
  return {
    method: request.method,
    path: url.pathname,
    query: url.search,
    searchParams: url.searchParams,
    contentType,
    authorization: request.headers.get('authorization') ?? undefined,
    body: contentType.includes('json') && raw.length ? (JSON.parse(raw.toString('utf8')) as unknown) : null,
    raw,
  };
}

/** The API's CORS headers for the jsdom page's origin (none without an Origin header). */
function corsHeaders(origin: string | null): Record<string, string> {
  return origin ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' } : {};
}

/** The HTTP answer of `reply`, with the API's CORS headers for the jsdom page's origin. */
function toResponse(reply: TestReply, origin: string | null): Response {
  if (reply === 'drop') return HttpResponse.error();
  const headers = corsHeaders(origin);
  if (typeof reply.body === 'string') return HttpResponse.text(reply.body, { status: reply.status, headers });
  return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status, headers });
}

/**
 * Serves `respond` on a real HTTP server on 127.0.0.1 (one connection per request), for the three
 * things MSW cannot stand in for under jsdom: fetch checks Subresource Integrity on network
 * answers only; MSW's XMLHttpRequest interceptor re-encodes a multipart body through Node's
 * FormData, which loses the bytes and the name of jsdom's File; and it builds every answer as a
 * Node Response, which a `responseType: 'blob'` request (an invoice download) cannot read into
 * jsdom's Blob. jsdom's own XMLHttpRequest does all three as a browser does.
 */
async function listenOnSocket(respond: (request: Request) => Promise<Response>): Promise<{ origin: string; unmount: () => Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      const headers = Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]]));
      void respond(new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method, headers, body })).then(async (answer) => {
        if (answer.type === 'error') return void req.socket.destroy();
        res.writeHead(answer.status, { ...Object.fromEntries(answer.headers), Connection: 'close' }).end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, unmount: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Options of {@link startTestServer}. */
export interface TestServerOptions {
  /** `'socket'`: a real HTTP server instead of MSW, for Subresource Integrity, multipart uploads and blob downloads (see {@link listenOnSocket}); default `'msw'`. */
  transport?: 'msw' | 'socket';
}

/** Starts a stand-in API for `routes`; unknown routes answer 404 with an empty mesaj. */
export async function startTestServer(routes: TestRoutes = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const requests: TestRequest[] = [];
  const respond = async (request: Request): Promise<Response> => {
    const cors = request.headers.get('origin');
    if (request.method === 'OPTIONS') {
      return new HttpResponse(null, {
        status: 204,
        headers: {
          ...corsHeaders(cors),
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        },
      });
    }
    const req = await record(request);
    requests.push(req);
    const route = routes[`${req.method} ${req.path}`] ?? routes[req.path] ?? routes['*'];
    return toResponse(await (typeof route === 'function' ? route(req) : (route ?? failAnswer(404))), cors);
  };
  const { origin, unmount } = options.transport === 'socket' ? await listenOnSocket(respond) : mount(respond);
  const calls = (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route);
  return {
    url: origin,
    routes,
    requests,
    hits: (route) => calls(route).length,
    calls,
    close: async () => {
      await unmount();
    },
  };
}

/** `{ basarili: true, veri, mesaj }` with status 200. */
export function okAnswer(veri: unknown, mesaj = ''): TestAnswer {
  return { status: 200, body: { basarili: true, veri, mesaj } };
}

/** `{ basarili: false, veri: null, mesaj, hatalar? }` with `status` (`hatalar`: field → Turkish message). */
export function failAnswer(status: number, mesaj = '', hatalar?: Record<string, string>): TestAnswer {
  return { status, body: hatalar ? { basarili: false, veri: null, mesaj, hatalar } : { basarili: false, veri: null, mesaj } };
}

/** Address of a port that surely has no server (opened, noted, closed): for no-response tests over the real network. */
export async function closedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((r) => probe.close(() => r()));
  return url;
}

/**
 * Starts a stand-in for the test file (beforeAll), points the shared client at it before each test
 * and stops it afterwards (afterAll); `requests` is emptied before each test.
 * @returns a getter of the running stand-in
 */
export function serveApi(routes: TestRoutes, options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(routes, options);
  });
  beforeEach(() => {
    server?.requests.splice(0);
    http.defaults.baseURL = server?.url;
  });
  afterAll(async () => {
    http.defaults.baseURL = undefined;
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('test server not started');
    return server;
  };
}
