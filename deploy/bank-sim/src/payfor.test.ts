import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { behaviourOf, expiryState, isValidPan, maskPan, TEST_CARDS } from './cards';
import { DEFAULT_MERCHANT, merchantFromEnv, payforSettings } from './env.mjs';
import { requestHash, responseHash, safeEqual } from './payfor';

// The test merchant of mewebstudio/pos tests/Crypt/PayForPosCryptTest.php.
const account = { merchantId: '085300000009704', userCode: 'QNB_API_KULLANICI_3DPAY', merchantPass: '12345678' };

describe('PayFor hashes against the mewebstudio/pos vectors', () => {
  it('request Hash of the library test (PayForPosCryptTest::threeDHashCreateDataProvider)', () => {
    const url = 'http://localhost/finansbank-payfor/3d/response.php';
    const f = { MbrId: '5', OrderId: '2020110828BC', PurchAmount: '100.01', OkUrl: url, FailUrl: url, TxnType: 'Auth', InstallmentCount: '0', Rnd: '0.43625700 1604831630' };
    expect(requestHash(f, '12345678')).toBe('zmSUxYPhmCj7QOzqpk/28LuE1Oc=');
    expect(requestHash({ ...f, PurchAmount: '100.02' }, '12345678')).not.toBe('zmSUxYPhmCj7QOzqpk/28LuE1Oc=');
  });

  it('request Hash of the bank 3D Pay sample (PayForPosResponseDataMapperTest success1)', () => {
    const url = 'http://localhost/finansbank-payfor/3d-pay/response.php';
    const f = { MbrId: '5', OrderId: '2022103114B3', PurchAmount: '1.01', OkUrl: url, FailUrl: url, TxnType: 'Auth', InstallmentCount: '2', Rnd: 'aff83bea26a1d13a0976f9cb6c14ee27' };
    expect(requestHash(f, '12345678')).toBe('lzsn2UeZpuOabSYTwbVfixk0tbg=');
  });

  it.each([
    ['3D auth response (PayForPosCryptTest::threeDHashCheckDataProvider)', { OrderId: '20221031FD04', AuthCode: '', ProcReturnCode: 'V033', '3DStatus': '1', ResponseRnd: 'PF638028511007418219' }, 'rVcKoOOl3jKukGLHcQaVM6ZuznU='],
    ['3D Pay approved post-back (success1)', { OrderId: '2022103114B3', AuthCode: 'S86797', ProcReturnCode: '00', '3DStatus': '1', ResponseRnd: 'PF638028538035077529' }, 'il/SWNG2llQkLgnCbUG6lPYtlgM='],
    ['3D Pay failed authentication post-back (authFail1)', { OrderId: '202210317223', AuthCode: '', ProcReturnCode: 'MR15', '3DStatus': '-1', ResponseRnd: 'PF638028540963074026' }, 'n3zpDnIyZcVRGVowGNuMK4rH3x4='],
  ])('ResponseHash of the %s', (_name, fields, expected) => {
    expect(responseHash(fields, account)).toBe(expected);
    // As in the library test: an emptied 3DStatus no longer matches.
    expect(responseHash({ ...fields, '3DStatus': '' }, account)).not.toBe(expected);
  });

  it('is base64 of the raw SHA-1 of the fields joined with no separator', () => {
    const f = { OrderId: 'K1', AuthCode: 'S12345', ProcReturnCode: '00', '3DStatus': '1', ResponseRnd: 'PF1' };
    const joined = `${account.merchantId}${account.merchantPass}K1S12345001PF1${account.userCode}`;
    expect(responseHash(f, account)).toBe(createHash('sha1').update(joined).digest('base64'));
  });

  it('compares in constant time and only equal strings match', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});

describe('cards', () => {
  it('the documented test cards are Luhn-valid and expire 12/30', () => {
    for (const c of Object.values(TEST_CARDS)) {
      expect(isValidPan(c.pan)).toBe(true);
      expect(c.expiry).toBe('1230');
    }
    expect(behaviourOf(TEST_CARDS.approved.pan)).toBe('approved');
    expect(behaviourOf(TEST_CARDS.insufficientFunds.pan)).toBe('insufficientFunds');
    expect(behaviourOf(TEST_CARDS.threeDFail.pan)).toBe('threeDFail');
    expect(behaviourOf('4111111111111111')).toBe('unknown');
  });

  it('Luhn and length', () => {
    expect(isValidPan('4155650100416112')).toBe(false);
    expect(isValidPan('415565010041')).toBe(false);
    expect(isValidPan('4155 6501 0041 6111')).toBe(false);
  });

  it('masks to the first 6 and last 4 digits', () => {
    expect(maskPan('4155650100416111')).toBe('415565******6111');
    expect(maskPan('5400619360964581')).toBe('540061******4581');
  });

  it('an expiry is valid through the last day of its month', () => {
    const may31 = new Date(Date.UTC(2026, 4, 31, 23, 0));
    expect(expiryState('0526', may31)).toBe('valid');
    expect(expiryState('0426', may31)).toBe('expired');
    expect(expiryState('0526', new Date(Date.UTC(2026, 5, 1)))).toBe('expired');
    expect(expiryState('1330', may31)).toBe('invalid');
    expect(expiryState('0030', may31)).toBe('invalid');
    expect(expiryState('12/30', may31)).toBe('invalid');
  });
});

describe('environment', () => {
  it('the merchant defaults are the shared contract; empty values count as unset', () => {
    expect(merchantFromEnv({})).toEqual({ mbrId: '5', merchantId: '085300000009704', userCode: 'QNB_API_KULLANICI_3DPAY', userPass: 'UcBN0', merchantPass: '12345678' });
    expect(merchantFromEnv({ PAYFOR_MERCHANT_PASS: '', PAYFOR_MBR_ID: '7' })).toEqual({ ...DEFAULT_MERCHANT, mbrId: '7' });
  });

  it('without PAYFOR_GATEWAY_URL the simulator is the bank on PORT+1500', () => {
    const s = payforSettings({ env: {}, sitePort: 3900 });
    expect(s.simulated).toBe(true);
    expect(s.simPort).toBe(5400);
    expect(s.vars).toEqual({
      PAYFOR_GATEWAY_URL: 'http://127.0.0.1:5400/Gateway/Default.aspx',
      PAYFOR_OK_URL: 'http://localhost:3900/api/odeme/sonuc',
      PAYFOR_FAIL_URL: 'http://localhost:3900/api/odeme/sonuc',
      PAYFOR_MBR_ID: '5',
      PAYFOR_MERCHANT_ID: '085300000009704',
      PAYFOR_USER_CODE: 'QNB_API_KULLANICI_3DPAY',
      PAYFOR_USER_PASS: 'UcBN0',
      PAYFOR_MERCHANT_PASS: '12345678',
    });
    expect(payforSettings({ env: { BANK_SIM_PORT: '4999', PUBLIC_URL: 'https://kulup.example/' }, sitePort: 3000 }).vars).toMatchObject({
      PAYFOR_GATEWAY_URL: 'http://127.0.0.1:4999/Gateway/Default.aspx',
      PAYFOR_OK_URL: 'https://kulup.example/api/odeme/sonuc',
    });
  });

  it('a set PAYFOR_GATEWAY_URL is a real bank: no simulator, no test merchant filled in', () => {
    const s = payforSettings({ env: { PAYFOR_GATEWAY_URL: 'https://vpos.qnbfinansbank.com/Gateway/Default.aspx', PUBLIC_URL: 'https://kulup.example' }, sitePort: 3000 });
    expect(s.simulated).toBe(false);
    expect(s.vars).toEqual({
      PAYFOR_GATEWAY_URL: 'https://vpos.qnbfinansbank.com/Gateway/Default.aspx',
      PAYFOR_OK_URL: 'https://kulup.example/api/odeme/sonuc',
      PAYFOR_FAIL_URL: 'https://kulup.example/api/odeme/sonuc',
    });
  });
});
