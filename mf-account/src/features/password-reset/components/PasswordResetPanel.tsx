import { useSearchParams } from 'react-router-dom';
import { PasswordResetConfirm } from './PasswordResetConfirm';
import { PasswordResetRequest } from './PasswordResetRequest';
import './PasswordReset.css';

/**
 * The /sifre-sifirlama screen body (member spec §2): confirm mode when the query carries both
 * userId and token (the link of the reset mail), else request mode.
 */
export function PasswordResetPanel() {
  const [params] = useSearchParams();
  const userId = params.get('userId')?.trim();
  const token = params.get('token')?.trim();
  if (userId && token) return <PasswordResetConfirm key={`${userId}:${token}`} userId={userId} token={token} />;
  return <PasswordResetRequest />;
}
