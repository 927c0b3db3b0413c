/**
 * The pure rules of the /kampa-kayit form (member spec §2, §3): what the chosen
 * accommodation option asks for, the payload sent, and the texts of an option card and the price
 * box. Birth dates are kept in the form as typed (dd.mm.yyyy) and sent as `yyyy-mm-dd`.
 */
import { formatMoney, parseTypedDate } from '@skiclub/shared/format';
import { MESSAGES } from '@skiclub/shared/schemas';
import type {
  AccommodationOption,
  CampAdult,
  CampChild06,
  CampChild611,
  CampRegistrationOption,
  CampRegistrationPayload,
  CampRegistrationRules,
  PriceQuote,
} from '@skiclub/shared/schemas';

/** The form's values: the payload's shape with every field possibly still empty. */
export interface RegistrationFormValues {
  kampId?: string;
  konaklamaSecenegiId?: string;
  yetiskinler?: Partial<CampAdult>[];
  cocuklar06?: Partial<CampChild06>[];
  cocuklar611?: Partial<CampChild611>[];
  aciklama?: string | null;
  ucusKodu?: string | null;
  ekipKodu?: string | null;
}

/** The participant lists of the payload, with their form names. */
export const PARTICIPANT_LISTS = ['yetiskinler', 'cocuklar06', 'cocuklar611'] as const;
export type ParticipantList = (typeof PARTICIPANT_LISTS)[number];

/** The camp with `kampId` among the registration options, if any. */
export function findCamp(options: readonly CampRegistrationOption[] | undefined, kampId: string | undefined): CampRegistrationOption | undefined {
  return kampId ? options?.find((c) => c.kampId === kampId) : undefined;
}

/** The accommodation option with `id` of `camp`, if any. */
export function findOption(camp: CampRegistrationOption | undefined, id: string | undefined): AccommodationOption | undefined {
  return id ? camp?.konaklamaSecenekleri.find((o) => o.id === id) : undefined;
}

/** What the shared payload schema needs of the chosen camp and option. */
export function rulesOf(camp: CampRegistrationOption, option: AccommodationOption): CampRegistrationRules {
  return { baslangicTarihi: camp.baslangicTarihi, yetiskinSayisi: option.yetiskinSayisi, cocuk06Sayisi: option.cocuk06Sayisi, cocuk611Sayisi: option.cocuk611Sayisi };
}

/** Number of participant sections of each list for `option` (0 for each without one). */
export function listCounts(option: AccommodationOption | undefined): Record<ParticipantList, number> {
  return { yetiskinler: option?.yetiskinSayisi ?? 0, cocuklar06: option?.cocuk06Sayisi ?? 0, cocuklar611: option?.cocuk611Sayisi ?? 0 };
}

/** `list` cut or padded with empty rows to `n` rows: typed rows are kept when the option changes. */
export function fitRows<T extends object>(list: readonly T[] | undefined, n: number): Partial<T>[] {
  return Array.from({ length: n }, (_v, i) => ({ ...(list?.[i] ?? {}) }));
}

/** The payload value of a typed birth date: `yyyy-mm-dd` for a real dd.mm.yyyy date, else the form value unchanged. */
export function birthDateValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return parseTypedDate(value) ?? value.trim();
}

/**
 * 'Geçerli bir tarih giriniz.' (member spec §5) for typed text that is not a real dd.mm.yyyy
 * date ('31.02.2018', '2018-06-15', '15/06/2018'); undefined for a valid date or an empty field
 * (which the schema calls required).
 */
export function birthDateError(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return parseTypedDate(value) ? undefined : MESSAGES.date;
}

const withIsoBirthDate = <T extends { dogumTarihi?: string }>(row: Partial<T>): Partial<T> =>
  row.dogumTarihi === undefined ? row : { ...row, dogumTarihi: birthDateValue(row.dogumTarihi) as string };

/**
 * The POST /api/kampakayit body from the form: exactly the option's number of
 * rows in each list; the server recomputes the price and checks everything again.
 */
