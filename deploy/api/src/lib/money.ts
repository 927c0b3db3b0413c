/**
 * Exact money (ARCHITECTURE.md: integer kuruş, never floating-point sums). Amounts arrive from
 * numeric(12,2) columns as JS numbers with at most 2 decimals; every computation here is on
 * integer kuruş (cents), with BigInt where a product could pass 2^53.
 */

/** Integer kuruş (cents) of an amount with at most 2 decimals, e.g. 1410.31 → 141031. */
export function toKurus(amount: number): number {
  return Math.round(amount * 100);
}

/** The amount of `kurus` as a number with at most 2 decimals (for JSON answers). */
export function fromKurus(kurus: number): number {
  return kurus / 100;
}

/** The bank's amount text: a dot and exactly two decimals, e.g. 1250000 → '12500.00'. */
export function kurusToText(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError('tutar geçersiz');
  const s = String(kurus).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/**
 * Reads an amount text such as '12500.00', '12500.5' or '12500' into kuruş.
 * @returns the kuruş, or null for anything else (signs, commas, 3 decimals, exponents)
 */
export function textToKurus(text: string): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Price after a percentage discount: liste × (100 − percent) / 100, rounded half up to the
 * kuruş (e.g. 41 250,50 TL less 15 % = 35 062,925 → 35 062,93 TL). The percent has at most 2
 * decimals (numeric(5,2)); computed in BigInt basis points, so it is exact for any amount.
 * @param listKurus list price in kuruş (≥ 0)
 * @param percent discount in percent, 0-100
 * @returns the price to pay in kuruş
 */
export function discountedKurus(listKurus: number, percent: number): number {
  const bp = BigInt(Math.round(percent * 100));
  const result = (BigInt(listKurus) * (10000n - bp) + 5000n) / 10000n;
  return Number(result);
}
