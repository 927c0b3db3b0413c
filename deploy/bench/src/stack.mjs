// The composed site for `pnpm bench` and `pnpm bench:load`: `pnpm start`'s code path (deploy/host/src/start.mjs:
// bank simulator, API, composition host) on loopback, on fresh data folders, with PGlite or a
// given PostgreSQL. Builds nothing: the dist folders must exist (see missingBuilds).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Folders `pnpm start` composes; each needs these files of a finished build. */
const APPS = ['shell', 'mf-catalog', 'mf-camps', 'mf-account', 'mf-checkout', 'mf-admin'];
const BUILD_FILES = ['mf-manifest.json', 'index.html', 'routes.json'];

/**
 * Dist folders that are missing or incomplete (start.mjs would build them; the benchmark must not).
 * @param {string} root repository root
 * @returns {string[]} e.g. ['mf-admin/dist']
 */
export function missingBuilds(root) {
  return APPS.filter((app) => !BUILD_FILES.every((f) => existsSync(path.join(root, app, 'dist', f)))).map((app) => `${app}/dist`);
}

/** True when nothing listens on 127.0.0.1:`port`. */
export function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * Starts the stack and waits until the host answers /api/saglik through its proxy.
 * @param {{ root: string, dataDir: string, port: number, apiPort: number, bankPort: number, databaseUrl?: string, waitMs?: number }} o
 *   `dataDir`: a fresh folder (API data, releases and the stack's log go below it);
 *   `databaseUrl`: PostgreSQL, else PGlite in the data folder; `waitMs` (180 000)
 * @returns {Promise<{ url: string, logFile: string, stop: () => Promise<void> }>}
 * @throws Error (with the log's tail) when the stack exits or does not answer in time
 */
export async function startStack(o) {
  mkdirSync(o.dataDir, { recursive: true });
  const logFile = path.join(o.dataDir, 'stack.log');
  const log = createWriteStream(logFile);
  const env = {
    ...process.env,
    PORT: String(o.port),
    API_PORT: String(o.apiPort),
    BANK_SIM_PORT: String(o.bankPort),
    LISTEN_HOST: '127.0.0.1',
    DATA_DIR: path.join(o.dataDir, 'api'),
    HOST_DATA_DIR: path.join(o.dataDir, 'host'),
    // The benchmarks' members sign up and sign in from one address: the per-address limit of
    // the account routes is raised for this run only (production keeps DEFAULT_RATE_LIMIT).
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_ACCOUNT_MAX: '1000000',
    // The local bank simulator, whatever the caller's shell has set.
    PAYFOR_GATEWAY_URL: '',
  };
  mkdirSync(env.DATA_DIR, { recursive: true });
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  if (o.databaseUrl) env.DATABASE_URL = o.databaseUrl;
  const child = spawn(process.execPath, ['deploy/host/src/start.mjs'], { cwd: o.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  // Whatever way this process ends, the stack (and, through start.mjs, its children) goes too.
  const onExit = () => child.kill('SIGTERM');
  process.on('exit', onExit);
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', onExit);
      resolve((exited = { code, signal }));
    }),
  );
  const tail = () => {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exit;
    clearTimeout(timer);
    log.end();
  };

  const url = `http://127.0.0.1:${o.port}`;
  const until = Date.now() + (o.waitMs ?? 180_000);
  for (;;) {
    if (exited) throw new Error(`site kapandı (${exited.code ?? exited.signal}); günlük ${logFile}:\n${tail()}`);
    try {
      if ((await fetch(`${url}/api/saglik`)).ok) return { url, logFile, stop };
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`site ${Math.round((o.waitMs ?? 180_000) / 1000)} s içinde açılmadı; günlük ${logFile}:\n${tail()}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
