// The specs' `test`: Playwright's, with a site of its own for each worker and every page of a
// test's browser context watched.
//
// Each worker starts `pnpm start`'s stack (deploy/host/src/start.mjs: host, API on PGlite, bank
// simulator) on a fresh data folder and ports of its own, so the workers run spec files side by
// side without seeing each other's data, releases or sessions. Under deploy/tools/e2e.mjs a site
// outlives its worker: Playwright starts a new worker after a failed test, for another project
// and for a file with worker fixtures of its own (axe), and the new worker in the same slot takes
// the running site over instead of waiting 15 to 20 s for a new one; e2e.mjs stops the sites at
// the end. Traces are off (playwright.config.ts) and CI keeps only the log, so a failed test
// prints what its pages said went wrong: console warnings and errors, uncaught errors, failed
// requests and answers of 500 and above, in the order they came.
import { test as base, type Page, type TestInfo } from '@playwright/test';
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export * from '@playwright/test';

/** Records a page's trouble into `lines`, each line prefixed with `tag` (the page's number when there are several). */
export function watch(page: Page, lines: string[], tag: string): void {
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') lines.push(`${tag}console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => lines.push(`${tag}pageerror: ${e.message}`));
  page.on('requestfailed', (r) => lines.push(`${tag}requestfailed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`));
  page.on('response', (r) => {
    if (r.status() >= 500) lines.push(`${tag}${r.status()}: ${r.request().method()} ${r.url()}`);
  });
}

