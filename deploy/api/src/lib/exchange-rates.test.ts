/**
 * The TCMB client (lib/exchange-rates.ts) against a local stub HTTP server serving a today.xml
 * sample (never the internet): parsing, error statuses, and the exact conversion arithmetic.
 */
import { ExchangeRatesError, TcmbRatesProvider, convertKurus, decimalToScaled, parseTcmbXml } from './exchange-rates';
import { TODAY_XML, startTcmbStub, type TcmbStub } from './exchange-rates.stub';

let stub: TcmbStub;
beforeAll(async () => {
  stub = await startTcmbStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.hits = 0;
  stub.status = 200;
  stub.xml = TODAY_XML;
});

describe('TCMB today.xml', () => {
  it('reads the bulletin date and the ForexSelling of EUR and USD from the stub', async () => {
    const rates = await new TcmbRatesProvider(stub.url).latest();
    expect(rates).toEqual({ tarih: '2026-11-24', euro: '36.5120', usd: '34.6156' });
    expect(stub.hits).toBe(1);
  });

  it('divides by Unit and rejects a bulletin without a rate or a date', () => {
    const perYen = TODAY_XML.replace('Kod="EUR"', 'Kod="GBP"').replace('Kod="JPY"', 'Kod="EUR"');
    expect(parseTcmbXml(perYen).euro).toBe('0.2254');
    expect(() => parseTcmbXml(TODAY_XML.replace('Kod="USD"', 'Kod="GBP"'))).toThrow(ExchangeRatesError);
    expect(() => parseTcmbXml(TODAY_XML.replace(/Tarih="[^"]*" Date="[^"]*"/, ''))).toThrow('TCMB yanıtında tarih yok');
    expect(() => parseTcmbXml('<html>bakım</html>')).toThrow(ExchangeRatesError);
  });

  it('fails with ExchangeRatesError on an error status', async () => {
    stub.status = 503;
    await expect(new TcmbRatesProvider(stub.url).latest()).rejects.toThrow('TCMB HTTP 503');
  });
});

describe('exact conversion', () => {
  it('rounds half up to the cent in integer arithmetic', () => {
    // 1 000 TL at 36.5120 = 27.3882… €
    expect(convertKurus(100_000, '36.5120')).toBe(2739);
    // 0.05 TL at 2 = 0.025 → 0.03 (half up)
    expect(convertKurus(5, '2.0000')).toBe(3);
    // 9 999 999 999.99 TL at 0.0001: no floating-point loss
    expect(convertKurus(999_999_999_999, '0.0001')).toBe(9_999_999_999_990_000);
    expect(decimalToScaled('34.61565', 10_000n)).toBe(346157n);
    expect(() => convertKurus(100, '0')).toThrow(RangeError);
  });
});

