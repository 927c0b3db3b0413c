/**
 * Release management end to end: a visibly different catalog build (the
 * build-time setting PUBLIC_CATALOG_TITLE changes the /urunler heading) is published over HTTP
 * with a deploy key the release manager made in the console (the team's pipeline step), previewed in one browser only, switched live from the console by the release manager (the
 * next page load shows it, no shell rebuild), refused for a member (403) and for an incompatible
 * build (with its reason); then a file of the live version is altered on disk: browsers fall back
 * to the previous version and the console shows the failure; finally the console rolls back.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Browser, type Page } from './fixtures';
import { MEMBER, RELEASE_MANAGER, apiLogin, batch, clickInModal, hostDataDir, pickOption, putSession, recordRequests, releaseCli as cli, root } from './helpers';

const TITLE = 'Kış Sezonu Ürünleri';

interface CatalogEntry {
  live: string;
  previous: string | null;
  versions: string[];
}
const catalogEntry = (): CatalogEntry => (JSON.parse(readFileSync(path.join(hostDataDir(), 'releases.json'), 'utf8')) as { remotes: { catalog: CatalogEntry } }).remotes.catalog;

/** The /urunler heading a fresh visitor sees (new context: no preview override, no cache). */
async function visitorHeading(browser: Browser, baseURL: string): Promise<Page> {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  await page.goto('/urunler');
  await expect(page.locator('main')).toContainText('ürün bulundu', { timeout: 30_000 });
  return page;
}

/** Writes `text` over a published file and its precompressed copies (what the host serves). */
function alterOnDisk(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
}

