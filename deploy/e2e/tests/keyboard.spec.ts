// WCAG 2.2 AA 2.1.1 and 2.4.7 in Chromium: the four flows of the site (sign in, add to cart,
// checkout up to the bank's page, camp registration) done with the keyboard alone (Tab,
// Shift+Tab, Enter, Space, arrow keys and typing; no mouse), and every control the flow stops on
// shows a visible focus indicator.
import { expect, test, type Locator, type Page } from './fixtures';
import { CARDS, MEMBER, listProducts, newMember, putSession, type Product } from './helpers';

/** Most Tab presses one step may take (the header's menus come first on every page). */
const MAX_TABS = 120;

/**
 * Presses Tab until the keyboard focus is on `target` (or inside it), then checks the focus is
 * visible: the focused element or one of its three nearest ancestors (antd draws the ring of a
 * checkbox, radio or select on a wrapper) has an outline or box-shadow that it loses without the focus.
 */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${MAX_TABS} Tab presses did not reach ${target.toString()}`);
}

/** The focused element shows a focus indicator: outline, box-shadow or border colour that differ without the focus. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(async () => {
    // antd animates its focus ring (0.2 s): styles are read once the transition has ended.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 400));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const chain: HTMLElement[] = [];
    for (let n: HTMLElement | null = el; n && chain.length < 4; n = n.parentElement) chain.push(n);
    const look = () =>
      chain.map((n) => {
        const s = getComputedStyle(n);
        return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : '', shadow: s.boxShadow, border: s.borderColor };
      });
    await settled();
    const focused = look();
    el.blur();
    await settled();
    const plain = look();
    el.focus();
    await settled();
    const i = focused.findIndex((f, k) => (f.outline && f.outline !== plain[k]!.outline) || f.shadow !== plain[k]!.shadow || f.border !== plain[k]!.border);
    return i < 0 ? `none on ${el.outerHTML.slice(0, 120)}` : 'ok';
  });
  expect(indicator, 'the focused element shows where the focus is').toBe('ok');
}

/** Types into the focused field. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/** A product with one active variant in stock as the detail page's first choice (5 or more). */
function productInStock(items: Product[]): Product {
  const p = items.find((x) => (x.urunVaryantlari.find((v) => v.aktif && v.stokMiktari > 0)?.stokMiktari ?? 0) >= 5);
  expect(p, 'seed has a product in stock').toBeTruthy();
  return p!;
}

test.describe('keyboard only (WCAG 2.1.1, 2.4.7)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('sign in', async ({ page }) => {
    await page.goto('/giris');
    const form = page.locator('main form');
    await tabTo(page, form.getByLabel('Kullanıcı Adı veya E-posta'));
    await type(page, MEMBER.kullaniciAdi);
    await tabTo(page, form.getByLabel('Şifre', { exact: true }));
    await type(page, MEMBER.sifre);
    await tabTo(page, form.getByRole('button', { name: 'Giriş Yap' }));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/giris/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('add to cart, then check out up to the bank’s 3D page', async ({ page, request }) => {
    const member = await newMember(request);
    await putSession(page, member);
    const product = productInStock((await listProducts(request)).items);

    await page.goto(`/urun/${product.slug}`);
    await tabTo(page, page.locator('main').getByRole('button', { name: 'Sepete Ekle' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Ürün sepete eklendi!' })).toBeVisible();
    const cart = (await (await request.get('/api/sepet', { headers: { Authorization: `Bearer ${member.token}` } })).json()) as { veri: { toplamUrunAdedi: number } };
    expect(cart.veri.toplamUrunAdedi).toBe(1);

    await page.goto('/odeme');
    const form = page.locator('main form');
    await expect(form.getByLabel('Adres', { exact: true })).toBeVisible({ timeout: 20_000 });
    await tabTo(page, form.getByLabel('Adres', { exact: true }));
    await type(page, 'Cumhuriyet Cad. No: 5 Yakutiye');
    await tabTo(page, form.getByRole('combobox', { name: 'Şehir' }));
    await type(page, 'Erzurum');
    await expect(page.getByTitle('Erzurum', { exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(form.locator('.ant-select-selection-item', { hasText: 'Erzurum' })).toBeVisible();
    const card = CARDS.approved;
    await tabTo(page, form.getByLabel('Kart Üzerindeki İsim'));
    await type(page, 'Ayşe Işık');
    await tabTo(page, form.getByLabel('Kart Numarası'));
    await type(page, card.pan);
    await tabTo(page, form.getByLabel('Son Kullanma (AAYY)'));
    await type(page, card.expiry);
    await tabTo(page, form.getByLabel('CVV'));
    await type(page, card.cvv);
    for (const consent of [/Mesafeli Satış Sözleşmesi/, /Ön Bilgilendirme Formu/]) {
      const box = form.getByRole('checkbox', { name: consent });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, form.getByRole('button', { name: 'Ödemeyi Tamamla' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Onayla' })).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/Gateway/Default.aspx');
  });

  test('camp registration', async ({ page, request }) => {
    const member = await newMember(request);
    await putSession(page, member);
    await page.goto('/kampa-kayit');
    await expect(page.getByRole('heading', { name: 'Kampa Kayıt', level: 1 })).toBeVisible({ timeout: 20_000 });

    // The camp: open the list with the arrow key, take the first camp with Enter.
    await tabTo(page, page.getByRole('combobox', { name: 'Kamp' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
    await page.keyboard.press('Enter');
    // The accommodation option: arrow keys within the radio group, until the family room with a child 0-6.
    const family = page.getByRole('radio', { name: /Aile Odası \(2 Yetişkin \+ 1 Çocuk 0-6\)/ });
    // The options come first among the page's radios (the participants' appear only after one is taken).
    await tabTo(page, page.getByRole('radio').first());
    for (let i = 0; i < 10 && !(await family.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
    await expect(family).toBeChecked();

    const fill = async (group: Locator, label: string, text: string) => {
      await tabTo(page, group.getByLabel(label));
      await type(page, text);
    };
    const a1 = page.getByRole('group', { name: '1. Yetişkin' });
    await fill(a1, 'Ad Soyad', 'Ayşe Işık');
    await fill(a1, 'GSM', '05321234567');
    await fill(a1, 'T.C. Kimlik No', '10000000146');
    const a2 = page.getByRole('group', { name: '2. Yetişkin' });
    await fill(a2, 'Ad Soyad', 'Mehmet Işık');
    await fill(a2, 'GSM', '05331234567');
    await fill(a2, 'T.C. Kimlik No', '12345678950');
    const child = page.getByRole('group', { name: '1. Çocuk (0-6 yaş)' });
    await fill(child, 'Ad Soyad', 'Can Işık');
    await fill(child, 'Doğum Tarihi', '01.05.2022');
    await page.keyboard.press('Enter');
    // The gender: Tab into the radio group, Space takes the focused choice.
    // Button-style radios hide their input: Tab reaches it inside its visible label.
    const gender = child.getByRole('radio').first();
    await tabTo(page, child.locator('.ant-radio-button-wrapper').first());
    await page.keyboard.press('Space');
    await expect(gender).toBeChecked();

    const created = page.waitForResponse((r) => r.url().endsWith('/api/kampakayit') && r.request().method() === 'POST');
    await tabTo(page, page.getByRole('button', { name: 'Kaydı Tamamla' }));
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/kamplarim$/);
    await expect(page.locator('main .camp-reg').filter({ hasText: 'Can Işık' })).toBeVisible();
  });
});
