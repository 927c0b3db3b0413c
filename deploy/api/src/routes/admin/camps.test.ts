/**
 * Camp admin API, special behaviour only (the generated contract test covers 401/403/422/404 and
 * the create/update/delete round trip of /api/kamp): the cascade checks, the start date rule,
 * 409 for a camp in use, GET /api/kamp?tumu=true admin rows, GET /api/kamp/ara and the image upload.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { campSchema } from '@skiclub/shared/schemas';
import { adminCampSchema, todayInTurkey, type AdminCamp } from '@skiclub/shared/schemas/admin';
import { kamplar, kampUcretTipleri, oteller, sehirler } from '../../db/schema';
import { body, call, openTestContext, type TestContext, UNKNOWN_ID } from '../../test/helpers';
import { isUploadedImageOf } from './camps';

let t: TestContext, admin: string, member: string;
beforeAll(async () => ({ t, admin, member } = await openTestContext()));
afterAll(() => t.close());


/** Calendar date `days` from today in Turkey. */
function day(days: number): string {
  const d = new Date(`${todayInTurkey()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function hotelNamed(otelAdi: string) {
  const [row] = await t.db.select({ otelId: oteller.id, sehirId: oteller.sehirId, ulkeId: sehirler.ulkeId }).from(oteller).innerJoin(sehirler, eq(sehirler.id, oteller.sehirId)).where(eq(oteller.otelAdi, otelAdi));
  return row!;
}

async function validBody(overrides: Record<string, unknown> = {}) {
  const hotel = await hotelNamed('Polat Palandöken');
  const [fee] = await t.db.select({ id: kampUcretTipleri.id }).from(kampUcretTipleri).where(eq(kampUcretTipleri.ad, 'TL'));
  return { kampAdi: 'Erzurum Deneme Kampı', ...hotel, kampUcretTipiId: fee!.id, baslangicTarihi: day(10), bitisTarihi: day(15), aktif: true, ...overrides };
}

const post = (payload: Record<string, unknown>, token = admin) => call(t.app, { method: 'POST', url: '/api/kamp', token, payload });
const put = (payload: Record<string, unknown>, token = admin) => call(t.app, { method: 'PUT', url: '/api/kamp', token, payload });

async function createCamp(overrides: Record<string, unknown> = {}): Promise<AdminCamp> {
  const res = await post(await validBody(overrides));
  expect(res.statusCode).toBe(201);
  return body<AdminCamp>(res).veri;
}

describe('POST/PUT /api/kamp checks', () => {
  it('creates a camp with the verification token and answers the admin row with joined names', async () => {
    const res = await post({ ...(await validBody({ kampAdi: '  Yeni Yıl Kampı ' })), recaptchaToken: t.human('kampyonetim') });
    expect(res.statusCode).toBe(201);
    const env = body<AdminCamp>(res);
    expect(env.mesaj).toBe('Kamp başarıyla eklendi.');
    expect(adminCampSchema.parse(env.veri)).toMatchObject({ kampAdi: 'Yeni Yıl Kampı', otelAdi: 'Polat Palandöken', sehirAdi: 'Erzurum', ulkeAdi: 'Türkiye', kampUcretTipiAdi: 'TL', gorselUrl: null });
  });

  it('422 on sehirId for a city of another country and on otelId for a hotel of another city', async () => {
    const austria = await hotelNamed('Alpenhof Innsbruck');
    const wrongCity = await post(await validBody({ sehirId: austria.sehirId }));
    expect(wrongCity.statusCode).toBe(422);
    expect(body(wrongCity).hatalar).toMatchObject({ sehirId: 'Seçilen şehir bu ülkeye ait değil.' });
    const wrongHotel = await post(await validBody({ otelId: austria.otelId }));
    expect(wrongHotel.statusCode).toBe(422);
    expect(body(wrongHotel).hatalar).toEqual({ otelId: 'Seçilen otel bu şehre ait değil.' });
    const unknownCity = await post(await validBody({ sehirId: UNKNOWN_ID }));
    expect(body(unknownCity).hatalar).toMatchObject({ sehirId: 'Seçilen şehir bulunamadı.' });
  });

  it('422 with the spec messages for missing selects, a long name, a past start and an end not after the start', async () => {
    const missing = await post({ kampAdi: 'x'.repeat(201), baslangicTarihi: day(3), bitisTarihi: day(3) });
    expect(missing.statusCode).toBe(422);
    expect(body(missing).hatalar).toMatchObject({
      kampAdi: 'Kamp adı en fazla 200 karakter olabilir.',
      ulkeId: 'Ülke seçimi zorunludur.',
      sehirId: 'Şehir seçimi zorunludur.',
      otelId: 'Otel seçimi zorunludur.',
      kampUcretTipiId: 'Kamp ücret tipi seçimi zorunludur.',
    });
    const sameDay = await post(await validBody({ baslangicTarihi: day(3), bitisTarihi: day(3) }));
    expect(body(sameDay).hatalar).toEqual({ bitisTarihi: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.' });
    const past = await post(await validBody({ baslangicTarihi: day(-1), bitisTarihi: day(5) }));
    expect(past.statusCode).toBe(422);
    expect(body(past).hatalar).toEqual({ baslangicTarihi: 'Başlangıç tarihi bugünden önce olamaz.' });
    const invalidDate = await post(await validBody({ baslangicTarihi: '2027-02-30' }));
    expect(body(invalidDate).hatalar).toMatchObject({ baslangicTarihi: 'Geçerli bir tarih giriniz.' });
    // today itself is allowed
    expect((await post(await validBody({ kampAdi: 'Bugün Başlayan Kamp', baslangicTarihi: day(0), bitisTarihi: day(2) }))).statusCode).toBe(201);
  });

  it('keeps a camp that has already begun editable while its start date is kept; a changed start must not be past', async () => {
    const base = await validBody();
    const [old] = await t.db
      .insert(kamplar)
      .values({ kampAdi: 'Geçen Yılın Kampı', ulkeId: base.ulkeId, sehirId: base.sehirId, otelId: base.otelId, kampUcretTipiId: base.kampUcretTipiId, baslangicTarihi: day(-30), bitisTarihi: day(-25), aktif: true })
      .returning({ id: kamplar.id });
    const kept = await put({ ...base, id: old!.id, kampAdi: 'Geçen Yılın Kampı (arşiv)', baslangicTarihi: day(-30), bitisTarihi: day(-25), aktif: false });
    expect(kept.statusCode).toBe(200);
    expect(body<AdminCamp>(kept).veri).toMatchObject({ kampAdi: 'Geçen Yılın Kampı (arşiv)', aktif: false, baslangicTarihi: day(-30) });
    const moved = await put({ ...base, id: old!.id, baslangicTarihi: day(-29), bitisTarihi: day(-25) });
    expect(moved.statusCode).toBe(422);
    expect(body(moved).hatalar).toEqual({ baslangicTarihi: 'Başlangıç tarihi bugünden önce olamaz.' });
  });

  it('409 when a camp with registrations is deleted; a new camp is deleted', async () => {
    const [used] = await t.db.select({ id: kamplar.id }).from(kamplar).where(eq(kamplar.kampAdi, 'Palandöken Yılbaşı Kayak Kampı'));
    const res = await call(t.app, { method: 'DELETE', url: `/api/kamp/${used!.id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(body(res).mesaj).toBe('Bu kamp kayıtlarda kullanıldığı için silinemez.');
    const fresh = await createCamp({ kampAdi: 'Silinecek Kamp' });
    const deleted = await call(t.app, { method: 'DELETE', url: `/api/kamp/${fresh.id}`, token: admin });
    expect(body(deleted)).toEqual({ basarili: true, veri: null, mesaj: 'Kamp başarıyla silindi.' });
  });
});

