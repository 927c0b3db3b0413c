import { eq } from 'drizzle-orm';
import { CHECKOUT_COUNTRY_ID, cityListSchema, type City } from '@skiclub/shared/schemas';
import { sehirler, ulkeler } from '../db/schema';
import { body, call, createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const res = await call(t.app, { method: 'GET', url });
  return { status: res.statusCode, env: body<City[]>(res) };
};

describe('GET /api/sehir/ulke/{countryId} (member spec §3 City, §7)', () => {
  it("answers Türkiye's 81 provinces to a visitor, in Turkish alphabetical order", async () => {
    const { status, env } = await get(`/api/sehir/ulke/${CHECKOUT_COUNTRY_ID}`);
    expect(status).toBe(200);
    expect(cityListSchema.safeParse(env.veri).success).toBe(true);
    const names = env.veri.map((c) => c.sehirAdi);
    expect(names).toHaveLength(81);
    expect(names.slice(0, 3)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar']);
    // Turkish order: Ç after C, İ after I, Ş after S.
    expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
    expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
    expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Isparta'));
    expect(names.indexOf('Şanlıurfa')).toBeGreaterThan(names.indexOf('Sivas'));
    expect(names.at(-1)).toBe('Zonguldak');
  });

  it('leaves out inactive cities', async () => {
    await t.db.update(sehirler).set({ aktif: false }).where(eq(sehirler.sehirAdi, 'Kilis'));
    const { env } = await get(`/api/sehir/ulke/${CHECKOUT_COUNTRY_ID}`);
    expect(env.veri.map((c) => c.sehirAdi)).not.toContain('Kilis');
    expect(env.veri).toHaveLength(80);
    await t.db.update(sehirler).set({ aktif: true }).where(eq(sehirler.sehirAdi, 'Kilis'));
  });

  it("another country's cities only", async () => {
    const [austria] = await t.db.select({ id: ulkeler.id }).from(ulkeler).where(eq(ulkeler.ulkeAdi, 'Avusturya'));
    const { env } = await get(`/api/sehir/ulke/${austria!.id}`);
    expect(env.veri.map((c) => c.sehirAdi)).toEqual(['Innsbruck', 'Salzburg']);
  });

  it("404 'Ülke bulunamadı.' for an unknown id, a malformed id and an inactive country; 422 for a NUL", async () => {
    expect((await get('/api/sehir/ulke/a%00b')).status).toBe(422);
    for (const id of ['00000000-0000-4000-8000-000000000001', 'turkiye']) {
      const { status, env } = await get(`/api/sehir/ulke/${id}`);
      expect(status).toBe(404);
      expect(env.mesaj).toBe('Ülke bulunamadı.');
    }
    await t.db.update(ulkeler).set({ aktif: false }).where(eq(ulkeler.id, CHECKOUT_COUNTRY_ID));
    expect((await get(`/api/sehir/ulke/${CHECKOUT_COUNTRY_ID}`)).status).toBe(404);
    await t.db.update(ulkeler).set({ aktif: true }).where(eq(ulkeler.id, CHECKOUT_COUNTRY_ID));
  });
});
