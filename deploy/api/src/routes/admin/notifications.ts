/**
 * Notifications on the admin side (admin spec §2, §3, §5, §7, §9), inside the admin plugin
 * (401 visitors, 403 members):
 * - POST /api/bildirim — validates (shared {@link notificationPayloadSchema}), checks a sent
 *   `recaptchaToken` for action 'bildirim', resolves the recipients, writes the notification and
 *   its recipients in one transaction, answers `{ id, aliciSayisi }` at once and sends the mails
 *   in the background (services/notifications.ts); no recipient → 422;
 * - GET /api/bildirim/alici-sayisi?aliciTipi&kullaniciEmail&kampId → `{ aliciSayisi }`: how many
 *   a send would reach now (the form asks the admin with this count before it sends); the same
 *   422s as the send for an unknown e-mail or camp;
 * - GET /api/bildirim/gecmis?sayfa&boyut (defaults 1, 20) → `{ items, totalCount }`;
 * - GET /api/bildirim/istatistikler → `{ bugunGonderilen, toplamKullanici, aktifKamplar, bekleyenOdemeler }`;
 * - GET /api/bildirim/kamplar → the camps of the picker.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NOTIFICATION_ACTION, NOTIFICATION_MESSAGES as NM, notificationHistoryQuerySchema, notificationPayloadSchema, notificationRecipientQuerySchema } from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import { send } from '../../lib/http';
import { checkSentToken } from '../../lib/verifier';
import { createNotification, notificationCamps, notificationHistory, notificationStats, resolveRecipients, sendNotificationMails } from '../../services/notifications';
import type { AdminModule } from './crud';

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const notificationAdmin: AdminModule = { resources: [], routes: registerNotificationAdminRoutes };

/**
 * Registers the five notification routes inside the admin plugin. Background jobs still running
 * when the app closes are awaited (bounded by the mail queue, which stops retrying on close).
 */
async function registerNotificationAdminRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const jobs = new Set<Promise<void>>();
  admin.addHook('onClose', async () => {
    await Promise.race([Promise.all([...jobs]), new Promise((r) => setTimeout(r, 2000).unref())]);
  });

  admin.post('/api/bildirim', { schema: { body: notificationPayloadSchema } }, async (request, reply) => {
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, NOTIFICATION_ACTION);
    const acting = await ctx.auth.requireAdmin(request);
    const { id, recipients } = await createNotification(db, input, acting.id);
    const job = sendNotificationMails({ db, mail: ctx.mail, publicUrl: ctx.publicUrl, log: request.log }, id);
    jobs.add(job);
    void job.finally(() => jobs.delete(job));
    request.log.info({ adminId: acting.id, bildirimId: id, aliciSayisi: recipients.length }, 'bildirim kuyruğa alındı');
    return send(reply, { id, aliciSayisi: recipients.length }, NM.sent(recipients.length));
  });

  admin.get('/api/bildirim/alici-sayisi', { schema: { querystring: notificationRecipientQuerySchema } }, async (request, reply) => {
    return send(reply, { aliciSayisi: (await resolveRecipients(db, request.query)).length });
  });

  admin.get('/api/bildirim/gecmis', { schema: { querystring: notificationHistoryQuerySchema } }, async (request, reply) => {
    const { sayfa, boyut } = request.query;
    return send(reply, await notificationHistory(db, sayfa, boyut));
  });

  admin.get('/api/bildirim/istatistikler', async (_request, reply) => send(reply, await notificationStats(db)));

  admin.get('/api/bildirim/kamplar', async (_request, reply) => send(reply, await notificationCamps(db)));
}
