import { expect, test } from './fixtures';
import { ADMIN, MEMBER, apiLogin, clickInModal, firstInStock, listProducts, openFromHoverMenu, useSession, type Product, type Variant } from './helpers';

const tl = (n: number) => `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} TL`;

test.describe('cart (member spec §2, §5)', () => {
  test('choose a variant, add to cart, see the toast, raise the quantity up to the stock cap, then remove', async ({ page, request }) => {
    const s = await useSession(page, request, MEMBER);
    const auth = { Authorization: `Bearer ${s.token}` };
    expect((await request.delete('/api/sepet/temizle', { headers: auth })).ok()).toBe(true);

    const list = await listProducts(request);
    // A product with several active variants, one of them holding 2-4 in stock, which is not the first choice.
    let product: Product | undefined;
    let variant: Variant | undefined;
    for (const p of list.items) {
      const active = p.urunVaryantlari.filter((v) => v.aktif);
      const v = active.find((x, i) => i > 0 && x.stokMiktari >= 2 && x.stokMiktari <= 4 && x.varyantDetaylari.length > 0);
      if (active.length > 1 && v) {
        product = p;
        variant = v;
        break;
      }
    }
    expect(product, 'seed has a product with a low-stock variant').toBeTruthy();
    const stock = variant!.stokMiktari;

    await page.goto(`/urun/${product!.slug}`);
    for (const d of variant!.varyantDetaylari) {
      await page.getByRole('group', { name: d.varyantTipiAdi }).getByText(d.varyantDegeriAdi, { exact: true }).click();
    }
    await expect(page.getByText(`Stokta ${stock} adet`)).toBeVisible();
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();

    const toast = page.locator('.ant-notification-notice').filter({ hasText: 'İşlem Bildirimi' });
    await expect(toast).toContainText('Ürün sepete eklendi!');
    await toast.getByRole('button', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL(/\/sepet$/);

    const qty = page.getByRole('spinbutton', { name: `${product!.urunAdi} adedi` }).first();
    await expect(qty).toHaveValue('1');
    const plus = page.getByRole('button', { name: `${product!.urunAdi} adedini artır` }).first();
    for (let n = 2; n <= stock; n += 1) {
      await plus.click();
      await expect(qty).toHaveValue(String(n));
      await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Sepet güncellendi!' }).first()).toBeVisible();
    }
    await plus.click();
    await expect(page.getByText(`Maksimum ${stock} adet sipariş verebilirsiniz`).first()).toBeVisible();
    await expect(qty).toHaveValue(String(stock));
    await expect(page.locator('main')).toContainText(tl(variant!.tlFiyati * stock));
    await expect(page.locator('main')).toContainText('Ücretsiz');

    const cart = (await (await request.get('/api/sepet', { headers: auth })).json()) as { veri: { toplamUrunAdedi: number } };
    expect(cart.veri.toplamUrunAdedi).toBe(stock);

    await page.getByRole('button', { name: `${product!.urunAdi} ürününü sepetten çıkar` }).first().click();
    await clickInModal(page, page.getByRole('dialog').getByRole('button', { name: 'Çıkar' }));
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Ürün sepetten çıkarıldı!' }).first()).toBeVisible();
    await expect(page.getByText('Sepetiniz boş')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Alışverişe Başla/ })).toHaveAttribute('href', '/urunler');
  });

  test('the coupon box answers with the spec messages', async ({ page, request }) => {
    const s = await useSession(page, request, MEMBER);
    const { product: p, variant: v } = firstInStock((await listProducts(request)).items);
    const add = await request.post('/api/sepet/ekle', { headers: { Authorization: `Bearer ${s.token}` }, data: { urunId: p.id, urunVaryantId: v.id, miktar: 1, paraBirimi: 'TL' } });
    expect(add.ok()).toBe(true);
    await page.goto('/sepet');
    const coupon = page.getByRole('textbox', { name: 'Kupon kodu' });
    await coupon.locator('xpath=ancestor::*[contains(@class,"ant-space-compact") or contains(@class,"ant-input-group")][1]').getByRole('button').first().click();
    await expect(page.getByText('Lütfen geçerli bir kupon kodu giriniz.')).toBeVisible();
    await coupon.fill('KAYAK10');
    await coupon.press('Enter');
    await expect(page.getByText('Kupon kodu özelliği henüz aktif değil.')).toBeVisible();
  });
});

