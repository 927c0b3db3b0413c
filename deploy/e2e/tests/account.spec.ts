import { expect, test } from './fixtures';
import { MEMBER, messagesSettled, newMember, signOutFromMenu } from './helpers';

test.describe('sign up and sign in (member spec §2, §5)', () => {
  test('sign up: bad input gets the spec messages and keeps what was typed, good input registers and goes to /giris', async ({ page }) => {
    await page.goto('/kayit');
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page.getByText('Lütfen form hatalarını düzeltiniz.').first()).toBeVisible();
    await expect(form.getByText('Ad alanı zorunludur.').first()).toBeVisible();
    await expect(form.getByText('E-posta alanı zorunludur.').first()).toBeVisible();

    const nick = `kayak${Date.now().toString(36)}`;
    await form.getByLabel('Ad', { exact: true }).fill('Deniz');
    await form.getByLabel('Soyad', { exact: true }).fill('Kaya');
    await form.getByLabel('Kullanıcı Adı', { exact: true }).fill('uye'); // already taken
    await form.getByLabel('E-posta', { exact: true }).fill('deniz@');
    await expect(form.getByText('Geçerli bir e-posta adresi giriniz.')).toBeVisible();
    await form.getByLabel('GSM', { exact: true }).fill('0532 12');
    await expect(form.getByText('Geçerli bir telefon numarası giriniz (10-11 haneli).')).toBeVisible();
    await form.getByLabel('Şifre', { exact: true }).fill('kayakkayak');
    await expect(form.getByText('Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.')).toBeVisible();
    await form.getByLabel('Şifre Tekrar', { exact: true }).fill('baska');
    await expect(form.getByText('Şifreler eşleşmiyor.')).toBeVisible();

    await form.getByLabel('E-posta', { exact: true }).fill(`${nick}@example.com`);
    await form.getByLabel('GSM', { exact: true }).fill('0532 123 45 67');
    await form.getByLabel('Şifre', { exact: true }).fill('Kayak2026!');
    await form.getByLabel('Şifre Tekrar', { exact: true }).fill('Kayak2026!');
    // The fixed fields' messages collapse above the consent box (its own message stays until it is
    // ticked): tick it once they are gone, or the click lands where the box was.
    await expect(form.getByText('Şifreler eşleşmiyor.')).toHaveCount(0);
    await messagesSettled(form);
    await form.getByRole('checkbox').check();

    // The server refuses the taken user name; nothing typed is lost.
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page.getByText('Bu kullanıcı adı zaten kullanılıyor.').first()).toBeVisible();
    await expect(form.getByLabel('E-posta', { exact: true })).toHaveValue(`${nick}@example.com`);
    await expect(form.getByLabel('Şifre', { exact: true })).toHaveValue('Kayak2026!');
    await expect(page).toHaveURL(/\/kayit$/);

    await form.getByLabel('Kullanıcı Adı', { exact: true }).fill(nick);
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page.getByText('Kaydınız başarıyla oluşturuldu! Giriş sayfasına yönlendiriliyorsunuz...')).toBeVisible();
    // The form is cleared, and the browser moves to /giris 2 s later (member spec §9).
    await expect(form.getByLabel('Kullanıcı Adı', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/kayit$/);
    await expect(page).toHaveURL(/\/giris$/, { timeout: 8_000 });

    // The new account signs in.
    await page.getByLabel('Kullanıcı Adı veya E-posta').fill(nick);
    await page.getByLabel('Şifre', { exact: true }).fill('Kayak2026!');
    await page.locator('main form').getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toContainText('Deniz Kaya');
  });

  test('sign in: guest sent from /sepet, wrong password refused, then back to /sepet; tab-only session; sign out', async ({ page }) => {
    await page.goto('/sepet');
    await expect(page).toHaveURL('/giris?redirect=%2Fsepet');

    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Lütfen zorunlu alanları doldurun.').first()).toBeVisible();

    await form.getByLabel('Kullanıcı Adı veya E-posta').fill(MEMBER.kullaniciAdi);
    await form.getByLabel('Şifre', { exact: true }).fill('Yanlis123!');
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.').first()).toBeVisible();
    await expect(form.getByLabel('Kullanıcı Adı veya E-posta')).toHaveValue(MEMBER.kullaniciAdi);
    await expect(page).toHaveURL(/\/giris/);

    await form.getByLabel('Şifre', { exact: true }).fill(MEMBER.sifre);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/sepet$/);
    // Without 'Beni Hatırla' the session lives in sessionStorage only.
    const stored = await page.evaluate(() => ({ local: localStorage.getItem('token'), session: sessionStorage.getItem('token') }));
    expect(stored.local).toBeNull();
    expect(stored.session).toBeTruthy();

    // A signed-in user visiting a guest-only page goes home.
    await page.goto('/kayit');
    await expect(page).toHaveURL(/\/$/);

    // Sign out from the user menu clears the session and goes to /giris.
    await expect(page.getByRole('banner').getByText('Galeri')).toBeVisible();
    await signOutFromMenu(page, 'Ayşe Yılmaz');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/sepet');
    await expect(page).toHaveURL(/\/giris\?redirect=/);
  });

  test("sign-out from the user menu revokes the token on the server: the old token then answers 401", async ({ page, request }) => {
    // A fresh member: revoking the demo member's tokens would sign out the other tests' sessions.
    const { account } = await newMember(request);
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await page.goto('/giris');
    const form = page.locator('main form');
    await form.getByLabel('Kullanıcı Adı veya E-posta').fill(account.kullaniciAdi);
    await form.getByLabel('Şifre', { exact: true }).fill(account.sifre);
    await form.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/hesap/profil', { headers: bearer })).status()).toBe(200);

    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/hesap/cikis') && r.request().method() === 'POST');
    await signOutFromMenu(page, 'Deniz Kaya');
    expect((await revoked).status()).toBe(200);
    const after = await request.get('/api/hesap/profil', { headers: bearer });
    expect(after.status()).toBe(401);
    expect(await after.json()).toMatchObject({ basarili: false, veri: null });
    expect(consoleErrors).toEqual([]);
  });

  test('a 401 from the API clears the session and goes to /giris', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('__set')) return;
      sessionStorage.setItem('__set', '1');
      localStorage.setItem('token', 'sahte.jwt.degeri');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', ad: 'Sahte', soyad: 'Kişi', kullaniciAdi: 'sahte', email: 's@e.co', roller: [], expiration: '2999-01-01T00:00:00Z' }),
      );
    });
    await page.goto('/sepet');
    await expect(page).toHaveURL(/\/giris\?redirect=%2Fsepet/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
