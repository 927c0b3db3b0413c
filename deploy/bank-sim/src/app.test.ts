import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBankSim } from './app';
import { TEST_CARDS, type TestCard } from './cards';
import { DEFAULT_MERCHANT, GATEWAY_PATH } from './env.mjs';
import { requestHash, responseHash } from './payfor';

const RESULT_URL = 'http://localhost:3000/api/odeme/sonuc';
const merchant = { ...DEFAULT_MERCHANT };

let app: FastifyInstance;
let clock: number;
let events: string[];
let seq = 0;

beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 9, 0);
  events = [];
  app = await buildBankSim({ merchant, now: () => clock, onEvent: (l) => events.push(l) });
});
afterEach(async () => {
  await app.close();
});

/** The gateway form the API builds (spec 7), signed, plus the card fields the browser adds. */
function gatewayForm(card: TestCard, over: Record<string, string> = {}, sign = true): Record<string, string> {
  seq += 1;
  const f: Record<string, string> = {
    MbrId: merchant.mbrId,
    MerchantID: merchant.merchantId,
    UserCode: merchant.userCode,
    UserPass: merchant.userPass,
    SecureType: '3DPay',
    TxnType: 'Auth',
    InstallmentCount: '0',
    Currency: '949',
    OkUrl: RESULT_URL,
    FailUrl: RESULT_URL,
    OrderId: `K${seq}T${Date.now()}`,
    PurchAmount: '12500.00',
    Lang: 'TR',
    Rnd: `rnd-${seq}-${Math.random().toString(36).slice(2)}`,
    CardHolderName: card.holder,
    Pan: card.pan,
    Expiry: card.expiry,
    Cvv2: card.cvv,
    ...over,
  };
  if (sign) f.Hash = requestHash({ MbrId: f.MbrId!, OrderId: f.OrderId!, PurchAmount: f.PurchAmount!, OkUrl: f.OkUrl!, FailUrl: f.FailUrl!, TxnType: f.TxnType!, InstallmentCount: f.InstallmentCount!, Rnd: f.Rnd! }, merchant.merchantPass);
  return f;
}

function post(url: string, form: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The post-back form of a page: its action and hidden fields, or null when there is none. */
function postBackOf(html: string): { action: string; fields: Record<string, string> } | null {
  const form = /<form id="donus" method="post" action="([^"]*)">/.exec(html);
  if (!form) return null;
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[unescape(m[1]!)] = unescape(m[2]!);
  return { action: unescape(form[1]!), fields };
}

/** ResponseHash recomputed as the merchant checks it. */
function hashVerifies(f: Record<string, string>): boolean {
  return f.ResponseHash === responseHash({ OrderId: f.OrderId!, AuthCode: f.AuthCode!, ProcReturnCode: f.ProcReturnCode!, '3DStatus': f['3DStatus']!, ResponseRnd: f.ResponseRnd! }, merchant);
}

/** Posts a card to the gateway and expects the 3D page; returns its transaction id and test code. */
async function open3D(card: TestCard, over: Record<string, string> = {}) {
  const r = await post(GATEWAY_PATH, gatewayForm(card, over));
  expect(r.statusCode).toBe(200);
  const code = /Test kodu: <strong class="mono">(\d{6})<\/strong>/.exec(r.body)?.[1];
  const id = /name="islem" value="([^"]+)"/.exec(r.body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(id).toBeTruthy();
  return { page: r.body, code: code!, id: unescape(id!) };
}