export function toPayload(values: RegistrationFormValues, option: AccommodationOption | undefined): CampRegistrationPayload {
  const counts = listCounts(option);
  return {
    kampId: values.kampId ?? '',
    konaklamaSecenegiId: values.konaklamaSecenegiId ?? '',
    yetiskinler: fitRows(values.yetiskinler, counts.yetiskinler) as CampAdult[],
    cocuklar06: fitRows(values.cocuklar06, counts.cocuklar06).map(withIsoBirthDate) as CampChild06[],
    cocuklar611: fitRows(values.cocuklar611, counts.cocuklar611).map(withIsoBirthDate) as CampChild611[],
    aciklama: values.aciklama ?? null,
    ucusKodu: values.ucusKodu ?? null,
    ekipKodu: values.ekipKodu ?? null,
  };
}

/** Room make-up of an option: '2 yetişkin + 1 çocuk (0-6) + 1 çocuk (6-11)' (zero groups left out). */
export function roomMakeup(option: Pick<AccommodationOption, 'yetiskinSayisi' | 'cocuk06Sayisi' | 'cocuk611Sayisi'>): string {
  return [
    option.yetiskinSayisi > 0 ? `${option.yetiskinSayisi} yetişkin` : '',
    option.cocuk06Sayisi > 0 ? `${option.cocuk06Sayisi} çocuk (0-6)` : '',
    option.cocuk611Sayisi > 0 ? `${option.cocuk611Sayisi} çocuk (6-11)` : '',
  ]
    .filter(Boolean)
    .join(' + ');
}

/** An option with no room left: shown, but cannot be chosen. */
export function isFull(option: Pick<AccommodationOption, 'kalanOdaSayisi'>): boolean {
  return option.kalanOdaSayisi <= 0;
}

/** Text of the rooms left: 'Dolu', 'Son 1 oda' or '{n} oda kaldı'. */
export function roomsLeftText(option: Pick<AccommodationOption, 'kalanOdaSayisi'>): string {
  if (isFull(option)) return 'Dolu';
  return option.kalanOdaSayisi === 1 ? 'Son 1 oda' : `${option.kalanOdaSayisi} oda kaldı`;
}

/** Amounts in TL, € and $ to show (member spec §9): the non-zero ones, in that order; '0,00 TL' when all are zero. */
export function amountTexts(tl: number, euro: number, usd: number): string[] {
  const lines = (
    [
      [tl, 'TL'],
      [euro, 'EURO'],
      [usd, 'USD'],
    ] as const
  )
    .filter(([amount]) => Number.isFinite(amount) && amount !== 0)
    .map(([amount, currency]) => formatMoney(amount, currency));
  return lines.length ? lines : [formatMoney(0, 'TL')];
}

/** Price of an option card in every currency it has. */
export function optionPriceTexts(option: Pick<AccommodationOption, 'tlFiyati' | 'euroFiyati' | 'usdFiyati'>): string[] {
  return amountTexts(option.tlFiyati, option.euroFiyati, option.usdFiyati);
}

/** What the price box shows of a quote. */
export interface QuoteView {
  list: string[];
  /** 'İndirim (%10)' and '-1.250,00 TL' when a discount applies. */
  discount: { label: string; amount: string } | null;
  toPay: string[];
  /** The code's state: applied ('success'), refused with its reason ('warning'), or none. */
  code: { tone: 'success' | 'warning'; text: string } | null;
}

/** The price box's lines for a quote (server figures, formatted only). */
export function quoteView(q: PriceQuote): QuoteView {
  const discounted = q.indirimOrani > 0;
  return {
    list: amountTexts(q.listeFiyatiTL, q.listeFiyatiEuro, q.listeFiyatiUsd),
    discount: discounted ? { label: `İndirim (%${q.indirimOrani})`, amount: `-${formatMoney(q.indirimTutariTL, 'TL')}` } : null,
    toPay: amountTexts(q.odenecekTL, q.odenecekEuro, q.odenecekUsd),
    code: q.ekipKoduDurumu === 'yok' || !q.ekipKoduMesaji ? null : { tone: q.ekipKoduDurumu === 'gecerli' ? 'success' : 'warning', text: q.ekipKoduMesaji },
  };
}
