#!/usr/bin/env node
// Runs the Playwright suite (deploy/e2e) in Debian's Chromium (its headless shell, see
// browser.mjs) against the composed site that `pnpm start` serves (with the bank simulator as the
// card gateway): each Playwright worker slot has its own, on fresh data folders inside one
// temporary folder made here and ports E2E_PORT (3900) + 20 × slot; a later worker of the same slot
// takes it over (tests/fixtures.ts), and the sites are stopped here at the end. E2E_WORKERS or
// --workers sets how many workers (2).
// Without arguments it runs the suite in two parts: first the tests timed on the wall clock (tag
// @timed: the fault matrix's panel within 5 s) on their own, then the others (TIMED in
// playwright.config.ts); a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) then holds both. With
// arguments (files, -g, flags) it runs one Playwright with them.
// Builds must exist (`pnpm build`).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureTestChromium } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromium = ensureTestChromium();
// Tests tagged @full-browser (the PDF viewer) run in the full browser (playwright.config.ts).
const fullChromium = chromium.endsWith('headless-shell') ? ensureChromium() : chromium;
const data = mkdtempSync(path.join(os.tmpdir(), 'skiclub-e2e-'));
// mkdtemp makes the folder private (0700); nginx's workers (nginx.spec.ts) run as another user
// when the tests run as root, and serve /remotes and /releases.json from the host data inside it.
chmodSync(data, 0o755);
const env = { ...process.env, CHROMIUM_PATH: chromium, CHROMIUM_FULL_PATH: fullChromium, E2E_DATA_ROOT: data };
console.log(`[e2e] veri klasörü: ${data}`);
const reporters = (process.env.E2E_REPORTERS ?? 'list').split(',');
const jsonOut = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/** One Playwright run with `args`, `extra` in its environment; returns its exit status. */
function playwright(args, extra = {}) {
  const r = spawnSync('pnpm', ['exec', 'playwright', 'test', `--reporter=${reporters.join(',')}`, ...args], { cwd: path.join(root, 'deploy/e2e'), stdio: 'inherit', env: { ...env, ...extra } });
  return r.status ?? 1;
}

/** Merges Playwright JSON reports into `out`: their suites one after the other, their counts added. */
function mergeReports(files, out) {
  const reports = files.filter((f) => existsSync(f)).map((f) => JSON.parse(readFileSync(f, 'utf8')));
  if (!reports.length) return;
  const stats = {};
  for (const r of reports) for (const [k, v] of Object.entries(r.stats ?? {})) stats[k] = typeof v === 'number' && k !== 'startTime' ? (stats[k] ?? 0) + v : (stats[k] ?? v);
  writeFileSync(out, JSON.stringify({ ...reports[0], suites: reports.flatMap((r) => r.suites ?? []), errors: reports.flatMap((r) => r.errors ?? []), stats }));
  for (const f of files) rmSync(f, { force: true });
}

const args = process.argv.slice(2);
let status;
if (args.length) status = playwright(args);
else {
  // Each part writes its own output folder: a run empties its folder first.
  const parts = ['timed', 'untimed'].map((part) => ({ part, json: jsonOut ? `${jsonOut}.${part}` : undefined }));
  const statuses = parts.map(({ part, json }) => {
    console.log(`\n[e2e] ${part === 'timed' ? 'duvar saatine bağlı testler (@timed), yalnız başlarına' : 'diğer testler'} (E2E_PART=${part})`);
    return playwright([`--output=test-results/${part}`], { E2E_PART: part, ...(json ? { PLAYWRIGHT_JSON_OUTPUT_NAME: json } : {}) });
  });
  if (jsonOut) mergeReports(parts.map((p) => p.json), jsonOut);
  status = statuses.every((s) => s === 0) ? 0 : 1;
}
// The sites outlive their workers (tests/fixtures.ts): stop them, and any a crashed worker left.
for (const site of readdirSync(data)) {
  const pid = Number(existsSync(path.join(data, site, 'site.pid')) ? readFileSync(path.join(data, site, 'site.pid'), 'utf8') : 0);
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    /* already stopped */
  }
}
rmSync(data, { recursive: true, force: true });
process.exit(status);
