import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** This worker's host data folder (releases.json, published remotes): the `site` fixture sets E2E_HOST_DATA_DIR. */
export function hostDataDir(): string {
  const dir = process.env.E2E_HOST_DATA_DIR;
  if (!dir) throw new Error('E2E_HOST_DATA_DIR is unset: import test from ./fixtures, whose site fixture sets it');
  return dir;
}

/**
 * `cmd args` at the lowest CPU priority (`nice -n 19`), for the batch work a spec starts (builds,
 * publishing with its brotli compression): the other worker's pages and site keep the CPU, so its
 * timed assertions (the fault matrix's panel within 5 s) do not wait behind a build.
 * @returns the command and arguments to spawn
 */
export function batch(cmd: string, args: string[]): [string, string[]] {
  return ['nice', ['-n', '19', cmd, ...args]];
}

/**
 * Runs the release CLI (deploy/release/src/cli.mjs) on the running host's data folder, as batch
 * work ({@link batch}).
 * @returns its standard output (JSON for publish/switch)
 * @throws Error when the command exits non-zero (its `status` and `stderr`: the reason)
 */
export function releaseCli(...args: string[]): string {
  return execFileSync(...batch('node', [path.join(root, 'deploy/release/src/cli.mjs'), ...args, '--data', hostDataDir()]), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Demo accounts seeded by the API (README). */
export const MEMBER = { kullaniciAdi: 'uye', sifre: 'Uye12345!' };
export const ADMIN = { kullaniciAdi: 'admin', sifre: 'Admin12345!' };
/** The seeded release manager (role ReleaseManager, README "Releasing a remote"). */
export const RELEASE_MANAGER = { kullaniciAdi: 'yayin', sifre: 'Yayin12345!' };

interface LoginVeri {
  token: string;
  user: { id: string; kullaniciAdi: string; roller: string[]; expiration: string };
}

/** Signs in through the real API (human-verification token first) and returns token and user. */
export async function apiLogin(request: APIRequestContext, account: { kullaniciAdi: string; sifre: string }): Promise<LoginVeri> {
  const t = await request.get('/api/dogrulama/token?action=giris');
  expect(t.ok()).toBeTruthy();
  const { veri } = (await t.json()) as { veri: { token: string } };
  const r = await request.post('/api/hesap/giris', {
    data: { kullaniciAdiVeyaEmail: account.kullaniciAdi, sifre: account.sifre, beniHatirla: true, recaptchaToken: veri.token },
  });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { veri: LoginVeri }).veri;
}

/** Puts a remembered session (localStorage keys token and user, member spec §4) into the page before it loads, once per tab. */
export async function putSession(page: Page, login: { token: string; user: unknown }): Promise<void> {
  await page.addInitScript(([token, user]) => {
    if (!sessionStorage.getItem('__e2e_session_set')) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      sessionStorage.setItem('__e2e_session_set', '1');
    }
  }, [login.token, JSON.stringify(login.user)] as const);
}

/** Signs `account` in through the API and puts the session into the page (see {@link putSession}). */
export async function useSession(page: Page, request: APIRequestContext, account: { kullaniciAdi: string; sifre: string }): Promise<LoginVeri> {
  const s = await apiLogin(request, account);
  await putSession(page, s);
  return s;
}

/**
 * A fresh member (sign-up and sign-in through the real API), so a test that changes a member's
 * data (registrations, payments, orders) leaves the seeded demo member as the other tests expect.
 */
export async function newMember(request: APIRequestContext): Promise<LoginVeri & { account: { kullaniciAdi: string; sifre: string; email: string } }> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const digits = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-9);
  const account = { ad: 'Deniz', soyad: 'Kaya', kullaniciAdi: `e2e${id}`, email: `e2e${id}@example.com`, gsm: `05${digits}`, sifre: 'Kayak2026!' };
  const t = await request.get('/api/dogrulama/token?action=kayit');
  const { veri } = (await t.json()) as { veri: { token: string } };
  const r = await request.post('/api/hesap/kayit', { data: { ...account, sifreTekrar: account.sifre, recaptchaToken: veri.token } });
  expect(r.status(), await r.text()).toBe(201);
  return { ...(await apiLogin(request, account)), account };
}

/** A product variant as /api/urun lists it (the fields the tests read). */
export interface Variant {
  id: string;
  varyantAdi: string;
  tlFiyati: number;
  stokMiktari: number;
  aktif: boolean;
  varyantDetaylari: Array<{ varyantTipiAdi: string; varyantDegeriAdi: string }>;
}

