// Admin camp operations (admin spec §2, §4, §5, §8) in the composed site against the
// real API and database: the Admin builds a camp from a new country down to priced
// accommodation options on the admin remote's screens, the member sees it on /kampa-kayit, a
// city still in use cannot be deleted, and a member never reaches /admin/….
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './fixtures';
import { ADMIN, apiLogin, clickInModal, exactLabel, newMember, openFromHoverMenu, pick, putSession, useSession } from './helpers';

/** A 400x300 PNG poster (mountain on a sky gradient). */
const PNG = readFileSync(fileURLToPath(new URL('../fixtures/kamp.png', import.meta.url)));

/** A field's accessible name, with or without the required mark ('* Ülke'). */

/** The toast (or inline success text) of a save. */
async function saved(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** Fills a field of the create/edit card by label. */
const field = (page: Page, label: string): Locator => page.getByLabel(exactLabel(label));

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (the date pickers' format). */
const trDate = (iso: string) => iso.split('-').reverse().join('.');

test.describe('admin camp operations', () => {
  test('the Admin builds country → city → hotel → room type → accommodation types → camp with image → priced options, and the member sees them on /kampa-kayit', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const s = Date.now().toString(36).slice(-5).toUpperCase();
    const names = {
      country: `Kayaklandiya ${s}`,
      city: `Karlıtepe ${s}`,
      hotel: `Zirve Oteli ${s}`,
      room: `Aile Odası ${s}`,
      couple: `İki Yetişkin ${s}`,
      family: `Aile 2+1 ${s}`,
      camp: `Yılbaşı Kampı ${s}`,
    };
    const admin = await useSession(page, request, ADMIN);
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Galeri')).toBeVisible();
    await openFromHoverMenu(page, 'Yönetim', 'Ülkeler', /\/admin\/ulkeler$/);
    await field(page, 'Ülke Adı').fill(names.country);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await saved(page, 'Ülke başarıyla eklendi.');

    // Every camp operations screen is in the Management menu (declared by the admin remote).
    await openFromHoverMenu(page, 'Yönetim', 'Şehirler', /\/admin\/sehirler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Şehirler' })).toBeVisible();
    await pick(page, page, 'Ülke', names.country);
    await field(page, 'Şehir Adı').fill(names.city);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await saved(page, 'Şehir başarıyla eklendi.');

    await page.goto('/admin/oteller');
    await pick(page, page, 'Ülke', names.country);
    await pick(page, page, 'Şehir', names.city);
    await field(page, 'Otel Adı').fill(names.hotel);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await saved(page, 'Otel başarıyla eklendi.');

    await page.goto('/admin/odatipleri');
    await pick(page, page, 'Otel', names.hotel);
    await field(page, 'Oda Tipi Adı').fill(names.room);
    await page.getByRole('button', { name: 'Ekle' }).click();
    await saved(page, /Oda tipi başarıyla eklendi/);

    await page.goto('/admin/konaklamatipleri');
    for (const [name, adults, small] of [
      [names.couple, '2', '0'],
      [names.family, '2', '1'],
    ] as const) {
      await pick(page, page, 'Oda Tipi', names.room);
      await field(page, 'Konaklama Tipi Adı').fill(name);
      await field(page, 'Yetişkin Sayısı').fill(adults);
      await field(page, 'Çocuk (0-6) Sayısı').fill(small);
      await page.getByRole('button', { name: 'Ekle' }).click();
      await expect(field(page, 'Konaklama Tipi Adı')).toHaveValue('');
    }
    await page.getByPlaceholder(/ ara$/).fill(s);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: names.family })).toContainText(names.room);

    // The camp: cascading selects, dates, fee type and an image uploaded after the save.
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 47 * 86_400_000).toISOString().slice(0, 10);
    await page.goto('/admin/kamplar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kamplar' })).toBeVisible();
    await pick(page, page, 'Ülke', names.country);
    await pick(page, page, 'Şehir', names.city);
    await pick(page, page, 'Otel', names.hotel);
    await field(page, 'Kamp Adı').fill(names.camp);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await field(page, 'Başlangıç Tarihi').fill(trDate(yesterday));
    await field(page, 'Başlangıç Tarihi').press('Enter');
    await expect(page.getByText('Başlangıç tarihi bugünden önce olamaz.')).toBeVisible();
    await field(page, 'Başlangıç Tarihi').fill(trDate(start));
    await field(page, 'Başlangıç Tarihi').press('Enter');
    await expect(page.getByText('Başlangıç tarihi bugünden önce olamaz.')).toHaveCount(0);
    await field(page, 'Bitiş Tarihi').fill(trDate(end));
    await field(page, 'Bitiş Tarihi').press('Enter');
    await pick(page, page, 'Kamp Ücret Tipi', 'TL');
    await page.locator('input[type=file]').setInputFiles({ name: 'kamp.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: /önizleme/i })).toBeVisible();
    await page.getByRole('button', { name: 'Ekle' }).click();
    await saved(page, /Kamp başarıyla eklendi/);
    await page.getByPlaceholder(/ ara$/).fill(names.camp);
    const campRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: names.camp });
    await expect(campRow).toHaveCount(1);
    const thumb = campRow.locator('img').first();
    await expect(thumb).toHaveAttribute('src', /\/uploads\/kamp\/.+\.png$/);
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Options: bulk-create one per accommodation type of the room type, then price and activate one.
    await page.goto('/admin/konaklamasecenekleri');
    await pick(page, page, 'Ülke', names.country);
    await pick(page, page, 'Şehir', names.city);
    await pick(page, page, 'Otel', names.hotel);
    await pick(page, page, 'Oda Tipi', names.room);
    await pick(page, page, 'Kamp', names.camp);
    await page.getByRole('button', { name: /Toplu Oluştur/ }).click();
    await saved(page, '2 kayıt başarıyla oluşturuldu');
    await page.getByRole('button', { name: /Toplu Oluştur/ }).click();
    await saved(page, 'Yeni kayıt oluşturulmadı: bu kamp ve oda tipi için tüm konaklama seçenekleri zaten kayıtlı.');

    await page.getByPlaceholder(/ ara$/).fill(names.family);
    const optionRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: names.family });
    await expect(optionRow).toHaveCount(1);
    await expect(optionRow).toContainText('Pasif');
    await optionRow.getByRole('button', { name: /düzenle/ }).click();
    await expect(page.getByRole('button', { name: 'Güncelle' })).toBeVisible();
    // Editing back-fills the cascade from the option's camp and type.
    await expect(page.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: exactLabel('Otel') }) })).toContainText(names.hotel);
    // The counts are copied from the type and read-only.
    const count = (label: string) => page.locator('.ant-form-item', { has: page.locator('label', { hasText: exactLabel(label) }) }).locator('.ant-form-item-control');
    await expect(count('Yetişkin')).toHaveText('2');
    await expect(count('Çocuk (0-6)')).toHaveText('1');
    await field(page, 'TL Fiyatı').fill('45000');
    await expect(field(page, 'Euro Fiyatı')).not.toHaveValue(/^(0[.,]00)?$/);
    await page.getByRole('switch').last().click();
    await page.getByRole('button', { name: 'Güncelle' }).click();
    await saved(page, /güncellendi/);
    await expect(optionRow).toContainText('Aktif');

    // The member side shows the camp and its priced option at once.
    const member = await newMember(request);
    const memberPage = await (await browser.newContext({ baseURL: page.url().replace(/\/admin.*$/, '') })).newPage();
    await putSession(memberPage, member);
    await memberPage.goto('/kampa-kayit');
    await expect(memberPage.getByRole('heading', { name: 'Kampa Kayıt', level: 1 })).toBeVisible();
    await memberPage.getByRole('combobox', { name: 'Kamp' }).click();
    await memberPage.getByTitle(new RegExp(`^${names.camp} \\(`)).click();
    await expect(memberPage.getByRole('radio', { name: new RegExp(names.family.replace(/[+]/g, '\\+')) })).toBeVisible();
    await expect(memberPage.getByRole('radio', { name: new RegExp(names.couple) })).toHaveCount(0);
    await memberPage.context().close();

    // A city still used by a hotel and a camp cannot be deleted: 409 with the message, row stays.
    await page.goto('/admin/sehirler');
    await page.getByPlaceholder(/ ara$/).fill(names.city);
    const cityRow = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: names.city });
    await cityRow.getByRole('button', { name: `${names.city} sil` }).click();
    await clickInModal(page, page.getByRole('dialog').getByRole('button', { name: 'Sil' }));
    await expect(page.getByText('Bu şehir başka kayıtlarda kullanıldığı için silinemez.').first()).toBeVisible();
    await expect(cityRow).toHaveCount(1);
    const cities = (await (await request.get('/api/sehir', { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as { veri: { sehirAdi: string }[] };
    expect(cities.veri.some((c) => c.sehirAdi === names.city)).toBe(true);
  });

  test('a member sent to an admin screen lands on /, and every camp operations call answers 401 / 403', async ({ page, request }) => {
    const member = await newMember(request);
    await putSession(page, member);
    for (const path of ['/admin/kamplar', '/admin/konaklamasecenekleri', '/admin/galeriler']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    const auth = { Authorization: `Bearer ${member.token}` };
    const admin = await apiLogin(request, ADMIN);
    for (const url of ['/api/sehir', '/api/otel', '/api/odatipi', '/api/KonaklamaTipi', '/api/kampucrettipi', '/api/konaklamasecenegi', '/api/cinsiyet', '/api/kaymaseviyesi', '/api/ekipindirimikodu', '/api/odemedetay', '/api/kamp/ara?q=Pa']) {
      expect((await request.get(url)).status(), `${url} guest`).toBe(401);
      expect((await request.get(url, { headers: auth })).status(), `${url} member`).toBe(403);
      expect((await request.get(url, { headers: { Authorization: `Bearer ${admin.token}` } })).status(), `${url} admin`).toBe(200);
    }
    expect((await request.post('/api/doviz/cevir', { headers: auth, data: { tl: 100 } })).status()).toBe(403);
  });
});
