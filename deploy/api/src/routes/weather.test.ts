import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WEATHER_MESSAGES, weatherSchema, type Weather } from '@skiclub/shared/schemas';
import type { BuildAppOptions } from '../app';
import { WEATHER_CACHE_MS, WEATHER_RETRY_MS } from '../services/weather';
import { body, call, createTestContext, type TestContext } from '../test/helpers';

/** What the stand-in Open-Meteo does with the next requests. */
type Mode = 'ok' | 'error' | 'slow' | 'garbage';

let t: TestContext;
let stub: Server;
let stubUrl: string;
let mode: Mode = 'ok';
let temperature = -6.24;
const requests: URL[] = [];
/** Requests the stub has answered slowly: a timed-out call must answer before its own request is here. */
const answeredSlowly = new Set<URL>();
/** Whether any request since `from` (an index into `requests`) got its slow answer already. */
const slowAnswerSentSince = (from: number) => requests.slice(from).some((r) => answeredSlowly.has(r));

/** Open-Meteo /v1/forecast answer for comma separated coordinates (an array, one per location). */
function forecast(req: IncomingMessage) {
  const url = new URL(req.url ?? '/', 'http://stub');
  const lats = (url.searchParams.get('latitude') ?? '').split(',');
  const lons = (url.searchParams.get('longitude') ?? '').split(',');
  return lats.map((lat, i) => ({
    latitude: Number(lat),
    longitude: Number(lons[i]),
    generationtime_ms: 0.05,
    utc_offset_seconds: 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 2200 + i * 100,
    current_units: { time: 'unixtime', interval: 'seconds', temperature_2m: '°C', weather_code: 'wmo code', wind_speed_10m: 'km/h', snowfall: 'cm' },
    current: { time: 1795500000, interval: 900, temperature_2m: temperature - i, weather_code: [73, 3, 0][i], wind_speed_10m: 12.36 + i, snowfall: [1.4, 0, 0][i] },
  }));
}

