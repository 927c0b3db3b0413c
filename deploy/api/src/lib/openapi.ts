/**
 * OpenAPI 3 document generated from the zod schemas, served at
 * /api/docs (Swagger UI) and /api/docs/json. Each route's body, query and path parameters are
 * documented from the zod schemas of its Fastify `schema` (the ones it is validated with) through
 * fastify-type-provider-zod's transform. Every operation also gets, by
 * rule, what it can answer: its success schema ({@link DOC_RESPONSES} where the route has none),
 * each error status with the failure envelope (field errors `hatalar` on 422), and its
 * `security` from the access table (lib/access-table.ts), so the document cannot drift from the
 * guards the access suite checks. The test harness (test/openapi.ts) checks every answer the
 * suites receive against this document.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campRegistrationOptionsSchema,
  cartSchema,
  categoryListSchema,
  cityListSchema,
  galleryImageListSchema,
  genderListSchema,
  loginResultSchema,
  newsSchema,
  orderCreatedSchema,
  orderPageSchema,
  orderSchema,
  paymentStartSchema,
  priceQuoteSchema,
  productDetailSchema,
  productPageSchema,
  profileSchema,
  signUpResultSchema,
  skillLevelListSchema,
  weatherSchema,
} from '@skiclub/shared/schemas';
import { newsCoverResultSchema } from '@skiclub/shared/schemas/admin';
import { DEPLOY_KEY_HEADER, deployKeyCreatedSchema, deployKeyInfoSchema, REMOTE_NAMES } from '@skiclub/shared/releases';
import { ACCESS_TABLE, type AccessRule } from './access-table';

/** Where the UI is served; the document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Routes whose body is a build archive (tar.gz or zip), authenticated by a deploy key (routes/releases.ts). */
export const ARCHIVE_ROUTES: ReadonlySet<string> = new Set(['POST /api/yayinlar/yayinla/:remote']);

const archiveBodySchema = z.string().meta({ format: 'binary' }).describe('Uzak modülün dist klasörü: tar.gz (application/gzip) ya da zip (application/zip); kökünde mf-manifest.json.');

/** The six image uploads: one multipart file in `dosya` (lib/upload.ts checks its content and size). */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/hesap/profil-foto-yukle',
  'POST /api/hesap/kapak-foto-yukle',
  'POST /api/kamp/gorsel-yukle/:id',
  'POST /api/galeriresim/yukle/:galeriId',
  'POST /api/haber/kapak/:id',
  'POST /api/urunresim/yukle/:urunId',
]);

/** The bank's form post-back (application/x-www-form-urlencoded): answered with a 303 to the result page. */
export const FORM_ROUTES: ReadonlySet<string> = new Set(['POST /api/odeme/sonuc']);

const uploadBodySchema = z.object({ dosya: z.string().meta({ format: 'binary' }).describe('Resim dosyası: jpg, jpeg, png veya webp (içeriğinden anlaşılır).') });

/** The bank's post-back fields read by the API (member spec §7); the bank may send more. */
const postBackBodySchema = z
  .object({
    OrderId: z.string(),
    ProcReturnCode: z.string(),
    ResponseHash: z.string(),
    ResponseRnd: z.string(),
    AuthCode: z.string(),
    PurchAmount: z.string(),
    Currency: z.string(),
    MerchantID: z.string(),
    HostRefNum: z.string(),
    ErrMsg: z.string(),
  })
  .partial()
  .catchall(z.string());

