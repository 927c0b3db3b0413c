import { expect, test, type Page } from './fixtures';
import { firstInStock, listProducts } from './helpers';

/** The count in 'N ürün bulundu'. The waits above it match the whole text (exact), since '6 ürün bulundu' is also a substring of the previous page's '36 ürün bulundu'. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/\d+ ürün bulundu/).textContent();
  return Number(/(\d+) ürün bulundu/.exec(text ?? '')?.[1]);
}

test.describe('catalogue as a guest (member spec §2)', () => {
  test('browse, search, filter by category, page, and open a product by id to see the address become its slug', async ({ page, request }) => {
    const all = await listProducts(request);
    const total = all.totalCount;
    expect(total).toBeGreaterThanOrEqual(30);

    await page.goto('/urunler');
    await expect(page.getByText(`${total} ürün bulundu`, { exact: true })).toBeVisible();
    const cards = page.locator('main article.cat-card');
    await expect(cards).toHaveCount(12);
    // Guests see the sign-in prompt with links to /giris and /kayit instead of the options link.
    await expect(cards.first()).toContainText('Sipariş vermek için giriş yapın');
    await expect(cards.first().getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', /\/giris/);
    await expect(cards.first().getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', /\/kayit/);

    // Paging: 12 per page, page numbers within 2 of the current page.
    const pager = page.getByRole('navigation', { name: 'Sayfalama' });
    const firstName = await cards.first().getAttribute('aria-label');
    await pager.getByRole('link', { name: 'Sayfa 2' }).click();
    await expect(page).toHaveURL(/sayfa=2/);
    await expect(cards.first()).not.toHaveAttribute('aria-label', firstName ?? '');
    await expect(pager.getByRole('link', { name: 'Sayfa 1' })).toBeVisible();

    // Search (Enter) goes back to page 1 and only lists matching products.
    const search = page.getByPlaceholder('Ürün ara…');
    await search.fill('kask');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=kask/);
    await expect(page).not.toHaveURL(/sayfa=2/);
    const expectedSearch = all.items.filter((p) => /kask/i.test(p.urunAdi) || /kask/i.test(p.kisaAciklama)).length;
    await expect(page.getByText(`${expectedSearch} ürün bulundu`, { exact: true })).toBeVisible();

    // Category filter with product counts.
    await search.fill('');
    await search.press('Enter');
    const cats = (await (await request.get('/api/urunkategori/aktif')).json()) as { veri: Array<{ id: string; kategoriAdi: string; urunSayisi: number }> };
    const boots = cats.veri.find((c) => c.kategoriAdi === 'Kayak Botları');
    expect(boots).toBeTruthy();
    await page.locator('.cat-toolbar__category').click();
    await page.getByRole('option', { name: `Kayak Botları (${boots!.urunSayisi})` }).click();
    await expect(page).toHaveURL(new RegExp(`kategori=${boots!.id}`));
    await expect(page.getByText(`${boots!.urunSayisi} ürün bulundu`, { exact: true })).toBeVisible();
    expect(await resultCount(page)).toBe(boots!.urunSayisi);
    for (const t of await cards.evaluateAll((els) => els.map((e) => e.textContent ?? ''))) expect(t.toLocaleLowerCase('tr')).toContain('kayak botları');

    // A product opened by id: the address becomes its slug.
    const product = all.items[0]!;
    await page.goto(`/urun/${product.id}`);
    await expect(page).toHaveURL(new RegExp(`/urun/${product.slug}$`));
    await expect(page.getByRole('heading', { name: product.urunAdi }).first()).toBeVisible();
    await expect(page.getByText(product.id.slice(0, 8).toUpperCase())).toBeVisible();

    // A GUID inside any text resolves too, and an unknown product shows 'Ürün Bulunamadı'.
    await page.goto(`/urun/eski-baglanti-${product.id}`);
    await expect(page).toHaveURL(new RegExp(`/urun/${product.slug}$`));
    await page.goto('/urun/boyle-bir-urun-yok');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Ürünler|Kataloğa/ }).first()).toBeVisible();
  });

  test('a guest who adds to cart from a detail page is sent to sign in with a redirect back', async ({ page, request }) => {
    const { product: p } = firstInStock((await listProducts(request)).items);
    await page.goto(`/urun/${p.slug}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page).toHaveURL(new RegExp(`/giris\\?redirect=${encodeURIComponent(`/urun/${p.slug}`)}`));
  });
});
