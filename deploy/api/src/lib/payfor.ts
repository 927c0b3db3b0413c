/**
 * QNB Finansbank PayFor "3D Pay" gateway (member spec §7 POST /api/odeme/baslat): the
 * hidden form's fields with the request hash, and the check of the bank's post-back hash. Field
 * names, values and both hashes are those of the bank's sample and of the maintained PHP library
 * mewebstudio/pos (src/Crypt/PayForPosCrypt.php): base64 of the raw SHA-1 of the fields joined
 * with no separator. The merchant password (MerchantPass) only ever enters a hash: it is never
 * returned, logged or put in a form. Unlike that library's 3D Pay path, every post-back's hash
 * is checked here.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { kurusToText } from './money';

/** The merchant's gateway settings (README.md "Environment", PAYFOR_*). */
export interface PayForConfig {
  /** Where the browser posts the form (PAYFOR_GATEWAY_URL). */
  gatewayUrl: string;
  /** Institution code given by the bank (PAYFOR_MBR_ID, '5' for QNB Finansbank). */
  mbrId: string;
  /** Merchant number (PAYFOR_MERCHANT_ID). */
  merchantId: string;
  /** API user (PAYFOR_USER_CODE). */
  userCode: string;
  /** API user's password (PAYFOR_USER_PASS); part of the form the bank expects. */
  userPass: string;
  /** Merchant secret (PAYFOR_MERCHANT_PASS): hashes only, never sent anywhere. */
  merchantPass: string;
  /** Post-back addresses (PAYFOR_OK_URL / PAYFOR_FAIL_URL), normally `${PUBLIC_URL}/api/odeme/sonuc`. */
  okUrl: string;
  failUrl: string;
}

/** ISO 4217 numeric code of the Turkish lira, as PayFor sends it. */
export const PAYFOR_CURRENCY_TL = '949';
/** Transaction type of a sale. */
export const PAYFOR_TXN_TYPE = 'Auth';
/** 3D model: the bank authenticates and charges, then posts the result back. */
export const PAYFOR_SECURE_TYPE = '3DPay';
/** Single payment (no instalments). */
export const PAYFOR_INSTALLMENT = '0';

/** The local simulator's merchant (deploy/bank-sim), the defaults outside production. */
export const PAYFOR_SIMULATOR_DEFAULTS = {
  mbrId: '5',
  merchantId: '085300000009704',
  userCode: 'QNB_API_KULLANICI_3DPAY',
  userPass: 'UcBN0',
  merchantPass: '12345678',
} as const;

/** Environment names of the settings that production must set explicitly. */
export const PAYFOR_REQUIRED_IN_PRODUCTION = [
  'PAYFOR_GATEWAY_URL',
  'PAYFOR_MBR_ID',
  'PAYFOR_MERCHANT_ID',
  'PAYFOR_USER_CODE',
  'PAYFOR_USER_PASS',
  'PAYFOR_MERCHANT_PASS',
] as const;

/** base64 of the raw SHA-1 of a UTF-8 text (PayForPosCrypt::hashString). */
export function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** Fields of the request hash. */
export interface RequestHashFields {
  MbrId: string;
  OrderId: string;
  PurchAmount: string;
  OkUrl: string;
  FailUrl: string;
  TxnType: string;
  InstallmentCount: string;
  Rnd: string;
}

/** Request Hash = base64(SHA-1(MbrId + OrderId + PurchAmount + OkUrl + FailUrl + TxnType + InstallmentCount + Rnd + MerchantPass)). */
export function requestHash(f: RequestHashFields, merchantPass: string): string {
  return sha1Base64(f.MbrId + f.OrderId + f.PurchAmount + f.OkUrl + f.FailUrl + f.TxnType + f.InstallmentCount + f.Rnd + merchantPass);
}

/** Fields of the response hash (MerchantID and UserCode are the merchant's own settings). */
export interface ResponseHashFields {
  MerchantID: string;
  OrderId: string;
  AuthCode: string;
  ProcReturnCode: string;
  '3DStatus': string;
  ResponseRnd: string;
  UserCode: string;
}

/** ResponseHash = base64(SHA-1(MerchantID + MerchantPass + OrderId + AuthCode + ProcReturnCode + 3DStatus + ResponseRnd + UserCode)). */
export function responseHash(f: ResponseHashFields, merchantPass: string): string {
  return sha1Base64(f.MerchantID + merchantPass + f.OrderId + f.AuthCode + f.ProcReturnCode + f['3DStatus'] + f.ResponseRnd + f.UserCode);
}

/** A post-back as parsed from the urlencoded body: every field a string (missing = ''). */
export type PostBack = Record<string, string>;

/**
 * Checks a post-back's ResponseHash against the merchant's own MerchantID, MerchantPass and
 * UserCode with a constant-time comparison.
 * @returns true only when the hash was sent and matches
 */
