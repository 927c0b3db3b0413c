/**
 * Account payloads (member spec §3, §5): sign-up and sign-in. The form validates with the
 * `…FormSchema`, the API with the `…PayloadSchema`; both are built from the same fields.
 */
import { z } from 'zod';
import { EMAIL_MAX, MESSAGES, boundedName, emailField, passwordInput, phoneField, requiredText, strongPassword } from './rules';

const signUpFields = {
  ad: boundedName('Ad'),
  soyad: boundedName('Soyad'),
  kullaniciAdi: boundedName('Kullanıcı Adı'),
  email: emailField('E-posta'),
  gsm: phoneField('GSM'),
  sifre: strongPassword('Şifre'),
  sifreTekrar: passwordInput('Şifre Tekrar'),
};

/**
 * 'Şifreler eşleşmiyor.' on sifreTekrar. zod skips object refinements once any field fails, so
 * without `when` a mismatch stayed hidden while, e.g., the terms box was unticked.
 */
const passwordsMatch = {
  path: ['sifreTekrar'],
  error: MESSAGES.passwordMismatch,
  // Runs whenever a repeat was typed, whatever the other fields hold.
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null && typeof (value as { sifreTekrar?: unknown }).sifreTekrar === 'string',
};

/** Sign-up form (member spec §2, §5): adds the terms checkbox `sartlarOnay`. */
export const signUpFormSchema = z
  .object({
    ...signUpFields,
    sartlarOnay: z.literal(true, { error: MESSAGES.required('Kullanım şartları') }),
  })
  .refine((v) => v.sifre === v.sifreTekrar, passwordsMatch);
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** POST /api/hesap/kayit body (member spec §3): the form fields plus `recaptchaToken`. */
export const signUpPayloadSchema = z
  .object({ ...signUpFields, recaptchaToken: requiredText('Güvenlik doğrulaması') })
  .refine((v) => v.sifre === v.sifreTekrar, passwordsMatch);
export type SignUpPayload = z.input<typeof signUpPayloadSchema>;

/** `veri` of a successful sign-up (POST /api/hesap/kayit, 201). */
export const signUpResultSchema = z.object({ id: z.string(), kullaniciAdi: z.string() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

const loginFields = {
  kullaniciAdiVeyaEmail: requiredText('Kullanıcı Adı veya E-posta').max(EMAIL_MAX, { error: MESSAGES.maxLength('Kullanıcı Adı veya E-posta', EMAIL_MAX) }),
  sifre: passwordInput('Şifre'),
  beniHatirla: z.boolean().default(false),
};

/** Sign-in form (member spec §2): kullaniciAdiVeyaEmail, sifre, remember-me. */
export const loginFormSchema = z.object(loginFields);
export type LoginForm = z.input<typeof loginFormSchema>;

/** POST /api/hesap/giris body (member spec §3). */
export const loginPayloadSchema = z.object({ ...loginFields, recaptchaToken: requiredText('Güvenlik doğrulaması') });
export type LoginPayload = z.input<typeof loginPayloadSchema>;

/** Role names the API gives (member spec §6; ReleaseManager: the release console). */
export const ROLE_NAMES = ['Uye', 'Admin', 'ReleaseManager'] as const;
/** A role name: any text is read (an older client must not fail), the document lists the API's. */
export const roleNameSchema = z.string().meta({ enum: [...ROLE_NAMES] });

/** Session user as the API returns it on sign-in (member spec §3). `expiration` is ISO 8601. */
export const sessionUserSchema = z.object({
  id: z.string(),
  ad: z.string(),
  soyad: z.string(),
  kullaniciAdi: z.string(),
  email: z.string(),
  roller: z.array(roleNameSchema),
  expiration: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `veri` of a successful sign-in: the user and the bearer token. */
export const loginResultSchema = z.object({ user: sessionUserSchema, token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Role name that unlocks the Management menu and /admin routes (member spec §6). */
export const ADMIN_ROLE = 'Admin';

/** Role that may switch, roll back and canary remote versions; Admin may too. */
export const RELEASE_MANAGER_ROLE = 'ReleaseManager';

/** Human verification answer, shaped like reCAPTCHA v3 siteverify. */
export const humanVerificationSchema = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1),
  action: z.string(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
export type HumanVerification = z.infer<typeof humanVerificationSchema>;
