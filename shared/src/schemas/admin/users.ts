/**
 * Users screen of the admin remote (/admin/kullanicilar; admin spec §2, §3 "User (admin list)",
 * §7 Users, §8): the list row, the paged list query and answer, the bodies of the three
 * operations and their Turkish texts. The API (routes/admin/users.ts) and the screen
 * (mf-admin/src/features/users) both use these schemas. Dates are ISO 8601 instants.
 */
import { z } from 'zod';
import { ADMIN_ROLE, RELEASE_MANAGER_ROLE, queryInt, roleNameSchema } from '@skiclub/shared/schemas';

/** Page size of the users table (admin spec §9: 10 on the admin tables). */
export const USER_PAGE_SIZE = 10;
/** Largest page size GET /api/hesap/kullanicilar accepts. */
export const USER_MAX_PAGE_SIZE = 100;
/** Human-verification action of the users screen's operations (admin spec §3: the collection's name). */
export const USER_ACTION = 'kullanicilar';
/** Role every new account gets (routes/account.ts signs members up with it). */
export const MEMBER_ROLE_NAME = 'Uye';
/** Roles an admin may give (the ones sign-up and the seed use; ReleaseManager). */
export const USER_ROLES = [ADMIN_ROLE, RELEASE_MANAGER_ROLE, MEMBER_ROLE_NAME] as const;
/** Turkish labels of {@link USER_ROLES} for the admin screens. */
export const USER_ROLE_LABELS: Record<UserRole, string> = { [ADMIN_ROLE]: 'Admin', [RELEASE_MANAGER_ROLE]: 'Sürüm Yöneticisi', [MEMBER_ROLE_NAME]: 'Üye' };
export type UserRole = (typeof USER_ROLES)[number];
/** Columns the list can be sorted by (`sirala`); 'adSoyad' sorts by ad, then soyad. */
export const USER_SORT_FIELDS = ['adSoyad', 'kullaniciAdi', 'email', 'roller', 'aktif', 'olusturmaTarihi'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Texts of the users screen and API (admin spec §2, §8), word for word: the tests compare them exactly. */
export const USER_MESSAGES = {
  title: 'Kullanıcılar',
  loading: 'Kullanıcılar yükleniyor...',
  loadFailed: 'Kullanıcılar yüklenirken hata oluştu.',
  notFound: 'Kullanıcı bulunamadı.',
  userRequired: 'Kullanıcı seçimi zorunludur.',
  userInvalid: 'Geçersiz kullanıcı.',
  rolesRequired: 'En az bir rol seçilmelidir.',
  roleInvalid: 'Geçersiz rol.',
  activeRequired: 'Aktiflik durumu zorunludur.',
  page: 'Sayfa 1 veya daha büyük bir tam sayı olmalıdır.',
  pageSize: `Sayfa boyutu 1 ile ${USER_MAX_PAGE_SIZE} arasında bir tam sayı olmalıdır.`,
  sortInvalid: 'Geçersiz sıralama alanı.',
  directionInvalid: 'Sıralama yönü asc veya desc olmalıdır.',
  searchInvalid: 'Arama metni geçersiz.',
  searchTooLong: 'Arama metni en fazla 100 karakter olabilir.',
  /** 409: an admin removing the Admin role from their own account. */
  selfDemotion: 'Kendi yönetici yetkinizi kaldıramazsınız.',
  /** 409: an admin deactivating their own account. */
  selfDeactivation: 'Kendi hesabınızı pasifleştiremezsiniz.',
  /** 409: a reset mail to a deactivated account (the public flow sends none either). */
  resetInactive: 'Pasif bir kullanıcıya şifre sıfırlama e-postası gönderilemez. Önce hesabı aktifleştirin.',
  rolesUpdated: 'Kullanıcının rolleri güncellendi.',
  activated: 'Kullanıcı aktifleştirildi.',
  deactivated: 'Kullanıcı pasifleştirildi.',
  resetSent: 'Şifre sıfırlama e-postası gönderildi.',
  resetButton: 'Şifre sıfırlama e-postası gönder',
  resetConfirm: 'Kullanıcıya şifre sıfırlama e-postası gönderilsin mi?',
  makeAdminConfirm: 'Bu kullanıcıya yönetici (Admin) yetkisi verilsin mi?',
  removeAdminConfirm: 'Bu kullanıcının yönetici (Admin) yetkisi kaldırılsın mı?',
  makeReleaseManagerConfirm: 'Bu kullanıcıya sürüm yöneticisi (ReleaseManager) yetkisi verilsin mi? Yayın konsolunu (/yayinlar) kullanabilir.',
  removeReleaseManagerConfirm: 'Bu kullanıcının sürüm yöneticisi (ReleaseManager) yetkisi kaldırılsın mı?',
  deactivateConfirm: 'Bu kullanıcı pasifleştirilsin mi? Açık oturumları hemen kapanır.',
  activateConfirm: 'Bu kullanıcı aktifleştirilsin mi?',
  ownRow: 'Kendi hesabınızda bu işlemler yapılamaz.',
  failed: 'İşlem sırasında hata oluştu.',
} as const;

/** A user as the admin list shows it (admin spec §3: id, ad, soyad, kullaniciAdi, email, roller, active flag). */
export const adminUserSchema = z.object({
  id: z.string(),
  ad: z.string(),
  soyad: z.string(),
  kullaniciAdi: z.string(),
  email: z.string(),
  gsm: z.string(),
  roller: z.array(roleNameSchema),
  aktif: z.boolean(),
  emailOnaylandi: z.boolean(),
  /** Sign-up instant, ISO 8601. */
  olusturmaTarihi: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `veri` of GET /api/hesap/kullanicilar: one page and the number of matching users. */
export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;


/**
 * GET /api/hesap/kullanicilar query: `arama` (in ad, soyad, "ad soyad", kullaniciAdi, email;
 * Turkish letters and case ignored), `page` (default 1), `pageSize` (default 10, at most 100),
 * `sirala` (one of {@link USER_SORT_FIELDS}; default newest first) and `yon` (asc | desc, default asc).
 */
export const adminUserQuerySchema = z.object({
  arama: z
    .string({ error: USER_MESSAGES.searchInvalid })
    .trim()
    .max(100, { error: USER_MESSAGES.searchTooLong })
    .optional()
    .transform((v) => v ?? ''),
  page: queryInt(USER_MESSAGES.page, 1, Number.MAX_SAFE_INTEGER, 1, { emptyAsMissing: true }),
  pageSize: queryInt(USER_MESSAGES.pageSize, 1, USER_MAX_PAGE_SIZE, USER_PAGE_SIZE, { emptyAsMissing: true }),
  sirala: z.enum(USER_SORT_FIELDS, { error: USER_MESSAGES.sortInvalid }).optional(),
  yon: z.enum(['asc', 'desc'], { error: USER_MESSAGES.directionInvalid }).default('asc'),
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user an operation is about: required, in UUID form (lower-cased). */
const userIdField = z
  .string({ error: USER_MESSAGES.userRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.userRequired })
  .regex(UUID_PATTERN, { error: USER_MESSAGES.userInvalid })
  .transform((v) => v.toLowerCase());

/** POST /api/hesap/rol-guncelle body: the user and their new roles (at least one; duplicates dropped, Admin first). */
export const userRolesPayloadSchema = z.object({
  kullaniciId: userIdField,
  // Element errors land on `roller` itself (not roller.0), where the screen shows them.
  roller: z
    .array(z.unknown(), { error: USER_MESSAGES.rolesRequired })
    .min(1, { error: USER_MESSAGES.rolesRequired })
    .transform((roles, ctx): UserRole[] => {
      if (roles.some((r) => !(USER_ROLES as readonly unknown[]).includes(r))) {
        ctx.addIssue({ code: 'custom', message: USER_MESSAGES.roleInvalid });
        return z.NEVER;
      }
      return USER_ROLES.filter((r) => roles.includes(r));
    }),
  recaptchaToken: z.string().optional(),
});
export type UserRolesInput = z.output<typeof userRolesPayloadSchema>;
export type UserRolesPayload = z.input<typeof userRolesPayloadSchema>;

/** POST /api/hesap/aktiflik-guncelle body: the user and the new active flag. */
export const userActivePayloadSchema = z.object({
  kullaniciId: userIdField,
  aktif: z.boolean({ error: USER_MESSAGES.activeRequired }),
  recaptchaToken: z.string().optional(),
});
export type UserActiveInput = z.output<typeof userActivePayloadSchema>;
export type UserActivePayload = z.input<typeof userActivePayloadSchema>;

/** POST /api/hesap/sifre-sifirla body: the user who gets the reset mail (no password is ever sent or shown). */
export const userPasswordResetPayloadSchema = z.object({
  kullaniciId: userIdField,
  recaptchaToken: z.string().optional(),
});
export type UserPasswordResetInput = z.output<typeof userPasswordResetPayloadSchema>;
export type UserPasswordResetPayload = z.input<typeof userPasswordResetPayloadSchema>;
