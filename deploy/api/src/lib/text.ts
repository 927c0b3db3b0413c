/**
 * Turkish-aware text folding for search (member spec §2 catalogue search): `İ`, `I`, `ı` and `i`
 * all match, and ç/ğ/ö/ş/ü/â/î/û match their ASCII letters, in any case. The SQL side uses the
 * same mapping through translate() + lower().
 */
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

const FROM = 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû';
const TO = 'cgiiosucgiosuaiuaiu';
const MAP = new Map([...FROM].map((c, i) => [c, TO[i]!]));

/** Folds a text for comparison: Turkish letters to ASCII, then lower case. */
export function foldTurkish(text: string): string {
  return [...text].map((c) => MAP.get(c) ?? c).join('').toLowerCase();
}

/**
 * SQL expression folding a column the same way as {@link foldTurkish}. The letter lists are
 * inlined as literals (constants without quotes), so the same expression serves queries and
 * the unique indexes on folded names (db/schema.ts), and the planner can match the two.
 */
export function foldSql(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)}))`;
}

/** A LIKE pattern `%term%` with `%`, `_` and `\` escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
