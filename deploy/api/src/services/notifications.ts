/**
 * Admin notifications (admin spec §2 notification screen, §3, §7, §9): recipients resolved on
 * the server, the notification and one row per recipient written in one transaction, the mails
 * sent in the background through the mail queue, the history and the statistics.
 *
 * Decisions:
 * - tumKullanicilar: every active user (any e-mail, confirmed or not: the address is the one the
 *   member signed up with, and the account mails already go to it);
 * - aktifKampKayitlari: active users with an active registration in an active camp that has not
 *   ended (bitisTarihi ≥ today in Turkey);
 * - belirliKamp: active users with an active registration in that camp (any camp, ended too);
 * - tekKullanici: the active user with that e-mail (case-insensitive), else 422;
 * - a user is a recipient once, however many registrations they have;
 * - a recipient stays 'bekliyor' while the queue retries, becomes 'gonderildi' when the mail was
 *   handed over, 'hata' (with the error) when the queue gave up; the notification becomes
 *   'gonderildi' when all are done, 'hata' when any failed.
 */
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  NOTIFICATION_MESSAGES as NM,
  NOTIFICATION_TYPE_LABELS,
  type NotificationCamp,
  type NotificationHistoryPage,
  type NotificationInput,
  type NotificationStats,
  type NotificationStatus,
  type NotificationType,
} from '@skiclub/shared/schemas/admin';
import type { Database } from '../db';
import { bildirimAlicilari, bildirimler, kampaKayitlari, kamplar, kullanicilar, odemeDetaylari } from '../db/schema';
import { invalid, isUuid } from '../lib/http';
import type { MailQueue } from '../lib/mail';
import { notificationMail } from '../lib/mail-templates';
import { todayInTurkey } from './camp-registration';

/** One recipient: the user and the address the mail goes to. */
export interface Recipient {
  kullaniciId: string;
  email: string;
  ad: string;
}

/** Longest error text kept on a recipient row. */
const ERROR_TEXT_MAX = 500;

const recipientColumns = { kullaniciId: kullanicilar.id, email: kullanicilar.email, ad: kullanicilar.ad };

/** Keeps the first row of each user, in order. */
function uniqueByUser(rows: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.kullaniciId) && seen.add(r.kullaniciId));
}

/**
 * The recipients of a valid payload (see the module's decisions), ordered by user name.
 * @param today Turkish calendar day yyyy-mm-dd (default today)
 * @throws ApiError 422 on kullaniciEmail (no active user) or kampId (unknown camp)
 */
export async function resolveRecipients(db: Database, input: Pick<NotificationInput, 'aliciTipi' | 'kullaniciEmail' | 'kampId'>, today: string = todayInTurkey()): Promise<Recipient[]> {
  const order = [kullanicilar.ad, kullanicilar.soyad, kullanicilar.id] as const;
  switch (input.aliciTipi) {
    case 'tumKullanicilar':
      return db.select(recipientColumns).from(kullanicilar).where(eq(kullanicilar.aktif, true)).orderBy(...order);
    case 'tekKullanici': {
      const email = (input.kullaniciEmail ?? '').toLowerCase();
      const rows = await db
        .select(recipientColumns)
        .from(kullanicilar)
        .where(and(eq(kullanicilar.aktif, true), sql`lower(${kullanicilar.email}) = ${email}`))
        .limit(1);
      if (!rows.length) throw invalid({ kullaniciEmail: NM.userNotFound }, NM.userNotFound);
      return rows;
    }
    case 'belirliKamp': {
      const kampId = input.kampId ?? '';
      const camp = isUuid(kampId) ? await db.select({ id: kamplar.id }).from(kamplar).where(eq(kamplar.id, kampId)).limit(1) : [];
      if (!camp.length) throw invalid({ kampId: NM.campNotFound }, NM.campNotFound);
      const rows = await db
        .select(recipientColumns)
        .from(kampaKayitlari)
        .innerJoin(kullanicilar, eq(kullanicilar.id, kampaKayitlari.kullaniciId))
        .where(and(eq(kampaKayitlari.kampId, kampId), eq(kampaKayitlari.aktif, true), eq(kullanicilar.aktif, true)))
        .orderBy(...order);
      return uniqueByUser(rows);
    }
    case 'aktifKampKayitlari': {
      const rows = await db
        .select(recipientColumns)
        .from(kampaKayitlari)
        .innerJoin(kamplar, eq(kamplar.id, kampaKayitlari.kampId))
        .innerJoin(kullanicilar, eq(kullanicilar.id, kampaKayitlari.kullaniciId))
        .where(and(eq(kampaKayitlari.aktif, true), eq(kamplar.aktif, true), gte(kamplar.bitisTarihi, today), eq(kullanicilar.aktif, true)))
        .orderBy(...order);
      return uniqueByUser(rows);
    }
  }
}