test.describe('admin countries (admin spec §2 Country)', () => {
  test('a visitor is sent to sign in and a member is refused /admin/ulkeler, by the page and by the API', async ({ page, request }) => {
    await page.goto('/admin/ulkeler');
    await expect(page).toHaveURL('/giris?redirect=%2Fadmin%2Fulkeler');

    const member = await useSession(page, request, MEMBER);
    await page.goto('/admin/ulkeler');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).not.toContainText('Yönetim');
    expect((await request.get('/api/ulke')).status()).toBe(401);
    expect((await request.get('/api/ulke', { headers: { Authorization: `Bearer ${member.token}` } })).status()).toBe(403);
    expect((await request.post('/api/ulke', { headers: { Authorization: `Bearer ${member.token}` }, data: { ulkeAdi: 'Korsan', aktif: true } })).status()).toBe(403);
  });

  test('the Admin creates, edits, searches and deletes a country', async ({ page, request }) => {
    await useSession(page, request, ADMIN);
    await page.goto('/');
    // The gallery menu arrives from the API and shifts the menu: wait for it before hovering.
    await expect(page.getByRole('banner').getByText('Galeri')).toBeVisible();
    await openFromHoverMenu(page, 'Yönetim', 'Ülkeler', /\/admin\/ulkeler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ülkeler' })).toBeVisible();

    const name = page.getByLabel('Ülke Adı');
    await name.fill('N');
    await expect(page.getByText('Ülke adı en az 2 karakter olmalıdır.')).toBeVisible();
    await name.fill('');
    await expect(page.getByText('Ülke adı alanı zorunludur.')).toBeVisible();

    const unique = `Norveç ${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await name.fill(unique);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await expect(page.getByText('Ülke başarıyla eklendi.').first()).toBeVisible();
    await expect(name).toHaveValue('');

    const search = page.getByPlaceholder('Ülke ara');
    await search.fill(unique.toLocaleLowerCase('tr'));
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: unique });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').first()).toHaveText('1');
    await expect(row).toContainText('Aktif');

    await row.getByRole('button', { name: `${unique} düzenle` }).click();
    await expect(page.getByRole('button', { name: 'Güncelle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
    await expect(name).toHaveValue(unique);
    await name.fill(`${unique} Krallığı`);
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await expect(page.getByText('Ülke başarıyla güncellendi.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ekle' })).toBeVisible();

    await search.fill(`${unique} Krallığı`);
    const edited = page.locator('.ant-table-tbody tr').filter({ hasText: `${unique} Krallığı` });
    await expect(edited).toHaveCount(1);
    // The browser's own confirm asks (admin spec §2: gender, camp, country), not an in-page dialog.
    const asked = page.waitForEvent('dialog').then(async (d) => {
      const seen = { type: d.type(), message: d.message() };
      await d.accept();
      return seen;
    });
    await edited.getByRole('button', { name: `${unique} Krallığı sil` }).click();
    expect(await asked).toEqual({ type: 'confirm', message: 'Bu ülkeyi silmek istediğinizden emin misiniz?' });
    await expect(page.getByText('Ülke başarıyla silindi.').first()).toBeVisible();
    await expect(page.getByText('Kayıt bulunamadı.')).toBeVisible();

    const admin = await apiLogin(request, ADMIN);
    const countries = (await (await request.get('/api/ulke', { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as { veri: Array<{ ulkeAdi: string }> };
    expect(countries.veri.some((c) => c.ulkeAdi.startsWith(unique))).toBe(false);
  });
});
