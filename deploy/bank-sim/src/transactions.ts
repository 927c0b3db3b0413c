/**
 * The simulator's memory (it is a simulator: nothing is written to disk): transactions waiting
 * at the 3D Secure step, each with its one-time code, and the OrderId+Rnd pairs already used,
 * so a request is accepted once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { CardBehaviour } from './cards';

/** The validated gateway request as the bank keeps it (no card number, no CVV). */
export interface GatewayRequest {
  MbrId: string;
  MerchantID: string;
  OrderId: string;
  PurchAmount: string;
  Currency: string;
  InstallmentCount: string;
  TxnType: string;
  SecureType: string;
  OkUrl: string;
  FailUrl: string;
  Lang: string;
  Rnd: string;
  Hash: string;
}

/** The card as the bank keeps it past the gateway step. */
export interface CardInfo {
  /** '415565******6111' */
  mask: string;
  /** 'V', 'M', 'T' or '' */
  type: string;
  holder: string;
  behaviour: CardBehaviour;
  expired: boolean;
}

/** A transaction waiting for its one-time code. */
export interface Transaction {
  id: string;
  request: GatewayRequest;
  card: CardInfo;
  clientIp: string;
  /** Six digits. */
  code: string;
  /** ms since epoch after which the code no longer works. */
  expiresAt: number;
  /** Wrong codes entered so far. */
  wrongTries: number;
  /** True once a result was posted back; the page cannot be used again. */
  done: boolean;
  createdAt: number;
}

/** How long a used OrderId+Rnd pair is remembered, in ms. */
const USED_KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a transaction is kept after its code expired (to say "already done" / "expired"), in ms. */
const TXN_KEEP_MS = 30 * 60 * 1000;

/** In-memory transactions and used request keys. */
export class TransactionStore {
  private readonly txns = new Map<string, Transaction>();
  private readonly used = new Map<string, number>();

  /**
   * @param codeTtlMs how long a one-time code works, in ms
   * @param now clock, ms since epoch (tests pass their own)
   */
  constructor(
    private readonly codeTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes the OrderId+Rnd pair; false when it was used before (a replayed request). */
  claim(orderId: string, rnd: string): boolean {
    this.prune();
    const key = `${orderId}\u0000${rnd}`;
    if (this.used.has(key)) return false;
    this.used.set(key, this.now());
    return true;
  }

  /** Opens a transaction with a fresh random six-digit code. */
  open(request: GatewayRequest, card: CardInfo, clientIp: string): Transaction {
    const now = this.now();
    const txn: Transaction = {
      id: randomBytes(18).toString('base64url'),
      request,
      card,
      clientIp,
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      expiresAt: now + this.codeTtlMs,
      wrongTries: 0,
      done: false,
      createdAt: now,
    };
    this.txns.set(txn.id, txn);
    return txn;
  }

  /** The transaction of a 3D page, if it is still remembered. */
  get(id: string): Transaction | undefined {
    return this.txns.get(id);
  }

  /** Drops what is too old to matter. */
  private prune(): void {
    const now = this.now();
    for (const [k, t] of this.used) if (now - t > USED_KEEP_MS) this.used.delete(k);
    for (const [k, t] of this.txns) if (now - t.expiresAt > TXN_KEEP_MS) this.txns.delete(k);
  }
}
