#!/usr/bin/env node
// `pnpm test`: everything CI checks: one Vitest run (units, components, and the API and release
// tests on PostgreSQL: TEST_DATABASE_URL, or a throwaway cluster of Debian's PostgreSQL from
// deploy/tools/postgres.mjs; on PGlite with a notice when neither exists, a failure in CI), with
// lint, typecheck and the concurrency suite once more on PGlite in the background beside it (their
// output after it), the deployment files' lint (deploy/tools/lint-deploy.mjs), a fresh build of
// the shell and the five remotes, then Playwright in Chromium against `pnpm start`'s stack on a
// fresh data folder (nginx in front of it for deploy/e2e/tests/nginx.spec.ts, the first-load JS
// budgets of deploy/bench/budget.json). Ends with each step's time, every failed test by name, and
// one line "N passed, N failed" over all unit and browser tests; exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'skiclub-test-'));
const results = [];
let passed = 0;
let failed = 0;

/** Runs one step with its output shown as it comes; resolves whether it passed, and records its time. */
function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code, signal) => {
      // Ctrl-C: stop here (the exit hook of postgres.mjs stops a running PostgreSQL).
      if (signal === 'SIGINT' || signal === 'SIGTERM') process.exit(130);
      results.push({ name, ok: code === 0, s: ((Date.now() - t0) / 1000).toFixed(1) });
      resolve(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Starts steps in the background, each output held back: ESLint, each `tsc` and the PGlite suite
 * are mostly one thread, so beside Vitest they fill the cores that Vitest leaves idle between its
 * projects and at their tails (lint and typecheck side by side, then Vitest: 370 s here; all
 * three together: 336 s). `report()` waits for them, prints each output whole and records each
 * step's own time.
 * @returns `report`, resolving whether each step passed, in the order given
 */
function inBackground(steps) {
  const running = steps.map(
    ({ name, cmd, args, env = {} }) =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const out = [];
        const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('close', (code, signal) => {
          if (signal === 'SIGINT' || signal === 'SIGTERM') process.exit(130);
          resolve({ name, cmd, args, out, ok: code === 0, s: ((Date.now() - t0) / 1000).toFixed(1) });
        });
      }),
  );
  return {
    report: async () => {
      const done = await Promise.all(running);
      for (const { name, cmd, args, out, ok, s } of done) {
        console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(out));
        results.push({ name, ok, s });
      }
      return done.map((r) => r.ok);
    },
  };
}

const checks = inBackground([
  { name: 'lint', cmd: 'pnpm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'pnpm', args: ['run', 'typecheck'] },
]);

/** Failed tests by name, printed again at the end: CI keeps only the tail of the output. */
const failures = [];

/** First line of a failure message, at most 200 characters. */
const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 200);

/** Adds a Vitest JSON report's counts and failed tests to the totals; a step that failed without one counts 1. */
function countVitest(step, file, ok) {
  const v = readJson(file);
  if (v) {
    passed += v.numPassedTests ?? 0;
    failed += (v.numFailedTests ?? 0) + (v.numTodoTests ?? 0) + (v.numPendingTests ?? 0);
    for (const f of v.testResults ?? []) {
      const rel = path.relative(root, f.name ?? '');
      const bad = (f.assertionResults ?? []).filter((a) => a.status !== 'passed');
      for (const a of bad) failures.push(`${step}: ${rel} › ${a.fullName} [${a.status}] ${firstLine(a.failureMessages?.[0])}`);
      // A file that failed before any test ran (an import or a hook) has no failed test in it.
      if (f.status === 'failed' && bad.length === 0) failures.push(`${step}: ${rel} ${firstLine(f.message)}`);
    }
  } else if (!ok) failed += 1;
}

