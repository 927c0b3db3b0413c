import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '@skiclub/shared/api';
import { accountFailure } from '../../account-errors/accountFailure';
import { EMAIL_RESEND_URL, resendEmailConfirmation } from '../api/profile';
import { useFlash } from '../hooks/useFlash';

/** Shown once the confirmation mail was sent again (clears after 3 s). */
export const EMAIL_RESENT = 'Onay e-postası gönderildi. Lütfen gelen kutunuzu kontrol edin.';

/**
 * The e-mail's confirmation state under the read-only address: 'E-posta onaylandı' or
 * 'E-posta onaylanmadı' with a button that sends the confirmation mail again.
 */
export function EmailStatus({ confirmed }: { confirmed: boolean }) {
  const flash = useFlash();
  const [error, setError] = useState<string | null>(null);
  const { trigger, isMutating } = useApiMutation(EMAIL_RESEND_URL, resendEmailConfirmation);
  if (confirmed) {
    return (
      <Tag color="success" icon={<CheckCircleFilled />} className="acc-profile__status">
        E-posta onaylandı
      </Tag>
    );
  }
  const resend = async () => {
    setError(null);
    try {
      await trigger();
      flash.show(EMAIL_RESENT);
    } catch (e) {
      setError(accountFailure(e).message);
    }
  };
  return (
    <div className="acc-profile__status-row">
      <Tag color="warning" icon={<ExclamationCircleFilled />} className="acc-profile__status">
        E-posta onaylanmadı
      </Tag>
      <Button size="small" type="link" loading={isMutating} onClick={() => void resend()}>
        Onay e-postasını tekrar gönder
      </Button>
      {flash.message && (
        <span className="acc-profile__note acc-profile__note--ok" role="status">
          {flash.message}
        </span>
      )}
      {error && (
        <span className="acc-profile__note acc-profile__note--error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
