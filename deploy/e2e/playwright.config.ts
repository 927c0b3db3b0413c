import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Browser tests of the composed site: Debian's Chromium (CHROMIUM_PATH, found or installed by
// deploy/tools/e2e.mjs) against `pnpm start` on fresh data folders.
const PORT = Number(process.env.E2E_PORT ?? 3900);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Chromium's launch options: Debian's binary at `executablePath` (default /usr/bin/chromium), the flags this machine needs. */
const launch = (executablePath = '/usr/bin/chromium') => ({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
});
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // No trace by default: recording one for every test cost about an eighth of the suite's time,
    // and CI keeps only the log. `pnpm test:e2e --trace retain-on-failure` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The headless shell (CHROMIUM_PATH) runs the suite; a test tagged @full-browser needs what only
  // the full browser has (its PDF viewer: the shell turns a PDF tab into a download) and runs in
  // CHROMIUM_FULL_PATH. deploy/tools/e2e.mjs finds or installs both.
  projects: [
    { name: 'chromium', grepInvert: /@full-browser/, use: { ...desktop, launchOptions: launch(process.env.CHROMIUM_PATH) } },
    { name: 'chromium-full', grep: /@full-browser/, use: { ...desktop, launchOptions: launch(process.env.CHROMIUM_FULL_PATH ?? process.env.CHROMIUM_PATH) } },
  ],
  webServer: {
    command: 'node deploy/host/src/start.mjs',
    cwd: root,
    url: `http://localhost:${PORT}/api/saglik`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORT: String(PORT + 1000),
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(root, 'deploy/e2e/.data/api'),
      HOST_DATA_DIR: process.env.E2E_HOST_DATA_DIR ?? path.join(root, 'deploy/e2e/.data/host'),
      RATE_LIMIT_MAX: '1000',
      // Card payments always go to the local bank simulator here (deploy/bank-sim), whatever the
      // shell environment says, on the default port rule (PORT + 1500: 5400).
      PAYFOR_GATEWAY_URL: '',
      BANK_SIM_PORT: process.env.E2E_BANK_SIM_PORT ?? String(PORT + 1500),
      PAYFOR_OK_URL: `http://localhost:${PORT}/api/odeme/sonuc`,
      PAYFOR_FAIL_URL: `http://localhost:${PORT}/api/odeme/sonuc`,
    },
  },
});
