/**
 * Admin notifications (admin spec §2, §3, §5, §7, §9): Admin only on every route, the §5 rules,
 * recipients per type on fixture users and registrations, the background job marking each
 * recipient and the notification (a failing transport → hata), statistics and history paging.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { NOTIFICATION_MESSAGES as NM, type NotificationCamp, type NotificationHistoryPage, type NotificationSent, type NotificationStats } from '@skiclub/shared/schemas/admin';
import { bildirimAlicilari, bildirimler, kampaKayitlari, kamplar, kullanicilar, odemeDetaylari } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { notificationMail, notificationSubject } from '../../lib/mail-templates';
import { notificationStats } from '../../services/notifications';
import { todayInTurkey } from '../../services/camp-registration';
import { body, call, createTestContext, type TestContext } from '../../test/helpers';

let t: TestContext;
let admin: string;
let member: string;
/** Fixture users: a, b registered to the future camp; c only to the ended camp; d inactive (registered to the future camp); e to the future camp with an inactive registration. */
const users: Record<'a' | 'b' | 'c' | 'd' | 'e', string> = { a: '', b: '', c: '', d: '', e: '' };
let futureCamp: string;
let endedCamp: string;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const as = (token: string | undefined, opts: InjectOptions, app: FastifyInstance = t.app) => call(app, { ...opts, token });
const valid = (over: Record<string, unknown> = {}) => ({ aliciTipi: 'tekKullanici', bildirimTipi: 'bilgilendirme', konu: 'Sezon açılışı', mesaj: 'Kayak sezonu başlıyor, görüşmek üzere!', kullaniciEmail: 'bildirim-a@example.com', ...over });
const shift = (days: number) => {
  const d = new Date(`${todayInTurkey()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function insertUser(key: string, aktif = true): Promise<string> {
  const [row] = await t.db
    .insert(kullanicilar)
    .values({ ad: `Bildirim${key.toUpperCase()}`, soyad: 'Test', kullaniciAdi: `bildirim-${key}`, email: `bildirim-${key}@example.com`, gsm: '05551112233', sifreHash: 'x', aktif })
    .returning({ id: kullanicilar.id });
  return row!.id;
}

async function insertCamp(kampAdi: string, baslangicTarihi: string, bitisTarihi: string, aktif = true): Promise<string> {
  const [template] = await t.db.select().from(kamplar).limit(1);
  const { id: _id, olusturmaTarihi: _o, ...rest } = template!;
  const [row] = await t.db.insert(kamplar).values({ ...rest, kampAdi, baslangicTarihi, bitisTarihi, aktif }).returning({ id: kamplar.id });
  return row!.id;
}

/** POST /api/bildirim as Admin with a fresh 'bildirim' token. */
function sendNotification(payload: Record<string, unknown>, app: FastifyInstance = t.app) {
  return as(admin, { method: 'POST', url: '/api/bildirim', payload: { ...payload, recaptchaToken: t.human('bildirim') } }, app);
}

/** Waits (≤ 15 s: the outbox writes one file per mail, slow on a busy machine) until the notification leaves 'bekliyor'; returns it. */
async function settled(id: string) {
  for (let i = 0; i < 750; i += 1) {
    const [row] = await t.db.select().from(bildirimler).where(eq(bildirimler.id, id));
    if (row && row.durum !== 'bekliyor') return row;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('bildirim bekliyor durumunda kaldı');
}

const recipientsOf = (id: string) => t.db.select().from(bildirimAlicilari).where(eq(bildirimAlicilari.bildirimId, id));

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  member = await t.memberToken();
  for (const key of ['a', 'b', 'c', 'e'] as const) users[key] = await insertUser(key);
  users.d = await insertUser('d', false);
  futureCamp = await insertCamp('Bildirim Gelecek Kampı', shift(10), shift(15));
  endedCamp = await insertCamp('Bildirim Biten Kamp', shift(-20), shift(-15));
  await t.db.insert(kampaKayitlari).values([
    { kullaniciId: users.a, kampId: futureCamp },
    { kullaniciId: users.a, kampId: futureCamp },
    { kullaniciId: users.b, kampId: futureCamp },
    { kullaniciId: users.c, kampId: endedCamp },
    { kullaniciId: users.d, kampId: futureCamp },
    { kullaniciId: users.e, kampId: futureCamp, aktif: false },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('Admin only (admin spec §6)', () => {
  const routes: InjectOptions[] = [
    { method: 'POST', url: '/api/bildirim', payload: {} },
    { method: 'GET', url: '/api/bildirim/gecmis' },
    { method: 'GET', url: '/api/bildirim/istatistikler' },
    { method: 'GET', url: '/api/bildirim/kamplar' },
    { method: 'GET', url: '/api/bildirim/alici-sayisi?aliciTipi=tumKullanicilar' },
  ];
  it.each(routes)('$method $url: 401 for a visitor, 403 for a member', async (route) => {
    expect((await as(undefined, route)).statusCode).toBe(401);
    expect((await as(member, route)).statusCode).toBe(403);
  });
});

describe('POST /api/bildirim validation (admin spec §5)', () => {
  it('names every missing required field in Turkish', async () => {
    const res = await as(admin, { method: 'POST', url: '/api/bildirim', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toMatchObject({ aliciTipi: NM.recipientTypeRequired, bildirimTipi: NM.typeRequired, konu: 'Konu alanı zorunludur.', mesaj: 'Mesaj alanı zorunludur.' });
  });

  it('subject at most 100, message at most 1000 characters', async () => {
    const ok = await sendNotification(valid({ konu: 'k'.repeat(100), mesaj: 'm'.repeat(1000) }));
    expect(ok.statusCode, ok.body).toBe(200);
    const res = await sendNotification(valid({ konu: 'k'.repeat(101), mesaj: 'm'.repeat(1001) }));
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ konu: 'Konu en fazla 100 karakter olabilir.', mesaj: 'Mesaj en fazla 1000 karakter olabilir.' });
  });

  it('a single user needs an e-mail of a registered active user', async () => {
    const missing = await sendNotification(valid({ kullaniciEmail: '' }));
    expect([missing.statusCode, body(missing).hatalar]).toEqual([422, { kullaniciEmail: NM.emailRequired }]);
    const malformed = await sendNotification(valid({ kullaniciEmail: 'yok' }));
    expect(body(malformed).hatalar).toEqual({ kullaniciEmail: 'Geçerli bir e-posta adresi giriniz.' });
    for (const email of ['kimse@example.com', 'bildirim-d@example.com']) {
      const res = await sendNotification(valid({ kullaniciEmail: email }));
      expect([res.statusCode, body(res).hatalar]).toEqual([422, { kullaniciEmail: NM.userNotFound }]);
    }
  });

  it('a specific camp needs an existing camp', async () => {
    const missing = await sendNotification(valid({ aliciTipi: 'belirliKamp', kullaniciEmail: null }));
    expect([missing.statusCode, body(missing).hatalar]).toEqual([422, { kampId: NM.campRequired }]);
    for (const kampId of [UNKNOWN_ID, 'abc']) {
      const res = await sendNotification(valid({ aliciTipi: 'belirliKamp', kampId }));
      expect([res.statusCode, body(res).hatalar]).toEqual([422, { kampId: NM.campNotFound }]);
    }
  });

  it('unknown type, recipient type and priority values are 422; priority defaults to orta', async () => {
    const res = await sendNotification(valid({ aliciTipi: 'herkes', bildirimTipi: 'reklam', oncelik: 'acil' }));
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ aliciTipi: NM.recipientTypeRequired, bildirimTipi: NM.typeRequired, oncelik: NM.priorityInvalid });
    const sent = await sendNotification(valid());
    const [row] = await t.db.select().from(bildirimler).where(eq(bildirimler.id, body<NotificationSent>(sent).veri.id));
    expect(row!.oncelik).toBe('orta');
  });

  it('a wrong human-verification token is 422 and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(bildirimler);
    const res = await as(admin, { method: 'POST', url: '/api/bildirim', payload: { ...valid(), recaptchaToken: t.human('baska') } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toHaveProperty('recaptchaToken');
    const [after] = await t.db.select({ n: count() }).from(bildirimler);
    expect(after!.n).toBe(before!.n);
  });

  it('no recipient → 422 with a Turkish message, nothing written', async () => {
    const emptyCamp = await insertCamp('Bildirim Boş Kamp', shift(30), shift(35));
    const [before] = await t.db.select({ n: count() }).from(bildirimler);
    const res = await sendNotification(valid({ aliciTipi: 'belirliKamp', kampId: emptyCamp }));
    expect([res.statusCode, body(res).mesaj]).toEqual([422, NM.noRecipients]);
    const [after] = await t.db.select({ n: count() }).from(bildirimler);
    expect(after!.n).toBe(before!.n);
  });
});

describe('recipients per type and the background job', { timeout: 30000 }, () => {
  async function sendAndSettle(payload: Record<string, unknown>) {
    const res = await sendNotification(payload);
    expect(res.statusCode, res.body).toBe(200);
    const veri = body<NotificationSent>(res).veri;
    const row = await settled(veri.id);
    const recipients = await recipientsOf(veri.id);
    return { veri, row, recipients, mesaj: body(res).mesaj };
  }

  it('tekKullanici: only that user (e-mail case-insensitive), mail sent, both marked gonderildi', async () => {
    const { veri, row, recipients, mesaj } = await sendAndSettle(valid({ kullaniciEmail: 'BILDIRIM-A@example.com', konu: 'Tek kişilik duyuru', oncelik: 'yuksek' }));
    expect(veri.aliciSayisi).toBe(1);
    expect(mesaj).toBe(NM.sent(1));
    expect(recipients.map((r) => [r.kullaniciId, r.email, r.durum, r.hata])).toEqual([[users.a, 'bildirim-a@example.com', 'gonderildi', null]]);
    expect(recipients[0]!.gonderimTarihi).toBeInstanceOf(Date);
    expect(row).toMatchObject({ durum: 'gonderildi', aliciSayisi: 1, kullaniciEmail: 'bildirim-a@example.com', kampId: null });
    const mail = await t.waitForMail('bildirim-a@example.com', 'Tek kişilik duyuru');
    expect(mail.subject).toBe(notificationSubject({ konu: 'Tek kişilik duyuru', oncelik: 'yuksek' }));
    expect(mail.subject).toBe('[Önemli] Kayak Kulübü: Tek kişilik duyuru');
    expect(mail.text).toContain('Merhaba BildirimA,');
    expect(mail.text).toContain('Kayak sezonu başlıyor, görüşmek üzere!');
  });

  it('belirliKamp: active users with an active registration in that camp, each once', async () => {
    const { veri, recipients, row } = await sendAndSettle(valid({ aliciTipi: 'belirliKamp', kampId: futureCamp, kullaniciEmail: 'yok-sayilir', konu: 'Kamp duyurusu' }));
    expect(veri.aliciSayisi).toBe(2);
    expect(recipients.map((r) => r.kullaniciId).sort()).toEqual([users.a, users.b].sort());
    expect(row).toMatchObject({ kampId: futureCamp, kullaniciEmail: null, durum: 'gonderildi' });
    await t.waitForMail('bildirim-b@example.com', 'Kamp duyurusu');
  });

  it('belirliKamp works for an ended camp too', async () => {
    const { recipients } = await sendAndSettle(valid({ aliciTipi: 'belirliKamp', kampId: endedCamp }));
    expect(recipients.map((r) => r.kullaniciId)).toEqual([users.c]);
  });

  it('aktifKampKayitlari: registrations in camps that have not ended; not ended camps only, active users only', async () => {
    const { veri, recipients } = await sendAndSettle(valid({ aliciTipi: 'aktifKampKayitlari', bildirimTipi: 'kampHatirlatma' }));
    const ids = recipients.map((r) => r.kullaniciId);
    expect(ids).toEqual(expect.arrayContaining([users.a, users.b]));
    for (const excluded of [users.c, users.d, users.e]) expect(ids).not.toContain(excluded);
    expect(new Set(ids).size).toBe(ids.length);
    expect(veri.aliciSayisi).toBe(ids.length);
  });

  it('tumKullanicilar: every active user, no inactive one', async () => {
    const [active] = await t.db.select({ n: count() }).from(kullanicilar).where(eq(kullanicilar.aktif, true));
    const { veri, recipients, row } = await sendAndSettle(valid({ aliciTipi: 'tumKullanicilar', bildirimTipi: 'etkinlik' }));
    expect(veri.aliciSayisi).toBe(active!.n);
    expect(recipients).toHaveLength(active!.n);
    expect(recipients.map((r) => r.kullaniciId)).not.toContain(users.d);
    expect(recipients.every((r) => r.durum === 'gonderildi')).toBe(true);
    expect(row.durum).toBe('gonderildi');
  });

  it('a failing transport marks the failed recipient hata with the error, and the notification hata', async () => {
    const failing: Mailer = {
      send: async (m) => {
        if (m.to === 'bildirim-b@example.com') throw new Error('SMTP 550 posta kutusu yok');
      },
    };
    const app = await t.buildAnother({ mailer: failing, mailRetryDelaysMs: [] });
    const res = await sendNotification(valid({ aliciTipi: 'belirliKamp', kampId: futureCamp }), app);
    expect(res.statusCode, res.body).toBe(200);
    const id = body<NotificationSent>(res).veri.id;
    const row = await settled(id);
    expect(row.durum).toBe('hata');
    const byUser = Object.fromEntries((await recipientsOf(id)).map((r) => [r.kullaniciId, [r.durum, r.hata]]));
    expect(byUser).toEqual({ [users.a]: ['gonderildi', null], [users.b]: ['hata', 'SMTP 550 posta kutusu yok'] });
  });

  it('answers at once: recipients stay bekliyor while the transport has not answered', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const app = await t.buildAnother({ mailer: { send: () => gate }, mailRetryDelaysMs: [] });
    const res = await sendNotification(valid(), app);
    expect(res.statusCode).toBe(200);
    const id = body<NotificationSent>(res).veri.id;
    expect((await recipientsOf(id)).map((r) => r.durum)).toEqual(['bekliyor']);
    expect((await t.db.select().from(bildirimler).where(eq(bildirimler.id, id)))[0]!.durum).toBe('bekliyor');
    release();
    expect((await settled(id)).durum).toBe('gonderildi');
  });
});

describe('GET /api/bildirim/alici-sayisi (the count the form asks with)', () => {
  const countOf = async (query: Record<string, string>) => as(admin, { method: 'GET', url: '/api/bildirim/alici-sayisi', query });

  it('counts what a send would reach, per recipient type, and writes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(bildirimler);
    const [active] = await t.db.select({ n: count() }).from(kullanicilar).where(eq(kullanicilar.aktif, true));
    const all = await countOf({ aliciTipi: 'tumKullanicilar' });
    expect(all.statusCode).toBe(200);
    expect(body(all).veri).toEqual({ aliciSayisi: active!.n });
    expect(body(await countOf({ aliciTipi: 'belirliKamp', kampId: futureCamp })).veri).toEqual({ aliciSayisi: 2 });
    expect(body(await countOf({ aliciTipi: 'tekKullanici', kullaniciEmail: 'BILDIRIM-A@example.com' })).veri).toEqual({ aliciSayisi: 1 });
    const [after] = await t.db.select({ n: count() }).from(bildirimler);
    expect(after!.n).toBe(before!.n);
  });

  it('422 with the send\'s Turkish field errors for a missing or unknown e-mail or camp', async () => {
    const noEmail = await countOf({ aliciTipi: 'tekKullanici' });
    expect(noEmail.statusCode).toBe(422);
    expect(body(noEmail).hatalar).toEqual({ kullaniciEmail: NM.emailRequired });
    expect(body(await countOf({ aliciTipi: 'tekKullanici', kullaniciEmail: 'kimse@example.com' })).hatalar).toEqual({ kullaniciEmail: NM.userNotFound });
    expect(body(await countOf({ aliciTipi: 'belirliKamp', kampId: UNKNOWN_ID })).hatalar).toEqual({ kampId: NM.campNotFound });
    expect(body(await countOf({ aliciTipi: 'herkes' })).hatalar).toEqual({ aliciTipi: NM.recipientTypeRequired });
  });
});

describe('GET /api/bildirim/gecmis (history, 20 per page)', () => {
  it('pages newest first with totalCount; defaults 1 and 20', async () => {
    const base = Date.UTC(2031, 0, 1);
    await t.db.insert(bildirimler).values(
      Array.from({ length: 25 }, (_, i) => ({ konu: `Geçmiş ${String(i).padStart(2, '0')}`, mesaj: 'm', aliciTipi: 'tumKullanicilar', bildirimTipi: 'etkinlik', aliciSayisi: i, durum: 'gonderildi', gonderimTarihi: new Date(base + i * 60_000) })),
    );
    const [total] = await t.db.select({ n: count() }).from(bildirimler);
    const first = body<NotificationHistoryPage>(await as(admin, { method: 'GET', url: '/api/bildirim/gecmis' })).veri;
    expect(first.totalCount).toBe(total!.n);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({ id: expect.any(String), konu: 'Geçmiş 24', aliciSayisi: 24, bildirimTipi: 'etkinlik', durum: 'gonderildi', gonderimTarihi: new Date(base + 24 * 60_000).toISOString() });
    expect(first.items[19]!.konu).toBe('Geçmiş 05');
    const second = body<NotificationHistoryPage>(await as(admin, { method: 'GET', url: '/api/bildirim/gecmis?sayfa=2&boyut=20' })).veri;
    expect(second.items.slice(0, 5).map((i) => i.konu)).toEqual(['Geçmiş 04', 'Geçmiş 03', 'Geçmiş 02', 'Geçmiş 01', 'Geçmiş 00']);
    expect(second.items).toHaveLength(Math.min(20, total!.n - 20));
    const small = body<NotificationHistoryPage>(await as(admin, { method: 'GET', url: '/api/bildirim/gecmis?sayfa=3&boyut=2' })).veri;
    expect(small.items.map((i) => i.konu)).toEqual(['Geçmiş 20', 'Geçmiş 19']);
  });

  it('bad paging is 422 with field errors', async () => {
    const res = await as(admin, { method: 'GET', url: '/api/bildirim/gecmis?sayfa=0&boyut=abc' });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ sayfa: 'Sayfa 1 veya daha büyük olmalıdır.', boyut: 'Boyut sayısal olmalıdır.' });
  });
});

describe('GET /api/bildirim/istatistikler', () => {
  const stats = async () => body<NotificationStats>(await as(admin, { method: 'GET', url: '/api/bildirim/istatistikler' })).veri;

  it('counts active users, running camps and their unpaid payment details', async () => {
    const before = await stats();
    await insertUser('f');
    await insertUser('g', false);
    const running = await insertCamp('Bildirim Sayım Kampı', shift(-1), shift(0));
    const ended = await insertCamp('Bildirim Sayım Biten', shift(-5), shift(-1));
    await insertCamp('Bildirim Sayım Pasif', shift(5), shift(8), false);
    await t.db.insert(odemeDetaylari).values([
      { kampId: running, kullaniciId: users.a, toplamTl: 10, odemeDurumu: false },
      { kampId: running, kullaniciId: users.b, toplamTl: 10, odemeDurumu: true, odemeTarihi: new Date() },
      { kampId: ended, kullaniciId: users.b, toplamTl: 10, odemeDurumu: false },
    ]);
    const after = await stats();
    expect(after.toplamKullanici - before.toplamKullanici).toBe(1);
    expect(after.aktifKamplar - before.aktifKamplar).toBe(1);
    expect(after.bekleyenOdemeler - before.bekleyenOdemeler).toBe(1);
    const [active] = await t.db.select({ n: count() }).from(kullanicilar).where(eq(kullanicilar.aktif, true));
    expect(after.toplamKullanici).toBe(active!.n);
  });

  it('bugunGonderilen counts the Turkish calendar day (00:00 to 24:00 in Istanbul)', async () => {
    const rows = await t.db
      .insert(bildirimler)
      .values(
        ['2032-03-09T20:59:59.999Z', '2032-03-09T21:00:00.000Z', '2032-03-10T20:59:59.999Z', '2032-03-10T21:00:00.000Z'].map((iso) => ({
          konu: 'Sınır',
          mesaj: 'm',
          aliciTipi: 'tumKullanicilar',
          bildirimTipi: 'bilgilendirme',
          gonderimTarihi: new Date(iso),
        })),
      )
      .returning({ id: bildirimler.id });
    expect((await notificationStats(t.db, new Date('2032-03-10T09:00:00Z'))).bugunGonderilen).toBe(2);
    expect((await notificationStats(t.db, new Date('2032-03-09T21:30:00Z'))).bugunGonderilen).toBe(2);
    await t.db.delete(bildirimler).where(inArray(bildirimler.id, rows.map((r) => r.id)));
  });

  it('a notification sent now counts today', async () => {
    const before = await stats();
    const res = await sendNotification(valid());
    await settled(body<NotificationSent>(res).veri.id);
    expect((await stats()).bugunGonderilen - before.bugunGonderilen).toBe(1);
  });
});

describe('GET /api/bildirim/kamplar', () => {
  it('lists active camps with id, name and dates, the latest start first', async () => {
    const camps = body<NotificationCamp[]>(await as(admin, { method: 'GET', url: '/api/bildirim/kamplar' })).veri;
    expect(camps.find((c) => c.id === futureCamp)).toEqual({ id: futureCamp, kampAdi: 'Bildirim Gelecek Kampı', baslangicTarihi: shift(10), bitisTarihi: shift(15) });
    expect(camps.some((c) => c.kampAdi === 'Bildirim Sayım Pasif')).toBe(false);
    const starts = camps.map((c) => c.baslangicTarihi);
    expect(starts).toEqual([...starts].sort().reverse());
  });
});

describe('notification mail template', () => {
  it('escapes the admin\'s text in HTML, keeps line breaks and marks priority yuksek', () => {
    const mail = notificationMail('https://kayak.example', { ad: 'Ayşe', email: 'ayse@example.com' }, { konu: '<b>Duyuru</b>', mesaj: 'Satır 1\nSatır <script>x</script>', tipEtiketi: 'Acil Duyuru', oncelik: 'yuksek' });
    expect(mail.subject).toBe('[Önemli] Kayak Kulübü: <b>Duyuru</b>');
    expect(mail.html).toContain('Satır 1<br>Satır &lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Merhaba Ayşe,\n\nAcil Duyuru\n\nSatır 1\nSatır <script>x</script>');
    expect(notificationSubject({ konu: 'Bilgi', oncelik: 'orta' })).toBe('Kayak Kulübü: Bilgi');
  });
});
