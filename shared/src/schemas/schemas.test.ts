import { z } from 'zod';
import {
  CART_MESSAGES,
  MESSAGES,
  ageOn,
  ageRangeError,
  boundedName,
  cartAddSchema,
  cartSchema,
  cartUpdateSchema,
  emailField,
  fail,
  fieldErrors,
  isCartValid,
  isStrongPassword,
  isValidEmail,
  isValidPhone,
  loginFormSchema,
  loginPayloadSchema,
  ok,
  phoneDigits,
  phoneField,
  productQuerySchema,
  requiredText,
  sessionUserSchema,
  signUpFormSchema,
  signUpPayloadSchema,
  strongPassword,
  tcKimlikNoError,
  type CartItem,
} from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, countryPayloadSchema } from '@skiclub/shared/schemas/admin';

/** First message zod gives for a field (what a form shows). */
function firstError(schema: z.ZodType, value: unknown, field?: string): string | undefined {
  const r = schema.safeParse(value);
  if (r.success) return undefined;
  return fieldErrors(r.error)[field ?? '_form'];
}

describe('requiredText (member spec §5)', () => {
  const s = requiredText('Ad');
  it("gives '{field} alanı zorunludur.' for empty, blank and missing input", () => {
    expect(MESSAGES.required('Ad')).toBe('Ad alanı zorunludur.');
    expect(firstError(s, '')).toBe('Ad alanı zorunludur.');
    expect(firstError(s, '   ')).toBe('Ad alanı zorunludur.');
    expect(firstError(s, undefined)).toBe('Ad alanı zorunludur.');
    expect(firstError(s, null)).toBe('Ad alanı zorunludur.');
  });
  it('trims the value', () => {
    expect(s.parse('  Ali  ')).toBe('Ali');
  });
});

describe('e-mail (member spec §5)', () => {
  const s = emailField('E-posta');
  it.each(['ali@example.com', 'a.b+c@alt.example.com.tr', ' ali@example.com '])('accepts %s', (v) => {
    expect(s.safeParse(v).success).toBe(true);
  });
  it.each(['ali', 'ali@', 'ali@example', 'a li@example.com', '@example.com'])("rejects %s with 'Geçerli bir e-posta adresi giriniz.'", (v) => {
    expect(firstError(s, v)).toBe('Geçerli bir e-posta adresi giriniz.');
  });
  it('asks for the field first when empty', () => {
    expect(firstError(s, '')).toBe('E-posta alanı zorunludur.');
  });
  it('isValidEmail', () => {
    expect(isValidEmail('x@y.co')).toBe(true);
    expect(isValidEmail('x@y')).toBe(false);
  });
});

describe('phone (member spec §5: 10-11 digits, spaces ignored)', () => {
  const s = phoneField('GSM');
  const message = 'Geçerli bir telefon numarası giriniz (10-11 haneli).';
  it('accepts 10 and 11 digits and keeps them without spaces', () => {
    expect(s.parse('5321234567')).toBe('5321234567');
    expect(s.parse('0532 123 45 67')).toBe('05321234567');
    expect(s.parse(' 0 5 3 2 1 2 3 4 5 6 7 ')).toBe('05321234567');
  });
  it.each(['532123456', '053212345678', '0532-123-45-67', '0532abc4567', '+905321234567'])(`rejects %s with '${message}'`, (v) => {
    expect(firstError(s, v)).toBe(message);
  });
  it('asks for the field when empty', () => {
    expect(firstError(s, ' ')).toBe('GSM alanı zorunludur.');
  });
  it('isValidPhone and phoneDigits', () => {
    expect(phoneDigits('0532 123\t45 67')).toBe('05321234567');
    expect(isValidPhone('532 123 45 67')).toBe(true);
    expect(isValidPhone('532 123 45 6')).toBe(false);
  });
});

