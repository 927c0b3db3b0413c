/**
 * Profile routes of the signed-in member (member spec §3, §5, §7): GET/PUT
 * /api/hesap/profil, PUT /api/hesap/sifre-degistir, PUT /api/hesap/sosyal-medya, phone
 * confirmation (POST /api/hesap/gsm-onayi-gonder, /api/hesap/gsm-onayi-dogrula) and the photo
 * uploads (POST /api/hesap/profil-foto-yukle, /api/hesap/kapak-foto-yukle). Every route works on
 * the token's user only: no route takes a user id, so nobody reads or changes another profile.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  passwordChangeSchema,
  phoneCodeSchema,
  profileUpdateSchema,
  socialMediaSchema,
  type LoginResult,
  type Profile,
} from '@skiclub/shared/schemas';
import type { AppContext } from '../context';
import { PERSONAL_CACHE_CONTROL, TOKEN_TTL_SECONDS, type AuthUser } from '../lib/auth';
import { ApiError, invalid, send } from '../lib/http';
import { readImageUploads, uploadFolder, type ImageUploadRule } from '../lib/upload';
import { passwordChangedMail } from '../lib/mail-templates';
import { hashPassword, verifyPassword } from '../lib/password';
import { newPhoneCode } from '../lib/secrets';
import {
  checkPhoneCode,
  dropPhoneCode,
  getProfile,
  setPhoto,
  storePhoneCode,
  updateProfile,
  updateSocialLinks,
  userNameTakenByOther,
  type PhotoKind,
} from '../services/profile';
import { changePassword, findPasswordHash, findStoredUser } from '../services/users';
import { USERNAME_TAKEN } from './account';

/** Success and failure texts of the profile routes. */
export const PROFILE_UPDATED = 'Profil bilgileriniz başarıyla güncellendi.';
export const SOCIAL_UPDATED = 'Sosyal medya bilgileriniz başarıyla güncellendi.';
export const PASSWORD_CHANGED = 'Şifreniz başarıyla değiştirildi.';
export const CURRENT_PASSWORD_WRONG = 'Mevcut şifre hatalı.';
export const PHONE_CODE_SENT = 'Onay kodu telefonunuza gönderildi.';
export const PHONE_CODE_NOT_SENT = 'Onay kodu şu anda gönderilemedi. Lütfen biraz sonra tekrar deneyin.';
export const PHONE_CONFIRMED = 'Telefon numaranız başarıyla onaylandı.';
export const PHONE_ALREADY_CONFIRMED = 'Telefon numaranız zaten onaylanmış.';
export const PHONE_MISSING = 'Önce profilinize bir GSM numarası ekleyin.';
export const PHONE_CODE_WRONG = 'Onay kodu hatalı.';
export const PHONE_CODE_EXPIRED = 'Onay kodunun süresi dolmuş veya deneme hakkınız bitmiş. Lütfen yeni bir kod isteyin.';
export const PHOTO_UPLOADED = 'Fotoğrafınız başarıyla yüklendi.';
export { FILE_REQUIRED } from '../lib/upload';

/** Largest side of a stored photo in pixels; decoding stops above 50 megapixels. */
const PHOTO_MAX_SIDE: Record<PhotoKind, number> = { profil: 1024, kapak: 2400 };

/** Folder of the profile photos under the uploads folder, served as /uploads/profil/{file}. */
export const PROFILE_UPLOAD_DIR = 'profil';

async function profileOf(ctx: AppContext, user: AuthUser): Promise<Profile> {
  const profile = await getProfile(ctx.db, user.id);
  if (!profile) throw new ApiError(401);
  return profile;
}

/** Upload rule of a profile or cover photo (member spec §5, §9): JPEG or PNG by content, ≤ 5 MB. */
const photoRule = (kind: PhotoKind): ImageUploadRule => ({ maxBytes: PHOTO_MAX_BYTES, formats: ['jpeg', 'png'], maxSide: PHOTO_MAX_SIDE[kind], messages: PHOTO_MESSAGES });

