/**
 * The day's rates (services/exchange-rates.ts) with the real TCMB client against a local stub
 * HTTP server (never the internet): one request a day kept in doviz_kurlari, the fallback to the
 * newest stored bulletin with its date, and 503 on POST /api/doviz/cevir when TCMB is down and
 * nothing is stored.
 */
import { OPTION_MESSAGES } from '@skiclub/shared/schemas/admin';
import { dovizKurlari } from '../db/schema';
import { TODAY_XML, startTcmbStub, type TcmbStub } from '../lib/exchange-rates.stub';
import { TcmbRatesProvider, turkishDay } from '../lib/exchange-rates';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { ExchangeRatesService } from './exchange-rates';

let t: TestContext;
let stub: TcmbStub;
beforeAll(async () => {
  t = await createTestContext();
  stub = await startTcmbStub();
});
afterAll(async () => {
  await stub.close();
  await t.close();
});
beforeEach(async () => {
  stub.hits = 0;
  stub.status = 200;
  stub.xml = TODAY_XML;
  await t.db.delete(dovizKurlari);
});

describe('ExchangeRatesService', () => {
  const service = (now: () => number = Date.now) => new ExchangeRatesService(t.db, new TcmbRatesProvider(stub.url, 2000), { now, retryMs: 60_000 });

  it('asks TCMB once a day and keeps the bulletin in doviz_kurlari (a restart does not ask again)', async () => {
    const rates = service();
    expect(await rates.current()).toEqual({ tarih: '2026-11-24', euro: '36.5120', usd: '34.6156', guncel: true });
    expect(await rates.current()).toEqual({ tarih: '2026-11-24', euro: '36.5120', usd: '34.6156', guncel: true });
    expect(await service().current()).toMatchObject({ tarih: '2026-11-24', guncel: true });
    expect(stub.hits).toBe(1);
    expect(await t.db.select({ tarih: dovizKurlari.tarih, euro: dovizKurlari.euroKuru, usd: dovizKurlari.usdKuru }).from(dovizKurlari)).toEqual([
      { tarih: '2026-11-24', euro: '36.5120', usd: '34.6156' },
    ]);
  });

  it('shares one request between concurrent callers', async () => {
    const rates = service();
    await Promise.all([rates.current(), rates.current(), rates.current()]);
    expect(stub.hits).toBe(1);
  });

  it('asks again on the next day', async () => {
    let now = Date.now();
    const rates = service(() => now);
    await rates.current();
    now += 24 * 3600_000;
    stub.xml = TODAY_XML.replace('36.5120', '36.7000').replace('Date="11/24/2026"', 'Date="11/25/2026"');
    expect(await rates.current()).toEqual({ tarih: '2026-11-25', euro: '36.7000', usd: '34.6156', guncel: true });
    expect(stub.hits).toBe(2);
  });

  it('falls back to the newest stored bulletin with its date when TCMB fails, and retries after retryMs', async () => {
    const yesterday = new Date(Date.now() - 2 * 24 * 3600_000);
    await t.db.insert(dovizKurlari).values([
      { tarih: '2026-11-19', euroKuru: '36.0000', usdKuru: '34.0000', olusturmaTarihi: yesterday },
      { tarih: '2026-11-20', euroKuru: '36.2000', usdKuru: '34.1000', olusturmaTarihi: yesterday },
    ]);
    stub.status = 500;
    let now = Date.now();
    const rates = service(() => now);
    expect(await rates.current()).toEqual({ tarih: '2026-11-20', euro: '36.2000', usd: '34.1000', guncel: false });
    expect(await rates.current()).toMatchObject({ tarih: '2026-11-20', guncel: false });
    expect(stub.hits).toBe(1); // not asked again within retryMs
    now += 60_000;
    stub.status = 200;
    expect(await rates.current()).toEqual({ tarih: '2026-11-24', euro: '36.5120', usd: '34.6156', guncel: true });
    expect(stub.hits).toBe(2);
  });

  it('answers null when TCMB is down and nothing is stored', async () => {
    const down = await startTcmbStub();
    await down.close();
    const rates = new ExchangeRatesService(t.db, new TcmbRatesProvider(down.url, 2000));
    expect(await rates.current()).toBeNull();
  });
});

describe('POST /api/doviz/cevir with the rates of TCMB', () => {
  it('converts with the stub’s rates, and answers 503 with the Turkish text when TCMB is down and nothing is stored', async () => {
    const token = await t.adminToken();
    const live = await t.buildAnother({ exchangeRates: { baseUrl: stub.url } });
    const res = await call(live, { method: 'POST', url: '/api/doviz/cevir', token, payload: { tl: 1000 } });
    expect(res.statusCode).toBe(200);
    // 1000 / 36.5120 = 27.388…, 1000 / 34.6156 = 28.888…
    expect(body(res).veri).toEqual({ euro: 27.39, usd: 28.89, kurTarihi: '2026-11-24', guncel: true, euroKuru: '36.5120', usdKuru: '34.6156' });

    await t.db.delete(dovizKurlari);
    const down = await startTcmbStub();
    await down.close();
    const offline = await t.buildAnother({ exchangeRates: { baseUrl: down.url, timeoutMs: 2000 } });
    const failed = await call(offline, { method: 'POST', url: '/api/doviz/cevir', token, payload: { tl: 1000 } });
    expect(failed.statusCode).toBe(503);
    expect(body(failed)).toEqual({ basarili: false, veri: null, mesaj: OPTION_MESSAGES.ratesUnavailable });
  });

  it('uses the local demo rates dated today without EXCHANGE_RATES_URL', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/doviz/cevir', token: await t.adminToken(), payload: { tl: 1000 } });
    // 1000 / 36.5 = 27.397…, 1000 / 34.25 = 29.197…
    expect(body(res).veri).toEqual({ euro: 27.4, usd: 29.2, kurTarihi: turkishDay(), guncel: true, euroKuru: '36.5000', usdKuru: '34.2500' });
  });
});
