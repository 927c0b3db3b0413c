/**
 * News on the admin side (admin spec §2 News, §3, §4, §5, §7, §8, §9), all inside the admin
 * plugin (401 visitors, 403 members):
 * - POST /api/haber → 201 'Kaydedildi' with the saved item (its `id`, the slug used …);
 *   PUT /api/haber (id in the body) → 200 'Kaydedildi'; DELETE /api/haber/{id} → 'Haber silindi.'
 *   (the uploaded cover is removed too). The list is the public GET /api/haber (../news.ts), every
 *   item for an Admin with tumu=true.
 * - POST /api/haber/kapak/{id}: one multipart file `dosya`, jpg/jpeg/png/webp by content, ≤ 5 MB
 *   (413) or 415 'Sadece jpg, jpeg, png, webp'; stored as /uploads/haber/<newsId>-<uuid>.<ext>,
 *   `veri` is the path. The previous cover is removed when this route stored it (never a seed file).
 * Body rules are the shared {@link newsPayloadSchema}. `icerik` stays plain text: every tag is
 * stripped with sanitize-html (nothing allowed) and the length is checked again. The slug comes
 * from the sent one or, when empty, from the title (Turkish letters transliterated, lower case,
 * hyphens), kept unique with -2, -3 …; a sent slug another item uses → 409 on `slug`. `ozet` is
 * the first ~160 characters of the text (word boundary), `yayinlayanKullaniciAdi` the Admin's
 * name, `yayinlanmaTarihi` the creation time. Nothing is cached: the public list and
 * /api/haber/:slug read the table on every call, so a published item shows at once.
 * Not on the CRUD factory: its list is the paged public route (not an array) and its writes
 * derive several columns; the same guarantees (401/403/422/409/404) are tested in ./news.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { slugify } from '@skiclub/shared/format';
import { newsSchema, ok, type News } from '@skiclub/shared/schemas';
import {
  NEWS_ACTION,
  NEWS_ADMIN_MESSAGES,
  NEWS_COVER_MAX_BYTES,
  NEWS_SLUG_MAX,
  NEWS_SUMMARY_LENGTH,
  NEWS_TEXT_MIN,
  NEWS_TITLE_MIN,
  NEWS_UPLOAD_PREFIX,
  newsPayloadSchema,
  type NewsInput,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { haberler } from '../../db/schema';
import { pgError } from '../../lib/errors';
import { ApiError, envelopeOf, invalid, isUuid, send } from '../../lib/http';
import { readImageUploads, uploadFolder, type ImageUploadRule, type UploadFolder } from '../../lib/upload';
import { checkSentToken } from '../../lib/verifier';
import { newsColumns, toNews } from '../news';
import { RECORD_ID_REQUIRED, type AdminModule } from './crud';

/** Uploads sub-folder of the covers (served as /uploads/haber/…; the seed's covers live there too). */
export const NEWS_UPLOAD_DIR = 'haber';
/** Largest side of a stored cover in pixels (never enlarged). */
export const NEWS_COVER_MAX_SIDE = 1920;
/** Slug used when the title has no letter or digit at all. */
const FALLBACK_SLUG = 'haber';
/** Name of the slug's unique index (db/schema.ts). */
const SLUG_INDEX = 'haberler_slug_uq';
/** Longest `yayinlayanKullaniciAdi` (varchar(100)). */
const PUBLISHER_MAX = 100;

/** Upload rule of a cover (admin spec §5, §9): jpg/png/webp by content, ≤ 5 MB, one file. */
export const NEWS_COVER_RULE: ImageUploadRule = {
  maxBytes: NEWS_COVER_MAX_BYTES,
  formats: ['jpeg', 'png', 'webp'],
  maxSide: NEWS_COVER_MAX_SIDE,
  messages: { tooLarge: NEWS_ADMIN_MESSAGES.coverTooLarge, wrongType: NEWS_ADMIN_MESSAGES.coverType },
};

const idParams = z.object({ id: z.string() });
const putPayloadSchema = newsPayloadSchema.extend({ id: z.string({ error: RECORD_ID_REQUIRED }) });
const notFound = () => new ApiError(404, NEWS_ADMIN_MESSAGES.notFound);

/**
 * Plain text of a sent text (admin spec §3: icerik is plain text with line breaks): line-break
 * and block tags become line breaks, every other tag is dropped with its script/style content
 * (sanitize-html, nothing allowed), entities are read back to characters, and this repeats until
 * nothing changes, so an escaped tag ('&lt;b&gt;') cannot come back as markup.
 */