/** Playwright JSON report: every test whose outcome is not "expected", with its first error line. */
function playwrightFailures(suite, trail = []) {
  const names = suite.title ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === 'expected') continue;
      const err = t.results?.find((r) => r.error)?.error?.message;
      failures.push(`e2e: ${[...names, spec.title].join(' › ')}:${spec.line} [${t.status}] ${firstLine(err)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, names);
}

// PostgreSQL is the production database: the API and release tests run once, on it, inside the
// one Vitest run (both workers busy throughout, no second start). Only the concurrency suite runs
// again on PGlite, the embedded database of `pnpm start`, `pnpm dev` and the Playwright step below,
// where parallel buyers queue on one connection instead of racing on a pool. Without PostgreSQL
// every API test runs on PGlite, with a notice (a failure under CI=true).
let pgsql = null;
let pgWhy = '';
if (!process.env.TEST_DATABASE_URL) {
  try {
    pgsql = await startPostgres();
    if (!pgsql) pgWhy = startPostgres.lastReason;
  } catch (err) {
    pgWhy = err instanceof Error ? err.message : String(err);
  }
}
const pgUrl = process.env.TEST_DATABASE_URL || pgsql?.url;
let pgOk = true;
if (pgUrl) console.log(`\n[test] API ve yayın testleri PostgreSQL'da: ${pgsql ? `geçici küme PostgreSQL ${pgsql.major} (${pgsql.dir})` : 'TEST_DATABASE_URL'}`);
else if (process.env.CI === 'true') {
  console.log(`\n=== postgresql: PostgreSQL yok, CI'da bu bir hata: ${pgWhy}`);
  results.push({ name: 'postgresql', ok: false, s: '0 (PostgreSQL yok)' });
  pgOk = false;
  failed += 1;
} else {
  console.log(`\n[test] PostgreSQL yok (${pgWhy}): API testleri yalnız PGlite'ta koşacak; TEST_DATABASE_URL verin ya da Debian'ın postgresql paketini kurun.`);
}

// The concurrency suite on PGlite (in-process, one core) runs in the background beside Vitest too.
const pgliteJson = path.join(tmp, 'vitest-pglite.json');
const pglite = pgUrl
  ? inBackground([
      {
        name: 'vitest-api-pglite',
        cmd: 'pnpm',
        args: ['exec', 'vitest', 'run', '--project', 'api', 'deploy/api/src/suites/concurrency.test.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteJson}`],
        env: { TEST_DATABASE_URL: undefined },
      },
    ])
  : null;

const vitestJson = path.join(tmp, 'vitest.json');
// An unset TEST_DATABASE_URL must stay unset (undefined removes it from the environment).
const unitOk = await step('vitest', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], { TEST_DATABASE_URL: pgUrl || undefined });
countVitest('vitest', vitestJson, unitOk);
pgsql?.stop();
const [lintOk, typeOk] = await checks.report();

let pgliteOk = true;
if (pglite) {
  [pgliteOk] = await pglite.report();
  countVitest('vitest-api-pglite', pgliteJson, pgliteOk);
}

// Deployment files (Dockerfiles, compose, Kubernetes manifests, nginx -t): its last line is
// "N passed, N failed".
let deployOk;
{
  const t0 = Date.now();
  console.log('\n=== deploy-lint: node deploy/tools/lint-deploy.mjs');
  const r = spawnSync('node', ['deploy/tools/lint-deploy.mjs'], { cwd: root, encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  deployOk = r.status === 0;
  results.push({ name: 'deploy-lint', ok: deployOk, s: ((Date.now() - t0) / 1000).toFixed(1) });
  const m = /(\d+) passed, (\d+) failed/.exec(r.stdout ?? '');
  if (m) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  } else if (!deployOk) failed += 1;
}

const buildOk = await step('build', 'pnpm', ['run', 'build']);

let e2eOk = false;
if (buildOk) {
  const pwJson = path.join(tmp, 'playwright.json');
  e2eOk = await step('e2e', 'node', ['deploy/tools/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_REPORTERS: 'list,json' });
  const p = readJson(pwJson);
  if (p?.stats) {
    passed += p.stats.expected ?? 0;
    failed += (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0) + (p.stats.skipped ?? 0);
    for (const suite of p.suites ?? []) playwrightFailures(suite);
  } else if (!e2eOk) failed += 1;
} else {
  results.push({ name: 'e2e', ok: false, s: '0 (derleme başarısız)' });
  failed += 1;
}

rmSync(tmp, { recursive: true, force: true });
console.log('\n=== Özet');
for (const r of results) console.log(r.skipped ? `- ${r.name.padEnd(20)} atlandı` : `${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${r.s} s`);
if (failures.length) {
  console.log('\n=== Başarısız testler');
  for (const f of failures) console.log(`✗ ${f}`);
}
const allOk = lintOk && typeOk && unitOk && pgOk && pgliteOk && deployOk && buildOk && e2eOk && failed === 0;
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
