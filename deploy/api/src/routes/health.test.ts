import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { NOT_READY_MESSAGE, READINESS_TIMEOUT_MS, type HealthVeri } from './health';

let t: TestContext;
/** A port nothing listens on: PostgreSQL "down" (connection refused). */
let refused: OpenDatabase;
/** A server that accepts and never answers: PostgreSQL "hung" (the probe must not hang with it). */
let silent: Server;
const silentSockets: Socket[] = [];
let hung: OpenDatabase;

beforeAll(async () => {
  t = await createTestContext({ seed: false });
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const freePort = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  refused = await openDatabase({ url: `postgres://skiclub@127.0.0.1:${freePort}/skiclub` });
  silent = createServer((s) => silentSockets.push(s));
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  hung = await openDatabase({ url: `postgres://skiclub@127.0.0.1:${(silent.address() as AddressInfo).port}/skiclub` });
});

afterAll(async () => {
  await t.close();
  // Dropping the silent server's sockets fails the hung connection, so its pool can end.
  for (const s of silentSockets) s.destroy();
  await new Promise<void>((r) => silent.close(() => r()));
  await refused.close();
  await hung.close();
});

describe('GET /healthz', () => {
  it('answers 200 with durum ok, uncached, for a guest', async () => {
    const res = await call(t.app, { method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body<HealthVeri>(res)).toEqual({ basarili: true, veri: { durum: 'ok' }, mesaj: '' });
  });

  it('stays 200 while the database is down (liveness is the process, not its dependencies)', async () => {
    const app = await t.buildAnother({ db: refused.db });
    expect((await call(app, { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body<HealthVeri>(res)).toEqual({ basarili: true, veri: { durum: 'hazir', veritabani: 'ok' }, mesaj: '' });
  });

  it('answers 503 with a Turkish message and no driver detail when PostgreSQL refuses connections', async () => {
    const app = await t.buildAnother({ db: refused.db });
    const res = await call(app, { method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(body<HealthVeri>(res)).toEqual({ basarili: false, veri: { durum: 'hazir-degil', veritabani: 'erisilemiyor' }, mesaj: NOT_READY_MESSAGE });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
  });

  it('answers 503 within the readiness timeout when the database never answers', async () => {
    const app = await t.buildAnother({ db: hung.db });
    const started = Date.now();
    const res = await call(app, { method: 'GET', url: '/readyz' });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(took).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    // The silent server never answers, so only the timeout ends the probe; the slack is for a busy
    // machine's stalled event loop, not for the probe.
    expect(took).toBeLessThan(READINESS_TIMEOUT_MS * 3);
  });

  it('takes GET only: POST is 405 with Allow: GET, HEAD', async () => {
    const res = await call(t.app, { method: 'POST', url: '/readyz', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