/** A product as /api/urun lists it (the fields the tests read). */
export interface Product {
  id: string;
  slug: string;
  urunAdi: string;
  kisaAciklama: string;
  kategoriId: string;
  kategoriAdi: string;
  urunVaryantlari: Variant[];
}

/** The seeded catalogue through the real API: the first 100 products (all of them) and the total count. */
export async function listProducts(request: APIRequestContext): Promise<{ items: Product[]; totalCount: number }> {
  const r = await request.get('/api/urun?page=1&pageSize=100');
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { veri: { items: Product[]; totalCount: number } }).veri;
}

/** The first product with an active variant in stock, and that variant. */
export function firstInStock(products: Product[]): { product: Product; variant: Variant } {
  const inStock = (v: Variant) => v.aktif && v.stokMiktari > 0;
  const product = products.find((p) => p.urunVaryantlari.some(inStock));
  if (!product) throw new Error('no product with an active variant in stock');
  return { product, variant: product.urunVaryantlari.find(inStock)! };
}

/** Collects every URL the page requests. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

/** A test card of the bank simulator (deploy/bank-sim/test-cards.json; expiry MMYY). */
export interface TestCard {
  pan: string;
  expiry: string;
  cvv: string;
  holder: string;
}
/** The simulator's documented test cards (one source for tests and README). */
export const CARDS = JSON.parse(readFileSync(path.join(root, 'deploy/bank-sim/test-cards.json'), 'utf8')) as Record<'approved' | 'insufficientFunds' | 'threeDFail', TestCard>;
/** The failed-payment advice of member spec §2. */
export const PAYMENT_ADVICE = 'Lütfen kart bilgilerinizi ve kart limitinizi kontrol edin; sorun sürerse bankanızla iletişime geçip tekrar deneyin.';

/**
 * Presses the pay button with `submit`, waits for 'Ödeme sistemi açılıyor... Lütfen bekleyin.' and
 * the bank's 3D Secure page (after 1 s), checks it shows the card masked, types the one-time code
 * it prints and confirms, and waits for /odeme-sonuc. Asserts the card went to the bank only: no
 * request to our API carried the number, the CVV or the expiry (member spec §4).
 */
export async function passBankPage(page: Page, card: TestCard, submit: () => Promise<void>): Promise<void> {
  const toApi: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) toApi.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  await submit();
  await expect(page.getByText('Ödeme sistemi açılıyor... Lütfen bekleyin.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Onayla' })).toBeVisible({ timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/Gateway/Default.aspx');
  const bankPage = await page.locator('body').innerText();
  expect(bankPage).toContain(card.pan.slice(-4));
  expect(bankPage).not.toContain(card.pan);
  const code = /Test kodu:\s*(\d{6})/.exec(bankPage)?.[1];
  expect(code, 'the simulator prints the one-time code').toBeTruthy();
  await page.getByLabel('Doğrulama kodu').fill(code!);
  await page.getByRole('button', { name: 'Onayla' }).click();
  await page.waitForURL(/\/odeme-sonuc\?/, { timeout: 15_000 });
  for (const secret of [card.pan, `${card.pan.slice(0, 4)} ${card.pan.slice(4, 8)}`, 'Cvv2', `Expiry=${card.expiry}`]) {
    expect(toApi.join('\n')).not.toContain(secret);
  }
}

/**
 * Signs out from the header's user menu (member spec §2): opens the menu under the member's
 * `name`, presses 'Çıkış Yap' and waits for /giris. Retried as a whole: the menu's popup can
 * still be opening when the first click lands.
 */
export async function signOutFromMenu(page: Page, name: string): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: 'Çıkış Yap' }).isVisible())) await page.getByRole('banner').getByText(name).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/giris$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens `item` of the header's hover menu `menu` and waits for `url`. Retried as a whole: a hover
 * menu can close while the pointer travels to its item (or while the banner slider moves).
 */