describe('GET /api/kamp?tumu=true as Admin', () => {
  it('answers every camp as admin rows that the member-side schema also reads', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/kamp?tumu=true', token: admin });
    const rows = body<AdminCamp[]>(res).veri;
    expect(rows.some((c) => !c.aktif)).toBe(true);
    for (const row of rows) {
      expect(adminCampSchema.safeParse(row).success).toBe(true);
      expect(campSchema.safeParse(row).success).toBe(true);
    }
    const publicRows = body<AdminCamp[]>(await call(t.app, { method: 'GET', url: '/api/kamp?tumu=true', token: member })).veri;
    expect(publicRows.every((c) => c.aktif && !('ulkeId' in c))).toBe(true);
  });
});

describe('GET /api/kamp/ara', () => {
  const search = (q: string, token: string | null = admin) => call(t.app, { method: 'GET', url: `/api/kamp/ara?q=${encodeURIComponent(q)}`, token: token ?? undefined });

  it('401 for visitors and 403 for members', async () => {
    expect((await search('pa', null)).statusCode).toBe(401);
    expect((await search('pa', member)).statusCode).toBe(403);
  });

  it('matches kampAdi with Turkish case rules from 2 characters, as admin rows', async () => {
    expect(body(await search('p')).veri).toEqual([]);
    expect(body(await search(' ')).veri).toEqual([]);
    for (const q of ['PALANDÖKEN', 'palandoken', 'Palandöken yılbaşı']) {
      const rows = body<AdminCamp[]>(await search(q)).veri;
      expect(rows.map((r) => r.kampAdi), q).toEqual(['Palandöken Yılbaşı Kayak Kampı']);
      expect(adminCampSchema.safeParse(rows[0]).success).toBe(true);
    }
    // 'I' folds to i: 'KAYAK KAMPI' finds the camps with 'Kayak Kampı', inactive ones too
    const kayak = body<AdminCamp[]>(await search('KAYAK KAMPI')).veri.map((r) => r.kampAdi);
    expect(kayak).toContain('Gudauri Şubat Kayak Kampı');
    expect(kayak).not.toContain('Dolomitler Ustalık Kampı');
    expect(body(await search('100%')).veri).toEqual([]);
  });

  it('answers at most 20 camps', async () => {
    const base = await validBody();
    await t.db.insert(kamplar).values(
      Array.from({ length: 22 }, (_, i) => ({ kampAdi: `Toplu Arama Kampı ${i + 1}`, ulkeId: base.ulkeId, sehirId: base.sehirId, otelId: base.otelId, kampUcretTipiId: base.kampUcretTipiId, baslangicTarihi: day(40), bitisTarihi: day(45) })),
    );
    expect(body<AdminCamp[]>(await search('toplu arama')).veri).toHaveLength(20);
  });
});

