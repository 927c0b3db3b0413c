import { useCallback, useState } from 'react';
import { getHumanVerificationToken, toAppError, useApiMutation } from '@skiclub/shared/api';
import type { LoginForm } from '@skiclub/shared/schemas';
import { sessionStore } from '@skiclub/shared/session';
import { buildLoginPayload, LOGIN_URL, loginErrorMessage, signInRequest } from '../api/login';

/** Human-verification action of the sign-in form (member spec §5). */
export const SIGN_IN_ACTION = 'giris';

/** Sign-in state: idle, sending, signed in, or failed with the message to show. */
export type SignInState = { phase: 'idle' } | { phase: 'sending' } | { phase: 'success' } | { phase: 'failed'; message: string; fieldErrors: Record<string, string> };

/**
 * Sign-in for the /giris page (member spec §2, §4): token for action 'giris', POST
 * /api/hesap/giris (a useSWRMutation save), then `sessionStore.signIn(token, user, beniHatirla)`
 * (remember-me keeps the session in localStorage, else sessionStorage).
 * @returns the state and `submit`, which resolves true once signed in (never rejects)
 */
export function useSignIn() {
  const [state, setState] = useState<SignInState>({ phase: 'idle' });
  const { trigger } = useApiMutation(LOGIN_URL, signInRequest);
  const submit = useCallback(async (values: LoginForm): Promise<boolean> => {
    setState({ phase: 'sending' });
    try {
      const recaptchaToken = await getHumanVerificationToken(SIGN_IN_ACTION);
      const payload = buildLoginPayload(values, recaptchaToken);
      const { token, user } = await trigger(payload);
      sessionStore.getState().signIn(token, user, payload.beniHatirla ?? false);
      setState({ phase: 'success' });
      return true;
    } catch (e) {
      const error = toAppError(e);
      setState({ phase: 'failed', message: loginErrorMessage(error), fieldErrors: error.fieldErrors });
      return false;
    }
  }, [trigger]);
  return { state, submit };
}
