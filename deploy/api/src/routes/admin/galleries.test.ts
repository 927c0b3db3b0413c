/**
 * Galleries and their pictures on the admin side (admin spec §2 Gallery, §5, §7, §8, §9): what the
 * generated contract test does not cover — the admin list (inactive galleries, camp name, picture
 * count), the camp and name rules, the badge toggle (PUT with aktif flipped), the picture routes
 * (401/403/404/422, upload checks by content and size, registration rules) and the file clean-up
 * on picture and gallery delete.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { GalleryImage } from '@skiclub/shared/schemas';
import { GALLERY_MESSAGES, type AdminGallery } from '@skiclub/shared/schemas/admin';
import { galeriler, kamplar } from '../../db/schema';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';

let t: TestContext;
let admin: string;
let member: string;
let kampId: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  member = await t.memberToken();
  const [camp] = await t.db.select({ id: kamplar.id }).from(kamplar).limit(1);
  kampId = camp!.id;
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A multipart body with one file part `dosya`. */
function multipart(filename: string, contentType: string, data: Buffer, field = 'dosya') {
  const boundary = '----galeritest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#2277aa' } }).png().toBuffer();
const webp = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa7722' } }).webp().toBuffer();
const upload = (galleryId: string, part: ReturnType<typeof multipart>, token: string | undefined = admin) =>
  call(t.app, { method: 'POST', url: `/api/galeriresim/yukle/${galleryId}`, token, ...part });
const fileOf = (path: string) => join(t.dataDir, path);

/** Creates a gallery as Admin and returns its row. */
async function createGallery(o: Record<string, unknown> = {}): Promise<AdminGallery> {
  const res = await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { kampId, galeriAdi: `Galeri ${Math.random()}`, aciklama: '', aktif: true, ...o } });
  expect(res.statusCode).toBe(201);
  return body<AdminGallery>(res).veri;
}

/** Uploads a PNG to a gallery and registers it; returns the picture row. */
async function addPicture(galleryId: string): Promise<GalleryImage> {
  const up = await upload(galleryId, multipart('foto.png', 'image/png', await png()));
  expect(up.statusCode).toBe(200);
  const res = await call(t.app, { method: 'POST', url: '/api/galeriresim', token: admin, payload: { galeriId: galleryId, resimYolu: body<string>(up).veri, recaptchaToken: t.human('galeri') } });
  expect(res.statusCode).toBe(201);
  return body<GalleryImage>(res).veri;
}