/** A multipart body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = '----skiclubkamp';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = (width = 1600, height = 900) => sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
const upload = (id: string, part: ReturnType<typeof multipart>, token: string | null = admin) => call(t.app, { method: 'POST', url: `/api/kamp/gorsel-yukle/${id}`, token: token ?? undefined, ...part });
const gorselOf = async (id: string) => (await t.db.select({ gorselUrl: kamplar.gorselUrl }).from(kamplar).where(eq(kamplar.id, id)))[0]?.gorselUrl;

describe('POST /api/kamp/gorsel-yukle/{id}', () => {
  it('401 for visitors, 403 for members, 404 for an unknown camp', async () => {
    const part = multipart('dosya', 'kamp.png', 'image/png', await png(40, 30));
    expect((await upload(UNKNOWN_ID, part, null)).statusCode).toBe(401);
    expect((await upload(UNKNOWN_ID, part, member)).statusCode).toBe(403);
    const unknown = await upload(UNKNOWN_ID, part);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).mesaj).toBe('Kamp bulunamadı.');
    expect((await upload('bozuk', part)).statusCode).toBe(404);
  });

  it('stores a PNG scaled down under a server-chosen name, sets gorselUrl and removes the previous upload', async () => {
    const camp = await createCamp({ kampAdi: 'Görselli Kamp' });
    const first = await upload(camp.id, multipart('dosya', '../../etc/passwd.png', 'image/png', await png()));
    expect(first.statusCode).toBe(200);
    const path1 = body<string>(first).veri;
    expect(body(first).mesaj).toBe('Kamp görseli başarıyla yüklendi.');
    expect(path1).toMatch(new RegExp(`^/uploads/kamp/${camp.id}-[0-9a-f-]{36}\\.png$`));
    expect(await gorselOf(camp.id)).toBe(path1);
    const stored = await sharp(join(t.dataDir, path1)).metadata();
    expect(Math.max(stored.width!, stored.height!)).toBe(1200);
    const served = await call(t.app, { method: 'GET', url: path1 });
    expect(served.statusCode).toBe(200);

    const second = await upload(camp.id, multipart('dosya', 'yeni.png', 'image/png', await png(40, 30)));
    const path2 = body<string>(second).veri;
    expect(path2).not.toBe(path1);
    expect(existsSync(join(t.dataDir, path1))).toBe(false);
    expect(existsSync(join(t.dataDir, path2))).toBe(true);

    // deleting the camp removes its uploaded image too
    expect((await call(t.app, { method: 'DELETE', url: `/api/kamp/${camp.id}`, token: admin })).statusCode).toBe(200);
    expect(existsSync(join(t.dataDir, path2))).toBe(false);
  });

  it('never removes a seeded image when a camp gets a new one', async () => {
    const [seeded] = await t.db.select({ id: kamplar.id, gorselUrl: kamplar.gorselUrl }).from(kamplar).where(eq(kamplar.kampAdi, 'Xanadu Snow White Hafta Sonu Kampı'));
    expect(seeded!.gorselUrl).toMatch(/^\/uploads\/kamp\//);
    expect(existsSync(join(t.dataDir, seeded!.gorselUrl!))).toBe(true);
    const res = await upload(seeded!.id, multipart('dosya', 'x.png', 'image/png', await png(40, 30)));
    expect(res.statusCode).toBe(200);
    expect(existsSync(join(t.dataDir, seeded!.gorselUrl!))).toBe(true);
  });

  it('415 for a text file named .jpg, 413 over 5 MB, 422 without dosya; gorselUrl unchanged', async () => {
    const camp = await createCamp({ kampAdi: 'Reddedilen Görsel Kampı' });
    const text = await upload(camp.id, multipart('dosya', 'resim.jpg', 'image/jpeg', Buffer.from('bu bir resim değil, sadece metin')));
    expect(text.statusCode).toBe(415);
    expect(body(text).hatalar).toEqual({ dosya: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.' });
    const big = await upload(camp.id, multipart('dosya', 'buyuk.png', 'image/png', Buffer.concat([await png(40, 30), Buffer.alloc(5 * 1024 * 1024 + 10, 1)])));
    expect(big.statusCode).toBe(413);
    expect(body(big).mesaj).toBe("Dosya boyutu 5MB'dan büyük olamaz.");
    const none = await upload(camp.id, multipart('resim', 'a.png', 'image/png', await png(40, 30)));
    expect(none.statusCode).toBe(422);
    expect(await gorselOf(camp.id)).toBeNull();
  });
});

describe('isUploadedImageOf', () => {
  it('recognises only the upload route’s names for that camp', () => {
    const id = '11111111-2222-4333-8444-555555555555';
    expect(isUploadedImageOf(id, `/uploads/kamp/${id}-0f8fad5b-d9cb-469f-a165-70867728950e.jpg`)).toBe(true);
    expect(isUploadedImageOf(id, '/uploads/kamp/kamp-palandoken-yilbasi.svg')).toBe(false);
    expect(isUploadedImageOf(id, `/uploads/kamp/${UNKNOWN_ID}-0f8fad5b-d9cb-469f-a165-70867728950e.jpg`)).toBe(false);
    expect(isUploadedImageOf(id, `/uploads/galeri/${id}-0f8fad5b-d9cb-469f-a165-70867728950e.jpg`)).toBe(false);
    expect(isUploadedImageOf(id, null)).toBe(false);
  });
});