/** `METHOD url` of a route. */
function keyOf(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/**
 * True when the route reads a request body: a body schema on the route, an upload, the bank's
 * form or a build archive. Any other route takes no body, so a body-less request to it is
 * accepted whatever Content-Type it declares.
 */
export function takesBody(method: string, url: string, schema: FastifySchema | undefined): boolean {
  const key = keyOf(method, url);
  return !!schema?.body || UPLOAD_ROUTES.has(key) || FORM_ROUTES.has(key) || ARCHIVE_ROUTES.has(key);
}

/** True when the request carries no body bytes (no Transfer-Encoding, Content-Length absent or 0). */
function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

/**
 * onRequest hook: a body-less request to a route that takes no body drops its Content-Type, so
 * e.g. a sign-out POST sent as an empty form (`application/x-www-form-urlencoded`) is not a 415.
 * Routes that take a body keep their checks (an empty JSON body 400, another type 415).
 */
export async function withoutEmptyBodyType(request: FastifyRequest): Promise<void> {
  const url = request.routeOptions.url;
  if (!url || request.headers['content-type'] === undefined || !hasNoBody(request)) return;
  if (!takesBody(request.method, url, request.routeOptions.schema)) delete request.raw.headers['content-type'];
}

/** The failure envelope (member spec §7-8): `veri` null, a Turkish `mesaj`, optional field errors. */
const failureSchema = z.object({
  basarili: z.literal(false),
  veri: z.null(),
  mesaj: z.string().min(1),
  hatalar: z.record(z.string(), z.string()).optional(),
});

/** Response descriptions by status (Turkish, as the catalogue speaks). */
const STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  200: 'Başarılı.',
  201: 'Oluşturuldu.',
  204: 'Alındı (gövde yok).',
  303: 'Sonuç sayfasına yönlendirme.',
  400: 'Geçersiz istek (bozuk JSON, bozuk adres kodlaması, kullanılamaz bağlantı).',
  401: 'Oturum yok veya geçersiz.',
  403: 'Bu işlem için yetki yok.',
  404: 'Kayıt bulunamadı.',
  409: 'Çakışma (kayıt kullanımda, zaten var veya durum uygun değil).',
  413: 'Gönderilen veri çok büyük.',
  415: 'İçerik türü desteklenmiyor.',
  422: 'Alan hataları: hatalar { alan: mesaj }.',
  429: 'Çok fazla istek.',
  500: 'Sunucu hatası (genel Türkçe metin).',
  503: 'Hizmet geçici olarak kullanılamıyor.',
};

/** Failure envelope schema of one status, described. */
function failureOf(status: number): z.ZodType {
  const schema =
    status === 422
      ? failureSchema.extend({ hatalar: z.record(z.string(), z.string()).optional().describe('Alan adı → Türkçe mesaj (ör. "yetiskinler.0.tcKimlikNo").') })
      : failureSchema;
  return schema.describe(STATUS_DESCRIPTIONS[status] ?? '');
}

/** A success envelope around `veri`. */
function successOf(veri: z.ZodType, status: number): z.ZodType {
  return z.object({ basarili: z.literal(true), veri, mesaj: z.string(), hatalar: z.record(z.string(), z.string()).optional() }).describe(STATUS_DESCRIPTIONS[status] ?? '');
}

/**
 * Extra error statuses a route can answer beyond the rules of {@link errorStatuses}
 * (conflicts, link errors, limits, outside services), by `METHOD url`.
 */
export const EXTRA_STATUSES: Readonly<Record<string, readonly number[]>> = {
  'POST /api/hesap/giris': [401, 403],
  'POST /api/hesap/kayit': [409],
  'GET /api/sepet/stok-kontrol': [404],
  'POST /api/hesap/email-onayi-gonder': [409],
  'POST /api/hesap/gsm-onayi-gonder': [409, 429, 503],
  'POST /api/hesap/gsm-onayi-dogrula': [409],
  'POST /api/hesap/sifre-sifirla': [429],
  'GET /api/hava': [503],
  'GET /readyz': [503],
  'GET /api/siparis/:id/fatura': [409],
  'GET /uploads/*': [404],
  'POST /api/doviz/cevir': [503],
  'POST /api/konaklamasecenegi': [503],
  'POST /api/konaklamasecenegi/:id': [503],
  'POST /api/konaklamasecenegi/toplu': [503],
};

/** Success status of routes that do not answer 200 (and have no response schema of their own). */
export const SUCCESS_STATUS: Readonly<Record<string, number>> = {
  'POST /api/hesap/kayit': 201,
  'POST /api/siparis/olustur': 201,
  'POST /api/kampakayit': 201,
  'POST /api/KampaKayit': 201,
  'POST /api/yayinlar/hata-raporu': 204,
  'POST /api/yayinlar/anahtarlar': 201,
};

/** The probes' `veri` (routes/health.ts): the readiness probe answers 503 with it too. */
const healthVeriSchema = z.object({ durum: z.enum(['ok', 'hazir', 'hazir-degil']), veritabani: z.enum(['ok', 'erisilemiyor']).optional() });

