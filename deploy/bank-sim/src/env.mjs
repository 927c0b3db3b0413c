// @ts-check
// Where the card payments go and with which merchant settings, read from the environment in one
// place: by `pnpm start` and `pnpm dev` for the API child, and by the simulator itself (it is the
// bank, so it knows the merchant's secrets). Plain JavaScript so the launchers import it as is.

/**
 * @typedef {object} Merchant PayFor merchant settings (QNB Finansbank, 3D Pay).
 * @property {string} mbrId MbrId (PAYFOR_MBR_ID)
 * @property {string} merchantId MerchantID (PAYFOR_MERCHANT_ID)
 * @property {string} userCode UserCode (PAYFOR_USER_CODE)
 * @property {string} userPass UserPass (PAYFOR_USER_PASS)
 * @property {string} merchantPass MerchantPass, the hash key (PAYFOR_MERCHANT_PASS)
 */

/**
 * QNB Finansbank's public PayFor test merchant (the one mewebstudio/pos tests with). Local
 * defaults only: in production the API refuses to start without the real values.
 * @type {Readonly<Merchant>}
 */
export const DEFAULT_MERCHANT = Object.freeze({
  mbrId: '5',
  merchantId: '085300000009704',
  userCode: 'QNB_API_KULLANICI_3DPAY',
  userPass: 'UcBN0',
  merchantPass: '12345678',
});

/** Path of the gateway on the bank's host, the same on QNB's test and production hosts. */
export const GATEWAY_PATH = '/Gateway/Default.aspx';

/** The API route the bank posts the result back to (OkUrl and FailUrl). */
export const RESULT_PATH = '/api/odeme/sonuc';

/** @typedef {Record<string, string | undefined>} Env */

/**
 * Merchant settings from PAYFOR_* (an empty value counts as unset), else {@link DEFAULT_MERCHANT}.
 * @param {Env} [env]
 * @returns {Merchant}
 */
export function merchantFromEnv(env = process.env) {
  return {
    mbrId: env.PAYFOR_MBR_ID || DEFAULT_MERCHANT.mbrId,
    merchantId: env.PAYFOR_MERCHANT_ID || DEFAULT_MERCHANT.merchantId,
    userCode: env.PAYFOR_USER_CODE || DEFAULT_MERCHANT.userCode,
    userPass: env.PAYFOR_USER_PASS || DEFAULT_MERCHANT.userPass,
    merchantPass: env.PAYFOR_MERCHANT_PASS || DEFAULT_MERCHANT.merchantPass,
  };
}

/**
 * The simulator's port: BANK_SIM_PORT, else the site's port + 1500 (3000 → 4500, 3900 → 5400).
 * @param {Env} env
 * @param {number} sitePort the composition host's port
 * @returns {number}
 */
export function bankSimPort(env, sitePort) {
  const n = Number(env.BANK_SIM_PORT);
  return Number.isInteger(n) && n > 0 ? n : sitePort + 1500;
}

/**
 * What the API child gets: the PAYFOR_* variables, and whether the local simulator is the bank.
 * A set PAYFOR_GATEWAY_URL means a real bank is configured: the simulator is not started and the
 * merchant settings are not filled in with the test merchant (the API then needs the real ones).
 * @param {{ env?: Env, sitePort: number, publicUrl?: string }} o `publicUrl` defaults to
 *   PUBLIC_URL, else http://localhost:<sitePort>; the bank posts back to `<publicUrl>/api/odeme/sonuc`
 * @returns {{ simulated: boolean, simPort: number, gatewayUrl: string, vars: Record<string, string> }}
 */
export function payforSettings({ env = process.env, sitePort, publicUrl }) {
  const simPort = bankSimPort(env, sitePort);
  const simulated = !env.PAYFOR_GATEWAY_URL;
  const gatewayUrl = env.PAYFOR_GATEWAY_URL || `http://127.0.0.1:${simPort}${GATEWAY_PATH}`;
  const site = (publicUrl || env.PUBLIC_URL || `http://localhost:${sitePort}`).replace(/\/+$/, '');
  /** @type {Record<string, string>} */
  const vars = {
    PAYFOR_GATEWAY_URL: gatewayUrl,
    PAYFOR_OK_URL: env.PAYFOR_OK_URL || `${site}${RESULT_PATH}`,
    PAYFOR_FAIL_URL: env.PAYFOR_FAIL_URL || `${site}${RESULT_PATH}`,
  };
  if (simulated) {
    const m = merchantFromEnv(env);
    Object.assign(vars, {
      PAYFOR_MBR_ID: m.mbrId,
      PAYFOR_MERCHANT_ID: m.merchantId,
      PAYFOR_USER_CODE: m.userCode,
      PAYFOR_USER_PASS: m.userPass,
      PAYFOR_MERCHANT_PASS: m.merchantPass,
    });
  }
  return { simulated, simPort, gatewayUrl, vars };
}
