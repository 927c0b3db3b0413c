import { useSWRConfig } from 'swr';
import { useApiMutation } from '@skiclub/shared/api';
import { isAppError, unexpectedError, type AppError } from '@skiclub/shared/errors';
import type { CampRegistration, CampRegistrationPayload } from '@skiclub/shared/schemas';
import { REGISTRATIONS_URL } from '../../my-camps/api/registrations';
import { REGISTER_URL, submitRegistration } from '../api/registration';

/** Outcome of a submit: the new registration, or the AppError to show (fields kept). */
export type RegistrationResult = { ok: true; registration: CampRegistration } | { ok: false; error: AppError };

/**
 * Sends the registration (POST /api/kampakayit). On success the member's registration
 * list is read again, so /kamplarim shows it at once ('Ödeme Bekliyor').
 */
export function useCampRegistration() {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useApiMutation(REGISTER_URL, submitRegistration);
  const submit = async (payload: CampRegistrationPayload): Promise<RegistrationResult> => {
    try {
      const registration = await trigger(payload);
      void mutate(REGISTRATIONS_URL);
      return { ok: true, registration };
    } catch (e) {
      return { ok: false, error: isAppError(e) ? e : unexpectedError(REGISTER_URL) };
    }
  };
  return { submit, submitting: isMutating };
}
