/**
 * Daily exchange rates for the TL conversion of the accommodation-option screen (admin spec §4:
 * "Euro and USD prices are read-only and filled by a TL conversion call", §7 TL conversion).
 * An {@link ExchangeRatesProvider} answers the latest bulletin: {@link TcmbRatesProvider} reads the
 * Central Bank of Turkey's `kurlar/today.xml` (ForexSelling of EUR and USD) when
 * EXCHANGE_RATES_URL is set; {@link LocalDemoRatesProvider} (the default) answers fixed demo rates
 * dated today with no network. The daily cache in `doviz_kurlari` is services/exchange-rates.ts.
 * Rates are decimal strings with 4 decimals (TL per one unit); conversions are exact integer
 * arithmetic (kuruş and 1/10000 TL), rounded half up to the cent.
 */
import { XMLParser } from 'fast-xml-parser';

/** One bulletin: its date 'YYYY-MM-DD' and TL per euro / per USD as 4-decimal strings, e.g. '36.5120'. */
export interface DailyRates {
  tarih: string;
  euro: string;
  usd: string;
}

/** Source of the latest daily rates. */
export interface ExchangeRatesProvider {
  /**
   * The latest bulletin.
   * @throws ExchangeRatesError when the source fails, times out or answers something unreadable
   */
  latest(): Promise<DailyRates>;
}

/** The provider failed; `message` says how (for the log only). */
export class ExchangeRatesError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExchangeRatesError';
  }
}

/** Longest wait for TCMB (ms). */
export const TCMB_TIMEOUT_MS = 5000;

/** Scale of stored rates: 4 decimals (numeric(12,4)). */
const RATE_SCALE = 10_000n;

/**
 * Reads a non-negative decimal text into an integer of `scale` (a power of ten), rounding half
 * up past its decimals, e.g. ('34.61565', 10000n) → 346157n.
 * @returns null for anything but digits with an optional dot and decimals
 */
export function decimalToScaled(text: string, scale: bigint): bigint | null {
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(text.trim());
  if (!m) return null;
  const digits = scale.toString().length - 1;
  const frac = (m[2] ?? '').padEnd(digits + 1, '0');
  const base = BigInt(m[1]!) * scale + BigInt(frac.slice(0, digits) || '0');
  return Number(frac[digits]) >= 5 ? base + 1n : base;
}

/** A rate of `scale` 10000 as its 4-decimal text, e.g. 346157n → '34.6157'. */
export function rateText(scaled: bigint): string {
  const s = scaled.toString().padStart(5, '0');
  return `${s.slice(0, -4)}.${s.slice(-4)}`;
}

/**
 * Converts an amount in kuruş at `rate` TL per unit (4-decimal text) to cents of that currency,
 * rounded half up: cents = kuruş × 10000 / (rate × 10000), e.g. 100000 kuruş (1 000 TL) at
 * '36.5120' → 2739 cents (27.388…). Exact for any amount (BigInt).
 * @throws RangeError for a rate that is not a positive 4-decimal number
 */
export function convertKurus(kurus: number, rate: string): number {
  const r = decimalToScaled(rate, RATE_SCALE);
  if (r === null || r <= 0n) throw new RangeError('kur geçersiz');
  const numerator = BigInt(kurus) * RATE_SCALE;
  return Number((numerator * 2n + r) / (2n * r));
}

/** TCMB's `Date` attribute 'MM/DD/YYYY' (or `Tarih` 'DD.MM.YYYY') as 'YYYY-MM-DD'; null when unreadable. */
function bulletinDate(date: unknown, tarih: unknown): string | null {
  const us = typeof date === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim()) : null;
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  const tr = typeof tarih === 'string' ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(tarih.trim()) : null;
  return tr ? `${tr[3]}-${tr[2]}-${tr[1]}` : null;
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, parseAttributeValue: false, isArray: (name) => name === 'Currency' });

