#!/usr/bin/env node
// `pnpm start`: builds whatever is missing (shell and the five remotes) and the API, publishes each remote
// build as an immutable version, starts the bank simulator, the API and the composition host,
// and prints the URL, the demo accounts and the test card. Ctrl-C stops everything cleanly.
//
// Environment: PORT (3000), API_PORT (PORT+1000), DATA_DIR (API data, deploy/api/.data),
// HOST_DATA_DIR (releases, deploy/host/.data), DATABASE_URL (PostgreSQL instead of PGlite, and the
// release state in it instead of HOST_DATA_DIR's files),
// PUBLIC_URL (http://localhost:PORT, passed to the API).
// Card payments: without PAYFOR_GATEWAY_URL the local PayFor 3D Pay simulator (deploy/bank-sim)
// is the bank, on BANK_SIM_PORT (PORT+1500); with it, that bank is used and no simulator runs.
// The API gets PAYFOR_GATEWAY_URL, PAYFOR_OK_URL/FAIL_URL (PUBLIC_URL, else
// http://localhost:PORT, + /api/odeme/sonuc) and, for the simulator, the merchant settings.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress, publish, recordShell, storeFromEnv } from '@skiclub/release';
import { buildHost } from './server.mjs';
import { payforSettings } from '../../bank-sim/src/env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = Number(process.env.PORT ?? 3000);
const API_PORT = Number(process.env.API_PORT ?? PORT + 1000);
const HOST_DATA_DIR = path.resolve(process.env.HOST_DATA_DIR ?? path.join(root, 'deploy/host/.data'));
const APPS = [
  { dir: 'shell', pkg: '@skiclub/shell' },
  { dir: 'mf-catalog', pkg: '@skiclub/mf-catalog', remote: 'catalog' },
  { dir: 'mf-camps', pkg: '@skiclub/mf-camps', remote: 'camps' },
  { dir: 'mf-account', pkg: '@skiclub/mf-account', remote: 'account' },
  { dir: 'mf-checkout', pkg: '@skiclub/mf-checkout', remote: 'checkout' },
  { dir: 'mf-admin', pkg: '@skiclub/mf-admin', remote: 'admin' },
];

function log(msg) {
  console.log(`[start] ${msg}`);
}

