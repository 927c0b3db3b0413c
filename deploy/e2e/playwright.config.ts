import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Browser tests of the composed site: Debian's Chromium (CHROMIUM_PATH, found or installed by
// deploy/tools/e2e.mjs) against `pnpm start` on fresh data folders.
const PORT = Number(process.env.E2E_PORT ?? 3900);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
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
