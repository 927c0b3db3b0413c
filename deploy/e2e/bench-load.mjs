#!/usr/bin/env node
// Load benchmark of the composed site: for each page, in a fresh Chromium context (cold cache),
// prints requests, JS and total bytes transferred, and the time until the page's content shows.
// Start the site first (`pnpm start`), then: node deploy/e2e/bench-load.mjs [http://localhost:3000]
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const pages = [
  ['/', 'text=Yeni Ürünler'],
  ['/urunler', 'text=/ürün bulundu/'],
  ['/hakkimizda', 'h1'],
  ['/giris', 'form'],
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
console.log('page           requests  js KiB   total KiB  content shown (ms)');
for (const [path, ready] of pages) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  let requests = 0;
  let js = 0;
  let total = 0;
  const types = new Map();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    total += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') js += e.encodedDataLength;
  });
  const t0 = Date.now();
  await page.goto(base + path);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  const shown = Date.now() - t0;
  await page.waitForLoadState('networkidle');
  console.log(`${path.padEnd(14)} ${String(requests).padEnd(9)} ${(js / 1024).toFixed(0).padEnd(8)} ${(total / 1024).toFixed(0).padEnd(10)} ${shown}`);
  await ctx.close();
}
await browser.close();
