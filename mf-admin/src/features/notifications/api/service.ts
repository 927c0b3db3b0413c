import { z } from 'zod';
import { getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import {
  NOTIFICATION_ACTION,
  notificationCampSchema,
  notificationHistoryPageSchema,
  notificationRecipientCountSchema,
  notificationSentSchema,
  notificationStatsSchema,
  type NotificationCamp,
  type NotificationHistoryPage,
  type NotificationInput,
  type NotificationRecipientQuery,
  type NotificationSent,
  type NotificationStats,
} from '@skiclub/shared/schemas/admin';
import { readEnvelope } from '../../crud/api/createCrudService';

/** The body of a send as the form gives it (parsed by notificationPayloadSchema, token added here). */
export type NotificationSend = Omit<NotificationInput, 'recaptchaToken'>;

/** The calls of the notification screen. Every call throws an AppError on failure. */
export interface NotificationCalls {
  /** POST /api/bildirim with a fresh 'bildirim' token. @returns the id, the recipient count and the server's message. */
  send: (payload: NotificationSend) => Promise<NotificationSent & { mesaj: string }>;
  /** GET /api/bildirim/alici-sayisi: how many a send with these recipient fields would reach now. */
  countRecipients: (query: NotificationRecipientQuery) => Promise<number>;
  /** GET /api/bildirim/gecmis?sayfa&boyut: one page of the history, newest first. */
  history: (sayfa: number, boyut: number) => Promise<NotificationHistoryPage>;
  /** GET /api/bildirim/istatistikler: the four statistics cards. */
  stats: () => Promise<NotificationStats>;
  /** GET /api/bildirim/kamplar: the camps of the picker. */
  camps: () => Promise<NotificationCamp[]>;
}

/** Runs a call and returns its envelope body. @throws AppError */
async function request(run: () => Promise<{ data: unknown }>): Promise<unknown> {
  try {
    return (await run()).data;
  } catch (e) {
    throw toAppError(e);
  }
}

const URL = '/api/bildirim';

/** {@link NotificationCalls} on the API (admin spec §7 Notifications). */
export const notificationCalls: NotificationCalls = {
  send: async (payload) => {
    // The token is fetched just before the send (admin spec §3) and is single-use.
    const recaptchaToken = await getHumanVerificationToken(NOTIFICATION_ACTION);
    const body = await request(() => http.post(URL, { ...payload, recaptchaToken }));
    const veri = readEnvelope(notificationSentSchema, body, URL);
    const mesaj = (body as { mesaj?: unknown }).mesaj;
    return { ...veri, mesaj: typeof mesaj === 'string' ? mesaj : '' };
  },
  countRecipients: async ({ aliciTipi, kullaniciEmail, kampId }) => {
    const url = `${URL}/alici-sayisi`;
    const params = { aliciTipi, ...(kullaniciEmail ? { kullaniciEmail } : {}), ...(kampId ? { kampId } : {}) };
    return readEnvelope(notificationRecipientCountSchema, await request(() => http.get(url, { params })), url).aliciSayisi;
  },
  history: async (sayfa, boyut) => {
    const url = `${URL}/gecmis`;
    return readEnvelope(notificationHistoryPageSchema, await request(() => http.get(url, { params: { sayfa, boyut } })), url);
  },
  stats: async () => {
    const url = `${URL}/istatistikler`;
    return readEnvelope(notificationStatsSchema, await request(() => http.get(url)), url);
  },
  camps: async () => {
    const url = `${URL}/kamplar`;
    return readEnvelope(z.array(notificationCampSchema), await request(() => http.get(url)), url);
  },
};
