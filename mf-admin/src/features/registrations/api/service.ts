import { z } from 'zod';
import { http, toAppError } from '@skiclub/shared/api';
import { adminRegistrationSchema, type AdminRegistration } from '@skiclub/shared/schemas/admin';
import { readEnvelope } from '../../crud/api/createCrudService';

/** The calls of the camp registrations screen (tests give an in-memory one). */
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

/** Runs a call and reads `veri` of its envelope with `schema`; every failure is an AppError. */
async function read<T>(schema: z.ZodType<T>, url: string, request: () => Promise<{ data: unknown }>): Promise<T> {
  let data: unknown;
  try {
    data = (await request()).data;
  } catch (e) {
    throw toAppError(e);
  }
  return readEnvelope(schema, data, url);
}

/** Camp registrations on the API (admin spec §2, §7). */
export const registrationService: RegistrationService = {
  list: () => read(z.array(adminRegistrationSchema), URL, () => http.get(URL, { params: { tumu: true } })),
  remove: async (id) => {
    const url = `${URL}/${encodeURIComponent(id)}`;
    await read(z.unknown(), url, () => http.delete(url));
  },
};
