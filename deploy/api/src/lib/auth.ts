/**
 * Bearer-token authentication (member spec §4, §6; admin spec §6). The JWT carries `sub` (user
 * id) and `roller`; the user row is re-read on every authenticated call so a deactivated
 * account or a changed role takes effect at once. Visitors get 401, non-admins 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { kullanicilar } from '../db/schema';
import { ApiError, FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE } from './http';

/** The signed-in user as routes see it. */
export interface AuthUser {
  id: string;
  ad: string;
  soyad: string;
  kullaniciAdi: string;
  email: string;
  roller: string[];
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; roller: string[]; iat?: number; exp: number };
    user: { sub: string; roller: string[]; iat: number; exp: number };
  }
}

/** Token lifetimes (member spec §3 remember-me): 24 h, or 7 days with `beniHatirla`. */
export const TOKEN_TTL_SECONDS = { normal: 24 * 60 * 60, remember: 7 * 24 * 60 * 60 } as const;

/** True when the user has the Admin role. */
export function isAdminUser(user: AuthUser | null): boolean {
  return !!user && user.roller.includes(ADMIN_ROLE);
}

/** Route guards built on the app's JWT plugin and the database. */
export interface Auth {
  /** The signed-in user, or throws 401. */
  requireUser(request: FastifyRequest): Promise<AuthUser>;
  /** The signed-in Admin; 401 for visitors, 403 for members. */
  requireAdmin(request: FastifyRequest): Promise<AuthUser>;
  /** The signed-in user when a valid token is sent, else null (never throws). */
  optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
  /** Signs a token for a user; returns it with its expiry (seconds since epoch). */
  issueToken(user: AuthUser, remember: boolean): { token: string; exp: number };
}

/** Builds the guards. The app must have @fastify/jwt registered. */
export function createAuth(app: FastifyInstance, db: Database): Auth {
  async function load(request: FastifyRequest): Promise<AuthUser | null> {
    if (!request.headers.authorization) return null;
    let sub: string;
    try {
      sub = (await request.jwtVerify<{ sub: string }>()).sub;
    } catch {
      return null;
    }
    if (typeof sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(sub)) return null;
    const [row] = await db
      .select({
        id: kullanicilar.id,
        ad: kullanicilar.ad,
        soyad: kullanicilar.soyad,
        kullaniciAdi: kullanicilar.kullaniciAdi,
        email: kullanicilar.email,
        roller: kullanicilar.roller,
        aktif: kullanicilar.aktif,
      })
      .from(kullanicilar)
      .where(eq(kullanicilar.id, sub))
      .limit(1);
    if (!row || !row.aktif) return null;
    const { aktif: _aktif, ...user } = row;
    return user;
  }

  return {
    async requireUser(request) {
      const user = await load(request);
      if (!user) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
      return user;
    },
    async requireAdmin(request) {
      const user = await load(request);
      if (!user) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
      if (!isAdminUser(user)) throw new ApiError(403, FORBIDDEN_MESSAGE);
      return user;
    },
    optionalUser: load,
    issueToken(user, remember) {
      const exp = Math.floor(Date.now() / 1000) + (remember ? TOKEN_TTL_SECONDS.remember : TOKEN_TTL_SECONDS.normal);
      return { token: app.jwt.sign({ sub: user.id, roller: user.roller, exp }), exp };
    },
  };
}