export function plainNewsText(text: string): string {
  let current = text.replace(/\r\n?/g, '\n');
  for (let i = 0; i < 5; i += 1) {
    const next = sanitizeHtml(current.replace(/<br\s*\/?>/gi, '\n').replace(/<\/?(p|div|li|h[1-6])(\s[^>]*)?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    if (next === current) break;
    current = next;
  }
  return current.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * Summary of a text (admin spec §3 ozet): white space collapsed, cut at a word boundary within
 * the first {@link NEWS_SUMMARY_LENGTH} characters, '…' added when cut.
 */
export function newsSummary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= NEWS_SUMMARY_LENGTH) return flat;
  const head = flat.slice(0, NEWS_SUMMARY_LENGTH + 1);
  const cut = head.lastIndexOf(' ');
  const base = cut > NEWS_SUMMARY_LENGTH / 2 ? head.slice(0, cut) : flat.slice(0, NEWS_SUMMARY_LENGTH);
  return `${base.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * Slug base of a text (admin spec §4): ç→c, ğ→g, ı/İ→i, ö→o, ş→s, ü→u, lower case, runs of other
 * characters → one hyphen, at most {@link NEWS_SLUG_MAX} characters; '' when nothing is left.
 */
export function newsSlugBase(text: string): string {
  return slugify(text).slice(0, NEWS_SLUG_MAX).replace(/-+$/, '');
}

/** Keyword list normalised: parts trimmed, empty ones dropped, joined with ', '; null when none. */
function normaliseKeywords(value: string | null): string | null {
  if (!value) return null;
  const parts = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The first free slug `base`, `base-2`, `base-3` … among the other news items.
 * @param exceptId the item being updated (its own slug is free for it), or null
 */
export async function uniqueNewsSlug(db: Database, base: string, exceptId: string | null): Promise<string> {
  const mine: SQL | undefined = exceptId ? ne(haberler.id, exceptId) : undefined;
  const rows = await db
    .select({ slug: haberler.slug })
    .from(haberler)
    .where(and(or(eq(haberler.slug, base), like(haberler.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)), mine));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The columns a valid body sets (slug decided separately). @throws ApiError 422 */
function contentOf(input: NewsInput) {
  const icerik = plainNewsText(input.icerik);
  if (icerik.length < NEWS_TEXT_MIN) throw invalid({ icerik: NEWS_ADMIN_MESSAGES.textMin });
  const baslik = plainNewsText(input.baslik).replace(/\s+/g, ' ');
  if (baslik.length < NEWS_TITLE_MIN) throw invalid({ baslik: NEWS_ADMIN_MESSAGES.titleMin });
  const anahtarKelimeler = normaliseKeywords(plainNewsText(input.anahtarKelimeler ?? ''));
  return { baslik, icerik, ozet: newsSummary(icerik), anahtarKelimeler, aktif: input.aktif };
}

/**
 * Runs `write` with the slug for `input`: the sent one (normalised; 409 when another item has it)
 * or one made from the title and kept unique. A generated slug taken meanwhile (unique index)
 * is chosen again, a few times.
 */
async function withSlug<T>(db: Database, input: NewsInput, title: string, id: string | null, write: (slug: string) => Promise<T>): Promise<T> {
  const sent = input.slug ? newsSlugBase(input.slug) : '';
  const taken = () => new ApiError(409, NEWS_ADMIN_MESSAGES.slugTaken, { slug: NEWS_ADMIN_MESSAGES.slugTaken });
  if (sent) {
    const [other] = await db
      .select({ id: haberler.id })
      .from(haberler)
      .where(and(eq(haberler.slug, sent), id ? ne(haberler.id, id) : undefined))
      .limit(1);
    if (other) throw taken();
  }
  const base = sent || newsSlugBase(title) || FALLBACK_SLUG;
  for (let attempt = 0; ; attempt += 1) {
    const slug = sent || (await uniqueNewsSlug(db, base, id));
    try {
      return await write(slug);
    } catch (err) {
      const pg = pgError(err);
      if (pg?.code !== '23505' || pg.constraint !== SLUG_INDEX) throw err;
      if (sent || attempt >= 4) throw taken();
    }
  }
}

/** The publisher's name: 'Ad Soyad' of the Admin (their user name when both are empty). */
function publisherName(user: { ad: string; soyad: string; kullaniciAdi: string }): string {
  const name = `${user.ad} ${user.soyad}`.replace(/\s+/g, ' ').trim();
  return (name || user.kullaniciAdi).slice(0, PUBLISHER_MAX);
}

/** Opens the covers' folder once per app. */
const folders = new WeakMap<AppContext, Promise<UploadFolder>>();
function coverFolder(ctx: AppContext): Promise<UploadFolder> {
  let folder = folders.get(ctx);
  if (!folder) {
    folder = uploadFolder(ctx.storage, NEWS_UPLOAD_DIR);
    folders.set(ctx, folder);
  }
  return folder;
}

/** True for a cover this module stored for item `id` ('/uploads/haber/<id>-<uuid>.<ext>'); seed covers never. */
function isUploadedCover(folder: UploadFolder, id: string, path: string | null | undefined): path is string {
  return folder.owns(path) && path!.slice(NEWS_UPLOAD_PREFIX.length).startsWith(`${id}-`);
}

/** Paths of every cover file stored for item `id` (the current one and any left by a failed request). */
async function uploadedCoversOf(ctx: AppContext, id: string): Promise<string[]> {
  return (await coverFolder(ctx)).list(`${id}-`);
}

/** The item as the list shows it; 404 when it is gone. */
async function readNews(db: Database, id: string): Promise<News> {
  const [row] = await db.select(newsColumns).from(haberler).where(eq(haberler.id, id));
  if (!row) throw notFound();
  return toNews(row);
}

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const newsAdmin: AdminModule = { resources: [], routes: registerNewsAdminRoutes };

/**
 * Registers the admin news routes inside the admin plugin: create, update, delete, and the cover
 * upload in a child plugin with @fastify/multipart (so no other route reads multipart).
 */
async function registerNewsAdminRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const folder = await coverFolder(ctx);
  const one = envelopeOf(newsSchema);

  app.post('/api/haber', { schema: { body: newsPayloadSchema, response: { 201: one } } }, async (request, reply) => {
    const user = await ctx.auth.requireAdmin(request);
    await checkSentToken(ctx.verifier, request, request.body.recaptchaToken, NEWS_ACTION);
    const content = contentOf(request.body);
    const id = await withSlug(db, request.body, content.baslik, null, async (slug) => {
      const [row] = await db
        .insert(haberler)
        .values({ ...content, slug, yayinlayanKullaniciAdi: publisherName(user), yayinlanmaTarihi: new Date() })
        .returning({ id: haberler.id });
      return row!.id;
    });
    return reply.status(201).send(ok(await readNews(db, id), NEWS_ADMIN_MESSAGES.saved));
  });

  app.put('/api/haber', { schema: { body: putPayloadSchema, response: { 200: one } } }, async (request) => {
    const { id, ...input } = request.body;
    if (!isUuid(id)) throw notFound();
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, NEWS_ACTION);
    const content = contentOf(input);
    const updated = await withSlug(db, input, content.baslik, id, async (slug) => {
      const rows = await db
        .update(haberler)
        .set({ ...content, slug, guncellemeTarihi: new Date() })
        .where(eq(haberler.id, id))
        .returning({ id: haberler.id });
      return rows.length > 0;
    });
    if (!updated) throw notFound();
    return ok(await readNews(db, id), NEWS_ADMIN_MESSAGES.saved);
  });

  app.delete('/api/haber/:id', { schema: { params: idParams } }, async (request) => {
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw notFound();
    const [row] = await db.delete(haberler).where(eq(haberler.id, id)).returning({ kapakGorselUrl: haberler.kapakGorselUrl });
    if (!row) throw notFound();
    for (const path of new Set([row.kapakGorselUrl, ...(await uploadedCoversOf(ctx, id))])) {
      if (isUploadedCover(folder, id, path)) await folder.remove(path);
    }
    return ok(null, NEWS_ADMIN_MESSAGES.deleted);
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: NEWS_COVER_MAX_BYTES, files: 1 } });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/haber/kapak/:id', { schema: { params: idParams } }, async (request, reply) => {
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw notFound();
      const [exists] = await db.select({ id: haberler.id }).from(haberler).where(eq(haberler.id, id));
      if (!exists) throw notFound();
      const [image] = await readImageUploads(request, NEWS_COVER_RULE);
      const path = await folder.store(image!, id);
      // The row lock orders concurrent uploads: each removes the cover it replaced.
      const previous = await db.transaction(async (tx) => {
        const [row] = await tx.select({ kapakGorselUrl: haberler.kapakGorselUrl }).from(haberler).where(eq(haberler.id, id)).for('update');
        if (!row) return undefined;
        await tx.update(haberler).set({ kapakGorselUrl: path, guncellemeTarihi: new Date() }).where(eq(haberler.id, id));
        return { old: row.kapakGorselUrl };
      });
      if (!previous) {
        await folder.remove(path);
        throw notFound();
      }
      if (previous.old !== path && isUploadedCover(folder, id, previous.old)) await folder.remove(previous.old);
      return send(reply, path, NEWS_ADMIN_MESSAGES.coverUploaded);
    });
  });
}
