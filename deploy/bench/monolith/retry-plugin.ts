/** Stand-in for `@module-federation/retry-plugin` in the monolith build: nothing to retry. */
export function RetryPlugin(_o?: unknown): { name: string } {
  return { name: 'monolith-no-retry' };
}
