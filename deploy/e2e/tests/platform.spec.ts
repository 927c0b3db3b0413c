import { expect, test } from './fixtures';
import { recordRequests, releaseCli as cli, scrollThroughPage } from './helpers';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test.describe('Module Federation platform', () => {
  test('the shell reads releases.json at runtime and it is never cached', async ({ page, request }) => {
    const r = await request.get('/releases.json');
    expect(r.headers()['cache-control']).toBe('no-cache');
    const releases = (await r.json()) as { remotes: Record<string, { live: string; entry: string }> };
    expect(Object.keys(releases.remotes).sort()).toEqual(['account', 'admin', 'camps', 'catalog', 'checkout']);
    for (const [name, e] of Object.entries(releases.remotes)) expect(e.entry).toBe(`/remotes/${name}/${e.live}/mf-manifest.json`);
    const requested = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(requested.some((u) => u.endsWith('/releases.json'))).toBe(true);
  });

  test('React is loaded once: one copy in the share scope and no remote react or react-dom chunk requested', async ({ page, request }) => {
    const requested = recordRequests(page);
    await page.goto('/');
    await scrollThroughPage(page);
    await expect(page.getByText('Yeni Ürünler')).toBeVisible();
    await page.goto('/urunler');
    await expect(page.locator('main')).toContainText('ürün bulundu');

    const scope = await page.evaluate(() => {
      const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>> } }).__FEDERATION__;
      const out: Record<string, { versions: string[]; loadedFrom: string[] }> = {};
      for (const inst of Object.values(fed?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(inst.default ?? {})) {
          if (pkg !== 'react' && pkg !== 'react-dom') continue;
          const o = (out[pkg] ??= { versions: [], loadedFrom: [] });
          for (const [v, info] of Object.entries(versions)) {
            if (!o.versions.includes(v)) o.versions.push(v);
            if (info.loaded && !o.loadedFrom.includes(info.from)) o.loadedFrom.push(info.from);
          }
        }
      }
      return out;
    });
    expect(scope.react?.versions).toEqual(['19.3.1']);
    expect(scope['react-dom']?.versions).toEqual(['19.3.1']);
    expect(scope.react?.loadedFrom).toEqual(['shell']);
    expect(scope['react-dom']?.loadedFrom).toEqual(['shell']);

    // The remotes' own fallback chunks for react / react-dom must never be fetched.
    const releases = (await (await request.get('/releases.json')).json()) as { remotes: Record<string, { entry: string }> };
    for (const { entry } of Object.values(releases.remotes)) {
      const manifest = (await (await request.get(entry)).json()) as { shared: ManifestShared[] };
      const base = entry.replace(/mf-manifest\.json$/, '');
      const fallbacks = manifest.shared
        .filter((s) => ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].includes(s.name))
        .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
        .map((a) => base + a);
      for (const f of fallbacks) expect(requested.some((u) => u.endsWith(f)), f).toBe(false);
    }
  });

  test('one Module Federation runtime per page: the remote entries use the shell’s', async ({ page }) => {
    const entries: string[] = [];
    page.on('response', async (res) => {
      if (/\/remotes\/(camps|catalog)\/[^/]+\/static\/js\/(camps|catalog)\.[0-9a-f]+\.js$/.test(res.url())) entries.push(await res.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Aktif Kamplarımız' })).toBeVisible();
    await scrollThroughPage(page);
    await expect.poll(() => entries.length).toBe(2);
    // The runtime core (its snapshot handler among others) is in the shell's bundle only.
    for (const body of entries) {
      expect(body).toContain('_FEDERATION_RUNTIME_CORE');
      expect(body).not.toContain('snapshotHandler');
    }
    expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>)._FEDERATION_RUNTIME_CORE)).toBe('object');
  });

  test('the header is painted before any JavaScript runs, where React later draws it', async ({ browser, page, baseURL }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const bare = await noJs.newPage();
    await bare.goto('/urunler');
    const logo = bare.getByRole('link', { name: 'Kayak Kulübü Çocuk ve Gençlik Kış Kampları' });
    await expect(logo).toBeVisible();
    const before = await logo.boundingBox();
    await noJs.close();
    await page.goto('/urunler');
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    expect(await page.getByRole('link', { name: 'Kayak Kulübü Çocuk ve Gençlik Kış Kampları' }).boundingBox()).toEqual(before);
  });

  test('a visitor never downloads mf-admin or pro-components code', async ({ page }) => {
    const requested = recordRequests(page);
    for (const p of ['/', '/urunler', '/hakkimizda', '/giris', '/kayit', '/olmayan-sayfa']) {
      await page.goto(p);
      await expect(page.getByRole('banner')).toBeVisible();
    }
    await page.goto('/urunler');
    await page.locator('main a[href^="/urun/"]').first().click();
    await expect(page).toHaveURL(/\/urun\//);
    expect(requested.filter((u) => u.includes('/remotes/admin/'))).toEqual([]);
  });

  test('the shell page and the remotes’ dev harness pages are Turkish: <html lang="tr">', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const releases = (await (await request.get('/releases.json')).json()) as { remotes: Record<string, { entry: string }> };
    for (const [name, { entry }] of Object.entries(releases.remotes)) {
      const harness = await request.get(entry.replace(/mf-manifest\.json$/, 'index.html'));
      expect(harness.status(), name).toBe(200);
      expect(await harness.text(), name).toMatch(/<html lang="tr">/);
    }
  });

  test('unknown paths get the 404 page with status 404', async ({ page }) => {
    const r = await page.goto('/boyle-bir-sayfa-yok');
    expect(r?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('with the catalog manifest blocked, /urunler shows the Turkish panel, the header works, and Tekrar Dene recovers', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/catalog/**/mf-manifest.json', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/urunler');
    const panel = page.getByTestId('remote-error');
    await expect(panel).toContainText('Bu bölüm şu anda yüklenemiyor.', { timeout: 20_000 });
    await expect(page.locator('main')).not.toContainText('ürün bulundu');

    // The header still works: its menus open and navigate.
    await page.getByRole('banner').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await page.goBack();
    await expect(panel).toBeVisible({ timeout: 20_000 });

    blocked = false;
    await panel.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.locator('main')).toContainText('ürün bulundu', { timeout: 20_000 });
    await expect(panel).toHaveCount(0);
  });
});

