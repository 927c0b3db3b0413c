/**
 * Bearer-token authentication (member spec §4, §6; admin spec §6). The JWT carries `sub` (user
 * id), `roller` and `tv` (the user's token version); the user is re-read on every
 * authenticated call through the injected loader, so a deactivated account, a changed role or a
 * sign-out (token version bumped) takes effect at once. Visitors get 401, non-admins 403.
 * This module never reads the database itself: the loader comes from services/users.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE, RELEASE_MANAGER_ROLE } from '@skiclub/shared/schemas';
import { ApiError, FORBIDDEN_MESSAGE, UNAUTHORIZED_MESSAGE, UUID_RE } from './http';

/** The signed-in user as routes see it. */
export interface AuthUser {
  id: string;
  ad: string;
  soyad: string;
  kullaniciAdi: string;
  email: string;
  roller: string[];
}

/** What the loader returns for a user id: the user, its active flag and token version. */
export interface StoredUser extends AuthUser {
  aktif: boolean;
  tokenSurumu: number;
}

/** Reads a user by id (null when there is none). */
export type UserLoader = (id: string) => Promise<StoredUser | null>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; roller: string[]; tv: number; iat?: number; exp: number };
    user: { sub: string; roller: string[]; tv?: number; iat: number; exp: number };
  }
}

/** Token lifetimes (member spec §3 remember-me): 24 h, or 7 days with `beniHatirla`. */
export const TOKEN_TTL_SECONDS = { normal: 24 * 60 * 60, remember: 7 * 24 * 60 * 60 } as const;

/** Value of the Cache-Control header on every answer to an authenticated request. */
export const PERSONAL_CACHE_CONTROL = 'no-store';

/** True when the user has the Admin role. */
export function isAdminUser(user: AuthUser | null): boolean {
  return !!user && user.roller.includes(ADMIN_ROLE);
}

/** True when the user has any of `roles`. */
export function hasAnyRole(user: AuthUser | null, roles: readonly string[]): boolean {
  return !!user && roles.some((r) => user.roller.includes(r));
}

/** Roles that may change what is live. */
export const RELEASE_ROLES = [RELEASE_MANAGER_ROLE, ADMIN_ROLE] as const;

/** Route guards built on the app's JWT plugin and the user loader. */
export interface Auth {
  /** The signed-in user, or throws 401. */
  requireUser(request: FastifyRequest): Promise<AuthUser>;
  /** The signed-in Admin; 401 for visitors, 403 for members. */
  requireAdmin(request: FastifyRequest): Promise<AuthUser>;
  /** The signed-in user holding one of `roles`; 401 for visitors, 403 for other users. */
  requireRole(request: FastifyRequest, roles: readonly string[]): Promise<AuthUser>;
  /** onRequest hook for a plugin whose every route needs one of `roles` (401 / 403 otherwise). */
  roleHook(roles: readonly string[]): (request: FastifyRequest) => Promise<void>;
  /** The signed-in user when a valid token is sent, else null (never throws). */
  optionalUser(request: FastifyRequest): Promise<AuthUser | null>;
  /** Signs a token for a user at its current token version; returns it with its expiry (s since epoch). */
  issueToken(user: AuthUser & { tokenSurumu: number }, remember: boolean): { token: string; exp: number };
  /** onRequest hook for a plugin whose every route needs a signed-in user (401 otherwise). */
  userHook(request: FastifyRequest): Promise<void>;
  /** onRequest hook for a plugin whose every route needs an Admin (401 / 403 otherwise). */
  adminHook(request: FastifyRequest): Promise<void>;
}

/** onSend hook: answers to a request that carried a bearer token are personal, never cached. */
export async function personalNoStore(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
  return payload;
}

/**
 * Builds the guards. The app must have @fastify/jwt registered.
 * @param loadUser reads the user row by id (services/users.ts `loadStoredUser`)
 */
export function createAuth(app: FastifyInstance, loadUser: UserLoader): Auth {
  // One lookup per request, whichever hooks and handlers ask.
  const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

  async function load(request: FastifyRequest): Promise<AuthUser | null> {
    if (!request.headers.authorization) return null;
    let claims: { sub: unknown; tv?: unknown };
    try {
      claims = await request.jwtVerify<{ sub: unknown; tv?: unknown }>();
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || !UUID_RE.test(claims.sub)) return null;
    const row = await loadUser(claims.sub);
    // Tokens signed before token versions existed carry none: they count as version 0.
    const version = claims.tv === undefined ? 0 : claims.tv;
    if (!row || !row.aktif || row.tokenSurumu !== version) return null;
    const { aktif: _aktif, tokenSurumu: _tv, ...user } = row;
    return user;
  }

  const optionalUser = (request: FastifyRequest): Promise<AuthUser | null> => {
    let pending = resolved.get(request);
    if (!pending) {
      pending = load(request);
      resolved.set(request, pending);
    }
    return pending;
  };

  async function requireUser(request: FastifyRequest): Promise<AuthUser> {
    const user = await optionalUser(request);
    if (!user) throw new ApiError(401, UNAUTHORIZED_MESSAGE);
    return user;
  }

  async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
    const user = await requireUser(request);
    if (!isAdminUser(user)) throw new ApiError(403, FORBIDDEN_MESSAGE);
    return user;
  }

  async function requireRole(request: FastifyRequest, roles: readonly string[]): Promise<AuthUser> {
    const user = await requireUser(request);
    if (!hasAnyRole(user, roles)) throw new ApiError(403, FORBIDDEN_MESSAGE);
    return user;
  }

  return {
    requireUser,
    requireAdmin,
    requireRole,
    roleHook: (roles) => async (request) => {
      await requireRole(request, roles);
    },
    optionalUser,
    issueToken(user, remember) {
      const exp = Math.floor(Date.now() / 1000) + (remember ? TOKEN_TTL_SECONDS.remember : TOKEN_TTL_SECONDS.normal);
      return { token: app.jwt.sign({ sub: user.id, roller: user.roller, tv: user.tokenSurumu, exp }), exp };
    },
    async userHook(request) {
      await requireUser(request);
    },
    async adminHook(request) {
      await requireAdmin(request);
    },
  };
}
