import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from '@skiclub/shared/api';
import { isUnexpired, sessionStore, TOKEN_KEY, USER_KEY } from '@skiclub/shared/session';

/** How often the shell checks the session expiry, in ms. */
export const EXPIRY_CHECK_MS = 30_000;

/**
 * Session lifecycle owned by the shell (member spec §4): 401 redirects go through React Router,
 * another tab's sign-in/out is picked up, and an expired session is cleared.
 */
export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY) sessionStore.getState().refresh();
    };
    window.addEventListener('storage', onStorage);
    const timer = setInterval(() => {
      const { user } = sessionStore.getState();
      if (user && !isUnexpired(user)) sessionStore.getState().clear();
    }, EXPIRY_CHECK_MS);
    return () => {
      window.removeEventListener('storage', onStorage);
      clearInterval(timer);
    };
  }, []);
}
