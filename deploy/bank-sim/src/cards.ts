/**
 * The simulator's card issuer: which documented test card does what (test-cards.json, the one
 * list the README and the browser tests read), and the card checks a gateway makes (Luhn,
 * length, MMYY expiry, CVV). Only masked numbers leave this module.
 */
import testCards from '../test-cards.json' with { type: 'json' };

/** A documented test card. */
export interface TestCard {
  pan: string;
  /** MMYY */
  expiry: string;
  cvv: string;
  holder: string;
}

/** What the issuer does with a card once the holder is authenticated. */
export type CardBehaviour = 'approved' | 'insufficientFunds' | 'threeDFail' | 'unknown';

/** The documented test cards, by behaviour (deploy/bank-sim/test-cards.json). */
export const TEST_CARDS: Readonly<Record<Exclude<CardBehaviour, 'unknown'>, TestCard>> = testCards;

/** The behaviour of a card number: a documented test card, else 'unknown' (declined with 05). */
export function behaviourOf(pan: string): CardBehaviour {
  for (const [behaviour, card] of Object.entries(TEST_CARDS) as [Exclude<CardBehaviour, 'unknown'>, TestCard][]) {
    if (card.pan === pan) return behaviour;
  }
  return 'unknown';
}

/** True for 13-19 digits with a valid Luhn check digit. */
export function isValidPan(pan: string): boolean {
  if (!/^\d{13,19}$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The number as the bank shows it: first 6 and last 4 digits, stars between ('415565******6111'). */
export function maskPan(pan: string): string {
  if (pan.length < 10) return '*'.repeat(pan.length);
  return `${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)}`;
}

/** PayFor's CardType: 'V' Visa, 'M' Mastercard, 'T' Troy, '' other. */
export function cardType(pan: string): string {
  if (pan.startsWith('4')) return 'V';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'M';
  if (pan.startsWith('9792')) return 'T';
  return '';
}

/**
 * An MMYY expiry against a date: 'invalid' (not MMYY, month not 01-12), 'expired' (its month is
 * over) or 'valid'. A card is valid through the last day of its month.
 */
export function expiryState(expiry: string, now: Date): 'invalid' | 'expired' | 'valid' {
  const m = /^(\d{2})(\d{2})$/.exec(expiry);
  if (!m) return 'invalid';
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return 'invalid';
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < nowMonths ? 'expired' : 'valid';
}

/** True for a 3 or 4 digit CVV2. */
export function isValidCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv);
}
