#!/usr/bin/env node
// `pnpm start`: builds whatever is missing (shell and the five remotes), publishes each remote
// build as an immutable version, starts the API and the composition host, and prints the URL
// and the demo accounts. Ctrl-C stops everything cleanly.
//
// Environment: PORT (3000), API_PORT (PORT+1000), DATA_DIR (API data, deploy/api/.data),
// HOST_DATA_DIR (releases, deploy/host/.data), DATABASE_URL (PostgreSQL instead of PGlite).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress, publish } from '@skiclub/release';
import { buildHost } from './server.mjs';

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

// 1. Build what is missing.
for (const app of APPS) {
  const marker = path.join(root, app.dir, 'dist', app.remote ? 'mf-manifest.json' : 'index.html');
  if (existsSync(marker)) continue;
  log(`${app.dir} derleniyor...`);
  const r = spawnSync('pnpm', ['--filter', app.pkg, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[start] ${app.dir} derlenemedi`);
    process.exit(1);
  }
}

// 2. Precompress the shell, then publish each remote build as a version; the local build becomes live.
const shellZip = await precompress(path.join(root, 'shell/dist'));
if (shellZip.files) log(`shell: ${shellZip.files} dosya sıkıştırıldı (${(shellZip.bytes / 1024).toFixed(0)} KiB → br ${(shellZip.brBytes / 1024).toFixed(0)} KiB)`);
for (const app of APPS.filter((a) => a.remote)) {
  const r = await publish({ dataDir: HOST_DATA_DIR, name: app.remote, distDir: path.join(root, app.dir, 'dist'), who: 'start', makeLive: 'always' });
  log(`${app.remote}: ${r.live}${r.published ? ' (yeni yayın)' : ''}`);
}

// 3. The API in its own process.
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'deploy/api'),
  env: { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`[start] API beklenmedik şekilde kapandı (${code})`);
    process.exit(1);
  }
});

const apiUrl = `http://127.0.0.1:${API_PORT}`;
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    const r = await fetch(`${apiUrl}/api/saglik`);
    if (r.ok) break;
  } catch {
    /* not up yet */
  }
  if (Date.now() > deadline) {
    console.error('[start] API 120 saniyede açılmadı');
    api.kill('SIGTERM');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 300));
}

// 4. The composition host.
const host = await buildHost({ shellDist: path.join(root, 'shell/dist'), dataDir: HOST_DATA_DIR, apiUrl });
await host.listen({ port: PORT, host: process.env.LISTEN_HOST ?? '0.0.0.0' });

console.log(`
  Kayak Kulübü çalışıyor: http://localhost:${PORT}

  Demo hesapları:
    Üye   : uye   / Uye12345!
    Admin : admin / Admin12345!

  Durdurmak için Ctrl-C.
`);

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: kapatılıyor...`);
  await host.close().catch(() => {});
  api.kill('SIGTERM');
  const t = setTimeout(() => api.kill('SIGKILL'), 5000);
  api.on('exit', () => {
    clearTimeout(t);
    process.exit(0);
  });
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
