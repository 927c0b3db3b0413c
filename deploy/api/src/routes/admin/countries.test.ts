import { MESSAGES, type Camp } from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, type Country } from '@skiclub/shared/schemas/admin';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';
import { COUNTRY_EXISTS, COUNTRY_IN_USE, COUNTRY_NOT_FOUND } from './countries';

let t: TestContext, admin: string;
beforeAll(async () => ({ t, admin } = await openTestContext()));
afterAll(() => t.close());

const FORBIDDEN = 'Bu işlem için yetkiniz bulunmamaktadır.';

describe('countries CRUD (Admin only)', () => {
  it('401 for visitors and 403 for members on every call', async () => {
    const member = await t.memberToken();
    const calls = [
      { method: 'GET', url: '/api/ulke' },
      { method: 'POST', url: '/api/ulke', payload: { ulkeAdi: 'Norveç' } },
      { method: 'POST', url: `/api/ulke/${UNKNOWN_ID}`, payload: { ulkeAdi: 'Norveç' } },
      { method: 'DELETE', url: `/api/ulke/${UNKNOWN_ID}` },
    ] as const;
    for (const c of calls) {
      expect((await call(t.app, c)).statusCode).toBe(401);
      const res = await call(t.app, { ...c, token: member });
      expect(res.statusCode).toBe(403);
      expect(body(res)).toEqual({ basarili: false, veri: null, mesaj: FORBIDDEN });
    }
  });

  it('lists the seeded countries by name', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/ulke', token: admin });
    const names = body<Country[]>(res).veri.map((c) => c.ulkeAdi);
    expect(names).toEqual(['Avusturya', 'Fransa', 'Gürcistan', 'İsviçre', 'İtalya', 'Türkiye']);
  });

  it('creates (201), validates (422) and refuses duplicates in any case (409)', async () => {
    const created = await call(t.app, { method: 'POST', url: '/api/ulke', token: admin, payload: { ulkeAdi: '  Norveç ', aktif: true, recaptchaToken: t.human('ulke') } });
    expect(created.statusCode).toBe(201);
    expect(body(created).mesaj).toBe(ADMIN_MESSAGES.countryAdded);
    expect(body<Country>(created).veri).toMatchObject({ ulkeAdi: 'Norveç', aktif: true });

    const short = await call(t.app, { method: 'POST', url: '/api/ulke', token: admin, payload: { ulkeAdi: 'N' } });
    expect(short.statusCode).toBe(422);
    expect(body(short).hatalar).toEqual({ ulkeAdi: MESSAGES.minLength('Ülke adı', 2) });
    const empty = await call(t.app, { method: 'POST', url: '/api/ulke', token: admin, payload: {} });
    expect(body(empty).hatalar).toEqual({ ulkeAdi: MESSAGES.required('Ülke adı') });

    for (const ulkeAdi of ['NORVEÇ', 'TÜRKİYE', 'türkiye']) {
      const dup = await call(t.app, { method: 'POST', url: '/api/ulke', token: admin, payload: { ulkeAdi } });
      expect(dup.statusCode, ulkeAdi).toBe(409);
      expect(body(dup)).toMatchObject({ mesaj: COUNTRY_EXISTS, hatalar: { ulkeAdi: COUNTRY_EXISTS } });
    }

    const badToken = await call(t.app, { method: 'POST', url: '/api/ulke', token: admin, payload: { ulkeAdi: 'Kanada', recaptchaToken: t.human('giris') } });
    expect(badToken.statusCode).toBe(422);
    expect(body(badToken).hatalar?.recaptchaToken).toBeDefined();
  });

  it('updates with POST /api/ulke/:id; duplicate 409; unknown 404', async () => {
    const list = body<Country[]>(await call(t.app, { method: 'GET', url: '/api/ulke', token: admin })).veri;
    const norway = list.find((c) => c.ulkeAdi === 'Norveç')!;
    const updated = await call(t.app, { method: 'POST', url: `/api/ulke/${norway.id}`, token: admin, payload: { ulkeAdi: 'Norveç', aktif: false } });
    expect(updated.statusCode).toBe(200);
    expect(body(updated).mesaj).toBe(ADMIN_MESSAGES.countryUpdated);
    expect(body<Country>(updated).veri).toEqual({ id: norway.id, ulkeAdi: 'Norveç', aktif: false });

    const dup = await call(t.app, { method: 'POST', url: `/api/ulke/${norway.id}`, token: admin, payload: { ulkeAdi: 'Fransa' } });
    expect(dup.statusCode).toBe(409);
    const unknown = await call(t.app, { method: 'POST', url: `/api/ulke/${UNKNOWN_ID}`, token: admin, payload: { ulkeAdi: 'Kanada' } });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).mesaj).toBe(COUNTRY_NOT_FOUND);
  });

  it('deletes an unused country; a used one is 409; unknown 404', async () => {
    const list = body<Country[]>(await call(t.app, { method: 'GET', url: '/api/ulke', token: admin })).veri;
    const turkey = list.find((c) => c.ulkeAdi === 'Türkiye')!;
    const inUse = await call(t.app, { method: 'DELETE', url: `/api/ulke/${turkey.id}`, token: admin });
    expect(inUse.statusCode).toBe(409);
    expect(body(inUse).mesaj).toBe(COUNTRY_IN_USE);
    expect(body<Camp[]>(await call(t.app, { method: 'GET', url: '/api/kamp' })).veri.some((c) => c.ulkeAdi === 'Türkiye')).toBe(true);

    const norway = list.find((c) => c.ulkeAdi === 'Norveç')!;
    const deleted = await call(t.app, { method: 'DELETE', url: `/api/ulke/${norway.id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: ADMIN_MESSAGES.countryDeleted });
    expect((await call(t.app, { method: 'DELETE', url: `/api/ulke/${norway.id}`, token: admin })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: '/api/ulke/bozuk', token: admin })).statusCode).toBe(404);
  });
});
