/**
 * Length and range limits added by the bad-input suite: fields that were unbounded
 * (passwords, sign-in name, payment amount, product id echo, notification extras).
 */
import { EMAIL_MAX, PASSWORD_MAX, fieldErrors, loginPayloadSchema, passwordChangeSchema, paymentStartRequestSchema, signUpPayloadSchema } from '@skiclub/shared/schemas';
import { accommodationOptionPayloadSchema, accommodationTypePayloadSchema, notificationPayloadSchema, productPayloadSchema, discountCodePayloadSchema } from '@skiclub/shared/schemas/admin';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) => (result.success ? {} : fieldErrors(result.error!));
const long = (n: number) => 'Aa1!'.repeat(Math.ceil(n / 4)).slice(0, n);

describe('password fields are at most 128 characters', () => {
  it('sign-in: name ≤ 254, password ≤ 128, each with its Turkish message', () => {
    const base = { kullaniciAdiVeyaEmail: 'uye', sifre: 'Uye12345!', recaptchaToken: 't' };
    expect(loginPayloadSchema.safeParse({ ...base, sifre: long(PASSWORD_MAX) }).success).toBe(true);
    expect(errorsOf(loginPayloadSchema.safeParse({ ...base, sifre: long(PASSWORD_MAX + 1), kullaniciAdiVeyaEmail: 'a'.repeat(EMAIL_MAX + 1) }))).toEqual({
      kullaniciAdiVeyaEmail: 'Kullanıcı Adı veya E-posta en fazla 254 karakter olabilir.',
      sifre: 'Şifre en fazla 128 karakter olabilir.',
    });
  });

  it('sign-up and password change refuse a 129-character password', () => {
    const pw = long(PASSWORD_MAX + 1);
    const signUp = { ad: 'A', soyad: 'B', kullaniciAdi: 'ab', email: 'a@b.co', gsm: '05321112233', sifre: pw, sifreTekrar: pw, recaptchaToken: 't' };
    expect(errorsOf(signUpPayloadSchema.safeParse(signUp))).toMatchObject({ sifre: 'Şifre en fazla 128 karakter olabilir.', sifreTekrar: 'Şifre Tekrar en fazla 128 karakter olabilir.' });
    expect(errorsOf(passwordChangeSchema.safeParse({ mevcutSifre: pw, yeniSifre: pw, yeniSifreTekrar: pw }))).toMatchObject({
      mevcutSifre: 'Mevcut Şifre en fazla 128 karakter olabilir.',
      yeniSifre: 'Yeni Şifre en fazla 128 karakter olabilir.',
    });
  });
});

describe('amounts and ids', () => {
  it('payment start: PurchAmount ≤ 9 999 999 999.99', () => {
    const base = { OrderId: 'x', Kaynak: 'shop' };
    expect(paymentStartRequestSchema.safeParse({ ...base, PurchAmount: 9_999_999_999.99 }).success).toBe(true);
    expect(errorsOf(paymentStartRequestSchema.safeParse({ ...base, PurchAmount: 1e308 }))).toEqual({ PurchAmount: 'Tutar 9999999999.99 veya daha küçük olmalıdır.' });
  });

  it('product payload: the echoed Id is a uuid when sent', () => {
    const base = { KategoriId: '0b7c2d7e-3f1a-4c55-9d3e-2f6b8a9c1d2e', Adi: 'Kayak', Fiyat: 10, StokMiktari: 1 };
    expect(productPayloadSchema.safeParse({ ...base, Id: '0b7c2d7e-3f1a-4c55-9d3e-2f6b8a9c1d2e' }).success).toBe(true);
    expect(productPayloadSchema.safeParse(base).success).toBe(true);
    expect(errorsOf(productPayloadSchema.safeParse({ ...base, Id: "' OR 1=1; DROP TABLE uye;--" }))).toEqual({ Id: 'Geçersiz ürün ID.' });
  });

  it('accommodation option: the euro and dollar prices are ≤ 9 999 999 999.99', () => {
    const id = '0b7c2d7e-3f1a-4c55-9d3e-2f6b8a9c1d2e';
    const base = { kampId: id, konaklamaTipiId: id, toplamOdaSayisi: 10, tlFiyati: 1000 };
    expect(accommodationOptionPayloadSchema.safeParse({ ...base, euroFiyati: 30, usdFiyati: 35 }).success).toBe(true);
    expect(errorsOf(accommodationOptionPayloadSchema.safeParse({ ...base, euroFiyati: 1e308, usdFiyati: 2 ** 63 }))).toEqual({
      euroFiyati: 'Euro fiyatı 9999999999.99 veya daha küçük olmalıdır.',
      usdFiyati: 'USD fiyatı 9999999999.99 veya daha küçük olmalıdır.',
    });
  });

  it('integers an integer column cannot hold are refused by the schema (children ≤ 100, code uses ≤ 1 000 000)', () => {
    const type = { odaTipiId: '0b7c2d7e-3f1a-4c55-9d3e-2f6b8a9c1d2e', konaklamaTipiAdi: 'Aile' };
    expect(accommodationTypePayloadSchema.safeParse({ ...type, cocuk06Sayisi: 100 }).success).toBe(true);
    expect(errorsOf(accommodationTypePayloadSchema.safeParse({ ...type, cocuk06Sayisi: Number.MAX_SAFE_INTEGER, cocuk611Sayisi: 101 }))).toEqual({
      cocuk06Sayisi: 'Çocuk (0-6) sayısı 100 veya daha küçük olmalıdır.',
      cocuk611Sayisi: 'Çocuk (6-11) sayısı 100 veya daha küçük olmalıdır.',
    });
    expect(errorsOf(accommodationTypePayloadSchema.safeParse({ ...type, cocuk06Sayisi: -1 }))).toEqual({ cocuk06Sayisi: 'Çocuk (0-6) sayısı 0 veya daha büyük olmalıdır.' });
    const code = { kodAdi: 'EKIP10', indirimOrani: 10, baslangicTarihi: '2026-12-01', bitisTarihi: '2026-12-31' };
    expect(discountCodePayloadSchema.safeParse({ ...code, maksimumKullanim: 1_000_000 }).success).toBe(true);
    expect(errorsOf(discountCodePayloadSchema.safeParse({ ...code, maksimumKullanim: Number.MAX_SAFE_INTEGER }))).toEqual({ maksimumKullanim: 'Maksimum kullanım 1000000 veya daha küçük olmalıdır.' });
  });

  it('notification: the recipient extras are bounded even when another recipient type drops them', () => {
    const base = { aliciTipi: 'tumKullanicilar', bildirimTipi: 'bilgilendirme', konu: 'Konu', mesaj: 'Mesaj' };
    expect(notificationPayloadSchema.safeParse({ ...base, kampId: 'x' }).success).toBe(true);
    expect(errorsOf(notificationPayloadSchema.safeParse({ ...base, kampId: 'a'.repeat(37), kullaniciEmail: 'a'.repeat(255) }))).toEqual({
      kampId: 'Seçilen kamp bulunamadı.',
      kullaniciEmail: 'Kullanıcı e-postası en fazla 254 karakter olabilir.',
    });
  });
});
