/**
 * Case generator of the bad-input suite: from a route's body
 * schema (the OpenAPI 3.0 JSON Schema that @fastify/swagger builds from its zod schema) a valid
 * baseline and, per field, hostile variants; plus the per-route variants of the raw body (broken
 * JSON, wrong content types, empty body, a body over the 1 MB limit).
 *
 * Expectations: `reject` = must be 4xx (and, when the baseline itself is accepted, a 422 naming
 * the field in `hatalar`); `accept` = legitimately accepted or refused (never 5xx), only for the
 * field/variant pairs in {@link ALLOWED_TEXT} and for unknown extra fields (zod strips them);
 * `tooLarge` = 413 with the Turkish size text.
 */

/** The subset of OpenAPI 3.0 schema objects the generator reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** What a case's answer must be. */
export type Expectation = 'reject' | 'accept' | 'tooLarge';

/** A JSON value (sent as application/json), a raw payload with its content type, or no body. */
export type Payload = { json: unknown } | { raw: string | Buffer; contentType: string } | { none: true };

/** One generated request body (or raw payload) of a route. */
export interface BodyCase {
  /** e.g. `ad: emoji` or `body: invalid JSON`. */
  name: string;
  /** The field at fault (a top-level key or `list.0.key`), when the case is about one field. */
  field?: string;
  /** A nested case: only meaningful when the baseline's list `needsItem` has an item. */
  needsItem?: string;
  expect: Expectation;
  /** Builds the request body afresh (baselines carry unique names and single-use tokens). */
  payload: () => Payload;
}

/** 1 MB + 1 byte of text: any body holding it is over the API's 1 MB body limit (413). */
export const ONE_MB_STRING = 'a'.repeat(1024 * 1024 + 1);
/** A long text under the body limit: over every sane field length. */
export const LONG_STRING = 'a'.repeat(100_000);
export const EMOJI = 'Kayak 🎿⛷️❄️ 👨‍👩‍👧';
export const SQL_INJECTION = "' OR 1=1; DROP TABLE uye;--";
export const HTML_INJECTION = '<script>alert(1)</script>';
/** 2^63 as a JSON number literal (one past PostgreSQL's bigint). */
export const INT64_LITERAL = '9223372036854775808';

/**
 * Free-text fields that legitimately accept emoji, SQL-like and HTML-like text: they are stored
 * through parameterised queries (drizzle), so SQL text is only text, and every screen renders
 * them as text (React escapes) — except the rich-text fields, which are sanitised on save.
 * Key: field name (any route) or `METHOD url field` (that route only). A new free-text field that accepts such text fails the suite
 * until it is declared here with its reason.
 */