/** A release switch refused for compatibility (routes/releases.ts): 409 with the reasons in `veri`. */
const refusedSchema = z.object({
  basarili: z.literal(false),
  veri: z.object({ uygun: z.literal(false), nedenler: z.array(z.string()) }),
  mesaj: z.string().min(1),
});


/** `veri` of a publish with a deploy key. */
const keyPublishSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string(),
  yeni: z.boolean(),
  dosyaSayisi: z.number().int(),
  boyut: z.number().int(),
  uyumluluk: z.object({ uygun: z.boolean(), nedenler: z.array(z.string()) }),
});

/** Failure answers that carry `veri`, by route and status (instead of the plain failure envelope). */
const FAILURE_BODIES: Readonly<Record<string, Readonly<Record<number, z.ZodType>>>> = {
  'GET /readyz': { 503: z.object({ basarili: z.literal(false), veri: healthVeriSchema, mesaj: z.string().min(1) }) },
  'POST /api/yayinlar/gecis': { 409: refusedSchema },
  'POST /api/yayinlar/kanarya': { 409: refusedSchema },
};

/** Routes whose success is a file, not the envelope: its media type. */
const FILE_RESPONSES: Readonly<Record<string, string>> = {
  'GET /api/urun/resim/:name': 'image/*',
  'GET /api/siparis/:id/fatura': 'application/pdf',
};

/** Success `veri` schemas of routes without a response schema of their own (shared schemas, member spec §7). */
export const DOC_RESPONSES: Readonly<Record<string, z.ZodType>> = {
  'POST /api/hesap/kayit': signUpResultSchema,
  'POST /api/hesap/giris': loginResultSchema,
  'POST /api/hesap/cikis': z.null(),
  'GET /api/hesap/email-onayla': z.null(),
  'GET /api/Hesap/email-onayla': z.null(),
  'POST /api/hesap/email-onayi-gonder': z.null(),
  'POST /api/hesap/sifre-sifirlama-talep': z.null(),
  'POST /api/hesap/sifre-sifirlama-onayla': z.null(),
  'POST /api/hesap/gsm-onayi-gonder': z.null(),
  'POST /api/hesap/sifre-sifirla': z.null(),
  'GET /api/hesap/profil': profileSchema,
  'PUT /api/hesap/profil': profileSchema,
  'PUT /api/hesap/sosyal-medya': profileSchema,
  'POST /api/hesap/gsm-onayi-dogrula': profileSchema,
  'POST /api/hesap/profil-foto-yukle': z.string(),
  'POST /api/hesap/kapak-foto-yukle': z.string(),
  'GET /api/urun': productPageSchema,
  'GET /api/urun/:id': productDetailSchema,
  'GET /api/urun/resolve/:slugOrId': productDetailSchema,
  'GET /api/urunkategori/aktif': categoryListSchema,
  'GET /api/sepet': cartSchema,
  'POST /api/sepet/ekle': cartSchema,
  'PUT /api/sepet/guncelle': cartSchema,
  'DELETE /api/sepet/temizle': cartSchema,
  'DELETE /api/sepet/:id': cartSchema,
  'GET /api/sehir/ulke/:ulkeId': cityListSchema,
  'POST /api/siparis/olustur': orderCreatedSchema,
  'GET /api/siparis/kullanici': orderPageSchema,
  'GET /api/siparis/resolve/:noOrId': orderSchema,
  'GET /api/KampaKayit/secenekler': campRegistrationOptionsSchema,
  'GET /api/kampakayit/secenekler': campRegistrationOptionsSchema,
  'GET /api/cinsiyet/aktif': genderListSchema,
  'GET /api/kaymaseviyesi/aktif': skillLevelListSchema,
  'POST /api/KampaKayit/fiyat': priceQuoteSchema,
  'POST /api/kampakayit/fiyat': priceQuoteSchema,
  'POST /api/odeme/baslat': paymentStartSchema,
  'GET /api/galeriresim/son-resimler': galleryImageListSchema,
  'GET /api/galeriresim/galeri/:galeriId': galleryImageListSchema,
  'GET /api/haber/:slug': newsSchema,
  'GET /api/hava': weatherSchema,
  'GET /api/saglik': z.object({ durum: z.literal('ok') }),
  'POST /api/haber/kapak/:id': newsCoverResultSchema,
  'GET /api/dogrulama/token': z.object({ token: z.string().min(1) }),
  'GET /healthz': healthVeriSchema,
  'GET /readyz': healthVeriSchema,
  'GET /api/yayinlar/anahtarlar': z.array(deployKeyInfoSchema),
  'POST /api/yayinlar/anahtarlar': deployKeyCreatedSchema,
  'DELETE /api/yayinlar/anahtarlar/:anahtarId': deployKeyInfoSchema,
  'POST /api/yayinlar/yayinla/:remote': keyPublishSchema,
};