/**
 * Reads TCMB's today.xml: the bulletin date and the ForexSelling of EUR and USD, per one unit
 * (divided by `Unit` when it is not 1), as 4-decimal texts.
 * @throws ExchangeRatesError when the document lacks the date or either rate
 */
export function parseTcmbXml(xml: string): DailyRates {
  let doc: { Tarih_Date?: { '@_Date'?: unknown; '@_Tarih'?: unknown; Currency?: { '@_Kod'?: unknown; Unit?: unknown; ForexSelling?: unknown }[] } };
  try {
    doc = parser.parse(xml) as typeof doc;
  } catch (err) {
    throw new ExchangeRatesError('TCMB yanıtı okunamadı', { cause: err });
  }
  const root = doc.Tarih_Date;
  const tarih = root ? bulletinDate(root['@_Date'], root['@_Tarih']) : null;
  if (!root || !tarih) throw new ExchangeRatesError('TCMB yanıtında tarih yok');
  const rateOf = (code: string): string => {
    const c = (root.Currency ?? []).find((x) => x['@_Kod'] === code);
    const selling = typeof c?.ForexSelling === 'string' ? decimalToScaled(c.ForexSelling, RATE_SCALE) : null;
    const unit = typeof c?.Unit === 'string' && /^\d{1,6}$/.test(c.Unit.trim()) ? BigInt(c.Unit.trim()) : 1n;
    if (selling === null || selling <= 0n || unit <= 0n) throw new ExchangeRatesError(`TCMB yanıtında ${code} satış kuru yok`);
    return rateText((selling * 2n + unit) / (2n * unit));
  };
  return { tarih, euro: rateOf('EUR'), usd: rateOf('USD') };
}

/** The Central Bank of Turkey's daily rates file (https://www.tcmb.gov.tr/kurlar/today.xml). */
export class TcmbRatesProvider implements ExchangeRatesProvider {
  private readonly baseUrl: string;

  /**
   * @param baseUrl address without path, e.g. https://www.tcmb.gov.tr (EXCHANGE_RATES_URL)
   * @param timeoutMs longest wait for the whole answer (ms)
   */
  constructor(
    baseUrl: string,
    private readonly timeoutMs: number = TCMB_TIMEOUT_MS,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  /** The file's address. */
  url(): string {
    return `${this.baseUrl}/kurlar/today.xml`;
  }

  async latest(): Promise<DailyRates> {
    let xml: string;
    try {
      const res = await fetch(this.url(), { headers: { accept: 'application/xml, text/xml' }, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!res.ok) throw new ExchangeRatesError(`TCMB HTTP ${res.status}`);
      xml = await res.text();
    } catch (err) {
      if (err instanceof ExchangeRatesError) throw err;
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new ExchangeRatesError(timedOut ? `TCMB ${this.timeoutMs} ms içinde yanıt vermedi` : 'TCMB isteği başarısız', { cause: err });
    }
    return parseTcmbXml(xml);
  }
}

/** Today's calendar date in Turkey (Europe/Istanbul), 'YYYY-MM-DD': TCMB bulletins run on it. */
export function turkishDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Fixed demo rates of {@link LocalDemoRatesProvider} (TL per unit): not real market rates. */
export const DEMO_RATES = { euro: '36.5000', usd: '34.2500' } as const;

/**
 * The local stand-in (the default when EXCHANGE_RATES_URL is unset, as the weather and the bank
 * have theirs): {@link DEMO_RATES} dated today, no network. TCMB is switched on by setting
 * EXCHANGE_RATES_URL (e.g. https://www.tcmb.gov.tr).
 */
export class LocalDemoRatesProvider implements ExchangeRatesProvider {
  /** @param now clock (ms) */
  constructor(private readonly now: () => number = Date.now) {}

  async latest(): Promise<DailyRates> {
    return { tarih: turkishDay(new Date(this.now())), ...DEMO_RATES };
  }
}
