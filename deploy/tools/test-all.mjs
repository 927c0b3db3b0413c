#!/usr/bin/env node
// `pnpm test`: everything CI checks, in order: lint, typecheck, Vitest (units, components and
// API routes on a real PGlite), a fresh build of the shell and the five remotes, then Playwright
// in Chromium against `pnpm start`'s stack on a fresh data folder. Ends with one line
// "N passed, N failed" over all unit and browser tests; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'skiclub-test-'));
const results = [];
let passed = 0;
let failed = 0;

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
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

const vitestJson = path.join(tmp, 'vitest.json');
const unitOk = step('vitest', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numTodoTests ?? 0) + (v.numPendingTests ?? 0);
} else if (!unitOk) failed += 1;

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
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} ${r.s} s`);
const allOk = lintOk && typeOk && unitOk && buildOk && e2eOk && failed === 0;
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
