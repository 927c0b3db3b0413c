import { PAYFOR_SIMULATOR_DEFAULTS, gatewayForm, isApproved, payForConfigFromEnv, requestHash, responseHash, sha1Base64, verifyResponse, type PayForConfig } from './payfor';
import { SAMPLE_GATEWAY_URL, sampleGatewayFields } from '@skiclub/shared/testing/payment';

/** Test vectors of mewebstudio/pos tests/Crypt/PayForPosCryptTest.php (account 085300000009704 / QNB_API_KULLANICI_3DPAY, store key 12345678). */
const ACCOUNT = { merchantId: '085300000009704', userCode: 'QNB_API_KULLANICI_3DPAY', merchantPass: '12345678' };
const URL_3D = 'http://localhost/finansbank-payfor/3d/response.php';

describe('PayFor hashes against the library vectors', () => {
  it('request hash: zmSUxYPhmCj7QOzqpk/28LuE1Oc=', () => {
    const hash = requestHash(
      { MbrId: '5', OrderId: '2020110828BC', PurchAmount: '100.01', OkUrl: URL_3D, FailUrl: URL_3D, TxnType: 'Auth', InstallmentCount: '0', Rnd: '0.43625700 1604831630' },
      ACCOUNT.merchantPass,
    );
    expect(hash).toBe('zmSUxYPhmCj7QOzqpk/28LuE1Oc=');
  });

  it('response hash: rVcKoOOl3jKukGLHcQaVM6ZuznU=', () => {
    const fields = { MerchantID: ACCOUNT.merchantId, OrderId: '20221031FD04', AuthCode: '', ProcReturnCode: 'V033', '3DStatus': '1', ResponseRnd: 'PF638028511007418219', UserCode: ACCOUNT.userCode };
    expect(responseHash(fields, ACCOUNT.merchantPass)).toBe('rVcKoOOl3jKukGLHcQaVM6ZuznU=');
  });

  it('verifyResponse accepts the vector and refuses it with an empty 3DStatus (as the library test does), a wrong or missing hash', () => {
    const postBack = { OrderId: '20221031FD04', AuthCode: '', ProcReturnCode: 'V033', '3DStatus': '1', ResponseRnd: 'PF638028511007418219', ResponseHash: 'rVcKoOOl3jKukGLHcQaVM6ZuznU=' };
    expect(verifyResponse(postBack, ACCOUNT)).toBe(true);
    expect(verifyResponse({ ...postBack, '3DStatus': '' }, ACCOUNT)).toBe(false);
    expect(verifyResponse({ ...postBack, ResponseHash: 'rVcKoOOl3jKukGLHcQaVM6ZuznV=' }, ACCOUNT)).toBe(false);
    expect(verifyResponse({ ...postBack, ResponseHash: 'kısa' }, ACCOUNT)).toBe(false);
    expect(verifyResponse({ ...postBack, ResponseHash: '' }, ACCOUNT)).toBe(false);
    expect(verifyResponse({ ...postBack, ProcReturnCode: '00' }, ACCOUNT)).toBe(false);
    expect(verifyResponse(postBack, { ...ACCOUNT, merchantPass: '87654321' })).toBe(false);
  });

  it('sha1Base64 is base64 of the raw digest', () => {
    expect(sha1Base64('abc')).toBe('qZk+NkcGgWq6PiVxeFDCbJzQ2J0=');
  });

  it('isApproved needs ProcReturnCode 00 and 3DStatus 1', () => {
    expect(isApproved({ ProcReturnCode: '00', '3DStatus': '1' })).toBe(true);
    expect(isApproved({ ProcReturnCode: '51', '3DStatus': '1' })).toBe(false);
    expect(isApproved({ ProcReturnCode: '00', '3DStatus': '-1' })).toBe(false);
    expect(isApproved({})).toBe(false);
  });
});