beforeAll(async () => {
  stub = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    if (url.pathname !== '/v1/forecast') {
      res.writeHead(404).end();
      return;
    }
    const answer = () => {
      if (mode === 'error') res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":true,"reason":"internal"}');
      else if (mode === 'garbage') res.writeHead(200, { 'content-type': 'application/json' }).end('{"current":');
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(forecast(req)));
    };
    if (mode === 'slow') {
      setTimeout(() => {
        answeredSlowly.add(url);
        answer();
      }, 3000);
    } else answer();
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  stub.closeAllConnections();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

let clock = 0;
beforeEach(() => {
  mode = 'ok';
  temperature = -6.24;
  requests.length = 0;
  clock = Date.UTC(2026, 11, 20, 8, 0, 0);
});

/** An app whose weather goes to the stub, with the test clock and a short timeout. */
const appWith = (weather: BuildAppOptions['weather'] = {}): Promise<FastifyInstance> =>
  t.buildAnother({ weather: { baseUrl: stubUrl, timeoutMs: 1000, now: () => clock, ...weather } });

const getWeather = async (app: FastifyInstance) => {
  const res = await call(app, { method: 'GET', url: '/api/hava' });
  return { status: res.statusCode, env: body<Weather>(res) };
};

describe('GET /api/hava (Open-Meteo behind a provider)', () => {
  it('answers the three domestic centres from one provider request', async () => {
    const app = await appWith();
    const { status, env } = await getWeather(app);
    expect(status).toBe(200);
    expect(weatherSchema.safeParse(env.veri).success).toBe(true);
    expect(env.veri.kaynak).toBe('canli');
    expect(env.veri.merkezler).toEqual([
      { merkez: 'Palandöken', sicaklik: -6.2, durumKodu: 73, durum: 'Kar yağışlı', ruzgarKmh: 12.4, yeniKarCm: 1.4, guncellenme: '2026-11-24T06:00:00.000Z' },
      { merkez: 'Polat Palandöken', sicaklik: -7.2, durumKodu: 3, durum: 'Kapalı', ruzgarKmh: 13.4, yeniKarCm: 0, guncellenme: '2026-11-24T06:00:00.000Z' },
      { merkez: 'Konaklı', sicaklik: -8.2, durumKodu: 0, durum: 'Açık', ruzgarKmh: 14.4, yeniKarCm: 0, guncellenme: '2026-11-24T06:00:00.000Z' },
    ]);
    expect(requests).toHaveLength(1);
    const q = requests[0]!.searchParams;
    expect(q.get('latitude')).toBe('39.87,39.86,39.95');
    expect(q.get('longitude')).toBe('41.28,41.27,41.12');
    expect(q.get('current')).toBe('temperature_2m,weather_code,wind_speed_10m,snowfall');
  });

  it('serves a good answer from the cache for 30 minutes, then asks again', async () => {
    const app = await appWith();
    await getWeather(app);
    temperature = 1;
    clock += WEATHER_CACHE_MS - 1;
    const cached = await getWeather(app);
    expect(cached.env.veri).toMatchObject({ kaynak: 'canli' });
    expect(cached.env.veri.merkezler[0]!.sicaklik).toBe(-6.2);
    expect(requests).toHaveLength(1);
    clock += 1;
    const fresh = await getWeather(app);
    expect(fresh.env.veri.merkezler[0]!.sicaklik).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('shares one provider request between concurrent callers', async () => {
    const app = await appWith();
    const answers = await Promise.all([getWeather(app), getWeather(app), getWeather(app)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(requests).toHaveLength(1);
  });

  it.each<[Mode]>([['error'], ['slow'], ['garbage']])('answers the last good answer when the provider fails (%s)', async (failure) => {
    const app = await appWith();
    await getWeather(app);
    clock += WEATHER_CACHE_MS;
    mode = failure;
    const from = requests.length;
    const stale = await getWeather(app);
    // Answered by the 1 s timeout (or the failure), not after the provider's 3 s: no wall
    // clock is read, so a busy machine cannot fail this.
    expect(slowAnswerSentSince(from)).toBe(false);
    expect(stale.status).toBe(200);
    expect(stale.env.veri.kaynak).toBe('onbellek');
    expect(stale.env.veri.merkezler.map((m) => m.merkez)).toEqual(['Palandöken', 'Polat Palandöken', 'Konaklı']);
    expect(stale.env.veri.merkezler[0]!.sicaklik).toBe(-6.2);
    expect(requests).toHaveLength(2);
    // No new provider request for a minute after the failure; then it recovers.
    clock += WEATHER_RETRY_MS - 1;
    expect((await getWeather(app)).env.veri.kaynak).toBe('onbellek');
    expect(requests).toHaveLength(2);
    mode = 'ok';
    temperature = -2;
    clock += 1;
    const recovered = await getWeather(app);
    expect(recovered.env.veri.kaynak).toBe('canli');
    expect(recovered.env.veri.merkezler[0]!.sicaklik).toBe(-2);
  });

  it.each<[Mode]>([['error'], ['slow']])('answers 503 with a Turkish text when there was never a good answer (%s)', async (failure) => {
    mode = failure;
    const app = await appWith();
    const { status, env } = await getWeather(app);
    expect(status).toBe(503);
    expect(env).toEqual({ basarili: false, veri: null, mesaj: WEATHER_MESSAGES.unavailable });
  });

  it('gives up on a slow provider after the timeout', async () => {
    mode = 'slow';
    const app = await appWith({ timeoutMs: 100 });
    const from = requests.length;
    expect((await getWeather(app)).status).toBe(503);
    expect(requests.length).toBe(from + 1);
    expect(slowAnswerSentSince(from)).toBe(false);
  });
});

describe('GET /api/hava without WEATHER_BASE_URL (the local stand-in)', () => {
  it('answers plausible readings for the three centres with no network, the same within the hour', async () => {
    const requestsBefore = requests.length;
    const first = await call(t.app, { method: 'GET', url: '/api/hava' });
    expect(first.statusCode).toBe(200);
    const veri = body<Weather>(first).veri;
    expect(weatherSchema.safeParse(veri).success).toBe(true);
    expect(veri.merkezler.map((m) => m.merkez)).toEqual(['Palandöken', 'Polat Palandöken', 'Konaklı']);
    for (const m of veri.merkezler) {
      expect(m.sicaklik).toBeGreaterThan(-25);
      expect(m.sicaklik).toBeLessThan(10);
      expect(m.durum).not.toBe('Bilinmiyor');
      expect(m.yeniKarCm).toBeGreaterThanOrEqual(0);
    }
    expect(requests.length).toBe(requestsBefore);
  });
});
