/**
 * Club news routes (issue 10; member spec §2 home page news slider and News detail, §3 News,
 * §7 GET /api/haber, §9 default page size 10): public, active items only, newest
 * `yayinlanmaTarihi` first. An inactive item answers 404 as an unknown one.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NEWS_MESSAGES, newsPageQuerySchema, type News, type NewsPage } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import type { Database } from '../db';
import { haberler } from '../db/schema';
import { notFound, parse, send } from '../lib/http';

const newsColumns = {
  id: haberler.id,
  baslik: haberler.baslik,
  slug: haberler.slug,
  icerik: haberler.icerik,
  ozet: haberler.ozet,
  anahtarKelimeler: haberler.anahtarKelimeler,
  kapakGorselUrl: haberler.kapakGorselUrl,
  yayinlanmaTarihi: haberler.yayinlanmaTarihi,
  yayinlayanKullaniciAdi: haberler.yayinlayanKullaniciAdi,
  aktif: haberler.aktif,
};

type NewsRow = Omit<News, 'yayinlanmaTarihi'> & { yayinlanmaTarihi: Date };
const toNews = (r: NewsRow): News => ({ ...r, yayinlanmaTarihi: r.yayinlanmaTarihi.toISOString() });

/**
 * One page of active news, newest first (ties by id, so pages never overlap).
 * @param page 1-based page number; a page past the end gives no items
 * @param pageSize items per page (1-50)
 */
export async function listActiveNews(db: Database, page: number, pageSize: number): Promise<NewsPage> {
  const active = eq(haberler.aktif, true);
  const [total] = await db.select({ n: count() }).from(haberler).where(active);
  const rows = await db
    .select(newsColumns)
    .from(haberler)
    .where(active)
    .orderBy(desc(haberler.yayinlanmaTarihi), desc(haberler.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totalCount = total?.n ?? 0;
  return { items: rows.map(toNews), totalCount, totalPages: Math.ceil(totalCount / pageSize), page, pageSize };
}

/** Registers GET /api/haber and GET /api/haber/:slug. */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/haber', async (request, reply) => {
    const { page, pageSize } = parse(newsPageQuerySchema, request.query);
    return send(reply, await listActiveNews(db, page, pageSize));
  });

  app.get<{ Params: { slug: string } }>('/api/haber/:slug', async (request, reply) => {
    const slug = request.params.slug.trim().toLowerCase();
    if (!slug) throw notFound(NEWS_MESSAGES.notFound);
    const [row] = await db
      .select(newsColumns)
      .from(haberler)
      .where(and(eq(haberler.slug, slug), eq(haberler.aktif, true)));
    if (!row) throw notFound(NEWS_MESSAGES.notFound);
    return send(reply, toNews(row));
  });
}
