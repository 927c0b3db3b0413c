// Cold page loads in Chromium with a fixed device profile: 4× CPU
// throttling and a fixed network (Chrome's "Fast 4G": 9 Mbit/s down, 1.5 Mbit/s up, 60 ms RTT),
// a fresh browser context per load (no cache, no service worker). Bytes are as sent on the wire
// (compressed, headers included), counted from the DevTools protocol; FCP, LCP, CLS and total
// blocking time come from the page's own PerformanceObserver entries.
import { chromium } from '@playwright/test';

/** The throttled profile every load runs with. */
export const PROFILE = {
  cpuSlowdown: 4,
  /** Bytes per second. */
  downloadBps: (9 * 1024 * 1024) / 8,
  uploadBps: (1.5 * 1024 * 1024) / 8,
  /** Round-trip latency added per request, ms. */
  latencyMs: 60,
};

/** Chromium flags of the project (DEVELOPERS.md "This machine"). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-dev-shm-usage'];

/** Starts Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium). */
export function launch() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// Collects paint, layout-shift and long-task entries from the first moment of the page.
const OBSERVER = () => {
  const w = /** @type {any} */ (window);
  w.__perf = { fcp: null, lcp: null, cls: 0, longTasks: [] };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    const all = l.getEntries();
    const last = all[all.length - 1];
    if (last) w.__perf.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!e.hadRecentInput) w.__perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * One cold load of `url` in a fresh context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url absolute URL
 * @param {{ session?: { token: string, user: unknown }, ready?: string, settleMs?: number, setup?: (ctx: import('@playwright/test').BrowserContext) => Promise<void> }} [o]
 *   `session`: a signed-in member's localStorage keys; `ready`: a selector that means the page's
 *   content is there; `settleMs`: quiet time after the network goes idle before reading the entries;
 *   `setup`: called with the fresh context before the page opens
 * @returns {Promise<{ jsBytes: number, cssBytes: number, totalBytes: number, requests: number, jsRequests: number,
 *   fcp: number|null, lcp: number|null, cls: number, tbt: number, jsUrls: string[] }>} bytes and ms
 */
export async function coldLoad(browser, url, o = {}) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR', serviceWorkers: 'block' });
  try {
    if (o.session) {
      await ctx.addInitScript(([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }, [o.session.token, JSON.stringify(o.session.user)]);
    }
    await ctx.addInitScript(OBSERVER);
    // `setup`: request interception and the like, for A/B measurements (e.g. SRI on and off).
    if (o.setup) await o.setup(ctx);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBps,
      uploadThroughput: PROFILE.uploadBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    const types = new Map();
    const urls = new Map();
    const sizes = { js: 0, css: 0, total: 0, requests: 0, jsRequests: 0 };
    const jsUrls = [];
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId);
      sizes.requests += 1;
      sizes.total += e.encodedDataLength;
      if (type === 'Script') {
        sizes.js += e.encodedDataLength;
        sizes.jsRequests += 1;
        jsUrls.push(urls.get(e.requestId));
      } else if (type === 'Stylesheet') sizes.css += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (o.ready) await page.locator(o.ready).first().waitFor({ timeout: 60_000 });
    // First paint may come after the network is quiet (the JS still runs on a throttled CPU).
    await page.waitForFunction(() => /** @type {any} */ (window).__perf.fcp !== null, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(o.settleMs ?? 2000);
    const perf = await page.evaluate(() => /** @type {any} */ (window).__perf);
    const fcp = perf.fcp;
    // Total blocking time: the part over 50 ms of every long task after the first paint.
    const tbt = perf.longTasks.filter(([start]) => fcp === null || start >= fcp).reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    return { jsBytes: sizes.js, cssBytes: sizes.css, totalBytes: sizes.total, requests: sizes.requests, jsRequests: sizes.jsRequests, fcp, lcp: perf.lcp, cls: perf.cls, tbt, jsUrls };
  } finally {
    await ctx.close();
  }
}

/** Median of numbers (nulls dropped); null for none. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * `runs` cold loads of one route; medians of every figure.
 * @returns {Promise<Record<string, number|null>>}
 */
export async function measureRoute(browser, url, o = {}, runs = 5) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await coldLoad(browser, url, o));
  const keys = ['jsBytes', 'cssBytes', 'totalBytes', 'requests', 'jsRequests', 'fcp', 'lcp', 'cls', 'tbt'];
  return Object.fromEntries(keys.map((k) => [k, median(all.map((r) => r[k]))]));
}
