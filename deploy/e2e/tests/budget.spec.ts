/**
 * Performance guard rail: every route's first-load JavaScript, in
 * compressed bytes as sent, stays within its budget in deploy/bench/budget.json plus 5 %. Sizes of
 * a fresh build are stable; times are not, so nothing here is timed. A route's first load is a
 * cold load (new context, no cache) until the network is quiet. Visitor routes also must not
 * carry any byte of mf-admin or pro-components.
 * `BUDGET_UPDATE=1` writes the measured sizes to the budget file instead of checking them (after a
 * change that is meant to move them; the diff shows it in review).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from './fixtures';
import { ADMIN, MEMBER, apiLogin, listProducts } from './helpers';

interface Budget {
  tolerance: number;
  routes: Record<string, number>;
}
const BUDGET_FILE = path.resolve(process.cwd(), '../bench/budget.json');
const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;

/** JS bytes (as sent) and script URLs of one cold load of `url`. */
async function firstLoadJs(browser: Browser, url: string, session?: { token: string; user: unknown }): Promise<{ bytes: number; urls: string[] }> {
  const ctx = await browser.newContext();
  try {
    if (session) {
      await ctx.addInitScript(([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }, [session.token, JSON.stringify(session.user)] as const);
    }
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    let bytes = 0;
    const urls: string[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const u = scripts.get(e.requestId);
      if (u === undefined) return;
      bytes += e.encodedDataLength;
      urls.push(u);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForTimeout(500);
    return { bytes, urls };
  } finally {
    await ctx.close();
  }
}

test('first-load JS of every route is within its budget (+5 %); visitor routes carry no admin code', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const product = (await listProducts(request)).items[0]!;
  const news = ((await (await request.get('/api/haber?sayfa=1&boyut=1')).json()) as { veri: { items: { slug: string }[] } }).veri.items[0]!;
  const member = await apiLogin(request, MEMBER);
  const admin = await apiLogin(request, ADMIN);
  const routes: Array<{ key: string; path: string; session?: { token: string; user: unknown }; visitor: boolean }> = [
    { key: '/', path: '/', visitor: true },
    { key: '/urunler', path: '/urunler', visitor: true },
    { key: '/urun/<slug>', path: `/urun/${product.slug}`, visitor: true },
    { key: '/haber/<slug>', path: `/haber/${news.slug}`, visitor: true },
    { key: '/kampa-kayit', path: '/kampa-kayit', visitor: true },
    { key: '/sepet', path: '/sepet', session: member, visitor: true },
    { key: '/odeme', path: '/odeme', session: member, visitor: true },
    { key: '/admin/urunler', path: '/admin/urunler', session: admin, visitor: false },
  ];
  const measured: Record<string, number> = {};
  for (const r of routes) {
    const { bytes, urls } = await firstLoadJs(browser, `${baseURL}${r.path}`, r.session);
    measured[r.key] = bytes;
    if (r.visitor) {
      expect(urls.filter((u) => u.includes('/remotes/admin/') || /pro-components|pro-table|pro-form/.test(u)), `${r.key}: yönetim kodu`).toEqual([]);
    }
  }
  console.log(`first-load JS (bytes as sent): ${JSON.stringify(measured)}`);
  if (process.env.BUDGET_UPDATE === '1') {
    writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...budget, routes: measured }, null, 2)}\n`);
    return;
  }
  for (const [key, bytes] of Object.entries(measured)) {
    const limit = budget.routes[key];
    expect(limit, `${key}: bütçe dosyasında yok`).toBeDefined();
    expect(bytes, `${key}: ${bytes} B, bütçe ${limit} B (+%${budget.tolerance * 100})`).toBeLessThanOrEqual(Math.round(limit! * (1 + budget.tolerance)));
  }
});