/** After a failed test, prints what its pages reported ({@link watch}) under `[sayfa] <title>`. */
export function printTroubleIfFailed(testInfo: TestInfo, lines: readonly string[]): void {
  if (testInfo.status === testInfo.expectedStatus) return;
  console.log(`[sayfa] ${testInfo.title}:\n${lines.length ? lines.join('\n') : '(sayfa bir sorun bildirmedi)'}`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One worker's running site: its address and the data folders the specs read and change. */
export interface Site {
  /** http://localhost:<port>, the tests' baseURL. */
  url: string;
  /** The host's port; the API listens on port + 1000, the bank simulator on port + 1500. */
  port: number;
  /** The API's data folder (DATA_DIR: the PGlite database, the mail and SMS outboxes). */
  dataDir: string;
  /** The host's data folder (HOST_DATA_DIR: releases.json and the published remotes). */
  hostDataDir: string;
}

/** Polls `url` until it answers 2xx. @throws Error after `ms` milliseconds or when the site's process exits first. */
async function waitUp(url: string, ms: number, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const why = exited();
    if (why) throw new Error(`site could not start: ${why}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`site did not answer ${url} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Port of the site of the worker in `slot`: E2E_PORT (3900) + 20 × slot. */
const portOf = (slot: number) => Number(process.env.E2E_PORT ?? 3900) + 20 * slot;

/**
 * Prints what `file` holds from byte `offset` on and what is appended to it, each line prefixed
 * with `prefix`, every 300 ms.
 * @returns a function that prints what is left and stops
 */
function follow(file: string, prefix: string, offset: number): () => void {
  let rest = '';
  const read = () => {
    const size = existsSync(file) ? statSync(file).size : 0;
    if (size <= offset) return;
    const buf = Buffer.alloc(size - offset);
    const fd = openSync(file, 'r');
    readSync(fd, buf, 0, buf.length, offset);
    closeSync(fd);
    offset = size;
    const lines = (rest + buf.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  };
  const timer = setInterval(read, 300);
  timer.unref();
  return () => {
    clearInterval(timer);
    read();
  };
}

/**
 * Starts deploy/host/src/start.mjs for the worker with index `slot` on port {@link portOf}, its
 * data folders in a fresh folder inside `parent`, its output in `site.log` there (a file, not a
 * pipe: the site may outlive the worker that started it).
 * @returns the site and a function that stops it (SIGTERM to its process group, SIGKILL after 10 s)
 * @throws Error when it does not answer /api/saglik within 180 s or exits first
 */
async function startSite(slot: number, parent: string): Promise<{ site: Site; stop: () => Promise<void> }> {
  const port = portOf(slot);
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, `site${slot}-`));
  // mkdtemp makes it private (0700); nginx's workers (nginx.spec.ts) read the host data inside it.
  chmodSync(dir, 0o755);
  const site: Site = { url: `http://localhost:${port}`, port, dataDir: path.join(dir, 'api'), hostDataDir: path.join(dir, 'host') };
  const log = openSync(path.join(dir, 'site.log'), 'a');
  const child = spawn(process.execPath, ['deploy/host/src/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1000),
      BANK_SIM_PORT: String(port + 1500),
      DATA_DIR: site.dataDir,
      HOST_DATA_DIR: site.hostDataDir,
      RATE_LIMIT_MAX: '1000',
      // Card payments always go to the local bank simulator, whatever the shell environment says.
      PAYFOR_GATEWAY_URL: '',
      PAYFOR_OK_URL: `${site.url}/api/odeme/sonuc`,
      PAYFOR_FAIL_URL: `${site.url}/api/odeme/sonuc`,
    },
  });
  closeSync(log);
  // deploy/tools/e2e.mjs stops what a worker left running (its process group).
  if (child.pid) writeFileSync(path.join(dir, 'site.pid'), String(child.pid));
  child.unref();
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', (code, signal) => ((exit = `exit ${code ?? signal}`), resolve())));
  const stop = async () => {
    if (!exit && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const kill = setTimeout(() => child.pid && !exit && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(kill);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUp(`${site.url}/api/saglik`, 180_000, () => exit);
  } catch (err) {
    await stop();
    throw err;
  }
  return { site, stop };
}

/**
 * The site of the worker in `slot`. Under deploy/tools/e2e.mjs (E2E_DATA_ROOT set) a site that an
 * earlier worker of the same slot started and that still answers is taken over, and a new one is
 * left running for the next worker (e2e.mjs stops them all); otherwise the site is the worker's
 * alone, in the system's temporary folder, and stopped at its end.
 * @returns the site and what to do at the worker's end
 */
async function siteOfSlot(slot: number): Promise<{ site: Site; release: () => Promise<void> }> {
  const logOf = (site: Site) => path.join(path.dirname(site.dataDir), 'site.log');
  const prefix = `[site ${slot}] `;
  const shared = process.env.E2E_DATA_ROOT;
  if (!shared) {
    const { site, stop } = await startSite(slot, os.tmpdir());
    const unfollow = follow(logOf(site), prefix, 0);
    return { site, release: async () => (unfollow(), stop()) };
  }
  const record = path.join(shared, `site-${portOf(slot)}.json`);
  const earlier = existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as Site) : null;
  const alive = earlier ? await fetch(`${earlier.url}/api/saglik`).then((r) => r.ok, () => false) : false;
  const site = alive && earlier ? earlier : (await startSite(slot, shared)).site;
  writeFileSync(record, JSON.stringify(site));
  // A new site's start lines are printed; a site taken over goes on from where it is.
  const unfollow = follow(logOf(site), prefix, site === earlier ? statSync(logOf(site)).size : 0);
  return { site, release: async () => unfollow() };
}

/**
 * Playwright's `test` with
 * - `site` (worker scope, automatic): the running site of this worker's slot (see {@link Site},
 *   {@link siteOfSlot}). It also sets E2E_DATA_DIR and E2E_HOST_DATA_DIR in the worker's
 *   environment for the helpers that read them at test time (the release CLI's `--data`, the
 *   mail outbox);
 * - `baseURL`: the worker's site;
 * - `context`: watches each page opened in it (the test's `page`, tabs and pop-ups) and, when the
 *   test fails, prints their trouble under `[sayfa] <title>`. A test that opens no page creates no
 *   context; contexts made with `browser.newContext()` are the test's own and not watched.
 */
export const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, provide, workerInfo) => {
      const { site, release } = await siteOfSlot(workerInfo.parallelIndex);
      process.env.E2E_DATA_DIR = site.dataDir;
      process.env.E2E_HOST_DATA_DIR = site.hostDataDir;
      await provide(site);
      await release();
    },
    { scope: 'worker', auto: true, timeout: 200_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
  context: async ({ context }, provide, testInfo) => {
    const lines: string[] = [];
    let pages = 0;
    const onPage = (page: Page) => {
      pages += 1;
      watch(page, lines, pages > 1 ? `#${pages} ` : '');
    };
    for (const page of context.pages()) onPage(page);
    context.on('page', onPage);
    await provide(context);
    printTroubleIfFailed(testInfo, lines);
  },
});
