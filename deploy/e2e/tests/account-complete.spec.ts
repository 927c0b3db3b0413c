// In Chromium against the composed site: e-mail confirmation and
// password reset through the API's mail outbox, profile edits, photos, phone confirmation through
// the SMS outbox, and sessions ended by a password change. Every test makes its own account, so
// the demo member's password never changes under the other specs.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiLogin, signOutFromMenu, useSession } from './helpers';

/** The outbox index of this worker's site (the API's DATA_DIR, set by the site fixture). */
const outbox = (kind: 'mail' | 'sms') => path.join(process.env.E2E_DATA_DIR!, 'outbox', kind, 'index.json');

interface Account {
  ad: string;
  soyad: string;
  kullaniciAdi: string;
  email: string;
  gsm: string;
  sifre: string;
}

/** A new, unique account's details. */
function newAccount(): Account {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e3)}`.slice(-9);
  return { ad: 'Deniz', soyad: 'Kaya', kullaniciAdi: `e2e${id}`, email: `e2e${id}@example.com`, gsm: `05${digits}`, sifre: 'Kayak2026!' };
}

/** Signs the account up through the real API (human-verification token first). */
async function apiSignUp(request: APIRequestContext, a: Account): Promise<void> {
  const t = await request.get('/api/dogrulama/token?action=kayit');
  const { veri } = (await t.json()) as { veri: { token: string } };
  const r = await request.post('/api/hesap/kayit', { data: { ...a, sifreTekrar: a.sifre, recaptchaToken: veri.token } });
  expect(r.status(), await r.text()).toBe(201);
}

async function readIndex<T>(file: string): Promise<T[]> {
  return JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as T[];
}

/**
 * Waits for the newest mail to `to` whose text holds a link to `route`, and returns the link as a
 * site path (the mail's host is PUBLIC_URL, which is not the test server's port).
 */
async function mailLink(to: string, route: string, after = 0): Promise<string> {
  const re = new RegExp(`https?://[^\\s"<>]+${route.replace(/[/?]/g, '\\$&')}\\?[^\\s"<>]+`);
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await readIndex<{ to: string; text: string }>(outbox('mail'))).filter((m) => m.to === to);
      const match = mails.slice(after).reverse().map((m) => re.exec(m.text)?.[0]).find(Boolean);
      link = match ?? '';
      return link;
    }, { timeout: 15_000 })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

async function mailCount(to: string): Promise<number> {
  return (await readIndex<{ to: string }>(outbox('mail'))).filter((m) => m.to === to).length;
}