test.describe.serial('release management from the console', () => {
  let v2 = '';
  let original = '';
  let incompatible = '';
  const tmp: string[] = [];

  test.afterAll(() => {
    for (const d of tmp) rmSync(d, { recursive: true, force: true });
  });

  test("the catalog team publishes a second build over HTTP with a deploy key made in the console; nothing goes live", async ({ page, request, baseURL }) => {
    test.setTimeout(240_000);
    original = catalogEntry().live;
    const dist = mkdtempSync(path.join(os.tmpdir(), 'catalog-title-'));
    tmp.push(dist);
    const r = spawnSync(...batch('pnpm', ['--filter', '@skiclub/mf-catalog', 'run', 'build']), { cwd: root, encoding: 'utf8', env: { ...process.env, REMOTE_DIST_DIR: dist, PUBLIC_CATALOG_TITLE: TITLE, NODE_ENV: 'production' } });
    expect(r.status, r.stderr || r.stdout).toBe(0);

    // The release manager makes a key for the catalog only; its secret is shown once.
    await putSession(page, await apiLogin(request, RELEASE_MANAGER));
    await page.goto('/yayinlar');
    await page.getByRole('tab', { name: 'Dağıtım Anahtarları' }).click();
    const form = page.getByRole('form', { name: 'Dağıtım anahtarı oluştur' });
    await pickOption(page, form.getByLabel('Uzak modül'), 'Katalog (catalog)');
    await form.getByLabel('Etiket').fill('Katalog CI e2e');
    await form.getByRole('button', { name: 'Anahtar Oluştur' }).click();
    const secret = (await page.getByTestId('deploy-key-secret').innerText()).trim();
    expect(secret).toMatch(/^skd_catalog_[A-Za-z0-9_-]{43}$/);

    // The team's pipeline step: the CLI sends the build to the site (no access to the host's files).
    const cliPath = path.join(root, 'deploy/release/src/cli.mjs');
    const t0 = Date.now();
    const sent = spawnSync('node', [cliPath, 'publish', '--url', baseURL!, '--key', secret, '--notes', 'Kış sezonu başlığı', dist], { encoding: 'utf8' });
    expect(sent.status, sent.stderr || sent.stdout).toBe(0);
    console.log(`publish-over-http: ${Date.now() - t0} ms (CLI start → the site's answer: pack, upload, unpack, hash, precompress, verdict)`);
    const published = JSON.parse(sent.stdout.split('\n')[0]!) as { version: string; yeni: boolean; uyumluluk: { uygun: boolean } };
    v2 = published.version;
    expect(published).toMatchObject({ yeni: true, uyumluluk: { uygun: true } });
    expect(v2).not.toBe(original);
    expect(catalogEntry().live).toBe(original);
    // The same key cannot publish another team's remote.
    const other = spawnSync('node', [cliPath, 'publish', '--url', baseURL!, '--key', secret, 'admin', dist], { encoding: 'utf8' });
    expect(other.status).toBe(1);
    expect(other.stderr).toContain('Bu dağıtım anahtarı bu uzak modül için değil.');

    // The console shows the new version with its notes, and the key's last use.
    await page.getByRole('tab', { name: 'Sürümler' }).click();
    const row = page.getByLabel('catalog sürümleri').getByRole('row').filter({ hasText: v2 });
    await row.getByText('Sürüm notları').click();
    await expect(row.getByText('Kış sezonu başlığı')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Dağıtım Anahtarları' }).click();
    const keyRow = page.getByRole('row').filter({ hasText: 'Katalog CI e2e' });
    await expect(keyRow).toContainText('Etkin');
    await expect(keyRow).not.toContainText('Hiç kullanılmadı');

    // Built against a React the shell cannot provide: its manifest asks for react ^20.
    const bad = mkdtempSync(path.join(os.tmpdir(), 'catalog-react20-'));
    tmp.push(bad);
    cpSync(dist, bad, { recursive: true });
    const manifestFile = path.join(bad, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
    for (const s of manifest.shared) if (s.name === 'react') s.requiredVersion = '^20.0.0';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    for (const f of readdirSync(bad)) if (f === 'mf-manifest.json.br' || f === 'mf-manifest.json.gz') rmSync(path.join(bad, f));
    incompatible = (JSON.parse(cli('publish', 'catalog', bad)) as { version: string }).version;
    expect(catalogEntry().versions).toEqual(expect.arrayContaining([original, v2, incompatible]));
  });

  test('a member calling the switch API gets 403; a visitor 401', async ({ request }) => {
    const member = await apiLogin(request, MEMBER);
    const payload = { remote: 'catalog', version: v2, reason: 'Yetkisiz deneme' };
    const asMember = await request.post('/api/yayinlar/gecis', { data: payload, headers: { authorization: `Bearer ${member.token}` } });
    expect(asMember.status()).toBe(403);
    expect((await request.post('/api/yayinlar/gecis', { data: payload })).status()).toBe(401);
    expect(catalogEntry().live).toBe(original);
  });

  test('preview in one browser: banner there, other browsers unaffected, one click removes it', async ({ page, request, browser, baseURL }) => {
    await putSession(page, await apiLogin(request, RELEASE_MANAGER));
    await page.goto('/yayinlar');
    const card = page.getByLabel('catalog sürümleri');
    await card.getByRole('button', { name: `Bu tarayıcıda önizle ${v2}` }).click();
    await expect(page.getByText(`Önizleme: catalog ${v2} bu tarayıcıda yüklü.`)).toBeVisible({ timeout: 20_000 });
    await page.goto('/urunler');
    await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible({ timeout: 30_000 });

    const visitor = await visitorHeading(browser, baseURL!);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ürünler', exact: true })).toBeVisible();
    await expect(visitor.getByText(/Önizleme:/)).toHaveCount(0);
    await visitor.context().close();

    await page.getByRole('button', { name: 'Önizlemeyi kaldır' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünler', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Önizleme:/)).toHaveCount(0);
  });

  test('an incompatible build is refused in the console with its reason', async ({ page, request }) => {
    await putSession(page, await apiLogin(request, RELEASE_MANAGER));
    await page.goto('/yayinlar');
    await page.getByLabel('catalog sürümleri').getByRole('button', { name: `Canlıya Al ${incompatible}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Uyumsuz: bu sürüm canlıya alınamaz.')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('react');
    await expect(dialog).toContainText('^20.0.0');
    await expect(dialog.getByRole('button', { name: 'Canlıya Al' })).toBeDisabled();
    expect(catalogEntry().live).toBe(original);
  });

  test('switch live from the console with a reason: the next page load shows it, with no shell rebuild', async ({ page, request, browser, baseURL }) => {
    const shellBefore = readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
    await putSession(page, await apiLogin(request, RELEASE_MANAGER));
    await page.goto('/yayinlar');
    await page.getByLabel('catalog sürümleri').getByRole('button', { name: `Canlıya Al ${v2}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Uyumlu: bu sürüm kabuğun sağladıklarıyla ve rota tablosuyla çalışır.')).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Gerekçe').fill('Kış sezonu başlığı');
    const t0 = Date.now();
    await dialog.getByRole('button', { name: 'Canlıya Al' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const visitor = await visitorHeading(browser, baseURL!);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
    console.log(`switch-to-visible: ${Date.now() - t0} ms (confirm click → a fresh visitor sees the new heading)`);
    await visitor.context().close();
    expect(catalogEntry()).toMatchObject({ live: v2, previous: original });
    expect(readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8')).toBe(shellBefore);
  });

  test('a file of the live version altered on disk: browsers fall back to the previous version; the console shows the failure', async ({ page, request, browser, baseURL }) => {
    // The exposed module of /urunler: a chunk the remote's runtime loads, checked by the hash
    // the release recorded (Subresource Integrity).
    const dir = path.join(hostDataDir(), 'remotes/catalog', v2, 'static/js/async');
    const chunk = readdirSync(dir).find((f) => /^__federation_expose_ProductsPage\.[0-9a-f]+\.js$/.test(f));
    expect(chunk).toBeTruthy();
    alterOnDisk(path.join(dir, chunk!), 'document.title = "değiştirildi";');
    const visitor = await visitorHeading(browser, baseURL!);
    const seen = recordRequests(visitor);
    await visitor.reload();
    await expect(visitor.locator('main')).toContainText('ürün bulundu', { timeout: 30_000 });
    expect(seen.some((u) => u.includes(`/remotes/catalog/${original}/`))).toBe(true);
    // The previous version renders, not the error panel.
    await expect(visitor.getByRole('heading', { level: 1, name: 'Ürünler', exact: true })).toBeVisible();
    await expect(visitor.getByTestId('remote-error')).toHaveCount(0);
    await visitor.context().close();

    await putSession(page, await apiLogin(request, RELEASE_MANAGER));
    await page.goto('/yayinlar');
    const row = page.getByLabel('catalog sürümleri').locator(`tr[data-row-key="${v2}"]`);
    await expect(row).toContainText(/\d+ hata/, { timeout: 30_000 });
  });

  test('roll back from the console with a reason', async ({ page, request }) => {
    await putSession(page, await apiLogin(request, RELEASE_MANAGER));
    await page.goto('/yayinlar');
    await page.getByRole('button', { name: 'Geri Al catalog' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Gerekçe').fill('Dosya değişmiş');
    await clickInModal(page, dialog.getByRole('button', { name: 'Geri Al' }));
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    expect(catalogEntry().live).toBe(original);
    await page.goto('/urunler');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünler', exact: true })).toBeVisible({ timeout: 30_000 });
    // The audit log has the whole story.
    const log = cli('list');
    expect(log).toContain(original);
  });
});
