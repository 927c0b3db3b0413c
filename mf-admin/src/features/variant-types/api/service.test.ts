import { describe, expect, it } from 'vitest';
import { variantTypeResource } from '@skiclub/shared/schemas/admin';
import { createCrudService } from '../../crud/api/createCrudService';
import { installFakeHttp } from '../../crud/testing/fakeHttp';
import { variantValueCalls } from './service';

const fake = installFakeHttp();

const ok = (veri: unknown, status = 200) => ({ status, data: { basarili: true, veri, mesaj: '' } });
const red = { id: 'v1', varyantTipiId: 't 1', degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true };

describe('variant type calls (admin spec §7 Variant types)', () => {
  it('updates a type with PUT /api/urunvaryanttipi/{id} and an urunvaryanttipi token (the page’s service, built from the contract)', async () => {
    fake.answer = () => ok({ id: 't 1', tipAdi: 'Renk', aciklama: null, aktif: true, varyantDegerleri: [red] });
    await createCrudService(variantTypeResource).update('t 1', { tipAdi: 'Renk', aciklama: null, aktif: true });
    expect(fake.seen).toEqual([{ method: 'put', url: '/api/urunvaryanttipi/t%201', body: { tipAdi: 'Renk', aciklama: null, aktif: true, recaptchaToken: 'tok-urunvaryanttipi' } }]);
  });

  it('lists, adds (with a fresh token) and deletes values on their routes', async () => {
    fake.answer = (req) => (req.method === 'get' ? ok([red]) : req.method === 'post' ? ok(red, 201) : ok(null));
    await expect(variantValueCalls.list('t 1')).resolves.toEqual([red]);
    await expect(variantValueCalls.add('t 1', { degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true })).resolves.toEqual(red);
    await variantValueCalls.remove('v/1');
    expect(fake.seen).toEqual([
      { method: 'get', url: '/api/urunvaryanttipi/t%201/degerler' },
      { method: 'post', url: '/api/urunvaryanttipi/t%201/degerler', body: { degerAdi: 'Kırmızı', degerKodu: '#C62828', siraNo: 1, aktif: true, recaptchaToken: 'tok-urunvaryanttipi' } },
      { method: 'delete', url: '/api/urunvaryanttipi/degerler/v%2F1' },
    ]);
  });

  it("rejects a 409 with the server's message", async () => {
    fake.answer = () => ({ status: 409, data: { basarili: false, veri: null, mesaj: 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.' } });
    await expect(variantValueCalls.remove('v1')).rejects.toMatchObject({ status: 409, message: 'Bu varyant değeri ürün varyantlarında kullanıldığı için silinemez.' });
  });
});
