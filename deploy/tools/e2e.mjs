#!/usr/bin/env node
// Runs the Playwright suite (deploy/e2e) in Debian's Chromium (its headless shell, see
// browser.mjs) against the composed site that `pnpm start` serves (with the bank simulator as the
// card gateway): each Playwright worker starts its own on fresh data folders inside one temporary
// folder made here (tests/fixtures.ts), ports E2E_PORT (3900) + 20 × worker. E2E_WORKERS or
// --workers sets how many (2).
// Builds must exist (`pnpm build`).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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
const r = spawnSync('pnpm', ['exec', 'playwright', 'test', `--reporter=${reporters.join(',')}`, ...process.argv.slice(2)], {
  cwd: path.join(root, 'deploy/e2e'),
  stdio: 'inherit',
  env,
});
// A worker killed before its teardown (a crash, a hard stop) leaves its site running: stop it.
for (const site of readdirSync(data)) {
  const pid = Number(existsSync(path.join(data, site, 'site.pid')) ? readFileSync(path.join(data, site, 'site.pid'), 'utf8') : 0);
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    /* already stopped */
  }
}
rmSync(data, { recursive: true, force: true });
process.exit(r.status ?? 1);
