// The bank's post-back reaches the API through the composition host as the browser sends it: a
// urlencoded form POST to /api/odeme/sonuc, body intact, and the API's 303 comes back to the
// browser unchanged (deploy/host/src/server.mjs proxy).
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHost } from '../../host/src/server.mjs';
import { buildBankSim } from '../src/app.ts';
import { TEST_CARDS } from '../src/cards.ts';
import { DEFAULT_MERCHANT, GATEWAY_PATH } from '../src/env.mjs';
import { requestHash } from '../src/payfor.ts';

let dir;
let api;
let host;
let hostUrl;
let bank;
/** What the stand-in API received. */
const received = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bank-host-'));
  const shell = path.join(dir, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/', page: 'home' }]));
  // Stands in for the API's POST /api/odeme/sonuc: keeps the raw body, answers 303 like the API.
  api = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(303, { Location: '/odeme-sonuc?odemeSonuc=ok&OrderId=K1&PurchAmount=12500.00&returnCode=00&errMsg=&kaynak=kamp' });
      res.end();
    });
  });
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  host = await buildHost({ shellDist: shell, dataDir: path.join(dir, 'data'), apiUrl: `http://127.0.0.1:${api.address().port}` });
  await host.listen({ port: 0, host: '127.0.0.1' });
  hostUrl = `http://127.0.0.1:${host.server.address().port}`;
  bank = await buildBankSim({ merchant: DEFAULT_MERCHANT });
});

afterAll(async () => {
  await bank.close();
  await host.close();
  await new Promise((r) => api.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe('post-back through the composition host', () => {
  it('the approved post-back form arrives at the API byte for byte and the 303 reaches the browser', async () => {
    const okUrl = `${hostUrl}/api/odeme/sonuc`;
    const form = {
      MbrId: '5',
      MerchantID: DEFAULT_MERCHANT.merchantId,
      UserCode: DEFAULT_MERCHANT.userCode,
      UserPass: DEFAULT_MERCHANT.userPass,
      SecureType: '3DPay',
      TxnType: 'Auth',
      InstallmentCount: '0',
      Currency: '949',
      OkUrl: okUrl,
      FailUrl: okUrl,
      OrderId: 'K1',
      PurchAmount: '12500.00',
      Lang: 'TR',
      Rnd: 'host-test-1',
      CardHolderName: TEST_CARDS.approved.holder,
      Pan: TEST_CARDS.approved.pan,
      Expiry: TEST_CARDS.approved.expiry,
      Cvv2: TEST_CARDS.approved.cvv,
    };
    form.Hash = requestHash(form, DEFAULT_MERCHANT.merchantPass);
    const post = (url, fields) => bank.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    const page = (await post(GATEWAY_PATH, form)).body;
    const code = /Test kodu: <strong class="mono">(\d{6})/.exec(page)[1];
    const islem = /name="islem" value="([^"]+)"/.exec(page)[1];
    const result = (await post('/Gateway/3DSecure', { islem, kod: code, eylem: 'onayla' })).body;
    const action = /<form id="donus" method="post" action="([^"]*)">/.exec(result)[1];
    expect(action).toBe(okUrl);
    const fields = new URLSearchParams();
    for (const m of result.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields.append(m[1], m[2].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    expect(fields.get('ProcReturnCode')).toBe('00');
    // What a browser sends for the auto-submitted form.
    const body = fields.toString();
    const r = await fetch(action, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4500' }, body });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/odeme-sonuc?odemeSonuc=ok&OrderId=K1&PurchAmount=12500.00&returnCode=00&errMsg=&kaynak=kamp');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/odeme/sonuc', type: 'application/x-www-form-urlencoded', body });
    expect(new URLSearchParams(received[0].body).get('ResponseHash')).toBe(fields.get('ResponseHash'));
  });
});
