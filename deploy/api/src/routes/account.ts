/**
 * Account routes (member spec §3, §5, §7): POST /api/hesap/kayit (sign-up, sends the
 * confirmation mail) and POST /api/hesap/giris (sign-in), both bot-protected (human
 * verification, actions kayit and giris) and rate limited per client address; sign-in is limited
 * per account as well, so neither rotating addresses nor one noisy address defeats the limit or
 * locks out everyone. POST /api/hesap/cikis (sign-out) revokes the user's tokens; GET
 * /api/dogrulama/token issues local verification tokens. E-mail confirmation (GET
 * /api/Hesap/email-onayla, POST /api/hesap/email-onayi-gonder) and password reset (POST
 * /api/hesap/sifre-sifirlama-talep, -onayla) use single-use hashed tokens (services/account-tokens).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { or, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailConfirmQuerySchema,
  loginPayloadSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signUpPayloadSchema,
  type LoginResult,
} from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { kullanicilar } from '../db/schema';
import { PERSONAL_CACHE_CONTROL } from '../lib/auth';
import { ApiError, invalid, isUuid, notFound, send } from '../lib/http';
import { EMAIL_CONFIRM_TTL_MS, PASSWORD_RESET_TTL_MS, emailConfirmMail, passwordChangedMail, passwordResetMail } from '../lib/mail-templates';
import { hashPassword, verifyPassword } from '../lib/password';
import { validationFieldErrors } from '../lib/errors';
import { foldTurkish } from '../lib/text';
import { VERIFICATION_FAILED, isHuman, tokenQuerySchema } from '../lib/verifier';
import { consumeAccountToken, issueAccountToken, lastIssuedAt } from '../services/account-tokens';
import { findMailUser, markEmailConfirmed } from '../services/profile';
import { changePassword, findUserForLogin, revokeTokens } from '../services/users';

/** 401 text for a wrong user name/e-mail or password (same text either way). */
export const LOGIN_FAILED = 'Kullanıcı adı veya şifre hatalı.';
/** 403 text for a deactivated account. */
export const ACCOUNT_INACTIVE = 'Hesabınız aktif değil. Lütfen yönetici ile iletişime geçin.';
/** 409 texts for taken user names and e-mails. */
export const USERNAME_TAKEN = 'Bu kullanıcı adı zaten kullanılıyor.';
export const EMAIL_TAKEN = 'Bu e-posta adresi zaten kayıtlı.';
/** Success texts. */
export const SIGNUP_OK = 'Kayıt işlemi başarıyla tamamlandı. Giriş yapabilirsiniz.';
export const LOGIN_OK = 'Giriş başarılı.';
export const LOGOUT_OK = 'Çıkış yapıldı.';
export const EMAIL_CONFIRMED = 'E-posta adresiniz başarıyla onaylandı.';
/** 400 for a used, expired or forged confirmation link. */
export const EMAIL_LINK_INVALID = 'E-posta onay bağlantısı geçersiz, kullanılmış veya süresi dolmuş.';
export const EMAIL_ALREADY_CONFIRMED = 'E-posta adresiniz zaten onaylanmış.';
export const EMAIL_CONFIRM_SENT = 'Onay e-postası gönderildi. Lütfen gelen kutunuzu kontrol edin.';
/** Same answer whether or not the address has an account (no enumeration). */
export const RESET_REQUESTED = 'Bu e-posta adresiyle kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi. Lütfen gelen kutunuzu kontrol edin.';
/** 400 for a used, expired or forged reset link. */
export const RESET_LINK_INVALID = 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.';
export const LINK_UNUSABLE = 'Bağlantı artık kullanılamaz. Lütfen yeni bir bağlantı isteyin.';
export const PASSWORD_RESET_OK = 'Şifreniz başarıyla güncellendi. Yeni şifrenizle giriş yapabilirsiniz.';
/** Confirmation mails: at most one per minute per user. */
export const EMAIL_RESEND_MS = 60_000;
/** Role every new account gets. */
export const MEMBER_ROLE = 'Uye';


/**
 * Checks the human-verification token of a bot-protected payload whose route validated its body
 * with `attachValidation` (the schema's field errors are on `request.validationError`). Field
 * errors and a failed verification are reported together as one 422.
 */
async function checkVerified(ctx: AppContext, request: FastifyRequest, action: string): Promise<void> {
  const invalidBody = request.validationError;
  const errors = invalidBody ? (validationFieldErrors(invalidBody) ?? {}) : {};
  const body = (request.body ?? {}) as { recaptchaToken?: unknown };
  if (!errors.recaptchaToken && typeof body.recaptchaToken === 'string' && body.recaptchaToken.trim()) {
    const verdict = await ctx.verifier.verify(body.recaptchaToken.trim(), action, request.ip);
    if (!isHuman(verdict, action)) {
      request.log.info({ action, codes: verdict['error-codes'], score: verdict.score }, 'insan doğrulaması reddedildi');
      errors.recaptchaToken = VERIFICATION_FAILED;
    }
  }
  if (invalidBody || Object.keys(errors).length > 0) throw invalid(errors);
}

