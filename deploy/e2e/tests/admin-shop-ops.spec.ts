// Admin shop and user operations (admin spec §2, §4, §5, §7, §8) in the composed site
// against the real API, database and bank simulator: a category and a product with an image and
// two variants made on the admin remote show on /urunler; a member buys it by card; the order is
// shipped from /admin/siparisler and the member sees 'Kargoda'; the invoice PDF opens; stock is
// added; news is published to the home page; a deactivated member is sent to /giris.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, CARDS, apiLogin, exactLabel, fillCheckout, newMember, payThroughBank, pick, putSession, scrollThroughPage, useSession } from './helpers';

const PNG = readFileSync(fileURLToPath(new URL('../fixtures/kamp.png', import.meta.url)));

/** A field's accessible name, with or without the required mark ('* Kategori'). */

const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

test.describe('admin shop and user operations', () => {
  test.describe.configure({ timeout: 180_000 });

  test('category → product with image and two variants → on /urunler → a member buys it → shipped in /admin/siparisler → the member sees Kargoda → the invoice PDF opens', { tag: '@full-browser' }, async ({
    page,
    request,
    browser,
  }) => {
    const s = Date.now().toString(36).slice(-5).toUpperCase();
    const category = `Kask Aksesuarları ${s}`;
    const product = `Kask Kamerası Tutucu ${s}`;
    const admin = await useSession(page, request, ADMIN);

    await page.goto('/admin/urun-kategorileri');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Kategorileri' })).toBeVisible();
    await page.getByLabel(exactLabel('Kategori Adı')).fill(category);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByText(/Kategori başarıyla eklendi/).first()).toBeVisible();

    await page.goto('/admin/urunler');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürünler' })).toBeVisible();
    await page.getByRole('button', { name: /Yeni Ürün/ }).click();
    const form = page.getByRole('dialog');
    await pick(page, form, 'Kategori', category);
    await form.getByLabel(exactLabel('Ürün Adı')).fill(product);
    await form.getByLabel(exactLabel('Kısa Açıklama')).fill('Her kaska takılan, titreşim sönümlü tutucu.');
    await form.getByLabel(exactLabel('Fiyat (TL)')).fill('1249.90');
    await form.getByLabel(exactLabel('Stok Miktarı')).fill('0');
    await form.locator('input[type=file]').first().setInputFiles({ name: 'tutucu.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Ekle', exact: true }).click();
    await expect(page.getByText(/Ürün başarıyla eklendi|Ürün kaydedildi/).first()).toBeVisible();

    // Variants are added when editing the saved product.
    await page.getByPlaceholder('Ürün ara...').fill(product);
    const row = rows(page).filter({ hasText: product });
    await expect(row).toHaveCount(1);
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/urun\/resim\/|\/uploads\//);
    await row.getByRole('button', { name: /düzenle/ }).click();
    const editor = page.getByRole('dialog');
    for (const [colour, stock] of [
      ['Siyah', '5'],
      ['Kırmızı', '3'],
    ] as const) {
      await editor.getByLabel(exactLabel('Varyant Adı')).fill(colour);
      await editor.getByLabel(exactLabel('TL Fiyatı')).fill('1249.90');
      await editor.getByLabel(exactLabel('Stok')).fill(stock);
      await pick(page, editor, 'Renk', colour);
      await editor.getByRole('button', { name: 'Varyant Ekle' }).click();
      await expect(editor.locator('.ant-table-row').filter({ hasText: colour })).toHaveCount(1);
    }
    await page.keyboard.press('Escape');

    // The shop shows it at once, with both colours.
    const member = await newMember(request);
    const shopper = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
    await putSession(shopper, member);
    await shopper.goto(`/urunler?q=${encodeURIComponent(product)}`);
    const card = shopper.getByRole('link', { name: new RegExp(product) }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(shopper.getByRole('heading', { name: product }).first()).toBeVisible();
    await shopper.getByRole('button', { name: 'Sepete Ekle' }).click();
    await shopper.goto('/odeme');
    await fillCheckout(shopper, CARDS.approved);
    await payThroughBank(shopper, CARDS.approved);
    await expect(shopper.getByRole('heading', { name: 'Ödemeniz başarıyla alındı.' })).toBeVisible();

    // The order in the admin list: ship it.
    await page.goto('/admin/siparisler');
    await page.getByLabel('Sipariş ara').fill(member.account.email);
    await page.getByLabel('Sipariş ara').press('Enter');
    const order = rows(page).first();
    await expect(order).toContainText(member.account.email);
    const orderNo = (await order.locator('td').first().innerText()).trim();
    await order.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Kargoya Verildi' }).click();
    // The status goes with the payment flag and date, confirmed in a small popover.
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Sipariş durumu güncellendi!').first()).toBeVisible();

    await shopper.goto('/siparislerim');
    await expect(shopper.getByText(orderNo).first()).toBeVisible();
    await expect(shopper.getByText('Kargoda').first()).toBeVisible();
    await shopper.context().close();

    // Stock: add 10 to the black variant; the list and the movement history show it.
    await page.goto('/admin/stok-yonetimi');
    await expect(page.getByRole('heading', { level: 1, name: 'Stok Yönetimi' })).toBeVisible();
    await page.getByLabel('Ürün ara').fill(product);
    await page.getByLabel('Ürün ara').press('Enter');
    const stockRow = rows(page).filter({ hasText: product });
    await expect(stockRow).toHaveCount(1);
    await stockRow.getByRole('button', { name: `${product} stok ekle` }).click();
    const modal = page.getByRole('dialog');
    await pick(page, modal, 'Varyant', 'Siyah');
    await modal.getByLabel('Eklenecek Miktar').fill('10');
    await modal.getByLabel('Açıklama').fill('Yeni sevkiyat');
    await modal.getByRole('button', { name: 'Ekle' }).click();
    await expect(modal).toBeHidden();
    // 5 + 3 made, 1 sold (the first in-stock variant), 10 added.
    await expect(stockRow).toContainText('17');
    await stockRow.getByRole('button', { name: `${product} detay` }).click();
    await expect(page.getByRole('dialog')).toContainText('Yeni sevkiyat');
    await page.keyboard.press('Escape');

    // The invoice: a real PDF in a new tab.
    await page.goto('/admin/siparisler');
    await page.getByLabel('Sipariş ara').fill(orderNo);
    await page.getByLabel('Sipariş ara').press('Enter');
    const [pdfTab] = await Promise.all([page.context().waitForEvent('page'), rows(page).first().getByRole('button', { name: `${orderNo} fatura yazdır` }).click()]);
    // The tab opens at the click (no pop-up blocker) and then gets the PDF's object URL.
    await expect.poll(() => pdfTab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
    const invoice = await request.get(`/api/siparis/${(await orderIdOf(request, admin.token, orderNo))}/fatura`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(invoice.headers()['content-type']).toContain('application/pdf');
    expect((await invoice.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('news published on /admin/haberler shows on the home page and at /haber/:slug', async ({ page, request }) => {
    const s = Date.now().toString(36).slice(-5).toUpperCase();
    const title = `Sezon açılış şenliği ${s}`;
    await useSession(page, request, ADMIN);
    await page.goto('/admin/haberler');
    await expect(page.getByRole('heading', { level: 1, name: 'Haberler' })).toBeVisible();
    await page.getByLabel('Başlık').fill('Kısa');
    await page.getByLabel('İçerik').fill('Çok kısa');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Başlık en az 5 karakter olmalı');
    await expect(alert).toContainText('İçerik en az 20 karakter olmalı');
    await page.getByLabel('Başlık').fill(title);
    await page.getByLabel('İçerik').fill('Kulübümüz sezonu Palandöken’de fener alayı ve ücretsiz kayak dersleriyle açıyor. Herkesi bekliyoruz!');
    await page.getByLabel('Anahtar Kelimeler').fill('kayak, sezon, şenlik');
    await page.locator('input[type=file]').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Kaydedildi').first()).toBeVisible();

    await page.goto('/');
    await scrollThroughPage(page);
    const news = page.getByRole('link', { name: new RegExp(title) }).first();
    await expect(news).toBeVisible();
    await news.click();
    await expect(page).toHaveURL(/\/haber\/sezon-acilis-senligi-/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a member deactivated on /admin/kullanicilar is sent to /giris on their next call', async ({ page, request, browser, baseURL }) => {
    const member = await newMember(request);
    const memberPage = await (await browser.newContext({ baseURL })).newPage();
    await putSession(memberPage, member);
    await memberPage.goto('/profil');
    await expect(memberPage).toHaveURL(/\/profil$/);

    await useSession(page, request, ADMIN);
    await page.goto('/admin/kullanicilar');
    await page.getByPlaceholder(/ara/i).first().fill(member.account.kullaniciAdi);
    const row = rows(page).filter({ hasText: member.account.kullaniciAdi });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /pasif/i }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /Evet|Tamam|Pasifleştir/ }).click();
    await expect(page.getByText('Kullanıcı pasifleştirildi.').first()).toBeVisible();
    await expect(row).toContainText('Pasif');

    await memberPage.reload();
    await expect(memberPage).toHaveURL(/\/giris/);
    await memberPage.context().close();
    const again = await request.get('/api/hesap/profil', { headers: { Authorization: `Bearer ${member.token}` } });
    expect(again.status()).toBe(401);
    expect((await apiLogin(request, member.account).catch(() => null)) ?? null).toBeNull();
  });
});

/** The id of an order by its number (admin list). */
async function orderIdOf(request: import('@playwright/test').APIRequestContext, token: string, siparisNo: string): Promise<string> {
  const res = await request.get(`/api/siparis/admin?arama=${encodeURIComponent(siparisNo)}`, { headers: { Authorization: `Bearer ${token}` } });
  const items = ((await res.json()) as { veri: { items: { id: string; siparisNo: string }[] } }).veri.items;
  return items.find((o) => o.siparisNo === siparisNo)!.id;
}
