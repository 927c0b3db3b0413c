/**
 * Notifications on the admin side (admin spec §2 notification screen, §3 Notification, §5, §7,
 * §8, §9): the send payload (validated by the form and by POST /api/bildirim), the history row,
 * the statistics, the camp picker row, the allowed values with their Turkish labels and the
 * screen's texts.
 */
import { z } from 'zod';
import { EMAIL_MAX, MESSAGES, isValidEmail, requiredText } from '@skiclub/shared/schemas';

/** Subject and message limits in characters (admin spec §9). */
export const NOTIFICATION_SUBJECT_MAX = 100;
export const NOTIFICATION_MESSAGE_MAX = 1000;
/** History page size (admin spec §9: notification history 20). */
export const NOTIFICATION_HISTORY_PAGE_SIZE = 20;
/** Human-verification action of the notification screen. */
export const NOTIFICATION_ACTION = 'bildirim';

/** Recipient types (admin spec §9). */
export const RECIPIENT_TYPES = ['tumKullanicilar', 'aktifKampKayitlari', 'tekKullanici', 'belirliKamp'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
/** Notification types (admin spec §9). */
export const NOTIFICATION_TYPES = ['bilgilendirme', 'kampHatirlatma', 'odemeHatirlatma', 'acilDuyuru', 'etkinlik'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Priorities (admin spec §9), default 'orta'. */
export const NOTIFICATION_PRIORITIES = ['dusuk', 'orta', 'yuksek'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];
/** Delivery statuses of a notification and of each recipient (admin spec §4, §9). */
export const NOTIFICATION_STATUSES = ['gonderildi', 'bekliyor', 'hata'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Turkish labels of the recipient types. */
export const RECIPIENT_TYPE_LABELS: Record<RecipientType, string> = {
  tumKullanicilar: 'Tüm Kullanıcılar',
  aktifKampKayitlari: 'Aktif Kamp Kayıtları',
  tekKullanici: 'Tek Kullanıcı',
  belirliKamp: 'Belirli Kamp',
};
/** Turkish labels of the notification types. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  bilgilendirme: 'Bilgilendirme',
  kampHatirlatma: 'Kamp Hatırlatma',
  odemeHatirlatma: 'Ödeme Hatırlatma',
  acilDuyuru: 'Acil Duyuru',
  etkinlik: 'Etkinlik',
};
/** Turkish labels of the priorities. */
export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = { dusuk: 'Düşük', orta: 'Orta', yuksek: 'Yüksek' };
/** Turkish words of the statuses (history tags). */
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = { gonderildi: 'Gönderildi', bekliyor: 'Bekliyor', hata: 'Hata' };

/** Texts of the notification screen and API (admin spec §5, §8); verbatim where the spec gives them. */
export const NOTIFICATION_MESSAGES = {
  recipientTypeRequired: 'Alıcı tipi seçimi zorunludur.',
  typeRequired: 'Bildirim tipi seçimi zorunludur.',
  priorityInvalid: 'Geçerli bir öncelik seçiniz.',
  subjectRequired: MESSAGES.required('Konu'),
  subjectTooLong: MESSAGES.maxLength('Konu', NOTIFICATION_SUBJECT_MAX),
  messageRequired: MESSAGES.required('Mesaj'),
  messageTooLong: MESSAGES.maxLength('Mesaj', NOTIFICATION_MESSAGE_MAX),
  emailRequired: 'Tek kullanıcıya gönderim için kullanıcı e-postası zorunludur.',
  emailInvalid: MESSAGES.email,
  userNotFound: 'Bu e-posta adresiyle kayıtlı aktif bir kullanıcı bulunamadı.',
  campRequired: 'Belirli kampa gönderim için kamp seçimi zorunludur.',
  campNotFound: 'Seçilen kamp bulunamadı.',
  noRecipients: 'Seçilen alıcı tipine uygun alıcı bulunamadı. Bildirim gönderilmedi.',
  sent: (n: number) => `Bildirim ${n} alıcıya gönderilmek üzere kuyruğa alındı.`,
  confirmTitle: 'Bildirim gönderilsin mi?',
  /** The question before a send, naming the recipient type's label and the count. */
  confirmSend: (label: string, n: number) => `'${label}' alıcı tipindeki ${n} kişiye e-posta ile gönderilecek. Gönderilen bildirim geri alınamaz.`,
  historyFailed: 'Bildirim geçmişi yüklenirken bir hata oluştu!',
  campsFailed: 'Kamplar yüklenirken bir hata oluştu!',
  statsFailed: 'İstatistikler yüklenirken bir hata oluştu.',
  unknownError: 'Bildirim gönderilirken bilinmeyen bir hata oluştu.',
  sending: 'Gönderiliyor...',
} as const;

const NM = NOTIFICATION_MESSAGES;

/** Longest camp id sent (a uuid). */
const ID_MAX = 36;

/** An optional text of at most `max` characters that counts '' and whitespace as missing (null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

/** The recipient rules: an e-mail for 'tekKullanici', a camp for 'belirliKamp'. */
function checkRecipient(v: { aliciTipi: RecipientType; kullaniciEmail: string | null; kampId: string | null }, ctx: z.RefinementCtx): void {
  if (v.aliciTipi === 'tekKullanici') {
    if (!v.kullaniciEmail) ctx.addIssue({ code: 'custom', path: ['kullaniciEmail'], message: NM.emailRequired });
    else if (!isValidEmail(v.kullaniciEmail)) ctx.addIssue({ code: 'custom', path: ['kullaniciEmail'], message: NM.emailInvalid });
  }
  if (v.aliciTipi === 'belirliKamp' && !v.kampId) ctx.addIssue({ code: 'custom', path: ['kampId'], message: NM.campRequired });
}

/**
 * POST /api/bildirim body (admin spec §3, §5): recipient type, notification type, subject (≤ 100)
 * and message (≤ 1000) required; priority default 'orta'; `kullaniciEmail` required (and an
 * e-mail) for 'tekKullanici'; `kampId` required for 'belirliKamp'. Fields of another recipient
 * type are dropped by the server.
 */
export const notificationPayloadSchema = z
  .object({
    aliciTipi: z.enum(RECIPIENT_TYPES, { error: NM.recipientTypeRequired }),
    bildirimTipi: z.enum(NOTIFICATION_TYPES, { error: NM.typeRequired }),
    konu: requiredText('Konu').max(NOTIFICATION_SUBJECT_MAX, { error: NM.subjectTooLong }),
    mesaj: requiredText('Mesaj').max(NOTIFICATION_MESSAGE_MAX, { error: NM.messageTooLong }),
    oncelik: z.enum(NOTIFICATION_PRIORITIES, { error: NM.priorityInvalid }).default('orta'),
    kullaniciEmail: optionalText(EMAIL_MAX, MESSAGES.maxLength('Kullanıcı e-postası', EMAIL_MAX)),
    kampId: optionalText(ID_MAX, NM.campNotFound),
    recaptchaToken: z.string().optional(),
  })
  .superRefine(checkRecipient);
export type NotificationPayload = z.input<typeof notificationPayloadSchema>;
export type NotificationInput = z.output<typeof notificationPayloadSchema>;

/**
 * GET /api/bildirim/alici-sayisi query: who a notification would go to (the recipient fields of
 * {@link notificationPayloadSchema}, same rules), so the form can name the count before it sends.
 */
export const notificationRecipientQuerySchema = z
  .object({
    aliciTipi: z.enum(RECIPIENT_TYPES, { error: NM.recipientTypeRequired }),
    kullaniciEmail: optionalText(EMAIL_MAX, MESSAGES.maxLength('Kullanıcı e-postası', EMAIL_MAX)),
    kampId: optionalText(ID_MAX, NM.campNotFound),
  })
  .superRefine(checkRecipient);
export type NotificationRecipientQuery = z.output<typeof notificationRecipientQuerySchema>;

/** Answer of GET /api/bildirim/alici-sayisi. */
export const notificationRecipientCountSchema = z.object({ aliciSayisi: z.number().int().nonnegative() });

/** Answer of POST /api/bildirim: the new notification and how many recipients it has. */
export const notificationSentSchema = z.object({ id: z.string(), aliciSayisi: z.number().int().nonnegative() });
export type NotificationSent = z.infer<typeof notificationSentSchema>;

/** History item (admin spec §3). `gonderimTarihi` ISO time. */
export const notificationHistoryItemSchema = z.object({
  id: z.string(),
  konu: z.string(),
  aliciSayisi: z.number().int().nonnegative(),
  bildirimTipi: z.enum(NOTIFICATION_TYPES),
  durum: z.enum(NOTIFICATION_STATUSES),
  gonderimTarihi: z.string(),
});
export type NotificationHistoryItem = z.infer<typeof notificationHistoryItemSchema>;

/** GET /api/bildirim/gecmis answer: one page, newest first, and the count of all. */
export const notificationHistoryPageSchema = z.object({ items: z.array(notificationHistoryItemSchema), totalCount: z.number().int().nonnegative() });
export type NotificationHistoryPage = z.infer<typeof notificationHistoryPageSchema>;

/** GET /api/bildirim/gecmis query: sayfa ≥ 1 (default 1), boyut 1-100 (default 20). */
export const notificationHistoryQuerySchema = z.object({
  sayfa: z.coerce.number({ error: MESSAGES.numeric('Sayfa') }).int({ error: MESSAGES.numeric('Sayfa') }).min(1, { error: MESSAGES.min('Sayfa', 1) }).default(1),
  boyut: z.coerce
    .number({ error: MESSAGES.numeric('Boyut') })
    .int({ error: MESSAGES.numeric('Boyut') })
    .min(1, { error: MESSAGES.min('Boyut', 1) })
    .max(100, { error: MESSAGES.max('Boyut', 100) })
    .default(NOTIFICATION_HISTORY_PAGE_SIZE),
});

/**
 * GET /api/bildirim/istatistikler answer (admin spec §3): notifications sent today (Turkish
 * day), active users, active camps that have not ended, unpaid payment details of those camps.
 */
export const notificationStatsSchema = z.object({
  bugunGonderilen: z.number().int().nonnegative(),
  toplamKullanici: z.number().int().nonnegative(),
  aktifKamplar: z.number().int().nonnegative(),
  bekleyenOdemeler: z.number().int().nonnegative(),
});
export type NotificationStats = z.infer<typeof notificationStatsSchema>;

/** Camp of the picker (GET /api/bildirim/kamplar): dates yyyy-mm-dd. */
export const notificationCampSchema = z.object({ id: z.string(), kampAdi: z.string(), baslangicTarihi: z.string(), bitisTarihi: z.string() });
export type NotificationCamp = z.infer<typeof notificationCampSchema>;