export const ALLOWED_TEXT: Readonly<Record<string, string>> = {
  ad: 'name: plain text, shown escaped',
  soyad: 'surname: plain text, shown escaped',
  biyografi: 'profile biography: plain text, shown escaped',
  notlar: 'order note: plain text, shown escaped',
  Adi: 'product name: plain text, shown escaped',
  KisaAciklama: 'product summary: plain text, shown escaped',
  Aciklama: 'product description: rich text, sanitised on save (sanitize-html)',
  VaryantAdi: 'variant name: plain text, shown escaped',
  kampAdi: 'camp name: plain text, shown escaped',
  galeriAdi: 'gallery name: plain text, shown escaped',
  aciklama: 'description / stock note: plain text, shown escaped',
  baslik: 'news title: plain text, shown escaped',
  icerik: 'news body: rich text, sanitised on save (sanitize-html)',
  anahtarKelimeler: 'news keywords: plain text, shown escaped',
  ulkeAdi: 'country name: plain text, shown escaped',
  adSoyad: 'full name of a camp participant: plain text, shown escaped',
  okulAdi: 'school of a child participant: plain text, shown escaped',
  sinifSube: 'class of a child participant: plain text, shown escaped',
  ucusKodu: 'flight code of a registration: free text the member types (member spec §2), shown escaped',
  sehirAdi: 'city name: plain text, shown escaped',
  otelAdi: 'hotel name: plain text, shown escaped',
  odaTipiAdi: 'room type name: plain text, shown escaped',
  konaklamaTipiAdi: 'accommodation type name: plain text, shown escaped',
  cinsiyetAdi: 'gender name: plain text, shown escaped',
  kaymaSeviyesiAdi: 'skill level name: plain text, shown escaped',
  kategoriAdi: 'category name: plain text, shown escaped',
  tipAdi: 'variant type name: plain text, shown escaped',
  degerAdi: 'variant value name: plain text, shown escaped',
  kodAdi: 'team discount code: any text the admin chooses, compared exactly',
  ekipKodu: 'team discount code: compared exactly with the codes; unknown → a quote without discount, a registration 422',
  kullaniciAdi: 'user name: member spec §2 sets no character rule (required, ≤ 50, unique); shown escaped',
  konu: 'notification subject: plain text, escaped in mails (lib/html.ts)',
  mesaj: 'notification / failure message: plain text, escaped in mails and screens',
  message: 'release failure report message: plain text, shown escaped in the console',
  reason: 'release switch reason: plain text in the audit log, shown escaped',
  etiket: 'deploy key label: plain text in the key list and the audit log, shown escaped',
  sifre: 'password: any characters allowed, only its hash is stored',
  sifreTekrar: 'password repeat: compared with sifre, never stored',
  yeniSifre: 'new password: any characters allowed, only its hash is stored',
  yeniSifreTekrar: 'new password repeat: compared, never stored',
  mevcutSifre: 'current password: compared with the hash (a wrong one is a 4xx anyway)',
  kullaniciAdiVeyaEmail: 'sign-in name: looked up by a parameterised query (unknown → 401)',
  token: 'reset link token: compared by hash (unknown → 400)',
  onayKodu: 'SMS code: compared (wrong → 4xx)',
  recaptchaToken: 'human verification token: verified (a bad one → 4xx)',
  OrderId: 'payment reference: looked up (unknown → 404)',
  'POST /api/haber slug': 'news slug: turned into a URL slug (slugify) on save; one another item uses → 409',
  'PUT /api/haber slug': 'news slug: turned into a URL slug (slugify) on save; one another item uses → 409',
  'POST /api/bildirim kampId': 'only read for aliciTipi belirliKamp (then an existing camp), dropped otherwise',
};

/** Variants of a text field that {@link ALLOWED_TEXT} allows. */
const TEXT_VARIANTS = new Set(['emoji', 'SQL', 'HTML']);

/** The non-null alternative of a schema and whether null is allowed. */
export function unwrap(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (schema.anyOf) {
    const nonNull = schema.anyOf.filter((s) => s.type !== 'null');
    const nullable = schema.nullable === true || nonNull.length < schema.anyOf.length;
    return { schema: nonNull.length === 1 ? { ...nonNull[0]!, nullable } : { ...schema, anyOf: nonNull }, nullable };
  }
  return { schema, nullable: schema.nullable === true };
}

/** A hostile value of one field and whether the field's schema must refuse it. */
interface Variant {
  name: string;
  value: unknown;
  /** Sent as raw JSON text (for numbers JSON.stringify cannot write, 2^63). */
  rawLiteral?: string;
  mustReject: boolean;
}

/** The hostile variants of one field of schema `s`. */
export function fieldVariants(field: string, raw: JsonSchema, required: boolean, route = ''): Variant[] {
  const { schema: s, nullable } = unwrap(raw);
  const out: Variant[] = [
    { name: 'missing', value: undefined, mustReject: required && s.default === undefined },
    // A schema JSON Schema cannot describe (`{}`, e.g. a preprocessed field) may allow null.
    { name: 'null', value: null, mustReject: !nullable && !!s.type },
    { name: s.type === 'object' ? 'array for object' : 'array', value: ['x'], mustReject: s.type !== 'array' && !!s.type },
  ];
  const allowedText = field in ALLOWED_TEXT || `${route} ${field}` in ALLOWED_TEXT;
  const freeText = (name: string) => !(allowedText && TEXT_VARIANTS.has(name));
  switch (s.type) {
    case 'string': {
      out.push(
        { name: 'wrong type (number)', value: 12345, mustReject: true },
        { name: 'long string', value: s.maxLength !== undefined ? 'a'.repeat(s.maxLength + 1) : LONG_STRING, mustReject: true },
        { name: 'emoji', value: EMOJI, mustReject: freeText('emoji') },
        { name: 'SQL', value: SQL_INJECTION, mustReject: freeText('SQL') },
        { name: 'HTML', value: HTML_INJECTION, mustReject: freeText('HTML') },
      );
      if ((s.minLength ?? 0) > 0) out.push({ name: 'empty string', value: '', mustReject: true });
      break;
    }
    case 'number':
    case 'integer': {
      out.push(
        { name: 'wrong type (string)', value: 'abc', mustReject: true },
        { name: 'negative', value: -1, mustReject: (s.minimum ?? 0) >= 0 },
        { name: 'huge 1e308', value: 1e308, mustReject: true },
        { name: 'huge 2^63', value: 0, rawLiteral: INT64_LITERAL, mustReject: true },
      );
      // 2^53 - 1 passes z.number().int() but no integer column holds it: the schema must bound it.
      if (s.type === 'integer') out.push({ name: 'fraction', value: 1.5, mustReject: true }, { name: 'huge 2^53-1', value: Number.MAX_SAFE_INTEGER, mustReject: true });
      break;
    }
    case 'boolean':
      out.push({ name: 'wrong type (string)', value: 'evet', mustReject: true }, { name: 'wrong type (number)', value: 1, mustReject: true });
      break;
    case 'array':
      out.push(
        { name: 'wrong type (string)', value: 'x', mustReject: true },
        { name: 'object for array', value: { a: 1 }, mustReject: true },
        { name: 'too many items', value: Array.from({ length: Math.max(s.maxItems ?? 1000, 1000) + 1 }, () => 'x'), mustReject: true },
      );
      break;
    default:
      // A union (e.g. number or name of a status) or a value JSON Schema cannot describe.
      out.push({ name: 'long string', value: LONG_STRING, mustReject: true }, { name: 'SQL', value: SQL_INJECTION, mustReject: true });
  }
  return out;
}

