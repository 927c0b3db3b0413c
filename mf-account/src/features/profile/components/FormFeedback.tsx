import { Alert } from 'antd';
import { ErrorAlert } from '@skiclub/shared/ui';
import type { AccountFailure } from '../../account-errors/accountFailure';

/** Success message and failure of one profile form, above its fields. */
export function FormFeedback({ success, failure }: { success: string | null; failure: AccountFailure | null }) {
  return (
    <>
      {success && <Alert className="acc-profile__alert" type="success" showIcon message={success} role="status" />}
      {failure && (
        <div className="acc-profile__alert">
          <ErrorAlert message={failure.message} />
        </div>
      )}
    </>
  );
}
