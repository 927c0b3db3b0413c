import { expect, test, type Page } from './fixtures';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bump } from '../../../shared/build/version-lock.mjs';
import { ADMIN, batch, listProducts, releaseCli, root, useSession } from './helpers';

// The sharing model (README "Sharing model"): only what holds state is one runtime instance.
// 1. antd is shared per component from the shell: a remote's antd component wears the shell's
//    theme and Turkish locale, `message.success` from a remote renders through the shell's App,
//    and no antd module is loaded twice (each page's chunk files are listed in the report).
// 2. The stateless part of @skiclub/shared is bundled into each remote: a formatter changed for
//    the catalogue alone ships with the catalogue's release alone; a change in the stateful part
//    is still refused when the live shell cannot satisfy it.

const APPS = ['shell', 'mf-catalog', 'mf-camps', 'mf-account', 'mf-checkout', 'mf-admin'];

/** sha256 of every file below `dir`, by relative path. */
function digestTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** A copy of the shared package (without node_modules) in a temporary folder. */
function copyShared(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'shared-copy-')), 'shared');
  cpSync(path.join(root, 'shared'), dir, { recursive: true, filter: (src) => !src.split(path.sep).includes('node_modules') });
  return dir;
}

/** Builds mf-catalog against the shared copy into its own folder. */
function buildCatalog(sharedDir: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'catalog-shared-'));
  execFileSync(...batch('pnpm', ['exec', 'rsbuild', 'build']), {
    cwd: path.join(root, 'mf-catalog'),
    env: { ...process.env, NODE_ENV: 'production', REMOTE_SHARED_DIR: sharedDir, REMOTE_DIST_DIR: dist },
    stdio: 'pipe',
  });
  return dist;
}

/** The share scope entries of antd in the page's MF runtime: key → [version, from, loaded]. */
async function antdShareScope(page: Page): Promise<Record<string, Array<[string, string, boolean]>>> {
  return page.evaluate(() => {
    type Share = { from: string; loaded?: boolean; lib?: unknown };
    const g = globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Share>>>> } };
    const out: Record<string, Array<[string, string, boolean]>> = {};
    for (const scopes of Object.values(g.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const [key, versions] of Object.entries(scopes.default ?? {})) {
        if (!key.startsWith('antd/')) continue;
        for (const [v, s] of Object.entries(versions)) {
          const list = (out[key] ??= []);
          if (!list.some(([lv, from]) => lv === v && from === s.from)) list.push([v, s.from, !!(s.loaded || s.lib)]);
        }
      }
    }
    return out;
  });
}