/**
 * Every case of a route with a JSON body.
 * @param schema the body schema (OpenAPI 3.0 object schema)
 * @param baseline a fresh valid body per call (unique names, single-use tokens)
 * @param route `METHOD url`, for the route-specific entries of {@link ALLOWED_TEXT}
 */
export function bodyCases(schema: JsonSchema, baseline: () => Record<string, unknown>, route = ''): BodyCase[] {
  const cases: BodyCase[] = [];
  const required = new Set(schema.required ?? []);
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    for (const v of fieldVariants(field, prop, required.has(field), route)) {
      const expect: Expectation = v.mustReject ? 'reject' : 'accept';
      const payload = (): Payload => {
        const body = baseline();
        if (v.rawLiteral) return { raw: JSON.stringify({ ...body, [field]: '__LITERAL__' }).replace('"__LITERAL__"', v.rawLiteral), contentType: 'application/json' };
        if (v.value === undefined) delete body[field];
        else body[field] = v.value;
        return { json: body };
      };
      cases.push({ name: `${field}: ${v.name}`, field, expect, payload });
    }
  }
  // One level down: each property of the first item of a list of objects (e.g. the adults of a
  // camp registration, the option values of a variant), when the baseline has an item.
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    const items = unwrap(prop).schema.items;
    if (!items?.properties) continue;
    const itemRequired = new Set(items.required ?? []);
    for (const [inner, innerProp] of Object.entries(items.properties)) {
      for (const v of fieldVariants(inner, innerProp, itemRequired.has(inner), route)) {
        if (v.rawLiteral) continue;
        const path = `${field}.0.${inner}`;
        const payload = (): Payload => {
          const body = baseline();
          const list = body[field];
          if (!Array.isArray(list) || !list[0] || typeof list[0] !== 'object') return { json: body };
          const item = { ...(list[0] as Record<string, unknown>) };
          if (v.value === undefined) delete item[inner];
          else item[inner] = v.value;
          return { json: { ...body, [field]: [item, ...list.slice(1)] } };
        };
        cases.push({ name: `${path}: ${v.name}`, field: path, expect: v.mustReject ? 'reject' : 'accept', payload, needsItem: field });
      }
    }
  }
  // Unknown keys, including role and owner names (mass assignment): zod strips them.
  cases.push({
    name: 'extra unknown fields',
    expect: 'accept',
    payload: () => ({ json: { ...baseline(), bilinmeyenAlan: 'x', roller: ['Admin'], kullaniciId: '00000000-0000-4000-8000-000000000000', tokenSurumu: 99 } }),
  });
  cases.push(...rawBodyCases(true));
  return cases;
}

/**
 * The raw-body cases every write route gets: broken JSON, JSON that is not an object, wrong
 * content types, an empty body and a body over 1 MB.
 * @param hasBody whether the route reads a JSON body (else only the parser's answers count)
 */
