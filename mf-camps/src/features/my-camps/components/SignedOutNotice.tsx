import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { CAMP_MESSAGES } from '@skiclub/shared/schemas';

/** Sign-in link that brings the member back to /kamplarim (member spec §2 redirect value). */
export const SIGN_IN_FOR_MY_CAMPS = `/giris?redirect=${encodeURIComponent('/kamplarim')}`;

/**
 * What a signed-out visitor sees on /kamplarim (member spec §2): 'Kamplarınızı görüntülemek için
 * giriş yapmalısınız' with links to /giris (coming back here) and /kayit.
 */
export function SignedOutNotice() {
  return (
    <div className="camp-signedout" role="status">
      <LockOutlined className="camp-signedout__icon" aria-hidden="true" />
      <p className="camp-signedout__text">{CAMP_MESSAGES.signInRequired}</p>
      <div className="camp-signedout__actions">
        <Link className="camp-btn camp-btn--primary" to={SIGN_IN_FOR_MY_CAMPS}>
          Giriş Yap
        </Link>
        <Link className="camp-btn" to="/kayit">
          Kayıt Ol
        </Link>
      </div>
    </div>
  );
}
