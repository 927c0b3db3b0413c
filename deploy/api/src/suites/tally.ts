/**
 * Pass/fail tally of a suite: each case is a Vitest `it` that also counts itself, and
 * the file prints '<suite>: N passed, N failed' once all its cases ran (every reliability suite
 * prints that line besides the runner's counts; a failing case still fails the run).
 */
import { afterAll, it } from 'vitest';

/** The suite's case registrar: `kase(name, fn, timeoutMs?)` is an `it` that is counted. */
export type CaseFn = (name: string, fn: () => Promise<void>, timeoutMs?: number) => void;

/**
 * Starts a tally for the current test file and registers the summary line (afterAll).
 * @param suite the suite's name as printed, e.g. 'payment-abuse'
 * @param print where the line goes (default console.log)
 */
export function suiteTally(suite: string, print: (line: string) => void = console.log): CaseFn {
  const count = { passed: 0, failed: 0 };
  afterAll(() => {
    print(`${suite}: ${count.passed} passed, ${count.failed} failed`);
  });
  return (name, fn, timeoutMs) => {
    it(
      name,
      async () => {
        try {
          await fn();
          count.passed += 1;
        } catch (err) {
          count.failed += 1;
          throw err;
        }
      },
      timeoutMs,
    );
  };
}