export function rawBodyCases(hasBody: boolean): BodyCase[] {
  const json = 'application/json';
  const bodyOnly: Expectation = hasBody ? 'reject' : 'accept';
  const boundary = '----kotugirdi';
  const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="ad"\r\n\r\nx\r\n--${boundary}--\r\n`;
  return [
    { name: 'body: invalid JSON', expect: 'reject', payload: () => ({ raw: '{"ad": "x",', contentType: json }) },
    { name: 'body: empty with JSON type', expect: bodyOnly, payload: () => ({ raw: '', contentType: json }) },
    { name: 'body: none', expect: bodyOnly, payload: () => ({ none: true }) },
    { name: 'body: array for object', expect: bodyOnly, payload: () => ({ raw: '[1,2]', contentType: json }) },
    { name: 'body: null', expect: bodyOnly, payload: () => ({ raw: 'null', contentType: json }) },
    { name: 'body: string', expect: bodyOnly, payload: () => ({ raw: '"x"', contentType: json }) },
    { name: 'body: text/plain', expect: bodyOnly, payload: () => ({ raw: 'ad=x', contentType: 'text/plain' }) },
    { name: 'body: multipart for JSON', expect: 'reject', payload: () => ({ raw: multipart, contentType: `multipart/form-data; boundary=${boundary}` }) },
    { name: 'body: XML', expect: 'reject', payload: () => ({ raw: '<a>x</a>', contentType: 'application/xml' }) },
    { name: 'body: 1 MB string', expect: 'tooLarge', payload: () => ({ raw: JSON.stringify({ ad: ONE_MB_STRING }), contentType: json }) },
  ];
}

/**
 * Cases of a multipart image upload (lib/upload.ts, field `dosya`): the raw-body cases but the
 * multipart one, plus a multipart body without the file, with the file under another name, and
 * with a text file posing as a JPEG (the format is read from the content: 415).
 */
export function uploadCases(): BodyCase[] {
  const boundary = '----kotugirdi';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (name: string, file: string | null, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n${content}\r\n`;
  const multipart = (...parts: string[]) => `${parts.join('')}--${boundary}--\r\n`;
  return [
    ...rawBodyCases(true).filter((c) => c.name !== 'body: multipart for JSON'),
    { name: 'multipart: no file', expect: 'reject', payload: () => ({ raw: multipart(part('ad', null, 'x')), contentType: type }) },
    { name: 'multipart: file under another name', expect: 'reject', payload: () => ({ raw: multipart(part('resim', 'a.jpg', 'x')), contentType: type }) },
    { name: 'multipart: text posing as JPEG', expect: 'reject', payload: () => ({ raw: multipart(part('dosya', 'a.jpg', HTML_INJECTION)), contentType: type }) },
    { name: 'multipart: empty file', expect: 'reject', payload: () => ({ raw: multipart(part('dosya', 'a.jpg', '')), contentType: type }) },
    { name: 'multipart: broken', expect: 'reject', payload: () => ({ raw: `--${boundary}\r\nContent-Disposition: form-data; name="dosya"; filename="a.jpg"\r\n\r\nabc`, contentType: type }) },
  ];
}

/**
 * Cases of a route whose body is a build archive (POST /api/yayinlar/yayinla/:remote, sent with
 * a deploy key): the raw-body cases but the 1 MB JSON one (that route's body limit is the
 * archive's; a JSON body of any size is a 415), plus bytes that are no gzip or zip under those
 * types and an empty tar (no mf-manifest.json). The limits, unsafe paths and links have their own
 * tests (routes/deploy-keys.test.ts).
 */
export function archiveCases(): BodyCase[] {
  // A gzip of 1024 zero bytes: a tar archive's end marker and nothing else.
  const emptyTarGz = Buffer.from('H4sIAAAAAAACA2NgGAWjYBSMVAAALq+17wAEAAA=', 'base64');
  return [
    ...rawBodyCases(true).filter((c) => c.name !== 'body: 1 MB string'),
    { name: 'archive: not gzip', expect: 'reject', payload: () => ({ raw: HTML_INJECTION, contentType: 'application/gzip' }) },
    { name: 'archive: not zip', expect: 'reject', payload: () => ({ raw: HTML_INJECTION, contentType: 'application/zip' }) },
    { name: 'archive: empty tar', expect: 'reject', payload: () => ({ raw: emptyTarGz, contentType: 'application/gzip' }) },
  ];
}

/** Path parameter values that are no record's id (must answer 4xx: 404 or 422). */
export const BAD_IDS: readonly string[] = ['abc', '-1', '1e20', '00000000-0000-4000-8000-000000000000', encodeURIComponent(SQL_INJECTION)];
