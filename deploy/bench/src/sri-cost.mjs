#!/usr/bin/env node
// What Subresource Integrity costs on load time: cold
// loads of a page with releases.json as published (integrity map, fall-back entry) and with those
// fields removed in flight (no integrity attribute on the remote's entry and exposed files, no
// hashed manifest fetch). The remotes' own chunk hashes (rspack SRI inside the remote entry) stay
// in both runs: they are part of the build. Same 4× CPU and network profile as `pnpm bench`.
// Usage: node deploy/bench/src/sri-cost.mjs [http://localhost:3000] [/urunler] [runs=5]
import zlib from 'node:zlib';
import { launch, measureRoute } from './measure.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const route = process.argv[3] ?? '/urunler';
const runs = Number(process.argv[4] ?? 5);
const raw = await (await fetch(`${base}/releases.json`)).text();
const stripped = JSON.parse(raw);
for (const e of Object.values(stripped.remotes ?? {})) {
  delete e.integrity;
  delete e.fallback;
  if (e.canary) delete e.canary.integrity;
}
const without = JSON.stringify(stripped);
const gz = (s) => zlib.gzipSync(s).length;
const noIntegrity = async (ctx) => {
  await ctx.route('**/releases.json', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: without, headers: { 'cache-control': 'no-cache' } }));
};
const browser = await launch();
try {
  const on = await measureRoute(browser, base + route, {}, runs);
  const off = await measureRoute(browser, base + route, { setup: noIntegrity }, runs);
  console.log(`releases.json: ${raw.length} B (${gz(raw)} B gzip) with integrity and fall-back, ${without.length} B (${gz(without)} B gzip) without`);
  console.log(`${route} median of ${runs}: with SRI  FCP ${Math.round(on.fcp)} ms, LCP ${Math.round(on.lcp)} ms, TBT ${Math.round(on.tbt)} ms, JS ${Math.round(on.jsBytes / 1024)} KB`);
  console.log(`${route} median of ${runs}: without    FCP ${Math.round(off.fcp)} ms, LCP ${Math.round(off.lcp)} ms, TBT ${Math.round(off.tbt)} ms, JS ${Math.round(off.jsBytes / 1024)} KB`);
} finally {
  await browser.close();
}
