/**
 * The QNB Finansbank PayFor 3D Pay protocol as the bank speaks it (field names and values as in
 * the maintained PHP library mewebstudio/pos, src/Crypt/PayForPosCrypt.php and its response
 * samples): the two hashes, a constant-time compare, and the return codes the simulator uses.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Merchant } from './env.mjs';

/** base64 of the raw SHA-1 of a UTF-8 string: PayFor's hash format ("HashType: Sha1"). */
export function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** The gateway form fields the request hash covers. */
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

/**
 * Request Hash = base64(SHA-1(MbrId + OrderId + PurchAmount + OkUrl + FailUrl + TxnType +
 * InstallmentCount + Rnd + MerchantPass)), joined with no separator.
 */
export function requestHash(f: RequestHashFields, merchantPass: string): string {
  return sha1Base64(f.MbrId + f.OrderId + f.PurchAmount + f.OkUrl + f.FailUrl + f.TxnType + f.InstallmentCount + f.Rnd + merchantPass);
}

/** The post-back fields the response hash covers. */
export interface ResponseHashFields {
  OrderId: string;
  AuthCode: string;
  ProcReturnCode: string;
  '3DStatus': string;
  ResponseRnd: string;
}

/**
 * ResponseHash = base64(SHA-1(MerchantID + MerchantPass + OrderId + AuthCode + ProcReturnCode +
 * 3DStatus + ResponseRnd + UserCode)), joined with no separator.
 */
export function responseHash(f: ResponseHashFields, merchant: Pick<Merchant, 'merchantId' | 'merchantPass' | 'userCode'>): string {
  return sha1Base64(merchant.merchantId + merchant.merchantPass + f.OrderId + f.AuthCode + f.ProcReturnCode + f['3DStatus'] + f.ResponseRnd + merchant.userCode);
}

/** Compares two secrets in constant time (any lengths; a length difference is not leaked early). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db) && a.length === b.length;
}

/** PayFor's code for Turkish lira. */
export const CURRENCY_TRY = '949';

/** A bank answer: return code, message and 3D status of a post-back. */
export interface BankAnswer {
  /** '00' approved; anything else declined. */
  ProcReturnCode: string;
  ErrMsg: string;
  /** '1' the card holder was authenticated; '0' authentication failed; '-1' 3D system error. */
  '3DStatus': '1' | '0' | '-1';
}

/**
 * The answers the simulator gives, with the codes the real gateway uses for them where the
 * library's samples and code table show them (00, M041, MR15, V004, V034), ISO 8583 codes for
 * the issuer's decisions (05, 51, 54), and the library's "request rejected" codes for the rest.
 */
export const ANSWERS = {
  approved: { ProcReturnCode: '00', ErrMsg: 'Onaylandı', '3DStatus': '1' },
  insufficientFunds: { ProcReturnCode: '51', ErrMsg: 'Bakiye yetersiz', '3DStatus': '1' },
  expiredCard: { ProcReturnCode: '54', ErrMsg: 'Kartın son kullanma tarihi geçmiş', '3DStatus': '1' },
  doNotHonour: { ProcReturnCode: '05', ErrMsg: 'İşlem onaylanmadı', '3DStatus': '1' },
  threeDFail: { ProcReturnCode: 'MR15', ErrMsg: '3D Kullanıcı Doğrulama Adımı Başarısız', '3DStatus': '-1' },
  wrongCodeTooOften: { ProcReturnCode: 'V034', ErrMsg: '3D Kullanıcı Doğrulama Adımı Başarısız: doğrulama kodu 3 kez hatalı girildi', '3DStatus': '0' },
  codeExpired: { ProcReturnCode: 'V034', ErrMsg: '3D Kullanıcı Doğrulama Adımı Başarısız: doğrulama kodunun süresi doldu', '3DStatus': '0' },
  cancelled: { ProcReturnCode: 'V034', ErrMsg: 'İşlem kart sahibi tarafından iptal edildi', '3DStatus': '0' },
  invalidCardNumber: { ProcReturnCode: 'M041', ErrMsg: 'Geçersiz kart numarası', '3DStatus': '0' },
  invalidCard: (msg: string) => ({ ProcReturnCode: 'M042', ErrMsg: msg, '3DStatus': '0' }) as BankAnswer,
  badCredentials: { ProcReturnCode: 'V004', ErrMsg: 'Kullanıcı kodu veya şifresi hatalı', '3DStatus': '0' },
  badHash: { ProcReturnCode: 'V014', ErrMsg: 'Güvenlik kodu (Hash) hatalı', '3DStatus': '0' },
  badField: (msg: string) => ({ ProcReturnCode: 'V015', ErrMsg: msg, '3DStatus': '0' }) as BankAnswer,
} satisfies Record<string, BankAnswer | ((msg: string) => BankAnswer)>;
