/**
 * 'Excel'e Aktar' of the camp registrations screen: the list as the table shows it (filtered and
 * sorted, every page) into an .xlsx file 'kamp-kayitlari-YYYY-MM-DD.xlsx' (day in Turkey) with
 * Turkish headers, money as numbers with 2 decimals and dates as dates (dd.mm.yyyy). The writer,
 * write-excel-file, is imported only when the button is used, so the page's first load stays small.
 */
import type { Cell, SheetData } from 'write-excel-file/browser';
import type { AdminRegistration } from '@skiclub/shared/schemas/admin';
import { adultLines, child06Lines, child611Lines } from './people';

/** Excel number format of money cells: thousands and exactly 2 decimals. */
export const MONEY_FORMAT = '#,##0.00';
/** Excel date format of date cells (admin spec §9: dd.mm.yyyy). */
export const DATE_FORMAT = 'dd.mm.yyyy';

/** Calendar day (yyyy-mm-dd) of an instant in Turkey. */
function turkeyDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A calendar day as a Date at 00:00 UTC (how the writer stores a day exactly), or null. */
function dayAsDate(day: string | null | undefined): Date | null {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** An instant (ISO 8601) as its day in Turkey, as a date cell value. */
function instantAsDay(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : dayAsDate(turkeyDay(at));
}

const text = (value: string | null | undefined): Cell => ({ value: value ?? '', type: String });
const lines = (values: string[]): Cell => ({ value: values.join('\n'), type: String, wrap: true });
const money = (value: number): Cell => ({ value: Math.round(value * 100) / 100, type: Number, format: MONEY_FORMAT });
const date = (value: Date | null): Cell => (value ? { value, type: Date, format: DATE_FORMAT } : null);

/** The columns of the file: Turkish header, width (characters) and the cell of a row. */
export const EXPORT_COLUMNS: { header: string; width: number; cell: (row: AdminRegistration, index: number) => Cell }[] = [
  { header: '#', width: 5, cell: (_row, index) => ({ value: index + 1, type: Number }) },
  { header: 'Kamp', width: 30, cell: (r) => text(r.kampAdi) },
  { header: 'Konaklama Tipi', width: 22, cell: (r) => text(r.konaklamaTipiAdi) },
  { header: 'Kullanıcı Ad Soyad', width: 22, cell: (r) => text(r.kullaniciAdSoyad) },
  { header: 'Kullanıcı ID', width: 38, cell: (r) => text(r.kullaniciId) },
  { header: 'Açıklama', width: 30, cell: (r) => text(r.aciklama) },
  { header: 'Uçuş Kodu', width: 12, cell: (r) => text(r.ucusKodu) },
  { header: 'Ekip Kodu', width: 14, cell: (r) => text(r.ekipKodu) },
  { header: 'Ödenecek TL', width: 14, cell: (r) => money(r.odenecekTL) },
  { header: 'Ödenecek EURO', width: 14, cell: (r) => money(r.odenecekEuro) },
  { header: 'Ödenecek USD', width: 14, cell: (r) => money(r.odenecekUsd) },
  { header: 'Durum', width: 8, cell: (r) => text(r.aktif ? 'Aktif' : 'Pasif') },
  { header: 'Yetişkinler', width: 45, cell: (r) => lines(adultLines(r)) },
  { header: 'Çocuklar (0-6)', width: 40, cell: (r) => lines(child06Lines(r)) },
  { header: 'Çocuklar (6-11)', width: 60, cell: (r) => lines(child611Lines(r)) },
  { header: 'Ödeme Durumu', width: 14, cell: (r) => text(r.odemeDurumu ? 'Ödendi' : 'Beklemede') },
  { header: 'Ödeme Tarihi', width: 12, cell: (r) => date(instantAsDay(r.odemeTarihi)) },
  { header: 'Kayıt Tarihi', width: 12, cell: (r) => date(instantAsDay(r.olusturmaTarihi)) },
];

/** The sheet: a bold header row, then one row per registration in the given order. */
export function registrationSheet(rows: readonly AdminRegistration[]): SheetData {
  const header: Cell[] = EXPORT_COLUMNS.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' }));
  return [header, ...rows.map((row, i) => EXPORT_COLUMNS.map((c) => c.cell(row, i)))];
}

/** 'kamp-kayitlari-YYYY-MM-DD.xlsx' for the day in Turkey. */
export function exportFileName(now: Date = new Date()): string {
  return `kamp-kayitlari-${turkeyDay(now)}.xlsx`;
}

/**
 * Writes `rows` to an .xlsx file and hands it to the browser as a download.
 * @throws whatever the writer throws (the screen shows 'Excel dosyası oluşturulamadı.')
 */
export async function exportRegistrations(rows: readonly AdminRegistration[], now: Date = new Date()): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  await writeXlsxFile(registrationSheet(rows), { sheet: 'Kamp Kayıtları', columns: EXPORT_COLUMNS.map((c) => ({ width: c.width })), stickyRowsCount: 1 }).toFile(exportFileName(now));
}
