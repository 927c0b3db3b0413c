/**
 * Users on the admin side (admin spec §2 Users, §3 "User (admin list)", §6, §7 Users, §8), all
 * inside the admin plugin (401 visitors, 403 members):
 * - GET /api/hesap/kullanicilar?arama&page&pageSize&sirala&yon → one page of users
 *   `{ items, totalCount, page, pageSize, totalPages }`; `arama` looks in ad, soyad, "ad soyad",
 *   kullaniciAdi and email ignoring case and Turkish letters; default order newest first.
 * - POST /api/hesap/rol-guncelle { kullaniciId, roller } → the user's row; a change of roles bumps
 *   the user's token version (the roles live in the token), so their sessions end at once.
 * - POST /api/hesap/aktiflik-guncelle { kullaniciId, aktif } → the user's row; deactivating bumps
 *   the token version, so every token of the user is refused from the next call on.
 * - POST /api/hesap/sifre-sifirla { kullaniciId } → sends the reset mail of the public flow
 *   (a new single-use 1-hour link; older unused ones stop working); no password is ever set,
 *   returned or shown. At most one such mail a minute per user (429), none to a deactivated
 *   account (409).
 * An admin cannot remove their own Admin role ('Kendi yönetici yetkinizi kaldıramazsınız.') nor
 * deactivate themselves ('Kendi hesabınızı pasifleştiremezsiniz.'): 409. Unknown users: 404
 * 'Kullanıcı bulunamadı.'; bad bodies and queries: 422 with Turkish field errors. Bodies are the
 * shared schemas of @skiclub/shared/schemas/admin (users.ts); a sent `recaptchaToken` must pass
 * for action {@link USER_ACTION}, as the CRUD factory checks its saves.
 */
import { asc, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USER_ACTION,
  USER_MESSAGES as M,
  adminUserQuerySchema,
  userActivePayloadSchema,
  userPasswordResetPayloadSchema,
  userRolesPayloadSchema,
  type AdminUser,
  type AdminUserPage,
  type UserSortField,
} from '@skiclub/shared/schemas/admin';
import { ADMIN_ROLE } from '@skiclub/shared/schemas';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { kullanicilar } from '../../db/schema';
import { ApiError, send } from '../../lib/http';
import { PASSWORD_RESET_TTL_MS, passwordResetMail } from '../../lib/mail-templates';
import { containsPattern, foldSql, foldTurkish } from '../../lib/text';
import { checkSentToken } from '../../lib/verifier';
import { issueAccountToken, lastIssuedAt } from '../../services/account-tokens';
import { setUserActive } from '../../services/users';
import type { AdminModule } from './crud';

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const userAdmin: AdminModule = { resources: [], routes: registerUserAdminRoutes };

/** Shortest gap between two admin-started reset mails to one user, in ms. */
export const ADMIN_RESET_INTERVAL_MS = 60_000;

const userColumns = {
  id: kullanicilar.id,
  ad: kullanicilar.ad,
  soyad: kullanicilar.soyad,
  kullaniciAdi: kullanicilar.kullaniciAdi,
  email: kullanicilar.email,
  gsm: kullanicilar.gsm,
  roller: kullanicilar.roller,
  aktif: kullanicilar.aktif,
  emailOnaylandi: kullanicilar.emailOnaylandi,
  olusturmaTarihi: kullanicilar.olusturmaTarihi,
};

type UserRow = { [K in keyof typeof userColumns]: (typeof kullanicilar.$inferSelect)[K] };

/** A database row as the list shows it (date as ISO 8601). */
function toAdminUser(row: UserRow): AdminUser {
  return { ...row, olusturmaTarihi: row.olusturmaTarihi.toISOString() };
}

/** ORDER BY expressions of a sortable column (names compared folded, so 'Çelik' sorts with 'C'). */
const SORT_COLUMNS: Record<UserSortField, (SQL | typeof kullanicilar.aktif)[]> = {
  adSoyad: [foldSql(kullanicilar.ad), foldSql(kullanicilar.soyad)],
  kullaniciAdi: [foldSql(kullanicilar.kullaniciAdi)],
  email: [sql`lower(${kullanicilar.email})`],
  roller: [sql`${kullanicilar.roller}`],
  aktif: [kullanicilar.aktif],
  olusturmaTarihi: [sql`${kullanicilar.olusturmaTarihi}`],
};

/** WHERE of a search text: any of ad, soyad, "ad soyad", kullaniciAdi, email contains it (folded); none for ''. */
function searchWhere(arama: string): SQL | undefined {
  if (!arama) return undefined;
  const pattern = containsPattern(foldTurkish(arama));
  return or(
    like(foldSql(kullanicilar.ad), pattern),
    like(foldSql(kullanicilar.soyad), pattern),
    like(foldSql(sql`${kullanicilar.ad} || ' ' || ${kullanicilar.soyad}`), pattern),
    like(foldSql(kullanicilar.kullaniciAdi), pattern),
    like(foldSql(kullanicilar.email), pattern),
  );
}

/**
 * One page of users (GET /api/hesap/kullanicilar).
 * @param query parsed {@link adminUserQuerySchema} values
 * @returns the page's rows and the number of matching users (a page past the end is empty)
 */
