#!/usr/bin/env node
// First-load JavaScript per file, federated vs monolith: `node deploy/bench/src/breakdown.mjs
// [--routes /,/hakkimizda] [--port 3850]` after `pnpm build` and a monolith build (`pnpm bench`
// builds it into deploy/bench/.out/monolith). Prints, per route, every script as sent (compressed
// bytes, as the browser counts them) grouped by where it comes from (shell, a remote, antd, a
// shared library), so a size gap can be traced to its bytes. No throttling: sizes only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from './measure.mjs';
import { serveMonolith } from './serve-monolith.mjs';
import { startStack } from './stack.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '3850' }, routes: { type: 'string', default: '/,/hakkimizda,/urunler' } } });
const PORT = Number(values.port);
const ROUTES = values.routes.split(',').filter(Boolean);

/** Scripts of one cold load: [{ url, bytes }]. */
async function scripts(browser, url) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = new Map();
    const out = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') seen.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const u = seen.get(e.requestId);
      if (u) out.push({ url: new URL(u).pathname, bytes: e.encodedDataLength });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    return out.sort((a, b) => b.bytes - a.bytes);
  } finally {
    await ctx.close();
  }
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'skiclub-breakdown-'));
const stack = await startStack({ root, dataDir: tmp, port: PORT, apiPort: PORT + 1000, bankPort: PORT + 1500 });
const mono = await serveMonolith({ distDir: path.join(root, 'deploy/bench/.out/monolith'), dataDir: path.join(tmp, 'host'), apiUrl: `http://127.0.0.1:${PORT + 1000}`, port: PORT + 1 });
const browser = await launch();
try {
  for (const r of ROUTES) {
    for (const [label, base] of [['federated', `http://127.0.0.1:${PORT}`], ['monolith', `http://127.0.0.1:${PORT + 1}`]]) {
      const list = await scripts(browser, base + r);
      const total = list.reduce((s, x) => s + x.bytes, 0);
      console.log(`\n${r} ${label}: ${(total / 1024).toFixed(1)} KB in ${list.length} scripts`);
      for (const s of list) console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
    }
  }
} finally {
  await browser.close();
  await mono.close().catch(() => {});
  await stack.stop();
  rmSync(tmp, { recursive: true, force: true });
}