describe('national ID (member spec §5)', () => {
  /** The T.C. Kimlik No rule written out independently of the code under test. */
  function checksumHolds(id: string): boolean {
    const d = [...id].map(Number);
    const oddSum = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!; // 1st, 3rd, 5th, 7th, 9th digits
    const evenSum = d[1]! + d[3]! + d[5]! + d[7]!; // 2nd, 4th, 6th, 8th digits
    const tenth = (((oddSum * 7 - evenSum) % 10) + 10) % 10;
    const eleventh = (oddSum + evenSum + d[9]!) % 10;
    return id.length === 11 && d[0] !== 0 && d[9] === tenth && d[10] === eleventh;
  }

  it('10000000146 really is valid by the algorithm and is accepted', () => {
    // odd = 1+0+0+0+1 = 2, even = 0 → 10th = 2·7 mod 10 = 4; 11th = (1+1+4) mod 10 = 6.
    expect(checksumHolds('10000000146')).toBe(true);
    expect(tcKimlikNoError('10000000146')).toBeNull();
  });

  it('agrees with the algorithm on other numbers', () => {
    for (const id of ['12345678950', '98765432108', '11111111110']) {
      expect(tcKimlikNoError(id) === null).toBe(checksumHolds(id));
    }
    expect(tcKimlikNoError('12345678950')).toBeNull();
  });

  it("wrong length or non-digits: 'T.C. Kimlik No 11 haneli olmalıdır.'", () => {
    for (const v of ['', '1000000014', '100000001460', '1000000014a', '10000 000146']) {
      expect(tcKimlikNoError(v)).toBe('T.C. Kimlik No 11 haneli olmalıdır.');
    }
  });

  it("leading 0: 'Geçersiz T.C. Kimlik No.'", () => {
    expect(tcKimlikNoError('00000000000')).toBe('Geçersiz T.C. Kimlik No.');
    expect(tcKimlikNoError('01000000146')).toBe('Geçersiz T.C. Kimlik No.');
  });

  it("bad 10th or 11th digit: 'Geçersiz T.C. Kimlik No.'", () => {
    expect(tcKimlikNoError('10000000156')).toBe('Geçersiz T.C. Kimlik No.');
    expect(tcKimlikNoError('10000000147')).toBe('Geçersiz T.C. Kimlik No.');
  });
});

describe('age range (member spec §5)', () => {
  const on = new Date(2027, 0, 15);
  it("gives 'Yaş {min}-{max} aralığında olmalıdır.' outside the range", () => {
    expect(ageRangeError(new Date(2022, 0, 16), 6, 11, on)).toBe('Yaş 6-11 aralığında olmalıdır.'); // 4
    expect(ageRangeError(new Date(2015, 0, 14), 6, 11, on)).toBe('Yaş 6-11 aralığında olmalıdır.'); // 12
    expect(MESSAGES.ageRange(0, 6)).toBe('Yaş 0-6 aralığında olmalıdır.');
  });
  it('accepts the range ends, counting birthdays exactly', () => {
    expect(ageRangeError(new Date(2021, 0, 15), 6, 11, on)).toBeNull(); // turns 6 today
    expect(ageRangeError(new Date(2021, 0, 16), 6, 11, on)).toBe('Yaş 6-11 aralığında olmalıdır.'); // 5 until tomorrow
    expect(ageRangeError(new Date(2015, 0, 16), 6, 11, on)).toBeNull(); // still 11
  });
  it("an invalid date gives 'Geçerli bir tarih giriniz.'", () => {
    expect(ageRangeError(new Date('x'), 0, 6, on)).toBe('Geçerli bir tarih giriniz.');
  });
  it('ageOn', () => {
    expect(ageOn(new Date(2000, 5, 10), new Date(2027, 5, 9))).toBe(26);
    expect(ageOn(new Date(2000, 5, 10), new Date(2027, 5, 10))).toBe(27);
  });
});