export function verifyResponse(postBack: PostBack, config: Pick<PayForConfig, 'merchantId' | 'merchantPass' | 'userCode'>): boolean {
  const sent = postBack.ResponseHash ?? '';
  if (!sent) return false;
  const expected = responseHash(
    {
      MerchantID: config.merchantId,
      OrderId: postBack.OrderId ?? '',
      AuthCode: postBack.AuthCode ?? '',
      ProcReturnCode: postBack.ProcReturnCode ?? '',
      '3DStatus': postBack['3DStatus'] ?? '',
      ResponseRnd: postBack.ResponseRnd ?? '',
      UserCode: config.userCode,
    },
    config.merchantPass,
  );
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(sent, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True for an approved, 3D-authenticated transaction: ProcReturnCode '00' and 3DStatus '1'. */
export function isApproved(postBack: PostBack): boolean {
  return postBack.ProcReturnCode === '00' && postBack['3DStatus'] === '1';
}

/** A random, single-use Rnd value for the request hash (hex, 20 characters). */
export function newRnd(): string {
  return randomBytes(10).toString('hex');
}

/**
 * The hidden form's fields for one attempt (member spec §7), with the request Hash; the browser
 * adds CardHolderName, Pan, Expiry and Cvv2 and posts it to `config.gatewayUrl`.
 * @param orderId the attempt's bank OrderId
 * @param amountKurus the amount in kuruş (sent as TL, e.g. '12500.00')
 */
export function gatewayForm(config: PayForConfig, orderId: string, amountKurus: number, rnd: string = newRnd()): Record<string, string> {
  const base = {
    MbrId: config.mbrId,
    MerchantID: config.merchantId,
    UserCode: config.userCode,
    UserPass: config.userPass,
    SecureType: PAYFOR_SECURE_TYPE,
    TxnType: PAYFOR_TXN_TYPE,
    InstallmentCount: PAYFOR_INSTALLMENT,
    Currency: PAYFOR_CURRENCY_TL,
    OkUrl: config.okUrl,
    FailUrl: config.failUrl,
    OrderId: orderId,
    PurchAmount: kurusToText(amountKurus),
    Lang: 'TR',
    Rnd: rnd,
  };
  return { ...base, Hash: requestHash(base, config.merchantPass) };
}

/**
 * Reads the gateway settings from the environment (README.md "Environment"). Outside production
 * each missing value falls back to the local simulator: gateway
 * `http://127.0.0.1:${BANK_SIM_PORT}/Gateway/Default.aspx` (BANK_SIM_PORT default: the site's
 * port from `publicUrl`, 3000 when none, plus 1500) and its merchant. OK/fail URLs default to
 * `${publicUrl}/api/odeme/sonuc`.
 * @throws Error naming (never showing) the missing variables when `production` and any of
 *   {@link PAYFOR_REQUIRED_IN_PRODUCTION} is unset
 */
export function payForConfigFromEnv(env: Record<string, string | undefined>, publicUrl: string, production: boolean): PayForConfig {
  const value = (name: string) => (env[name] ?? '').trim() || undefined;
  if (production) {
    const missing = PAYFOR_REQUIRED_IN_PRODUCTION.filter((name) => !value(name));
    if (missing.length) throw new Error(`Üretim ortamında şu ödeme ayarları zorunludur: ${missing.join(', ')}`);
  }
  const site = publicUrl.replace(/\/+$/, '');
  const callback = `${site}/api/odeme/sonuc`;
  return {
    gatewayUrl: value('PAYFOR_GATEWAY_URL') ?? `http://127.0.0.1:${bankSimPort(env, site)}/Gateway/Default.aspx`,
    mbrId: value('PAYFOR_MBR_ID') ?? PAYFOR_SIMULATOR_DEFAULTS.mbrId,
    merchantId: value('PAYFOR_MERCHANT_ID') ?? PAYFOR_SIMULATOR_DEFAULTS.merchantId,
    userCode: value('PAYFOR_USER_CODE') ?? PAYFOR_SIMULATOR_DEFAULTS.userCode,
    userPass: value('PAYFOR_USER_PASS') ?? PAYFOR_SIMULATOR_DEFAULTS.userPass,
    merchantPass: value('PAYFOR_MERCHANT_PASS') ?? PAYFOR_SIMULATOR_DEFAULTS.merchantPass,
    okUrl: value('PAYFOR_OK_URL') ?? callback,
    failUrl: value('PAYFOR_FAIL_URL') ?? callback,
  };
}

/** BANK_SIM_PORT, else the site's port (from its URL, 3000 when it names none) + 1500. */
function bankSimPort(env: Record<string, string | undefined>, site: string): number {
  const explicit = Number(env.BANK_SIM_PORT);
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  let port = 3000;
  try {
    const url = new URL(site);
    if (url.port) port = Number(url.port);
  } catch {
    // PUBLIC_URL without a scheme: keep the default site port.
  }
  return port + 1500;
}
