/**
 * News on the admin side (admin spec §2 News, §4, §5, §7, §8, §9): Admin-only routes (401/403 on
 * each), the shared schema's Turkish messages (422), the slug made from the title (Turkish letters
 * transliterated, unique with -2, -3 …, a sent slug taken → 409), plain text only (tags and
 * handlers stripped), the derived ozet, publisher and date, the admin list (tumu=true, 5-50), the
 * public pages showing a published item at once, and the cover upload and its file clean-up.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { News, NewsPage } from '@skiclub/shared/schemas';
import { NEWS_ADMIN_MESSAGES } from '@skiclub/shared/schemas/admin';
import { haberler } from '../../db/schema';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';
import { newsSlugBase, newsSummary, plainNewsText } from './news';

let t: TestContext, admin: string, member: string;
beforeAll(async () => ({ t, admin, member } = await openTestContext()));
afterAll(() => t.close());

const TEXT = 'Kulübümüzün yeni sezon hazırlıkları tüm hızıyla sürüyor ve kayıtlar açıldı.';
const ENGLISH = /\b(invalid|expected|received|required|must|too (big|small)|string|number|boolean|undefined|object)\b/i;

let serial = 0;
/** A valid body with a fresh title. */
const sample = (o: Record<string, unknown> = {}) => ({ baslik: `Deneme Haberi ${(serial += 1)}`, icerik: TEXT, anahtarKelimeler: 'kayak, kamp', slug: null, aktif: true, ...o });

/** Creates an item as Admin and returns it. */
async function create(o: Record<string, unknown> = {}): Promise<News> {
  const res = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample(o) });
  expect(res.statusCode, res.body).toBe(201);
  return body<News>(res).veri;
}

/** A multipart body with one file part `dosya`. */
function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----habertest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dosya"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2277aa' } }).png().toBuffer();
const uploadCover = async (id: string, token: string | undefined = admin, part?: ReturnType<typeof multipart>) =>
  call(t.app, { method: 'POST', url: `/api/haber/kapak/${id}`, token, ...(part ?? multipart('kapak.png', 'image/png', await png())) });
const fileOf = (path: string) => join(t.dataDir, path);

describe('admin news routes: roles', () => {
  it('401 for visitors and 403 for members on the admin list, create, update, delete and cover upload', async () => {
    const item = await create();
    const part = multipart('kapak.png', 'image/png', await png());
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/haber?tumu=true' },
      { method: 'POST', url: '/api/haber', payload: sample() },
      { method: 'PUT', url: '/api/haber', payload: { ...sample(), id: item.id } },
      { method: 'DELETE', url: `/api/haber/${item.id}` },
      { method: 'POST', url: `/api/haber/kapak/${item.id}`, ...part },
    ];
    for (const c of calls) {
      const guest = await call(t.app, c);
      expect(guest.statusCode, `${c.method} ${c.url} guest`).toBe(401);
      expect(body(guest).mesaj).toBe('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.');
      const res = await call(t.app, { ...c, token: member });
      expect(res.statusCode, `${c.method} ${c.url} member`).toBe(403);
      expect(body(res).mesaj).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    }
    // Nothing changed: the item is still there.
    const [row] = await t.db.select({ id: haberler.id }).from(haberler).where(eq(haberler.id, item.id));
    expect(row).toBeDefined();
  });
});