describe('password strength (member spec §5)', () => {
  const s = strongPassword('Şifre');
  const strength = 'Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.';
  it('accepts a strong password of at least 8 characters', () => {
    expect(s.safeParse('Kayak2027!').success).toBe(true);
    expect(s.safeParse('Ağaç1.kş').success).toBe(true);
  });
  it.each(['kayak2027!', 'KAYAK2027!', 'Kayakkayak!', 'Kayak2027', 'Kayak 2027'])(`rejects %s with the strength message`, (v) => {
    expect(firstError(s, v)).toBe(strength);
  });
  it('asks for the field, then for 8 characters', () => {
    expect(firstError(s, '')).toBe('Şifre alanı zorunludur.');
    expect(firstError(s, 'Ka1!')).toBe('Şifre en az 8 karakter olmalıdır.');
  });
  it('isStrongPassword', () => {
    expect(isStrongPassword('Aa1!')).toBe(true);
    expect(isStrongPassword('Aa1a')).toBe(false);
  });
});

describe('sign-up form (member spec §5)', () => {
  const valid = {
    ad: 'Çağrı',
    soyad: 'Öztürk',
    kullaniciAdi: 'cagri',
    email: 'cagri@example.com',
    gsm: '0532 123 45 67',
    sifre: 'Kayak2027!',
    sifreTekrar: 'Kayak2027!',
    sartlarOnay: true,
  };
  const errorsOf = (v: unknown) => {
    const r = signUpFormSchema.safeParse(v);
    return r.success ? {} : fieldErrors(r.error);
  };

  it('accepts a valid form and stores the phone without spaces', () => {
    expect(signUpFormSchema.parse(valid).gsm).toBe('05321234567');
  });

  it('gives each field its required message', () => {
    expect(errorsOf({})).toEqual({
      ad: 'Ad alanı zorunludur.',
      soyad: 'Soyad alanı zorunludur.',
      kullaniciAdi: 'Kullanıcı Adı alanı zorunludur.',
      email: 'E-posta alanı zorunludur.',
      gsm: 'GSM alanı zorunludur.',
      sifre: 'Şifre alanı zorunludur.',
      sifreTekrar: 'Şifre Tekrar alanı zorunludur.',
      sartlarOnay: 'Kullanım şartları alanı zorunludur.',
    });
  });

  it('names are at most 50 characters', () => {
    expect(errorsOf({ ...valid, ad: 'a'.repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, ad: 'a'.repeat(51) })).toEqual({ ad: 'Ad en fazla 50 karakter olabilir.' });
    expect(errorsOf({ ...valid, soyad: 'a'.repeat(51) })).toEqual({ soyad: 'Soyad en fazla 50 karakter olabilir.' });
    expect(errorsOf({ ...valid, kullaniciAdi: 'a'.repeat(51) })).toEqual({ kullaniciAdi: 'Kullanıcı Adı en fazla 50 karakter olabilir.' });
    expect(firstError(boundedName('Otel adı', 200), 'a'.repeat(201))).toBe('Otel adı en fazla 200 karakter olabilir.');
  });

  it('checks e-mail, phone and password strength', () => {
    expect(errorsOf({ ...valid, email: 'cagri@' })).toEqual({ email: 'Geçerli bir e-posta adresi giriniz.' });
    expect(errorsOf({ ...valid, gsm: '0532' })).toEqual({ gsm: 'Geçerli bir telefon numarası giriniz (10-11 haneli).' });
    expect(errorsOf({ ...valid, sifre: 'kayak2027!', sifreTekrar: 'kayak2027!' })).toEqual({
      sifre: 'Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.',
    });
  });

  it("says 'Şifreler eşleşmiyor.' on sifreTekrar", () => {
    expect(errorsOf({ ...valid, sifreTekrar: 'Kayak2028!' })).toEqual({ sifreTekrar: 'Şifreler eşleşmiyor.' });
  });

  it('reports a mismatch even while other fields fail', () => {
    expect(errorsOf({ ...valid, sifreTekrar: 'Kayak2028!', sartlarOnay: false })).toEqual({
      sifreTekrar: 'Şifreler eşleşmiyor.',
      sartlarOnay: 'Kullanım şartları alanı zorunludur.',
    });
    expect(errorsOf({ ...valid, ad: undefined, sifreTekrar: 'x' })).toEqual({ ad: 'Ad alanı zorunludur.', sifreTekrar: 'Şifreler eşleşmiyor.' });
    expect(errorsOf({ ...valid, sifre: undefined })).toEqual({ sifre: 'Şifre alanı zorunludur.', sifreTekrar: 'Şifreler eşleşmiyor.' });
  });

  it('an empty repeat asks for it before comparing', () => {
    expect(errorsOf({ ...valid, sifreTekrar: '' })).toEqual({ sifreTekrar: 'Şifre Tekrar alanı zorunludur.' });
  });

  it('the terms must be ticked', () => {
    expect(errorsOf({ ...valid, sartlarOnay: false })).toEqual({ sartlarOnay: 'Kullanım şartları alanı zorunludur.' });
  });

  it("the form-level message is 'Lütfen form hatalarını düzeltiniz.'", () => {
    expect(MESSAGES.formErrors).toBe('Lütfen form hatalarını düzeltiniz.');
  });
});

