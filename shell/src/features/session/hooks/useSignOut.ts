import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@skiclub/shared/session';

/** Sign-out (member spec §2): clears the session and goes to /giris. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.getState().clear();
    navigate('/giris');
  }, [navigate]);
}
