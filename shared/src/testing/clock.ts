/**
 * Test helpers for the fake clock (imported by tests only). Tests that wait for a delay (retries,
 * redirects, toasts) turn on `vi.useFakeTimers({ shouldAdvanceTime: true })`: the clock still
 * moves with real time, so HTTP answers from the stand-in API and Testing Library's polling keep
 * working, and the test jumps over the delays instead of sleeping through them.
 */
import { act, waitFor } from '@testing-library/react';
import { vi, type MockInstance } from 'vitest';

/** Moves the fake clock `ms` on inside act, so React renders what the timers changed. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Moves the fake clock on in `stepMs` steps until `check` passes (Testing Library's timeout,
 * counted on the same clock): timer delays pass at once, and answers that need real time (HTTP)
 * arrive between the steps.
 */
export function advanceUntil(check: () => void, stepMs = 100): Promise<void> {
  return waitFor(async () => {
    await vi.advanceTimersByTimeAsync(stepMs);
    check();
  });
}

/**
 * Waits until every request a spied client method (`vi.spyOn(http, 'get')`) has started has its
 * answer, inside act. After that, whatever the answers set off (a retry timer, a render) is in
 * place before the next advance, so "nothing more happened" can be checked.
 */
export async function answered(spy: MockInstance): Promise<void> {
  await act(async () => {
    await Promise.allSettled(spy.mock.results.map((r) => r.value as unknown));
  });
}