describe('sign-up payload', () => {
  const { sartlarOnay: _terms, ...fields } = {
    ad: 'Ali',
    soyad: 'Veli',
    kullaniciAdi: 'aliv',
    email: 'ali@example.com',
    gsm: '5321234567',
    sifre: 'Kayak2027!',
    sifreTekrar: 'Kayak2027!',
    sartlarOnay: true,
  };
  it('needs recaptchaToken', () => {
    expect(firstError(signUpPayloadSchema, fields, 'recaptchaToken')).toBe('Güvenlik doğrulaması alanı zorunludur.');
    expect(signUpPayloadSchema.safeParse({ ...fields, recaptchaToken: 'tok' }).success).toBe(true);
  });
  it('also checks the repeat', () => {
    expect(firstError(signUpPayloadSchema, { ...fields, sifreTekrar: 'Başka1!x', recaptchaToken: 'tok' }, 'sifreTekrar')).toBe('Şifreler eşleşmiyor.');
  });
});

describe('login (member spec §5)', () => {
  it('both fields are required', () => {
    const r = loginFormSchema.safeParse({ kullaniciAdiVeyaEmail: ' ', sifre: '' });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      kullaniciAdiVeyaEmail: 'Kullanıcı Adı veya E-posta alanı zorunludur.',
      sifre: 'Şifre alanı zorunludur.',
    });
    expect(MESSAGES.loginRequired).toBe('Lütfen zorunlu alanları doldurun.');
  });
  it('remember-me defaults to false', () => {
    expect(loginFormSchema.parse({ kullaniciAdiVeyaEmail: 'ali', sifre: 'x' })).toEqual({ kullaniciAdiVeyaEmail: 'ali', sifre: 'x', beniHatirla: false });
  });
  it('the payload needs recaptchaToken', () => {
    expect(firstError(loginPayloadSchema, { kullaniciAdiVeyaEmail: 'ali', sifre: 'x' }, 'recaptchaToken')).toBe('Güvenlik doğrulaması alanı zorunludur.');
  });
});

