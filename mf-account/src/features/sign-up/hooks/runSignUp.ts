/**
 * The two-step sign-up flow of member spec §2 and §4: security check, then the register call.
 */
import type { AppError } from '@skiclub/shared/errors';
import { toAppError } from '@skiclub/shared/api';
import type { SignUpForm, SignUpPayload } from '@skiclub/shared/schemas';
import { buildSignUpPayload, type SignUpResult } from '../api/register';

/** Step that is running: 0 security check, 1 register call. */
export type SignUpStep = 0 | 1;

/** Human-verification action of the sign-up form (member spec §5). */
export const SIGN_UP_ACTION = 'kayit';

/** What the flow calls; the page passes the real API functions. */
export interface SignUpDeps {
  /** Returns a human-verification token for an action. */
  verify: (action: string) => Promise<string>;
  /** Sends the payload to POST /api/hesap/kayit. */
  register: (payload: SignUpPayload) => Promise<SignUpResult>;
}

/** Failure of the flow: the step that failed and the catalogue error to show. */
export interface SignUpFailure {
  step: SignUpStep;
  error: AppError;
}

/**
 * Runs step 1 (token for action 'kayit') then step 2 (register), reporting each step start.
 * @returns the created account
 * @throws SignUpFailure with the failed step and an AppError (never anything else)
 */
export async function runSignUp(values: SignUpForm, deps: SignUpDeps, onStep: (step: SignUpStep) => void): Promise<SignUpResult> {
  let step: SignUpStep = 0;
  try {
    onStep(0);
    const token = await deps.verify(SIGN_UP_ACTION);
    step = 1;
    onStep(1);
    return await deps.register(buildSignUpPayload(values, token));
  } catch (e) {
    const failure: SignUpFailure = { step, error: toAppError(e) };
    throw failure;
  }
}
