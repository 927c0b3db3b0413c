/**
 * Session store (member spec §4): keys `token` and `user`; remember-me keeps them in
 * localStorage, otherwise in sessionStorage for the tab only; storing one clears the other; an
 * expired or unreadable record is cleared and counts as signed out.
 * Shared as a Module Federation singleton: one store for the shell and every remote.
 */
import { createStore, useStore } from 'zustand';
import { STATUS_MESSAGES } from '@skiclub/shared/errors';
import { ADMIN_ROLE, RELEASE_MANAGER_ROLE, sessionUserSchema, type SessionUser } from '@skiclub/shared/schemas';

/** Storage keys (member spec §9). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Why the last session ended, when the member should be told: 'expired' after a 401. */
export type SessionEndReason = 'expired';

/** Text shown once on /giris after a 401 ended the session (member spec §8, status 401). */
export const SESSION_EXPIRED_MESSAGE = STATUS_MESSAGES[401] as string;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Where the record lives: 'local' (remember-me) or 'session' (this tab only). */
  persistence: 'local' | 'session' | null;
  /** Stores a fresh sign-in; `remember` picks localStorage, else sessionStorage. */
  signIn: (token: string, user: SessionUser, remember: boolean) => void;
  /** Why the last session ended (set by {@link SessionState.expire}, cleared when read or on sign-in). */
  endReason: SessionEndReason | null;
  /** Clears both storages and the state. */
  clear: () => void;
  /** Clears like {@link SessionState.clear} and records that the session expired (a 401). */
  expire: () => void;
  /** Returns the recorded end reason once and forgets it. */
  takeEndReason: () => SessionEndReason | null;
  /** Re-reads storage (another tab signed out, or the record expired). */
  refresh: () => void;
}

function storages(): { local: Storage | null; session: Storage | null } {
  try {
    return { local: globalThis.localStorage ?? null, session: globalThis.sessionStorage ?? null };
  } catch {
    return { local: null, session: null };
  }
}

function removeFrom(s: Storage | null): void {
  s?.removeItem(TOKEN_KEY);
  s?.removeItem(USER_KEY);
}

/** True when the user's `expiration` lies in the future of `now` (ms since epoch). */
export function isUnexpired(user: SessionUser, now = Date.now()): boolean {
  const t = Date.parse(user.expiration);
  return Number.isFinite(t) && t > now;
}

/**
 * Reads the stored record: localStorage first, then sessionStorage. An expired or unreadable
 * record is removed and null is returned.
 */
export function readStoredSession(now = Date.now()): { token: string; user: SessionUser; persistence: 'local' | 'session' } | null {
  const { local, session } = storages();
  for (const [persistence, store] of [['local', local], ['session', session]] as const) {
    if (!store) continue;
    const token = store.getItem(TOKEN_KEY);
    const rawUser = store.getItem(USER_KEY);
    if (token === null && rawUser === null) continue;
    try {
      const parsed = sessionUserSchema.safeParse(JSON.parse(rawUser ?? 'null'));
      if (token && parsed.success && isUnexpired(parsed.data, now)) return { token, user: parsed.data, persistence };
    } catch {
      // unreadable JSON: fall through and clear
    }
    removeFrom(store);
  }
  return null;
}

/** Creates a session store; the site uses the single {@link sessionStore}. */
export function createSessionStore() {
  const initial = readStoredSession();
  return createStore<SessionState>()((set, get) => ({
    token: initial?.token ?? null,
    user: initial?.user ?? null,
    persistence: initial?.persistence ?? null,
    endReason: null,
    signIn(token, user, remember) {
      const { local, session } = storages();
      const target = remember ? local : session;
      removeFrom(remember ? session : local);
      target?.setItem(TOKEN_KEY, token);
      target?.setItem(USER_KEY, JSON.stringify(user));
      set({ token, user, persistence: remember ? 'local' : 'session', endReason: null });
    },
    clear() {
      const { local, session } = storages();
      removeFrom(local);
      removeFrom(session);
      set({ token: null, user: null, persistence: null });
    },
    expire() {
      get().clear();
      set({ endReason: 'expired' });
    },
    takeEndReason() {
      const reason = get().endReason;
      if (reason) set({ endReason: null });
      return reason;
    },
    refresh() {
      const s = readStoredSession();
      set({ token: s?.token ?? null, user: s?.user ?? null, persistence: s?.persistence ?? null });
    },
  }));
}

/** A store made by {@link createSessionStore}. */
export type SessionStore = ReturnType<typeof createSessionStore>;

/** Where the page keeps its one store, so a second copy of this module reuses it. */
export const SESSION_STORE_KEY = Symbol.for('@skiclub/shared/session#store');

/**
 * The one session store of the page. It is kept on `globalThis` under
 * {@link SESSION_STORE_KEY}: should a second copy of this module ever be loaded (a remote that
 * failed to share it), both copies still read and write the same session.
 */
export const sessionStore: SessionStore = (() => {
  const slot = globalThis as Record<symbol, unknown>;
  const existing = slot[SESSION_STORE_KEY] as SessionStore | undefined;
  if (existing) return existing;
  const store = createSessionStore();
  slot[SESSION_STORE_KEY] = store;
  return store;
})();

/** Current token if the session is still valid (expiry checked now), else null (and cleared). */
export function currentToken(): string | null {
  const { token, user } = sessionStore.getState();
  if (!token || !user) return null;
  if (!isUnexpired(user)) {
    sessionStore.getState().clear();
    return null;
  }
  return token;
}

/** True when the user has the Admin role (member spec §6). */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return !!user?.roller.includes(ADMIN_ROLE);
}

/** True when the user may manage releases: ReleaseManager or Admin. */
export function canManageReleases(user: SessionUser | null | undefined): boolean {
  return !!user && (user.roller.includes(RELEASE_MANAGER_ROLE) || user.roller.includes(ADMIN_ROLE));
}

/** React hook: the session state or a slice of it. */
export function useSession(): SessionState;
export function useSession<T>(selector: (s: SessionState) => T): T;
export function useSession<T>(selector?: (s: SessionState) => T) {
  return useStore(sessionStore, selector ?? ((s: SessionState) => s as unknown as T));
}

/** React hook: the signed-in user, or null when signed out or expired. */
export function useCurrentUser(): SessionUser | null {
  const user = useSession((s) => s.user);
  return user && isUnexpired(user) ? user : null;
}