/** Routes whose token is optional: a signed-in Admin gets more (`tumu=true`), a visitor the public answer. */
const OPTIONAL_TOKEN: ReadonlySet<string> = new Set(['GET /api/haber', 'GET /api/kamp', 'GET /api/galeri', 'GET /api/galeri/:id']);

/**
 * The access rule of a route: Admin inside the admin plugin (it marks its routes), else the
 * access table's row. The access suite fails for any other route the table does not name.
 */
function ruleOf(key: string, route: Pick<RouteOptions, 'config'> | undefined): AccessRule {
  if (route?.config?.access === 'admin') return 'admin';
  return ACCESS_TABLE[key]?.rule ?? 'admin';
}

/**
 * Error statuses of a route by rule: every route may answer 400 (bad URL, broken body), 422
 * (NUL characters in path or query, invalid fields) and 500; a write may be 413 or 415; a
 * protected one 401 and, for a role, 403; a route naming a record 404; an admin write 409; a
 * rate-limited one 429; plus {@link EXTRA_STATUSES}.
 */
export function errorStatuses(method: string, url: string, route: Pick<RouteOptions, 'config'> | undefined): number[] {
  const key = keyOf(method, url);
  const rule = ruleOf(key, route);
  const out = new Set<number>([400, 422, 500]);
  const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase());
  if (write) [413, 415].forEach((s) => out.add(s));
  if (rule !== 'public' || key === 'GET /api/haber') out.add(401);
  if (rule === 'admin' || rule === 'release' || rule === 'deployKey' || key === 'GET /api/haber') out.add(403);
  if (url.includes(':') || url.includes('*') || write || rule === 'owner' || rule === 'ownerOrAdmin' || rule === 'release') out.add(404);
  // A write of a signed-in caller may meet a state that refuses it (stock, paid order, duplicate).
  if (write && rule !== 'public') out.add(409);
  if ((route?.config as { rateLimit?: unknown } | undefined)?.rateLimit) out.add(429);
  for (const s of EXTRA_STATUSES[key] ?? []) out.add(s);
  return [...out].sort((a, b) => a - b);
}

/** The operation's `security`: none for public routes, a deploy key for a key's publish, bearer optional or required otherwise. */
function securityOf(key: string, route: Pick<RouteOptions, 'config'>): Record<string, string[]>[] {
  if (OPTIONAL_TOKEN.has(key)) return [{}, { bearer: [] }];
  const rule = ruleOf(key, route);
  if (rule === 'deployKey') return [{ deployKey: [] }];
  return rule === 'public' ? [] : [{ bearer: [] }];
}

/** zod → JSON Schema; transforms and refinements that JSON Schema cannot say become `{}`. */
const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } });
type TransformInput = Parameters<typeof zodTransform>[0];

/** The section (tag) of a path: `/api/hesap/giris` → 'hesap', `/healthz` → 'probe'. */
export function tagOf(url: string): string {
  const m = /^\/api\/([^/]+)/.exec(url);
  return m ? m[1]! : 'probe';
}

/** Every answer of an operation: its success (own schema, {@link DOC_RESPONSES}, a file or none) and its failures. */
function responsesOf(method: string, url: string, route: TransformInput['route'], own: Record<string, unknown> | undefined): Record<string, unknown> {
  const key = keyOf(method, url);
  const response: Record<string, unknown> = { ...(own ?? {}) };
  const binary = (type: string) => ({ [type]: { schema: z.string().meta({ format: 'binary' }) } });
  if (url.startsWith('/uploads/')) {
    // Uploaded files (@fastify/static or the S3 stream): whole, a range, or not modified.
    Object.assign(response, {
      200: { description: 'Dosya.', content: binary('*/*') },
      206: { description: 'Dosyanın istenen aralığı.', content: binary('*/*') },
      304: z.null().describe('Değişmedi.'),
      416: z.null().describe('İstenen aralık dosyada yok.'),
    });
  } else if (!Object.keys(response).some((s) => s.startsWith('2') || s.startsWith('3'))) {
    const success = SUCCESS_STATUS[key] ?? (FORM_ROUTES.has(key) ? 303 : 200);
    const file = FILE_RESPONSES[key];
    if (success === 303 || success === 204) response[success] = z.null().describe(STATUS_DESCRIPTIONS[success]!);
    else if (file) response[200] = { description: STATUS_DESCRIPTIONS[200], content: binary(file) };
    // Every admin delete answers `veri: null` with the resource's Turkish text.
    else response[success] = successOf(DOC_RESPONSES[key] ?? (method === 'DELETE' && ruleOf(key, route) === 'admin' ? z.null() : z.unknown()), success);
  }
  for (const status of errorStatuses(method, url, route)) response[status] ??= FAILURE_BODIES[key]?.[status] ?? failureOf(status);
  return response;
}

