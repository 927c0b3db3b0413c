// In Chromium against the composed site and the local PayFor 3D Pay simulator
// (deploy/bank-sim): two products into the cart → /sepet → /odeme with every checkout message →
// the approved card through the bank's 3D page → /odeme-sonuc → /siparislerim → /siparis/<id>
// rewritten to the order number → cancel, stock back; a declined card puts the items back in the cart.
import { expect, test, type APIRequestContext } from './fixtures';
import { CARDS, PAYMENT_ADVICE, clickInModal, fillCheckout, listProducts, newMember, payThroughBank, putSession, type Product } from './helpers';


const MESSAGES = {
  ad: 'Lütfen adınızı girin.',
  soyad: 'Lütfen soyadınızı girin.',
  email: 'Lütfen geçerli bir e-posta girin.',
  telefon: 'Lütfen 10 haneli telefon numarası girin.',
  adres: 'Lütfen adres bilgisi girin.',
  sehir: 'Lütfen şehir seçin.',
  holder: 'Lütfen kart üzerindeki ismi girin.',
  pan: 'Lütfen geçerli bir kart numarası girin.',
  expiry: 'Lütfen MMYY formatında giriniz (ör. 0150).',
  cvv: 'CVV 3 veya 4 hane olmalıdır.',
  consents: 'Lütfen tüm gerekli alanları doldurun ve onayları işaretleyin.',
} as const;

interface CartLine {
  id: string;
  urunId: string;
  urunVaryantId: string | null;
  urunAdi: string;
  miktar: number;
}
interface Cart {
  sepetOgeleri: CartLine[];
  toplamTutar: number;
}
interface Order {
  id: string;
  siparisNo: string;
  siparisDurumu: number;
  odemeDurumu: boolean;
  toplamTutar: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Turkish money as the site shows it: 61560 → '61.560,00 TL'. */
function tl(amount: number): string {
  return `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} TL`;
}

/** Two different products whose first active variant holds at least 5 (the detail page's initial choice). */
function twoProducts(items: Product[]): Product[] {
  const picked = items.filter((p) => {
    const first = p.urunVaryantlari.find((v) => v.aktif && v.stokMiktari > 0);
    return first && first.stokMiktari >= 5;
  });
  expect(picked.length, 'seed has two products in stock').toBeGreaterThanOrEqual(2);
  return picked.slice(-2);
}

/** Stock of one product line (variant or product) through the real API. */
async function stockOf(request: APIRequestContext, urunId: string, urunVaryantId: string | null): Promise<number> {
  const r = await request.get(`/api/urun/${urunId}`);
  expect(r.status()).toBe(200);
  const p = ((await r.json()) as { veri: { stokMiktari?: number; urunVaryantlari: Array<{ id: string; stokMiktari: number }> } }).veri;
  if (urunVaryantId) return p.urunVaryantlari.find((v) => v.id === urunVaryantId)!.stokMiktari;
  return p.stokMiktari ?? 0;
}

async function readCart(request: APIRequestContext, token: string): Promise<Cart> {
  const r = await request.get('/api/sepet', { headers: bearer(token) });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { veri: Cart }).veri;
}

/** The member's order `id` through GET /api/siparis/{id}, as `siparisId`, `siparisNo` and `toplamTutar` (TL). */
async function orderOf(request: APIRequestContext, token: string, id: string | null): Promise<{ siparisId: string; siparisNo: string; toplamTutar: number }> {
  expect(id, 'the result page carries the order id').toBeTruthy();
  const r = await request.get(`/api/siparis/${id}`, { headers: bearer(token) });
  expect(r.status(), await r.text()).toBe(200);
  const veri = ((await r.json()) as { veri: Order }).veri;
  return { siparisId: veri.id, siparisNo: veri.siparisNo, toplamTutar: veri.toplamTutar };
}