describe('cart payloads', () => {
  const urunId = '3f2a9c1d-4b5e-4c6d-8e7f-9a0b1c2d3e4f';
  it('cartAddSchema: defaults and bounds of miktar', () => {
    expect(cartAddSchema.parse({ urunId, miktar: 1 })).toEqual({ urunId, urunVaryantId: null, miktar: 1, paraBirimi: 'TL' });
    expect(cartAddSchema.parse({ urunId, miktar: 999, paraBirimi: 'EURO' })).toMatchObject({ miktar: 999, paraBirimi: 'EURO' });
    // Numbers are JSON numbers: text, booleans and arrays are refused, never coerced (coercion would read '0x2' as 2).
    for (const miktar of ['999', '0x2', true, [2]]) expect(firstError(cartAddSchema, { urunId, miktar }, 'miktar')).toBe('Miktar sayısal olmalıdır.');
    expect(firstError(cartAddSchema, { urunId, miktar: 0 }, 'miktar')).toBe('Miktar en az 1 olmalıdır.');
    expect(firstError(cartAddSchema, { urunId, miktar: 1000 }, 'miktar')).toBe('Miktar en fazla 999 olabilir.');
    expect(firstError(cartAddSchema, { urunId, miktar: 1.5 }, 'miktar')).toBe('Miktar tam sayı olmalıdır.');
    expect(firstError(cartAddSchema, { urunId, miktar: 'iki' }, 'miktar')).toBe('Miktar sayısal olmalıdır.');
  });
  it('cartAddSchema: product and variant ids', () => {
    expect(firstError(cartAddSchema, { miktar: 1 }, 'urunId')).toBe('Ürün seçimi zorunludur.');
    expect(firstError(cartAddSchema, { urunId: 'abc', miktar: 1 }, 'urunId')).toBe('Geçersiz ürün.');
    expect(firstError(cartAddSchema, { urunId, urunVaryantId: 'abc', miktar: 1 }, 'urunVaryantId')).toBe('Geçersiz varyant.');
    expect(firstError(cartAddSchema, { urunId, miktar: 1, paraBirimi: 'GBP' }, 'paraBirimi')).toBeDefined();
  });
  it('cartUpdateSchema: id and miktar bounds', () => {
    expect(cartUpdateSchema.parse({ id: urunId, miktar: 3 })).toEqual({ id: urunId, miktar: 3 });
    expect(firstError(cartUpdateSchema, { id: urunId, miktar: '3' }, 'miktar')).toBe('Miktar sayısal olmalıdır.');
    expect(firstError(cartUpdateSchema, { id: 'x', miktar: 1 }, 'id')).toBe('Geçersiz sepet öğesi.');
    expect(firstError(cartUpdateSchema, { id: urunId, miktar: 0 }, 'miktar')).toBe('Miktar en az 1 olmalıdır.');
    expect(firstError(cartUpdateSchema, { id: urunId, miktar: 1000 }, 'miktar')).toBe('Miktar en fazla 999 olabilir.');
    expect(cartUpdateSchema.safeParse({ id: urunId, miktar: 999 }).success).toBe(true);
  });
});

describe('productQuerySchema (member spec §9)', () => {
  it('defaults to page 1 and page size 12', () => {
    expect(productQuerySchema.parse({})).toEqual({ page: 1, pageSize: 12 });
  });
  it('coerces query strings and drops an empty category', () => {
    expect(productQuerySchema.parse({ page: '3', pageSize: '10', kategoriId: '', orderBy: 'CreatedAtDesc', searchTerm: ' bot ' })).toEqual({
      page: 3,
      pageSize: 10,
      kategoriId: undefined,
      orderBy: 'CreatedAtDesc',
      searchTerm: 'bot',
    });
  });
  it('rejects out-of-range pages and unknown orders', () => {
    expect(productQuerySchema.safeParse({ page: 0 }).success).toBe(false);
    expect(productQuerySchema.safeParse({ pageSize: 101 }).success).toBe(false);
    expect(productQuerySchema.safeParse({ orderBy: 'Random' }).success).toBe(false);
    expect(productQuerySchema.safeParse({ kategoriId: 'abc' }).success).toBe(false);
  });
});

describe('countryPayloadSchema (admin spec §5)', () => {
  it('name required and at least 2 characters', () => {
    expect(firstError(countryPayloadSchema, { ulkeAdi: '' }, 'ulkeAdi')).toBe('Ülke adı alanı zorunludur.');
    expect(firstError(countryPayloadSchema, {}, 'ulkeAdi')).toBe('Ülke adı alanı zorunludur.');
    expect(firstError(countryPayloadSchema, { ulkeAdi: ' T ' }, 'ulkeAdi')).toBe('Ülke adı en az 2 karakter olmalıdır.');
    expect(firstError(countryPayloadSchema, { ulkeAdi: 'a'.repeat(101) }, 'ulkeAdi')).toBe('Ülke adı en fazla 100 karakter olabilir.');
  });
  it('trims the name and defaults aktif to true', () => {
    expect(countryPayloadSchema.parse({ ulkeAdi: '  Türkiye ' })).toEqual({ ulkeAdi: 'Türkiye', aktif: true });
  });
  it('admin texts', () => {
    expect(ADMIN_MESSAGES.confirmDeleteCountry).toBe('Bu ülkeyi silmek istediğinizden emin misiniz?');
    expect(ADMIN_MESSAGES.formErrors).toBe('Lütfen form hatalarını düzeltiniz.');
    expect(ADMIN_MESSAGES.empty).toBe('Kayıt bulunamadı.');
  });
});

