import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@skiclub/shared/api';

/**
 * Sign-out (member spec §2): clears the session, goes to /giris and asks the API to revoke the
 * token (POST /api/hesap/cikis). The server call is best effort: the local session is cleared
 * and the page changes whatever it answers.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void signOut();
    navigate('/giris');
  }, [navigate]);
}
