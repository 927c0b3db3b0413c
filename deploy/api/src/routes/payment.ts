/**
 * Card payment routes (member spec §4 camp payment, §7): POST /api/odeme/baslat answers
 * the bank's 3D Pay form for the member's own payable; POST /api/odeme/sonuc takes the bank's
 * urlencoded post-back (the browser's auto-submitted form, no token) and always redirects with
 * 303 to /odeme-sonuc. The urlencoded parser lives only in the post-back's plugin, so every
 * other route still answers 415 to a form body. Card data never reaches these routes; the
 * post-back's card mask is never logged.
 */
import type { FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentStartRequestSchema } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { send } from '../lib/http';
import type { PostBack } from '../lib/payfor';
import { handlePostBack, startPayment, type PaymentOutcome } from '../services/payment';

/** The post-back's fields as strings (a repeated field keeps its first value; others are dropped). */
function postBackFields(body: unknown): PostBack {
  const out: PostBack = {};
  if (!body || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (typeof v === 'string') out[key] = v;
  }
  return out;
}

/** `${publicUrl}/odeme-sonuc?odemeSonuc&OrderId&PurchAmount&returnCode&errMsg&kaynak`. */
export function resultUrl(publicUrl: string, o: PaymentOutcome): string {
  const query = new URLSearchParams({
    odemeSonuc: o.odemeSonuc,
    OrderId: o.OrderId,
    PurchAmount: o.PurchAmount,
    returnCode: o.returnCode,
    errMsg: o.errMsg.slice(0, 200),
    kaynak: o.kaynak,
  });
  return `${publicUrl}/odeme-sonuc?${query.toString()}`;
}

/** Registers POST /api/odeme/baslat and POST /api/odeme/sonuc. */
export async function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, auth, payfor, paymentSources } = ctx;

  // A visitor's request is 401 before its body is validated (and after a broken body's 400).
  app.withTypeProvider<ZodTypeProvider>().post('/api/odeme/baslat', { preValidation: auth.userHook, schema: { body: paymentStartRequestSchema } }, async (request, reply) => {
    const user = await auth.requireUser(request);
    return send(reply, await startPayment(db, payfor, paymentSources, user.id, request.body));
  });

  await app.register(async (scope) => {
    await scope.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
    scope.post('/api/odeme/sonuc', async (request, reply) => {
      const postBack = postBackFields(request.body);
      const outcome = await handlePostBack(db, payfor, paymentSources, postBack);
      const logged = { siparisNo: postBack.OrderId ?? '', kaynak: outcome.kaynak, procReturnCode: postBack.ProcReturnCode ?? '' };
      if (outcome.rejected) request.log.warn({ ...logged, neden: outcome.rejected }, 'banka yanıtı reddedildi');
      else if (outcome.duplicateApproval) request.log.warn(logged, 'zaten ödenmiş kayıt için ikinci onay: iade gerekebilir');
      else if (outcome.refundDue) request.log.warn(logged, 'onaylanan ödeme kabul edilmedi (kayıt iptal edilmiş ya da tutarı değişmiş): iade gerekli');
      else request.log.info({ ...logged, sonuc: outcome.odemeSonuc }, 'banka yanıtı işlendi');
      if (outcome.afterPaidError) request.log.error({ ...logged, err: outcome.afterPaidError }, 'ödeme sonrası işlem (onay e-postası) yapılamadı');
      return reply.redirect(resultUrl(ctx.publicUrl, outcome), 303);
    });
  });
}
