/**
 * Catalogue benchmark: starts the API on a fresh in-memory PGlite with the demo seed, listens on
 * a loopback port and fires N sequential, then N concurrent (C at a time) requests at
 * GET /api/urun (page of 12), GET /api/urun?searchTerm=… and GET /api/urun/resolve/:slug.
 * Prints requests per second and p50/p95/max latency in ms.
 *
 *   pnpm --filter @skiclub/api bench            # N=200, C=10
 *   N=500 C=20 pnpm --filter @skiclub/api bench
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import { seedDatabase, writeSeedImages } from '../src/db/seed';

const N = Number(process.env.N ?? 200);
const C = Number(process.env.C ?? 10);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
  return performance.now() - start;
}

async function run(label: string, url: string, concurrency: number): Promise<void> {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < N) {
      next += 1;
      latencies.push(await timed(url));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(38)} ${(concurrency === 1 ? 'sıralı' : `eşzamanlı ${concurrency}`).padEnd(12)}  ${(N / seconds).toFixed(0).padStart(6)} istek/sn  p50 ${fmt(percentile(latencies, 50))} ms  p95 ${fmt(percentile(latencies, 95))} ms  en çok ${fmt(latencies.at(-1) ?? 0)} ms`,
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'skiclub-bench-'));
const database = await openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
await writeSeedImages(dataDir);
await seedDatabase(database.db);
const app = await buildApp({ db: database.db, dataDir, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

console.log(`Katalog kıyaslaması: N=${N} istek, eşzamanlılık ${C}, ${base}`);
const targets: [string, string][] = [
  ['GET /api/urun (sayfa 1, 12 ürün)', `${base}/api/urun?page=1&pageSize=12`],
  ['GET /api/urun?orderBy=CreatedAtDesc', `${base}/api/urun?page=1&pageSize=10&orderBy=CreatedAtDesc`],
  ['GET /api/urun?searchTerm=kayak', `${base}/api/urun?searchTerm=kayak`],
  ['GET /api/urun/resolve/:slug', `${base}/api/urun/resolve/burton-custom-snowboard`],
];
for (const [, url] of targets) await timed(url); // warm-up
for (const [label, url] of targets) {
  await run(label, url, 1);
  await run(label, url, C);
}

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
