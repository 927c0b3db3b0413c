import { expect, test } from './fixtures';
import { ADMIN, MEMBER, apiLogin, scrollThroughPage, useSession } from './helpers';

interface Registration {
  id: string;
  kampAdi: string;
  kullaniciId: string;
  odemeDurumu: boolean;
}

test.describe('my camps (member spec §2 /kamplarim)', () => {
  test('a visitor is sent to sign in with redirect=/kamplarim', async ({ page }) => {
    await page.goto('/kamplarim');
    await expect(page).toHaveURL('/giris?redirect=%2Fkamplarim');
  });

  test('a member sees only their own registrations with paid and unpaid states, and a pay button only on the unpaid ones', async ({ page, request }) => {
    const member = await useSession(page, request, MEMBER);
    const admin = await apiLogin(request, ADMIN);
    const mine = (await (await request.get('/api/kampakayit', { headers: { Authorization: `Bearer ${member.token}` } })).json()) as { veri: Registration[] };
    const adminsAll = (await (await request.get('/api/kampakayit?tumu=true', { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as {
      veri: Registration[];
    };
    const others = adminsAll.veri.filter((r) => r.kullaniciId !== member.user.id);
    expect(mine.veri.length).toBeGreaterThanOrEqual(2);
    expect(others.length).toBeGreaterThanOrEqual(1);

    await page.goto('/kamplarim');
    const cards = page.locator('main .camp-reg');
    await expect(cards).toHaveCount(mine.veri.length);
    for (const kampAdi of new Set(mine.veri.map((r) => r.kampAdi))) {
      const regs = mine.veri.filter((r) => r.kampAdi === kampAdi);
      const card = cards.filter({ hasText: kampAdi });
      await expect(card.locator('.camp-reg__status')).toHaveText(regs.map((r) => (r.odemeDurumu ? 'Ödendi' : 'Ödeme Bekliyor')));
      await expect(card.getByRole('button', { name: `${kampAdi} için ödeme yap` })).toHaveCount(regs.filter((r) => !r.odemeDurumu).length);
    }
    expect(mine.veri.some((r) => r.odemeDurumu) && mine.veri.some((r) => !r.odemeDurumu), 'the seeded member has a paid and an unpaid registration').toBe(true);
    for (const r of others.filter((o) => !mine.veri.some((m) => m.kampAdi === o.kampAdi))) await expect(page.locator('main')).not.toContainText(r.kampAdi);
  });
});

test.describe('home page (member spec §2)', () => {
  test('banner, active camps from the camps remote and the 10 newest products from the catalog remote', async ({ page, request }) => {
    const camps = (await (await request.get('/api/kamp')).json()) as { veri: Array<{ kampAdi: string; aktif: boolean }> };
    const newest = (await (await request.get('/api/urun?page=1&pageSize=10&orderBy=CreatedAtDesc')).json()) as { veri: { items: Array<{ urunAdi: string }> } };
    const catalog: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/remotes/catalog/')) catalog.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Kışın En Güzel Kampı' })).toBeVisible();
    await expect(page.getByText('Aktif Kamplarımız')).toBeVisible();
    // The catalogue's widgets are below the fold: nothing of that remote loads until the visitor
    // scrolls towards them.
    await page.waitForLoadState('networkidle');
    expect(catalog, 'no catalogue file before scrolling').toEqual([]);
    await scrollThroughPage(page);
    await expect(page.getByText('Yeni Ürünler')).toBeVisible();
    expect(catalog.length).toBeGreaterThan(0);
    expect(camps.veri.every((c) => c.aktif)).toBe(true);
    for (const c of camps.veri) await expect(page.locator('main').getByText(c.kampAdi).first()).toBeAttached();
    expect(newest.veri.items).toHaveLength(10);
    for (const p of newest.veri.items) await expect(page.locator('main').getByText(p.urunAdi).first()).toBeAttached();
  });

  test('a widget whose remote cannot load hides itself and the page stays', async ({ page }) => {
    await page.route('**/remotes/camps/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await scrollThroughPage(page);
    await expect(page.getByText('Yeni Ürünler')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Aktif Kamplarımız')).toHaveCount(0);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Kışın En Güzel Kampı' })).toBeVisible();
  });

  test('a widget whose remote was unreachable for a moment tries again and shows', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/camps/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/yayinlar/hata-raporu') && r.method() === 'POST');
    await page.goto('/');
    // The first load failed (the shell reported it) and the widget hid itself.
    await reported;
    await expect(page.getByText('Aktif Kamplarımız')).toHaveCount(0);
    down = false;
    // The next try, 2 s after the failure, finds the remote again.
    await expect(page.getByText('Aktif Kamplarımız').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
  });

  test('the mobile menu opens as a side menu with accordion sections that close on route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const drawer = page.locator('.sc-drawer');
    await drawer.getByRole('menuitem', { name: 'Kamp Merkezleri' }).click();
    await expect(drawer.getByRole('link', { name: 'Palandöken', exact: true })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Mağaza' }).click();
    await expect(drawer.getByRole('link', { name: 'Palandöken', exact: true })).toBeHidden();
    await drawer.getByRole('link', { name: 'İade ve Değişim' }).click();
    await expect(page).toHaveURL(/\/iade-degisim$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.locator('.sc-drawer').getByRole('link', { name: 'İade ve Değişim' })).toBeHidden();
  });
});
