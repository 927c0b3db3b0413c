import {
  HISTORY_LIMIT,
  NO_RESPONSE_MESSAGE,
  STATUS_MESSAGES,
  chooseMessage,
  errorMessageOr,
  extraFieldErrors,
  failureMessage,
  OPERATION_FAILURES,
  retryDelayMs,
  clearErrorHistory,
  errorHistory,
  httpError,
  isAppError,
  isRetryable,
  offersRetry,
  networkError,
  readFieldErrors,
  recordError,
  unexpectedError,
  withRetry,
  type AppError,
} from '@skiclub/shared/errors';

afterEach(() => clearErrorHistory());

describe('status defaults (member spec §8)', () => {
  const table: [number, string][] = [
    [400, 'Geçersiz istek. Lütfen girdiğiniz bilgileri kontrol edin.'],
    [401, 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.'],
    [403, 'Bu işlem için yetkiniz bulunmamaktadır.'],
    [404, 'Aradığınız sayfa veya veri bulunamadı.'],
    [408, 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.'],
    [422, 'Gönderilen veriler geçersiz. Lütfen kontrol edin.'],
    [429, 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.'],
    [500, 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.'],
    [502, 'Sunucu geçici olarak kullanılamıyor.'],
    [503, 'Hizmet geçici olarak kullanılamıyor.'],
    [504, 'Sunucu yanıt vermiyor. Lütfen tekrar deneyin.'],
  ];

  it.each(table)('%i gives its default message', (status, message) => {
    expect(chooseMessage(status)).toBe(message);
    expect(chooseMessage(status, {})).toBe(message);
    expect(httpError(status, null).message).toBe(message);
  });

  it('the catalogue holds exactly the statuses of the table', () => {
    expect(Object.keys(STATUS_MESSAGES).map(Number).sort((a, b) => a - b)).toEqual(table.map(([s]) => s));
  });
});

describe('message choice order (member spec §8)', () => {
  it('the server mesaj beats title and the status default', () => {
    expect(chooseMessage(400, { mesaj: 'Kullanıcı adı alınmış.', title: 'Bad Request' })).toBe('Kullanıcı adı alınmış.');
  });
  it('message counts as the server message too', () => {
    expect(chooseMessage(500, { message: 'Veritabanı hatası', title: 'Internal' })).toBe('Veritabanı hatası');
  });
  it('mesaj wins over message', () => {
    expect(chooseMessage(400, { mesaj: 'Türkçe mesaj', message: 'English message' })).toBe('Türkçe mesaj');
  });
  it('title beats the status default', () => {
    expect(chooseMessage(422, { title: 'One or more validation errors occurred.' })).toBe('One or more validation errors occurred.');
  });
  it('blank or non-text server fields fall through to the status default', () => {
    expect(chooseMessage(404, { mesaj: '   ', message: 42, title: null })).toBe('Aradığınız sayfa veya veri bulunamadı.');
  });
  it('an unknown status without text gives the generic message', () => {
    expect(chooseMessage(418)).toBe('Beklenmeyen bir hata oluştu.');
    expect(chooseMessage(409, {})).toBe('Beklenmeyen bir hata oluştu.');
  });
  it('an unknown status still shows the server message', () => {
    expect(chooseMessage(409, { mesaj: 'Bu kullanıcı adı zaten kullanılıyor.' })).toBe('Bu kullanıcı adı zaten kullanılıyor.');
  });
  it('server text is trimmed', () => {
    expect(chooseMessage(400, { mesaj: '  Hata  ' })).toBe('Hata');
  });
});

describe('error constructors', () => {
  it('no response: "İnternet bağlantınızı kontrol edin."', () => {
    const e = networkError('/api/sepet');
    expect(NO_RESPONSE_MESSAGE).toBe('İnternet bağlantınızı kontrol edin.');
    expect(e).toMatchObject({ status: 0, message: 'İnternet bağlantınızı kontrol edin.', kind: 'network', url: '/api/sepet', fieldErrors: {} });
  });
  it('anything else: "Beklenmeyen bir hata oluştu."', () => {
    expect(unexpectedError()).toMatchObject({ status: 0, message: 'Beklenmeyen bir hata oluştu.', kind: 'unexpected' });
  });
  it('httpError carries status, chosen message, field errors, url and an ISO time', () => {
    const e = httpError(422, { mesaj: 'Form hatalı', hatalar: { email: 'Geçerli bir e-posta adresi giriniz.' } }, '/api/hesap/kayit');
    expect(e).toMatchObject({
      status: 422,
      message: 'Form hatalı',
      kind: 'http',
      url: '/api/hesap/kayit',
      fieldErrors: { email: 'Geçerli bir e-posta adresi giriniz.' },
    });
    expect(new Date(e.at).toISOString()).toBe(e.at);
  });
  it('isAppError recognises the shape only', () => {
    expect(isAppError(httpError(500))).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError({ status: 500, message: 'x' })).toBe(false);
  });
});

describe('readFieldErrors', () => {
  it('reads an object of messages', () => {
    expect(readFieldErrors({ hatalar: { ad: 'Ad alanı zorunludur.', gsm: 'Geçerli bir telefon numarası giriniz (10-11 haneli).' } })).toEqual({
      ad: 'Ad alanı zorunludur.',
      gsm: 'Geçerli bir telefon numarası giriniz (10-11 haneli).',
    });
  });
  it('reads an array of messages, keyed by position', () => {
    expect(readFieldErrors({ hatalar: ['Birinci hata', 'İkinci hata'] })).toEqual({ '0': 'Birinci hata', '1': 'İkinci hata' });
  });
  it('reads ASP.NET-style errors with message arrays, keeping the first message', () => {
    expect(
      readFieldErrors({ title: 'One or more validation errors occurred.', errors: { Email: ['Geçerli bir e-posta adresi giriniz.', 'İkinci'], Ad: ['Ad alanı zorunludur.'] } }),
    ).toEqual({ Email: 'Geçerli bir e-posta adresi giriniz.', Ad: 'Ad alanı zorunludur.' });
  });
  it('prefers hatalar over errors', () => {
    expect(readFieldErrors({ hatalar: { a: 'x' }, errors: { b: ['y'] } })).toEqual({ a: 'x' });
  });
  it('ignores values that are not messages and missing bodies', () => {
    expect(readFieldErrors({ hatalar: { a: 1, b: [2], c: null, d: 'ok' } })).toEqual({ d: 'ok' });
    expect(readFieldErrors({ hatalar: 'metin' })).toEqual({});
    expect(readFieldErrors(null)).toEqual({});
    expect(readFieldErrors()).toEqual({});
  });
});

describe('error history (member spec §8: last 50)', () => {
  const numbered = (i: number): AppError => ({ ...httpError(500), url: `/api/${i}` });

  it('keeps only the last 50, oldest first', () => {
    expect(HISTORY_LIMIT).toBe(50);
    for (let i = 0; i < 60; i += 1) recordError(numbered(i));
    const h = errorHistory();
    expect(h).toHaveLength(50);
    expect(h.map((e) => e.url)).toEqual(Array.from({ length: 50 }, (_, i) => `/api/${i + 10}`));
  });
  it('returns a copy and can be cleared', () => {
    recordError(numbered(1));
    const h = errorHistory();
    h.length = 0;
    expect(errorHistory()).toHaveLength(1);
    clearErrorHistory();
    expect(errorHistory()).toEqual([]);
  });
});

describe('withRetry (member spec §8)', () => {
  function recorder() {
    const delays: number[] = [];
    const sleep = (ms: number) => {
      delays.push(ms);
      return Promise.resolve();
    };
    return { delays, sleep };
  }

  it('makes 3 attempts with growing delays 500 and 1000 ms, then rethrows the last error', async () => {
    const { delays, sleep } = recorder();
    const errors = [httpError(500), httpError(502), httpError(503)];
    let calls = 0;
    const fn = () => Promise.reject(errors[calls++]);
    await expect(withRetry(fn, { sleep })).rejects.toBe(errors[2]);
    expect(calls).toBe(3);
    expect(delays).toEqual([500, 1000]);
  });

  it.each([400, 401, 403, 404, 422, 429])('does not retry status %i', async (status) => {
    const { delays, sleep } = recorder();
    const err = httpError(status);
    const fn = vi.fn(() => Promise.reject(err));
    await expect(withRetry(fn, { sleep })).rejects.toBe(err);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it('retries network errors and returns the value of a later success', async () => {
    const { delays, sleep } = recorder();
    let calls = 0;
    const fn = () => (++calls < 3 ? Promise.reject(networkError()) : Promise.resolve('veri'));
    await expect(withRetry(fn, { sleep })).resolves.toBe('veri');
    expect(calls).toBe(3);
    expect(delays).toEqual([500, 1000]);
  });

  it('stops at the first success', async () => {
    const { delays, sleep } = recorder();
    let calls = 0;
    const fn = () => (++calls < 2 ? Promise.reject(httpError(504)) : Promise.resolve(7));
    await expect(withRetry(fn, { sleep })).resolves.toBe(7);
    expect(calls).toBe(2);
    expect(delays).toEqual([500]);
  });

  it('does not retry a plain thrown Error', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('boom')));
    await expect(withRetry(fn, { sleep: () => Promise.resolve() })).rejects.toThrow('boom');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('honours attempts and baseDelayMs', async () => {
    const { delays, sleep } = recorder();
    const fn = vi.fn(() => Promise.reject(httpError(500)));
    await expect(withRetry(fn, { sleep, attempts: 4, baseDelayMs: 100 })).rejects.toMatchObject({ status: 500 });
    expect(fn).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([100, 200, 400]);
  });

  it('waits for real by default (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const p = withRetry(() => (++calls < 2 ? Promise.reject(httpError(500)) : Promise.resolve('ok')));
      await vi.advanceTimersByTimeAsync(499);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(p).resolves.toBe('ok');
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('isRetryable: network and status ≥ 500 only', () => {
    expect(isRetryable(networkError())).toBe(true);
    expect(isRetryable(httpError(500))).toBe(true);
    expect(isRetryable(httpError(499))).toBe(false);
    expect(isRetryable(unexpectedError())).toBe(false);
    expect(isRetryable('x')).toBe(false);
  });

  it("offersRetry: a 'Tekrar Dene' button for no response, 408, 429, ≥ 500 and non-API failures; none for a refusal that repeats", () => {
    for (const e of [networkError(), httpError(408), httpError(429), httpError(500), httpError(503), unexpectedError(), new Error('yükleme')]) expect(offersRetry(e)).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(offersRetry(httpError(status, { mesaj: 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.' })), String(status)).toBe(false);
  });
});

describe('errorMessageOr (member spec §8, admin spec §8)', () => {
  const fallback = 'İşlem sırasında hata oluştu.';
  it('prefers the server message whatever the status', () => {
    expect(errorMessageOr(httpError(409, { mesaj: 'Bu ülke zaten kayıtlı.' }), fallback)).toBe('Bu ülke zaten kayıtlı.');
    expect(errorMessageOr(httpError(503, { mesaj: 'Bakım çalışması var.' }), fallback)).toBe('Bakım çalışması var.');
    expect(errorMessageOr(httpError(401, { mesaj: 'Kullanıcı adı veya şifre hatalı.' }), fallback, { statusDefaults: 'none' })).toBe('Kullanıcı adı veya şifre hatalı.');
  });
  it('gives the no-connection text when no answer came, and the fallback for anything unexpected', () => {
    expect(errorMessageOr(networkError(), fallback)).toBe('İnternet bağlantınızı kontrol edin.');
    expect(errorMessageOr(unexpectedError(), fallback)).toBe(fallback);
    expect(errorMessageOr(new Error('x'), fallback)).toBe(fallback);
    expect(errorMessageOr(httpError(418, null), fallback, { statusDefaults: 'all' })).toBe(fallback);
  });
  it('uses status defaults for refusals by default, for every status with all, never with none', () => {
    expect(errorMessageOr(httpError(403, null), fallback)).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    expect(errorMessageOr(httpError(500, null), fallback)).toBe(fallback);
    expect(errorMessageOr(httpError(500, {}), fallback, { statusDefaults: 'all' })).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(errorMessageOr(httpError(401, {}), 'Giriş işlemi başarısız', { statusDefaults: 'none' })).toBe('Giriş işlemi başarısız');
  });
});

describe('failureMessage: one place for the choice order and the shop fallbacks (member spec §8)', () => {
  it('holds the spec texts verbatim', () => {
    expect(Object.fromEntries(Object.entries(OPERATION_FAILURES).map(([k, v]) => [k, v.text]))).toEqual({
      cartLoad: 'Sepet yüklenirken hata oluştu',
      cartAdd: 'Ürün sepete eklenirken hata oluştu',
      cartUpdate: 'Sepet güncellenirken hata oluştu',
      cartRemove: 'Ürün sepetten çıkarılırken hata oluştu',
      cartClear: 'Sepet temizlenirken hata oluştu',
      orderCreate: 'Sipariş oluşturulurken hata oluştu',
      ordersLoad: 'Siparişler yüklenirken hata oluştu',
      orderDetailLoad: 'Sipariş detayı yüklenirken hata oluştu',
      orderUpdate: 'Sipariş güncellenirken hata oluştu',
      orderCancel: 'Sipariş iptal edilirken hata oluştu',
      paymentStart: 'Ödeme işlemi başlatılamadı',
      pageLoad: 'Sayfa yüklenirken hata oluştu',
      signIn: 'Giriş işlemi başarısız',
    });
  });

  it('a load: server message, title, status default, then the operation text', () => {
    expect(failureMessage(httpError(500, { mesaj: 'Sepet servisi bakımda.' }), 'cartLoad')).toBe('Sepet servisi bakımda.');
    expect(failureMessage(httpError(500, { title: 'Sunucu Hatası' }), 'cartLoad')).toBe('Sunucu Hatası');
    expect(failureMessage(httpError(500, {}), 'cartLoad')).toBe('Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(failureMessage(httpError(503, null), 'cartLoad')).toBe('Hizmet geçici olarak kullanılamıyor.');
    expect(failureMessage(httpError(418, null), 'cartLoad')).toBe('Sepet yüklenirken hata oluştu');
    expect(failureMessage(unexpectedError('/api/sepet'), 'cartLoad')).toBe('Sepet yüklenirken hata oluştu');
    expect(failureMessage(networkError(), 'cartLoad')).toBe('İnternet bağlantınızı kontrol edin.');
  });

  it("a save: server message, a refusal's status default, else the operation text", () => {
    expect(failureMessage(httpError(422, { mesaj: 'Yeterli stok yok.' }), 'cartAdd')).toBe('Yeterli stok yok.');
    expect(failureMessage(httpError(404, {}), 'cartRemove')).toBe('Aradığınız sayfa veya veri bulunamadı.');
    expect(failureMessage(httpError(500, {}), 'cartAdd')).toBe('Ürün sepete eklenirken hata oluştu');
    expect(failureMessage(httpError(503, null), 'cartClear')).toBe('Sepet temizlenirken hata oluştu');
    expect(failureMessage(new Error('x'), 'cartUpdate')).toBe('Sepet güncellenirken hata oluştu');
    expect(failureMessage(networkError(), 'cartAdd')).toBe('İnternet bağlantınızı kontrol edin.');
  });

  it("sign-in never shows a status default: 'Giriş işlemi başarısız'", () => {
    expect(failureMessage(httpError(401, {}), 'signIn')).toBe('Giriş işlemi başarısız');
    expect(failureMessage(httpError(429, null), 'signIn')).toBe('Giriş işlemi başarısız');
    expect(failureMessage(httpError(401, { mesaj: 'Kullanıcı adı veya şifre hatalı.' }), 'signIn')).toBe('Kullanıcı adı veya şifre hatalı.');
  });

  it('lists only field messages that add something', () => {
    const e = httpError(422, { mesaj: 'Yeterli stok yok.', hatalar: { miktar: 'Yeterli stok yok.', urunId: 'Geçersiz ürün.' } });
    expect(extraFieldErrors(e, 'Yeterli stok yok.')).toEqual({ urunId: 'Geçersiz ürün.' });
    expect(extraFieldErrors(new Error('x'), 'a')).toEqual({});
  });

  it('retry delays grow: 500 ms, 1000 ms, 2000 ms', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n))).toEqual([500, 1000, 2000]);
  });
});
