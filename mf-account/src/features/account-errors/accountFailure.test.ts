import { httpError, networkError, unexpectedError } from '@skiclub/shared/errors';
import { accountFailure } from './accountFailure';

describe('accountFailure (member spec §8, Account)', () => {
  it('joins the server mesaj and its hatalar', () => {
    const e = httpError(422, { mesaj: 'Gönderilen veriler geçersiz. Lütfen kontrol edin.', hatalar: { gsm: 'GSM numarası 05 ile başlamalı ve 11 haneli olmalı!', ad: 'Ad alanı zorunludur.' } });
    expect(accountFailure(e)).toEqual({
      message: 'Gönderilen veriler geçersiz. Lütfen kontrol edin. GSM numarası 05 ile başlamalı ve 11 haneli olmalı! Ad alanı zorunludur.',
      fieldErrors: { gsm: 'GSM numarası 05 ile başlamalı ve 11 haneli olmalı!', ad: 'Ad alanı zorunludur.' },
      status: 422,
    });
  });

  it('does not repeat a field message equal to the mesaj', () => {
    const e = httpError(409, { mesaj: 'Bu kullanıcı adı zaten kullanılıyor.', hatalar: { kullaniciAdi: 'Bu kullanıcı adı zaten kullanılıyor.' } });
    expect(accountFailure(e).message).toBe('Bu kullanıcı adı zaten kullanılıyor.');
  });

  it("says 'Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.' without a response", () => {
    expect(accountFailure(networkError('/api/hesap/profil')).message).toBe('Sunucu ile bağlantı kurulamadı. Lütfen daha sonra tekrar deneyin.');
  });

  it('keeps the catalogue text for anything else', () => {
    expect(accountFailure(unexpectedError()).message).toBe('Beklenmeyen bir hata oluştu.');
    expect(accountFailure(httpError(500, {})).message).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
  });
});
