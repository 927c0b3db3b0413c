import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer, serveApi } from '@skiclub/shared/testing';
import type { AdminGallery } from '@skiclub/shared/schemas/admin';
import { galleryPictureCalls, galleryService, pictureUrl } from './service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROW: AdminGallery = {
  id: uuid(1),
  aktif: false,
  galeriAdi: 'Palandöken 2026',
  kampId: uuid(9),
  kampAdi: 'Palandöken Yılbaşı Kampı',
  kampBaslangicTarihi: '2026-12-28',
  kampBitisTarihi: '2027-01-02',
  aciklama: null,
  olusturmaTarihi: '2026-11-20T10:00:00.000Z',
  resimSayisi: 3,
};
const PATH = `/uploads/galeri/${uuid(1)}-abc.png`;

let listShape: 'plain' | 'envelope' = 'envelope';
const server = serveApi({
  'GET /api/galeri': () => (listShape === 'plain' ? { status: 200, body: [ROW] } : okAnswer([ROW])),
  'PUT /api/galeri': (req) => okAnswer({ ...ROW, ...(req.body as object) }, 'Galeri başarıyla güncellendi.'),
  'GET /api/dogrulama/token': (req) => okAnswer({ token: `belirteç-${req.searchParams.get('action')}` }),
  [`POST /api/galeriresim/yukle/${uuid(1)}`]: okAnswer(PATH, 'Resim başarıyla yüklendi.'),
  [`POST /api/galeriresim/yukle/${uuid(2)}`]: failAnswer(415, 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.', { dosya: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.' }),
  'POST /api/galeriresim': (req) => okAnswer({ id: uuid(50), galeriId: (req.body as { galeriId: string }).galeriId, resimYolu: PATH }),
  // A real socket: the upload's multipart body as jsdom sends it (MSW's interceptor would re-encode it).
}, { transport: 'socket' });

describe('gallery service (admin spec §7 Galleries)', () => {
  it('reads GET /api/galeri?tumu=true in either shape: a plain list or basarili+veri', async () => {
    for (const shape of ['plain', 'envelope'] as const) {
      listShape = shape;
      expect(await galleryService.list()).toEqual({ rows: [ROW], total: 1 });
    }
    expect(server().calls('GET /api/galeri').map((r) => r.searchParams.get('tumu'))).toEqual(['true', 'true']);
  });

  it('updates with PUT /api/galeri, the id in the body and a fresh galeri token', async () => {
    await galleryService.update(ROW.id, { kampId: ROW.kampId!, galeriAdi: ROW.galeriAdi, aciklama: null, aktif: true });
    expect(server().calls('PUT /api/galeri')[0]!.body).toEqual({ id: ROW.id, kampId: ROW.kampId, galeriAdi: ROW.galeriAdi, aciklama: null, aktif: true, recaptchaToken: 'belirteç-galeri' });
  });

  it('adds a picture: multipart field dosya to yukle/{id}, then registers the returned path with a token', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'kar.png', { type: 'image/png' });
    const picture = await galleryPictureCalls.add(uuid(1), file);
    expect(picture).toEqual({ id: uuid(50), galeriId: uuid(1), resimYolu: PATH });
    const [upload] = server().calls(`POST /api/galeriresim/yukle/${uuid(1)}`);
    expect(upload!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.raw.toString('latin1')).toContain('name="dosya"; filename="kar.png"');
    expect(server().calls('POST /api/galeriresim')[0]!.body).toEqual({ galeriId: uuid(1), resimYolu: PATH, recaptchaToken: 'belirteç-galeri' });
  });

  it('a refused upload rejects with the server message and registers nothing', async () => {
    const file = new File(['metin'], 'sahte.jpg', { type: 'image/jpeg' });
    await expect(galleryPictureCalls.add(uuid(2), file)).rejects.toMatchObject({ status: 415, message: 'Sadece jpg, jpeg, png, webp formatındaki resimler kabul edilir.' });
    expect(server().hits('POST /api/galeriresim')).toBe(0);
  });

  it('pictureUrl joins the API host and the path', () => {
    expect(pictureUrl(PATH)).toBe(`${server().url}${PATH}`);
    expect(pictureUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});
