import { formatMoney, formatPriceRange, formatDate, galleryMenuTitle, productCode, slugify, turkishUpper, truncate } from '@skiclub/shared/format';

describe('formatMoney (member spec §9)', () => {
  it('uses Turkish digits, exactly 2 decimals and TL', () => {
    expect(formatMoney(1234.5).replace(/\u00a0/g, ' ')).toBe('1.234,50 TL');
    expect(formatMoney(0)).toBe('0,00 TL');
    expect(formatMoney(19.999)).toBe('20,00 TL');
  });
  it('shows a range only when min and max differ', () => {
    expect(formatPriceRange(100, 100)).toBe('100,00 TL');
    expect(formatPriceRange(100, 250.5)).toBe('100,00 TL - 250,50 TL');
  });
});

describe('formatDate', () => {
  it('gives dd.mm.yyyy', () => {
    expect(formatDate('2027-01-05')).toBe('05.01.2027');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('galleryMenuTitle (member spec §2)', () => {
  it('builds DD-DD MONTH YEAR plus camp name with Turkish upper case', () => {
    expect(
      galleryMenuTitle({ galeriAdi: 'x', kampAdi: 'Palandöken Kampı', kampBaslangicTarihi: '2027-01-10', kampBitisTarihi: '2027-01-15' }),
    ).toBe('10-15 OCAK 2027 Palandöken Kampı');
    expect(galleryMenuTitle({ galeriAdi: 'x', kampAdi: 'K', kampBaslangicTarihi: '2027-02-01', kampBitisTarihi: '2027-02-07' })).toBe('01-07 ŞUBAT 2027 K');
  });
  it('falls back to galeriAdi without a camp', () => {
    expect(galleryMenuTitle({ galeriAdi: 'Kulüp Etkinlikleri', kampAdi: null })).toBe('Kulüp Etkinlikleri');
  });
});

describe('small helpers', () => {
  it('productCode is the first 8 characters upper case', () => {
    expect(productCode('3f2a9c1d-aaaa-bbbb')).toBe('3F2A9C1D');
  });
  it('turkishUpper maps i to İ', () => {
    expect(turkishUpper('kış ilkbahar')).toBe('KIŞ İLKBAHAR');
  });
  it('slugify transliterates Turkish letters', () => {
    expect(slugify('Çocuk Kayak Gözlüğü – Işıklı')).toBe('cocuk-kayak-gozlugu-isikli');
  });
  it('truncate cuts at 100 characters', () => {
    expect(truncate('a'.repeat(150))).toHaveLength(101);
    expect(truncate('kısa')).toBe('kısa');
  });
});
