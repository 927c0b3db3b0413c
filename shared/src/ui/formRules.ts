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
    shape[key] = key === field ? (fieldSchema as z.ZodType) : z.unknown().optional();
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

/** Where a nested form field lives: `['yetiskinler', 1, 'tcKimlikNo']` (antd NamePath, zod path). */
export type FieldPath = readonly (string | number)[];

function samePath(a: readonly PropertyKey[], b: FieldPath): boolean {
  return a.length === b.length && a.every((k, i) => String(k) === String(b[i]));
}

/** A copy of `values` with `value` at `path` (objects and arrays copied along the way). */
function setAt(values: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(values) || (values == null && typeof head === 'number')) {
    const list = Array.isArray(values) ? [...(values as unknown[])] : [];
    list[Number(head)] = setAt(list[Number(head)], rest, value);
    return list;
  }
  const obj: Record<string, unknown> = values && typeof values === 'object' ? { ...(values as Record<string, unknown>) } : {};
  obj[String(head)] = setAt(obj[String(head)], rest, value);
  return obj;
}

/**
 * The first message of `schema` for the field at `path` when `values` (the whole form) is
 * checked, or undefined when that field is valid. For forms whose payload has lists of objects
 * (the camp registration's participants), where {@link zodFieldError} sees top-level fields only.
 */
export function zodPathError(schema: z.ZodType, path: FieldPath, values: unknown): string | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => samePath(issue.path, path))?.message;
}

/** How a field's form value becomes its payload value for {@link zodPathRule}. */
export interface PathRuleInput {
  /** A message for a value that cannot be converted at all (checked before the schema). */
  precheck?: (value: unknown) => string | undefined;
  /** The payload value of the form value (e.g. a typed dd.mm.yyyy date → yyyy-mm-dd). */
  toValue?: (value: unknown) => unknown;
}

/**
 * antd Form rule for a nested field (`name={['cocuklar06', 0, 'dogumTarihi']}`): checks the whole
 * form with `schema` and rejects with that field's Turkish message. `schema` may be built from
 * other choices (the chosen accommodation option); pass the current one on every render.
 */
export function zodPathRule(schema: z.ZodType, path: FieldPath, input: PathRuleInput = {}): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const early = input.precheck?.(value);
      if (early) throw new Error(early);
      const payloadValue = input.toValue ? input.toValue(value) : value;
      const message = zodPathError(schema, path, setAt(form.getFieldsValue(true), path, payloadValue));
      if (message) throw new Error(message);
    },
  });
}

/** A field key of the API's `hatalar` as a path: `'yetiskinler.1.tcKimlikNo'` → `['yetiskinler', 1, 'tcKimlikNo']`. */
export function fieldPathOf(key: string): (string | number)[] {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * antd `setFields` entries for the API's `hatalar` with dotted keys (member spec §8), keeping
 * the fields `hasField` knows; the rest is still listed by ErrorAlert.
 */
export function serverFieldPathEntries(fieldErrors: Record<string, string>, hasField: (path: (string | number)[]) => boolean): { name: (string | number)[]; errors: string[] }[] {
  return Object.entries(fieldErrors)
    .map(([key, message]) => ({ name: fieldPathOf(key), errors: [message] }))
    .filter((entry) => hasField(entry.name));
}