/** Registers the profile routes (async: the upload routes live in a plugin with multipart). */
export async function registerProfileRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const member = { onRequest: ctx.auth.userHook };
  const limited = { rateLimit: { max: ctx.rateLimit.max, timeWindow: ctx.rateLimit.timeWindowMs } };

  app.get('/api/hesap/profil', member, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    return send(reply, await profileOf(ctx, user));
  });

  app.put('/api/hesap/profil', { ...member, schema: { body: profileUpdateSchema } }, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    const input = request.body;
    if (await userNameTakenByOther(db, user.id, input.kullaniciAdi)) throw new ApiError(409, USERNAME_TAKEN, { kullaniciAdi: USERNAME_TAKEN });
    // A concurrent rename to the same name hits the unique index → the same 409 (lib/errors.ts).
    await updateProfile(db, user.id, input);
    return send(reply, await profileOf(ctx, user), PROFILE_UPDATED);
  });

  app.put('/api/hesap/sosyal-medya', { ...member, schema: { body: socialMediaSchema } }, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    await updateSocialLinks(db, user.id, request.body);
    return send(reply, await profileOf(ctx, user), SOCIAL_UPDATED);
  });

  /**
   * Every session issued before the change ends (token version); the answer carries a fresh
   * token for this session (same lifetime kind: 7 days when it was a remembered sign-in), so the
   * member stays signed in here and only the other devices are signed out.
   */
  app.put('/api/hesap/sifre-degistir', { ...member, config: limited, schema: { body: passwordChangeSchema } }, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    const input = request.body;
    const stored = await findPasswordHash(db, user.id);
    if (!(await verifyPassword(stored, input.mevcutSifre))) throw invalid({ mevcutSifre: CURRENT_PASSWORD_WRONG });
    await changePassword(db, user.id, await hashPassword(input.yeniSifre));
    const fresh = await findStoredUser(db, user.id);
    if (!fresh) throw new ApiError(401);
    const remember = request.user.exp - request.user.iat > TOKEN_TTL_SECONDS.normal;
    const sessionUser = { id: fresh.id, ad: fresh.ad, soyad: fresh.soyad, kullaniciAdi: fresh.kullaniciAdi, email: fresh.email, roller: fresh.roller };
    const { token, exp } = ctx.auth.issueToken({ ...sessionUser, tokenSurumu: fresh.tokenSurumu }, remember);
    ctx.mail.enqueue(passwordChangedMail(ctx.publicUrl, fresh));
    const veri: LoginResult = { user: { ...sessionUser, expiration: new Date(exp * 1000).toISOString() }, token };
    reply.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    return send(reply, veri, PASSWORD_CHANGED);
  });

  app.post('/api/hesap/gsm-onayi-gonder', { ...member, config: limited }, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    const code = newPhoneCode();
    const stored = await storePhoneCode(db, user.id, code);
    if (!stored.ok) {
      if (stored.reason === 'too-soon') {
        reply.header('retry-after', stored.retryAfterS ?? 60);
        throw new ApiError(429);
      }
      if (stored.reason === 'confirmed') throw new ApiError(409, PHONE_ALREADY_CONFIRMED);
      throw invalid({ gsm: PHONE_MISSING }, PHONE_MISSING);
    }
    try {
      await ctx.sms.send(stored.gsm, `Kayak Kulübü telefon onay kodunuz: ${code}. Kod 5 dakika geçerlidir.`);
    } catch (err) {
      request.log.error({ err }, 'SMS gönderilemedi');
      await dropPhoneCode(db, user.id);
      throw new ApiError(503, PHONE_CODE_NOT_SENT);
    }
    return send(reply, null, PHONE_CODE_SENT);
  });

  app.post('/api/hesap/gsm-onayi-dogrula', { ...member, config: limited, schema: { body: phoneCodeSchema } }, async (request, reply) => {
    const user = await ctx.auth.requireUser(request);
    const input = request.body;
    const result = await checkPhoneCode(db, user.id, input.onayKodu);
    if (result.status === 'none') throw new ApiError(400, PHONE_CODE_EXPIRED, { onayKodu: PHONE_CODE_EXPIRED });
    if (result.status === 'wrong') {
      const mesaj = result.kalanDeneme > 0 ? `${PHONE_CODE_WRONG} Kalan deneme hakkı: ${result.kalanDeneme}.` : PHONE_CODE_EXPIRED;
      throw invalid({ onayKodu: mesaj }, mesaj);
    }
    return send(reply, await profileOf(ctx, user), PHONE_CONFIRMED);
  });

  const photos = await uploadFolder(ctx.storage, PROFILE_UPLOAD_DIR);

  async function upload(kind: PhotoKind, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const user = await ctx.auth.requireUser(request);
    const [image] = await readImageUploads(request, photoRule(kind));
    const path = await photos.store(image!, kind);
    let old: string | null;
    try {
      old = await setPhoto(db, user.id, kind, path);
    } catch (err) {
      await photos.remove(path);
      throw err;
    }
    // Only files this route wrote are removed (never a path outside the folder).
    await photos.remove(old);
    return send(reply, path, PHOTO_UPLOADED);
  }

  // Multipart only inside this plugin: every other route keeps answering 415 to it.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
    scope.post('/api/hesap/profil-foto-yukle', { ...member, config: limited }, (request, reply) => upload('profil', request, reply));
    scope.post('/api/hesap/kapak-foto-yukle', { ...member, config: limited }, (request, reply) => upload('kapak', request, reply));
  });
}
