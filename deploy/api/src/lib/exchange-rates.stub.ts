/**
 * Test support for the TCMB client (never the internet): a trimmed today.xml sample and a local
 * stub HTTP server (node:http on port 0) serving it, counting requests. Used by
 * lib/exchange-rates.test.ts and services/exchange-rates.test.ts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A trimmed TCMB bulletin (same structure as https://www.tcmb.gov.tr/kurlar/today.xml). */
export const TODAY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="isokur.xsl"?>
<Tarih_Date Tarih="24.11.2026" Date="11/24/2026"  Bulten_No="2026/223" >
  <Currency CrossOrder="0" Kod="USD" CurrencyCode="USD">
    <Unit>1</Unit><Isim>ABD DOLARI</Isim><CurrencyName>US DOLLAR</CurrencyName>
    <ForexBuying>34.5533</ForexBuying><ForexSelling>34.6156</ForexSelling>
    <BanknoteBuying>34.5291</BanknoteBuying><BanknoteSelling>34.6675</BanknoteSelling>
    <CrossRateUSD/><CrossRateOther/>
  </Currency>
  <Currency CrossOrder="9" Kod="EUR" CurrencyCode="EUR">
    <Unit>1</Unit><Isim>EURO</Isim><CurrencyName>EURO</CurrencyName>
    <ForexBuying>36.4462</ForexBuying><ForexSelling>36.5120</ForexSelling>
    <BanknoteBuying>36.4207</BanknoteBuying><BanknoteSelling>36.5668</BanknoteSelling>
    <CrossRateUSD/><CrossRateOther>1.0548</CrossRateOther>
  </Currency>
  <Currency CrossOrder="12" Kod="JPY" CurrencyCode="JPY">
    <Unit>100</Unit><Isim>JAPON YENİ</Isim><CurrencyName>JAPENESE YEN</CurrencyName>
    <ForexBuying>22.3912</ForexBuying><ForexSelling>22.5395</ForexSelling>
  </Currency>
</Tarih_Date>`;

/** The stub TCMB: answers `status` and `xml` on /kurlar/today.xml and counts the requests. */
export interface TcmbStub {
  url: string;
  hits: number;
  status: number;
  xml: string;
  close: () => Promise<void>;
}

/** Starts the stub TCMB on 127.0.0.1 (port 0). */
export async function startTcmbStub(): Promise<TcmbStub> {
  const stub = { hits: 0, status: 200, xml: TODAY_XML } as TcmbStub;
  const server: Server = createServer((req, res) => {
    if (req.url !== '/kurlar/today.xml') {
      res.writeHead(404).end();
      return;
    }
    stub.hits += 1;
    res.writeHead(stub.status, { 'content-type': 'text/xml; charset=utf-8' }).end(stub.status === 200 ? stub.xml : 'hata');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}

