#!/usr/bin/env node
// `pnpm bench`: builds the federated site and the monolith of the same
// source, serves both on loopback the same way (the composition host, precompressed files, the
// same API and database), and prints one table, federated vs monolith with their ratio, per route:
// first-load JS and CSS (compressed bytes as sent), requests, FCP, LCP, CLS and total blocking time
// in Chromium with 4× CPU throttling and a fixed network profile (median of 5 cold loads); then the
// full build time vs rebuilding one remote, and API throughput of /api/urun vs a static JSON route.
// The table goes to deploy/bench/results/latest.md and a dated JSON file, so runs can be compared.
// A benchmark, not a test: nothing here passes or fails on timings.
//
// Flags: --runs N (5), --skip-build (use the dist folders as they are; the monolith is still built),
//        --routes /a,/b (a subset), --port P (3800; the API on P+1000, the monolith on P+1).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PROFILE, launch, measureRoute } from './measure.mjs';
import { serveMonolith } from './serve-monolith.mjs';
import { apiClient, signIn } from './load-scenarios.mjs';
import { startStack } from './stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(flag('--runs', '5'));
const PORT = Number(flag('--port', '3800'));
const SKIP_BUILD = args.includes('--skip-build');
const ONLY = flag('--routes', '')
  .split(',')
  .filter(Boolean);
const MONOLITH_DIST = path.join(root, 'deploy/bench/.out/monolith');

const log = (m) => console.log(`[bench] ${m}`);