describe('gallery list and form rules', () => {
  it('the Admin list (tumu=true) has inactive galleries, the camp name and the picture count; visitors and members still see active galleries only', async () => {
    const gallery = await createGallery({ aktif: false, galeriAdi: 'Pasif Galeri' });
    await addPicture(gallery.id);
    await addPicture(gallery.id);
    const all = body<AdminGallery[]>(await call(t.app, { method: 'GET', url: '/api/galeri?tumu=true', token: admin })).veri;
    const row = all.find((g) => g.id === gallery.id)!;
    const [camp] = await t.db.select({ kampAdi: kamplar.kampAdi }).from(kamplar).limit(1);
    expect(row).toMatchObject({ galeriAdi: 'Pasif Galeri', aktif: false, kampId, kampAdi: camp!.kampAdi, resimSayisi: 2, aciklama: null });
    expect(row.olusturmaTarihi).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Visitors and members never see it, even asking for all.
    for (const token of [undefined, member]) {
      const list = body<AdminGallery[]>(await call(t.app, { method: 'GET', url: '/api/galeri?tumu=true', token })).veri;
      expect(list.some((g) => g.id === gallery.id)).toBe(false);
      expect(list.every((g) => g.aktif)).toBe(true);
    }
    expect((await call(t.app, { method: 'GET', url: `/api/galeri/${gallery.id}` })).statusCode).toBe(404);
    expect(body<AdminGallery>(await call(t.app, { method: 'GET', url: `/api/galeri/${gallery.id}?tumu=true`, token: admin })).veri.resimSayisi).toBe(2);
    expect(body<GalleryImage[]>(await call(t.app, { method: 'GET', url: `/api/galeriresim/galeri/${gallery.id}?tumu=true`, token: admin })).veri).toHaveLength(2);
  });

  it('422: camp and name required, name at most 200 characters, an unknown camp', async () => {
    const empty = await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { galeriAdi: '  ', aktif: true } });
    expect(empty.statusCode).toBe(422);
    expect(body(empty).hatalar).toEqual({ kampId: 'Kamp seçimi zorunludur.', galeriAdi: 'Galeri adı alanı zorunludur.' });
    const long = await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { kampId, galeriAdi: 'a'.repeat(201) } });
    expect(body(long).hatalar).toEqual({ galeriAdi: 'Galeri adı en fazla 200 karakter olabilir.' });
    expect((await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { kampId, galeriAdi: 'a'.repeat(200) } })).statusCode).toBe(201);
    const unknownCamp = await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { kampId: UNKNOWN_ID, galeriAdi: 'Yok' } });
    expect(unknownCamp.statusCode).toBe(422);
    expect(body(unknownCamp).hatalar).toEqual({ kampId: 'Seçilen kamp bulunamadı.' });
  });

  it('a token for another action is refused (422 on recaptchaToken); the right one passes', async () => {
    const wrong = await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { kampId, galeriAdi: 'Doğrulama', recaptchaToken: t.human('ulke') } });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(body(wrong).hatalar ?? {})).toEqual(['recaptchaToken']);
    const right = await call(t.app, { method: 'POST', url: '/api/galeri', token: admin, payload: { kampId, galeriAdi: 'Doğrulama', recaptchaToken: t.human('galeri') } });
    expect(right.statusCode).toBe(201);
  });

  it('badge toggle: PUT with the row’s fields and aktif flipped changes only the flag', async () => {
    const gallery = await createGallery({ galeriAdi: 'Rozet', aciklama: 'Açıklama' });
    const { kampId: k, galeriAdi, aciklama } = gallery;
    const res = await call(t.app, { method: 'PUT', url: '/api/galeri', token: admin, payload: { id: gallery.id, kampId: k, galeriAdi, aciklama, aktif: !gallery.aktif, recaptchaToken: t.human('galeri') } });
    expect(res.statusCode).toBe(200);
    expect(body<AdminGallery>(res)).toMatchObject({ mesaj: 'Galeri başarıyla güncellendi.', veri: { id: gallery.id, galeriAdi: 'Rozet', aciklama: 'Açıklama', aktif: false, olusturmaTarihi: gallery.olusturmaTarihi } });
  });

  it('badge toggle of a gallery without a camp (the seeded club events) keeps it without one; a gallery with a camp cannot lose it', async () => {
    const [clubEvents] = await t.db.select({ id: galeriler.id, galeriAdi: galeriler.galeriAdi, aciklama: galeriler.aciklama }).from(galeriler).where(isNull(galeriler.kampId));
    expect(clubEvents, 'the seed has a gallery without a camp').toBeDefined();
    const off = await call(t.app, { method: 'PUT', url: '/api/galeri', token: admin, payload: { id: clubEvents!.id, kampId: null, galeriAdi: clubEvents!.galeriAdi, aciklama: clubEvents!.aciklama, aktif: false } });
    expect(off.statusCode).toBe(200);
    expect(body<AdminGallery>(off).veri).toMatchObject({ kampId: null, aktif: false });
    await call(t.app, { method: 'PUT', url: '/api/galeri', token: admin, payload: { id: clubEvents!.id, kampId: null, galeriAdi: clubEvents!.galeriAdi, aciklama: clubEvents!.aciklama, aktif: true } });

    const withCamp = await createGallery({ galeriAdi: 'Kamplı' });
    const drop = await call(t.app, { method: 'PUT', url: '/api/galeri', token: admin, payload: { id: withCamp.id, kampId: null, galeriAdi: 'Kamplı', aktif: false } });
    expect(drop.statusCode).toBe(422);
    expect(body(drop).hatalar).toEqual({ kampId: 'Kamp seçimi zorunludur.' });
  });
});

