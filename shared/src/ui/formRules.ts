/**
 * antd Form rules built from the shared zod schemas (ARCHITECTURE.md: one zod schema per payload,
 * used by the form and by the API), so the browser shows exactly the messages of member spec §5.
 */
import type { FormRule } from 'antd';
import { z } from 'zod';

type AnyObjectSchema = z.ZodObject;

const relaxedCache = new WeakMap<AnyObjectSchema, Map<string, z.ZodType>>();

/**
 * The object schema with every field except `field` accepted as is, keeping the object's own
 * refinements (e.g. 'Şifreler eşleşmiyor.'). zod skips object refinements while any field fails,
 * so without relaxing, a mismatch would stay hidden until every other field is valid.
 */
function relaxedFor(schema: AnyObjectSchema, field: string): z.ZodType {
  let perField = relaxedCache.get(schema);
  if (!perField) {
    perField = new Map();
    relaxedCache.set(schema, perField);
  }
  const cached = perField.get(field);
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = {};
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    shape[key] = key === field ? (fieldSchema as z.ZodType) : z.unknown();
  }
  const checks = (schema.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  const relaxed = z.object(shape).check(...checks);
  perField.set(field, relaxed);
  return relaxed;
}

/**
 * Validates `values` (the whole form) against `schema` and returns the first message for `field`,
 * or undefined when that field is valid. Other fields' errors are ignored.
 * @param schema a zod object schema from `@skiclub/shared/schemas` (refinements allowed)
 * @param field the form field name (a key of the schema's shape)
 * @param values every form value, keyed by field name
 */
export function zodFieldError(schema: AnyObjectSchema, field: string, values: Record<string, unknown>): string | undefined {
  const result = relaxedFor(schema, field).safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

/**
 * antd Form rule for one field: runs the whole-object zod schema with the form's current values
 * and rejects with that field's Turkish message (e.g. 'Ad alanı zorunludur.').
 * @example <Form.Item name="email" rules={[zodRule(signUpFormSchema, 'email')]} />
 */
export function zodRule<S extends AnyObjectSchema>(schema: S, field: keyof S['shape'] & string): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const values = { ...(form.getFieldsValue(true) as Record<string, unknown>), [field]: value };
      const message = zodFieldError(schema, field, values);
      if (message) throw new Error(message);
    },
  });
}

/**
 * antd `setFields` entries for the API's `hatalar` (`{ field: message }`, member spec §8), keeping
 * only the names the form has; the rest is still listed by ErrorAlert.
 */
export function serverFieldEntries<F extends string>(fieldErrors: Record<string, string>, formFields: readonly F[]): { name: F; errors: string[] }[] {
  return Object.entries(fieldErrors)
    .filter((entry): entry is [F, string] => (formFields as readonly string[]).includes(entry[0]))
    .map(([name, message]) => ({ name, errors: [message] }));
}