export async function listUsers(
  db: Database,
  query: { arama: string; page: number; pageSize: number; sirala?: UserSortField | undefined; yon: 'asc' | 'desc' },
): Promise<AdminUserPage> {
  const where = searchWhere(query.arama);
  const direction = query.yon === 'desc' ? desc : asc;
  const order = query.sirala ? [...SORT_COLUMNS[query.sirala].map((c) => direction(c)), asc(kullanicilar.id)] : [desc(kullanicilar.olusturmaTarihi), asc(kullanicilar.id)];
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(kullanicilar).where(where);
  const rows = await db
    .select(userColumns)
    .from(kullanicilar)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toAdminUser), totalCount: total, page: query.page, pageSize: query.pageSize, totalPages: Math.ceil(total / query.pageSize) };
}

/** One user as the list shows it; 404 'Kullanıcı bulunamadı.' when there is none. */
async function readUser(db: Database, id: string): Promise<AdminUser> {
  const [row] = await db.select(userColumns).from(kullanicilar).where(eq(kullanicilar.id, id)).limit(1);
  if (!row) throw new ApiError(404, M.notFound);
  return toAdminUser(row);
}

/**
 * Sets a user's roles in one transaction (row locked); bumps the token version only when the set
 * of roles changes.
 * @throws ApiError 404 for an unknown user
 */
export async function setUserRoles(db: Database, userId: string, roller: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ roller: kullanicilar.roller }).from(kullanicilar).where(eq(kullanicilar.id, userId)).for('update');
    if (!row) throw new ApiError(404, M.notFound);
    const same = row.roller.length === roller.length && roller.every((r) => row.roller.includes(r));
    if (same) return;
    await tx
      .update(kullanicilar)
      .set({ roller: [...roller], tokenSurumu: sql`${kullanicilar.tokenSurumu} + 1`, guncellemeTarihi: new Date() })
      .where(eq(kullanicilar.id, userId));
  });
}

/** Registers the four users routes inside the admin plugin (its hook has already required an Admin). */
async function registerUserAdminRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  admin.get('/api/hesap/kullanicilar', { schema: { querystring: adminUserQuerySchema } }, async (request, reply) => {
    return send(reply, await listUsers(db, request.query));
  });

  admin.post('/api/hesap/rol-guncelle', { schema: { body: userRolesPayloadSchema } }, async (request, reply) => {
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, USER_ACTION);
    const acting = await ctx.auth.requireAdmin(request);
    if (input.kullaniciId === acting.id && !input.roller.includes(ADMIN_ROLE)) throw new ApiError(409, M.selfDemotion, { roller: M.selfDemotion });
    await setUserRoles(db, input.kullaniciId, input.roller);
    request.log.info({ adminId: acting.id, userId: input.kullaniciId, roller: input.roller }, 'kullanıcı rolleri güncellendi');
    return send(reply, await readUser(db, input.kullaniciId), M.rolesUpdated);
  });

  admin.post('/api/hesap/aktiflik-guncelle', { schema: { body: userActivePayloadSchema } }, async (request, reply) => {
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, USER_ACTION);
    const acting = await ctx.auth.requireAdmin(request);
    if (input.kullaniciId === acting.id && !input.aktif) throw new ApiError(409, M.selfDeactivation, { aktif: M.selfDeactivation });
    if (!(await setUserActive(db, input.kullaniciId, input.aktif))) throw new ApiError(404, M.notFound);
    request.log.info({ adminId: acting.id, userId: input.kullaniciId, aktif: input.aktif }, 'kullanıcı aktifliği güncellendi');
    return send(reply, await readUser(db, input.kullaniciId), input.aktif ? M.activated : M.deactivated);
  });

  admin.post('/api/hesap/sifre-sifirla', { schema: { body: userPasswordResetPayloadSchema } }, async (request, reply) => {
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, USER_ACTION);
    const acting = await ctx.auth.requireAdmin(request);
    const [user] = await db
      .select({ id: kullanicilar.id, ad: kullanicilar.ad, email: kullanicilar.email, aktif: kullanicilar.aktif })
      .from(kullanicilar)
      .where(eq(kullanicilar.id, input.kullaniciId))
      .limit(1);
    if (!user) throw new ApiError(404, M.notFound);
    if (!user.aktif) throw new ApiError(409, M.resetInactive);
    const last = await lastIssuedAt(db, user.id, 'sifre-sifirlama');
    const since = last ? Date.now() - last.getTime() : Number.POSITIVE_INFINITY;
    if (since < ADMIN_RESET_INTERVAL_MS) {
      reply.header('retry-after', Math.ceil((ADMIN_RESET_INTERVAL_MS - since) / 1000));
      throw new ApiError(429);
    }
    const token = await issueAccountToken(db, user.id, 'sifre-sifirlama', PASSWORD_RESET_TTL_MS);
    // Sent in the background like the public flow (retried by the queue); the link never reaches the admin.
    ctx.mail.enqueue(passwordResetMail(ctx.publicUrl, user, token));
    request.log.info({ adminId: acting.id, userId: user.id }, 'yönetici şifre sıfırlama e-postası gönderdi');
    return send(reply, null, M.resetSent);
  });
}

