/**
 * Password strength hint of the sign-up form. The rule itself (member spec §5: at least 8
 * characters with upper case, lower case, digit and special character) is enforced by the shared
 * schema; this only tells the user which parts are still missing.
 */
import { PASSWORD_MIN } from '@skiclub/shared/schemas';

/** One part of the rule and whether the password meets it. */
export interface StrengthCriterion {
  key: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  met: boolean;
}

/** Result of {@link passwordStrength}. */
export interface PasswordStrength {
  criteria: StrengthCriterion[];
  /** Criteria met, 0-5. */
  score: number;
  /** 'Zayıf' (0-2), 'Orta' (3-4) or 'Güçlü' (5: the rule holds). */
  level: 'Zayıf' | 'Orta' | 'Güçlü';
  /** antd colour for the level. */
  color: string;
}

/** Scores a password against the five parts of the spec's rule. */
export function passwordStrength(value: string): PasswordStrength {
  const criteria: StrengthCriterion[] = [
    { key: 'length', label: `En az ${PASSWORD_MIN} karakter`, met: value.length >= PASSWORD_MIN },
    { key: 'upper', label: 'Bir büyük harf', met: /[A-ZÇĞİÖŞÜ]/.test(value) },
    { key: 'lower', label: 'Bir küçük harf', met: /[a-zçğıöşü]/.test(value) },
    { key: 'digit', label: 'Bir rakam', met: /\d/.test(value) },
    { key: 'special', label: 'Bir özel karakter', met: /[^A-Za-z0-9ÇĞİÖŞÜçğıöşü\s]/.test(value) },
  ];
  const score = criteria.filter((c) => c.met).length;
  if (score === criteria.length) return { criteria, score, level: 'Güçlü', color: '#389e0d' };
  if (score >= 3) return { criteria, score, level: 'Orta', color: '#d48806' };
  return { criteria, score, level: 'Zayıf', color: '#cf1322' };
}
