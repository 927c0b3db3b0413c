/**
 * The API envelope (ARCHITECTURE.md, member spec §7): `{ basarili, veri, mesaj, hatalar? }`.
 * `hatalar` maps a field name to its Turkish message on 4xx answers.
 */
export interface Envelope<T> {
  basarili: boolean;
  veri: T;
  mesaj: string;
  hatalar?: Record<string, string>;
}

/** Builds a success envelope. */
export function ok<T>(veri: T, mesaj = ''): Envelope<T> {
  return { basarili: true, veri, mesaj };
}

/** Builds a failure envelope; `veri` is null. */
export function fail(mesaj: string, hatalar?: Record<string, string>): Envelope<null> {
  return hatalar ? { basarili: false, veri: null, mesaj, hatalar } : { basarili: false, veri: null, mesaj };
}