describe('picture routes', () => {
  it('401 for visitors and 403 for members on upload, register and delete', async () => {
    const gallery = await createGallery();
    const calls: InjectOptions[] = [
      { method: 'POST', url: `/api/galeriresim/yukle/${gallery.id}`, ...multipart('a.png', 'image/png', await png()) },
      { method: 'POST', url: '/api/galeriresim', payload: { galeriId: gallery.id, resimYolu: '/uploads/galeri/x.png' } },
      { method: 'DELETE', url: `/api/galeriresim/${UNKNOWN_ID}` },
    ];
    for (const c of calls) {
      expect((await call(t.app, c)).statusCode, `${c.method} ${c.url} guest`).toBe(401);
      const res = await call(t.app, { ...c, token: member });
      expect(res.statusCode, `${c.method} ${c.url} member`).toBe(403);
      expect(body(res).mesaj).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    }
  });

  it('upload: a PNG and a WEBP are stored under /uploads/galeri with server names and served', async () => {
    const gallery = await createGallery();
    const res = await upload(gallery.id, multipart('../../tatil.png', 'image/png', await png()));
    expect(res.statusCode).toBe(200);
    const path = body<string>(res).veri;
    expect(path).toMatch(new RegExp(`^/uploads/galeri/${gallery.id}-[0-9a-f-]{36}\\.png$`));
    expect(existsSync(fileOf(path))).toBe(true);
    const served = await call(t.app, { method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/png');
    const w = await upload(gallery.id, multipart('kar.webp', 'image/webp', await webp()));
    expect(body<string>(w).veri).toMatch(/\.webp$/);
  });

  it('upload: a picture of several MB (over the 1 MB JSON limit, under 5 MB) is accepted', async () => {
    const gallery = await createGallery();
    const noisy = await sharp({ create: { width: 1100, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(noisy.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(gallery.id, multipart('gurultu.png', 'image/png', noisy));
    expect(res.statusCode).toBe(200);
    expect(existsSync(fileOf(body<string>(res).veri))).toBe(true);
  });

  it('upload: a text file renamed .jpg is 415, a file over 5 MB is 413, no file is 422, an unknown gallery is 404', async () => {
    const gallery = await createGallery();
    const text = await upload(gallery.id, multipart('resim.jpg', 'image/jpeg', Buffer.from('bu bir resim değil, düz metin')));
    expect(text.statusCode).toBe(415);
    expect(body(text).mesaj).toBe('Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.');
    const big = await upload(gallery.id, multipart('buyuk.png', 'image/png', Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)])));
    expect(big.statusCode).toBe(413);
    expect(body(big).mesaj).toBe("Dosya boyutu 5MB'dan büyük olamaz.");
    const none = await upload(gallery.id, multipart('a.png', 'image/png', await png(), 'resim'));
    expect(none.statusCode).toBe(422);
    expect(body(none).hatalar).toEqual({ dosya: 'Dosya alanı zorunludur.' });
    for (const id of [UNKNOWN_ID, 'bozuk']) {
      const res = await upload(id, multipart('a.png', 'image/png', await png()));
      expect(res.statusCode).toBe(404);
      expect(body(res).mesaj).toBe('Galeri bulunamadı.');
    }
  });

  it('register: only a stored file of that gallery, once; the list shows it in order', async () => {
    const gallery = await createGallery();
    const other = await createGallery();
    const first = await addPicture(gallery.id);
    const second = await addPicture(gallery.id);
    const pics = body<GalleryImage[]>(await call(t.app, { method: 'GET', url: `/api/galeriresim/galeri/${gallery.id}` })).veri;
    expect(pics.map((p) => p.id)).toEqual([first.id, second.id]);

    const register = (galeriId: string, resimYolu: string) => call(t.app, { method: 'POST', url: '/api/galeriresim', token: admin, payload: { galeriId, resimYolu } });
    const again = await register(gallery.id, first.resimYolu);
    expect(again.statusCode).toBe(422);
    expect(body(again).hatalar).toEqual({ resimYolu: 'Bu resim zaten bir galeriye eklenmiş.' });

    const up = body<string>(await upload(gallery.id, multipart('b.png', 'image/png', await png()))).veri;
    await writeFile(join(t.dataDir, 'uploads', 'galeri', `${other.id}-elle.png`), await png());
    for (const path of [`/uploads/galeri/${gallery.id}-yok.png`, '/uploads/kamp/x.png', '/uploads/galeri/../profil/x.png', 'https://kotu.example/x.png', `/uploads/galeri/${other.id}-elle.png`]) {
      const res = await register(gallery.id, path);
      expect(res.statusCode, path).toBe(422);
      expect(body(res).hatalar).toEqual({ resimYolu: 'Bu resim sunucuya yüklenmiş bir galeri resmi değil.' });
    }
    // A file uploaded for one gallery cannot be registered to another.
    expect((await register(other.id, up)).statusCode).toBe(422);
    const unknown = await register(UNKNOWN_ID, up);
    expect(unknown.statusCode).toBe(422);
    const empty = await call(t.app, { method: 'POST', url: '/api/galeriresim', token: admin, payload: {} });
    expect(body(empty).hatalar).toEqual({ galeriId: 'Galeri seçimi zorunludur.', resimYolu: 'Resim yolu alanı zorunludur.' });
  });

  it('DELETE /api/galeriresim/{id} removes the row and its file; an unknown id is 404', async () => {
    const gallery = await createGallery();
    const pic = await addPicture(gallery.id);
    expect(existsSync(fileOf(pic.resimYolu))).toBe(true);
    const res = await call(t.app, { method: 'DELETE', url: `/api/galeriresim/${pic.id}`, token: admin });
    expect(body(res)).toEqual({ basarili: true, veri: null, mesaj: 'Resim silindi.' });
    expect(existsSync(fileOf(pic.resimYolu))).toBe(false);
    expect(body<GalleryImage[]>(await call(t.app, { method: 'GET', url: `/api/galeriresim/galeri/${gallery.id}` })).veri).toEqual([]);
    for (const id of [pic.id, 'bozuk']) {
      const gone = await call(t.app, { method: 'DELETE', url: `/api/galeriresim/${id}`, token: admin });
      expect(gone.statusCode).toBe(404);
      expect(body(gone).mesaj).toBe(GALLERY_MESSAGES.imageNotFound);
    }
  });

  it('DELETE /api/galeri/{id} cascades the pictures and removes their files (registered or only uploaded); other galleries keep theirs', async () => {
    const gallery = await createGallery();
    const keep = await createGallery();
    const pics = [await addPicture(gallery.id), await addPicture(gallery.id)];
    const unregistered = body<string>(await upload(gallery.id, multipart('c.png', 'image/png', await png()))).veri;
    const kept = await addPicture(keep.id);
    const res = await call(t.app, { method: 'DELETE', url: `/api/galeri/${gallery.id}`, token: admin });
    expect(body(res)).toEqual({ basarili: true, veri: null, mesaj: 'Galeri silindi.' });
    for (const p of [...pics.map((x) => x.resimYolu), unregistered]) expect(existsSync(fileOf(p)), p).toBe(false);
    expect(existsSync(fileOf(kept.resimYolu))).toBe(true);
    for (const p of pics) expect((await call(t.app, { method: 'DELETE', url: `/api/galeriresim/${p.id}`, token: admin })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/api/galeri/${gallery.id}?tumu=true`, token: admin })).statusCode).toBe(404);
  });
});
