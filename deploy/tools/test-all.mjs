#!/usr/bin/env node
// `pnpm test`: everything CI checks, in order: lint, typecheck, Vitest (units, components and
// API routes on a real PGlite), the API tests once more on PostgreSQL (TEST_DATABASE_URL, or a
// throwaway cluster of Debian's PostgreSQL from deploy/tools/postgres.mjs; skipped with a notice
// when neither exists, a failure in CI), the deployment files' lint (deploy/tools/lint-deploy.mjs),
// a fresh build of the shell and the five remotes, then Playwright in Chromium against
// `pnpm start`'s stack on a fresh data folder (nginx in front of it for deploy/e2e/tests/nginx.spec.ts,
// the first-load JS budgets of deploy/bench/budget.json). Ends with one line
// "N passed, N failed" over all unit and browser tests; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'skiclub-test-'));
const results = [];
let passed = 0;
let failed = 0;

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // Ctrl-C: stop here (the exit hook of postgres.mjs stops a running PostgreSQL).
  if (r.signal === 'SIGINT' || r.signal === 'SIGTERM') process.exit(130);
  const ok = r.status === 0;
  results.push({ name, ok, s: ((Date.now() - t0) / 1000).toFixed(1) });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const lintOk = step('lint', 'pnpm', ['run', 'lint']);
const typeOk = step('typecheck', 'pnpm', ['run', 'typecheck']);

/** Adds a Vitest JSON report's counts to the totals; a step that failed without one counts 1. */
function countVitest(file, ok) {
  const v = readJson(file);
  if (v) {
    passed += v.numPassedTests ?? 0;
    failed += (v.numFailedTests ?? 0) + (v.numTodoTests ?? 0) + (v.numPendingTests ?? 0);
  } else if (!ok) failed += 1;
}

// The first run is the PGlite one even when TEST_DATABASE_URL is set (undefined unsets it).
const vitestJson = path.join(tmp, 'vitest.json');
const unitOk = step('vitest', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], { TEST_DATABASE_URL: undefined });
countVitest(vitestJson, unitOk);

// The API tests once more on a real PostgreSQL (order stock under parallel buyers, locks, SQL
// that PGlite might forgive).
let pgOk = true;
{
  const name = 'vitest-api-postgres';
  let pgsql = null;
  let why = '';
  if (!process.env.TEST_DATABASE_URL) {
    try {
      pgsql = await startPostgres();
      if (!pgsql) why = startPostgres.lastReason;
    } catch (err) {
      why = err instanceof Error ? err.message : String(err);
    }
  }
  const url = process.env.TEST_DATABASE_URL || pgsql?.url;
  if (url) {
    console.log(`\n[test] PostgreSQL: ${pgsql ? `geçici küme PostgreSQL ${pgsql.major} (${pgsql.dir})` : 'TEST_DATABASE_URL'}`);
    const pgJson = path.join(tmp, 'vitest-api-postgres.json');
    pgOk = step(name, 'pnpm', ['exec', 'vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`], { TEST_DATABASE_URL: url });
    countVitest(pgJson, pgOk);
    pgsql?.stop();
  } else if (process.env.CI === 'true') {
    console.log(`\n=== ${name}: PostgreSQL yok, CI'da bu bir hata: ${why}`);
    results.push({ name, ok: false, s: '0 (PostgreSQL yok)' });
    pgOk = false;
    failed += 1;
  } else {
    console.log(`\n=== ${name}: ATLANDI — PostgreSQL yok: ${why}. API testleri yalnız PGlite'ta koştu; TEST_DATABASE_URL verin ya da Debian'ın postgresql paketini kurun.`);
    results.push({ name, ok: true, skipped: true });
  }
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

const buildOk = step('build', 'pnpm', ['run', 'build']);

let e2eOk = false;
if (buildOk) {
  const pwJson = path.join(tmp, 'playwright.json');
  e2eOk = step('e2e', 'node', ['deploy/tools/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_REPORTERS: 'list,json' });
  const p = readJson(pwJson);
  if (p?.stats) {
    passed += p.stats.expected ?? 0;
    failed += (p.stats.unexpected ?? 0) + (p.stats.flaky ?? 0) + (p.stats.skipped ?? 0);
  } else if (!e2eOk) failed += 1;
} else {
  results.push({ name: 'e2e', ok: false, s: '0 (derleme başarısız)' });
  failed += 1;
}

rmSync(tmp, { recursive: true, force: true });
console.log('\n=== Özet');
for (const r of results) console.log(r.skipped ? `- ${r.name.padEnd(20)} atlandı` : `${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${r.s} s`);
const allOk = lintOk && typeOk && unitOk && pgOk && deployOk && buildOk && e2eOk && failed === 0;
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
