/**
 * The bank: a QNB Finansbank PayFor 3D Pay gateway simulator ("The bank, here and in
 * production"). It speaks the real protocol, so the API cannot tell it from the bank:
 *
 *   POST /Gateway/Default.aspx   the merchant's form (urlencoded) with the card fields the
 *                                browser added: checked, then the 3D Secure page
 *   POST /Gateway/3DSecure       the 3D page's one-time code, 'Onayla' or 'İptal'
 *   GET  /                       what this is, and the test cards
 *   GET  /saglik                 {"durum":"ok"} for launchers
 *
 * Every result goes back to the merchant as an auto-submitting form to OkUrl (approved) or
 * FailUrl (anything else) carrying ResponseHash. A request from an unknown merchant, or without
 * a usable FailUrl, or replayed, gets a Turkish error page instead: there is nothing to sign
 * with, nowhere to post, or the result was already posted.
 */
import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { behaviourOf, cardType, expiryState, isValidCvv, isValidPan, maskPan, TEST_CARDS } from './cards';
import { GATEWAY_PATH, type Merchant } from './env.mjs';
import { errorPage, homePage, postBackPage, threeDPage } from './pages';
import { ANSWERS, CURRENCY_TRY, requestHash, responseHash, safeEqual, type BankAnswer } from './payfor';
import { TransactionStore, type CardInfo, type GatewayRequest, type Transaction } from './transactions';

/** Path of the 3D Secure page's form. */
export const THREE_D_PATH = '/Gateway/3DSecure';
/** Wrong one-time codes allowed before the transaction fails. */
export const MAX_CODE_TRIES = 3;

/** Options of {@link buildBankSim}. */
export interface BankSimOptions {
  /** The one merchant this bank knows (its secrets included). */
  merchant: Merchant;
  /** Shown on the 3D page and sent as MrcName; default 'Kayak Kulübü'. */
  merchantName?: string;
  /** How long a one-time code works, in ms; default 3 minutes. */
  codeTtlMs?: number;
  /** Clock, ms since epoch; default Date.now (tests move it). */
  now?: () => number;
  /** One line per finished transaction (masked card only); default none. */
  onEvent?: (line: string) => void;
  /** Fastify request logging; default off. */
  logger?: boolean;
}

/** The form fields of a request, first value of each name. */
type Form = Record<string, string>;

/** An http(s) URL, or null. */
function httpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** Date parts in Europe/Istanbul, the bank's clock. */
function istanbul(ms: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Random decimal digits. */
function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(randomInt(0, 10));
  return s;
}

