import { z } from 'zod';

/**
 * A whole number from a query string within [min, max] ('2' → 2); '1.5', 'x' and arrays stay
 * invalid with `message`; missing → `fallback`. An empty value ('?sayfa=') is invalid too, unless
 * `emptyAsMissing` makes it the fallback. Used by the news, admin user and release audit lists.
 */
export function queryInt(message: string, min: number, max: number, fallback: number, { emptyAsMissing = false }: { emptyAsMissing?: boolean } = {}) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || (emptyAsMissing && value === '')) return fallback;
      const text = String(value).trim();
      const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    })
    // The range and default in the OpenAPI document (the transform itself says nothing to JSON Schema).
    .meta({ minimum: min, maximum: max, default: fallback });
}
