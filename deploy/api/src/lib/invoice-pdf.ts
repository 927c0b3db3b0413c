/**
 * Invoice PDF of a shop order (admin spec §7 GET /api/siparis/{id}/fatura):
 * made on the server with pdfkit and the DejaVu Sans TrueType font (package dejavu-fonts-ttf),
 * embedded as a subset so ğ ş ı İ ö ü ç render and can be copied out of the PDF. A4, club
 * details, invoice number and date, customer, billing and delivery address, the lines and the
 * VAT-inclusive totals in TL. Every amount is computed in integer kuruş and printed with the
 * shared tr-TR money formatter.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatMoney } from '@skiclub/shared/format';
import type { OrderAddress } from '@skiclub/shared/schemas';
import { fromKurus, toKurus } from './money';

const requireHere = createRequire(import.meta.url);
/** Regular and bold DejaVu Sans (TTF files of the dejavu-fonts-ttf package). */
const FONT_REGULAR = requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = requireHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * The club as the invoice names it: the name used by the site's mails and the contact details of
 * the site footer (shell Footer CONTACT: phone and e-mail).
 */
export const INVOICE_CLUB = {
  name: 'Kayak Kulübü',
  phone: '+90 442 555 20 20',
  email: 'bilgi@kayakkulubu.org.tr',
} as const;

/** VAT rate included in shop prices (percent). */
export const INVOICE_VAT_PERCENT = 20;

/** Invoice number of an order: 'FTR-' + the order number, e.g. 'FTR-SP-20261124-7K3QX9'. */
export function invoiceNumber(siparisNo: string): string {
  return `FTR-${siparisNo}`;
}

/**
 * Splits a VAT-inclusive total into base and VAT, in integer kuruş: matrah = round(total × 100 /
 * (100 + rate)) (half up), KDV = total − matrah, so the two always add up to the total exactly.
 * @param totalKurus the VAT-inclusive total (kuruş, integer ≥ 0)
 * @param ratePercent integer VAT rate (default 20)
 */
export function vatBreakdown(totalKurus: number, ratePercent: number = INVOICE_VAT_PERCENT): { matrahKurus: number; kdvKurus: number; toplamKurus: number } {
  const divisor = 100 + ratePercent;
  const matrahKurus = Math.floor((totalKurus * 100 * 2 + divisor) / (2 * divisor));
  return { matrahKurus, kdvKurus: totalKurus - matrahKurus, toplamKurus: totalKurus };
}

/** One line of the invoice (prices in TL with at most 2 decimals, as stored). */
export interface InvoiceLine {
  urunAdi: string;
  varyantAdi: string | null;
  miktar: number;
  birimFiyat: number;
  toplamFiyat: number;
}

/** Everything the invoice prints. */
export interface InvoiceData {
  siparisNo: string;
  /** Order creation instant. */
  siparisTarihi: Date;
  /** Invoice date (the day it is issued). */
  faturaTarihi: Date;
  musteri: { adSoyad: string; email: string; telefon: string };
  faturaAdresi: OrderAddress | null;
  teslimatAdresi: OrderAddress | null;
  lines: InvoiceLine[];
  /** The order's VAT-inclusive total in TL (the sum of its lines). */
  toplamTutar: number;
  odemeDurumu: boolean;
}

const dayFormat = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd.mm.yyyy of an instant on the Turkish calendar. */
export function invoiceDate(at: Date): string {
  return dayFormat.format(at);
}

/** The address as printable lines (name, street, postal code and city / country, phone, e-mail). */
function addressLines(a: OrderAddress | null): string[] {
  if (!a) return ['-'];
  const place = [[a.postaKodu, a.sehir].filter(Boolean).join(' '), a.ulke].filter(Boolean).join(' / ');
  return [a.adSoyad, a.adres, place, a.telefon ? `Tel: ${a.telefon}` : '', a.email ? `E-posta: ${a.email}` : ''].filter(Boolean);
}

const PAGE_MARGIN = 50;
/** Table columns: x and width in points on A4 (595 pt wide). */
const COLUMNS = [
  { key: 'urun', title: 'Ürün', x: 50, width: 170, align: 'left' },
  { key: 'varyant', title: 'Varyant', x: 222, width: 100, align: 'left' },
  { key: 'adet', title: 'Adet', x: 324, width: 40, align: 'right' },
  { key: 'birim', title: 'Birim Fiyat', x: 366, width: 85, align: 'right' },
  { key: 'tutar', title: 'Tutar', x: 453, width: 92, align: 'right' },
] as const;

