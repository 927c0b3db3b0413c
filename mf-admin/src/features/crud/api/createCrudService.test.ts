import { describe, expect, it } from 'vitest';
import { installFakeHttp } from '../testing/fakeHttp';
import { z } from 'zod';
import { countryResource, countrySchema, defineAdminResource } from '@skiclub/shared/schemas/admin';
import { createCrudService } from './createCrudService';

const fake = installFakeHttp();

const ok = (veri: unknown) => ({ status: 200, data: { basarili: true, veri, mesaj: '' } });
const row = { id: 'a1', ulkeAdi: 'Türkiye', aktif: true };
const countries = createCrudService(countryResource);

describe('createCrudService (admin spec §7)', () => {
  it('lists the whole collection for client-side paging, parsed by the row schema', async () => {
    fake.answer = () => ok([row]);
    expect(countries.paging).toBe('client');
    await expect(countries.list()).resolves.toEqual({ rows: [row], total: 1 });
    expect(fake.seen).toEqual([{ method: 'get', url: '/api/ulke', params: undefined, body: undefined }]);
  });

  it("rejects an answer that does not match the schema with 'Beklenmeyen bir hata oluştu.'", async () => {
    fake.answer = () => ok([{ ...row, aktif: 'evet' }]);
    await expect(countries.list()).rejects.toMatchObject({ kind: 'unexpected', message: 'Beklenmeyen bir hata oluştu.', url: '/api/ulke' });
    fake.answer = () => ({ status: 200, data: [row] }); // no envelope
    await expect(countries.list()).rejects.toMatchObject({ kind: 'unexpected' });
  });

  it("treats basarili: false as a failure with the server's message", async () => {
    fake.answer = () => ({ status: 200, data: { basarili: false, veri: null, mesaj: 'Liste alınamadı.' } });
    await expect(countries.list()).rejects.toMatchObject({ status: 400, message: 'Liste alınamadı.' });
  });

  it('creates with POST on the collection, the verification token of the screen added', async () => {
    fake.answer = () => ({ status: 201, data: { basarili: true, veri: row, mesaj: 'Ülke başarıyla eklendi.' } });
    await expect(countries.create({ ulkeAdi: 'Türkiye', aktif: true })).resolves.toEqual(row);
    expect(fake.seen).toEqual([{ method: 'post', url: '/api/ulke', params: undefined, body: { ulkeAdi: 'Türkiye', aktif: true, recaptchaToken: 'tok-ulke' } }]);
  });

  it('updates with POST /{id}, PUT on the collection with the id in the body, or PUT /{id}', async () => {
    fake.answer = () => ok(row);
    await countries.update('a 1', { ulkeAdi: 'Türkiye', aktif: false });
    expect(fake.seen[0]).toMatchObject({ method: 'post', url: '/api/ulke/a%201', body: { ulkeAdi: 'Türkiye', aktif: false, recaptchaToken: 'tok-ulke' } });
    const genders = createCrudService(
      defineAdminResource({
        path: '/api/cinsiyet',
        item: z.object({ id: z.string(), cinsiyetAdi: z.string(), aktif: z.boolean() }),
        payload: z.object({ cinsiyetAdi: z.string(), aktif: z.boolean() }),
        verificationAction: 'cinsiyet',
        update: 'PUT',
      }),
    );
    fake.answer = () => ok(null);
    await expect(genders.update('g1', { cinsiyetAdi: 'Kadın', aktif: true })).resolves.toBeNull();
    expect(fake.seen[1]).toEqual({ method: 'put', url: '/api/cinsiyet', params: undefined, body: { cinsiyetAdi: 'Kadın', aktif: true, recaptchaToken: 'tok-cinsiyet', id: 'g1' } });
    const categories = createCrudService(
      defineAdminResource({
        path: '/api/urunkategori',
        item: z.object({ id: z.string(), kategoriAdi: z.string() }),
        payload: z.object({ kategoriAdi: z.string() }),
        verificationAction: 'urunkategori',
        update: 'PUT /{id}',
      }),
    );
    fake.answer = () => ok({ id: 'k/1', kategoriAdi: 'Kask' });
    await expect(categories.update('k/1', { kategoriAdi: 'Kask' })).resolves.toEqual({ id: 'k/1', kategoriAdi: 'Kask' });
    expect(fake.seen[2]).toEqual({ method: 'put', url: '/api/urunkategori/k%2F1', params: undefined, body: { kategoriAdi: 'Kask', recaptchaToken: 'tok-urunkategori' } });
  });

  it('deletes with DELETE /{id}', async () => {
    fake.answer = () => ok(null);
    await expect(countries.remove('a1')).resolves.toBeUndefined();
    expect(fake.seen).toEqual([{ method: 'delete', url: '/api/ulke/a1', params: undefined, body: undefined }]);
  });

  it('rejects a 422 with its field errors and a 409 with its message', async () => {
    fake.answer = () => ({ status: 422, data: { basarili: false, veri: null, mesaj: 'Geçersiz veri.', hatalar: { ulkeAdi: 'Ülke adı en az 2 karakter olmalıdır.' } } });
    await expect(countries.create({ ulkeAdi: 'T', aktif: true })).rejects.toMatchObject({ status: 422, fieldErrors: { ulkeAdi: 'Ülke adı en az 2 karakter olmalıdır.' } });
    fake.answer = () => ({ status: 409, data: { basarili: false, veri: null, mesaj: 'Bu ülke zaten kayıtlı.' } });
    await expect(countries.update('a1', { ulkeAdi: 'Türkiye', aktif: true })).rejects.toMatchObject({ status: 409, message: 'Bu ülke zaten kayıtlı.' });
  });

  it('asks the server for one page when the screen pages on the server', async () => {
    const products = createCrudService(defineAdminResource({ path: '/api/urun/admin', item: countrySchema, payload: z.object({}), verificationAction: 'urun' }), {
      serverPaging: {
        params: (q) => ({ page: q.current, pageSize: q.pageSize, arama: q.keyword || undefined }),
        pageSchema: z.object({ kayitlar: z.array(countrySchema), toplam: z.number() }).transform((v) => ({ rows: v.kayitlar, total: v.toplam })),
      },
    });
    fake.answer = () => ok({ kayitlar: [row], toplam: 31 });
    expect(products.paging).toBe('server');
    await expect(products.list({ current: 4, pageSize: 10, keyword: 'tür', sort: null })).resolves.toEqual({ rows: [row], total: 31 });
    expect(fake.seen[0]).toMatchObject({ method: 'get', url: '/api/urun/admin', params: { page: '4', pageSize: '10', arama: 'tür' } });
  });
});