test.describe('sharing model', () => {
  test('one antd instance: a remote’s components wear the shell’s theme and locale, message.success renders through the shell’s App, no antd module loads twice', async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const { items } = await listProducts(request);
    const routes = ['/hakkimizda', '/', '/urunler', `/urun/${items[0]!.slug}`, '/kampa-kayit', '/admin/urunler'];
    await useSession(page, request, ADMIN);
    const report: string[] = [];
    for (const route of routes) {
      const scripts: string[] = [];
      const onResponse = (r: { url: () => string; request: () => { resourceType: () => string } }) => {
        if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      };
      page.on('response', onResponse);
      await page.goto(route);
      await expect(page.locator('main')).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      page.off('response', onResponse);
      report.push(`${route}\n${scripts.map((s) => `  ${s}`).join('\n')}`);
      // No file twice, and one version of every antd module in the share scope; released remotes
      // bundle no antd copy of their own (their manifests list no antd files, checked below), so
      // the one that runs is the shell's.
      expect(scripts.length, route).toBe(new Set(scripts).size);
      const scope = await antdShareScope(page);
      for (const [key, versions] of Object.entries(scope)) {
        expect(new Set(versions.map(([v]) => v)).size, `${route} ${key}`).toBe(1);
      }
      const remoteFallbacks = await page.evaluate(async (loaded) => {
        // Files of antd fallbacks in the live remotes' manifests: there are none to load.
        const releases = (await (await fetch('/releases.json')).json()) as { remotes: Record<string, { entry: string }> };
        const hits: string[] = [];
        for (const e of Object.values(releases.remotes)) {
          const m = (await (await fetch(e.entry)).json()) as { shared: Array<{ name: string; assets: { js: { sync: string[] } } }> };
          const base = e.entry.replace(/mf-manifest\.json$/, '');
          const own = new Set<string>();
          for (const s of m.shared) if (!s.name.startsWith('antd/')) for (const f of s.assets.js.sync) own.add(f);
          for (const s of m.shared) {
            if (!s.name.startsWith('antd/')) continue;
            for (const f of s.assets.js.sync) if (!own.has(f)) hits.push(`${s.name}: ${base + f}${loaded.includes(base + f) ? ' (yüklendi)' : ''}`);
          }
        }
        return hits;
      }, scripts);
      expect(remoteFallbacks, route).toEqual([]);
    }
    await info.attach('chunk files per page', { body: report.join('\n\n'), contentType: 'text/plain' });
    // /hakkimizda renders no remote and no antd component of a remote page.
    const about = report[0]!;
    expect(about).not.toContain('/remotes/');

    // On /admin/urunler (mf-admin): the shell's theme token and Turkish locale reach the remote.
    await page.goto('/admin/urunler');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
    const newProduct = page.getByRole('button', { name: /Yeni Ürün/ });
    await expect(newProduct).toHaveCSS('background-color', 'rgb(11, 92, 173)');
    await expect(page.locator('.ant-pagination-next').first()).toHaveAttribute('title', 'Sonraki Sayfa');

    // message.success from the remote: adding a variant shows 'Varyant başarıyla eklendi.' in the
    // shell's App, in the site theme's font (antd's own default starts with -apple-system).
    await page.locator('.ant-table-row').first().getByRole('button', { name: /düzenle/ }).click();
    const editor = page.getByRole('dialog');
    const name = `Mavi ${Date.now().toString(36).slice(-4)}`;
    await editor.getByLabel('Varyant Adı', { exact: true }).fill(name);
    await editor.getByLabel('TL Fiyatı', { exact: true }).fill('100');
    await editor.getByLabel('Stok', { exact: true }).fill('1');
    await editor.getByRole('button', { name: 'Varyant Ekle' }).click();
    const notice = page.locator('.ant-message-notice-content').filter({ hasText: 'Varyant başarıyla eklendi.' });
    await expect(notice).toBeVisible();
    expect(await notice.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"Segoe UI"/);
  });

  test('a stateless shared change ships with the catalogue’s release alone; a stateful one is refused', async ({ page, request }) => {
    test.setTimeout(420_000);
    const before = Object.fromEntries(APPS.map((a) => [a, digestTree(path.join(root, a, 'dist'))]));
    const live = ((await (await request.get('/releases.json')).json()) as { remotes: { catalog: { live: string } } }).remotes.catalog.live;

    // 1. formatPriceRange (used by the catalogue only) prints 'Fiyat: …' in the copy.
    const stateless = copyShared();
    const formatFile = path.join(stateless, 'src/format/index.ts');
    const format = readFileSync(formatFile, 'utf8');
    writeFileSync(
      formatFile,
      `${format.replace('export function formatPriceRange(', 'function priceRangeBefore(')}\nexport function formatPriceRange(min: number, max: number, currency = 'TL'): string {\n  return \`Fiyat: \${priceRangeBefore(min, max, currency)}\`;\n}\n`,
    );
    const dist = buildCatalog(stateless);
    try {
      const published = JSON.parse(releaseCli('publish', 'catalog', dist)) as { version: string };
      releaseCli('switch', 'catalog', published.version, '--reason', 'biçimlendirici değişikliği');
      await page.goto('/urunler');
      await expect(page.locator('.cat-card__price').first()).toContainText(/^Fiyat: /, { timeout: 30_000 });
      // Nothing else was rebuilt: the shell and every other app's files are byte for byte the same.
      for (const a of APPS) expect(digestTree(path.join(root, a, 'dist')), a).toEqual(before[a]);
    } finally {
      releaseCli('switch', 'catalog', live, '--reason', 'deneme sonu');
      rmSync(dist, { recursive: true, force: true });
      rmSync(path.dirname(stateless), { recursive: true, force: true });
    }

    // 2. A change in the session store (stateful) needs a new shared version (the build checks
    // the lock); the live shell provides the old one, so the switch is refused with the reason.
    const stateful = copyShared();
    writeFileSync(path.join(stateful, 'src/session/index.ts'), '\nexport const SESSION_SCHEMA_REVISION = 2;\n', { flag: 'a' });
    const bumped = bump({ dir: stateful, part: 'minor' });
    const dist2 = buildCatalog(stateful);
    try {
      const v = JSON.parse(releaseCli('publish', 'catalog', dist2)) as { version: string };
      let err: { status?: number; stderr?: string } | null = null;
      try {
        releaseCli('switch', 'catalog', v.version);
      } catch (e) {
        err = e as { status?: number; stderr?: string };
      }
      expect(err?.status).toBe(1);
      expect(err?.stderr).toContain(`@skiclub/shared/session: kabuk ${bumped.from} sağlıyor, catalog ${v.version} ^${bumped.to} istiyor`);
      expect(((await (await request.get('/releases.json')).json()) as { remotes: { catalog: { live: string } } }).remotes.catalog.live).toBe(live);
    } finally {
      rmSync(dist2, { recursive: true, force: true });
      rmSync(path.dirname(stateful), { recursive: true, force: true });
    }
  });
});
