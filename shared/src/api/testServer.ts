/// <reference types="node" />
/**
 * Test helper (imported by tests only): a real HTTP server on 127.0.0.1 that answers like the
 * API (envelope, CORS with credentials for the jsdom page) and records every request, so the
 * shared client, SWR and the retry rule run for real in tests.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from './client';

/** One answer: status and JSON body (a string is sent as text/plain). */
export interface TestAnswer {
  status: number;
  body: unknown;
}

/** What a route gives: an answer, or 'drop' to close the socket without one ("no response"). */
export type TestReply = TestAnswer | 'drop';

/** A request the server received. */
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

/** Route handler: `METHOD /path` (or `/path` for any method) → reply, or a function of the request. */
export type TestRoutes = Record<string, TestReply | ((req: TestRequest) => TestReply | Promise<TestReply>)>;

/** A running test server. */
export interface TestServer {
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

function record(req: IncomingMessage, raw: Buffer): TestRequest {
  const url = new URL(req.url ?? '/', 'http://x');
  const contentType = req.headers['content-type'] ?? '';
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.search,
    searchParams: url.searchParams,
    contentType,
    authorization: req.headers.authorization,
    body: contentType.includes('json') && raw.length ? (JSON.parse(raw.toString('utf8')) as unknown) : null,
    raw,
  };
}

/** Starts a server for `routes`; unknown routes answer 404 with an empty mesaj. */
export async function startTestServer(routes: TestRoutes = {}): Promise<TestServer> {
  const requests: TestRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // One connection per request: a kept-alive socket that the server closes as idle just when
      // the client reuses it fails that request as a network error ('İnternet bağlantınızı kontrol
      // edin.'), which a slow test on a busy machine ran into.
      res.setHeader('Connection', 'close');
      if (req.headers.origin) {
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
        res.setHeader('Access-Control-Allow-Credentials', 'true');
      }
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.writeHead(204).end();
        return;
      }
      const request = record(req, Buffer.concat(chunks));
      requests.push(request);
      const route = routes[`${request.method} ${request.path}`] ?? routes[request.path];
      void Promise.resolve(typeof route === 'function' ? route(request) : (route ?? failAnswer(404))).then((answer) => {
        if (answer === 'drop') req.socket.destroy();
        else if (typeof answer.body === 'string') res.writeHead(answer.status, { 'Content-Type': 'text/plain' }).end(answer.body);
        else res.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const calls = (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routes,
    requests,
    hits: (route) => calls(route).length,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
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

/** Address of a port that surely has no server (opened, noted, closed): for no-response tests. */
export async function closedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((r) => probe.close(() => r()));
  return url;
}

/**
 * Starts a server for the test file (beforeAll), points the shared client at it before each test
 * and stops it afterwards (afterAll); `requests` is emptied before each test.
 * @returns a getter of the running server
 */
export function serveApi(routes: TestRoutes): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(routes);
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