/**
 * Resolves the recipients and writes the notification ('bekliyor') with one 'bekliyor' row per
 * recipient in one transaction.
 * @param senderId the Admin who sends it
 * @returns the new id and the recipients
 * @throws ApiError 422 as {@link resolveRecipients}, and with NM.noRecipients when there is none
 */
export async function createNotification(db: Database, input: NotificationInput, senderId: string | null): Promise<{ id: string; recipients: Recipient[] }> {
  const recipients = await resolveRecipients(db, input);
  if (!recipients.length) throw invalid({ aliciTipi: NM.noRecipients }, NM.noRecipients);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bildirimler)
      .values({
        konu: input.konu,
        mesaj: input.mesaj,
        aliciTipi: input.aliciTipi,
        bildirimTipi: input.bildirimTipi,
        oncelik: input.oncelik,
        kampId: input.aliciTipi === 'belirliKamp' ? input.kampId : null,
        kullaniciEmail: input.aliciTipi === 'tekKullanici' ? (recipients[0]?.email ?? null) : null,
        gonderenKullaniciId: senderId,
        aliciSayisi: recipients.length,
        durum: 'bekliyor',
      })
      .returning({ id: bildirimler.id });
    await tx.insert(bildirimAlicilari).values(recipients.map((r) => ({ bildirimId: row!.id, kullaniciId: r.kullaniciId, email: r.email, durum: 'bekliyor' })));
    return row!.id;
  });
  return { id, recipients };
}

/** What the background job needs. */
export interface NotificationMailDeps {
  db: Database;
  mail: MailQueue;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}

/** Error text of a failed mail, at most {@link ERROR_TEXT_MAX} characters. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'e-posta gönderilemedi').slice(0, ERROR_TEXT_MAX);
}

/**
 * The background job of one notification: queues one mail per 'bekliyor' recipient, marks each
 * recipient when the queue settles it, then the notification ('gonderildi', or 'hata' when any
 * recipient failed). Never rejects (database failures are logged).
 * @returns a promise that resolves when every recipient is settled (tests wait on it)
 */
export async function sendNotificationMails(deps: NotificationMailDeps, bildirimId: string): Promise<void> {
  const { db } = deps;
  try {
    const [notification] = await db.select().from(bildirimler).where(eq(bildirimler.id, bildirimId));
    if (!notification) return;
    const pending = await db
      .select({ id: bildirimAlicilari.id, email: bildirimAlicilari.email, ad: kullanicilar.ad })
      .from(bildirimAlicilari)
      .leftJoin(kullanicilar, eq(kullanicilar.id, bildirimAlicilari.kullaniciId))
      .where(and(eq(bildirimAlicilari.bildirimId, bildirimId), eq(bildirimAlicilari.durum, 'bekliyor')));
    const content = {
      konu: notification.konu,
      mesaj: notification.mesaj,
      tipEtiketi: NOTIFICATION_TYPE_LABELS[notification.bildirimTipi as NotificationType] ?? notification.bildirimTipi,
      oncelik: notification.oncelik as 'dusuk' | 'orta' | 'yuksek',
    };
    await Promise.all(
      pending.map(
        (r) =>
          new Promise<void>((resolve) => {
            deps.mail.enqueue(notificationMail(deps.publicUrl, { ad: r.ad ?? '', email: r.email }, content), (error) => {
              const values = error ? { durum: 'hata', hata: errorText(error), gonderimTarihi: new Date() } : { durum: 'gonderildi', hata: null, gonderimTarihi: new Date() };
              db.update(bildirimAlicilari)
                .set(values)
                .where(eq(bildirimAlicilari.id, r.id))
                .then(
                  () => resolve(),
                  (err: unknown) => {
                    deps.log.error({ err, bildirimId, aliciId: r.id }, 'bildirim alıcısı güncellenemedi');
                    resolve();
                  },
                );
            });
          }),
      ),
    );
    const [failed] = await db
      .select({ n: count() })
      .from(bildirimAlicilari)
      .where(and(eq(bildirimAlicilari.bildirimId, bildirimId), eq(bildirimAlicilari.durum, 'hata')));
    const durum: NotificationStatus = (failed?.n ?? 0) > 0 ? 'hata' : 'gonderildi';
    await db.update(bildirimler).set({ durum }).where(eq(bildirimler.id, bildirimId));
  } catch (err) {
    deps.log.error({ err, bildirimId }, 'bildirim gönderim işi başarısız');
  }
}