/** Builds the simulator (not listening; `listen` or `inject` it). */
export async function buildBankSim(options: BankSimOptions): Promise<FastifyInstance> {
  const { merchant } = options;
  const merchantName = options.merchantName ?? 'Kayak Kulübü';
  const codeTtlMs = options.codeTtlMs ?? 3 * 60 * 1000;
  const now = options.now ?? Date.now;
  const onEvent = options.onEvent ?? (() => {});
  const store = new TransactionStore(codeTtlMs, now);
  // System trace number (F11), as the host counts it.
  let trace = randomInt(100_000, 900_000);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const form: Form = Object.create(null);
    for (const [k, v] of new URLSearchParams(String(body))) if (!(k in form)) form[k] = v;
    done(null, form);
  });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'");
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);

  /** The post-back fields, as the bank's samples carry them, signed with ResponseHash. */
  function responseFields(req: Partial<GatewayRequest>, card: CardInfo | null, answer: BankAnswer, clientIp: string, hostDecided: boolean): Form {
    const t = now();
    const d = istanbul(t);
    const approved = answer.ProcReturnCode === '00';
    const authenticated = answer['3DStatus'] === '1';
    const f11 = String((trace = trace >= 999_999 ? 100_000 : trace + 1));
    // Y + day of year + hour + trace: the shape of the bank's reference numbers ('230422100150').
    const dayOfYear = Math.floor((Date.UTC(+d.year, +d.month - 1, +d.day) - Date.UTC(+d.year, 0, 0)) / 86_400_000);
    const hostRefNum = hostDecided ? `${d.year.slice(-1)}${String(dayOfYear).padStart(3, '0')}${d.hour}${f11}` : '';
    const authCode = approved ? `S${digits(5)}` : '';
    // .NET ticks after 'PF', as the bank's ResponseRnd looks ('PF638028538035077529').
    const responseRnd = `PF${BigInt(t) * 10_000n + 621_355_968_000_000_000n + BigInt(randomInt(0, 10_000))}`;
    const signed = { OrderId: req.OrderId ?? '', AuthCode: authCode, ProcReturnCode: answer.ProcReturnCode, '3DStatus': answer['3DStatus'], ResponseRnd: responseRnd };
    return {
      RequestGuid: `1${digits(15)}`,
      TransactionDate: `${d.day}.${d.month}.${d.year} ${d.hour}:${d.minute}:${d.second}`,
      MbrId: req.MbrId ?? '',
      MerchantID: req.MerchantID ?? '',
      OrderId: req.OrderId ?? '',
      SecureType: req.SecureType ?? '',
      PurchAmount: req.PurchAmount ?? '',
      Exponent: '2',
      Currency: req.Currency ?? '',
      Description: '',
      OkUrl: req.OkUrl ?? '',
      FailUrl: req.FailUrl ?? '',
      PayerTxnId: authenticated ? Buffer.from(`${d.year}${d.month}${d.day}${d.hour}${d.minute}${d.second}${digits(6)}`).toString('base64') : '',
      PayerAuthenticationCode: authenticated ? Buffer.from(`AAAB${digits(16)}`).toString('base64').slice(0, 28) : '',
      Eci: authenticated ? (card?.type === 'M' ? '02' : '05') : '',
      MD: '',
      Hash: req.Hash ?? '',
      TerminalID: 'VS000001',
      TxnType: req.TxnType ?? '',
      OrgOrderId: '',
      CardType: card?.type ?? '',
      Lang: (req.Lang ?? 'tr').toLowerCase(),
      InstallmentCount: req.InstallmentCount ?? '',
      Rnd: req.Rnd ?? '',
      AlphaCode: 'TL',
      Ecommerce: '1',
      MrcCountryCode: '792',
      MrcName: merchantName,
      CardHolderName: card?.holder ?? '',
      IrcDet: answer['3DStatus'] === '-1' ? '3D Secure Authorize Error' : '',
      IrcCode: answer['3DStatus'] === '-1' ? answer.ProcReturnCode : '',
      Version: '1.0.2',
      TxnStatus: approved ? 'Y' : 'N',
      ParesVerified: authenticated ? 'true' : 'false',
      ParesSyntaxOk: authenticated ? 'true' : 'false',
      ErrMsg: answer.ErrMsg,
      D3Stat: authenticated ? 'Y' : 'N',
      '3DStatus': answer['3DStatus'],
      TxnResult: approved ? 'Success' : 'Failed',
      AuthCode: authCode,
      HostRefNum: hostRefNum,
      ProcReturnCode: answer.ProcReturnCode,
      ReturnUrl: (approved ? req.OkUrl : req.FailUrl) ?? '',
      ErrorData: '',
      CardMask: card?.mask ?? '',
      SrcType: 'VPO',
      ReqDate: `${d.year}${d.month}${d.day}`,
      SysDate: `${d.year}${d.month}${d.day}`,
      F11: f11,
      F37: hostRefNum,
      RRN: hostRefNum,
      RequestClientIp: clientIp,
      ResponseRnd: responseRnd,
      ResponseHash: responseHash(signed, merchant),
      HashType: 'Sha1',
    };
  }

  /** Answers with the post-back page: OkUrl when approved, FailUrl otherwise. */
  function postBack(reply: FastifyReply, req: Partial<GatewayRequest>, card: CardInfo | null, answer: BankAnswer, clientIp: string, hostDecided = false) {
    const ok = answer.ProcReturnCode === '00';
    const url = (ok ? req.OkUrl : req.FailUrl) ?? '';
    onEvent(`OrderId=${req.OrderId ?? '-'} kart=${card?.mask ?? '-'} tutar=${req.PurchAmount ?? '-'} → ${answer.ProcReturnCode} 3DStatus=${answer['3DStatus']} ${answer.ErrMsg}`);
    const fields = responseFields(req, card, answer, clientIp, hostDecided);
    return html(reply, 200, postBackPage(url, fields, { ok, message: ok ? `İşlem onaylandı. Onay kodu: ${fields.AuthCode}` : `${answer.ErrMsg} (kod ${answer.ProcReturnCode})` }));
  }

  function show3D(reply: FastifyReply, txn: Transaction, error?: string) {
    return html(
      reply,
      200,
      threeDPage({
        id: txn.id,
        merchantName,
        orderId: txn.request.OrderId,
        purchAmount: txn.request.PurchAmount,
        cardMask: txn.card.mask,
        code: txn.code,
        triesLeft: MAX_CODE_TRIES - txn.wrongTries,
        minutesLeft: Math.max(1, Math.ceil((txn.expiresAt - now()) / 60_000)),
        error,
      }),
    );
  }

  app.get('/', async (_req, reply) =>
    html(
      reply,
      200,
      homePage({
        gatewayPath: GATEWAY_PATH,
        merchantName,
        merchantId: merchant.merchantId,
        cards: (
          [
            ['Onaylanan', TEST_CARDS.approved, '00 Onaylandı'],
            ['Bakiye yetersiz', TEST_CARDS.insufficientFunds, '51 Bakiye yetersiz'],
            ['3D doğrulama başarısız', TEST_CARDS.threeDFail, 'MR15, 3DStatus -1'],
          ] as const
        ).map(([label, c, result]) => ({ label, pan: c.pan, expiry: `${c.expiry.slice(0, 2)}/${c.expiry.slice(2)}`, cvv: c.cvv, result })),
      }),
    ),
  );

  app.get('/saglik', async () => ({ durum: 'ok' }));

  app.get(GATEWAY_PATH, async (_req, reply) =>
    html(reply, 405, errorPage('Geçersiz istek', 'Ödeme geçidi yalnızca üye işyerinin gönderdiği ödeme formunu (POST) kabul eder.')),
  );

  app.post(GATEWAY_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    if (typeof form !== 'object' || Array.isArray(form)) return html(reply, 415, errorPage('Geçersiz istek', 'Ödeme formu application/x-www-form-urlencoded olarak gönderilmelidir.'));
    const clientIp = request.ip;
    const v = (k: string) => form[k] ?? '';

    // Who is asking: only a merchant the bank knows can be answered with a signed result.
    if (v('MbrId') !== merchant.mbrId || v('MerchantID') !== merchant.merchantId) {
      onEvent(`reddedildi: bilinmeyen üye işyeri (MbrId=${v('MbrId') || '-'}, MerchantID=${v('MerchantID') || '-'})`);
      return html(reply, 400, errorPage('Üye işyeri bulunamadı', 'MbrId veya MerchantID bu bankada tanımlı bir üye işyerine ait değil. İşlem yapılmadı ve üye işyerine sonuç gönderilemedi.'));
    }
    if (!httpUrl(v('FailUrl'))) {
      return html(reply, 400, errorPage('Dönüş adresi geçersiz', 'FailUrl geçerli bir http(s) adresi değil; işlem sonucu üye işyerine gönderilemedi.'));
    }
    const req: GatewayRequest = {
      MbrId: v('MbrId'),
      MerchantID: v('MerchantID'),
      OrderId: v('OrderId'),
      PurchAmount: v('PurchAmount'),
      Currency: v('Currency'),
      InstallmentCount: v('InstallmentCount'),
      TxnType: v('TxnType'),
      SecureType: v('SecureType'),
      OkUrl: v('OkUrl'),
      FailUrl: v('FailUrl'),
      Lang: v('Lang'),
      Rnd: v('Rnd'),
      Hash: v('Hash'),
    };
    const fail = (answer: BankAnswer, card: CardInfo | null = null) => postBack(reply, req, card, answer, clientIp);

    // The merchant's API user, then the request hash: nothing else is read before both match.
    if (!safeEqual(v('UserCode'), merchant.userCode) || !safeEqual(v('UserPass'), merchant.userPass)) return fail(ANSWERS.badCredentials);
    if (!req.Hash || !safeEqual(req.Hash, requestHash(req, merchant.merchantPass))) return fail(ANSWERS.badHash);

    // A signed request is used once: the same OrderId with the same Rnd is a replay.
    if (!store.claim(req.OrderId, req.Rnd)) {
      onEvent(`reddedildi: tekrar gönderilen istek OrderId=${req.OrderId}`);
      return html(reply, 409, errorPage('İşlem daha önce yapıldı', 'Bu sipariş numarası ve Rnd ile daha önce ödeme başlatıldı; aynı istek ikinci kez kabul edilmez. Mağazaya dönüp ödemeyi yeniden başlatın.'));
    }

    if (req.SecureType !== '3DPay') return fail(ANSWERS.badField('Güvenlik tipi (SecureType) 3DPay olmalıdır.'));
    if (req.TxnType !== 'Auth') return fail(ANSWERS.badField('İşlem tipi (TxnType) desteklenmiyor; Auth olmalıdır.'));
    if (req.Currency !== CURRENCY_TRY) return fail(ANSWERS.badField('Para birimi (Currency) geçersiz; yalnızca 949 (TL) kabul edilir.'));
    if (!/^(0|[1-9]\d{0,11})\.\d{2}$/.test(req.PurchAmount) || /^0\.00$/.test(req.PurchAmount)) {
      return fail(ANSWERS.badField('Tutar (PurchAmount) geçersiz; sıfırdan büyük, nokta ve iki ondalık haneyle yazılmalıdır (ör. 12500.00).'));
    }
    if (!/^(0|[2-9]|1[0-2])$/.test(req.InstallmentCount)) return fail(ANSWERS.badField('Taksit sayısı (InstallmentCount) geçersiz.'));
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(req.OrderId)) return fail(ANSWERS.badField('Sipariş numarası (OrderId) geçersiz.'));
    if (!req.Rnd || req.Rnd.length > 64) return fail(ANSWERS.badField('Rnd alanı geçersiz.'));
    if (!httpUrl(req.OkUrl)) return fail(ANSWERS.badField('OkUrl geçerli bir http(s) adresi değil.'));
    if (req.Lang !== 'TR' && req.Lang !== 'EN') return fail(ANSWERS.badField('Dil (Lang) TR veya EN olmalıdır.'));

    // The card the browser added (never logged, never kept: only its mask and what it does).
    const pan = v('Pan');
    if (!isValidPan(pan)) return fail(ANSWERS.invalidCardNumber);
    const expiry = expiryState(v('Expiry'), new Date(now()));
    const card: CardInfo = {
      mask: maskPan(pan),
      type: cardType(pan),
      holder: v('CardHolderName').trim(),
      behaviour: behaviourOf(pan),
      expired: expiry === 'expired',
    };
    if (expiry === 'invalid') return fail(ANSWERS.invalidCard('Son kullanma tarihi (Expiry) AAYY biçiminde olmalıdır.'), card);
    if (!isValidCvv(v('Cvv2'))) return fail(ANSWERS.invalidCard('Güvenlik kodu (CVV2) 3 veya 4 haneli olmalıdır.'), card);
    if (!card.holder || card.holder.length > 64) return fail(ANSWERS.invalidCard('Kart sahibinin adı (CardHolderName) eksik veya çok uzun.'), card);

    // The issuer's access control server refuses this card before any code is asked, as the
    // bank's own 3D Pay sample for a failed authentication shows (MR15, 3DStatus -1).
    if (card.behaviour === 'threeDFail') return fail(ANSWERS.threeDFail, card);

    return show3D(reply, store.open(req, card, clientIp));
  });

  app.post(THREE_D_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const txn = typeof form === 'object' ? store.get(form.islem ?? '') : undefined;
    if (!txn) return html(reply, 404, errorPage('İşlem bulunamadı', 'Bu doğrulama oturumu bulunamadı ya da süresi doldu. Mağazaya dönüp ödemeyi yeniden başlatın.'));
    if (txn.done) return html(reply, 409, errorPage('İşlem sonuçlandı', 'Bu işlem zaten sonuçlandı ve sonucu üye işyerine gönderildi.'));
    const finish = (answer: BankAnswer, hostDecided = false) => {
      txn.done = true;
      return postBack(reply, txn.request, txn.card, answer, txn.clientIp, hostDecided);
    };

    if (form.eylem === 'iptal') return finish(ANSWERS.cancelled);
    if (now() > txn.expiresAt) return finish(ANSWERS.codeExpired);
    const code = (form.kod ?? '').replace(/\s+/g, '');
    if (!safeEqual(code, txn.code)) {
      txn.wrongTries += 1;
      if (txn.wrongTries >= MAX_CODE_TRIES) return finish(ANSWERS.wrongCodeTooOften);
      const left = MAX_CODE_TRIES - txn.wrongTries;
      return show3D(reply, txn, `Doğrulama kodu hatalı. ${left} deneme hakkınız kaldı.`);
    }

    // Authenticated: the issuer decides.
    if (txn.card.expired) return finish(ANSWERS.expiredCard, true);
    switch (txn.card.behaviour) {
      case 'approved':
        return finish(ANSWERS.approved, true);
      case 'insufficientFunds':
        return finish(ANSWERS.insufficientFunds, true);
      default:
        return finish(ANSWERS.doNotHonour, true);
    }
  });

  return app;
}