test.describe('releases', () => {
  test('switching a remote version in releases.json changes what the browser loads on the next page load, with no rebuild', async ({ page, request }) => {
    const { cpSync, mkdtempSync, appendFileSync, readdirSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const root = path.resolve(process.cwd(), '../..');

    const before = ((await (await request.get('/releases.json')).json()) as { remotes: { catalog: { live: string } } }).remotes.catalog.live;
    // A second build of the catalog: same code plus a marker, so its content hash differs.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'catalog-v2-'));
    cpSync(path.join(root, 'mf-catalog/dist'), dist, { recursive: true });
    const js = readdirSync(path.join(dist, 'static/js')).find((f) => f.endsWith('.js'))!;
    appendFileSync(path.join(dist, 'static/js', js), '\n/* v2 */\n');
    const published = JSON.parse(cli('publish', 'catalog', dist)) as { version: string; live: string };
    expect(published.version).not.toBe(before);
    expect(published.live).toBe(before);

    cli('switch', 'catalog', published.version);
    const seen: string[] = [];
    page.on('request', (r) => seen.push(new URL(r.url()).pathname));
    await page.goto('/urunler');
    await expect(page.locator('main')).toContainText('ürün bulundu');
    expect(seen).toContain(`/remotes/catalog/${published.version}/mf-manifest.json`);
    expect(seen.some((u) => u.startsWith(`/remotes/catalog/${before}/`))).toBe(false);

    cli('rollback', 'catalog');
    seen.length = 0;
    await page.reload();
    await expect(page.locator('main')).toContainText('ürün bulundu');
    expect(seen).toContain(`/remotes/catalog/${before}/mf-manifest.json`);
  });
});
