#!/usr/bin/env node
// A throwaway PostgreSQL for the API tests: Debian's binaries (/usr/lib/postgresql/<n>/bin, the
// newest >= 15, or POSTGRES_BIN), a fresh cluster in a temp folder (initdb, trust auth, UTF8, C
// locale like PGlite), started on a free port on 127.0.0.1 with its unix socket in that folder and
// fsync off; stopped and removed on stop() or when this process exits. As root, initdb and pg_ctl
// run as the `postgres` system user (PostgreSQL refuses to run as root).
//
//   node deploy/tools/postgres.mjs                 start, print the URL, stop on Ctrl-C
//   node deploy/tools/postgres.mjs <cmd> [args…]   run <cmd> with TEST_DATABASE_URL set, then stop
//
// `pnpm test` (deploy/tools/test-all.mjs) uses startPostgres() for the API and release tests of its Vitest step.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Oldest major version the API supports (`UNIQUE NULLS NOT DISTINCT`). */
const MIN_MAJOR = 15;

/**
 * Finds PostgreSQL's server binaries.
 * @returns `{ bin, major }` for POSTGRES_BIN or the newest /usr/lib/postgresql/<n>/bin with
 *   initdb, pg_ctl and postgres (n >= 15), or `{ bin: null, reason }` saying what is missing.
 */
export function findPostgres() {
  const has = (dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(dir, b)));
  if (process.env.POSTGRES_BIN) {
    const dir = process.env.POSTGRES_BIN;
    if (!has(dir)) return { bin: null, reason: `POSTGRES_BIN=${dir} içinde initdb/pg_ctl/postgres yok` };
    const m = /(\d+)/.exec(spawnSync(path.join(dir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout ?? '');
    return { bin: dir, major: m ? Number(m[1]) : 0 };
  }
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base).filter((d) => /^\d+$/.test(d) && has(path.join(base, d, 'bin'))).map(Number).sort((a, b) => b - a)
    : [];
  if (majors.length === 0) return { bin: null, reason: `${base}/<sürüm>/bin altında PostgreSQL yok (Debian: apt-get install postgresql)` };
  if (majors[0] < MIN_MAJOR) return { bin: null, reason: `PostgreSQL ${majors[0]} bulundu; en az ${MIN_MAJOR} gerekir` };
  return { bin: path.join(base, String(majors[0]), 'bin'), major: majors[0] };
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway PostgreSQL cluster.
 * @returns `null` when no usable binaries are found (`startPostgres.lastReason` says why), else
 *   `{ url, dir, major, stop }`: `url` is `postgres://postgres@127.0.0.1:<port>/postgres` (a
 *   superuser, trust auth); `stop()` (sync, idempotent) stops the server and removes the folder;
 *   it also runs on process exit, and SIGINT/SIGTERM make the process exit until then.
 * @throws Error with the initdb/pg_ctl output when the cluster cannot be created or started.
 */
export async function startPostgres() {
  const found = findPostgres();
  if (!found.bin) {
    startPostgres.lastReason = found.reason;
    return null;
  }
  const asRoot = process.getuid?.() === 0;
  let uid;
  let gid;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) {
      startPostgres.lastReason = "root olarak çalışıyor ama 'postgres' sistem kullanıcısı yok";
      return null;
    }
    uid = Number(ids.stdout.trim());
    gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  }
  // /tmp rather than a TMPDIR under /root: the postgres user must reach the folder.
  const dir = mkdtempSync(path.join(asRoot ? '/tmp' : os.tmpdir(), 'skiclub-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) chownSync(dir, uid, gid);
  const run = (tool, args) => {
    const cmd = path.join(found.bin, tool);
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
  };

  let started = false;
  let stopped = false;
  // pg_ctl detaches the server from the terminal, so Ctrl-C would leave it running: on a signal
  // this process exits (after a running spawnSync returns) and the exit hook stops the server.
  const onSignal = () => process.exit(130);
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (started) run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-s']);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const init = run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync', '-N']);
  if (!init.ok) {
    stop();
    throw new Error(`initdb başarısız:\n${init.out}`);
  }
  const settings = ['-c listen_addresses=127.0.0.1', `-c unix_socket_directories=${dir}`, '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c max_connections=200'];
  for (let attempt = 0; ; attempt += 1) {
    const port = await freePort();
    const r = run('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-s', '-l', path.join(dir, 'server.log'), '-o', `-p ${port} ${settings.join(' ')}`]);
    if (r.ok) {
      started = true;
      return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, major: found.major, stop };
    }
    // Another process may have taken the port between freePort() and the start: try another.
    const log = existsSync(path.join(dir, 'server.log')) ? readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    if (attempt < 2 && /could not bind|already in use/i.test(log)) continue;
    started = true; // a half-started server is stopped too
    stop();
    throw new Error(`PostgreSQL başlatılamadı:\n${r.out}\n${log}`);
  }
}
startPostgres.lastReason = '';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pgsql = await startPostgres();
  if (!pgsql) {
    console.error(`[postgres] PostgreSQL bulunamadı: ${startPostgres.lastReason}`);
    process.exit(1);
  }
  console.log(`[postgres] PostgreSQL ${pgsql.major} hazır: ${pgsql.url} (${pgsql.dir})`);
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.log('[postgres] durdurmak için Ctrl-C');
    setInterval(() => {}, 1 << 30);
  } else {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pgsql.url } });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  }
}
