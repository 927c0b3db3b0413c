import { LockOutlined } from '@ant-design/icons';
import { CAMP_MESSAGES } from '@skiclub/shared/schemas';
import { LinkActions } from '@skiclub/shared/ui';

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
      <LinkActions
        actions={[
          { to: SIGN_IN_FOR_MY_CAMPS, label: 'Giriş Yap', primary: true },
          { to: '/kayit', label: 'Kayıt Ol' },
        ]}
      />
    </div>
  );
}