async function signInThroughForm(page: Page, login: string, sifre: string): Promise<void> {
  const form = page.locator('main form');
  await form.getByLabel('Kullanıcı Adı veya E-posta').fill(login);
  await form.getByLabel('Şifre', { exact: true }).fill(sifre);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** An 8×8 PNG (real image data, so the API's re-encoding accepts it). */
const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAdUlEQVR4nA3JIQEAIQwAwE9CkoVAoy/EQqDRhFgINImes/d9TnPCGU46yynnOt+nmgo1VKqlSl31Yjc77GGnveyyr/1iNjPMYaa5zDKv+SKbDDlkyiVLXvlCIxgki+Lyojc99KGnvvTSr/4imggxRIolSlzxA82mU8G+X57LAAAAAElFTkSuQmCC',
  'base64',
);

test.describe('accounts, complete', () => {
  test('sign up → confirmation mail → link → /hesap/email-onaylandi → sign in; the used link goes to the error page', async ({ page }) => {
    const a = newAccount();
    // /profil needs a session: a visitor goes to /giris with the redirect value.
    await page.goto('/profil');
    await expect(page).toHaveURL(/\/giris\?redirect=%2Fprofil$/);
    await page.goto('/kayit');
    const form = page.locator('main form');
    await form.getByLabel('Ad', { exact: true }).fill(a.ad);
    await form.getByLabel('Soyad', { exact: true }).fill(a.soyad);
    await form.getByLabel('Kullanıcı Adı', { exact: true }).fill(a.kullaniciAdi);
    await form.getByLabel('E-posta', { exact: true }).fill(a.email);
    await form.getByLabel('GSM', { exact: true }).fill(a.gsm);
    await form.getByLabel('Şifre', { exact: true }).fill(a.sifre);
    await form.getByLabel('Şifre Tekrar', { exact: true }).fill(a.sifre);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page).toHaveURL(/\/giris$/, { timeout: 10_000 });

    const link = await mailLink(a.email, '/hesap/email-onayla');
    await page.goto(link);
    await expect(page.getByText('E-posta adresiniz doğrulandı! Yönlendiriliyorsunuz...')).toBeVisible();
    await expect(page).toHaveURL(/\/hesap\/email-onaylandi$/, { timeout: 6_000 });
    await expect(page.getByText('E-posta adresiniz başarıyla onaylandı. Artık hesabınıza giriş yapabilirsiniz.')).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await expect(page).toHaveURL(/\/hesap\/email-onay-hatasi$/);
    await expect(page.locator('main').getByRole('link', { name: 'Yeniden Kayıt Ol' })).toHaveAttribute('href', '/kayit');
    await expect(page.locator('main').getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');

    // A link without its query values.
    await page.goto('/hesap/email-onayla?userId=abc');
    await expect(page.getByText('Geçersiz doğrulama bağlantısı. Lütfen e-postanızdaki bağlantıyı kontrol edin.')).toBeVisible();

    await page.goto('/hesap/email-onaylandi');
    await page.locator('main').getByRole('link', { name: 'Giriş Yap' }).click();
    await expect(page).toHaveURL(/\/giris$/);
    await signInThroughForm(page, a.kullaniciAdi, a.sifre);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toContainText('Deniz Kaya');

    // The profile shows the address as confirmed.
    await page.goto('/profil');
    await expect(page.getByText('E-posta onaylandı', { exact: true })).toBeVisible();
  });

  test('a member who signed in before opening the mail confirms through the link and stays signed in', async ({ page, request }) => {
    const a = newAccount();
    await apiSignUp(request, a);
    await useSession(page, request, a);
    const link = await mailLink(a.email, '/hesap/email-onayla');
    await page.goto('/profil');
    await expect(page.getByText('E-posta onaylanmadı', { exact: true })).toBeVisible();
    await page.goto(link);
    await expect(page.getByText('E-posta adresiniz doğrulandı! Yönlendiriliyorsunuz...')).toBeVisible();
    await expect(page).toHaveURL(/\/hesap\/email-onaylandi$/, { timeout: 6_000 });
    await expect(page.getByText('E-posta adresiniz başarıyla onaylandı.')).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Profilime Git' }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await expect(page.getByText('E-posta onaylandı', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Deniz Kaya');
  });

  test('forgot password → mail → new password → /giris after 3 s → the new one works, the old one is refused', async ({ page, request }) => {
    const a = newAccount();
    await apiSignUp(request, a);
    const before = await mailCount(a.email);

    await page.goto('/sifre-sifirlama');
    const sent = 'Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.';
    await page.locator('main form').getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByText('E-posta alanı zorunludur')).toBeVisible();
    // An unknown address gets the same answer as a known one.
    await page.getByLabel('E-posta').fill('kimse-yok@example.com');
    await page.locator('main form').getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByText(sent)).toBeVisible();
    await page.goto('/sifre-sifirlama');
    await page.getByLabel('E-posta').fill(a.email);
    await page.locator('main form').getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(page.getByText(sent)).toBeVisible();

    const link = await mailLink(a.email, '/sifre-sifirlama', before);
    await page.goto(link);
    const form = page.locator('main form');
    await form.getByLabel('Yeni Şifre', { exact: true }).fill('Kayak2027?');
    await form.getByLabel('Yeni Şifre Tekrar', { exact: true }).fill('Kayak2027!');
    await expect(page.getByText('Şifreler eşleşmiyor')).toBeVisible();
    await form.getByLabel('Yeni Şifre Tekrar', { exact: true }).fill('Kayak2027?');
    await form.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByText('Şifreniz başarıyla değiştirildi! Giriş sayfasına yönlendiriliyorsunuz...')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/giris$/, { timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_500);

    await signInThroughForm(page, a.kullaniciAdi, a.sifre);
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.').first()).toBeVisible();
    await signInThroughForm(page, a.kullaniciAdi, 'Kayak2027?');
    await expect(page).toHaveURL(/\/$/);

    // The used link now gets a clear error and a way to ask again.
    await signOutFromMenu(page, 'Deniz Kaya');
    await page.goto(link);
    await page.locator('main form').getByLabel('Yeni Şifre', { exact: true }).fill('Kayak2028!');
    await page.locator('main form').getByLabel('Yeni Şifre Tekrar', { exact: true }).fill('Kayak2028!');
    await page.locator('main form').getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'bağlantı' }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Yeni şifre sıfırlama bağlantısı iste' }).click();
    await expect(page.locator('main form').getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' })).toBeVisible();
  });

  test('profile edit persists after reload, a new photo shows, the SMS code confirms the phone', async ({ page, request }) => {
    const a = newAccount();
    await apiSignUp(request, a);
    await useSession(page, request, a);
    await page.goto('/profil');
    await expect(page.getByRole('heading', { name: 'Deniz Kaya' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profil Bilgileri' })).toBeVisible();

    // Profile info.
    await page.getByLabel('Ad', { exact: true }).fill('');
    await expect(page.getByText('Ad, Soyad, Kullanıcı Adı ve GSM alanları boş bırakılamaz!')).toBeVisible();
    await page.getByLabel('Ad', { exact: true }).fill('Deniz Su');
    await page.getByLabel('Biyografi').fill('Palandöken müdavimi.');
    await page.getByRole('button', { name: 'Bilgileri Kaydet' }).click();
    await expect(page.getByText('Profil bilgileriniz başarıyla güncellendi.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Deniz Su Kaya' })).toBeVisible();
    await expect(page.getByLabel('Biyografi')).toHaveValue('Palandöken müdavimi.');
    await expect(page.getByRole('banner')).toContainText('Deniz Su Kaya');

    // Profile photo: sent, re-encoded by the API and shown from /uploads/profil/.
    await page.getByLabel('Profil fotoğrafı seç').setInputFiles({ name: 'ben.png', mimeType: 'image/png', buffer: PNG_8X8 });
    await expect(page.getByText('Profil fotoğrafınız güncellendi.')).toBeVisible();
    const avatar = page.getByRole('img', { name: 'Profil fotoğrafı' });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/profil\/.+\.png$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Profil fotoğrafı' })).toHaveAttribute('src', /^\/uploads\/profil\/.+\.png$/);
    // Checked before sending: a GIF is refused with the spec's text.
    await page.getByLabel('Kapak fotoğrafı seç').setInputFiles({ name: 'hile.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('Sadece JPEG veya PNG formatındaki dosyalar kabul edilir.')).toBeVisible();

    // Phone confirmation with the code from the SMS outbox.
    const phone = page.getByRole('group', { name: 'Telefon onayı' });
    await expect(phone.getByText('Telefon onaylanmadı')).toBeVisible();
    await phone.getByRole('button', { name: 'Onay Kodu Gönder' }).click();
    await expect(phone.getByText('Onay kodu telefonunuza SMS olarak gönderildi. Kod 5 dakika geçerlidir.')).toBeVisible();
    let code = '';
    await expect
      .poll(async () => {
        const sms = (await readIndex<{ to: string; text: string }>(outbox('sms'))).filter((m) => m.to === a.gsm).at(-1);
        code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
        return code;
      })
      .not.toBe('');
    await phone.getByLabel('Onay Kodu').fill(code);
    await phone.getByRole('button', { name: 'Doğrula' }).click();
    await expect(phone.getByText('Telefon onaylandı')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Telefon onayı' }).getByText('Telefon onaylandı')).toBeVisible();

    // The reset and confirmation pages are guest-only.
    await page.goto('/sifre-sifirlama');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profil');

    // A new number is unconfirmed again.
    await page.getByLabel('GSM', { exact: true }).fill('05419998877');
    await page.getByRole('button', { name: 'Bilgileri Kaydet' }).click();
    await expect(page.getByRole('group', { name: 'Telefon onayı' }).getByText('Telefon onaylanmadı')).toBeVisible();
  });

  test('a password change ends older sessions: the old token is sent to /giris, this tab stays signed in', async ({ page, browser, request, baseURL }) => {
    const a = newAccount();
    await apiSignUp(request, a);
    const old = await apiLogin(request, a);
    await useSession(page, request, a);

    await page.goto('/profil');
    await page.getByRole('tab', { name: 'Şifre Değiştir' }).click();
    await page.getByLabel('Mevcut Şifre').fill('Yanlis123!');
    await page.getByLabel('Yeni Şifre', { exact: true }).fill('Kayak2029!');
    await page.getByLabel('Yeni Şifre Tekrar').fill('Kayak2029!');
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'hatalı' }).first()).toBeVisible();
    await expect(page.getByLabel('Yeni Şifre', { exact: true })).toHaveValue('Kayak2029!');
    await page.getByLabel('Mevcut Şifre').fill(a.sifre);
    await page.getByRole('button', { name: /Şifreyi Değiştir$/ }).click();
    await expect(page.getByText('Şifreniz başarıyla değiştirildi.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Deniz Kaya' })).toBeVisible();

    const other = await browser.newContext({ baseURL, locale: 'tr-TR' });
    const stale = await other.newPage();
    await stale.addInitScript(([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    }, [old.token, JSON.stringify(old.user)] as const);
    await stale.goto('/profil');
    await expect(stale).toHaveURL(/\/giris\?redirect=%2Fprofil$/);
    await expect(stale.getByText('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.')).toBeVisible();
    await other.close();
  });
});
