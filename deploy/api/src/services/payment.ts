/**
 * Card payments through the bank's 3D Pay gateway (member spec §4 camp payment, §7
 * POST /api/odeme/baslat and /api/odeme/sonuc). What can be paid is a
 * {@link PayableSource}: camp registrations ('kamp') and shop orders ('shop'), each with its own
 * lookup, "mark paid" and, for orders, "payment failed" (release) and a mail once paid. Every attempt is a row of `odeme_islemleri` with its own
 * bank OrderId and the amount from our records; the bank's post-back is accepted only with a
 * valid hash, a known OrderId and the attempt's amount and currency, and only once. An approved
 * post-back for a payable that can no longer take it (cancelled or released meanwhile, or its
 * amount changed since the attempt started) is not accepted either: the attempt becomes 'iade'
 * (refund due) and the member gets 'fail' with {@link REFUND_DUE_MESSAGE}.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, PAYMENT_MESSAGES, type PaymentSource, type PaymentStart } from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { kampaKayitlari, kullanicilar, odemeDetaylari, odemeIslemleri } from '../db/schema';
import { ApiError, invalid, isUuid, notFound } from '../lib/http';
import type { MailQueue } from '../lib/mail';
import { orderConfirmationMail } from '../lib/mail-templates';
import { kurusToText, textToKurus, toKurus } from '../lib/money';
import { PAYFOR_CURRENCY_TL, gatewayForm, isApproved, verifyResponse, type PayForConfig, type PostBack } from '../lib/payfor';
import { findPayableOrder, isOrderPaid, markOrderPaid, orderById, releaseOrder } from './orders';

/** Something a member pays, as its source reports it. */
export interface Payable {
  /** The id the member knows (registration id for 'kamp'); it goes back in the result query. */
  id: string;
  /** Amount due in kuruş (TL), from our records. */
  tutarKurus: number;
  odendi: boolean;
  /** 409 text when it cannot be paid now for another reason (e.g. a cancelled order). */
  refused?: string;
}

/** An attempt row as sources see it. */
export type PaymentAttempt = typeof odemeIslemleri.$inferSelect;

/**
 * What marking a payable paid did: 'paid' (this attempt paid it), 'alreadyPaid' (another attempt
 * had: the bank charged twice) or 'notPayable' (cancelled, released, or its amount is no longer
 * the attempt's): the latter two are refunds.
 */
export type MarkPaidResult = 'paid' | 'alreadyPaid' | 'notPayable';

/** One kind of payable thing: its lookup, its attempt link and how it becomes paid. */
export interface PayableSource {
  kaynak: PaymentSource;
  /** 409 text when it is already paid. */
  alreadyPaid: string;
  /** The member's payable with this id, or null when unknown or someone else's. */
  find(db: Database, userId: string, id: string): Promise<Payable | null>;
  /** Columns linking an attempt row to the payable (e.g. `{ kampaKayitId }`). */
  link(id: string): Partial<typeof odemeIslemleri.$inferInsert>;
  /** The member-known id of an attempt's payable. */
  idOf(attempt: PaymentAttempt): string;
  /**
   * Marks the payable paid inside the post-back's transaction, once, and only while it is unpaid,
   * payable and still due the attempt's amount (`attempt.tutarKurus`): a conditional UPDATE.
   */
  markPaid(tx: Database, attempt: PaymentAttempt, paid: { tarih: Date; bankaReferansNo: string }): Promise<MarkPaidResult>;
  /**
   * Runs inside the post-back's transaction when the bank declined the attempt (e.g. an order is
   * cancelled and its stock and cart lines given back). Camps keep the registration unpaid.
   */
  markFailed?(tx: Database, attempt: PaymentAttempt, tarih: Date): Promise<void>;
  /** Runs after the transaction of an approved attempt that marked the payable paid (e.g. the confirmation mail). */
  afterPaid?(db: Database, attempt: PaymentAttempt): Promise<void>;
}

/**
 * Camp registrations: the amount is the payment record's toplamTl (created with the
 * registration); a registration made before payment records existed gets one on first use.
 */
