import { z } from 'zod';
import { getHumanVerificationToken, http } from '@skiclub/shared/api';
import { VARIANT_TYPE_ACTION, variantTypeResource, variantValueSchema, type VariantValue, type variantValuePayloadSchema } from '@skiclub/shared/schemas/admin';
import { callEnvelope } from '../../crud/api/createCrudService';

/** Collection of the variant types (admin spec §7); their values live under it. */
const TYPES_URL = variantTypeResource.path;

/** A value as the add form sends it (parsed by variantValuePayloadSchema; the token is added by the call). */
export type VariantValueSave = Omit<z.output<typeof variantValuePayloadSchema>, 'recaptchaToken'>;

/** The calls of the values panel. */
export interface VariantValueCalls {
  /** GET /api/urunvaryanttipi/{id}/degerler: the type's values by siraNo. @throws AppError (404 unknown type) */
  list: (typeId: string) => Promise<VariantValue[]>;
  /** POST /api/urunvaryanttipi/{id}/degerler with a fresh 'urunvaryanttipi' token. @returns the new value. @throws AppError (422 field errors, 409 duplicate) */
  add: (typeId: string, value: VariantValueSave) => Promise<VariantValue>;
  /** DELETE /api/urunvaryanttipi/degerler/{varyantDegeriId}. @throws AppError (409 while a product variant uses it) */
  remove: (valueId: string) => Promise<void>;
}

const valuesUrl = (typeId: string) => `${TYPES_URL}/${encodeURIComponent(typeId)}/degerler`;

/** {@link VariantValueCalls} on the API (admin spec §7 Variant types). */
export const variantValueCalls: VariantValueCalls = {
  list: (typeId) => callEnvelope(z.array(variantValueSchema), () => http.get(valuesUrl(typeId)), valuesUrl(typeId)),
  add: async (typeId, value) => {
    const recaptchaToken = await getHumanVerificationToken(VARIANT_TYPE_ACTION);
    return callEnvelope(variantValueSchema, () => http.post(valuesUrl(typeId), { ...value, recaptchaToken }), valuesUrl(typeId));
  },
  remove: async (valueId) => {
    const url = `${TYPES_URL}/degerler/${encodeURIComponent(valueId)}`;
    await callEnvelope(z.unknown(), () => http.delete(url), url);
  },
};