/**
 * Renders the invoice as a PDF.
 * @returns the PDF bytes (starts with '%PDF-')
 */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    font: FONT_REGULAR,
    info: { Title: `Fatura ${invoiceNumber(data.siparisNo)}`, Author: INVOICE_CLUB.name, CreationDate: data.faturaTarihi },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const right = doc.page.width - PAGE_MARGIN;
  const bottom = () => doc.page.height - PAGE_MARGIN;

  // Club and invoice header.
  doc.font('bold').fontSize(18).text(INVOICE_CLUB.name, PAGE_MARGIN, PAGE_MARGIN);
  doc.font('regular').fontSize(9).text(`Tel: ${INVOICE_CLUB.phone}`).text(`E-posta: ${INVOICE_CLUB.email}`);
  doc.font('bold').fontSize(16).text('FATURA', 330, PAGE_MARGIN, { width: right - 330, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .text(`Fatura No: ${invoiceNumber(data.siparisNo)}`, 330, doc.y, { width: right - 330, align: 'right' })
    .text(`Fatura Tarihi: ${invoiceDate(data.faturaTarihi)}`, { width: right - 330, align: 'right' })
    .text(`Sipariş No: ${data.siparisNo}`, { width: right - 330, align: 'right' })
    .text(`Sipariş Tarihi: ${invoiceDate(data.siparisTarihi)}`, { width: right - 330, align: 'right' })
    .text(`Ödeme Durumu: ${data.odemeDurumu ? 'Ödendi' : 'Beklemede'}`, { width: right - 330, align: 'right' });

  // Customer, billing and delivery address in three columns.
  const blockTop = 150;
  const blocks: [string, string[]][] = [
    ['Müşteri', [data.musteri.adSoyad, data.musteri.email, data.musteri.telefon ? `Tel: ${data.musteri.telefon}` : ''].filter(Boolean)],
    ['Fatura Adresi', addressLines(data.faturaAdresi)],
    ['Teslimat Adresi', addressLines(data.teslimatAdresi)],
  ];
  let blockBottom = blockTop;
  blocks.forEach(([title, lines], i) => {
    const x = PAGE_MARGIN + i * 167;
    doc.font('bold').fontSize(10).text(title, x, blockTop, { width: 160 });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(line, { width: 160 });
    blockBottom = Math.max(blockBottom, doc.y);
  });

  // Lines table.
  let y = blockBottom + 24;
  const header = () => {
    doc.font('bold').fontSize(9);
    for (const c of COLUMNS) doc.text(c.title, c.x, y, { width: c.width, align: c.align });
    y += 14;
    doc.moveTo(PAGE_MARGIN, y).lineTo(right, y).lineWidth(0.5).stroke();
    y += 6;
    doc.font('regular').fontSize(9);
  };
  header();
  for (const line of data.lines) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      urun: line.urunAdi,
      varyant: line.varyantAdi ?? '-',
      adet: String(line.miktar),
      birim: formatMoney(fromKurus(toKurus(line.birimFiyat))),
      tutar: formatMoney(fromKurus(toKurus(line.toplamFiyat))),
    };
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width })));
    if (y + height > bottom() - 80) {
      doc.addPage();
      y = PAGE_MARGIN;
      header();
    }
    for (const c of COLUMNS) doc.text(cells[c.key], c.x, y, { width: c.width, align: c.align });
    y += height + 6;
  }
  doc.moveTo(PAGE_MARGIN, y).lineTo(right, y).lineWidth(0.5).stroke();
  y += 10;

  // VAT-inclusive totals, in kuruş.
  const { matrahKurus, kdvKurus, toplamKurus } = vatBreakdown(toKurus(data.toplamTutar));
  const totals: [string, number, boolean][] = [
    ['Matrah (KDV hariç)', matrahKurus, false],
    [`KDV (%${INVOICE_VAT_PERCENT})`, kdvKurus, false],
    ['Genel Toplam (KDV dahil)', toplamKurus, true],
  ];
  if (y + totals.length * 16 + 40 > bottom()) {
    doc.addPage();
    y = PAGE_MARGIN;
  }
  for (const [label, kurus, strong] of totals) {
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9);
    doc.text(label, 240, y, { width: 210, align: 'right' });
    doc.text(formatMoney(fromKurus(kurus)), 453, y, { width: 92, align: 'right' });
    y += 16;
  }
  doc
    .font('regular')
    .fontSize(8)
    .text(`Fiyatlara %${INVOICE_VAT_PERCENT} KDV dahildir. Tutarlar Türk lirası (TL) cinsindendir.`, PAGE_MARGIN, y + 16, { width: right - PAGE_MARGIN });
  doc.text(`İade ve değişim koşulları için: ${INVOICE_CLUB.email}`, { width: right - PAGE_MARGIN });
  doc.text(`${INVOICE_CLUB.name} — bu belge sipariş ${data.siparisNo} için oluşturulmuştur.`, { width: right - PAGE_MARGIN });

  doc.end();
  return done;
}
