import { dayjs, formatMoney, formatMoneyInput, moneyInputValue, parseMoneyInput, formatPriceRange, formatDate, galleryMenuTitle, parseTypedDate, productCode, slugify, toCardHolderName, turkishUpper, truncate } from '@skiclub/shared/format';

describe('formatMoney (member spec §9)', () => {
  it('uses Turkish digits, exactly 2 decimals and TL', () => {
    expect(formatMoney(1234.5).replace(/\u00a0/g, ' ')).toBe('1.234,50 TL');
    expect(formatMoney(0)).toBe('0,00 TL');
    expect(formatMoney(19.999)).toBe('20,00 TL');
  });
  it('groups thousands with dots and always shows 2 decimals', () => {
    expect(formatMoney(1234567.891)).toBe('1.234.567,89 TL');
    expect(formatMoney(5)).toBe('5,00 TL');
    expect(formatMoney(0.1 + 0.2)).toBe('0,30 TL');
    expect(formatMoney(999.995)).toBe('1.000,00 TL');
  });
  it('uses the currency suffixes TL, € and $', () => {
    expect(formatMoney(1500, 'TL')).toBe('1.500,00 TL');
    expect(formatMoney(1500, 'TRY')).toBe('1.500,00 TL');
    expect(formatMoney(250.5, 'EURO')).toBe('250,50 €');
    expect(formatMoney(250.5, 'EUR')).toBe('250,50 €');
    expect(formatMoney(99, 'USD')).toBe('99,00 $');
    expect(formatMoney(99, 'usd')).toBe('99,00 $');
    expect(formatMoney(10, 'GBP')).toBe('10,00 GBP');
  });
  it('shows negative amounts with a minus sign', () => {
    expect(formatMoney(-1234.5)).toBe('-1.234,50 TL');
    expect(formatMoney(-0.01, 'EURO')).toBe('-0,01 €');
  });
  it('never shows minus zero', () => {
    expect(formatMoney(-0)).toBe('0,00 TL');
    expect(formatMoney(-0.001)).toBe('0,00 TL');
    expect(formatMoney(-0.004, 'USD')).toBe('0,00 $');
  });
  it('shows 0,00 for NaN and infinite amounts', () => {
    expect(formatMoney(NaN)).toBe('0,00 TL');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EURO')).toBe('0,00 €');
    expect(formatMoney(Number('abc'))).toBe('0,00 TL');
  });
  it('shows a range only when min and max differ', () => {
    expect(formatPriceRange(100, 100)).toBe('100,00 TL');
    expect(formatPriceRange(100, 250.5)).toBe('100,00 TL - 250,50 TL');
  });
});

describe('money inputs (admin spec §9: tr-TR, 2 decimals)', () => {
  it('shows comma decimals and dot thousands; leaves what is being typed alone', () => {
    expect(formatMoneyInput('1249.9')).toBe('1.249,90');
    expect(formatMoneyInput(1234567.5)).toBe('1.234.567,50');
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput('-5')).toBe('-5,00');
    expect(formatMoneyInput(undefined)).toBe('');
    expect(formatMoneyInput('1249', { userTyping: true, input: '1.24' })).toBe('1.24');
  });

  it('reads Turkish text back, and a pasted dot-decimal amount too', () => {
    expect(parseMoneyInput('1.249,90')).toBe('1249.90');
    expect(parseMoneyInput('1.234.567,5')).toBe('1234567.5');
    expect(parseMoneyInput('1249.90')).toBe('1249.90');
    expect(parseMoneyInput('1.249')).toBe('1249');
    expect(parseMoneyInput('-5')).toBe('-5');
    expect(parseMoneyInput(' 250 TL')).toBe('250');
    expect(parseMoneyInput('')).toBe('');
    expect(moneyInputValue('1.249,90')).toBe(1249.9);
    expect(moneyInputValue('')).toBeNaN();
  });
});

describe('formatDate', () => {
  it('gives dd.mm.yyyy', () => {
    expect(formatDate('2027-01-05')).toBe('05.01.2027');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('formats Date objects and ISO date-times', () => {
    expect(formatDate(new Date(2027, 11, 31))).toBe('31.12.2027');
    expect(formatDate(new Date(2026, 2, 9, 23, 59))).toBe('09.03.2026');
    expect(formatDate('2027-02-28T12:00:00Z')).toBe('28.02.2027');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date('x'))).toBe('');
  });
  it('dayjs speaks Turkish', () => {
    expect(dayjs('2027-03-01').format('D MMMM YYYY dddd')).toBe('1 Mart 2027 Pazartesi');
  });
});

describe('parseTypedDate (member spec §1, §5)', () => {
  it('reads dd.mm.yyyy, d.m.yyyy and ddmmyyyy as yyyy-mm-dd', () => {
    expect(parseTypedDate('15.06.2018')).toBe('2018-06-15');
    expect(parseTypedDate(' 5.6.2018 ')).toBe('2018-06-05');
    expect(parseTypedDate('15062018')).toBe('2018-06-15');
    expect(parseTypedDate('29.02.2020')).toBe('2020-02-29');
  });
  it.each(['31.02.2018', '29.02.2019', '2018-06-15', '15/06/2018', '15.13.2018', '15.06.18', 'abc', ''])('%s is not a date', (text) => {
    expect(parseTypedDate(text)).toBeNull();
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
    expect(turkishUpper('Eldiven ve Aksesuar')).toBe('ELDİVEN VE AKSESUAR');
    expect(turkishUpper('Yetişkinler')).toBe('YETİŞKİNLER');
  });
  it('slugify transliterates Turkish letters', () => {
    expect(slugify('Çocuk Kayak Gözlüğü – Işıklı')).toBe('cocuk-kayak-gozlugu-isikli');
  });
  it('truncate cuts at 100 characters', () => {
    expect(truncate('a'.repeat(150))).toHaveLength(101);
    expect(truncate('kısa')).toBe('kısa');
  });
});

describe('toCardHolderName (member spec §5)', () => {
  it('upper-case ASCII letters only, Turkish letters transliterated', () => {
    expect(toCardHolderName('Çağrı Öztürk')).toBe('CAGRI OZTURK');
    expect(toCardHolderName('  şule   IŞIK  ')).toBe('SULE ISIK');
    expect(toCardHolderName('İlkay Güneş-Ünal')).toBe('ILKAY GUNES UNAL');
    expect(toCardHolderName("Ayşe O'Neil")).toBe('AYSE O NEIL');
    expect(toCardHolderName('Ali 2 Veli')).toBe('ALI VELI');
    expect(toCardHolderName('')).toBe('');
  });
});