describe('gatewayForm', () => {
  const { OkUrl, FailUrl } = sampleGatewayFields();
  const config: PayForConfig = { ...PAYFOR_SIMULATOR_DEFAULTS, gatewayUrl: SAMPLE_GATEWAY_URL, okUrl: OkUrl, failUrl: FailUrl };
  it('answers the spec fields with the request hash and never the merchant password', () => {
    const form = gatewayForm(config, 'KMP20261123ABCDEFGHJ', 1250000, 'r4nd');
    expect(form).toEqual({
      ...sampleGatewayFields(),
      Rnd: 'r4nd',
      Hash: sha1Base64('5KMP20261123ABCDEFGHJ12500.00http://localhost:3000/api/odeme/sonuchttp://localhost:3000/api/odeme/sonucAuth0r4nd12345678'),
    });
    expect(Object.values(form)).not.toContain('12345678');
  });
  it('a fresh Rnd per form by default', () => {
    expect(gatewayForm(config, 'A', 100).Rnd).not.toBe(gatewayForm(config, 'A', 100).Rnd);
  });
});

describe('payForConfigFromEnv', () => {
  it('defaults to the local simulator beside the site (site port + 1500)', () => {
    expect(payForConfigFromEnv({}, 'http://localhost:3000/', false)).toEqual({
      ...PAYFOR_SIMULATOR_DEFAULTS,
      gatewayUrl: 'http://127.0.0.1:4500/Gateway/Default.aspx',
      okUrl: 'http://localhost:3000/api/odeme/sonuc',
      failUrl: 'http://localhost:3000/api/odeme/sonuc',
    });
    expect(payForConfigFromEnv({}, 'http://localhost:3900', false).gatewayUrl).toBe('http://127.0.0.1:5400/Gateway/Default.aspx');
    expect(payForConfigFromEnv({ BANK_SIM_PORT: '4600' }, 'http://localhost:3000', false).gatewayUrl).toBe('http://127.0.0.1:4600/Gateway/Default.aspx');
  });

  it('reads every PAYFOR_* variable', () => {
    const env = {
      PAYFOR_GATEWAY_URL: 'https://vpos.example/Gateway/Default.aspx',
      PAYFOR_MBR_ID: '5',
      PAYFOR_MERCHANT_ID: 'm1',
      PAYFOR_USER_CODE: 'u1',
      PAYFOR_USER_PASS: 'p1',
      PAYFOR_MERCHANT_PASS: 's3cr3t',
      PAYFOR_OK_URL: 'https://site.example/api/odeme/sonuc?ok',
      PAYFOR_FAIL_URL: 'https://site.example/api/odeme/sonuc?fail',
    };
    expect(payForConfigFromEnv(env, 'https://site.example', true)).toEqual({
      gatewayUrl: env.PAYFOR_GATEWAY_URL,
      mbrId: '5',
      merchantId: 'm1',
      userCode: 'u1',
      userPass: 'p1',
      merchantPass: 's3cr3t',
      okUrl: env.PAYFOR_OK_URL,
      failUrl: env.PAYFOR_FAIL_URL,
    });
  });

  it('production refuses the simulator defaults and names, never shows, what is missing', () => {
    expect(() => payForConfigFromEnv({}, 'https://site.example', true)).toThrow(
      'Üretim ortamında şu ödeme ayarları zorunludur: PAYFOR_GATEWAY_URL, PAYFOR_MBR_ID, PAYFOR_MERCHANT_ID, PAYFOR_USER_CODE, PAYFOR_USER_PASS, PAYFOR_MERCHANT_PASS',
    );
    let message = '';
    try {
      payForConfigFromEnv({ PAYFOR_GATEWAY_URL: 'https://vpos.example', PAYFOR_MBR_ID: '5', PAYFOR_MERCHANT_ID: 'm', PAYFOR_USER_CODE: 'u', PAYFOR_USER_PASS: 'gizli-kullanici', PAYFOR_MERCHANT_PASS: ' ' }, 'https://site.example', true);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe('Üretim ortamında şu ödeme ayarları zorunludur: PAYFOR_MERCHANT_PASS');
    expect(message).not.toContain('gizli');
  });
});
