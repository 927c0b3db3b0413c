import { expect, test, type Locator, type Page } from './fixtures';
import { scrollThroughPage } from './helpers';

// The complete home page, news detail and the gallery lightbox, on the seed data.
// The weather comes from GET /api/hava, which the e2e stack answers from a stub provider
// (WEATHER_BASE_URL): the test expects whatever that answer holds, never live values.

interface News {
  baslik: string;
  slug: string;
  icerik: string;
  anahtarKelimeler: string | null;
  yayinlayanKullaniciAdi: string;
  yayinlanmaTarihi: string;
}

interface CentreWeather {
  merkez: string;
  sicaklik: number;
  durum: string;
  ruzgarKmh: number;
  yeniKarCm: number;
}

const measure = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** The home widgets' formats (mf-catalog weather widget): whole °C, one decimal for wind and snow. */
function temperature(celsius: number): string {
  const rounded = Math.round(celsius);
  return `${Object.is(rounded, -0) ? 0 : rounded} °C`;
}

/** The description meta of a news item: line breaks folded, first 160 characters (member spec §9). */
function description(icerik: string): string {
  return Array.from(icerik.replace(/\s+/g, ' ').trim()).slice(0, 160).join('');
}

/** dd.mm.yyyy in Turkey's time zone (member spec §1). */
function trDate(iso: string): string {
  return new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date(iso));
}

async function latestNews(page: Page): Promise<News[]> {
  const r = await page.request.get('/api/haber?page=1&pageSize=6');
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { veri: { items: News[] } }).veri.items;
}

/** Top edge of a section heading, to check the sections' order. */
async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('heading not laid out');
  return box.y;
}

test.describe('home page, complete (member spec §2 Home page, §9)', () => {
  test('shows banner, camps, about, newest products, latest news, three weather widgets and the latest gallery pictures in this order', async ({ page, request }) => {
    const news = await latestNews(page);
    expect(news, 'the seed holds at least 6 active news').toHaveLength(6);
    const hava = await request.get('/api/hava');
    expect(hava.status(), `the e2e stack answers GET /api/hava from a stub weather provider: ${await hava.text()}`).toBe(200);
    const weather = ((await hava.json()) as { veri: { merkezler: CentreWeather[] } }).veri.merkezler;
    expect(weather.map((w) => w.merkez)).toEqual(['Palandöken', 'Polat Palandöken', 'Konaklı']);
    const pictures = ((await (await request.get('/api/galeriresim/son-resimler')).json()) as { veri: unknown[] }).veri;
    expect(pictures.length).toBeGreaterThan(0);

    await page.goto('/');
    await scrollThroughPage(page);
    const main = page.locator('main');
    const headings = [
      main.getByRole('heading', { name: 'Kışın En Güzel Kampı' }),
      main.getByText('Aktif Kamplarımız').first(),
      main.getByRole('heading', { name: 'Karla büyüyen bir aile' }),
      main.getByRole('heading', { name: 'Yeni Ürünler' }),
      main.getByRole('heading', { name: 'Son Haberler' }),
      main.getByRole('heading', { name: 'Hava Durumu' }),
      main.getByRole('heading', { name: 'Kamplardan Kareler' }),
    ];
    for (const h of headings) await expect(h).toBeAttached({ timeout: 20_000 });
    const tops: number[] = [];
    for (const h of headings) tops.push(await top(h));
    expect(tops, 'sections in the order of member spec §2').toEqual([...tops].sort((a, b) => a - b));

    const slider = main.locator('.cat-news__carousel .slick-slide:not(.slick-cloned)');
    await expect(slider).toHaveCount(6);
    // Slides out of view are aria-hidden by the slider: look them up by address, not by role.
    for (const n of news) await expect(slider.locator(`a[href="/haber/${n.slug}"]`).filter({ hasText: n.baslik })).toHaveCount(1);

    for (const w of weather) {
      const card = main.getByRole('article', { name: `${w.merkez} hava durumu`, exact: true });
      await expect(card).toBeVisible();
      await expect(card).toContainText(temperature(w.sicaklik));
      await expect(card).toContainText(w.durum);
      await expect(card).toContainText(`${measure.format(w.ruzgarKmh)} km/sa`);
      await expect(card).toContainText(`${measure.format(w.yeniKarCm)} cm`);
      await expect(card.locator('.cat-weather-card__icon svg')).toBeVisible();
    }

    await expect(main.locator('.sc-home-gallery__grid img')).toHaveCount(pictures.length);
  });

  test('the news slider shows 3, 2 and 1 cards at 1280, 1024 and 390 px (member spec §9)', async ({ page }) => {
    await page.goto('/');
    await scrollThroughPage(page);
    const active = page.locator('main .cat-news__carousel .slick-slide.slick-active');
    await expect(active).toHaveCount(3, { timeout: 20_000 });
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(active).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(active).toHaveCount(1);
  });

  test('a news card opens /haber/:slug with its text, title and meta tags', async ({ page }) => {
    const [first] = await latestNews(page);
    if (!first) throw new Error('no news seeded');
    await page.goto('/');
    await scrollThroughPage(page);
    const card = page.locator('main .cat-news__carousel .slick-slide:not(.slick-cloned)').first();
    await card.getByRole('link', { name: first.baslik, exact: true }).click();
    await expect(page).toHaveURL(`/haber/${first.slug}`);

    const article = page.locator('main article.cat-news-article');
    await expect(article.getByRole('heading', { name: first.baslik, level: 2 })).toBeVisible();
    await expect(article).toContainText(first.yayinlayanKullaniciAdi);
    await expect(article).toContainText(trDate(first.yayinlanmaTarihi));
    expect(await article.getByTestId('news-text').textContent()).toBe(first.icerik);
    await expect(article.getByRole('link', { name: "Facebook'ta paylaş" })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL(`/haber/${first.slug}`, page.url()).href)}`,
    );
    await expect(article.getByRole('link', { name: "X'te (Twitter) paylaş" })).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?url=/);

    await expect(page).toHaveTitle(`${first.baslik} | Kayak Kulübü`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description(first.icerik));
    const keywords = (first.anahtarKelimeler ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .join(', ');
    if (keywords) await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', keywords);
  });

  test('an unknown news slug shows the not-found state with a link home', async ({ page }) => {
    await page.goto('/haber/boyle-bir-haber-yok');
    await expect(page.getByText('Haber bulunamadı.')).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a gallery picture opens the lightbox', async ({ page }) => {
    await page.goto('/');
    const picture = page.locator('main .sc-home-gallery__grid img').first();
    await picture.scrollIntoViewIfNeeded({ timeout: 20_000 });
    // The picture's 'Büyüt' mask covers it on hover: the visitor clicks the picture's frame.
    await page.locator('main .sc-home-gallery__grid .ant-image').first().click();
    const preview = page.locator('.ant-image-preview-img');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', (await picture.getAttribute('src')) ?? '');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  test('the HTML of /haber/:slug carries the title, description and Open Graph tags without JavaScript (as curl reads it)', async ({ page }) => {
    const [news] = await latestNews(page);
    const r = await page.request.get(`/haber/${news!.slug}`, { headers: { accept: 'text/html' } });
    expect(r.status()).toBe(200);
    const html = await r.text();
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(html).toContain(`<meta property="og:title" content="${escaped(news!.baslik)}"`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/uploads\/haber\/[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/haber/${news!.slug}"`));
    expect(html).toContain(`<title>${escaped(news!.baslik)} | Kayak Kulübü</title>`);
    const robots = await page.request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /admin');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/haber/${news!.slug}</loc>`);
  });
});
