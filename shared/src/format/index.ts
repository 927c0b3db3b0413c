/**
 * Formatting used on every screen (member spec §1, §9): TL money with Turkish digits and
 * exactly 2 decimals, dd.mm.yyyy dates, Turkish upper case, product codes and slugs.
 */
import { dayjs } from './dayjs-setup';

export { dayjs };

const moneyFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const CURRENCY_SUFFIX: Record<string, string> = { TL: 'TL', TRY: 'TL', EURO: '€', EUR: '€', USD: '$' };

/**
 * Formats an amount in the Turkish number format with exactly 2 decimals and its currency
 * (member spec §9), e.g. `formatMoney(1234.5)` → `1.234,50 TL`.
 * @param amount number in the given currency; NaN and ±Infinity show as 0,00
 * @param currency 'TL' (default), 'EURO' or 'USD' (suffixes TL, €, $); other codes are shown as given
 */
export function formatMoney(amount: number, currency = 'TL'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  // Intl prints '-0,00' for a negative amount that rounds to zero (and for -0): show '0,00'.
  const text = Math.abs(value) < 0.005 ? moneyFormat.format(0) : moneyFormat.format(value);
  return `${text} ${CURRENCY_SUFFIX[currency.toUpperCase()] ?? currency}`;
}

/**
 * A price or a min–max range when they differ (member spec §2 catalogue), e.g.
 * `1.200,00 TL - 1.500,00 TL`.
 */
export function formatPriceRange(min: number, max: number, currency = 'TL'): string {
  return min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
}

/** dd.mm.yyyy in the Turkish locale (member spec §1); '' for an empty or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD.MM.YYYY') : '';
}

/** Ways a date may be typed (member spec §1: dd.mm.yyyy; the day and month may lose their 0, or the dots). */
export const TYPED_DATE_FORMATS = ['DD.MM.YYYY', 'D.M.YYYY', 'DDMMYYYY'] as const;

/**
 * `yyyy-mm-dd` of a date typed as dd.mm.yyyy (or d.m.yyyy, ddmmyyyy) that exists in the calendar;
 * null for anything else ('31.02.2018', '2018-06-15', '15/06/2018'), so a form can say
 * 'Geçerli bir tarih giriniz.' and keep the text.
 */
export function parseTypedDate(text: string): string | null {
  const d = dayjs(text.trim(), [...TYPED_DATE_FORMATS], true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/**
 * Turkish upper case: i → İ, ı → I ('Eldiven ve Aksesuar' → 'ELDİVEN VE AKSESUAR'). Every
 * upper-casing of text a visitor reads goes through this (member spec §1: Turkish interface;
 * §2 gallery titles); plain `toUpperCase` is kept only for ASCII codes (currency codes, the
 * ASCII card holder name of §5).
 */
export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase('tr-TR');
}

/**
 * Gallery menu title (member spec §2): for a camp gallery `DD-DD MONTH YEAR kampAdi` with the
 * Turkish upper-case month of the camp start; otherwise `galeriAdi`.
 */
export function galleryMenuTitle(g: {
  galeriAdi: string;
  kampAdi?: string | null;
  kampBaslangicTarihi?: string | null;
  kampBitisTarihi?: string | null;
}): string {
  if (!g.kampAdi || !g.kampBaslangicTarihi || !g.kampBitisTarihi) return g.galeriAdi;
  const start = dayjs(g.kampBaslangicTarihi);
  const end = dayjs(g.kampBitisTarihi);
  if (!start.isValid() || !end.isValid()) return g.galeriAdi;
  const month = turkishUpper(start.locale('tr').format('MMMM'));
  return `${start.format('DD')}-${end.format('DD')} ${month} ${start.format('YYYY')} ${g.kampAdi}`;
}

/** Product code: first 8 characters of the id, upper case (member spec §2). */
export function productCode(id: string): string {
  return turkishUpper(id.slice(0, 8));
}

/** First `max` characters of a text with an ellipsis when cut (member spec §9: 100). */
export function truncate(text: string, max = 100): string {
  const t = text ?? '';
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

const TR_ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', İ: 'i', I: 'i', Ö: 'o', Ş: 's', Ü: 'u' };

/** URL slug from a Turkish name: `Kayak Botu Pro` → `kayak-botu-pro`. */
export function slugify(text: string): string {
  return text
    .replace(/[çğıiöşüÇĞİIÖŞÜ]/g, (c) => TR_ASCII[c] ?? c)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Upper-case ASCII letters only, Turkish letters transliterated (member spec §5, card holder). */
export function toCardHolderName(text: string): string {
  return slugify(text)
    .replace(/-/g, ' ')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Shows a money input's value in the Turkish format (admin spec §9: tr-TR, 2 decimals): comma
 * decimal, dot thousands, e.g. '1249.90' → '1.249,90'. For antd InputNumber's `formatter`: while
 * the user types (`info.userTyping`) the text stays as typed.
 */
export function formatMoneyInput(value: string | number | undefined, info?: { userTyping: boolean; input: string }): string {
  if (info?.userTyping) return info.input;
  if (value === undefined || value === null || value === '') return '';
  // antd hands a formatter the raw number text: the 2 decimals are put here.
  const fixed = Number.isFinite(Number(value)) ? Number(value).toFixed(2) : String(value);
  const [whole = '', decimals] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals === undefined ? `${sign}${grouped}` : `${sign}${grouped},${decimals}`;
}

/**
 * Reads a money input's text back as a plain number text for antd InputNumber's `parser`:
 * '1.249,90' → '1249.90', '-5' → '-5'. Without a comma, a dot before one or two final digits is
 * taken as the decimal point ('1249.90', as pasted from elsewhere); other dots group thousands.
 */
export function parseMoneyInput(text: string | undefined): string {
  const plain = (text ?? '').replace(/\s|TL|₺/g, '');
  if (plain.includes(',')) return plain.replace(/\./g, '').replace(',', '.');
  if (/^-?\d+\.\d{1,2}$/.test(plain)) return plain;
  return plain.replace(/\./g, '');
}

/**
 * The props every money input of the admin screens takes (antd InputNumber or ProFormDigit's
 * `fieldProps`): Turkish format, 2 decimals, step 0.01. No lower clamp: a negative amount reaches
 * the form's rule, which names it (admin spec §5); ProFormDigit clamps at 0 unless given a `min`,
 * hence the lowest safe number.
 */
export const MONEY_INPUT_PROPS = { formatter: formatMoneyInput, parser: moneyInputValue, precision: 2, step: 0.01, min: Number.MIN_SAFE_INTEGER } as const;

/** {@link parseMoneyInput} as the number antd's parser returns; NaN (an empty input) for no number. */
export function moneyInputValue(text: string | undefined): number {
  const plain = parseMoneyInput(text);
  return plain === '' || plain === '-' ? Number.NaN : Number(plain);
}