describe('admin news routes: validation (admin spec §5)', () => {
  it('422 with the spec messages, together, for an empty, short or too long body, on create and update', async () => {
    const item = await create();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { baslik: 'Başlık en az 5 karakter olmalı', icerik: 'İçerik en az 20 karakter olmalı' }],
      [sample({ baslik: 'Kış', icerik: 'Kısa metin' }), { baslik: 'Başlık en az 5 karakter olmalı', icerik: 'İçerik en az 20 karakter olmalı' }],
      [sample({ baslik: 'x'.repeat(181) }), { baslik: 'Başlık en fazla 180 karakter olmalı' }],
      [sample({ anahtarKelimeler: 'k'.repeat(501) }), { anahtarKelimeler: 'Anahtar kelimeler 500 karakteri aşmamalı' }],
    ];
    for (const [payload, errors] of cases) {
      for (const c of [
        { method: 'POST', url: '/api/haber', payload },
        { method: 'PUT', url: '/api/haber', payload: { ...payload, id: item.id } },
      ] as InjectOptions[]) {
        const res = await call(t.app, { ...c, token: admin });
        expect(res.statusCode, `${c.method} ${JSON.stringify(payload).slice(0, 60)}`).toBe(422);
        expect(body(res).hatalar).toMatchObject(errors);
      }
    }
  });

  it('accepts 5 and 180 character titles, 20 character texts and 500 character keywords (the boundaries, admin spec §9)', async () => {
    for (const o of [{ baslik: 'Kayak' }, { baslik: 'Ş'.repeat(180) }, { icerik: 'ç'.repeat(20) }, { anahtarKelimeler: 'k'.repeat(500) }]) {
      const res = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample(o) });
      expect(res.statusCode, JSON.stringify(o).slice(0, 40)).toBe(201);
    }
  });

  it('a mistyped body gets Turkish field messages only', async () => {
    const mistyped = Object.fromEntries(Object.keys(sample()).map((k) => [k, { yanlis: true }]));
    const res = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: mistyped });
    expect(res.statusCode).toBe(422);
    const messages = Object.values(body(res).hatalar ?? {});
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m, m).not.toMatch(ENGLISH);
  });

  it('a text that is only markup is too short once its tags are stripped', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample({ icerik: '<script>alert("uzun bir betik metni")</script><b>kısa</b>' }) });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ icerik: 'İçerik en az 20 karakter olmalı' });
  });

  it('checks a sent verification token for action haber', async () => {
    const bad = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample({ recaptchaToken: t.human('ulke') }) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(body(bad).hatalar ?? {})).toEqual(['recaptchaToken']);
    const good = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample({ recaptchaToken: t.human('haber') }) });
    expect(good.statusCode).toBe(201);
  });
});

describe('admin news routes: create, update, delete', () => {
  it("creates with 'Kaydedildi': plain text, ozet, the Admin's name, now as the date", async () => {
    const before = Date.now();
    const icerik = `İlk paragraf <b onclick="alert(1)">kalın</b> & "tırnak" <script>alert('x')</script><img src=x onerror=alert(1)>.\n\n${'Uzun bir cümle daha yazıyoruz. '.repeat(10)}`;
    const res = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample({ icerik }) });
    expect(res.statusCode).toBe(201);
    expect(body(res).mesaj).toBe('Kaydedildi');
    const item = body<News>(res).veri;
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.icerik.startsWith('İlk paragraf kalın & "tırnak" .\n\nUzun bir cümle')).toBe(true);
    expect(item.icerik).not.toMatch(/<|onclick|onerror|alert/);
    expect(item.ozet!.length).toBeLessThanOrEqual(161);
    expect(item.ozet!.endsWith('…')).toBe(true);
    expect(item.ozet!.startsWith('İlk paragraf kalın')).toBe(true);
    expect(item.yayinlayanKullaniciAdi).toBe('Mehmet Demir');
    expect(item.anahtarKelimeler).toBe('kayak, kamp');
    expect(Date.parse(item.yayinlanmaTarihi)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item.yayinlanmaTarihi)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('makes the slug from the title with Turkish letters transliterated, unique with -2 and -3', async () => {
    const baslik = 'Çığ Şöleni İçin Üç Öneri: Işıklı Gece Kayağı';
    const first = await create({ baslik });
    const second = await create({ baslik });
    const third = await create({ baslik, slug: '' });
    expect(first.slug).toBe('cig-soleni-icin-uc-oneri-isikli-gece-kayagi');
    expect(second.slug).toBe('cig-soleni-icin-uc-oneri-isikli-gece-kayagi-2');
    expect(third.slug).toBe('cig-soleni-icin-uc-oneri-isikli-gece-kayagi-3');
    // An update without a slug keeps the item's own slug free for it.
    const updated = await call(t.app, { method: 'PUT', url: '/api/haber', token: admin, payload: { ...sample({ baslik, slug: null }), id: second.id } });
    expect(body<News>(updated).veri.slug).toBe(second.slug);
  });

  it('uses a sent slug (normalised); a slug another item has → 409 on slug', async () => {
    const item = await create({ slug: 'Özel Bağlantı Adı' });
    expect(item.slug).toBe('ozel-baglanti-adi');
    const dup = await call(t.app, { method: 'POST', url: '/api/haber', token: admin, payload: sample({ slug: 'ozel-baglanti-adi' }) });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toEqual({ basarili: false, veri: null, mesaj: NEWS_ADMIN_MESSAGES.slugTaken, hatalar: { slug: NEWS_ADMIN_MESSAGES.slugTaken } });
    const other = await create();
    const renamed = await call(t.app, { method: 'PUT', url: '/api/haber', token: admin, payload: { ...sample({ slug: 'ozel-baglanti-adi' }), id: other.id } });
    expect(renamed.statusCode).toBe(409);
    // Its own slug is not a conflict.
    const same = await call(t.app, { method: 'PUT', url: '/api/haber', token: admin, payload: { ...sample({ slug: 'ozel-baglanti-adi' }), id: item.id } });
    expect(same.statusCode).toBe(200);
  });

  it("updates with 'Kaydedildi' and keeps publisher and date; 404 for an unknown or malformed id", async () => {
    const item = await create();
    const res = await call(t.app, { method: 'PUT', url: '/api/haber', token: admin, payload: { ...sample({ baslik: 'Güncellenmiş Başlık', aktif: false }), id: item.id } });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ basarili: true, mesaj: 'Kaydedildi', veri: { id: item.id, baslik: 'Güncellenmiş Başlık', aktif: false, yayinlanmaTarihi: item.yayinlanmaTarihi, yayinlayanKullaniciAdi: 'Mehmet Demir' } });
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      for (const c of [
        { method: 'PUT', url: '/api/haber', payload: { ...sample(), id } },
        { method: 'DELETE', url: `/api/haber/${id}` },
        { method: 'POST', url: `/api/haber/kapak/${id}`, ...multipart('k.png', 'image/png', await png()) },
      ] as InjectOptions[]) {
        const r = await call(t.app, { ...c, token: admin });
        expect(r.statusCode, `${c.method} ${id}`).toBe(404);
        expect(body(r)).toEqual({ basarili: false, veri: null, mesaj: 'Haber bulunamadı.' });
      }
    }
    const noId = await call(t.app, { method: 'PUT', url: '/api/haber', token: admin, payload: sample() });
    expect(noId.statusCode).toBe(422);
    expect(body(noId).hatalar).toMatchObject({ id: 'Kayıt seçimi zorunludur.' });
  });

  it("deletes with 'Haber silindi.'; the item is gone from the public pages", async () => {
    const item = await create();
    expect((await call(t.app, { method: 'GET', url: `/api/haber/${item.slug}` })).statusCode).toBe(200);
    const res = await call(t.app, { method: 'DELETE', url: `/api/haber/${item.id}`, token: admin });
    expect(body(res)).toEqual({ basarili: true, veri: null, mesaj: 'Haber silindi.' });
    expect((await call(t.app, { method: 'GET', url: `/api/haber/${item.slug}` })).statusCode).toBe(404);
  });
});

