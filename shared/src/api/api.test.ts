// The 401 interceptor and envelope handling run through real axios requests (jsdom XHR) against
// a local node:http server (./testServer).
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import {
  LOGIN_PATH,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  assetUrl,
  getHumanVerificationToken,
  handleUnauthorized,
  http,
  setNavigator,
  toAppError,
} from '@skiclub/shared/api';
import { clearErrorHistory, errorHistory, httpError } from '@skiclub/shared/errors';
import { SESSION_EXPIRED_MESSAGE, sessionStore } from '@skiclub/shared/session';
import type { SessionUser } from '@skiclub/shared/schemas';
import { closedUrl, failAnswer, okAnswer, serveApi } from '../testing/testServer';

function user(expiration = new Date(Date.now() + 3_600_000).toISOString()): SessionUser {
  return { id: 'u-1', ad: 'Ayşe', soyad: 'Kaya', kullaniciAdi: 'ayse', email: 'ayse@example.com', roller: ['Uye'], expiration };
}

/** Minimal API: envelope answers, error statuses and an echo of what it received. */
const api = serveApi({
  '/api/echo': (req) => okAnswer({ method: req.method, authorization: req.authorization ?? null, body: req.body, query: req.query }),
  '/api/liste': { status: 200, body: [{ id: 1 }, { id: 2 }] },
  '/api/basarisiz': { status: 200, body: { basarili: false, veri: null, mesaj: 'Kupon kodu özelliği henüz aktif değil.' } },
  '/api/basarisiz-verisiz': { status: 200, body: { basarili: false, mesaj: 'Sipariş bulunamadı.' } },
  '/api/401': failAnswer(401),
  '/api/422': { status: 422, body: { basarili: false, veri: null, mesaj: 'Lütfen form hatalarını düzeltiniz.', hatalar: { email: 'Geçerli bir e-posta adresi giriniz.' } } },
  '/api/500': { status: 500, body: 'Internal Server Error' },
  '/api/dogrulama/token': (req) => okAnswer({ token: `insan-${new URLSearchParams(req.query).get('action')}` }),
});

let closedURL: string;
const navigate = vi.fn<(path: string) => void>();

beforeAll(async () => {
  closedURL = await closedUrl();
  setNavigator(navigate);
});

afterEach(() => {
  sessionStore.getState().clear();
  clearErrorHistory();
  navigate.mockClear();
  http.defaults.baseURL = api().url;
  window.history.pushState({}, '', '/');
});