test.describe('shop checkout, card payment and orders', () => {
  test.describe.configure({ timeout: 180_000 });

  test('two products → /sepet → /odeme with every message → approved card → result → /siparislerim → /siparis/<id> → cancel gives the stock back', async ({ page, request }) => {
    const member = await newMember(request);
    await putSession(page, member);
    const products = twoProducts((await listProducts(request)).items);

    // Add two products on their detail pages (the first variant in stock is chosen).
    for (const p of products) {
      await page.goto(`/urun/${p.slug}`);
      await page.getByRole('button', { name: 'Sepete Ekle' }).click();
      await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Ürün sepete eklendi!' }).first()).toBeVisible();
    }
    const cart = await readCart(request, member.token);
    expect(cart.sepetOgeleri).toHaveLength(2);
    const before = await Promise.all(cart.sepetOgeleri.map((l) => stockOf(request, l.urunId, l.urunVaryantId)));

    await page.goto('/sepet');
    await expect(page.getByTestId('chk-total')).toHaveText(tl(cart.toplamTutar));
    await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
    await expect(page).toHaveURL(/\/odeme$/);
    await expect(page.getByRole('heading', { name: 'Ödeme', level: 1 })).toBeVisible();

    // Prefill from the stored user and the profile; summary from the cart.
    const form = page.locator('main form');
    await expect(form.getByLabel('Ad', { exact: true })).toHaveValue('Deniz');
    await expect(form.getByLabel('Soyad', { exact: true })).toHaveValue('Kaya');
    await expect(form.getByLabel('E-posta', { exact: true })).toHaveValue(member.account.email);
    await expect(form.getByLabel('Telefon', { exact: true })).toHaveValue(/^05\d{9}$/);
    await expect(page.getByTestId('chk-checkout-total')).toHaveText(tl(cart.toplamTutar));
    const pay = page.getByRole('button', { name: 'Ödemeyi Tamamla' });
    await expect(pay).toBeDisabled();
    await expect(page.getByText(MESSAGES.consents)).toBeVisible();

    // Every checkout message of member spec §5, verbatim.
    const blurWith = async (label: string, value: string) => {
      const input = form.getByLabel(label, { exact: true });
      await input.fill(value);
      await input.blur();
    };
    const phone = await form.getByLabel('Telefon', { exact: true }).inputValue();
    await blurWith('Ad', '');
    await expect(form.getByText(MESSAGES.ad)).toBeVisible();
    await blurWith('Soyad', '');
    await expect(form.getByText(MESSAGES.soyad)).toBeVisible();
    await blurWith('E-posta', 'deniz@');
    await expect(form.getByText(MESSAGES.email)).toBeVisible();
    await blurWith('Telefon', '0532 12');
    await expect(form.getByLabel('Telefon', { exact: true })).toHaveValue('053212');
    await expect(form.getByText(MESSAGES.telefon)).toBeVisible();
    await blurWith('Adres', '');
    await expect(form.getByText(MESSAGES.adres)).toBeVisible();
    await form.getByRole('combobox', { name: 'Şehir' }).focus();
    await form.getByRole('combobox', { name: 'Şehir' }).blur();
    await expect(form.getByText(MESSAGES.sehir)).toBeVisible();
    await blurWith('Kart Üzerindeki İsim', '');
    await expect(form.getByText(MESSAGES.holder)).toBeVisible();
    await blurWith('Kart Numarası', '4155 6501 0041 6112');
    await expect(form.getByText(MESSAGES.pan)).toBeVisible();
    await blurWith('Son Kullanma (AAYY)', '1399');
    await expect(form.getByText(MESSAGES.expiry)).toBeVisible();
    await blurWith('CVV', '1a2');
    await expect(form.getByLabel('CVV')).toHaveValue('12');
    await expect(form.getByText(MESSAGES.cvv)).toBeVisible();
    await expect(pay).toBeDisabled();

    // Put everything right; the button waits for both consents, each of which opens its text.
    await blurWith('Ad', 'Deniz');
    await blurWith('Soyad', 'Kaya');
    await blurWith('E-posta', member.account.email);
    await blurWith('Telefon', phone);
    await page.getByRole('button', { name: 'Mesafeli Satış Sözleşmesi' }).click();
    const legal = page.getByRole('dialog', { name: 'Mesafeli Satış Sözleşmesi' });
    await expect(legal.getByText('5. Cayma Hakkı')).toBeVisible();
    // The footer's 'Kapat' (the corner ✕ is named 'Kapat' too).
    await clickInModal(page, legal.locator('.ant-modal-footer').getByRole('button', { name: 'Kapat' }));
    await expect(legal).toBeHidden();
    await fillCheckout(page, CARDS.approved);
    for (const m of Object.values(MESSAGES)) await expect(page.getByText(m, { exact: true })).toHaveCount(0);
    await expect(pay).toBeEnabled();

    await payThroughBank(page, CARDS.approved);
    // The result carries our order id; the order itself is read back through the API.
    const order = await orderOf(request, member.token, new URL(page.url()).searchParams.get('OrderId'));
    expect(order.toplamTutar).toBe(cart.toplamTutar);

    // /odeme-sonuc success for the shop: Siparişlerim and home, no redirect.
    await expect(page.getByRole('heading', { name: 'Ödemeniz başarıyla alındı.' })).toBeVisible();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ odemeSonuc: 'ok', OrderId: order.siparisId, kaynak: 'shop' });
    const result = page.locator('.pay-result');
    await expect(result.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
    // Stock was taken; the cart is empty.
    const taken = await Promise.all(cart.sepetOgeleri.map((l) => stockOf(request, l.urunId, l.urunVaryantId)));
    expect(taken).toEqual(before.map((s, i) => s - cart.sepetOgeleri[i]!.miktar));
    expect((await readCart(request, member.token)).sepetOgeleri).toHaveLength(0);

    // /siparislerim shows it paid and approved.
    await result.getByRole('link', { name: 'Siparişlerim' }).click();
    await expect(page).toHaveURL(/\/siparislerim$/);
    const card = page.locator('.chk-order-card').filter({ hasText: order.siparisNo });
    await expect(card).toContainText('Onaylandı');
    await expect(card).toContainText('Ödendi');
    await expect(card).toContainText(tl(order.toplamTutar));
    for (const l of cart.sepetOgeleri) await expect(card).toContainText(l.urunAdi);

    // /siparis/<id> is rewritten to the order number.
    await page.goto(`/siparis/${order.siparisId}`);
    await expect(page).toHaveURL(new RegExp(`/siparis/${order.siparisNo}$`));
    await expect(page.getByTestId('order-total')).toHaveText(tl(order.toplamTutar));
    await expect(page.getByText('Cumhuriyet Cad. No: 5 Yakutiye').first()).toBeVisible();

    // Cancel after the confirmation: the refund note, and the stock comes back.
    await page.getByRole('button', { name: 'Siparişi İptal Et' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Bu siparişi iptal etmek istediğinizden emin misiniz?' });
    await clickInModal(page, confirm.getByRole('button', { name: 'İptal Et' }));
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Sipariş iptal edildi!' }).first()).toBeVisible();
    await expect(page.getByText('Ödemeniz, iade politikamız gereği ödemede kullandığınız karta iade edilecektir.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Siparişi İptal Et' })).toHaveCount(0);
    const back = await Promise.all(cart.sepetOgeleri.map((l) => stockOf(request, l.urunId, l.urunVaryantId)));
    expect(back).toEqual(before);
    const detail = await request.get(`/api/siparis/${order.siparisId}`, { headers: bearer(member.token) });
    expect(((await detail.json()) as { veri: Order }).veri).toMatchObject({ siparisDurumu: 6, odemeDurumu: true });
  });

  test('a declined card (51) shows the bank code and advice, cancels the order and puts the items back in the cart', async ({ page, request }) => {
    const member = await newMember(request);
    const [product] = twoProducts((await listProducts(request)).items);
    const variant = product!.urunVaryantlari.find((v) => v.aktif && v.stokMiktari > 0)!;
    const add = await request.post('/api/sepet/ekle', { headers: bearer(member.token), data: { urunId: product!.id, urunVaryantId: variant.id, miktar: 2, paraBirimi: 'TL' } });
    expect(add.status(), await add.text()).toBeLessThan(300);
    const before = await stockOf(request, product!.id, variant.id);

    await putSession(page, member);
    await page.goto('/odeme');
    await expect(page.locator('main form').getByLabel('Telefon', { exact: true })).toHaveValue(/^05\d{9}$/);
    await fillCheckout(page, CARDS.insufficientFunds);
    await payThroughBank(page, CARDS.insufficientFunds);
    const order = await orderOf(request, member.token, new URL(page.url()).searchParams.get('OrderId'));

    await expect(page.getByRole('heading', { name: 'Ödemeniz alınamadı...' })).toBeVisible();
    await expect(page.getByTestId('return-code')).toHaveText('51');
    await expect(page.getByText(PAYMENT_ADVICE)).toBeVisible();
    expect(new URL(page.url()).searchParams.get('kaynak')).toBe('shop');
    const detail = await request.get(`/api/siparis/${order.siparisId}`, { headers: bearer(member.token) });
    expect(((await detail.json()) as { veri: Order }).veri).toMatchObject({ siparisDurumu: 6, odemeDurumu: false });
    expect(await stockOf(request, product!.id, variant.id)).toBe(before);

    await page.locator('.pay-result').getByRole('link', { name: 'Sepete Dön' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    await expect(page.getByRole('spinbutton', { name: `${product!.urunAdi} adedi` }).first()).toHaveValue('2');

    // The cancelled order waits for no payment: its card says so instead of 'Ödeme Bekliyor'.
    await page.goto('/siparislerim');
    const card = page.locator('main .chk-order-card').filter({ hasText: order.siparisNo });
    await expect(card.getByText('İptal', { exact: true })).toBeVisible();
    await expect(card.getByText('İptal Edildi', { exact: true })).toBeVisible();
    await expect(card.getByText('Ödeme Bekliyor')).toHaveCount(0);
  });

  test('at 390 px: the header shows the cart count, pasted phone and CVV keep their digits, the expiry box lines up with CVV', async ({ page, request }) => {
    const member = await newMember(request);
    const [product] = twoProducts((await listProducts(request)).items);
    const variant = product!.urunVaryantlari.find((v) => v.aktif && v.stokMiktari > 2)!;
    const add = await request.post('/api/sepet/ekle', { headers: bearer(member.token), data: { urunId: product!.id, urunVaryantId: variant.id, miktar: 2, paraBirimi: 'TL' } });
    expect(add.status(), await add.text()).toBeLessThan(300);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await putSession(page, member);
    await page.goto('/odeme');
    const cartLink = page.getByRole('banner').locator('a.sc-cart-link');
    await expect(cartLink).toHaveAccessibleName('Sepetim (2 ürün)');
    const form = page.locator('main form');
    const telefon = form.getByLabel('Telefon', { exact: true });
    await expect(telefon).toHaveValue(/^05\d{9}$/);
    const paste = async (label: string, text: string) => {
      const input = form.getByLabel(label, { exact: true });
      await input.fill('');
      await page.evaluate((v) => navigator.clipboard.writeText(v), text);
      await input.focus();
      await page.keyboard.press('Control+V');
      await input.blur();
      return input;
    };
    await expect(await paste('Telefon', '0532 123 45 67')).toHaveValue('05321234567');
    await expect(form.getByText('Lütfen 10 haneli telefon numarası girin.')).toHaveCount(0);
    await expect(await paste('CVV', 'a1b2c3d4')).toHaveValue('1234');
    await expect(form.getByText('CVV 3 veya 4 hane olmalıdır.')).toHaveCount(0);
    // 'Son Kullanma (AAYY)' wraps at this width; the two boxes still share one line.
    const expiryBox = await form.getByLabel('Son Kullanma (AAYY)').boundingBox();
    const cvvBox = await form.getByLabel('CVV', { exact: true }).boundingBox();
    expect(Math.abs(expiryBox!.y - cvvBox!.y)).toBeLessThan(1);
    expect(expiryBox!.height).toBeCloseTo(cvvBox!.height, 0);

    // Adding on the product page updates the count at once.
    await page.goto(`/urun/${product!.slug}`);
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(cartLink).toHaveAccessibleName('Sepetim (3 ürün)');
  });
});