export const campPayableSource: PayableSource = {
  kaynak: 'kamp',
  alreadyPaid: PAYMENT_MESSAGES.alreadyPaid,
  async find(db, userId, id) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({
        id: kampaKayitlari.id,
        kampId: kampaKayitlari.kampId,
        odenecekTl: kampaKayitlari.odenecekTl,
        odenecekEuro: kampaKayitlari.odenecekEuro,
        odenecekUsd: kampaKayitlari.odenecekUsd,
        toplamTl: odemeDetaylari.toplamTl,
        odemeDurumu: odemeDetaylari.odemeDurumu,
      })
      .from(kampaKayitlari)
      .leftJoin(odemeDetaylari, eq(odemeDetaylari.kampaKayitId, kampaKayitlari.id))
      .where(and(eq(kampaKayitlari.id, id), eq(kampaKayitlari.kullaniciId, userId)))
      .limit(1);
    if (!row) return null;
    if (row.toplamTl === null) {
      await db
        .insert(odemeDetaylari)
        .values({ kampaKayitId: row.id, kampId: row.kampId, kullaniciId: userId, toplamTl: row.odenecekTl, toplamEuro: row.odenecekEuro, toplamUsd: row.odenecekUsd })
        .onConflictDoNothing({ target: odemeDetaylari.kampaKayitId });
    }
    const tutarKurus = toKurus(row.toplamTl ?? row.odenecekTl);
    return { id: row.id, tutarKurus, odendi: row.odemeDurumu === true || tutarKurus === 0 };
  },
  link: (id) => ({ kampaKayitId: id }),
  idOf: (attempt) => attempt.kampaKayitId ?? '',
  async markPaid(tx, attempt, paid) {
    if (!attempt.kampaKayitId) return 'notPayable';
    const changed = await tx
      .update(odemeDetaylari)
      .set({ odemeDurumu: true, odemeTarihi: paid.tarih, bankaReferansNo: paid.bankaReferansNo || null })
      .where(
        and(
          eq(odemeDetaylari.kampaKayitId, attempt.kampaKayitId),
          eq(odemeDetaylari.odemeDurumu, false),
          // The admin may change an unpaid record's total (payment details screen) while the member is at the bank.
          sql`${odemeDetaylari.toplamTl} = ${kurusToText(attempt.tutarKurus)}::numeric`,
        ),
      )
      .returning({ id: odemeDetaylari.id });
    if (changed.length > 0) return 'paid';
    const [row] = await tx.select({ odemeDurumu: odemeDetaylari.odemeDurumu }).from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, attempt.kampaKayitId)).limit(1);
    return row?.odemeDurumu ? 'alreadyPaid' : 'notPayable';
  },
};

/**
 * Shop orders: the amount is the order's toplamTutar; only the member's own unpaid
 * order in status 1 can be paid ('Bu sipariş için ödeme yapılamaz.' otherwise). Approved: paid,
 * status 2 and the confirmation mail to the member; declined: the order is released (status 6,
 * stock back, lines back in the cart).
 * @param deps the mail queue and the site address for the mail's link
 */
export function shopPayableSource(deps: { mail: MailQueue; publicUrl: string }): PayableSource {
  return {
    kaynak: 'shop',
    alreadyPaid: ORDER_MESSAGES.alreadyPaid,
    async find(db, userId, id) {
      const order = await findPayableOrder(db, userId, id);
      if (!order) return null;
      return {
        id: order.id,
        tutarKurus: order.tutarKurus,
        odendi: order.odemeDurumu,
        refused: order.siparisDurumu === 1 && order.tutarKurus > 0 ? undefined : ORDER_MESSAGES.notPayable,
      };
    },
    link: (id) => ({ siparisId: id }),
    idOf: (attempt) => attempt.siparisId ?? '',
    async markPaid(tx, attempt, paid) {
      if (!attempt.siparisId) return 'notPayable';
      if (await markOrderPaid(tx, attempt.siparisId, { ...paid, tutarKurus: attempt.tutarKurus })) return 'paid';
      return (await isOrderPaid(tx, attempt.siparisId)) ? 'alreadyPaid' : 'notPayable';
    },
    async markFailed(tx, attempt, tarih) {
      if (attempt.siparisId) await releaseOrder(tx, attempt.siparisId, tarih);
    },
    async afterPaid(db, attempt) {
      if (!attempt.siparisId) return;
      const order = await orderById(db, attempt.siparisId);
      if (!order) return;
      const [user] = await db.select({ id: kullanicilar.id, ad: kullanicilar.ad, email: kullanicilar.email }).from(kullanicilar).where(eq(kullanicilar.id, order.kullaniciId)).limit(1);
      if (user) deps.mail.enqueue(orderConfirmationMail(deps.publicUrl, user, order));
    },
  };
}

/** The payable sources by name. */
export type PayableSources = Partial<Record<PaymentSource, PayableSource>>;

