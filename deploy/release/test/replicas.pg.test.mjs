// Proof that the release store needs no shared volume: two API processes and two composition
// hosts, each with its own empty data folder, on one PostgreSQL database and one S3 bucket
// (s3rver). A team's deploy key publishes a build through host 1; a release manager switches it
// live through host 2; both hosts serve it on the next page load. Two switches of one remote sent
// at once through the two hosts leave one winner and two audit rows. Publish and switch times
// through the API are printed. Runs in pnpm test's Vitest step, which sets TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOverHttp } from '../src/http-publish.mjs';
import { publish, recordShell, switchVersion } from '../src/index.mjs';
import { throwawayDatabase } from './support/postgres.mjs';
import { startFakeS3 } from './support/s3.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_URL = /** @type {string} */ (process.env.TEST_DATABASE_URL);
const JWT_SECRET = 'replika-testi-icin-en-az-otuz-iki-karakterlik-bir-anahtar';
const MANAGER = { kullaniciAdiVeyaEmail: 'yayin', sifre: 'Yayin12345!' };

/** A free loopback port. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let dir = '';
/** @type {Awaited<ReturnType<typeof throwawayDatabase>> | undefined} */
let database;
/** @type {Awaited<ReturnType<typeof startFakeS3>>} */
let s3;
let env = /** @type {Record<string, string>} */ ({});
const hosts = /** @type {string[]} */ ([]);
let token = '';

/** Starts `args` with node in `cwd` (under the repository root); its output is kept for the failure message. */
function start(name, cwd, args, extraEnv) {
  const child = spawn(process.execPath, args, { cwd: path.join(root, cwd), env: { ...process.env, ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (b) => (out += b));
  child.stderr?.on('data', (b) => (out += b));
  child.once('exit', (code) => {
    if (code) console.error(`[${name}] çıkış ${code}\n${out}`);
  });
  children.push(child);
  return { child, output: () => `${child.exitCode !== null ? `(çıktı, kod ${child.exitCode})\n` : ''}${out}` };
}

/** Waits until `url` answers 200 (at most `ms`). */
async function waitFor(url, ms, output) {
  const deadline = Date.now() + ms;
  for (;;) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > deadline || output().startsWith('(çıktı')) throw new Error(`${url} ${ms} ms içinde hazır olmadı\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs the release CLI (on the shared store unless `args` name another --data and `extraEnv` another store); resolves with its output, rejects on a non-zero exit. */
function cli(args, extraEnv = {}) {
  const data = args.includes('--data') ? [] : ['--data', path.join(dir, 'cli')];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'deploy/release/src/cli.mjs'), ...args, ...data], { cwd: root, env: { ...process.env, ...env, ...extraEnv } });
    let err = '';
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (err += b));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`cli ${args.join(' ')}: ${code}\n${out}${err}`))));
  });
}

/** A small remote build of `catalog` whose one page is `/<marker>-urunler`. */
async function remoteBuild(marker) {
  const dist = path.join(dir, 'builds', marker);
  await mkdir(dist, { recursive: true });
  const manifest = {
    id: 'catalog',
    name: 'catalog',
    metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ id: 'catalog:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
    exposes: [{ id: 'catalog:ProductsPage', name: 'ProductsPage', path: './ProductsPage' }],
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify([{ path: `/${marker}-urunler`, module: 'ProductsPage', guard: 'public', title: 'Ürünler' }]));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */ ${'var kar = 1;\n'.repeat(100)}`);
  return dist;
}

/** JSON answer of the site at `base` (a host), with the manager's token. */
async function api(base, method, url, body) {
  const r = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, json: await r.json() };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'skiclub-replicas-'));
  database = await throwawayDatabase(SERVER_URL, 'skiclub_replicas');
  s3 = await startFakeS3();
  env = { ...s3.env, DATABASE_URL: database.url, JWT_SECRET, NODE_ENV: 'test', API_LOG: '0' };

  // The shell build every host serves (its pages and the shared versions it provides).
  const shell = path.join(dir, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(shell, 'routes.json'), JSON.stringify([{ path: '/', page: 'home', guard: 'public', title: 'Ana Sayfa' }]));
  await writeFile(path.join(shell, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }));

  // API 1 first: it migrates and seeds the empty database (the migrate job's part in a cluster).
  const apiPorts = [await freePort(), await freePort()];
  for (const [i, port] of apiPorts.entries()) {
    const data = path.join(dir, `api-${i + 1}`);
    const { output } = start(`api-${i + 1}`, 'deploy/api', ['--import', 'tsx', 'src/server.ts'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data, HOST_DATA_DIR: path.join(data, 'releases'), PUBLIC_URL: 'http://localhost' });
    await waitFor(`http://127.0.0.1:${port}/readyz`, 90_000, output);
    // The publish job's part: the live shell and a first catalog version, with the CLI on the same store.
    if (i === 0) {
      await cli(['shell', shell]);
      await cli(['publish', 'catalog', await remoteBuild('ilk')]);
    }
  }
  for (const [i, apiPort] of apiPorts.entries()) {
    const port = await freePort();
    const { output } = start(`host-${i + 1}`, '.', ['deploy/docker/host-entry.mjs'], { PORT: String(port), LISTEN_HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}`, SHELL_DIST: shell, HOST_DATA_DIR: path.join(dir, `host-${i + 1}`), TRUST_PROXY: 'false' });
    await waitFor(`http://127.0.0.1:${port}/readyz`, 30_000, output);
    hosts.push(`http://127.0.0.1:${port}`);
  }
  const human = (await api(hosts[0], 'GET', '/api/dogrulama/token?action=giris')).json.veri.token;
  const login = await api(hosts[0], 'POST', '/api/hesap/giris', { ...MANAGER, beniHatirla: false, recaptchaToken: human });
  expect(login.status).toBe(200);
  token = login.json.veri.token;
}, 240_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve(undefined);
          c.once('exit', resolve);
          c.kill('SIGTERM');
        }),
    ),
  );
  await s3?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
}, 30_000);

