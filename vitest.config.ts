// One Vitest run for the whole workspace: a project per package, tests beside the code.
import { configDefaults, defineConfig } from 'vitest/config';

const dom = (name: string, root: string, extra: Record<string, unknown> = {}) => ({
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
    ...extra,
  },
});

/**
 * Files of these projects leave nothing behind (no module mocks of our own modules, no stubbed
 * globals, the stand-in API unmounted by its own afterAll), so they share one module graph and one
 * jsdom per worker: antd and React are imported once instead of once per file (the four member
 * remotes 170 s → 100 s, shared 45 s → 11 s, mf-admin 272 s → about 130 s, the shell 45 s → 27 s
 * on this machine). The shell's federation tests keep isolation (project shell-federation): the
 * runtime's registered remotes and the loading test's stubbed fetch would reach the next file. A
 * module mock (`vi.mock`) of one of our modules does not reach a module another file already
 * imported: serve the data from the stand-in API instead (mf-admin's serveLookups).
 */
const SHARED_GRAPH = { isolate: false };
/** The shell's tests that keep isolation (see above). */
const SHELL_FEDERATION = 'src/features/federation/**';

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
      dom('shared', './shared', SHARED_GRAPH),
      dom('shell', './shell', { ...SHARED_GRAPH, exclude: [...configDefaults.exclude, SHELL_FEDERATION] }),
      dom('shell-federation', './shell', { include: [`${SHELL_FEDERATION}/*.test.{ts,tsx}`] }),
      dom('mf-catalog', './mf-catalog', SHARED_GRAPH),
      dom('mf-camps', './mf-camps', SHARED_GRAPH),
      dom('mf-account', './mf-account', SHARED_GRAPH),
      dom('mf-checkout', './mf-checkout', SHARED_GRAPH),
      dom('mf-admin', './mf-admin', SHARED_GRAPH),
      // One module graph per worker here too (each file still builds its own app on its own
      // database; restore-env.ts puts back what a file set in process.env): 102 s → 53 s on
      // PostgreSQL, most of it Fastify, drizzle and the schemas imported again for every file.
      node('api', './deploy/api', {
        testTimeout: 30000,
        hookTimeout: 60000,
        pool: 'forks',
        ...SHARED_GRAPH,
        setupFiles: [new URL('./deploy/api/src/test/restore-env.ts', import.meta.url).pathname],
      }),
      node('host', './deploy/host', { testTimeout: 30000 }),
      node('bank-sim', './deploy/bank-sim', { testTimeout: 30000 }),
      // *.pg.test.mjs need a PostgreSQL server: pnpm test runs them (it sets TEST_DATABASE_URL).
      node('release', './deploy/release', { exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['test/**/*.pg.test.mjs'])] }),
      node('bench', './deploy/bench'),
    ],
  },
});
