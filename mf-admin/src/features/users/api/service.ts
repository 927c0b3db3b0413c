import { z } from 'zod';
import { getHumanVerificationToken, http } from '@skiclub/shared/api';
import { USER_ACTION, adminUserPageSchema, adminUserSchema, type AdminUser, type UserRole, type UserSortField } from '@skiclub/shared/schemas/admin';
import { callEnvelope, type ListPage, type ListQuery } from '../../crud/api/createCrudService';

/** The calls of the users screen (admin spec §7 Users). */
export interface UserService {
  /**
   * One page of users (GET /api/hesap/kullanicilar?page&pageSize&arama&sirala&yon), paged,
   * searched and sorted on the server.
   * @throws AppError
   */
  list: (query: ListQuery) => Promise<ListPage<AdminUser>>;
  /**
   * POST /api/hesap/rol-guncelle: the user's new roles; the user's sessions end.
   * @returns the updated user
   * @throws AppError (409 'Kendi yönetici yetkinizi kaldıramazsınız.', 404, 422 …)
   */
  setRoles: (kullaniciId: string, roller: UserRole[]) => Promise<AdminUser>;
  /**
   * POST /api/hesap/aktiflik-guncelle: activates or deactivates (deactivation ends the user's sessions at once).
   * @returns the updated user
   * @throws AppError (409 'Kendi hesabınızı pasifleştiremezsiniz.', 404 …)
   */
  setActive: (kullaniciId: string, aktif: boolean) => Promise<AdminUser>;
  /**
   * POST /api/hesap/sifre-sifirla: the server mails the user a reset link; nothing comes back.
   * @throws AppError (409 for a deactivated user, 429 within a minute of the last one, 404 …)
   */
  sendPasswordReset: (kullaniciId: string) => Promise<void>;
}

/** Table columns the API sorts by (`sirala`); other keys are not sent. */
const SORTABLE = new Set<string>(['adSoyad', 'kullaniciAdi', 'email', 'roller', 'aktif', 'olusturmaTarihi'] satisfies UserSortField[]);

/** Query parameters of a table request: page, pageSize, arama (when typed), sirala and yon (when sorted). */
export function listParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.current, pageSize: query.pageSize };
  const arama = query.keyword.trim();
  if (arama) params.arama = arama;
  if (query.sort && SORTABLE.has(query.sort.field)) {
    params.sirala = query.sort.field;
    params.yon = query.sort.order === 'ascend' ? 'asc' : 'desc';
  }
  return params;
}

/** POSTs `payload` with a fresh human-verification token (action 'kullanicilar') fetched just before. */
async function post<T>(schema: z.ZodType<T>, url: string, payload: object): Promise<T> {
  const recaptchaToken = await getHumanVerificationToken(USER_ACTION);
  return callEnvelope(schema, () => http.post(url, { ...payload, recaptchaToken }), url);
}

const LIST_URL = '/api/hesap/kullanicilar';

/** The users calls on the API. */
export const userService: UserService = {
  list: async (query) => {
    const page = await callEnvelope(adminUserPageSchema, () => http.get(LIST_URL, { params: listParams(query) }), LIST_URL);
    return { rows: page.items, total: page.totalCount };
  },
  setRoles: (kullaniciId, roller) => post(adminUserSchema, '/api/hesap/rol-guncelle', { kullaniciId, roller }),
  setActive: (kullaniciId, aktif) => post(adminUserSchema, '/api/hesap/aktiflik-guncelle', { kullaniciId, aktif }),
  sendPasswordReset: async (kullaniciId) => {
    await post(z.unknown(), '/api/hesap/sifre-sifirla', { kullaniciId });
  },
};