describe('two API replicas and two hosts on one PostgreSQL and one S3 bucket', () => {
  it('a key publishes through host 1, a manager switches through host 2, and both hosts serve the new version on the next load', async () => {
    const [one, two] = hosts;
    const first = JSON.parse(await (await fetch(`${one}/releases.json`)).text()).remotes.catalog.live;
    expect(JSON.parse(await (await fetch(`${two}/releases.json`)).text()).remotes.catalog.live).toBe(first);

    const key = (await api(one, 'POST', '/api/yayinlar/anahtarlar', { remote: 'catalog', etiket: 'Katalog CI' })).json.veri.anahtar;
    let t0 = performance.now();
    const { veri } = await publishOverHttp({ url: `${one}/`, key, distDir: await remoteBuild('ikinci'), notes: 'İkinci sürüm' });
    const publishMs = performance.now() - t0;
    expect(veri.uyumluluk).toMatchObject({ uygun: true });
    // Publishing never makes a version live.
    expect(JSON.parse(await (await fetch(`${two}/releases.json`)).text()).remotes.catalog.live).toBe(first);

    t0 = performance.now();
    const switched = await api(two, 'POST', '/api/yayinlar/gecis', { remote: 'catalog', version: veri.version, reason: 'Replika kanıtı' });
    const switchMs = performance.now() - t0;
    expect(switched.status).toBe(200);
    console.log(`[replikalar] HTTP ile yayın ${publishMs.toFixed(0)} ms, geçiş ${switchMs.toFixed(0)} ms`);

    for (const host of hosts) {
      const live = JSON.parse(await (await fetch(`${host}/releases.json`)).text()).remotes.catalog;
      expect(live.live, host).toBe(veri.version);
      expect((await fetch(`${host}/ikinci-urunler`)).status, host).toBe(200);
      expect((await fetch(`${host}/ilk-urunler`)).status, host).toBe(404);
      const entry = await fetch(`${host}${live.entry.replace('mf-manifest.json', 'remoteEntry.js')}`, { headers: { 'accept-encoding': 'identity' } });
      expect(entry.status, host).toBe(200);
      expect(await entry.text()).toMatch(/^\/\* ikinci \*\//);
    }
    const state = (await api(one, 'GET', '/api/yayinlar')).json.veri.remotes.find((r) => r.remote === 'catalog');
    expect(state.versions.find((v) => v.version === veri.version)).toMatchObject({ notes: 'İkinci sürüm', integrityOk: true });
  }, 30_000);

  it('moves a one-machine store into an empty database and bucket with the CLI import, once', async () => {
    // A site that ran on files: two catalog versions, the second live.
    const old = path.join(dir, 'eski');
    const shell = path.join(dir, 'shell');
    await recordShell({ dataDir: old, distDir: shell });
    await publish({ dataDir: old, name: 'catalog', distDir: await remoteBuild('eski-bir') });
    const second = (await publish({ dataDir: old, name: 'catalog', distDir: await remoteBuild('eski-iki') })).version;
    await switchVersion({ dataDir: old, name: 'catalog', version: second });

    const empty = await throwawayDatabase(SERVER_URL, 'skiclub_tasima');
    const bucket = await startFakeS3('skiclub-tasima');
    try {
      const run = (args) => cli([...args, '--data', old], { ...bucket.env, DATABASE_URL: empty.url });
      const out = JSON.parse(await run(['import']));
      expect(out.aktarilan).toEqual({ releases: true, records: 2, audit: 4 });
      expect(out.yuklenenSurumler).toHaveLength(2);
      // The database and bucket now answer for the old store; a second import finds nothing to do.
      expect(JSON.parse(await run(['list'])).catalog.live).toBe(second);
      expect(await run(['verify'])).toMatch(new RegExp(`tamam\\s+catalog ${second.replace(/[.+]/g, '\\$&')}`));
      expect(JSON.parse(await run(['import']))).toEqual({ aktarilan: null, yuklenenSurumler: [] });
    } finally {
      await bucket.close();
      await empty.drop();
    }
  }, 30_000);

  it('two switches of one remote at once through the two hosts leave one winner and two audit rows', async () => {
    const [one, two] = hosts;
    const key = (await api(one, 'POST', '/api/yayinlar/anahtarlar', { remote: 'catalog', etiket: 'Katalog CI 2' })).json.veri.anahtar;
    const third = (await publishOverHttp({ url: `${two}/`, key, distDir: await remoteBuild('ucuncu') })).veri.version;
    const first = (await api(one, 'GET', '/api/yayinlar')).json.veri.remotes.find((r) => r.remote === 'catalog').versions.find((v) => v.notes === null && v.version !== third).version;
    const before = (await api(one, 'GET', '/api/yayinlar/denetim?action=switch')).json.veri.toplam;

    const answers = await Promise.all([
      api(one, 'POST', '/api/yayinlar/gecis', { remote: 'catalog', version: first, reason: 'Aynı anda bir' }),
      api(two, 'POST', '/api/yayinlar/gecis', { remote: 'catalog', version: third, reason: 'Aynı anda iki' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const entry = JSON.parse(await (await fetch(`${two}/releases.json`)).text()).remotes.catalog;
    expect([first, third]).toContain(entry.live);
    expect(entry.previous).toBe(entry.live === first ? third : first);
    const audit = (await api(one, 'GET', '/api/yayinlar/denetim?action=switch')).json.veri;
    expect(audit.toplam - before).toBe(2);
    const [later, earlier] = audit.kayitlar;
    expect(later.to).toBe(entry.live);
    expect(later.from).toBe(earlier.to);
  }, 30_000);
});