/** The sources the API serves: camp registrations and shop orders. */
export function defaultPayableSources(deps: { mail: MailQueue; publicUrl: string }): PayableSources {
  return { kamp: campPayableSource, shop: shopPayableSource(deps) };
}

/** Prefix of the bank OrderId per source. */
const ORDER_PREFIX: Record<PaymentSource, string> = { kamp: 'KMP', shop: 'SHP' };
const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new bank OrderId: prefix, yyyymmdd (UTC) and 9 random characters, e.g. 'KMP20261123X7K2M9Q4A' (20 characters). */
export function newBankOrderId(kaynak: PaymentSource, now: Date = new Date()): string {
  const bytes = randomBytes(9);
  const random = [...bytes].map((b) => ORDER_ALPHABET[b % ORDER_ALPHABET.length]).join('');
  return `${ORDER_PREFIX[kaynak]}${now.toISOString().slice(0, 10).replace(/-/g, '')}${random}`;
}

/**
 * Starts an attempt (POST /api/odeme/baslat): finds the member's payable, refuses a paid one,
 * records the attempt with the amount from our records and answers the gateway form.
 * @throws ApiError 422 `hatalar.Kaynak` for a source not open yet, 404 'Ödeme bilgisi
 *   bulunamadı!' for an unknown payable or someone else's, 409 when already paid
 */
export async function startPayment(
  db: Database,
  config: PayForConfig,
  sources: PayableSources,
  userId: string,
  request: { OrderId: string; Kaynak: PaymentSource },
): Promise<PaymentStart> {
  const source = sources[request.Kaynak];
  if (!source) throw invalid({ Kaynak: PAYMENT_MESSAGES.shopNotYet }, PAYMENT_MESSAGES.shopNotYet);
  const payable = await source.find(db, userId, request.OrderId);
  if (!payable) throw notFound(PAYMENT_MESSAGES.notFound);
  if (payable.odendi) throw new ApiError(409, source.alreadyPaid);
  if (payable.refused) throw new ApiError(409, payable.refused);
  const siparisNo = newBankOrderId(source.kaynak);
  await db.insert(odemeIslemleri).values({
    siparisNo,
    kaynak: source.kaynak,
    ...source.link(payable.id),
    kullaniciId: userId,
    tutarKurus: payable.tutarKurus,
    paraBirimi: PAYFOR_CURRENCY_TL,
  });
  return { gatewayUrl: config.gatewayUrl, alanlar: gatewayForm(config, siparisNo, payable.tutarKurus) };
}

/** What the post-back handler decided; the route turns it into the 303 to /odeme-sonuc. */
export interface PaymentOutcome {
  odemeSonuc: 'ok' | 'fail';
  kaynak: PaymentSource;
  /** The member-known id ('' when the OrderId is unknown). */
  OrderId: string;
  /** Amount from our records, '12500.00' ('' when unknown). */
  PurchAmount: string;
  returnCode: string;
  errMsg: string;
  /** Why a post-back was refused (for the log; never card data); null when it was verified. */
  rejected: string | null;
  /** A second approved attempt for an already paid payable (the bank charged twice). */
  duplicateApproval?: boolean;
  /** An approved attempt for a payable that could no longer take it (attempt 'iade'): refund due. */
  refundDue?: boolean;
  /** What went wrong after a payment was recorded (e.g. queuing the mail), for the log. */
  afterPaidError?: unknown;
}

/** errMsg of a post-back that could not be verified. */
export const UNVERIFIED_MESSAGE = 'Banka yanıtı doğrulanamadı.';
/** errMsg of an unknown OrderId. */
export const UNKNOWN_ORDER_MESSAGE = 'Ödeme kaydı bulunamadı.';
/** errMsg of an approved attempt whose payable could no longer take it (attempt 'iade'). */
export const REFUND_DUE_MESSAGE = 'Kaydınız ödeme sırasında değiştiği veya iptal edildiği için ödeme kabul edilmedi. Çekilen tutar kartınıza iade edilecektir.';

function outcomeOf(source: PayableSource | undefined, attempt: PaymentAttempt): Omit<PaymentOutcome, 'rejected'> {
  const refund = attempt.durum === 'iade';
  return {
    odemeSonuc: attempt.durum === 'onaylandi' ? 'ok' : 'fail',
    kaynak: attempt.kaynak as PaymentSource,
    OrderId: source ? source.idOf(attempt) : '',
    PurchAmount: kurusToText(attempt.tutarKurus),
    returnCode: refund ? '' : (attempt.procReturnCode ?? ''),
    errMsg: refund ? REFUND_DUE_MESSAGE : (attempt.errMsg ?? ''),
    ...(refund ? { refundDue: true } : {}),
  };
}

