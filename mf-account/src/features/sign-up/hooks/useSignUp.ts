import { useCallback, useState } from 'react';
import { getHumanVerificationToken, useApiMutation } from '@skiclub/shared/api';
import type { AppError } from '@skiclub/shared/errors';
import type { SignUpForm } from '@skiclub/shared/schemas';
import { REGISTER_URL, registerAccount } from '../api/register';
import { runSignUp, type SignUpFailure, type SignUpStep } from './runSignUp';

/** Sign-up progress: idle, a step running, done, or failed at a step. */
export type SignUpState =
  | { phase: 'idle' }
  | { phase: 'running'; step: SignUpStep }
  | { phase: 'success' }
  | { phase: 'failed'; step: SignUpStep; error: AppError };

/**
 * Sign-up state machine for the /kayit page (member spec §2, §4): `submit(values)` runs the
 * security check and POST /api/hesap/kayit (a useSWRMutation save) against the real API.
 * @returns the state and `submit`, which resolves true on success (never rejects)
 */
export function useSignUp() {
  const [state, setState] = useState<SignUpState>({ phase: 'idle' });
  const { trigger } = useApiMutation(REGISTER_URL, registerAccount);
  const submit = useCallback(async (values: SignUpForm): Promise<boolean> => {
    try {
      await runSignUp(values, { verify: getHumanVerificationToken, register: trigger }, (step) => setState({ phase: 'running', step }));
      setState({ phase: 'success' });
      return true;
    } catch (e) {
      const { step, error } = e as SignUpFailure;
      setState({ phase: 'failed', step, error });
      return false;
    }
  }, [trigger]);
  return { state, submit };
}