describe('toAppError', () => {
  const config = { url: '/api/sepet', headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response = (status: number, data: unknown) => ({ status, statusText: '', data, headers: {}, config });

  it('an AxiosError with a response: its status and the server message', () => {
    const e = toAppError(new AxiosError('x', 'ERR_BAD_REQUEST', config, {}, response(400, { mesaj: 'Stok yetersiz.' })));
    expect(e).toMatchObject({ status: 400, message: 'Stok yetersiz.', kind: 'http', url: '/api/sepet' });
  });
  it('an AxiosError with a response and no text: the status default', () => {
    expect(toAppError(new AxiosError('x', 'ERR_BAD_RESPONSE', config, {}, response(503, ''))).message).toBe('Hizmet geçici olarak kullanılamıyor.');
    expect(toAppError(new AxiosError('x', 'ERR_BAD_REQUEST', config, {}, response(403, null))).message).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
  });
  it('an AxiosError with a title only: the title', () => {
    expect(toAppError(new AxiosError('x', 'ERR_BAD_REQUEST', config, {}, response(422, { title: 'Doğrulama hatası' }))).message).toBe('Doğrulama hatası');
  });
  it('an AxiosError without response: no-response message', () => {
    expect(toAppError(new AxiosError('Network Error', 'ERR_NETWORK', config))).toMatchObject({
      status: 0,
      kind: 'network',
      message: 'İnternet bağlantınızı kontrol edin.',
      url: '/api/sepet',
    });
  });
  it('anything else: the unexpected message', () => {
    expect(toAppError(new Error('boom'))).toMatchObject({ status: 0, kind: 'unexpected', message: 'Beklenmeyen bir hata oluştu.' });
    expect(toAppError('metin')).toMatchObject({ kind: 'unexpected', message: 'Beklenmeyen bir hata oluştu.' });
    expect(toAppError(undefined).message).toBe('Beklenmeyen bir hata oluştu.');
  });
  it('an AppError passes through unchanged', () => {
    const e = httpError(404);
    expect(toAppError(e)).toBe(e);
  });
});

describe('handleUnauthorized (member spec §4)', () => {
  it('clears the session and goes to /giris with the current path as redirect', () => {
    sessionStore.getState().signIn('tok', user(), true);
    window.history.pushState({}, '', '/hesabim/siparisler?sayfa=2');
    handleUnauthorized();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/giris?redirect=%2Fhesabim%2Fsiparisler%3Fsayfa%3D2');
  });

  it('does not navigate when already on /giris, but still clears', () => {
    expect(LOGIN_PATH).toBe('/giris');
    sessionStore.getState().signIn('tok', user(), false);
    window.history.pushState({}, '', '/giris?redirect=%2Fsepet');
    handleUnauthorized();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('http against a real server', () => {
  it('sends the bearer token when a session exists', async () => {
    sessionStore.getState().signIn('tok-123', user(), true);
    await expect(apiGet('/api/echo')).resolves.toMatchObject({ authorization: 'Bearer tok-123' });
  });

  it('sends no Authorization header when signed out', async () => {
    await expect(apiGet('/api/echo')).resolves.toMatchObject({ authorization: null });
  });

  it('sends no token for an expired session and clears it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.getState().signIn('old', user(new Date(Date.now() + 50).toISOString()), true);
    await vi.advanceTimersByTimeAsync(60);
    await expect(apiGet('/api/echo')).resolves.toMatchObject({ authorization: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 clears the session, goes to /giris and is recorded', async () => {
    sessionStore.getState().signIn('tok', user(), true);
    window.history.pushState({}, '', '/sepet');
    const err = await apiGet('/api/401').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, kind: 'http', message: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.' });
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/giris?redirect=%2Fsepet');
    expect(errorHistory()).toEqual([err]);
    // /giris then says 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.' once (member spec §8).
    expect(sessionStore.getState().takeEndReason()).toBe('expired');
    expect(SESSION_EXPIRED_MESSAGE).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
    expect(sessionStore.getState().takeEndReason()).toBeNull();
  });

  it('a 401 on a call marked ignoreUnauthorized keeps the session and stays on the page', async () => {
    sessionStore.getState().signIn('tok', user(), true);
    window.history.pushState({}, '', '/profil');
    await expect(http.get('/api/401', { ignoreUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().token).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().endReason).toBeNull();
  });

  it('a 401 on /giris (wrong password) does not navigate', async () => {
    window.history.pushState({}, '', '/giris');
    await expect(apiPost('/api/401', { kullaniciAdiVeyaEmail: 'a', sifre: 'b' })).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    // A wrong password is not an expired session.
    expect(sessionStore.getState().endReason).toBeNull();
  });

  it('a 422 keeps the session and carries the field errors', async () => {
    sessionStore.getState().signIn('tok', user(), true);
    const err = await apiPost('/api/422', { email: 'x' }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 422,
      message: 'Lütfen form hatalarını düzeltiniz.',
      fieldErrors: { email: 'Geçerli bir e-posta adresi giriniz.' },
      url: '/api/422',
    });
    expect(sessionStore.getState().token).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
    expect(errorHistory()).toEqual([err]);
  });

  it('a 500 with a plain-text body gives the status default', async () => {
    const err = await apiGet('/api/500').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, kind: 'http', message: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.' });
    expect(errorHistory()).toHaveLength(1);
  });

  it('an unknown path gives the 404 default', async () => {
    await expect(apiGet('/api/yok')).rejects.toMatchObject({ status: 404, message: 'Aradığınız sayfa veya veri bulunamadı.' });
  });

  it('no server at all gives the no-response message', async () => {
    http.defaults.baseURL = closedURL;
    const err = await apiGet('/api/echo').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, kind: 'network', message: 'İnternet bağlantınızı kontrol edin.' });
    expect(errorHistory()).toEqual([err]);
  });

  it('apiGet unwraps veri; a plain body is returned as is', async () => {
    await expect(apiGet('/api/echo', { params: { page: 2 } })).resolves.toEqual({ method: 'GET', authorization: null, body: null, query: '?page=2' });
    await expect(apiGet('/api/liste')).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('basarili:false becomes an error with the server mesaj, recorded in the history', async () => {
    const err = await apiGet('/api/basarisiz').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'http', message: 'Kupon kodu özelliği henüz aktif değil.', url: '/api/basarisiz' });
    expect(errorHistory()).toEqual([err]);
  });

  it('basarili:false without veri is still an error', async () => {
    await expect(apiGet('/api/basarisiz-verisiz')).rejects.toMatchObject({ message: 'Sipariş bulunamadı.' });
  });

  it('apiPost, apiPut and apiDelete send their method and JSON body', async () => {
    await expect(apiPost('/api/echo', { miktar: 2 })).resolves.toMatchObject({ method: 'POST', body: { miktar: 2 } });
    await expect(apiPut('/api/echo', { id: 'x', miktar: 3 })).resolves.toMatchObject({ method: 'PUT', body: { id: 'x', miktar: 3 } });
    await expect(apiDelete('/api/echo')).resolves.toMatchObject({ method: 'DELETE' });
  });
});

describe('getHumanVerificationToken (member spec §5)', () => {
  it('asks the API verifier for the action', async () => {
    await expect(getHumanVerificationToken('kayit')).resolves.toBe('insan-kayit');
    await expect(getHumanVerificationToken('giris')).resolves.toBe('insan-giris');
  });

  it('uses reCAPTCHA v3 when the page has it', async () => {
    const w = window as unknown as { grecaptcha?: unknown; __RECAPTCHA_SITE_KEY__?: string };
    const execute = vi.fn((_key: string, opts: { action: string }) => Promise.resolve(`g-${opts.action}`));
    w.grecaptcha = { ready: (cb: () => void) => cb(), execute };
    w.__RECAPTCHA_SITE_KEY__ = 'site-key';
    try {
      await expect(getHumanVerificationToken('giris')).resolves.toBe('g-giris');
      expect(execute).toHaveBeenCalledWith('site-key', { action: 'giris' });
    } finally {
      delete w.grecaptcha;
      delete w.__RECAPTCHA_SITE_KEY__;
    }
  });
});

describe('assetUrl', () => {
  it('keeps absolute and site paths, prefixes bare names, falls back to the placeholder', () => {
    expect(assetUrl('/api/urun/resim/a.png')).toBe('/api/urun/resim/a.png');
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(assetUrl('kamp.jpg')).toBe('/uploads/kamp.jpg');
    expect(assetUrl(null)).toBe('/placeholder-product.svg');
    expect(assetUrl('', '/yok.svg')).toBe('/yok.svg');
  });
});