describe('isCartValid (member spec §4)', () => {
  function item(overrides: Partial<CartItem> = {}): CartItem {
    return {
      id: 'i1',
      urunId: 'p1',
      urunVaryantId: null,
      urunAdi: 'Kayak Gözlüğü',
      urunSlug: 'kayak-gozlugu',
      varyantAdi: null,
      urunGorselUrl: null,
      birimFiyat: 100,
      miktar: 2,
      toplamFiyat: 200,
      paraBirimi: 'TL',
      mevcutStok: 5,
      stokYeterli: true,
      urunAktif: true,
      varyantAktif: true,
      ...overrides,
    };
  }
  const cart = (items: CartItem[], extra: Record<string, unknown> = {}) =>
    cartSchema.parse({ sepetOgeleri: items, toplamUrunAdedi: items.length, toplamTutar: 0, ...extra });

  it('an empty cart is invalid', () => {
    expect(isCartValid(cart([]))).toBe(false);
  });
  it('a valid cart', () => {
    expect(isCartValid(cart([item(), item({ id: 'i2', miktar: 5 })]))).toBe(true);
  });
  it('stock short of the quantity is invalid', () => {
    expect(isCartValid(cart([item(), item({ id: 'i2', miktar: 6, mevcutStok: 5 })]))).toBe(false);
    expect(isCartValid(cart([item({ stokYeterli: false })]))).toBe(false);
  });
  it('an inactive variant or product is invalid', () => {
    expect(isCartValid(cart([item({ varyantAktif: false })]))).toBe(false);
    expect(isCartValid(cart([item({ urunAktif: false })]))).toBe(false);
    expect(isCartValid(cart([item()], { tumUrunlerMevcut: false }))).toBe(false);
  });
  it('cart defaults and messages', () => {
    expect(cart([])).toMatchObject({ paraBirimi: 'TL', tumUrunlerMevcut: true, uyariMesajlari: [] });
    expect(CART_MESSAGES.maxQuantity(3)).toBe('Maksimum 3 adet sipariş verebilirsiniz');
    expect(CART_MESSAGES.invalidCart).toBe('Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field and uses _form for the root', () => {
    const s = z.object({
      a: z.string().min(3, { error: 'ilk' }).refine((v) => v.startsWith('x'), { error: 'ikinci' }),
      b: z.object({ c: z.number({ error: 'sayı' }) }),
    });
    const r = s.safeParse({ a: 'y', b: { c: 'z' } });
    expect(r.error?.issues.filter((i) => i.path[0] === 'a')).toHaveLength(2);
    expect(fieldErrors(r.error!)).toEqual({ a: 'ilk', 'b.c': 'sayı' });
    expect(fieldErrors(z.string({ error: 'kök' }).safeParse(1).error!)).toEqual({ _form: 'kök' });
  });
});

describe('envelope helpers and session user', () => {
  it('ok and fail build the API envelope', () => {
    expect(ok({ a: 1 })).toEqual({ basarili: true, veri: { a: 1 }, mesaj: '' });
    expect(fail('Hata', { ad: 'Ad alanı zorunludur.' })).toEqual({ basarili: false, veri: null, mesaj: 'Hata', hatalar: { ad: 'Ad alanı zorunludur.' } });
    expect(fail('Hata')).toEqual({ basarili: false, veri: null, mesaj: 'Hata' });
  });
  it('sessionUserSchema needs every field', () => {
    const u = { id: '1', ad: 'A', soyad: 'B', kullaniciAdi: 'c', email: 'd@e.f', roller: ['Admin'], expiration: '2030-01-01T00:00:00Z' };
    expect(sessionUserSchema.safeParse(u).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...u, email: undefined }).success).toBe(false);
  });
});
