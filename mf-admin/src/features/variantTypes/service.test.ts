import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@skiclub/shared/api';
import { variantTypeService, variantValueCalls } from './service';

interface Seen {
  method: string;
  url: string;
  body?: unknown;
}

/** A fake server behind the real shared axios instance. */
let seen: Seen[] = [];
let answer: (req: Seen) => { status: number; data: unknown } = () => ({ status: 200, data: null });
const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  seen = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const req: Seen = { method: config.method ?? 'get', url: config.url ?? '', body: config.data ? JSON.parse(config.data as string) : undefined };
    if (req.url === '/api/dogrulama/token') return { status: 200, statusText: 'OK', headers: {}, config, data: { basarili: true, veri: { token: `tok-${(config.params as { action: string }).action}` }, mesaj: '' } };
    seen.push(req);
    const { status, data } = answer(req);
    const response = { status, statusText: '', headers: new AxiosHeaders(), config, data };
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const ok = (veri: unknown, status = 200) => ({ status, data: { basarili: true, veri, mesaj: '' } });
const red = { id: 'v1', varyantTipiId: 't 1', degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true };

describe('variant type calls (admin spec §7 Variant types)', () => {
  it('updates a type with PUT /api/urunvaryanttipi/{id} and an urunvaryanttipi token', async () => {
    answer = () => ok({ id: 't 1', tipAdi: 'Renk', aciklama: null, aktif: true, varyantDegerleri: [red] });
    await variantTypeService.update('t 1', { tipAdi: 'Renk', aciklama: null, aktif: true });
    expect(seen).toEqual([{ method: 'put', url: '/api/urunvaryanttipi/t%201', body: { tipAdi: 'Renk', aciklama: null, aktif: true, recaptchaToken: 'tok-urunvaryanttipi' } }]);
  });

  it('lists, adds (with a fresh token) and deletes values on their routes', async () => {
    answer = (req) => (req.method === 'get' ? ok([red]) : req.method === 'post' ? ok(red, 201) : ok(null));
    await expect(variantValueCalls.list('t 1')).resolves.toEqual([red]);
    await expect(variantValueCalls.add('t 1', { degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true })).resolves.toEqual(red);
    await variantValueCalls.remove('v/1');
    expect(seen).toEqual([
      { method: 'get', url: '/api/urunvaryanttipi/t%201/degerler' },
      { method: 'post', url: '/api/urunvaryanttipi/t%201/degerler', body: { degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true, recaptchaToken: 'tok-urunvaryanttipi' } },
      { method: 'delete', url: '/api/urunvaryanttipi/degerler/v%2F1' },
    ]);
  });

  it("rejects a 409 with the server's message", async () => {
    answer = () => ({ status: 409, data: { basarili: false, veri: null, mesaj: 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.' } });
    await expect(variantValueCalls.remove('v1')).rejects.toMatchObject({ status: 409, message: 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.' });
  });
});