/** Statuses whose answers have no body (a redirect, "received", "not modified", a bad range). */
const BODYLESS_STATUSES = new Set(['204', '303', '304', '416']);

/** The document with the content of {@link BODYLESS_STATUSES} answers removed (the transform can only give zod schemas). */
function withoutBodies<T>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>> }).paths ?? {};
  for (const item of Object.values(paths)) for (const op of Object.values(item)) for (const [status, res] of Object.entries(op.responses ?? {})) if (BODYLESS_STATUSES.has(status)) delete res.content;
  return document;
}

/** Adds the upload, form and archive bodies, the statuses, the security and a tag, then converts zod to JSON Schema. */
function transform(input: TransformInput): ReturnType<typeof zodTransform> {
  const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method).toUpperCase();
  const key = keyOf(method, input.url);
  const own = (input.schema ?? {}) as Record<string, unknown>;
  const schema: Record<string, unknown> = { ...own };
  if (UPLOAD_ROUTES.has(key)) Object.assign(schema, { body: uploadBodySchema, consumes: ['multipart/form-data'] });
  if (FORM_ROUTES.has(key)) Object.assign(schema, { body: postBackBodySchema, consumes: ['application/x-www-form-urlencoded'] });
  if (ARCHIVE_ROUTES.has(key)) {
    Object.assign(schema, {
      body: archiveBodySchema,
      consumes: ['application/gzip', 'application/zip'],
      description: `Bir uzak modül derlemesini yeni sürüm olarak yayınlar; yalnızca o uzak modülün dağıtım anahtarıyla (${DEPLOY_KEY_HEADER} başlığı). Canlı sürümü hiçbir zaman değiştirmez; yanıt, sürümün şu an canlıya alınıp alınamayacağını (uyumluluk) bildirir.`,
    });
  }
  if (!('tags' in schema)) schema.tags = [tagOf(input.url)];
  if (!('security' in schema)) schema.security = securityOf(key, input.route);
  if (!schema.hide && !input.url.startsWith(DOCS_PREFIX)) schema.response = responsesOf(method, input.url, input.route, own.response as Record<string, unknown> | undefined);
  return zodTransform({ ...input, schema: schema as NonNullable<TransformInput['schema']> });
}

/**
 * Registers @fastify/swagger (collects the routes registered after it) and Swagger UI at
 * {@link DOCS_PREFIX}. Call before the routes. The UI's page gets its own CSP (its inline
 * script and style hashes from the plugin); everything else keeps the API's.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Kayak Kulübü API', version: '1.0.0', description: 'Zarf: { basarili, veri, mesaj, hatalar? }. Oturum: Authorization: Bearer <JWT>.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // POST /api/yayinlar/yayinla/:remote only: a deploy key of that remote, never a session token.
          deployKey: { type: 'apiKey', in: 'header', name: DEPLOY_KEY_HEADER },
        },
      },
    },
    transform,
    transformObject: (document) => withoutBodies(jsonSchemaTransformObject(document)),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformStaticCSP: () => {
      const csp = (app as FastifyInstance & { swaggerCSP?: { script: string[]; style: string[] } }).swaggerCSP ?? { script: [], style: [] };
      return [
        "default-src 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "img-src 'self' data:",
        `script-src 'self' ${csp.script.join(' ')}`.trim(),
        // Swagger UI injects <style> elements at run time: inline styles on this page only.
        "style-src 'self' 'unsafe-inline'",
      ].join('; ');
    },
  });
}
