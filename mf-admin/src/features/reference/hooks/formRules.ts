/**
 * Bridges the shared zod payload schemas to antd Form rules, so the browser shows exactly the
 * messages the API returns (admin spec §5), and picks the text of a failed call (admin spec §8).
 */
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { isAppError, STATUS_MESSAGES, UNEXPECTED_MESSAGE } from '@skiclub/shared/errors';

/**
 * antd rules for one field of a zod object schema: the first zod message for the value.
 * Used with the Form's default `onChange` trigger, so messages show live while typing.
 */
export function zodFieldRules<S extends z.ZodObject>(schema: S, field: keyof S['shape'] & string): FormRule[] {
  const fieldSchema = schema.shape[field] as z.ZodType;
  return [
    {
      validator: async (_rule, value: unknown) => {
        const result = fieldSchema.safeParse(value);
        if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
      },
    },
  ];
}

/**
 * Text for a failed load, save or delete (admin spec §8): the server's message (or the status
 * text of a 4xx refusal), the no-connection text when no answer came, else `fallback`
 * ('İşlem sırasında hata oluştu.', 'Silme işlemi sırasında hata oluştu.', …) for server
 * failures and anything unexpected.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isAppError(error)) return fallback;
  if (error.kind === 'network') return error.message;
  if (error.kind !== 'http' || error.message === UNEXPECTED_MESSAGE) return fallback;
  // The server's own text, or the catalogue's status text for a refusal (4xx: 403, 404, 429 …);
  // a bare server failure (5xx) gets the operation's own wording instead.
  if (error.message !== STATUS_MESSAGES[error.status] || error.status < 500) return error.message;
  return fallback;
}