/**
 * One page of the history, newest first (admin spec §3 history item, §7).
 * @param sayfa 1-based page; @param boyut page size
 */
export async function notificationHistory(db: Database, sayfa: number, boyut: number): Promise<NotificationHistoryPage> {
  const rows = await db
    .select({ id: bildirimler.id, konu: bildirimler.konu, aliciSayisi: bildirimler.aliciSayisi, bildirimTipi: bildirimler.bildirimTipi, durum: bildirimler.durum, gonderimTarihi: bildirimler.gonderimTarihi })
    .from(bildirimler)
    .orderBy(desc(bildirimler.gonderimTarihi), desc(bildirimler.id))
    .limit(boyut)
    .offset((sayfa - 1) * boyut);
  const [total] = await db.select({ n: count() }).from(bildirimler);
  return {
    items: rows.map((r) => ({ ...r, bildirimTipi: r.bildirimTipi as NotificationType, durum: r.durum as NotificationStatus, gonderimTarihi: r.gonderimTarihi.toISOString() })),
    totalCount: total?.n ?? 0,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a Turkish calendar day (yyyy-mm-dd) as an instant (Turkey is UTC+3 all year since 2016). */
export function turkeyDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/**
 * The four statistics (admin spec §3): notifications sent on today's Turkish calendar day,
 * active users, active camps that have not ended, unpaid payment details of those camps.
 * @param now the current instant (tests)
 */
export async function notificationStats(db: Database, now: Date = new Date()): Promise<NotificationStats> {
  const today = todayInTurkey(now);
  const runningCamp = and(eq(kamplar.aktif, true), gte(kamplar.bitisTarihi, today));
  const [[sent], [users], [camps], [unpaid]] = await Promise.all([
    db
      .select({ n: count() })
      .from(bildirimler)
      .where(and(gte(bildirimler.gonderimTarihi, turkeyDayStart(today)), lt(bildirimler.gonderimTarihi, new Date(turkeyDayStart(today).getTime() + DAY_MS)))),
    db.select({ n: count() }).from(kullanicilar).where(eq(kullanicilar.aktif, true)),
    db.select({ n: count() }).from(kamplar).where(runningCamp),
    db
      .select({ n: count() })
      .from(odemeDetaylari)
      .innerJoin(kamplar, eq(kamplar.id, odemeDetaylari.kampId))
      .where(and(eq(odemeDetaylari.odemeDurumu, false), runningCamp)),
  ]);
  return { bugunGonderilen: sent?.n ?? 0, toplamKullanici: users?.n ?? 0, aktifKamplar: camps?.n ?? 0, bekleyenOdemeler: unpaid?.n ?? 0 };
}

/** Camps of the picker: every active camp, the latest start first. */
export async function notificationCamps(db: Database): Promise<NotificationCamp[]> {
  return db
    .select({ id: kamplar.id, kampAdi: kamplar.kampAdi, baslangicTarihi: kamplar.baslangicTarihi, bitisTarihi: kamplar.bitisTarihi })
    .from(kamplar)
    .where(eq(kamplar.aktif, true))
    .orderBy(desc(kamplar.baslangicTarihi), kamplar.kampAdi);
}

/** Recipient rows of a notification (tests and diagnostics). */
export function notificationRecipients(db: Database, bildirimId: string) {
  return db.select().from(bildirimAlicilari).where(inArray(bildirimAlicilari.bildirimId, [bildirimId]));
}
