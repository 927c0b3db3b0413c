/**
 * Account routes (member spec §3, §5, §7): POST /api/hesap/kayit (sign-up) and
 * POST /api/hesap/giris (sign-in), both bot-protected (human verification, actions kayit and
 * giris) and rate limited per IP; GET /api/dogrulama/token issues local verification tokens.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fieldErrors, loginPayloadSchema, signUpPayloadSchema, type LoginResult } from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { kullanicilar } from '../db/schema';
import { ApiError, invalid, notFound, send } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { ACTION_RE, VERIFICATION_FAILED, isHuman } from '../lib/verifier';

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
/** Role every new account gets. */
export const MEMBER_ROLE = 'Uye';

const tokenQuerySchema = z.object({
  action: z.string({ error: 'İşlem adı zorunludur.' }).regex(ACTION_RE, { error: 'Geçersiz işlem adı.' }),
});

/**
 * Parses a bot-protected payload and checks its human-verification token. Field errors and a
 * failed verification are reported together as one 422.
 */
async function parseVerified<S extends z.ZodType>(ctx: AppContext, request: FastifyRequest, schema: S, action: string): Promise<z.output<S>> {
  const result = schema.safeParse(request.body ?? {});
  const errors = result.success ? {} : fieldErrors(result.error);
  const body = (request.body ?? {}) as { recaptchaToken?: unknown };
  if (!errors.recaptchaToken && typeof body.recaptchaToken === 'string' && body.recaptchaToken.trim()) {
    const verdict = await ctx.verifier.verify(body.recaptchaToken.trim(), action, request.ip);
    if (!isHuman(verdict, action)) {
      request.log.info({ action, codes: verdict['error-codes'], score: verdict.score }, 'insan doğrulaması reddedildi');
      errors.recaptchaToken = VERIFICATION_FAILED;
    }
  }
  if (!result.success || Object.keys(errors).length > 0) throw invalid(errors);
  return result.data;
}

/** Registers the account routes. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const limited = { rateLimit: { max: ctx.rateLimit.max, timeWindow: ctx.rateLimit.timeWindowMs } };

  app.get('/api/dogrulama/token', async (request, reply) => {
    if (!ctx.issuer) throw notFound('Yerel güvenlik doğrulaması kapalı.');
    const parsed = tokenQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    reply.header('Cache-Control', 'no-store');
    return send(reply, { token: ctx.issuer.issue(parsed.data.action) });
  });

  app.post('/api/hesap/kayit', { config: limited }, async (request, reply) => {
    const input = await parseVerified(ctx, request, signUpPayloadSchema, 'kayit');
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
    const [created] = await db
      .insert(kullanicilar)
      .values({ ad: input.ad.trim(), soyad: input.soyad.trim(), kullaniciAdi, email, gsm: input.gsm, sifreHash, roller: [MEMBER_ROLE] })
      .returning({ id: kullanicilar.id, kullaniciAdi: kullanicilar.kullaniciAdi });
    return send(reply, created, SIGNUP_OK, 201);
  });

  app.post('/api/hesap/giris', { config: limited }, async (request, reply) => {
    const input = await parseVerified(ctx, request, loginPayloadSchema, 'giris');
    const login = input.kullaniciAdiVeyaEmail.trim();
    const [user] = await db
      .select()
      .from(kullanicilar)
      .where(or(sql`lower(${kullanicilar.kullaniciAdi}) = lower(${login})`, sql`lower(${kullanicilar.email}) = lower(${login})`))
      .limit(1);
    const passwordOk = await verifyPassword(user?.sifreHash ?? null, input.sifre);
    if (!user || !passwordOk) throw new ApiError(401, LOGIN_FAILED);
    if (!user.aktif) throw new ApiError(403, ACCOUNT_INACTIVE);

    const sessionUser = { id: user.id, ad: user.ad, soyad: user.soyad, kullaniciAdi: user.kullaniciAdi, email: user.email, roller: user.roller };
    const { token, exp } = ctx.auth.issueToken(sessionUser, input.beniHatirla);
    const veri: LoginResult = { user: { ...sessionUser, expiration: new Date(exp * 1000).toISOString() }, token };
    return send(reply, veri, LOGIN_OK);
  });
}
