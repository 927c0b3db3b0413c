import { httpError, networkError, unexpectedError } from '@skiclub/shared/errors';
import { buildLoginPayload, LOGIN_FAILED_MESSAGE, loginErrorMessage } from './login';

describe('loginErrorMessage (member spec §8)', () => {
  it("shows the server's mesaj", () => {
    expect(loginErrorMessage(httpError(401, { mesaj: 'Kullanıcı adı veya şifre hatalı.' }))).toBe('Kullanıcı adı veya şifre hatalı.');
  });

  it("says 'Giriş işlemi başarısız' when the server sent no message", () => {
    expect(LOGIN_FAILED_MESSAGE).toBe('Giriş işlemi başarısız');
    expect(loginErrorMessage(httpError(401, {}))).toBe('Giriş işlemi başarısız');
    expect(loginErrorMessage(httpError(500, null))).toBe('Giriş işlemi başarısız');
    expect(loginErrorMessage(unexpectedError())).toBe('Giriş işlemi başarısız');
    expect(loginErrorMessage(new Error('x'))).toBe('Giriş işlemi başarısız');
  });

  it('keeps the no-connection text when no answer came', () => {
    expect(loginErrorMessage(networkError())).toBe('İnternet bağlantınızı kontrol edin.');
  });
});

describe('buildLoginPayload (member spec §3)', () => {
  it('sends the trimmed name, password, remember-me and token', () => {
    expect(buildLoginPayload({ kullaniciAdiVeyaEmail: ' uye ', sifre: 'Uye12345!', beniHatirla: true }, 't')).toEqual({
      kullaniciAdiVeyaEmail: 'uye',
      sifre: 'Uye12345!',
      beniHatirla: true,
      recaptchaToken: 't',
    });
  });

  it('defaults remember-me to false', () => {
    expect(buildLoginPayload({ kullaniciAdiVeyaEmail: 'uye', sifre: 'x' }, 't').beniHatirla).toBe(false);
  });
});
