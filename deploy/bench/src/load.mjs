#!/usr/bin/env node
// `pnpm bench:load`: drives the composed site (pnpm start's code path:
// composition host, API, bank simulator) on loopback with autocannon, once on PGlite and once on
// a throwaway PostgreSQL cluster (Debian's binaries, deploy/tools/postgres.mjs), on fresh data
// folders. Every request goes through the host, so its proxy counts. Scenarios: browse (/,
// /urunler, /api/urun), search, product detail (page + API), add to cart and checkout (add to
// cart, then create the order: status Beklemede, stock held; the card payment goes through the
// bank's 3D form and is left out) by signed-in members, each at fixed concurrency levels. Prints
// per database a table scenario × concurrency → requests, req/s, p50/p95/p99 ms, errors (non-2xx,
// connection errors and timeouts) and writes it to deploy/bench/results/load-latest.md.
// Afterwards nothing may be lost: the orders answered 201 are in the database and the bought
// product's stock went down by exactly their units ("tutarlılık: ok", else the differences and
// exit code 1). A benchmark, not a test: timings pass or fail nothing. Builds nothing.
//
// Options (flag or environment): --duration S / LOAD_DURATION (5 s per run: the
// whole run stays under 6 minutes on 2 cores; 10 takes about 8), --connections 1,10,50
// / LOAD_CONNECTIONS, --db pglite,postgres / LOAD_DB, --port P / LOAD_PORT (3810; API P+1000,
// bank simulator P+1500), --scenarios a,b / LOAD_SCENARIOS (all; the names of the table).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../tools/postgres.mjs';
import { checkConsistency, summarize, table } from './load-report.mjs';
import { clearCarts, prepare, runLoad, scenarios, snapshot } from './load-scenarios.mjs';
import { missingBuilds, portFree, startStack } from './stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const option = (flag, envName, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : (process.env[envName] ?? fallback);
};
const DURATION = Number(option('--duration', 'LOAD_DURATION', '5'));
const LEVELS = option('--connections', 'LOAD_CONNECTIONS', '1,10,50').split(',').map(Number);
const DATABASES = option('--db', 'LOAD_DB', 'pglite,postgres').split(',').map((s) => s.trim());
const PORT = Number(option('--port', 'LOAD_PORT', '3810'));
// A subset of the scenarios by name (for development): gezinme,arama,ürün detayı,sepete ekle,sipariş.
const ONLY = option('--scenarios', 'LOAD_SCENARIOS', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const log = (m) => console.log(`[bench:load] ${m}`);

if (!(DURATION > 0) || LEVELS.some((c) => !Number.isInteger(c) || c < 1) || DATABASES.some((d) => d !== 'pglite' && d !== 'postgres')) {
  console.error('[bench:load] geçersiz seçenek: --duration saniye (> 0), --connections 1,10,50 (tam sayılar), --db pglite,postgres');
  process.exit(2);
}
const missing = missingBuilds(root);
if (missing.length) {
  console.error(`[bench:load] derlenmiş dosyalar eksik: ${missing.join(', ')}\n  bench:load derleme yapmaz; önce derleyin: pnpm build`);
  process.exit(1);
}
const ports = [PORT, PORT + 1000, PORT + 1500];
for (const p of ports) {
  if (!(await portFree(p))) {
    console.error(`[bench:load] ${p} numaralı kapı kullanımda; başka bir kapı verin: --port P (API P+1000, banka P+1500)`);
    process.exit(1);
  }
}

/**
 * All runs on one database: a fresh site, the members, every scenario at every level, then the
 * consistency check.
 * @param {'pglite'|'postgres'} kind
 * @param {string|undefined} databaseUrl PostgreSQL URL, none for PGlite
 * @returns {Promise<{ rows: object[], consistency: ReturnType<typeof checkConsistency> & { summary: string }, setupSeconds: number, scenarios: object[], load: number[] }>}
 *   `setupSeconds`: start, members and warm-up; `load`: the machine's 1-minute load average before and after
 */
async function benchDatabase(kind, databaseUrl) {
  const t0 = Date.now();
  const loadBefore = os.loadavg()[0];
  const tmp = mkdtempSync(path.join(os.tmpdir(), `skiclub-load-${kind}-`));
  let stack = null;
  try {
    stack = await startStack({ root, dataDir: tmp, port: PORT, apiPort: PORT + 1000, bankPort: PORT + 1500, databaseUrl });
    log(`${kind}: site ${stack.url} açık; ${Math.max(...LEVELS)} üye hazırlanıyor...`);
    const ctx = await prepare(stack.url, Math.max(...LEVELS));
    const sc = scenarios(ctx);
    // Warm-up (not recorded): the JIT, the database's caches and the host's keep-alive sockets.
    await runLoad(stack.url, { requests: sc.list[0].requests(), connections: 10, duration: 2 });
    const setupSeconds = (Date.now() - t0) / 1000;

    const before = await snapshot(ctx);
    const rows = [];
    const cartRps = new Map();
    let checkoutRatio = 0.6;
    for (const s of sc.list.filter((x) => !ONLY.length || ONLY.includes(x.key))) {
      for (const c of LEVELS) {
        let amount;
        if (s.key === 'sipariş') {
          await clearCarts(ctx);
          // A fixed number of requests (two per order) sized to last about DURATION seconds: the
          // cart run's rate at this level times the checkout/cart ratio seen at the previous one.
          // The run ends with every order answered, none cut off.
          const rps = (cartRps.get(c) ?? 10) * checkoutRatio;
          const perConnection = Math.max(2, Math.round((rps * DURATION) / (2 * c)));
          amount = 2 * perConnection * c;
        }
        sc.reset();
        const ordersBefore = sc.checkout.orders.length;
        const raw = await runLoad(stack.url, { requests: s.requests(), connections: c, duration: DURATION, amount });
        const summary = summarize(raw);
        if (s.key === 'sipariş') {
          const orders = sc.checkout.orders.length - ordersBefore;
          summary.statusNote = [`${orders} sipariş, ${(orders / raw.seconds).toFixed(1)} sipariş/s, ${raw.seconds.toFixed(1)} s`, summary.statusNote].filter(Boolean).join('; ');
          if (cartRps.get(c)) checkoutRatio = summary.rps / cartRps.get(c);
        }
        if (s.key === 'sepete ekle') cartRps.set(c, summary.rps);
        rows.push({ scenario: s.key, connections: c, s: summary });
        log(`${kind} · ${s.key} · ${c} bağlantı: ${summary.rps.toFixed(0)} istek/s, p50 ${summary.p50?.toFixed(1)} ms, p99 ${summary.p99?.toFixed(1)} ms, hata ${summary.errors}${summary.statusNote ? ` (${summary.statusNote})` : ''}`);
      }
    }
    await clearCarts(ctx);
    const after = await snapshot(ctx);
    const consistency = checkConsistency({
      ordersBefore: before.orders,
      ordersAfter: after.orders,
      created: sc.checkout.orders,
      unanswered: sc.checkout.sent - sc.checkout.answered,
      stockBefore: before.stock,
      stockAfter: after.stock,
      unitPrice: ctx.product.fiyat,
    });
    consistency.summary = `${sc.checkout.orders.length} sipariş (${consistency.soldUnits} adet ${ctx.product.urunAdi}); veritabanında ${after.orders - before.orders} yeni sipariş, stok ${before.stock} → ${after.stock}`;
    return { rows, consistency, setupSeconds, scenarios: sc.list, load: [loadBefore, os.loadavg()[0]] };
  } finally {
    await stack?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const started = Date.now();
const sections = [];
let failed = false;
for (const kind of DATABASES) {
  let pg = null;
  if (kind === 'postgres') {
    try {
      pg = await startPostgres();
    } catch (e) {
      // Binaries exist but the cluster does not start: an error, not a skip.
      console.error(`[bench:load] PostgreSQL başlatılamadı: ${e instanceof Error ? e.message : e}`);
      sections.push({ kind, skipped: `hata: PostgreSQL başlatılamadı (${e instanceof Error ? e.message.split('\n')[0] : e})` });
      failed = true;
      continue;
    }
    if (!pg) {
      log(`PostgreSQL atlandı: ${startPostgres.lastReason}`);
      sections.push({ kind, skipped: `Debian'ın PostgreSQL'i yok, atlandı: ${startPostgres.lastReason}` });
      continue;
    }
    log(`PostgreSQL ${pg.major} geçici kümesi: ${pg.url}`);
  }
  try {
    const r = await benchDatabase(kind, pg?.url);
    sections.push({ kind, major: pg?.major, ...r });
    const c = r.consistency;
    console.log(`\n${kind === 'postgres' ? `PostgreSQL ${pg.major}` : 'PGlite'} (${DURATION} s / koşu):\n${table(r.rows)}\n${c.summary}\ntutarlılık: ${c.ok ? 'ok' : `HATA\n  ${c.lines.join('\n  ')}`}\n`);
    if (!c.ok) failed = true;
  } catch (e) {
    console.error(`[bench:load] ${kind}: ${e instanceof Error ? e.message : e}`);
    sections.push({ kind, skipped: `hata: ${e instanceof Error ? e.message.split('\n')[0] : e}` });
    failed = true;
  } finally {
    pg?.stop();
  }
}

// The report.
const md = [`# pnpm bench:load — ${new Date().toISOString()}`, ''];
md.push(
  `Makine: ${os.cpus().length} çekirdek (${os.cpus()[0]?.model.trim() ?? '?'}), Node ${process.version}; birleşik site 127.0.0.1:${PORT} (host → API vekili), autocannon, koşu başına ${DURATION} s, eşzamanlı bağlantı ${LEVELS.join(' / ')}; toplam ${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
md.push('');
md.push('Senaryolar (her bağlantı sırayı döngüyle yineler; gecikme tüm isteklerin karışımıdır):');
const scenarioList = sections.find((s) => s.scenarios)?.scenarios ?? [];
for (const s of scenarioList) md.push(`- ${s.label}`);
md.push(
  '- sipariş koşusu süreyle değil istek sayısıyla biter (sepete ekleme hızından ~süre kadar): son siparişler de yanıtlanır, yarıda kesilen istek kalmaz. Sipariş durumu Beklemede, stok ayrılır; kartla ödeme (bankanın 3D formu) ölçülmez.',
);
md.push('- hata: 2xx dışı yanıtlar + bağlantı hataları + zaman aşımları (30 s).');
md.push('');
for (const s of sections) {
  md.push(`## ${s.kind === 'postgres' ? `PostgreSQL${s.major ? ` ${s.major}` : ''} (geçici küme, fsync kapalı)` : 'PGlite (gömülü)'}`);
  md.push('');
  if (s.skipped) {
    md.push(s.skipped);
  } else {
    md.push(table(s.rows));
    md.push('');
    md.push(
      `Hazırlık (site açılışı, ${Math.max(...LEVELS)} üye, ısınma): ${s.setupSeconds.toFixed(0)} s. Makinenin yük ortalaması (1 dk) başta ${s.load[0].toFixed(1)}, sonda ${s.load[1].toFixed(1)} (paylaşılan makinede rakamlar buna göre okunmalı). ${s.consistency.summary}.`,
    );
    md.push('');
    md.push(`tutarlılık: ${s.consistency.ok ? 'ok' : `HATA — ${s.consistency.lines.join('; ')}`}`);
  }
  md.push('');
}
const outDir = path.join(root, 'deploy/bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'load-latest.md'), md.join('\n'));
log(`tablo: deploy/bench/results/load-latest.md (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed ? 1 : 0);