describe('admin list and public pages', () => {
  it('tumu=true gives the Admin every item, inactive ones too, newest first, 5-50 a page (default 10)', async () => {
    const hidden = await create({ aktif: false, baslik: 'Pasif Taslak Haber' });
    const res = await call(t.app, { method: 'GET', url: '/api/haber?tumu=true&page=1&pageSize=5', token: admin });
    expect(res.statusCode).toBe(200);
    const page = body<NewsPage>(res).veri;
    expect(page.pageSize).toBe(5);
    expect(page.items).toHaveLength(5);
    const total = await t.db.$count(haberler);
    expect(page.totalCount).toBe(total);
    expect(page.items[0]!.id).toBe(hidden.id);
    expect(page.items[0]!.aktif).toBe(false);
    expect(body<NewsPage>(await call(t.app, { method: 'GET', url: '/api/haber?tumu=true', token: admin })).veri.pageSize).toBe(10);
    for (const size of ['4', '51', 'x']) {
      const bad = await call(t.app, { method: 'GET', url: `/api/haber?tumu=true&pageSize=${size}`, token: admin });
      expect(bad.statusCode, size).toBe(422);
      expect(body(bad).hatalar).toEqual({ pageSize: NEWS_ADMIN_MESSAGES.pageSize });
    }
    // The public list is unchanged: active items only, also for an Admin without tumu.
    const pub = body<NewsPage>(await call(t.app, { method: 'GET', url: '/api/haber?pageSize=50', token: admin })).veri;
    expect(pub.items.every((n) => n.aktif)).toBe(true);
    expect(pub.items.some((n) => n.id === hidden.id)).toBe(false);
  });

  it('publishing (aktif) shows the item at once on the public list and /api/haber/:slug', async () => {
    const item = await create({ aktif: false, baslik: 'Yayına Alınacak Haber' });
    expect((await call(t.app, { method: 'GET', url: `/api/haber/${item.slug}` })).statusCode).toBe(404);
    await call(t.app, { method: 'PUT', url: '/api/haber', token: admin, payload: { ...sample({ baslik: item.baslik, slug: item.slug }), id: item.id } });
    const detail = await call(t.app, { method: 'GET', url: `/api/haber/${item.slug}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBeUndefined();
    const first = body<NewsPage>(await call(t.app, { method: 'GET', url: '/api/haber' })).veri.items[0]!;
    expect(first.id).toBe(item.id);
  });
});

describe('cover upload (POST /api/haber/kapak/{id})', () => {
  it('stores a checked image under /uploads/haber, sets it as the cover and removes the replaced upload', async () => {
    const item = await create();
    const first = await uploadCover(item.id);
    expect(first.statusCode).toBe(200);
    const firstPath = body<string>(first).veri;
    expect(firstPath).toMatch(new RegExp(`^/uploads/haber/${item.id}-[0-9a-f-]{36}\\.png$`));
    expect(existsSync(fileOf(firstPath))).toBe(true);
    const second = body<string>(await uploadCover(item.id)).veri;
    expect(second).not.toBe(firstPath);
    expect(existsSync(fileOf(firstPath))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const [row] = await t.db.select({ k: haberler.kapakGorselUrl }).from(haberler).where(eq(haberler.id, item.id));
    expect(row!.k).toBe(second);
    // Deleting the item removes its cover file.
    await call(t.app, { method: 'DELETE', url: `/api/haber/${item.id}`, token: admin });
    expect(existsSync(fileOf(second))).toBe(false);
  });

  it('never removes a seed cover it replaces', async () => {
    const [seeded] = await t.db.select({ id: haberler.id, k: haberler.kapakGorselUrl }).from(haberler).where(eq(haberler.slug, newsSlugBase('2026-2027 Kayak Sezonu Kayıtları Başladı')));
    expect(seeded!.k).toMatch(/^\/uploads\/haber\/haber-.*\.svg$/);
    expect(existsSync(fileOf(seeded!.k!))).toBe(true);
    const res = await uploadCover(seeded!.id);
    expect(res.statusCode).toBe(200);
    expect(existsSync(fileOf(seeded!.k!))).toBe(true);
  });

  it("refuses a file that is not jpg/png/webp by content with 'Sadece jpg, jpeg, png, webp' (415), and a missing file (422)", async () => {
    const item = await create();
    const fake = await uploadCover(item.id, admin, multipart('kapak.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')));
    expect(fake.statusCode).toBe(415);
    expect(body(fake)).toMatchObject({ mesaj: 'Sadece jpg, jpeg, png, webp', hatalar: { dosya: 'Sadece jpg, jpeg, png, webp' } });
    const gif = await uploadCover(item.id, admin, multipart('kapak.gif', 'image/gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;')));
    expect(gif.statusCode).toBe(415);
    const empty = await uploadCover(item.id, admin, multipart('kapak.png', 'image/png', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(body(empty).hatalar ?? {})).toEqual(['dosya']);
  });

  it('refuses a file above 5 MB with 413', async () => {
    const item = await create();
    const big = await uploadCover(item.id, admin, multipart('kapak.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1)));
    expect(big.statusCode).toBe(413);
    expect(body(big).mesaj).toBe(NEWS_ADMIN_MESSAGES.coverTooLarge);
  });
});

describe('text helpers', () => {
  it('plainNewsText strips tags and handlers, keeps line breaks and characters, and cannot be tricked by escaped tags', () => {
    expect(plainNewsText('a <b>b</b>\r\nc &amp; d < e')).toBe('a b\nc & d < e');
    expect(plainNewsText('bir<br>iki<p>üç</p>dört')).toBe('bir\niki\nüç\ndört');
    expect(plainNewsText('&lt;script&gt;alert(1)&lt;/script&gt;metin')).toBe('metin');
    expect(plainNewsText('<a href="javascript:alert(1)" onmouseover="x()">bağlantı</a>')).toBe('bağlantı');
  });

  it('newsSummary cuts at a word boundary within 160 characters', () => {
    expect(newsSummary('kısa metin')).toBe('kısa metin');
    const long = 'kelime '.repeat(40);
    const s = newsSummary(long);
    expect(s.endsWith('kelime…')).toBe(true);
    expect(s.length).toBeLessThanOrEqual(161);
  });
});
