// The host's page metadata, robots.txt and sitemap.xml against a stub API server.
import http from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHost } from '../src/server.mjs';
import { createMetaSource, escapeHtml, injectMeta, newsDescription, siteOrigin } from '../src/meta.mjs';
// The news page's own rule, to hold the host's link-preview description to the same result.
import { metaDescription } from '../../../mf-catalog/src/features/news/lib/newsMeta.ts';

const GALLERY_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const LONG_TEXT = `Kulübümüzün kış kampı kayıtları başladı.\nPalandöken'de ${'kayak ve snowboard eğitimi '.repeat(10)}sizi bekliyor.`;
const NEWS = {
  id: 'n1',
  baslik: 'Kış kampı </title><script>alert("x")</script> & "Kayak"',
  slug: 'kis-kampi-basladi',
  icerik: LONG_TEXT,
  // A summary that differs from the text: the page's description is the text's, so is the preview's.
  ozet: 'Kısa özet: kayıtlar açıldı.',
  anahtarKelimeler: 'kayak, kamp, "kış"',
  kapakGorselUrl: '/uploads/haber/kis-kampi.svg',
  yayinlanmaTarihi: '2026-11-20T09:00:00.000Z',
  yayinlayanKullaniciAdi: 'admin',
  aktif: true,
};
const PRODUCT = {
  id: 'p1',
  slug: 'kayak-botu',
  urunAdi: "Kayak Botu 'Pro'",
  kisaAciklama: 'Sıcak tutan, su geçirmez kayak botu.',
  aciklama: '<p>Uzun <b>HTML</b> açıklama</p>',
  anaGorselUrl: '/api/urun/resim/kayak-botu.svg',
  kategoriAdi: 'Botlar',
  olusturmaTarihi: '2026-10-01T10:00:00.000Z',
  urunResimleri: [],
};
const GALLERY = { id: GALLERY_ID, galeriAdi: 'Palandöken 2026', kampAdi: 'Yılbaşı Kampı', aciklama: 'Kamptan kareler.', olusturmaTarihi: '2026-01-05T10:00:00.000Z', aktif: true };

let dir;
let api;
let apiUrl;
let host;
/** Calls per API path (without query). */
const calls = new Map();
let down = false;
/** Set once the stub has sent the slow news answer (2.5 s after its request). */
let slowAnswered = false;

const envelope = (veri) => JSON.stringify({ basarili: true, veri, mesaj: '' });
const paged = (all, url) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 10);
  return { items: all.slice((page - 1) * size, page * size), totalCount: all.length, totalPages: Math.ceil(all.length / size), page, pageSize: size };
};

function stubApi(req, res) {
  const url = new URL(req.url, 'http://stub');
  calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
  if (down) {
    res.statusCode = 503;
    return res.end(JSON.stringify({ basarili: false, veri: null, mesaj: 'Hizmet kullanılamıyor.' }));
  }
  res.setHeader('Content-Type', 'application/json');
  const ok = (veri) => res.end(envelope(veri));
  const notFound = () => {
    res.statusCode = 404;
    res.end(JSON.stringify({ basarili: false, veri: null, mesaj: 'Bulunamadı.' }));
  };
  switch (url.pathname) {
    case `/api/haber/${NEWS.slug}`:
      return ok(NEWS);
    case '/api/haber/yavas-haber':
      return setTimeout(() => {
        slowAnswered = true;
        ok({ ...NEWS, slug: 'yavas-haber', baslik: 'Yavaş haber' });
      }, 2500);
    case '/api/urun/resolve/kayak-botu':
    case '/api/urun/resolve/p1':
      return ok(PRODUCT);
    case `/api/galeri/${GALLERY_ID}`:
      return ok(GALLERY);
    case `/api/galeriresim/galeri/${GALLERY_ID}`:
      return ok([{ id: 'r1', galeriId: GALLERY_ID, resimYolu: '/uploads/galeri/palandoken-1.svg' }]);
    case '/api/urun':
      return ok(paged([PRODUCT, { ...PRODUCT, id: 'p2', slug: 'kayak-gozlugu' }], url));
    case '/api/haber':
      return ok(paged(Array.from({ length: 55 }, (_, i) => ({ ...NEWS, id: `n${i}`, slug: `haber-${i + 1}` })), url));
    case '/api/galeri':
      return ok([GALLERY]);
    default:
      return notFound();
  }
}