/**
 * Handles the bank's post-back (POST /api/odeme/sonuc): the attempt must exist, the
 * ResponseHash must verify (constant time), PurchAmount and Currency must equal the attempt's.
 * Then, once (`UPDATE … WHERE durum = 'baslatildi'`), the attempt takes the bank's result and an
 * approved one (ProcReturnCode '00', 3DStatus '1') marks the payable paid with the date and
 * HostRefNum, in one transaction; when the payable cannot take it any more the attempt becomes
 * 'iade' and the answer is 'fail' ({@link REFUND_DUE_MESSAGE}). A replay changes nothing and gets
 * the stored result; a refused post-back (also one naming another MerchantID) changes nothing
 * and gets 'fail'.
 */
export async function handlePostBack(db: Database, config: PayForConfig, sources: PayableSources, postBack: PostBack): Promise<PaymentOutcome> {
  const orderId = postBack.OrderId ?? '';
  const [attempt] = orderId ? await db.select().from(odemeIslemleri).where(eq(odemeIslemleri.siparisNo, orderId)).limit(1) : [];
  if (!attempt) {
    return { odemeSonuc: 'fail', kaynak: 'kamp', OrderId: '', PurchAmount: '', returnCode: '', errMsg: UNKNOWN_ORDER_MESSAGE, rejected: 'bilinmeyen OrderId' };
  }
  const source = sources[attempt.kaynak as PaymentSource];
  const refuse = (rejected: string): PaymentOutcome => ({ ...outcomeOf(source, attempt), odemeSonuc: 'fail', returnCode: '', errMsg: UNVERIFIED_MESSAGE, rejected });
  if (!verifyResponse(postBack, config)) return refuse('ResponseHash geçersiz');
  if (textToKurus(postBack.PurchAmount ?? '') !== attempt.tutarKurus) return refuse('PurchAmount kayıtla uyuşmuyor');
  if ((postBack.Currency ?? '') !== attempt.paraBirimi) return refuse('Currency kayıtla uyuşmuyor');
  // The hash is made with our own MerchantID; one that names another merchant is not ours either.
  if (postBack.MerchantID !== undefined && postBack.MerchantID !== config.merchantId) return refuse('MerchantID bu üye işyerinin değil');
  if (!source) return refuse('ödeme kaynağı kapalı');

  const approved = isApproved(postBack);
  const now = new Date();
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome & { paidAttempt?: PaymentAttempt }> => {
    const [taken] = await tx
      .update(odemeIslemleri)
      .set({
        durum: approved ? 'onaylandi' : 'reddedildi',
        procReturnCode: (postBack.ProcReturnCode ?? '').slice(0, 10),
        errMsg: (postBack.ErrMsg ?? '').slice(0, 500),
        authCode: (postBack.AuthCode ?? '').slice(0, 20) || null,
        hostRefNum: (postBack.HostRefNum ?? '').slice(0, 64) || null,
        sonucTarihi: now,
      })
      .where(and(eq(odemeIslemleri.id, attempt.id), eq(odemeIslemleri.durum, 'baslatildi')))
      .returning();
    if (!taken) {
      // A replay: the first post-back's result stands.
      const [stored] = await tx.select().from(odemeIslemleri).where(eq(odemeIslemleri.id, attempt.id)).limit(1);
      return { ...outcomeOf(source, stored ?? attempt), rejected: null };
    }
    if (!approved) {
      await source.markFailed?.(tx, taken, now);
      return { ...outcomeOf(source, taken), rejected: null };
    }
    const result = await source.markPaid(tx, taken, { tarih: now, bankaReferansNo: taken.hostRefNum ?? '' });
    if (result === 'notPayable') {
      // Charged by the bank but not accepted: the attempt says so (a replay answers the same).
      const [refund] = await tx.update(odemeIslemleri).set({ durum: 'iade' }).where(eq(odemeIslemleri.id, taken.id)).returning();
      return { ...outcomeOf(source, refund ?? taken), rejected: null };
    }
    return { ...outcomeOf(source, taken), rejected: null, duplicateApproval: result === 'alreadyPaid', paidAttempt: result === 'paid' ? taken : undefined };
  });
  const { paidAttempt, ...answer } = outcome;
  if (paidAttempt && source.afterPaid) {
    try {
      await source.afterPaid(db, paidAttempt);
    } catch (err) {
      answer.afterPaidError = err;
    }
  }
  return answer;
}
