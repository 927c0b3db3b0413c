import { act, renderHook } from '@testing-library/react';
import type { SessionUser } from '@skiclub/shared/schemas';
import {
  TOKEN_KEY,
  USER_KEY,
  createSessionStore,
  currentToken,
  isAdmin,
  isUnexpired,
  readStoredSession,
  sessionStore,
  useCurrentUser,
  useSession,
} from '@skiclub/shared/session';

const HOUR = 3_600_000;

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    ad: 'Çağrı',
    soyad: 'Öztürk',
    kullaniciAdi: 'cagri',
    email: 'cagri@example.com',
    roller: ['Uye'],
    expiration: new Date(Date.now() + HOUR).toISOString(),
    ...overrides,
  };
}

function write(store: Storage, token: string | null, value: unknown) {
  if (token !== null) store.setItem(TOKEN_KEY, token);
  if (value !== undefined) store.setItem(USER_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

afterEach(() => {
  // Hooks rendered by a test are still mounted here: the store update must be inside act.
  act(() => sessionStore.getState().clear());
});

describe('storage keys (member spec §9)', () => {
  it('are token and user', () => {
    expect(TOKEN_KEY).toBe('token');
    expect(USER_KEY).toBe('user');
  });
});

describe('signIn (member spec §4)', () => {
  it('remember-me writes token and user to localStorage and clears sessionStorage', () => {
    sessionStorage.setItem('token', 'old');
    sessionStorage.setItem('user', '{}');
    const u = user();
    sessionStore.getState().signIn('tok-1', u, true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(u);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-1', user: u, persistence: 'local' });
  });

  it('without remember-me writes to sessionStorage and clears localStorage', () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', '{}');
    const u = user();
    sessionStore.getState().signIn('tok-2', u, false);
    expect(sessionStorage.getItem('token')).toBe('tok-2');
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(u);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-2', persistence: 'session' });
  });

  it('storing one clears the other, both ways', () => {
    sessionStore.getState().signIn('a', user(), true);
    sessionStore.getState().signIn('b', user(), false);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('token')).toBe('b');
    sessionStore.getState().signIn('c', user(), true);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('token')).toBe('c');
  });

  it('leaves other keys of the storages alone', () => {
    localStorage.setItem('bildirimTercihleri', '{"email":true}');
    sessionStore.getState().signIn('a', user(), false);
    sessionStore.getState().clear();
    expect(localStorage.getItem('bildirimTercihleri')).toBe('{"email":true}');
  });
});

describe('clear', () => {
  it('empties both storages and the state', () => {
    write(localStorage, 'l', user());
    write(sessionStorage, 's', user());
    sessionStore.getState().clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, persistence: null });
  });
});

