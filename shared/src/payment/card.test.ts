import { CARD_MESSAGES, formatPan, keepDigits, normalizeCvv, normalizePan, normalizePhone, isValidCvv, isValidExpiry, isValidPan, luhnValid, normalizeExpiry, paymentCardSchema, toBankHolderName } from '@skiclub/shared/payment';
import { fieldErrors } from '@skiclub/shared/schemas';

// The simulator's test cards (deploy/bank-sim/test-cards.json), all Luhn-valid.
const APPROVED = '4155650100416111';
const DECLINED = '5400619360964581';
const THREE_D_FAIL = '4022774022774026';

describe('card number (member spec §5: 13-19 digits, Luhn)', () => {
  it('accepts Luhn-valid numbers of 13 to 19 digits', () => {
    for (const pan of [APPROVED, DECLINED, THREE_D_FAIL, '4222222222222', '6011000990139424', '4111111111111111110']) {
      expect(luhnValid(pan)).toBe(true);
      expect(isValidPan(pan)).toBe(true);
    }
    expect(isValidPan('4155 6501 0041 6111')).toBe(true);
  });

  it('refuses a wrong check digit, too few or too many digits and non-digits', () => {
    expect(luhnValid('4155650100416112')).toBe(false);
    expect(isValidPan('4155650100416112')).toBe(false);
    expect(luhnValid('424242424242')).toBe(true);
    expect(isValidPan('424242424242')).toBe(false); // 12 digits
    expect(luhnValid('04111111111111111110')).toBe(true);
    expect(isValidPan('04111111111111111110')).toBe(false); // 20 digits
    expect(luhnValid('4155a50100416111')).toBe(false);
    expect(isValidPan('')).toBe(false);
  });

  it('is shown in groups of 4, digits only, at most 19', () => {
    expect(formatPan('4155650100416111')).toBe('4155 6501 0041 6111');
    expect(formatPan('41556')).toBe('4155 6');
    expect(formatPan('4155-6501 x')).toBe('4155 6501');
    expect(formatPan('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });
});

describe('expiry MMYY (member spec §5: month 1-12, year 2000+YY, not past)', () => {
  const now = new Date(2026, 4, 31, 23, 59); // 31 May 2026

  it('accepts this month and later, refuses last month', () => {
    expect(isValidExpiry('0526', now)).toBe(true);
    expect(isValidExpiry('0626', now)).toBe(true);
    expect(isValidExpiry('1230', now)).toBe(true);
    expect(isValidExpiry('0426', now)).toBe(false);
    expect(isValidExpiry('1225', now)).toBe(false);
  });

  it('crosses the year boundary', () => {
    const january = new Date(2027, 0, 1, 0, 0);
    expect(isValidExpiry('1226', january)).toBe(false);
    expect(isValidExpiry('0127', january)).toBe(true);
  });

  it('refuses month 00 and 13 and anything but 4 digits', () => {
    expect(isValidExpiry('0030', now)).toBe(false);
    expect(isValidExpiry('1330', now)).toBe(false);
    expect(isValidExpiry('130', now)).toBe(false);
    expect(isValidExpiry('12/30', now)).toBe(false);
  });

  it('keeps what is typed or autofilled as MMYY', () => {
    expect(normalizeExpiry('12/30')).toBe('1230');
    expect(normalizeExpiry('12 / 2030')).toBe('1230');
    expect(normalizeExpiry('1/30')).toBe('0130');
    expect(normalizeExpiry('12a3')).toBe('123');
    expect(normalizeExpiry('123045')).toBe('1230');
  });
});

describe('digit field normalisers: clean first, then cut', () => {
  it('keep every digit of a pasted value with spaces or letters, then at most the limit', () => {
    expect(normalizePhone('0532 123 45 67')).toBe('05321234567');
    expect(normalizePhone('0532 123 45 67 8')).toBe('05321234567');
    expect(normalizePhone(undefined)).toBe('');
    expect(normalizeCvv('a1b2c3d4')).toBe('1234');
    expect(normalizeCvv('12345')).toBe('1234');
    expect(normalizePan('4155-6501 0041 6111 2222 33')).toBe('4155650100416111222');
    expect(keepDigits(12345, 3)).toBe('123');
  });
});

describe('CVV (member spec §5: 3 or 4 digits)', () => {
  it('accepts 3 or 4 digits only', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});

describe('toBankHolderName (member spec §5: upper-case ASCII, Turkish letters transliterated)', () => {
  it('maps ç ğ ı İ ö ş ü to C G I I O S U', () => {
    expect(toBankHolderName('çğıİöşü ÇĞIÖŞÜ')).toBe('CGIIOSU CGIOSU');
    expect(toBankHolderName('Ayşe Gül Işık')).toBe('AYSE GUL ISIK');
    expect(toBankHolderName('  İsmail   Çağrı Öztürk ')).toBe('ISMAIL CAGRI OZTURK');
  });
});

describe('paymentCardSchema (the card form of /kamplarim and /odeme)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a good card, the number as digits only', () => {
    const card = paymentCardSchema.parse({ CardHolderName: 'Ayşe Yılmaz', Pan: '4155 6501 0041 6111', Expiry: '0526', Cvv2: '123' });
    expect(card).toEqual({ CardHolderName: 'Ayşe Yılmaz', Pan: APPROVED, Expiry: '0526', Cvv2: '123' });
  });

  it("gives the spec's message for each bad field", () => {
    const r = paymentCardSchema.safeParse({ CardHolderName: ' ', Pan: '4155650100416112', Expiry: '0426', Cvv2: '12' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrors(r.error)).toEqual({
      CardHolderName: CARD_MESSAGES.holder,
      Pan: 'Lütfen geçerli bir kart numarası girin.',
      Expiry: 'Lütfen MMYY formatında giriniz (ör. 0150).',
      Cvv2: 'CVV 3 veya 4 hane olmalıdır.',
    });
    expect(CARD_MESSAGES.holder).toBe('Lütfen kart üzerindeki ismi girin.');
  });

  it('refuses a holder name with no letter the bank can take', () => {
    const r = paymentCardSchema.safeParse({ CardHolderName: '1234', Pan: APPROVED, Expiry: '1230', Cvv2: '123' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ CardHolderName: CARD_MESSAGES.holder });
  });
});