describe('bank simulator: PayFor 3D Pay gateway', () => {
  it('approved card: 3D page with merchant, amount in TL, masked card and test code; the code posts an approval to OkUrl with a valid ResponseHash', async () => {
    const { page, code, id } = await open3D(TEST_CARDS.approved);
    expect(page).toContain('<html lang="tr">');
    expect(page).toContain('Kayak Kulübü');
    expect(page).toContain('12.500,00 TL');
    expect(page).toContain('415565******6111');
    expect(page).toContain('Onayla');
    expect(page).toContain('İptal');
    expect(page).not.toContain(TEST_CARDS.approved.pan);

    const r = await post('/Gateway/3DSecure', { islem: id, kod: code, eylem: 'onayla' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const pb = postBackOf(r.body);
    expect(pb?.action).toBe(RESULT_URL);
    const f = pb!.fields;
    expect(f).toMatchObject({
      MbrId: '5',
      MerchantID: '085300000009704',
      PurchAmount: '12500.00',
      Currency: '949',
      ProcReturnCode: '00',
      '3DStatus': '1',
      TxnResult: 'Success',
      ErrMsg: 'Onaylandı',
      SecureType: '3DPay',
      TxnType: 'Auth',
      InstallmentCount: '0',
      CardMask: '415565******6111',
      HashType: 'Sha1',
    });
    expect(f.OrderId).toMatch(/^K\d+T/);
    expect(f.AuthCode).toMatch(/^S\d{5}$/);
    expect(f.HostRefNum).toMatch(/^\d{12}$/);
    expect(f.ResponseRnd).toMatch(/^PF\d{18}$/);
    expect(hashVerifies(f)).toBe(true);
    expect(hashVerifies({ ...f, ProcReturnCode: '51' })).toBe(false);
    // Auto-submitted, with a visible button for browsers without JavaScript.
    expect(r.body).toContain("document.getElementById('donus').submit()");
    expect(r.body).toMatch(/<button type="submit" class="primary">Devam<\/button>/);
    expect(Object.values(f)).not.toContain(TEST_CARDS.approved.pan);
    expect(Object.values(f)).not.toContain(TEST_CARDS.approved.cvv);

    // The page cannot be used twice.
    const again = await post('/Gateway/3DSecure', { islem: id, kod: code, eylem: 'onayla' });
    expect(again.statusCode).toBe(409);
    expect(postBackOf(again.body)).toBeNull();
  });

  it('insufficient funds card: authenticated, then declined to FailUrl with 51 Bakiye yetersiz', async () => {
    const { page, code, id } = await open3D(TEST_CARDS.insufficientFunds, { FailUrl: 'http://localhost:3000/api/odeme/sonuc?f=1', PurchAmount: '1.05' });
    expect(page).toContain('1,05 TL');
    expect(page).toContain('540061******4581');
    const pb = postBackOf((await post('/Gateway/3DSecure', { islem: id, kod: code, eylem: 'onayla' })).body);
    expect(pb?.action).toBe('http://localhost:3000/api/odeme/sonuc?f=1');
    expect(pb!.fields).toMatchObject({ ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', '3DStatus': '1', AuthCode: '', TxnResult: 'Failed' });
    expect(hashVerifies(pb!.fields)).toBe(true);
  });

  it('3D-fail card: no code is asked; FailUrl gets a failed authentication (3DStatus not 1)', async () => {
    const r = await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.threeDFail));
    expect(r.body).not.toContain('Test kodu');
    const pb = postBackOf(r.body);
    expect(pb?.action).toBe(RESULT_URL);
    expect(pb!.fields).toMatchObject({ ProcReturnCode: 'MR15', '3DStatus': '-1', AuthCode: '', TxnResult: 'Failed', ErrMsg: '3D Kullanıcı Doğrulama Adımı Başarısız' });
    expect(hashVerifies(pb!.fields)).toBe(true);
  });

  it('a wrong code shows the page again with the tries left; the third wrong code fails the transaction', async () => {
    const { code, id } = await open3D(TEST_CARDS.approved);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/Gateway/3DSecure', { islem: id, kod: wrong, eylem: 'onayla' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Doğrulama kodu hatalı. 2 deneme hakkınız kaldı.');
    expect(first.body).toContain(`Test kodu: <strong class="mono">${code}</strong>`);
    expect(postBackOf(first.body)).toBeNull();
    const second = await post('/Gateway/3DSecure', { islem: id, kod: wrong, eylem: 'onayla' });
    expect(second.body).toContain('Doğrulama kodu hatalı. 1 deneme hakkınız kaldı.');
    const third = await post('/Gateway/3DSecure', { islem: id, kod: wrong, eylem: 'onayla' });
    const pb = postBackOf(third.body);
    expect(pb?.action).toBe(RESULT_URL);
    expect(pb!.fields).toMatchObject({ ProcReturnCode: 'V034', '3DStatus': '0', AuthCode: '' });
    expect(pb!.fields.ErrMsg).toContain('3 kez hatalı');
    expect(hashVerifies(pb!.fields)).toBe(true);
    // The right code no longer helps.
    expect((await post('/Gateway/3DSecure', { islem: id, kod: code, eylem: 'onayla' })).statusCode).toBe(409);
  });

  it("'İptal' posts a cancellation to FailUrl", async () => {
    const { id } = await open3D(TEST_CARDS.approved);
    const pb = postBackOf((await post('/Gateway/3DSecure', { islem: id, kod: '', eylem: 'iptal' })).body);
    expect(pb?.action).toBe(RESULT_URL);
    expect(pb!.fields).toMatchObject({ ProcReturnCode: 'V034', ErrMsg: 'İşlem kart sahibi tarafından iptal edildi', '3DStatus': '0' });
    expect(hashVerifies(pb!.fields)).toBe(true);
  });

  it('a code past its time fails the transaction', async () => {
    const { code, id } = await open3D(TEST_CARDS.approved);
    clock += 3 * 60 * 1000 + 1;
    const pb = postBackOf((await post('/Gateway/3DSecure', { islem: id, kod: code, eylem: 'onayla' })).body);
    expect(pb!.fields).toMatchObject({ ProcReturnCode: 'V034', '3DStatus': '0' });
    expect(pb!.fields.ErrMsg).toContain('süresi doldu');
  });

  it('the same OrderId and Rnd are accepted once; a new Rnd for the same order is a new attempt', async () => {
    const form = gatewayForm(TEST_CARDS.approved);
    expect((await post(GATEWAY_PATH, form)).body).toContain('Test kodu');
    const replay = await post(GATEWAY_PATH, form);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toContain('İşlem daha önce yapıldı');
    expect(replay.body).not.toContain('Test kodu');
    expect(postBackOf(replay.body)).toBeNull();
    const retry = await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.approved, { OrderId: form.OrderId!, Rnd: `${form.Rnd}-2` }));
    expect(retry.body).toContain('Test kodu');
  });

  it('a bad request hash is refused: FailUrl gets V014 with a valid ResponseHash, no 3D page', async () => {
    const form = gatewayForm(TEST_CARDS.approved);
    const r = await post(GATEWAY_PATH, { ...form, PurchAmount: '1.00' });
    expect(r.body).not.toContain('Test kodu');
    const pb = postBackOf(r.body);
    expect(pb?.action).toBe(RESULT_URL);
    expect(pb!.fields).toMatchObject({ ProcReturnCode: 'V014', ErrMsg: 'Güvenlik kodu (Hash) hatalı', '3DStatus': '0', AuthCode: '' });
    expect(hashVerifies(pb!.fields)).toBe(true);
    expect((await post(GATEWAY_PATH, { ...form, Hash: '' })).body).toContain('V014');
    expect((await post(GATEWAY_PATH, { ...form, Hash: `${form.Hash}x` })).body).toContain('V014');
  });

  it('wrong API user credentials are refused with V004', async () => {
    const pb = postBackOf((await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.approved, { UserPass: 'yanlis' }))).body);
    expect(pb!.fields).toMatchObject({ ProcReturnCode: 'V004', '3DStatus': '0' });
  });

  it('an unknown merchant gets an error page and no post-back (nothing to sign it with)', async () => {
    const r = await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.approved, { MerchantID: '999' }));
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('Üye işyeri bulunamadı');
    expect(postBackOf(r.body)).toBeNull();
    const noFail = await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.approved, { FailUrl: 'javascript:alert(1)' }));
    expect(noFail.statusCode).toBe(400);
    expect(postBackOf(noFail.body)).toBeNull();
  });

  it.each([
    [{ PurchAmount: '12500' }, 'Tutar (PurchAmount)'],
    [{ PurchAmount: '12,500.00' }, 'Tutar (PurchAmount)'],
    [{ PurchAmount: '0.00' }, 'Tutar (PurchAmount)'],
    [{ Currency: '840' }, 'Para birimi (Currency)'],
    [{ SecureType: '3DModel' }, 'SecureType'],
    [{ TxnType: 'PreAuth' }, 'TxnType'],
    [{ Lang: 'tr' }, 'Lang'],
  ])('a signed request with %j is refused with V015', async (over, text) => {
    const pb = postBackOf((await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.approved, over))).body);
    expect(pb!.fields.ProcReturnCode).toBe('V015');
    expect(pb!.fields.ErrMsg).toContain(text);
    expect(hashVerifies(pb!.fields)).toBe(true);
  });

  it('card checks: a bad number (M041) or bad CVV (M042) fails at once; an expired card is declined (54) after 3D; an unknown card is declined (05)', async () => {
    const badPan = postBackOf((await post(GATEWAY_PATH, gatewayForm({ ...TEST_CARDS.approved, pan: '4155650100416112' }))).body);
    expect(badPan!.fields).toMatchObject({ ProcReturnCode: 'M041', ErrMsg: 'Geçersiz kart numarası' });
    const badCvv = postBackOf((await post(GATEWAY_PATH, gatewayForm({ ...TEST_CARDS.approved, cvv: '12' }))).body);
    expect(badCvv!.fields.ProcReturnCode).toBe('M042');

    const expired = await open3D({ ...TEST_CARDS.approved, expiry: '1225' });
    const e = postBackOf((await post('/Gateway/3DSecure', { islem: expired.id, kod: expired.code, eylem: 'onayla' })).body);
    expect(e!.fields).toMatchObject({ ProcReturnCode: '54', '3DStatus': '1', AuthCode: '' });

    const unknown = await open3D({ ...TEST_CARDS.approved, pan: '4111111111111111' });
    expect(unknown.page).toContain('411111******1111');
    const u = postBackOf((await post('/Gateway/3DSecure', { islem: unknown.id, kod: unknown.code, eylem: 'onayla' })).body);
    expect(u!.fields).toMatchObject({ ProcReturnCode: '05', '3DStatus': '1' });
    expect(hashVerifies(u!.fields)).toBe(true);
  });

  it('logs masked cards only, never the number or the CVV', async () => {
    const { code, id } = await open3D(TEST_CARDS.approved);
    await post('/Gateway/3DSecure', { islem: id, kod: code, eylem: 'onayla' });
    await post(GATEWAY_PATH, gatewayForm(TEST_CARDS.threeDFail));
    expect(events).toHaveLength(2);
    expect(events[0]).toContain('415565******6111');
    expect(events[0]).toContain('→ 00');
    for (const line of events) {
      expect(line).not.toContain(TEST_CARDS.approved.pan);
      expect(line).not.toContain(TEST_CARDS.threeDFail.pan);
    }
  });

  it('escapes what it prints', async () => {
    const other = await buildBankSim({ merchant, merchantName: '<Kulüp & "Kayak">' });
    const r = await other.inject({ method: 'POST', url: GATEWAY_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(gatewayForm(TEST_CARDS.approved, { OkUrl: 'http://localhost:3000/api/odeme/sonuc?a="><script>' })).toString() });
    await other.close();
    expect(r.body).toContain('&lt;Kulüp &amp; &quot;Kayak&quot;&gt;');
    expect(r.body).not.toContain('<Kulüp');
  });

  it('answers the start page and a health check; GET on the gateway is refused in Turkish', async () => {
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('4155650100416111');
    expect((await app.inject('/saglik')).json()).toEqual({ durum: 'ok' });
    const get = await app.inject(GATEWAY_PATH);
    expect(get.statusCode).toBe(405);
    expect(get.body).toContain('Ödeme geçidi yalnızca');
  });
});
