import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { batch, openFromHoverMenu, releaseCli, root } from './helpers';

// A remote owns its routes. A catalog build with one extra page is published and
// switched live with the release CLI: the page works and shows in the Mağaza menu, with no shell
// rebuild; rolling back removes it (the host answers 404 and the shell shows its 404 page).
test.describe('a remote owns its routes', () => {
  test('a page added to the catalog goes live with the catalog release alone and leaves with its rollback', async ({ page, request }) => {
    test.setTimeout(240_000);
    const cli = releaseCli;

    // The extra build: mf-catalog plus the fixture page, into a folder of its own.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'catalog-extra-'));
    try {
      execFileSync(...batch('pnpm', ['exec', 'rsbuild', 'build']), {
        cwd: path.join(root, 'mf-catalog'),
        env: { ...process.env, REMOTE_EXTRA_ROUTES: path.join(root, 'deploy/e2e/fixtures/catalog-extra/routes.json'), REMOTE_DIST_DIR: dist },
        stdio: 'pipe',
      });
      const before = ((await (await request.get('/releases.json')).json()) as { remotes: { catalog: { live: string } } }).remotes.catalog.live;
      const published = JSON.parse(cli('publish', 'catalog', dist)) as { version: string; live: string };
      expect(published.live).toBe(before);

      // Published but not live: no such page yet.
      expect((await page.goto('/kis-firsatlari'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();

      cli('switch', 'catalog', published.version);
      const live = await page.goto('/kis-firsatlari');
      expect(live?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Kış Fırsatları' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Bu sayfa katalog uzak modülünün yeni sürümüyle geldi.')).toBeVisible();
      await expect(page).toHaveTitle('Kış Fırsatları | Kayak Kulübü');

      // Listed where its route asks: at the end of the Mağaza menu; the catalog's own pages still work.
      await page.goto('/');
      await openFromHoverMenu(page, 'Mağaza', 'Kış Fırsatları', /\/kis-firsatlari$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kış Fırsatları' })).toBeVisible();
      await page.goto('/urunler');
      await expect(page.locator('main')).toContainText('ürün bulundu');

      cli('rollback', 'catalog');
      const gone = await page.goto('/kis-firsatlari');
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Sayfa Bulunamadı' })).toBeVisible();
      await page.getByRole('banner').getByText('Mağaza', { exact: true }).hover();
      await expect(page.getByRole('menuitem', { name: 'Alışveriş Rehberi' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Kış Fırsatları' })).toHaveCount(0);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('a switch that would let two remotes claim one path is refused with the reason', async ({ request }) => {
    const releases = (await (await request.get('/releases.json')).json()) as { remotes: Record<string, { live: string; routes: Array<{ path: string }> }> };
    expect(releases.remotes.catalog?.routes.map((r) => r.path)).toEqual(['/urunler', '/urun/:slugOrId', '/galeri/:id', '/haber/:slug']);
    expect(releases.remotes.admin?.routes.map((r) => r.path)).toContain('/admin/ulkeler');
    // The camps build's current version, re-published under catalog's name, would claim /kamplarim.
    const v = JSON.parse(releaseCli('publish', 'catalog', path.join(root, 'mf-camps/dist'))) as { version: string };
    let err: { status?: number; stderr?: string } | null = null;
    try {
      releaseCli('switch', 'catalog', v.version);
    } catch (e) {
      err = e as { status?: number; stderr?: string };
    }
    expect(err?.status).toBe(1);
    expect(err?.stderr).toContain('/kamplarim yolunu birden çok sahip istiyor: camps, catalog');
    expect(((await (await request.get('/releases.json')).json()) as typeof releases).remotes.catalog?.live).toBe(releases.remotes.catalog?.live);
  });
});