/** The account a sign-in body names, folded (case and Turkish letters), or null. */
function accountKey(request: FastifyRequest): string | null {
  const login = (request.body as { kullaniciAdiVeyaEmail?: unknown } | undefined)?.kullaniciAdiVeyaEmail;
  return typeof login === 'string' && login.trim() ? foldTurkish(login.trim()) : null;
}

/** Registers the account routes. */
export function registerAccountRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Per client address (request.ip: the socket, or X-Forwarded-For only from a trusted proxy).
  const limited = { rateLimit: { max: ctx.rateLimit.max, timeWindow: ctx.rateLimit.timeWindowMs } };
  // Per account, whatever address the attempts come from.
  const accountLimiter = app.createRateLimit({
    max: ctx.rateLimit.accountMax,
    timeWindow: ctx.rateLimit.timeWindowMs,
    keyGenerator: (request) => `giris-hesap:${accountKey(request) ?? ''}`,
  });
  async function limitPerAccount(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!accountKey(request)) return;
    const verdict = await accountLimiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', verdict.ttlInSeconds);
      throw new ApiError(429);
    }
  }

  // Without the local verifier the route is not there (404), whatever the query says.
  const localVerifierOn = async () => {
    if (!ctx.issuer) throw notFound('Yerel güvenlik doğrulaması kapalı.');
  };
  app.get('/api/dogrulama/token', { schema: { querystring: tokenQuerySchema }, preValidation: localVerifierOn }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return send(reply, { token: ctx.issuer!.issue(request.query.action) });
  });

  // The body's field errors wait for the verification (attachValidation), so both come in one 422.
  app.post('/api/hesap/kayit', { config: limited, schema: { body: signUpPayloadSchema }, attachValidation: true }, async (request, reply) => {
    await checkVerified(ctx, request, 'kayit');
    const input = request.body;
    const kullaniciAdi = input.kullaniciAdi.trim();
    const email = input.email.trim();
    const taken = await db
      .select({ kullaniciAdi: kullanicilar.kullaniciAdi, email: kullanicilar.email })
      .from(kullanicilar)
      .where(or(sql`lower(${kullanicilar.kullaniciAdi}) = lower(${kullaniciAdi})`, sql`lower(${kullanicilar.email}) = lower(${email})`));
    const hatalar: Record<string, string> = {};
    if (taken.some((u) => u.kullaniciAdi.toLowerCase() === kullaniciAdi.toLowerCase())) hatalar.kullaniciAdi = USERNAME_TAKEN;
    if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase())) hatalar.email = EMAIL_TAKEN;
    if (Object.keys(hatalar).length > 0) throw new ApiError(409, hatalar.kullaniciAdi ?? EMAIL_TAKEN, hatalar);

    const sifreHash = await hashPassword(input.sifre);
    // A concurrent sign-up with the same name hits the unique index → 409 by the error handler.
    const ad = input.ad.trim();
    const { created, token } = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(kullanicilar)
        .values({ ad, soyad: input.soyad.trim(), kullaniciAdi, email, gsm: input.gsm, sifreHash, roller: [MEMBER_ROLE] })
        .returning({ id: kullanicilar.id, kullaniciAdi: kullanicilar.kullaniciAdi });
      return { created: row!, token: await issueAccountToken(tx, row!.id, 'email-onay', EMAIL_CONFIRM_TTL_MS) };
    });
    // Sent in the background: a mail failure never fails the sign-up (retried by the queue).
    ctx.mail.enqueue(emailConfirmMail(ctx.publicUrl, { id: created.id, ad, email }, token));
    return send(reply, created, SIGNUP_OK, 201);
  });

  app.post('/api/hesap/giris', { config: limited, schema: { body: loginPayloadSchema }, attachValidation: true, preHandler: limitPerAccount }, async (request, reply) => {
    await checkVerified(ctx, request, 'giris');
    const input = request.body;
    const user = await findUserForLogin(db, input.kullaniciAdiVeyaEmail.trim());
    const passwordOk = await verifyPassword(user?.sifreHash ?? null, input.sifre);
    if (!user || !passwordOk) throw new ApiError(401, LOGIN_FAILED);
    if (!user.aktif) throw new ApiError(403, ACCOUNT_INACTIVE);

    const sessionUser = { id: user.id, ad: user.ad, soyad: user.soyad, kullaniciAdi: user.kullaniciAdi, email: user.email, roller: user.roller };
    const { token, exp } = ctx.auth.issueToken({ ...sessionUser, tokenSurumu: user.tokenSurumu }, input.beniHatirla);
    const veri: LoginResult = { user: { ...sessionUser, expiration: new Date(exp * 1000).toISOString() }, token };
    // The answer carries a bearer token: never kept by a cache.
    reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    return send(reply, veri, LOGIN_OK);
  });

  app.post('/api/hesap/cikis', { onRequest: ctx.auth.userHook }, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    await revokeTokens(db, user.id);
    return send(reply, null, LOGOUT_OK);
  });
  // Member spec §7 writes the path with a capital H; both spellings answer.
  for (const url of ['/api/Hesap/email-onayla', '/api/hesap/email-onayla']) {
    app.get(url, { schema: { querystring: emailConfirmQuerySchema } }, async (request, reply) => {
      const query = request.query;
      const valid = isUuid(query.userId) && (await consumeAccountToken(db, query.userId, 'email-onay', query.token));
      if (!valid) throw new ApiError(400, EMAIL_LINK_INVALID, { token: LINK_UNUSABLE });
      await markEmailConfirmed(db, query.userId);
      reply.header('Cache-Control', 'no-store');
      return send(reply, null, EMAIL_CONFIRMED);
    });
  }

  app.post('/api/hesap/email-onayi-gonder', { config: limited, onRequest: ctx.auth.userHook }, async (request, reply) => {
    const auth = await ctx.auth.requireUser(request);
    const user = await findMailUser(db, { id: auth.id });
    if (!user) throw new ApiError(401);
    if (user.emailOnaylandi) throw new ApiError(409, EMAIL_ALREADY_CONFIRMED);
    const last = await lastIssuedAt(db, user.id, 'email-onay');
    if (last && Date.now() - last.getTime() < EMAIL_RESEND_MS) {
      reply.header('retry-after', Math.ceil((EMAIL_RESEND_MS - (Date.now() - last.getTime())) / 1000));
      throw new ApiError(429);
    }
    const token = await issueAccountToken(db, user.id, 'email-onay', EMAIL_CONFIRM_TTL_MS);
    ctx.mail.enqueue(emailConfirmMail(ctx.publicUrl, user, token));
    return send(reply, null, EMAIL_CONFIRM_SENT);
  });

  // Per address (route limit) and per e-mail address, from any address.
  const resetLimiter = app.createRateLimit({
    max: ctx.rateLimit.accountMax,
    timeWindow: ctx.rateLimit.timeWindowMs,
    keyGenerator: (request) => `sifirlama-eposta:${resetKey(request) ?? ''}`,
  });
  async function limitPerEmail(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!resetKey(request)) return;
    const verdict = await resetLimiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', verdict.ttlInSeconds);
      throw new ApiError(429);
    }
  }

  // The per-e-mail limit counts every request, a bad body too (it runs before the validation).
  app.post('/api/hesap/sifre-sifirlama-talep', { config: limited, schema: { body: passwordResetRequestSchema }, preValidation: limitPerEmail }, async (request, reply) => {
    const input = request.body;
    const user = await findMailUser(db, { email: input.email });
    // Known, active account: a new link (older unused ones stop working). The answer is the same either way.
    if (user?.aktif) {
      const token = await issueAccountToken(db, user.id, 'sifre-sifirlama', PASSWORD_RESET_TTL_MS);
      ctx.mail.enqueue(passwordResetMail(ctx.publicUrl, user, token));
    }
    return send(reply, null, RESET_REQUESTED);
  });

  app.post('/api/hesap/sifre-sifirlama-onayla', { config: limited, schema: { body: passwordResetConfirmSchema } }, async (request, reply) => {
    const input = request.body;
    if (!isUuid(input.userId)) throw new ApiError(400, RESET_LINK_INVALID, { token: LINK_UNUSABLE });
    const sifreHash = await hashPassword(input.yeniSifre);
    // Token use, new password, token version bump (every older session ends) and e-mail
    // confirmation (the link proved the mailbox) in one transaction.
    const done = await db.transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, input.userId, 'sifre-sifirlama', input.token))) return false;
      await changePassword(tx, input.userId, sifreHash);
      await markEmailConfirmed(tx, input.userId);
      return true;
    });
    if (!done) throw new ApiError(400, RESET_LINK_INVALID, { token: LINK_UNUSABLE });
    const user = await findMailUser(db, { id: input.userId });
    if (user) ctx.mail.enqueue(passwordChangedMail(ctx.publicUrl, user));
    return send(reply, null, PASSWORD_RESET_OK);
  });
}

/** The e-mail a reset request names, folded, or null. */
function resetKey(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? foldTurkish(email.trim()) : null;
}