describe('readStoredSession (member spec §4)', () => {
  it('reads a valid remembered record', () => {
    const u = user();
    write(localStorage, 'tok', u);
    expect(readStoredSession()).toEqual({ token: 'tok', user: u, persistence: 'local' });
  });

  it('reads a valid tab-only record', () => {
    const u = user();
    write(sessionStorage, 'tok', u);
    expect(readStoredSession()).toEqual({ token: 'tok', user: u, persistence: 'session' });
  });

  it('an expired record is cleared and counts as signed out', () => {
    write(localStorage, 'tok', user({ expiration: new Date(Date.now() - 1000).toISOString() }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('expiry is checked against the given time', () => {
    const u = user({ expiration: '2030-01-01T00:00:00.000Z' });
    write(sessionStorage, 'tok', u);
    expect(readStoredSession(Date.parse('2029-12-31T23:59:59Z'))?.token).toBe('tok');
    expect(readStoredSession(Date.parse('2030-01-01T00:00:00Z'))).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('an unparseable expiration counts as expired', () => {
    write(localStorage, 'tok', user({ expiration: 'yarın' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('unreadable JSON is cleared', () => {
    write(localStorage, 'tok', '{bozuk');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a user with missing fields is cleared', () => {
    const { roller: _roller, ...withoutRoles } = user();
    write(sessionStorage, 'tok', withoutRoles);
    expect(readStoredSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
  });

  it('a token without user is cleared', () => {
    localStorage.setItem('token', 'tok');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a user without token is cleared', () => {
    write(localStorage, null, user());
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a bad remembered record is cleared and a good tab record still counts', () => {
    write(localStorage, 'old', '{bozuk');
    const u = user();
    write(sessionStorage, 'tab', u);
    expect(readStoredSession()).toEqual({ token: 'tab', user: u, persistence: 'session' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('nothing stored is null and touches nothing', () => {
    localStorage.setItem('x', '1');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('x')).toBe('1');
  });
});

describe('createSessionStore at startup', () => {
  it('starts signed in from a valid stored record', () => {
    const u = user();
    write(localStorage, 'tok', u);
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: 'tok', user: u, persistence: 'local' });
  });

  it('starts signed out and clears an expired record', () => {
    write(sessionStorage, 'tok', user({ expiration: new Date(Date.now() - HOUR).toISOString() }));
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: null, user: null, persistence: null });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('refresh re-reads storage (another tab signed out)', () => {
    write(localStorage, 'tok', user());
    const store = createSessionStore();
    localStorage.clear();
    store.getState().refresh();
    expect(store.getState().token).toBeNull();
  });
});

describe('currentToken', () => {
  it('gives the token of a valid session', () => {
    sessionStore.getState().signIn('tok', user(), true);
    expect(currentToken()).toBe('tok');
  });

  it('is null when signed out', () => {
    expect(currentToken()).toBeNull();
  });

  it('clears a session that expired since sign-in', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
      sessionStore.getState().signIn('tok', user({ expiration: '2030-01-01T11:00:00.000Z' }), true);
      expect(currentToken()).toBe('tok');
      vi.setSystemTime(new Date('2030-01-01T11:00:01Z'));
      expect(currentToken()).toBeNull();
      expect(sessionStore.getState().token).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isAdmin (member spec §6)', () => {
  it('is true with the Admin role only', () => {
    expect(isAdmin(user({ roller: ['Admin'] }))).toBe(true);
    expect(isAdmin(user({ roller: ['Uye', 'Admin'] }))).toBe(true);
    expect(isAdmin(user({ roller: ['Uye'] }))).toBe(false);
    expect(isAdmin(user({ roller: ['admin'] }))).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('isUnexpired', () => {
  it('compares the expiration with now', () => {
    const u = user({ expiration: '2030-01-01T00:00:00Z' });
    expect(isUnexpired(u, Date.parse('2029-12-31T00:00:00Z'))).toBe(true);
    expect(isUnexpired(u, Date.parse('2030-01-02T00:00:00Z'))).toBe(false);
  });
});

describe('hooks', () => {
  it('useCurrentUser follows sign-in and clear', () => {
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toBeNull();
    const u = user();
    act(() => sessionStore.getState().signIn('tok', u, false));
    expect(result.current).toEqual(u);
    act(() => sessionStore.getState().clear());
    expect(result.current).toBeNull();
  });

  it('useCurrentUser hides an expired user', () => {
    act(() => sessionStore.getState().signIn('tok', user({ expiration: new Date(Date.now() - 1).toISOString() }), false));
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toBeNull();
  });

  it('useSession selects a slice', () => {
    const { result } = renderHook(() => useSession((s) => s.persistence));
    expect(result.current).toBeNull();
    act(() => sessionStore.getState().signIn('tok', user(), true));
    expect(result.current).toBe('local');
  });
});

describe('one store per page', () => {
  it('a second copy of the module reuses the store kept on globalThis', async () => {
    const first = await import('@skiclub/shared/session');
    vi.resetModules();
    const second = await import('@skiclub/shared/session');
    expect(second).not.toBe(first);
    expect(second.sessionStore).toBe(first.sessionStore);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('@skiclub/shared/session#store')]).toBe(first.sessionStore);
    act(() => second.sessionStore.getState().signIn('tok-2', user(), false));
    expect(first.sessionStore.getState().token).toBe('tok-2');
  });
});

describe('end reason (member spec §8: 401 → session expired notice)', () => {
  it('expire clears like clear and records the reason, read once', () => {
    act(() => sessionStore.getState().signIn('tok', user(), true));
    act(() => sessionStore.getState().expire());
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStore.getState().endReason).toBe('expired');
    let reason: unknown;
    act(() => {
      reason = sessionStore.getState().takeEndReason();
    });
    expect(reason).toBe('expired');
    expect(sessionStore.getState().takeEndReason()).toBeNull();
  });

  it('a new sign-in forgets an old reason', () => {
    act(() => sessionStore.getState().expire());
    act(() => sessionStore.getState().signIn('tok', user(), false));
    expect(sessionStore.getState().endReason).toBeNull();
  });
});
