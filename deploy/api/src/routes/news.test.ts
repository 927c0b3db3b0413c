import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { NEWS_MESSAGES, newsPageSchema, newsSchema, type News, type NewsPage } from '@skiclub/shared/schemas';
import { haberler } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { NEWS } from '../db/seed-data';
import { body, call, createTestContext, type TestContext } from '../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string) => {
  const res = await call(t.app, { method: 'GET', url });
  return { status: res.statusCode, env: body<T>(res) };
};

const ACTIVE = NEWS.filter((n) => n.aktif).length;

describe('GET /api/haber (member spec §7, §9)', () => {
  it('answers page 1 of 10 active items, newest first, by default', async () => {
    const { status, env } = await get<NewsPage>('/api/haber');
    expect(status).toBe(200);
    expect(newsPageSchema.safeParse(env.veri).success).toBe(true);
    expect(ACTIVE).toBeGreaterThanOrEqual(8);
    expect(env.veri).toMatchObject({ totalCount: ACTIVE, totalPages: 1, page: 1, pageSize: 10 });
    const dates = env.veri.items.map((n) => n.yayinlanmaTarihi);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(env.veri.items.every((n) => n.aktif)).toBe(true);
    expect(env.veri.items[0]!.baslik).toBe('2026-2027 Kayak Sezonu Kayıtları Başladı');
  });

  it('pages with page and pageSize without overlap', async () => {
    const first = await get<NewsPage>('/api/haber?page=1&pageSize=3');
    const second = await get<NewsPage>('/api/haber?page=2&pageSize=3');
    const last = await get<NewsPage>(`/api/haber?page=${Math.ceil(ACTIVE / 3)}&pageSize=3`);
    expect(first.env.veri).toMatchObject({ page: 1, pageSize: 3, totalCount: ACTIVE, totalPages: Math.ceil(ACTIVE / 3) });
    expect(first.env.veri.items).toHaveLength(3);
    expect(second.env.veri.items).toHaveLength(3);
    expect(last.env.veri.items).toHaveLength(ACTIVE - 3 * (Math.ceil(ACTIVE / 3) - 1));
    const ids = [...first.env.veri.items, ...second.env.veri.items].map((n) => n.id);
    expect(new Set(ids).size).toBe(6);
    const beyond = await get<NewsPage>('/api/haber?page=99&pageSize=50');
    expect(beyond.status).toBe(200);
    expect(beyond.env.veri.items).toEqual([]);
    const huge = await get<NewsPage>(`/api/haber?page=${Number.MAX_SAFE_INTEGER}`);
    expect(huge.status).toBe(200);
    expect(huge.env.veri.items).toEqual([]);
  });

  it('hides inactive news', async () => {
    const inactive = NEWS.find((n) => !n.aktif)!;
    const { env } = await get<NewsPage>('/api/haber?pageSize=50');
    expect(env.veri.items.map((n) => n.baslik)).not.toContain(inactive.baslik);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['page=1&page=2', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=51', 'pageSize'],
    ['pageSize=1e1', 'pageSize'],
  ])('refuses %s with 422 and a field error', async (query, field) => {
    const { status, env } = await get<null>(`/api/haber?${query}`);
    expect(status).toBe(422);
    expect(env.basarili).toBe(false);
    expect(env.hatalar).toEqual({ [field]: field === 'page' ? NEWS_MESSAGES.page : NEWS_MESSAGES.pageSize });
  });

  it('refuses a NUL character with 422', async () => {
    const { status, env } = await get<null>('/api/haber?page=1%00');
    expect(status).toBe(422);
    expect(env.hatalar).toHaveProperty('page');
  });
});

describe('GET /api/haber/{slug} (member spec §2 News detail)', () => {
  it('answers an active item with its text, keywords and cover', async () => {
    const list = await get<NewsPage>('/api/haber?pageSize=1');
    const slug = list.env.veri.items[0]!.slug;
    const { status, env } = await get<News>(`/api/haber/${slug}`);
    expect(status).toBe(200);
    expect(newsSchema.safeParse(env.veri).success).toBe(true);
    expect(env.veri).toMatchObject({ slug, aktif: true, yayinlayanKullaniciAdi: 'Kulüp Yönetimi', anahtarKelimeler: 'kayıt, sezon, kamp, erken kayıt' });
    expect(env.veri.icerik).toContain('\n\n');
    expect(env.veri.kapakGorselUrl).toBe(`/uploads/haber/haber-${slug}.svg`);
    expect(existsSync(join(t.dataDir, 'uploads', 'haber', `haber-${slug}.svg`))).toBe(true);
    const cover = await call(t.app, { method: 'GET', url: env.veri.kapakGorselUrl! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    // A scene named by the title, with no text drawn on it (pages crop covers to their own shape).
    const svg = readFileSync(join(t.dataDir, 'uploads', 'haber', `haber-${slug}.svg`), 'utf8');
    expect(svg).toContain(`aria-label="${env.veri.baslik}"`);
    expect(svg).not.toContain('<text');
  });

  it("answers 404 'Haber bulunamadı.' for an unknown or inactive slug", async () => {
    const [inactive] = await t.db.select({ slug: haberler.slug }).from(haberler).where(eq(haberler.aktif, false));
    expect(inactive).toBeDefined();
    for (const slug of ['yok-boyle-bir-haber', inactive!.slug, 'x'.repeat(99), 'HABER']) {
      const { status, env } = await get<null>(`/api/haber/${slug}`);
      expect(status, slug).toBe(404);
      expect(env).toMatchObject({ basarili: false, veri: null, mesaj: NEWS_MESSAGES.notFound });
    }
  });

  it('refuses a NUL character in the slug with 422', async () => {
    const { status, env } = await get<null>('/api/haber/a%00b');
    expect(status).toBe(422);
    expect(env.hatalar).toHaveProperty('slug');
  });
});

describe('seed top-up (a data folder seeded before the club news existed)', () => {
  it('adds the news once to a database that has users but no news', async () => {
    await t.db.delete(haberler);
    expect(await seedDatabase(t.db)).toBe(true);
    const { env } = await get<NewsPage>('/api/haber');
    expect(env.veri.totalCount).toBe(ACTIVE);
    expect(await seedDatabase(t.db)).toBe(false);
  });
});
