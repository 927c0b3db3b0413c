/**
 * Shared validation rules and their Turkish messages (member spec §5, admin spec §5).
 * Every form and the API build their zod schemas from these, so a message shown in the
 * browser is the same one the API returns in `hatalar`.
 */
import { z } from 'zod';

/** Messages of member spec §5 and admin spec §5, verbatim. */
export const MESSAGES = {
  required: (field: string) => `${field} alanı zorunludur.`,
  email: 'Geçerli bir e-posta adresi giriniz.',
  phone: 'Geçerli bir telefon numarası giriniz (10-11 haneli).',
  tcLength: 'T.C. Kimlik No 11 haneli olmalıdır.',
  tcInvalid: 'Geçersiz T.C. Kimlik No.',
  date: 'Geçerli bir tarih giriniz.',
  ageRange: (min: number, max: number) => `Yaş ${min}-${max} aralığında olmalıdır.`,
  minLength: (field: string, n: number) => `${field} en az ${n} karakter olmalıdır.`,
  maxLength: (field: string, n: number) => `${field} en fazla ${n} karakter olabilir.`,
  numeric: (field: string) => `${field} sayısal olmalıdır.`,
  min: (field: string, n: number) => `${field} ${n} veya daha büyük olmalıdır.`,
  max: (field: string, n: number) => `${field} ${n} veya daha küçük olmalıdır.`,
  passwordStrength: 'Şifre en az bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.',
  passwordMismatch: 'Şifreler eşleşmiyor.',
  formErrors: 'Lütfen form hatalarını düzeltiniz.',
  loginRequired: 'Lütfen zorunlu alanları doldurun.',
} as const;

/** Names at most 50 characters (member spec §9). */
export const NAME_MAX = 50;
/** Passwords at least 8 characters (member spec §9). */
export const PASSWORD_MIN = 8;
/**
 * Passwords at most 128 characters: every password field is hashed or
 * compared with argon2, so its length is bounded.
 */
export const PASSWORD_MAX = 128;
/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** A password as typed at sign-in or as the current one: required, at most {@link PASSWORD_MAX}. */
export function passwordInput(field: string, required: string = MESSAGES.required(field)) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(PASSWORD_MAX, { error: MESSAGES.maxLength(field, PASSWORD_MAX) });
}

/** Trimmed text that must not be empty: '{field} alanı zorunludur.' */
export function requiredText(field: string) {
  return z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .min(1, { error: MESSAGES.required(field) });
}

/** Digits of a phone number with spaces removed. */
export function phoneDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True when a phone has 10-11 digits once spaces are ignored (member spec §5). */
export function isValidPhone(value: string): boolean {
  return /^\d{10,11}$/.test(phoneDigits(value));
}

/** Simple e-mail pattern: something@something.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Password strength of member spec §5: upper, lower, digit and special character. */
export function isStrongPassword(value: string): boolean {
  return /[A-ZÇĞİÖŞÜ]/.test(value) && /[a-zçğıöşü]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9ÇĞİÖŞÜçğıöşü\s]/.test(value);
}

/**
 * Turkish national ID check (member spec §5).
 * @returns null when valid, else the spec's message ('T.C. Kimlik No 11 haneli olmalıdır.' or
 *   'Geçersiz T.C. Kimlik No.').
 */
export function tcKimlikNoError(value: string): string | null {
  if (!/^\d{11}$/.test(value)) return MESSAGES.tcLength;
  const d = value.split('').map(Number) as number[];
  if (d[0] === 0) return MESSAGES.tcInvalid;
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return tenth === d[9] && eleventh === d[10] ? null : MESSAGES.tcInvalid;
}

/** Age in whole years on `on` for a birth date (both as Date). */
export function ageOn(birth: Date, on: Date = new Date()): number {
  let age = on.getFullYear() - birth.getFullYear();
  const m = on.getMonth() - birth.getMonth();
  if (m < 0 || (m === 0 && on.getDate() < birth.getDate())) age -= 1;
  return age;
}

/** Validates an age range; returns 'Yaş {min}-{max} aralığında olmalıdır.' or null. */
export function ageRangeError(birth: Date, min: number, max: number, on: Date = new Date()): string | null {
  if (Number.isNaN(birth.getTime())) return MESSAGES.date;
  const age = ageOn(birth, on);
  return age < min || age > max ? MESSAGES.ageRange(min, max) : null;
}

/** Required e-mail field: required message, then 'Geçerli bir e-posta adresi giriniz.' */
export function emailField(field = 'E-posta') {
  return requiredText(field).refine(isValidEmail, { error: MESSAGES.email });
}

/** Required phone: 10-11 digits, spaces ignored; the value is kept without spaces. */
export function phoneField(field = 'GSM') {
  return requiredText(field)
    .transform(phoneDigits)
    .refine((v) => /^\d{10,11}$/.test(v), { error: MESSAGES.phone });
}

/** Required password with the spec's length and strength rules. */
export function strongPassword(field = 'Şifre') {
  return z
    .string({ error: MESSAGES.required(field) })
    .min(1, { error: MESSAGES.required(field) })
    .min(PASSWORD_MIN, { error: MESSAGES.minLength(field, PASSWORD_MIN) })
    .max(PASSWORD_MAX, { error: MESSAGES.maxLength(field, PASSWORD_MAX) })
    .refine(isStrongPassword, { error: MESSAGES.passwordStrength });
}

/** Required name-like text of at most `max` characters. */
export function boundedName(field: string, max = NAME_MAX) {
  return requiredText(field).max(max, { error: MESSAGES.maxLength(field, max) });
}

/** Turns zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Turkish names of zod's value types, for messages the schema itself does not give. */
const TYPE_NAMES: Record<string, string> = {
  string: 'metin',
  number: 'sayı',
  int: 'tam sayı',
  bigint: 'tam sayı',
  boolean: 'doğru/yanlış değeri',
  object: 'nesne',
  array: 'liste',
  date: 'tarih',
};

/**
 * zod's fallback messages in Turkish, for every check a schema gives no text of its own (the
 * schema's own messages always win). Installed once below with `z.config`, so the forms and the
 * API alike never show zod's English defaults ('Invalid input: expected string, …'); unlike
 * zod's own `tr` locale it names no English type.
 */
export const turkishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Bu alan zorunludur.';
      return `Bu alan ${TYPE_NAMES[issue.expected] ?? 'geçerli bir değer'} olmalıdır.`;
    case 'too_small': {
      const n = String(issue.minimum);
      if (issue.origin === 'string') return `En az ${n} karakter olmalıdır.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `En az ${n} öğe olmalıdır.`;
      return issue.inclusive ? `${n} veya daha büyük olmalıdır.` : `${n} değerinden büyük olmalıdır.`;
    }
    case 'too_big': {
      const n = String(issue.maximum);
      if (issue.origin === 'string') return `En fazla ${n} karakter olabilir.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `En fazla ${n} öğe olabilir.`;
      return issue.inclusive ? `${n} veya daha küçük olmalıdır.` : `${n} değerinden küçük olmalıdır.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return MESSAGES.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Geçersiz kayıt numarası.';
      return 'Geçersiz biçim.';
    case 'invalid_value':
      return `Geçersiz seçim. Geçerli değerler: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Tanınmayan alan: ${issue.keys.join(', ')}.`;
    default:
      return 'Geçersiz değer.';
  }
};

z.config({ localeError: turkishErrorMap });