/** Runs a command, returns its wall time in ms; throws when it fails. */
function timed(cmd, argv, env = {}) {
  const t0 = Date.now();
  const r = spawnSync(cmd, argv, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} başarısız (${r.status})`);
  return Date.now() - t0;
}

// 1. Builds: the federated site (shell + five remotes), one remote again, the monolith.
const builds = {};
if (!SKIP_BUILD) {
  log('federasyonlu derleme (kabuk + 5 uzak modül)...');
  builds.federatedFullMs = timed('pnpm', ['run', 'build']);
  log('tek uzak modül yeniden derleme (catalog)...');
  builds.oneRemoteMs = timed('pnpm', ['--filter', '@skiclub/mf-catalog', 'run', 'build']);
}
log('monolit derleme...');
builds.monolithMs = timed('pnpm', ['--filter', '@skiclub/bench', 'exec', 'rsbuild', 'build', '-c', 'monolith/rsbuild.config.ts'], { NODE_ENV: 'production', MONOLITH_DIST_DIR: MONOLITH_DIST });

// 2. The federated stack (pnpm start's code path) on fresh data folders, then the monolith beside it.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'skiclub-bench-'));
const API_PORT = PORT + 1000;
let stack = null;
let monolith = null;
const stop = async () => {
  await monolith?.close().catch(() => {});
  await stack?.stop();
  rmSync(tmp, { recursive: true, force: true });
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

const fed = `http://127.0.0.1:${PORT}`;
const mono = `http://127.0.0.1:${PORT + 1}`;
const call = apiClient(fed);
const api = async (p) => (await call('GET', p, { expect: [200] })).json.veri;

const results = [];
let throughput = null;
try {
  stack = await startStack({ root, dataDir: tmp, port: PORT, apiPort: API_PORT, bankPort: PORT + 1500 });
  monolith = await serveMonolith({ distDir: MONOLITH_DIST, dataDir: path.join(tmp, 'host'), apiUrl: `http://127.0.0.1:${API_PORT}`, port: PORT + 1 });
  log(`federasyonlu ${fed}, monolit ${mono}`);

  const product = (await api('/api/urun?sayfa=1&boyut=1')).items[0];
  const news = (await api('/api/haber?sayfa=1&boyut=1')).items[0];
  const member = await signIn(call, 'uye', 'Uye12345!');
  const admin = await signIn(call, 'admin', 'Admin12345!');
  // The checkout page needs something in the cart: the first product that takes one piece.
  for (const p of (await api('/api/urun?sayfa=1&boyut=20')).items) {
    if ((await call('POST', '/api/sepet/ekle', { token: member.token, body: { urunId: p.id, miktar: 1 } })).status < 300) break;
  }

  const routes = [
    { path: '/' },
    { path: '/urunler' },
    { path: `/urun/${product.slug}`, label: '/urun/<slug>' },
    { path: `/haber/${news.slug}`, label: '/haber/<slug>' },
    { path: '/kampa-kayit' },
    { path: '/sepet', session: member, label: '/sepet (üye)' },
    { path: '/odeme', session: member, label: '/odeme (üye)' },
    { path: '/admin/urunler', session: admin, label: '/admin/urunler (admin)' },
  ].filter((r) => !ONLY.length || ONLY.includes(r.path));

  const browser = await launch();
  try {
    for (const r of routes) {
      log(`${r.label ?? r.path}: ${RUNS} soğuk yükleme × 2`);
      const f = await measureRoute(browser, fed + r.path, { session: r.session }, RUNS);
      const m = await measureRoute(browser, mono + r.path, { session: r.session }, RUNS);
      results.push({ route: r.label ?? r.path, federated: f, monolith: m });
    }
  } finally {
    await browser.close();
  }

  // 3. API throughput on the API's own port: a database-backed list vs a static JSON answer.
  const cannon = (url) => autocannon({ url, connections: 20, duration: 10 });
  const list = await cannon(`http://127.0.0.1:${API_PORT}/api/urun?sayfa=1&boyut=12`);
  const plain = await cannon(`http://127.0.0.1:${API_PORT}/healthz`);
  throughput = {
    list: { rps: list.requests.average, p50: list.latency.p50, p99: list.latency.p99, errors: list.errors + list.non2xx },
    static: { rps: plain.requests.average, p50: plain.latency.p50, p99: plain.latency.p99, errors: plain.errors + plain.non2xx },
  };
} finally {
  await stop();
}

// 4. The table.
const kb = (b) => (b === null ? '–' : (b / 1024).toFixed(0));
const ms = (v) => (v === null ? '–' : Math.round(v).toString());
const ratio = (a, b) => (a === null || b === null || b === 0 ? '–' : (a / b).toFixed(2));
const lines = [];
lines.push(`Profil: CPU ${PROFILE.cpuSlowdown}× yavaş, ağ ${((PROFILE.downloadBps * 8) / 1024 / 1024).toFixed(1)} Mbit/s indirme, ${PROFILE.latencyMs} ms gecikme; ${RUNS} soğuk yüklemenin ortancası. F = federasyonlu, M = monolit.`);
lines.push('');
lines.push('| rota | JS KB F / M (oran) | CSS KB F / M | istek F / M | FCP ms F / M | LCP ms F / M (oran) | TBT ms F / M | CLS F / M |');
lines.push('|---|---|---|---|---|---|---|---|');
for (const { route, federated: f, monolith: m } of results) {
  lines.push(
    `| ${route} | ${kb(f.jsBytes)} / ${kb(m.jsBytes)} (${ratio(f.jsBytes, m.jsBytes)}) | ${kb(f.cssBytes)} / ${kb(m.cssBytes)} | ${f.requests} / ${m.requests} | ${ms(f.fcp)} / ${ms(m.fcp)} | ${ms(f.lcp)} / ${ms(m.lcp)} (${ratio(f.lcp, m.lcp)}) | ${ms(f.tbt)} / ${ms(m.tbt)} | ${f.cls?.toFixed(3)} / ${m.cls?.toFixed(3)} |`,
  );
}
lines.push('');
if (builds.federatedFullMs) lines.push(`Derleme: tam federasyonlu ${(builds.federatedFullMs / 1000).toFixed(1)} s, tek uzak modül (catalog) ${(builds.oneRemoteMs / 1000).toFixed(1)} s (oran ${ratio(builds.oneRemoteMs, builds.federatedFullMs)}), monolit ${(builds.monolithMs / 1000).toFixed(1)} s; sürüm geçişi 0 derleme.`);
else lines.push(`Derleme: monolit ${(builds.monolithMs / 1000).toFixed(1)} s (federasyonlu derleme atlandı: --skip-build).`);
if (throughput) {
  lines.push(
    `API (20 bağlantı, 10 s): /api/urun ${throughput.list.rps.toFixed(0)} istek/s (p50 ${throughput.list.p50} ms, p99 ${throughput.list.p99} ms, hata ${throughput.list.errors}) · statik JSON /healthz ${throughput.static.rps.toFixed(0)} istek/s (p50 ${throughput.static.p50} ms, p99 ${throughput.static.p99} ms, hata ${throughput.static.errors}).`,
  );
}
const table = lines.join('\n');
console.log(`\n${table}\n`);
const outDir = path.join(root, 'deploy/bench/results');
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(outDir, 'latest.md'), `# pnpm bench — ${new Date().toISOString()}\n\n${table}\n`);
writeFileSync(path.join(outDir, `bench-${stamp}.json`), JSON.stringify({ at: new Date().toISOString(), profile: PROFILE, runs: RUNS, builds, results, throughput }, null, 2));
log(`tablo: deploy/bench/results/latest.md`);