// 1. Build what is missing (a build without routes.json predates route lists: built again).
for (const app of APPS) {
  const dist = path.join(root, app.dir, 'dist');
  if (['mf-manifest.json', 'index.html', 'routes.json'].every((f) => existsSync(path.join(dist, f)))) continue;
  log(`${app.dir} derleniyor...`);
  const r = spawnSync('pnpm', ['--filter', app.pkg, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[start] ${app.dir} derlenemedi`);
    process.exit(1);
  }
}

// The API runs compiled, as in production (dist/server.mjs). Its bundle takes about a second, so it
// is always made again: a changed API source is never served stale.
log('API derleniyor (esbuild)...');
if (spawnSync('pnpm', ['--filter', '@skiclub/api', 'run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  console.error('[start] API derlenemedi');
  process.exit(1);
}

// 2. Precompress the shell and record it as the live shell (its pages and shared versions, which
// every switch is checked against); then publish each remote build as a version and make it live.
// With DATABASE_URL the release state is in PostgreSQL and with S3_BUCKET the version files are in
// the bucket (shared with the API); else both in HOST_DATA_DIR.
const releaseStore = await storeFromEnv({ dataDir: HOST_DATA_DIR, log }).catch((e) => {
  console.error(`[start] yayın durumu açılamadı: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
const shellZip = await precompress(path.join(root, 'shell/dist'));
if (shellZip.files) log(`shell: ${shellZip.files} dosya sıkıştırıldı (${(shellZip.bytes / 1024).toFixed(0)} KiB → br ${(shellZip.brBytes / 1024).toFixed(0)} KiB)`);
await recordShell({ dataDir: HOST_DATA_DIR, distDir: path.join(root, 'shell/dist') });
for (const app of APPS.filter((a) => a.remote)) {
  try {
    const r = await publish({ dataDir: HOST_DATA_DIR, name: app.remote, distDir: path.join(root, app.dir, 'dist'), who: 'start', makeLive: 'always' });
    log(`${app.remote}: ${r.live}${r.published ? ' (yeni yayın)' : ''}`);
  } catch (e) {
    console.error(`[start] ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}

// 3. The bank (the local simulator unless a real gateway is configured), then the API, each in
// its own process.
const bank = payforSettings({ env: process.env, sitePort: PORT });
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/**
 * Starts a package's server, `args` for node in its folder (the compiled API; the bank simulator,
 * a development stand-in, from its sources with tsx); its unexpected exit stops everything.
 */
function child(name, cwd, args, env) {
  const p = spawn(process.execPath, args, { cwd: path.join(root, cwd), env, stdio: ['ignore', 'inherit', 'inherit'] });
  p.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${name} beklenmedik şekilde kapandı (${code})`);
      stopping = true;
      for (const c of children) c.kill('SIGTERM');
      process.exit(1);
    }
  });
  children.push(p);
  return p;
}

/** Waits until `url` answers 2xx, at most `seconds`; else stops everything. */
async function waitUp(name, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      console.error(`[start] ${name} ${seconds} saniyede açılmadı`);
      stopping = true;
      for (const c of children) c.kill('SIGTERM');
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

const bankUrl = `http://127.0.0.1:${bank.simPort}`;
if (bank.simulated) {
  log(`banka: yerel PayFor 3D Pay simülatörü (${bank.gatewayUrl})`);
  child('Banka simülatörü', 'deploy/bank-sim', ['--import', 'tsx', 'src/server.ts'], { ...process.env, ...bank.vars, BANK_SIM_PORT: String(bank.simPort), BANK_SIM_HOST: '127.0.0.1' });
} else {
  log(`banka: PAYFOR_GATEWAY_URL ile yapılandırılan ödeme geçidi (${bank.gatewayUrl}); simülatör başlatılmadı`);
}
// PUBLIC_URL, when unset, is the site this command serves: the API's mailed links and its 303
// after the bank's post-back must point here, whatever PORT is.
const PUBLIC_URL = process.env.PUBLIC_URL || `http://localhost:${PORT}`;
// HOST_DATA_DIR: the release API (/api/yayinlar) works on the same release store as this host.
child('API', 'deploy/api', ['--enable-source-maps', 'dist/server.mjs'], { ...process.env, ...bank.vars, PUBLIC_URL, HOST_DATA_DIR, PORT: String(API_PORT), HOST: '127.0.0.1' });

const apiUrl = `http://127.0.0.1:${API_PORT}`;
if (bank.simulated) await waitUp('Banka simülatörü', `${bankUrl}/saglik`, 60);
await waitUp('API', `${apiUrl}/api/saglik`, 120);

// 4. The composition host.
// Canonical, og:url and sitemap addresses: PUBLIC_URL when it is set, else the address the
// visitor used (so a LAN address works too).
// formTargets: the pages' card form posts to the bank (CSP form-action allows its origin only).
const host = await buildHost({ shellDist: path.join(root, 'shell/dist'), dataDir: HOST_DATA_DIR, apiUrl, publicUrl: process.env.PUBLIC_URL || undefined, formTargets: [bank.gatewayUrl] });
await host.listen({ port: PORT, host: process.env.LISTEN_HOST ?? '0.0.0.0' });

const card = JSON.parse(readFileSync(path.join(root, 'deploy/bank-sim/test-cards.json'), 'utf8')).approved;
const bankLines = bank.simulated
  ? `  Kartla ödeme: banka simülatörü ${bankUrl} (PayFor 3D Pay)
    Onaylanan test kartı: ${card.pan.replace(/(\d{4})(?=\d)/g, '$1 ')} · SKT ${card.expiry.slice(0, 2)}/${card.expiry.slice(2)} · CVV ${card.cvv}
    Doğrulama kodu simülatörün sayfasında yazar (diğer test kartları: README.md).`
  : `  Kartla ödeme: ${bank.gatewayUrl} (PAYFOR_GATEWAY_URL)`;

console.log(`
  Kayak Kulübü çalışıyor: http://localhost:${PORT}

  Demo hesapları:
    Üye             : uye    / Uye12345!
    Admin           : admin  / Admin12345!
    Sürüm Yöneticisi: yayin  / Yayin12345!  (Yönetim → Yayın Yönetimi: /yayinlar)

${bankLines}

  Durdurmak için Ctrl-C.
`);

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: kapatılıyor...`);
  await host.close().catch(() => {});
  await releaseStore.close().catch(() => {});
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  const t = setTimeout(() => {
    for (const c of running) c.kill('SIGKILL');
  }, 5000);
  await Promise.all(running.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', r)))));
  clearTimeout(t);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
