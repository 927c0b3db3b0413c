import { z } from 'zod';
import { http } from '@skiclub/shared/api';
import { adminRegistrationSchema, type AdminRegistration } from '@skiclub/shared/schemas/admin';
import { callEnvelope } from '../../crud/api/createCrudService';

/** The calls of the camp registrations screen. */
export interface RegistrationService {
  /**
   * Every registration (GET /api/kampakayit?tumu=true, admin spec §7), in the API's order.
   * @throws AppError
   */
  list: () => Promise<AdminRegistration[]>;
  /**
   * DELETE /api/kampakayit/{id}: the registration, its unpaid payment detail, its room and code use.
   * @throws AppError (409 'Ödemesi alınmış kayıt silinemez.', 404 …)
   */
  remove: (id: string) => Promise<void>;
}

const URL = '/api/kampakayit';

/** Camp registrations on the API (admin spec §2, §7). */
export const registrationService: RegistrationService = {
  list: () => callEnvelope(z.array(adminRegistrationSchema), () => http.get(URL, { params: { tumu: true } }), URL),
  remove: async (id) => {
    const url = `${URL}/${encodeURIComponent(id)}`;
    await callEnvelope(z.unknown(), () => http.delete(url), url);
  },
};
