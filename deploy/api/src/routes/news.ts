/**
 * Club news routes (member spec §2 home page news slider and News detail, §3 News,
 * §7 GET /api/haber, §9 default page size 10): public, active items only, newest
 * `yayinlanmaTarihi` first. An inactive item answers 404 as an unknown one.
 * The admin news screen (admin spec §2 News, §7, §9) reads the same list with `tumu=true`: every
 * item, inactive ones too, page size 5-50; that query is Admin-only (401 visitors, 403 members).
 * The admin writes live in ./admin/news.ts, inside the admin plugin.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { NEWS_MESSAGES, newsPageQuerySchema, type News, type NewsPage } from '@skiclub/shared/schemas';
import { adminNewsQuerySchema } from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../context';
import type { Database } from '../db';
import { haberler } from '../db/schema';
import { allQuerySchema, asksForAll, checkedInHandler, notFound, parse, send } from '../lib/http';

/** Columns of a news answer (member spec §3 News). */
export const newsColumns = {
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
/** A selected row as the answer shows it (ISO date). */
export const toNews = (r: NewsRow): News => ({ ...r, yayinlanmaTarihi: r.yayinlanmaTarihi.toISOString() });

/**
 * One page of news, newest first (ties by id, so pages never overlap).
 * @param where rows to count and list; undefined for every item
 * @param page 1-based page number; a page past the end gives no items
 * @param pageSize items per page (1-50)
 */
async function listNews(db: Database, where: SQL | undefined, page: number, pageSize: number): Promise<NewsPage> {
  const [total] = await db.select({ n: count() }).from(haberler).where(where);
  const rows = await db
    .select(newsColumns)
    .from(haberler)
    .where(where)
    .orderBy(desc(haberler.yayinlanmaTarihi), desc(haberler.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const totalCount = total?.n ?? 0;
  return { items: rows.map(toNews), totalCount, totalPages: Math.ceil(totalCount / pageSize), page, pageSize };
}

/**
 * One page of active news, newest first.
 * @param page 1-based page number; a page past the end gives no items
 * @param pageSize items per page (1-50)
 */
export function listActiveNews(db: Database, page: number, pageSize: number): Promise<NewsPage> {
  return listNews(db, eq(haberler.aktif, true), page, pageSize);
}

/**
 * One page of every news item, inactive ones too (the admin list), newest first.
 * @param pageSize items per page (5-50, admin spec §9)
 */
export function listAllNews(db: Database, page: number, pageSize: number): Promise<NewsPage> {
  return listNews(db, undefined, page, pageSize);
}

/**
 * GET /api/haber query as documented: the public page rules (pageSize 1-50); with tumu=true an
 * Admin gets the admin list, whose pageSize is 5-50 (adminNewsQuerySchema, checked in the handler).
 */
const newsListQuerySchema = newsPageQuerySchema.extend(allQuerySchema.shape);

/** Registers GET /api/haber (public; whole list for an Admin with tumu=true) and GET /api/haber/:slug. */
export function registerNewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  // Which page rules apply depends on tumu and the caller: validated in the handler.
  app.get('/api/haber', { schema: { querystring: newsListQuerySchema }, ...checkedInHandler }, async (request, reply) => {
    if (asksForAll(request.query)) {
      await ctx.auth.requireAdmin(request);
      const { page, pageSize } = parse(adminNewsQuerySchema, request.query);
      return send(reply, await listAllNews(db, page, pageSize));
    }
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
