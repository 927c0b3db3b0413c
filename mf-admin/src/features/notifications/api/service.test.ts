import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer, serveApi } from '@skiclub/shared/testing';
import { notificationCalls } from './service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PAYLOAD = { aliciTipi: 'tumKullanicilar', bildirimTipi: 'etkinlik', konu: 'Kayak gecesi', mesaj: 'Cuma akşamı kulüpte.', oncelik: 'orta', kullaniciEmail: null, kampId: null } as const;

let tokens = 0;
const server = serveApi({
  'GET /api/dogrulama/token': (req) => okAnswer({ token: `belirteç-${req.searchParams.get('action')}-${(tokens += 1)}` }),
  'POST /api/bildirim': (req) =>
    (req.body as { konu: string }).konu === 'yok'
      ? failAnswer(422, 'Seçilen alıcı tipine uygun alıcı bulunamadı. Bildirim gönderilmedi.', { aliciTipi: 'Seçilen alıcı tipine uygun alıcı bulunamadı. Bildirim gönderilmedi.' })
      : okAnswer({ id: uuid(1), aliciSayisi: 12 }, 'Bildirim 12 alıcıya gönderilmek üzere kuyruğa alındı.'),
  'GET /api/bildirim/gecmis': okAnswer({ items: [{ id: uuid(2), konu: 'Eski', aliciSayisi: 3, bildirimTipi: 'etkinlik', durum: 'hata', gonderimTarihi: '2026-11-20T09:00:00.000Z' }], totalCount: 41 }),
  'GET /api/bildirim/istatistikler': okAnswer({ bugunGonderilen: 1, toplamKullanici: 2, aktifKamplar: 3, bekleyenOdemeler: 4 }),
  'GET /api/bildirim/kamplar': okAnswer([{ id: uuid(3), kampAdi: 'Uludağ', baslangicTarihi: '2027-01-10', bitisTarihi: '2027-01-15' }]),
});

describe('notification calls (admin spec §7 Notifications)', () => {
  it('every send posts the payload with a fresh bildirim token and returns id, count and the server message', async () => {
    expect(await notificationCalls.send(PAYLOAD)).toEqual({ id: uuid(1), aliciSayisi: 12, mesaj: 'Bildirim 12 alıcıya gönderilmek üzere kuyruğa alındı.' });
    await notificationCalls.send(PAYLOAD);
    const bodies = server().calls('POST /api/bildirim').map((r) => r.body as Record<string, unknown>);
    expect(bodies[0]).toEqual({ ...PAYLOAD, recaptchaToken: 'belirteç-bildirim-1' });
    expect(bodies[1]!.recaptchaToken).toBe('belirteç-bildirim-2');
  });

  it('a refused send rejects with the server message and field errors', async () => {
    await expect(notificationCalls.send({ ...PAYLOAD, konu: 'yok' })).rejects.toMatchObject({
      status: 422,
      message: 'Seçilen alıcı tipine uygun alıcı bulunamadı. Bildirim gönderilmedi.',
      fieldErrors: { aliciTipi: 'Seçilen alıcı tipine uygun alıcı bulunamadı. Bildirim gönderilmedi.' },
    });
  });

  it('reads history (sayfa, boyut), statistics and camps', async () => {
    expect((await notificationCalls.history(3, 20)).totalCount).toBe(41);
    const [req] = server().calls('GET /api/bildirim/gecmis');
    expect([req!.searchParams.get('sayfa'), req!.searchParams.get('boyut')]).toEqual(['3', '20']);
    expect(await notificationCalls.stats()).toEqual({ bugunGonderilen: 1, toplamKullanici: 2, aktifKamplar: 3, bekleyenOdemeler: 4 });
    expect((await notificationCalls.camps())[0]!.kampAdi).toBe('Uludağ');
  });
});
