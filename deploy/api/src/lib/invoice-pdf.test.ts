/**
 * Invoice PDF (admin spec §7 GET /api/siparis/{id}/fatura): VAT split in kuruş, and a rendered
 * PDF that parses and carries the Turkish letters, the numbers and the totals as text.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { invoiceDate, invoiceNumber, renderInvoicePdf, vatBreakdown, type InvoiceData } from './invoice-pdf';

/** All text of a PDF, pages joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

const sample: InvoiceData = {
  siparisNo: 'SP-20261124-7K3QX9',
  siparisTarihi: new Date('2026-11-23T22:30:00Z'),
  faturaTarihi: new Date('2026-11-24T09:00:00Z'),
  musteri: { adSoyad: 'Ayşe Yılmaz', email: 'ayse@example.com', telefon: '05321234567' },
  faturaAdresi: { ad: 'Ayşe', soyad: 'Yılmaz', adSoyad: 'Ayşe Yılmaz', adres: 'Çiçek Sokağı No: 5 Öğretmenler Mah.', sehir: 'İstanbul', postaKodu: '34000', telefon: '05321234567', ulke: 'Türkiye', email: 'ayse@example.com' },
  teslimatAdresi: { ad: 'Ayşe', soyad: 'Yılmaz', adSoyad: 'Ayşe Yılmaz', adres: 'Çiçek Sokağı No: 5', sehir: 'Erzurum', postaKodu: '', telefon: '05321234567', ulke: 'Türkiye' },
  lines: [
    { urunAdi: 'Kayak Gözlüğü', varyantAdi: 'Siyah / M', miktar: 2, birimFiyat: 1250.5, toplamFiyat: 2501 },
    { urunAdi: 'Şapka', varyantAdi: null, miktar: 1, birimFiyat: 99.99, toplamFiyat: 99.99 },
  ],
  toplamTutar: 2600.99,
  odemeDurumu: true,
};

describe('vatBreakdown', () => {
  it('splits a VAT-inclusive total at 20 % so base + VAT is the total exactly', () => {
    expect(vatBreakdown(12000)).toEqual({ matrahKurus: 10000, kdvKurus: 2000, toplamKurus: 12000 });
    // 2600,99 TL / 1,2 = 2167,491666… → 2167,49; KDV 433,50
    expect(vatBreakdown(260099)).toEqual({ matrahKurus: 216749, kdvKurus: 43350, toplamKurus: 260099 });
    // half up: 3 kuruş / 1,2 = 2,5 → 3
    expect(vatBreakdown(3)).toEqual({ matrahKurus: 3, kdvKurus: 0, toplamKurus: 3 });
    expect(vatBreakdown(0)).toEqual({ matrahKurus: 0, kdvKurus: 0, toplamKurus: 0 });
  });
});

describe('renderInvoicePdf', () => {
  it('renders a PDF whose text holds the club, numbers, Turkish letters, lines and totals', async () => {
    const pdf = await renderInvoicePdf(sample);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Kayak Kulübü',
      'FATURA',
      'FTR-SP-20261124-7K3QX9',
      'Fatura Tarihi: 24.11.2026',
      // 22:30 UTC is 01:30 on the 24th in Turkey
      'Sipariş Tarihi: 24.11.2026',
      'Ayşe Yılmaz',
      'Çiçek Sokağı No: 5',
      'Öğretmenler',
      '34000 İstanbul / Türkiye',
      'Kayak Gözlüğü',
      'Siyah / M',
      '1.250,50 TL',
      '2.501,00 TL',
      'Şapka',
      'Matrah (KDV hariç)',
      '2.167,49 TL',
      'KDV (%20)',
      '433,50 TL',
      'Genel Toplam (KDV dahil)',
      '2.600,99 TL',
      'Ödeme Durumu: Ödendi',
    ]) {
      expect(text).toContain(expected);
    }
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'ö', 'ü', 'ç']) expect(text).toContain(letter);
  });

  it('continues the table on a new page for a long order', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ urunAdi: `Ürün ${i + 1}`, varyantAdi: null, miktar: 1, birimFiyat: 10, toplamFiyat: 10 }));
    const pdf = await renderInvoicePdf({ ...sample, lines, toplamTutar: 600 });
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBeGreaterThan(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Ürün 60');
    expect(text).toContain('600,00 TL');
  });

  it('names the invoice after the order and prints Turkish calendar days', () => {
    expect(invoiceNumber('SP-1')).toBe('FTR-SP-1');
    expect(invoiceDate(new Date('2026-12-31T21:00:00Z'))).toBe('01.01.2027');
  });
});
