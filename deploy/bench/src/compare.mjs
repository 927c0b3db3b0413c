#!/usr/bin/env node
// Compares two `pnpm bench` runs (their JSON files in deploy/bench/results/): per route, the
// federated first-load JS (KB as sent) and LCP (ms) before → after, and each run's ratio to its
// own monolith. Usage: node deploy/bench/src/compare.mjs <before.json> <after.json>
import { readFileSync } from 'node:fs';

const [, , beforeFile, afterFile] = process.argv;
if (!beforeFile || !afterFile) {
  console.error('Kullanım: node deploy/bench/src/compare.mjs <önce.json> <sonra.json>');
  process.exit(1);
}
const read = (f) => JSON.parse(readFileSync(f, 'utf8'));
const before = read(beforeFile);
const after = read(afterFile);

const kb = (n) => Math.round(n / 1024);
const ratio = (f, m) => (f && m ? (f / m).toFixed(2) : '–');
const byRoute = new Map(before.results.map((r) => [r.route, r]));

console.log(`Önce: ${before.at} (${before.runs} yükleme) · Sonra: ${after.at} (${after.runs} yükleme)\n`);
console.log('| rota | JS KB F önce → sonra | JS oranı önce → sonra | LCP ms F önce → sonra | LCP oranı önce → sonra | CLS F önce → sonra |');
console.log('|---|---|---|---|---|---|');
for (const a of after.results) {
  const b = byRoute.get(a.route);
  if (!b) continue;
  const cells = [
    `${kb(b.federated.jsBytes)} → ${kb(a.federated.jsBytes)}`,
    `${ratio(b.federated.jsBytes, b.monolith.jsBytes)} → ${ratio(a.federated.jsBytes, a.monolith.jsBytes)}`,
    `${b.federated.lcp ?? '–'} → ${a.federated.lcp ?? '–'}`,
    `${ratio(b.federated.lcp, b.monolith.lcp)} → ${ratio(a.federated.lcp, a.monolith.lcp)}`,
    `${b.federated.cls.toFixed(3)} → ${a.federated.cls.toFixed(3)}`,
  ];
  console.log(`| ${a.route} | ${cells.join(' | ')} |`);
}
