// One Vitest run for the whole workspace: a project per package, tests beside the code.
import { configDefaults, defineConfig } from 'vitest/config';

const dom = (name: string, root: string) => ({
  extends: true as const,
  test: {
    name,
    root,
    environment: 'jsdom',
    globals: true,
    setupFiles: [new URL('./shared/test/setup-dom.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Two workers share two cores: a screen test can wait longer for the CPU than alone.
    testTimeout: 30000,
  },
});

const node = (name: string, root: string, extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: { name, root, environment: 'node', globals: true, include: ['src/**/*.test.{ts,mts,mjs}', 'test/**/*.test.{ts,mjs}'], ...extra },
});

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker (cores - 1); the files are independent
    // (each API file has its own database), so two halve the wall time of the suite.
    maxWorkers: 2,
    projects: [
      dom('shared', './shared'),
      dom('shell', './shell'),
      dom('mf-catalog', './mf-catalog'),
      dom('mf-camps', './mf-camps'),
      dom('mf-account', './mf-account'),
      dom('mf-checkout', './mf-checkout'),
      dom('mf-admin', './mf-admin'),
      node('api', './deploy/api', { testTimeout: 30000, hookTimeout: 60000, pool: 'forks' }),
      node('host', './deploy/host', { testTimeout: 30000 }),
      node('bank-sim', './deploy/bank-sim', { testTimeout: 30000 }),
      // *.pg.test.mjs need a PostgreSQL server: pnpm test's PostgreSQL step runs them (TEST_DATABASE_URL).
      node('release', './deploy/release', { exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['test/**/*.pg.test.mjs'])] }),
      node('bench', './deploy/bench'),
    ],
  },
});