async function makeSite() {
  dir = await mkdtemp(path.join(os.tmpdir(), 'host-meta-'));
  const shell = path.join(dir, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(
    path.join(shell, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>Kayak Kulübü | Çocuk ve Gençlik Kış Kampları</title><meta charset="utf-8"><meta name="description" content="Genel açıklama"></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(shell, 'routes.json'),
    JSON.stringify([
      { path: '/', page: 'home', guard: 'public', title: 'Ana Sayfa' },
      { path: '/hakkimizda', page: 'about', guard: 'public', title: 'Hakkımızda' },
    ]),
  );
  const data = path.join(dir, 'data');
  await mkdir(data, { recursive: true });
  const route = (p, guard) => ({ path: p, module: 'X', guard, title: 'X' });
  await writeFile(
    path.join(data, 'releases.json'),
    JSON.stringify({
      remotes: {
        catalog: { live: '1', routes: [route('/urunler', 'public'), route('/urun/:slugOrId', 'public'), route('/haber/:slug', 'public'), route('/galeri/:id', 'public')] },
        account: { live: '1', routes: [route('/giris', 'guest'), route('/profil', 'login')] },
        checkout: { live: '1', routes: [route('/sepet', 'login'), route('/odeme-sonuc', 'public')] },
        admin: { live: '1', routes: [route('/admin/ulkeler', 'admin')] },
      },
    }),
  );
  return { shell, data };
}

beforeAll(async () => {
  api = http.createServer(stubApi);
  await new Promise((r) => api.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${api.address().port}`;
  const { shell, data } = await makeSite();
  host = await buildHost({ shellDist: shell, dataDir: data, apiUrl });
});

afterAll(async () => {
  await host.close();
  api.closeAllConnections();
  await new Promise((r) => api.close(r));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  down = false;
});

/** Attribute `content` of `<meta {attr}="{name}">` in html (raw, still escaped). */
const metaContent = (html, attr, name) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('news description: one rule for the link preview and the page (member spec §2)', () => {
  it.each([LONG_TEXT, 'Kısa haber.', '  Satır\n\nsonu   boşluk  ', 'ğüşiöç'.repeat(40), ''])('host and page agree on %j', (text) => {
    expect(newsDescription(text)).toBe(metaDescription(text));
  });
});

describe('page metadata for link previews', () => {
  it('writes title, description, keywords, canonical and Open Graph tags of a news page, escaped', async () => {
    const r = await host.inject({ url: `/haber/${NEWS.slug}`, headers: { host: 'kulup.example:3000' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    const html = r.body;
    // One title, the news title's, escaped; the shell's own description replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Kış kampı &lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Kayak&quot; | Kayak Kulübü</title>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('Genel açıklama');
    expect(metaContent(html, 'property', 'og:title')).toBe(escapeHtml(NEWS.baslik));
    // The first 160 characters of the text, on one line (not the summary): what the page sets.
    const description = metaContent(html, 'name', 'description');
    expect(description).toBe(escapeHtml(metaDescription(LONG_TEXT)));
    expect(Array.from(metaDescription(LONG_TEXT))).toHaveLength(160);
    expect(description.startsWith('Kulübümüzün kış kampı kayıtları başladı. Palandöken&#39;de')).toBe(true);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'name', 'keywords')).toBe('kayak, kamp, &quot;kış&quot;');
    expect(metaContent(html, 'property', 'og:image')).toBe('http://kulup.example:3000/uploads/haber/kis-kampi.svg');
    expect(metaContent(html, 'property', 'og:url')).toBe('http://kulup.example:3000/haber/kis-kampi-basladi');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(html).toContain('<link rel="canonical" href="http://kulup.example:3000/haber/kis-kampi-basladi">');
    expect(html).toContain('<div id="root"></div>');
    // The charset stays ahead of the added tags.
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('<title>'));
  });

  it('a title holding <script> or quotes cannot break out of a tag or an attribute', () => {
    const hostile = { title: '"><script>alert(1)</script>', description: "' onload='x", keywords: '<b>', image: 'javascript:alert(1)', path: '/haber/x', type: 'article' };
    const html = injectMeta('<html><head></head><body></body></html>', hostile, 'https://kulup.example');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("' onload='");
    expect(html).not.toContain('javascript:');
    // Every added tag is one whole tag: attributes hold no raw quote or angle bracket.
    for (const tag of html.match(/<meta [^>]*>/g)) expect(tag).toMatch(/^<meta (name|property)="[^"<>]*" content="[^"<>]*">$/);
  });

  it('uses PUBLIC_URL for absolute addresses when set, and a safe origin for a strange Host', async () => {
    expect(siteOrigin({ protocol: 'http', headers: { host: 'kulup.example' } }, 'https://kayakkulubu.example/')).toBe('https://kayakkulubu.example');
    expect(siteOrigin({ protocol: 'http', headers: { host: 'evil"><script>' } })).toBe('http://localhost');
    const { shell, data } = await makeSite();
    const site = await buildHost({ shellDist: shell, dataDir: data, apiUrl, publicUrl: 'https://kayakkulubu.example' });
    try {
      const r = await site.inject(`/urun/kayak-botu`);
      expect(metaContent(r.body, 'property', 'og:url')).toBe('https://kayakkulubu.example/urun/kayak-botu');
      expect(metaContent(r.body, 'property', 'og:image')).toBe('https://kayakkulubu.example/api/urun/resim/kayak-botu.svg');
    } finally {
      await site.close();
    }
  });

  it('describes a product from its short text and a gallery from its first picture', async () => {
    const p = await host.inject({ url: '/urun/p1', headers: { host: 'kulup.example' } });
    expect(p.body).toContain('<title>Kayak Botu &#39;Pro&#39; | Kayak Kulübü</title>');
    expect(metaContent(p.body, 'name', 'description')).toBe('Sıcak tutan, su geçirmez kayak botu.');
    // The canonical address is the slug's, whichever key was asked for.
    expect(metaContent(p.body, 'property', 'og:url')).toBe('http://kulup.example/urun/kayak-botu');
    expect(metaContent(p.body, 'property', 'og:type')).toBe('product');
    const g = await host.inject({ url: `/galeri/${GALLERY_ID}`, headers: { host: 'kulup.example' } });
    expect(g.body).toContain('<title>Palandöken 2026 | Kayak Kulübü</title>');
    expect(metaContent(g.body, 'name', 'description')).toBe('Kamptan kareler.');
    expect(metaContent(g.body, 'property', 'og:image')).toBe('http://kulup.example/uploads/galeri/palandoken-1.svg');
    expect(metaContent(g.body, 'name', 'keywords')).toBe('Palandöken 2026, Yılbaşı Kampı');
  });

  it('serves an unknown slug as today: the shell page, 200 on the route, with its own title', async () => {
    const r = await host.inject('/haber/olmayan-haber');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<title>Kayak Kulübü | Çocuk ve Gençlik Kış Kampları</title>');
    expect(r.body).not.toContain('og:title');
    // Paths outside the route table keep their 404 and never reach the API.
    const before = calls.get('/api/haber/a/b') ?? 0;
    expect((await host.inject('/haber/a/b')).statusCode).toBe(404);
    expect(calls.get('/api/haber/a/b') ?? 0).toBe(before);
  });

  it('keeps answers for a short time and asks the API again after it', async () => {
    let clock = 1_000_000;
    const source = createMetaSource({ apiUrl, ttlMs: 60_000, now: () => clock });
    const path0 = `/api/haber/${NEWS.slug}`;
    const before = calls.get(path0) ?? 0;
    const [a, b] = await Promise.all([source.forPath(`/haber/${NEWS.slug}`), source.forPath(`/haber/${NEWS.slug}`)]);
    expect(a?.title).toBe(NEWS.baslik);
    expect(b).toEqual(a);
    expect(await source.forPath(`/haber/${NEWS.slug}`)).toEqual(a);
    expect(calls.get(path0) - before).toBe(1);
    clock += 61_000;
    await source.forPath(`/haber/${NEWS.slug}`);
    expect(calls.get(path0) - before).toBe(2);
    // A not-found answer is kept too.
    const nf = calls.get('/api/haber/yok') ?? 0;
    expect(await source.forPath('/haber/yok')).toBeNull();
    expect(await source.forPath('/haber/yok')).toBeNull();
    expect(calls.get('/api/haber/yok') - nf).toBe(1);
  });

  it('holds a bounded number of answers', async () => {
    const source = createMetaSource({ apiUrl, maxEntries: 3 });
    for (let i = 0; i < 10; i++) await source.forPath(`/haber/yok-${i}`);
    expect(source.size).toBe(3);
  });

  it('serves the page without tags within the timeout when the API is slow, and with them once the answer is in', async () => {
    const t0 = Date.now();
    const r = await host.inject('/haber/yavas-haber');
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('og:title');
    expect(r.body).toContain('<div id="root"></div>');
    // Served on the 800 ms timeout, before the API's answer (2.5 s): timers never fire early, and
    // whether the answer was sent is a flag, not a reading of the clock.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(700);
    expect(slowAnswered).toBe(false);
    // The slow answer, once in, serves the next visits with no request of their own.
    await vi.waitFor(() => expect(slowAnswered).toBe(true), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        const again = await host.inject('/haber/yavas-haber');
        expect(metaContent(again.body, 'property', 'og:title')).toBe('Yavaş haber');
      },
      { timeout: 10_000 },
    );
    expect(calls.get('/api/haber/yavas-haber')).toBe(1);
  });

  it('serves the page at once without tags when the API is down or failing', async () => {
    const { shell, data } = await makeSite();
    const closed = http.createServer();
    await new Promise((r) => closed.listen(0, '127.0.0.1', r));
    const deadUrl = `http://127.0.0.1:${closed.address().port}`;
    await new Promise((r) => closed.close(r));
    // A 30 s tag timeout: a page that waited for it instead of serving at once could not come in
    // under the 10 s bounds below, however busy the machine.
    const meta = { timeoutMs: 30_000 };
    const site = await buildHost({ shellDist: shell, dataDir: data, apiUrl: deadUrl, meta });
    const failing = await buildHost({ shellDist: shell, dataDir: data, apiUrl, meta });
    try {
      const t0 = Date.now();
      const r = await site.inject('/urun/kayak-botu');
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<div id="root"></div>');
      expect(r.body).not.toContain('og:title');
      expect(Date.now() - t0).toBeLessThan(10_000);
      // The sitemap still lists the static pages.
      const s = await site.inject('/sitemap.xml');
      expect(s.statusCode).toBe(200);
      expect(s.body).toContain('/hakkimizda</loc>');
      expect(s.body).not.toContain('/urun/');
      // An API answering 503: the plain shell, at once.
      down = true;
      const t1 = Date.now();
      const plain = await failing.inject('/urun/baska-urun');
      expect(Date.now() - t1).toBeLessThan(10_000);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).not.toContain('og:title');
    } finally {
      await site.close();
      await failing.close();
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('allows everything but the private areas and names the sitemap', async () => {
    const r = await host.inject({ url: '/robots.txt', headers: { host: 'kulup.example' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    expect(r.body).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /hesap', 'Disallow: /profil', 'Disallow: /sepet', 'Disallow: /odeme', '', 'Sitemap: http://kulup.example/sitemap.xml', ''].join('\n'),
    );
  });

  it('lists public parameterless pages, active products, every page of news and the galleries', async () => {
    const r = await host.inject({ url: '/sitemap.xml', headers: { host: 'kulup.example' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/xml');
    const locs = [...r.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace('http://kulup.example', ''));
    expect(r.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locs).toEqual(expect.arrayContaining(['/', '/hakkimizda', '/urunler', '/urun/kayak-botu', '/urun/kayak-gozlugu', `/galeri/${GALLERY_ID}`, '/haber/haber-1', '/haber/haber-55']));
    expect(locs.filter((l) => l.startsWith('/haber/'))).toHaveLength(55);
    // Guarded, parameterised and robots-closed pages are not listed.
    for (const hidden of ['/giris', '/profil', '/sepet', '/odeme-sonuc', '/admin/ulkeler', '/urun/:slugOrId']) expect(locs).not.toContain(hidden);
    expect(r.body).toContain('<loc>http://kulup.example/haber/haber-1</loc><lastmod>2026-11-20</lastmod>');
  });

  it('keeps a built sitemap briefly', async () => {
    const before = calls.get('/api/galeri') ?? 0;
    await host.inject({ url: '/sitemap.xml', headers: { host: 'kulup.example' } });
    await host.inject({ url: '/sitemap.xml', headers: { host: 'kulup.example' } });
    expect((calls.get('/api/galeri') ?? 0) - before).toBe(0);
  });
});