export async function openFromHoverMenu(page: Page, menu: string, item: string, url: RegExp): Promise<void> {
  await expect(async () => {
    await page.getByRole('banner').getByText(menu, { exact: true }).hover();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Scrolls to the foot of the page until every widget that loads when it comes near the viewport
 * has loaded (no `.sc-widget-placeholder` left), then back to the top: what a visitor who reads
 * the whole home page has seen (its catalogue widgets are below the fold).
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  // The page's own chunk renders the placeholders after the load event: before they exist, "no
  // placeholder left" is trivially true and the scroll would run past nothing (seen once in a
  // full run: the catalogue widgets never came near and never loaded).
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    // Half a screen at a time, as a reader scrolls, with two frames for the observers to see it,
    // or 100 ms where no frame comes: a full run once saw this loop hang for 30 s, every widget
    // already on screen, because the page stopped producing frames.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => {
          requestAnimationFrame(() => requestAnimationFrame(r));
          setTimeout(r, 100);
        });
      }
    });
    await expect(page.locator('.sc-widget-placeholder')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until `form` shows no field message, leaving ones included. A field that showed an error
 * is re-checked as it is typed, asynchronously; its message then collapses and moves what is
 * below it up, so a click aimed before that move lands beside its target (seen twice in full
 * runs: the click on a consent box landed 23 px below it and ticked nothing).
 */
export async function messagesGone(form: Locator): Promise<void> {
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await messagesSettled(form);
}

/** Waits until no field message of `form` is still appearing or collapsing (see {@link messagesGone}). */
export async function messagesSettled(form: Locator): Promise<void> {
  await expect(form.locator('[class*="-show-help-"]')).toHaveCount(0);
}

/** A label matched whole, with or without antd's required mark ('* '). */
export const exactLabel = (label: string) => new RegExp(`^(\\* )?${label.replace(/[()+$€.*?[\]{}|^\\]/g, '\\$&')}$`);

/**
 * Picks `text` in the antd select `box` as a user does: opens it, types `text` when it is
 * searchable (a select without search has a read-only input), points at the option until the
 * list marks it active (the list is open and still), clicks it, checks the select shows it, and
 * waits for the list to close.
 */
export async function pickOption(page: Page, box: Locator, text: string): Promise<void> {
  await expect(box).toBeEnabled();
  await box.click();
  if ((await box.getAttribute('readonly')) === null) await box.fill(text);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
  await option.hover();
  await expect(option).toHaveClass(/ant-select-item-option-active/);
  await option.click();
  const select = box.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(select.locator('.ant-select-selection-item').first()).toContainText(text);
  // rc-select gives focus back to its own input in a timer after the click on an option. Under
  // load that timer can fire after the next step has focused another field, and the text filled
  // there lands in this select's search box (a full run once lost 'Kart Üzerindeki İsim' after
  // 'Şehir' this way). The list closes after that timer: wait for it.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Waits until no antd modal is still zooming in. Its buttons move while it grows from the point
 * that opened it, and a click in that time can miss (a full run once left 'Siparişi İptal Et'
 * asking, its 'İptal Et' clicked mid-zoom on a busy machine).
 */
async function modalSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal[class*="ant-zoom-"]')).toHaveCount(0);
}

/**
 * Clicks `button` of an antd modal once the modal is on screen and has stopped zooming in
 * ({@link modalSettled}; waiting for the button first, so a modal that has not mounted yet does
 * not count as settled).
 */
export async function clickInModal(page: Page, button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await modalSettled(page);
  await button.click();
}

/** Picks `text` in the antd select labelled `label` inside `scope` ({@link pickOption}). */
export async function pick(page: Page, scope: Page | Locator, label: string, text: string): Promise<void> {
  await pickOption(page, scope.getByRole('combobox', { name: exactLabel(label) }), text);
}

/** Fills the address and the card on /odeme (name, e-mail, phone come prefilled) and ticks both consents. */
export async function fillCheckout(page: Page, card: TestCard) {
  const form = page.locator('main form');
  await form.getByLabel('Adres', { exact: true }).fill('Cumhuriyet Cad. No: 5 Yakutiye');
  await pickOption(page, form.getByRole('combobox', { name: 'Şehir' }), 'Erzurum');
  await form.getByLabel('Kart Üzerindeki İsim').fill('Ayşe Işık');
  await form.getByLabel('Kart Numarası').fill(card.pan);
  await form.getByLabel('Son Kullanma (AAYY)').fill(card.expiry);
  await form.getByLabel('CVV').fill(card.cvv);
  await messagesGone(form);
  await form.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ }).check();
  await form.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
}

/** Presses 'Ödemeyi Tamamla' and passes the bank's 3D page; the card never reaches our API. */
export async function payThroughBank(page: Page, card: TestCard): Promise<void> {
  await passBankPage(page, card, () => page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click());
}
