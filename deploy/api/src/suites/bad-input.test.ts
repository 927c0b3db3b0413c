/**
 * Bad-input suite: every POST/PUT/PATCH/DELETE route of the API
 * (from the route inventory, so a new route cannot escape) gets requests generated from its zod
 * body schema (through the OpenAPI document) plus hostile raw bodies and bad path ids, sent with
 * a role that reaches its validation. Asserted per route: no 5xx, no 2xx where a 4xx is due,
 * every 4xx the Turkish envelope (field errors naming the field when the baseline is accepted),
 * bodies over 1 MB → 413 with the Turkish size text. Prints 'bad-input: N passed, N failed'
 * (generated cases).
 *
 * Size decision: the API's bodyLimit is 1 MB for JSON (app.ts); the longest JSON field is the
 * product description (50 000 chars), so a '1 MB string' case is always a 413, and a field over
 * its own maximum (100 000 chars when the schema names none) is a 422 naming the field. Image
 * uploads are multipart with their own per-route file limits (lib/upload.ts, 5–10 MB, 413; their
 * own tests send the big files).
 *
 * Every baseline is accepted (seed ids, a fresh member and target user, a published release, an
 * uploaded image, an SMS code …; see `knownValue` and PREPARE), so each field case must be a 422
 * naming that field, except: free-text fields in ALLOWED_TEXT (bad-input-cases.ts) may accept
 * emoji, SQL-like and HTML-like text; a body `id` of no record may be 404; FIELD_ANSWERS lists the
 * other due answers. Accepted cases write to this file's own database; routes run in inventory
 * order and deletes/cancellations get an id of no record, so the result does not depend on order.
 */
import { listRoutes, routeKey, type RouteEntry } from './inventory';
import { connect } from 'node:net';
import { fakeReleaseStore, type FakeReleaseStore } from '../test/releases';
import { and, eq, gt, isNull, notExists, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import {
  buildCampRegistrationSchema,
  campRegistrationTargetSchema,
  type CampRegistrationOption,
} from '@skiclub/shared/schemas';
import {
  cinsiyetler,
  ekipIndirimKodlari,
  galeriler,
  galeriResimleri,
  haberler,
  kampUcretTipleri,
  kamplar,
  kaymaSeviyeleri,
  konaklamaSecenekleri,
  konaklamaTipleri,
  kullanicilar,
  odaTipleri,
  odemeDetaylari,
  oteller,
  sehirler,
  siparisler,
  ulkeler,
  urunKategorileri,
  urunResimleri,
  urunVaryantlari,
  sepetOgeleri,
  urunler,
  varyantDegerleri,
  varyantTipleri,
} from '../db/schema';
import { makeTcKimlikNo } from '../db/seed';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { HEADERS_TOO_LARGE_MESSAGE, METHOD_NOT_ALLOWED_MESSAGE, PAYLOAD_TOO_LARGE_MESSAGE, statusMessage } from '../lib/http';
import { ARCHIVE_ROUTES, UPLOAD_ROUTES } from '../lib/openapi';
import { DEPLOY_KEY_HEADER, type DeployKeyCreated } from '@skiclub/shared/releases';
import { PASSWORD_RESET_TTL_MS } from '../lib/mail-templates';
import { issueAccountToken } from '../services/account-tokens';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { archiveCases, BAD_IDS, bodyCases, rawBodyCases, uploadCases, type BodyCase, type JsonSchema, type Payload } from './bad-input-cases';

/** Words of zod's and Fastify's English messages that must never reach a client (as routes/bad-input.test.ts). */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|too (big|small|large)|bad request|not found|unsupported|unexpected|body|content[- ]type|json|undefined|string|number|boolean|object|array|error|url|route|media|payload|FST_\w+)\b/i;

/** Write routes that read no body at all (their cases: raw bodies and bad ids only). */
const NO_BODY = new Set([
  'POST /api/hesap/cikis',
  'POST /api/hesap/email-onayi-gonder',
  'POST /api/hesap/gsm-onayi-gonder',
  'DELETE /api/sepet/temizle',
  'PUT /api/siparis/iptal/:id',
  'PUT /api/siparis/:id/iptal',
]);


/**
 * The bank's post-back (form-encoded, payment abuse suite): every answer is a 303 to the result
 * page, a refused one to the failure page; never 2xx, never 5xx.
 */
const REDIRECTS = new Set(['POST /api/odeme/sonuc']);

/**
 * Fields whose bad values have another due answer than a 422 naming them: `status` with a field
 * error on `key`, and why.
 */
const FIELD_ANSWERS: Record<string, { status: number; key: string; reason: string }> = {
  'POST /api/hesap/sifre-sifirlama-onayla userId': { status: 400, key: 'token', reason: 'userId and token come from the mailed link: any broken link is "link unusable" (member spec §2)' },
  'POST /api/hesap/sifre-sifirlama-onayla token': { status: 400, key: 'token', reason: 'as userId' },
};

/** Body schemas of routes that parse inside the handler and are not in the OpenAPI document. */
const EXTRA_SCHEMAS: Record<string, z.ZodType> = {
  // The registration body depends on the option booked (lib/openapi.ts cannot document it):
  // the target part until beforeAll builds the full schema for the option this suite books.
  'POST /api/KampaKayit': campRegistrationTargetSchema,
  'POST /api/kampakayit': campRegistrationTargetSchema,
};

/** A route's path with its parameters filled in. */
function fillPath(url: string, id: string): string {
  return url.replace(/:[A-Za-z]+/g, id);
}

/** The archive route a filled-in URL is of (`/api/yayinlar/yayinla/catalog` → `/api/yayinlar/yayinla/:remote`), else the URL. */
function routeOfUrl(url: string): string {
  return url.startsWith('/api/yayinlar/yayinla/') ? '/api/yayinlar/yayinla/:remote' : url;
}

/** OpenAPI path of a Fastify URL (`/a/:id` → `/a/{id}`). */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

interface Outcome {
  name: string;
  ok: boolean;
  problem?: string;
}

let t: TestContext;
/** Tokens by role; the member is the suite's own account (sign-out and password cases end its sessions). */
const tokens: Record<'member' | 'admin' | 'release', string> = { member: '', admin: '', release: '' };
const MEMBER = { kullaniciAdi: 'kotugirdi', email: 'kotugirdi@example.com', sifre: 'Kotu12345!' };
const MEMBER_NEW_PASSWORD = 'Kotu12345!x';
/** The user the admin user routes and the password reset act on (never the suite's sessions). */
const TARGET_EMAIL = 'kotuhedef@example.com';
let memberPassword = MEMBER.sifre;
let targetUserId = '';
/** Existing ids of the seed by field name (lower case), for baselines and path parameters. */
const ids: Record<string, string> = {};
let counter = 0;
/** The camp registration option the registration routes' baselines book (fewest people first). */
const registration = { kampId: '', optionId: '', adults: 0, children06: 0, children611: 0, birth06: '', birth611: '' };
const unique = () => (counter += 1);
const outcomes: Outcome[] = [];

async function firstId(query: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await query;
  return row?.id ?? '';
}

/** Signs in (a fresh token) as the suite's member, trying both passwords the suite may have set. */
async function memberLogin(): Promise<string> {
  for (const sifre of [memberPassword, MEMBER.sifre, MEMBER_NEW_PASSWORD]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hesap/giris',
      payload: { kullaniciAdiVeyaEmail: MEMBER.kullaniciAdi, sifre, beniHatirla: false, recaptchaToken: t.human('giris') },
    });
    if (res.statusCode === 200) {
      memberPassword = sifre;
      return body<{ token: string }>(res).veri.token;
    }
  }
  throw new Error('kötü girdi üyesi giriş yapamadı');
}

async function signUp(kullaniciAdi: string, email: string, sifre: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hesap/kayit',
    payload: { ad: 'Kötü', soyad: 'Girdi', kullaniciAdi, email, gsm: '05321112233', sifre, sifreTekrar: sifre, recaptchaToken: t.human('kayit') },
  });
  if (res.statusCode !== 201) throw new Error(`kayıt başarısız: ${res.body}`);
  return body<{ id: string }>(res).veri.id;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Marks a field the baseline leaves out (optional, and no valid value can be generated). */
const OMIT = Symbol('omit');

/** A delivery address as the checkout sends it (JSON text, member spec §3). */
const ADDRESS = { ad: 'Kötü', soyad: 'Girdi', adres: 'Atatürk Caddesi No: 1', sehir: 'Ankara', telefon: '05321112233' };

/** Hand-written values where a generated one cannot be valid (patterns, formats, relations). */
function knownValue(field: string, route: string): unknown {
  const n = unique();
  switch (field) {
    case 'teslimatAdresi':
      return JSON.stringify(ADDRESS);
    case 'faturaAdresi':
      return JSON.stringify({ ...ADDRESS, email: MEMBER.email });
    case 'onayKodu':
      return ids.gsmkodu || '123456';
    case 'token':
      return ids.sifirlamatokeni || 'x';
    case 'degerKodu':
      return '#C62828';
    case 'resimYolu':
      return (route.includes('galeri') ? ids.galeriresimyolu : ids.urunresimyolu) || OMIT;
    case 'AnaResim':
    case 'ekipKodu':
    case 'urunVaryantId':
    case 'varyantId':
      return OMIT;
    case 'toplamTl':
      return 100;
    case 'sonKullanma':
      // A deploy key's expiry: a future instant.
      return new Date(Date.now() + 30 * 86_400_000).toISOString();
    case 'toplamEuro':
    case 'toplamUsd':
      return 0;
    case 'OrderId':
      return ids.siparisid;
    case 'konaklamaSecenegiId':
      return registration.optionId || undefined;
    case 'kampId':
      return /kampakayit/i.test(route) && registration.kampId ? registration.kampId : undefined;
    case 'yetiskinler':
      return Array.from({ length: registration.adults }, (_, i) => ({ adSoyad: `Yetişkin ${i + 1}`, gsm: '05321112233', tcKimlikNo: makeTcKimlikNo(String(200000000 + n * 10 + i)) }));
    case 'cocuklar06':
      return Array.from({ length: registration.children06 }, () => ({ adSoyad: 'Küçük Çocuk', dogumTarihi: registration.birth06, cinsiyetId: ids.cinsiyetid }));
    case 'cocuklar611':
      return Array.from({ length: registration.children611 }, () => ({
        adSoyad: 'Büyük Çocuk',
        dogumTarihi: registration.birth611,
        okulAdi: 'Atatürk İlkokulu',
        sinifSube: '3-B',
        kaymaSeviyesiId: ids.kaymaseviyesiid,
        cinsiyetId: ids.cinsiyetid,
      }));
    case 'email':
      return `kotu${n}@example.com`;
    case 'aliciTipi':
      // One recipient (the suite's member), so the accepted cases do not mail every user.
      return 'tekKullanici';
    case 'kullaniciEmail':
      return MEMBER.email;
    case 'gsm':
      return '05321112233';
    case 'kullaniciAdi':
      return route === 'PUT /api/hesap/profil' ? MEMBER.kullaniciAdi : `kotu${n}`;
    case 'sifre':
    case 'sifreTekrar':
      return 'Kotu12345!';
    case 'mevcutSifre':
      return memberPassword;
    case 'yeniSifre':
    case 'yeniSifreTekrar':
      return MEMBER_NEW_PASSWORD;
    case 'kullaniciAdiVeyaEmail':
      return MEMBER.kullaniciAdi;
    case 'recaptchaToken':
      // Admin routes check the token only when one is sent; the account routes require it.
      return route.includes('/api/hesap/kayit') ? t.human('kayit') : route.includes('/api/hesap/giris') ? t.human('giris') : OMIT;
    case 'baslangicTarihi':
      return inDays(60);
    case 'bitisTarihi':
      return inDays(67);
    case 'odemeTarihi':
      // A calendar day on the payment detail; an instant on the order status.
      return route.includes('odemedetay') ? inDays(0) : new Date().toISOString();
    case 'toplamOdaSayisi':
      return 100;
    case 'slug':
      return `kotu-girdi-${n}`;
    case 'kodAdi':
      return `KOTU${n}`;
    case 'kullaniciId':
    case 'userId':
      return targetUserId;
    case 'remote':
      return 'catalog';
    case 'version':
      // The published, not live version (switch and canary accept it).
      return releaseVersions.next || '1.0.0';
    case 'kind':
      return 'manifest';
    case 'roller':
      return ['Uye'];
    case 'facebook':
    case 'twitter':
    case 'instagram':
    case 'linkedin':
      return `https://example.com/kotu${n}`;
    case 'siparisDurumu':
    case 'Durum':
      return 2;
    case 'Kaynak':
      return 'shop';
    default:
      return undefined;
  }
}

/**
 * The seeded record a route's parameter names, by the API's path-parameter rule
 * (deploy/api/README.md "Path parameters"): `id` (a path `:id`, or the `id` of an update's body)
 * and a `…OrId` parameter name a record of the route's own resource, the first path segment after
 * `/api/` (`/api/urun/:id/detay` → `urunid`); any other record is named after its id field
 * (`/api/galeriresim/yukle/:galeriId` → `galeriid`). `ids` holds the seed's records by those
 * names; a name it lacks gives '' (the caller then names no record).
 */
function resourceId(url: string, param = 'id'): string {
  return ids[idKey(url, param).key] ?? '';
}

/** The `ids` name of the record `param` names (see {@link resourceId}), and whether it is of the route's own resource. */
function idKey(url: string, param: string): { key: string; own: boolean } {
  const own = param === 'id' || param.endsWith('OrId');
  return { key: own ? `${(url.split('/')[2] ?? '').toLowerCase()}id` : param.toLowerCase(), own };
}

/**
 * Makes sure `ids` holds a record for a route's own resource (see {@link resourceId}): when the
 * seed lookups of beforeAll found none under its name, the first row the resource's own list
 * (`GET /api/<segment>`) gives the Admin. A new admin resource needs no entry in this suite.
 */
async function learnOwnId(url: string, param: string): Promise<void> {
  const { key, own } = idKey(url, param);
  if (!own || ids[key]) return;
  const res = await call(t.app, { method: 'GET', url: `/api/${url.split('/')[2] ?? ''}`, token: tokens.admin });
  if (res.statusCode !== 200) return;
  const veri = res.json<{ veri?: unknown }>().veri as { id?: string }[] | { items?: { id?: string }[] } | undefined;
  const first = Array.isArray(veri) ? veri[0] : veri?.items?.[0];
  if (first?.id) ids[key] = first.id;
}

/** The first path parameter of a route (`/api/urun/:id/detay` → `id`), or undefined. */
function firstParam(url: string): string | undefined {
  return /:([A-Za-z]+)/.exec(url)?.[1];
}

/** A valid value for a schema (generated; ids from the seed by field name). */
function generate(field: string, raw: JsonSchema, route: string, url: string): unknown {
  const known = knownValue(field, route);
  if (known !== undefined) return known;
  if (field === 'id') return resourceId(url);
  if (/id$/i.test(field)) return ids[field.toLowerCase()] ?? undefined;
  const s = raw.anyOf ? (raw.anyOf.find((x) => x.type !== 'null') ?? raw) : raw;
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'string': {
      const text = `Kötü girdi deneme metni ${unique()}`;
      return text.slice(0, s.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return undefined;
  }
}

/** A fresh valid body for a route's schema. */
function baselineOf(schema: JsonSchema, route: string, url: string): () => Record<string, unknown> {
  return () => {
    const out: Record<string, unknown> = {};
    for (const [field, prop] of Object.entries(schema.properties ?? {})) {
      const value = generate(field, prop, route, url);
      if (value !== undefined && value !== OMIT) out[field] = value;
    }
    return out;
  };
}

/**
 * The suite's deploy key for the catalog (beforeAll): routes of {@link ARCHIVE_ROUTES} take no
 * session token, so every request to them carries it instead.
 */
let deployKey = '';

/** Which role a token is (the member's may be renewed while the suite runs). */
type Role = keyof typeof tokens;

/**
 * Sends a payload as `role`, each request from its own client address (rate limits are not what
 * this suite tests). A member answer of 401 after a sign-out or password case of the suite is
 * sent again with a fresh session.
 */
async function send(method: string, url: string, role: Role | undefined, payload: Payload): Promise<LightMyRequestResponse> {
  const n = unique();
  const opts: InjectOptions & { token?: string } = {
    method: method as InjectOptions['method'],
    url,
    token: role ? tokens[role] : undefined,
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  const keyed = ARCHIVE_ROUTES.has(`${method} ${routeOfUrl(url)}`) ? { [DEPLOY_KEY_HEADER]: deployKey } : {};
  opts.headers = keyed;
  if ('json' in payload) opts.payload = payload.json as InjectOptions['payload'];
  else if ('raw' in payload) {
    opts.payload = payload.raw;
    opts.headers = { ...keyed, 'content-type': payload.contentType };
  }
  const res = await call(t.app, opts);
  if (res.statusCode !== 401 || role !== 'member' || (await memberSignedIn())) return res;
  tokens.member = await memberLogin();
  return call(t.app, { ...opts, token: tokens.member });
}

/** True while the suite member's token is accepted. */
async function memberSignedIn(): Promise<boolean> {
  const res = await call(t.app, { method: 'GET', url: '/api/sepet', token: tokens.member });
  return res.statusCode !== 401;
}

type Envelope = { basarili?: unknown; veri?: unknown; mesaj?: unknown; hatalar?: Record<string, string> };

/** Problems of one answer against its expectation; '' when it is right. */
function judge(res: LightMyRequestResponse, c: Pick<BodyCase, 'expect' | 'field'>, fieldErrors: boolean, redirect: boolean, route = ''): string {
  const status = res.statusCode;
  if (status >= 500) return `${status} (5xx)`;
  if (c.expect === 'tooLarge' && status !== 413) return `${status}, expected 413`;
  if (redirect && status < 400) return status >= 300 ? '' : `${status}, expected a 303 or 4xx`;
  if (c.expect === 'reject' && status < 400) return `${status}, expected 4xx`;
  if (status < 400) return '';
  let env: Envelope;
  try {
    env = res.json<Envelope>();
  } catch {
    return `${status} not JSON: ${res.body.slice(0, 80)}`;
  }
  if (env.basarili !== false || env.veri !== null || typeof env.mesaj !== 'string' || !env.mesaj) return `${status} not the envelope: ${res.body.slice(0, 120)}`;
  const english = [env.mesaj, ...Object.values(env.hatalar ?? {})].filter((text) => ENGLISH.test(String(text)));
  if (english.length) return `${status} English text: ${english.join(' | ')}`;
  if (c.expect === 'tooLarge' && env.mesaj !== PAYLOAD_TOO_LARGE_MESSAGE) return `413 with text ${String(env.mesaj)}`;
  if (c.expect === 'reject' && c.field && fieldErrors) {
    // The body's `id` names the record to change, as a path id does: no such record → 404.
    if (status === 404 && c.field === 'id') return '';
    const other = FIELD_ANSWERS[`${route} ${c.field}`];
    if (other && status === other.status) return env.hatalar?.[other.key] ? '' : `${status} without a field error for ${other.key}`;
    if (status !== 422) return `${status}, expected 422 naming ${c.field}: ${res.body.slice(0, 160)}`;
    const keys = Object.keys(env.hatalar ?? {});
    if (!keys.some((k) => k === c.field || k.startsWith(`${c.field}.`))) return `422 without a field error for ${c.field}: ${JSON.stringify(env.hatalar ?? {})}`;
  }
  return '';
}

/** The first role that gets past authentication and authorisation (member, admin, release manager). */
async function roleOf(route: RouteEntry): Promise<Role | undefined> {
  for (const role of ['member', 'admin', 'release'] as const) {
    const res = await send(route.method, fillPath(route.url, ABSENT_ID), role, { raw: '{}', contentType: 'application/json' });
    if (res.statusCode !== 401 && res.statusCode !== 403) return role;
  }
  return undefined;
}

/** A well-formed id of no record: routes that delete or cancel get it, so no case removes seed data. */
const ABSENT_ID = '00000000-0000-4000-8000-0000000000ab';

const routes: RouteEntry[] = [];

/** The throwaway release store (HOST_DATA_DIR) and its catalog versions: live and next. */
let store: FakeReleaseStore | undefined;
const releaseVersions = { live: '', next: '' };

/** Publishes two small catalog builds into a throwaway release store. */
async function releaseStore(): Promise<void> {
  store = await fakeReleaseStore('skiclub-bad-input-host-');
  releaseVersions.live = await store.publishFake('catalog', 'a');
  releaseVersions.next = await store.publishFake('catalog', 'b');
  process.env.HOST_DATA_DIR = store.hostData;
}

/** A multipart body with one PNG in `dosya`. */
async function pngUpload(): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2277aa' } }).png().toBuffer();
  const boundary = '----kotugirdi-png';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="dosya"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The uploaded file's site path in an upload answer (a string, or an object with resimYolu). */
function uploadedPath(res: LightMyRequestResponse): string {
  const veri = res.json<{ veri?: unknown }>().veri;
  if (typeof veri === 'string') return veri;
  return (veri as { resimYolu?: string } | null)?.resimYolu ?? '';
}

/** Data a route's baseline needs right before its cases (earlier routes may have used it up). */
const PREPARE: Record<string, () => Promise<void>> = {
  'POST /api/siparis/olustur': async () => {
    await call(t.app, { method: 'POST', url: '/api/sepet/ekle', token: tokens.member, payload: { urunId: ids.urunid, miktar: 1 } });
  },
  // The SMS code just sent to the member's phone (single use: the baseline takes it).
  'POST /api/hesap/gsm-onayi-dogrula': async () => {
    await call(t.app, { method: 'POST', url: '/api/hesap/gsm-onayi-gonder', token: tokens.member });
    const sms = (await t.smsOutbox()).at(-1);
    ids.gsmkodu = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  },
  // A reset link's token for the target user, as POST /api/hesap/sifre-sifirlama-talep issues it
  // (not read from the mail: mails of the admin reset cases may still be queued; single use).
  'POST /api/hesap/sifre-sifirlama-onayla': async () => {
    ids.sifirlamatokeni = await issueAccountToken(t.db, targetUserId, 'sifre-sifirlama', PASSWORD_RESET_TTL_MS);
  },
  // A payment detail entered by hand (one tied to a registration keeps its camp and user: 409).
  'POST /api/odemedetay/:id': async () => {
    ids.odemedetayid = await firstId(t.db.select({ id: odemeDetaylari.id }).from(odemeDetaylari).where(isNull(odemeDetaylari.kampaKayitId)).limit(1));
  },
  // An accommodation type of the camp's hotel that the camp does not offer yet.
  'POST /api/konaklamasecenegi': async () => {
    const offered = t.db.select({ id: konaklamaSecenekleri.konaklamaTipiId }).from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.kampId, ids.kampid!));
    const [free] = await t.db
      .select({ id: konaklamaTipleri.id, odaTipiId: konaklamaTipleri.odaTipiId })
      .from(konaklamaTipleri)
      .innerJoin(odaTipleri, eq(odaTipleri.id, konaklamaTipleri.odaTipiId))
      .where(and(eq(odaTipleri.otelId, ids.otelid!), notInArray(konaklamaTipleri.id, offered)))
      .limit(1);
    if (free) Object.assign(ids, { konaklamatipiid: free.id, odatipiid: free.odaTipiId });
  },
  'POST /api/galeriresim': async () => {
    ids.galeriresimyolu = uploadedPath(await call(t.app, { method: 'POST', url: `/api/galeriresim/yukle/${ids.galeriid}`, token: tokens.admin, ...(await pngUpload()) }));
  },
  'POST /api/urunresim': async () => {
    ids.urunresimyolu = uploadedPath(await call(t.app, { method: 'POST', url: `/api/urunresim/yukle/${ids.urunid}`, token: tokens.admin, ...(await pngUpload()) }));
  },
};

beforeAll(async () => {
  // Release routes read and write the host's release store: a throwaway one here.
  await releaseStore();
  t = await createTestContext();
  tokens.admin = await t.adminToken();
  tokens.release = await t.login(DEMO_ACCOUNTS.releaseManager.kullaniciAdi, DEMO_ACCOUNTS.releaseManager.sifre);
  const memberId = await signUp(MEMBER.kullaniciAdi, MEMBER.email, MEMBER.sifre);
  targetUserId = await signUp('kotuhedef', TARGET_EMAIL, 'Hedef12345!');
  tokens.member = await memberLogin();
  const created = await call(t.app, { method: 'POST', url: '/api/yayinlar/anahtarlar', token: tokens.release, payload: { remote: 'catalog', etiket: 'kotu-girdi' } });
  deployKey = body<DeployKeyCreated>(created).veri.anahtar;
  if (!deployKey) throw new Error(`dağıtım anahtarı oluşturulamadı: ${created.body}`);

  const db = t.db;
  const [kamp] = await db.select().from(kamplar).limit(1);
  const [option] = await db.select().from(konaklamaSecenekleri).where(eq(konaklamaSecenekleri.kampId, kamp!.id)).limit(1);
  const [konaklamaTipi] = option ? await db.select().from(konaklamaTipleri).where(eq(konaklamaTipleri.id, option.konaklamaTipiId)).limit(1) : [];
  // A product without variants and with stock: the cart takes it without a variant.
  const [product] = await db
    .select({ id: urunler.id })
    .from(urunler)
    .where(and(eq(urunler.aktif, true), gt(urunler.stokMiktari, 5), notExists(db.select({ id: urunVaryantlari.id }).from(urunVaryantlari).where(eq(urunVaryantlari.urunId, urunler.id)))))
    .limit(1);
  Object.assign(ids, {
    kampid: kamp!.id,
    ulkeid: kamp!.ulkeId,
    sehirid: kamp!.sehirId,
    otelid: kamp!.otelId,
    kampucrettipiid: kamp!.kampUcretTipiId,
    konaklamasecenegiid: option?.id ?? '',
    konaklamatipiid: option?.konaklamaTipiId ?? '',
    odatipiid: konaklamaTipi?.odaTipiId ?? (await firstId(db.select({ id: odaTipleri.id }).from(odaTipleri).limit(1))),
    urunid: product!.id,
    kategoriid: await firstId(db.select({ id: urunKategorileri.id }).from(urunKategorileri).limit(1)),
    galeriid: await firstId(db.select({ id: galeriler.id }).from(galeriler).limit(1)),
    galeriresimid: await firstId(db.select({ id: galeriResimleri.id }).from(galeriResimleri).limit(1)),
    haberid: await firstId(db.select({ id: haberler.id }).from(haberler).limit(1)),
    urunresimid: await firstId(db.select({ id: urunResimleri.id }).from(urunResimleri).limit(1)),
    urunvaryantid: await firstId(db.select({ id: urunVaryantlari.id }).from(urunVaryantlari).limit(1)),
    varyanttipiid: await firstId(db.select({ id: varyantTipleri.id }).from(varyantTipleri).limit(1)),
    varyantdegeriid: await firstId(db.select({ id: varyantDegerleri.id }).from(varyantDegerleri).limit(1)),
    cinsiyetid: await firstId(db.select({ id: cinsiyetler.id }).from(cinsiyetler).limit(1)),
    kaymaseviyesiid: await firstId(db.select({ id: kaymaSeviyeleri.id }).from(kaymaSeviyeleri).limit(1)),
    ekipkoduid: await firstId(db.select({ id: ekipIndirimKodlari.id }).from(ekipIndirimKodlari).limit(1)),
    odemedetayid: await firstId(db.select({ id: odemeDetaylari.id }).from(odemeDetaylari).limit(1)),
    siparisid: await firstId(db.select({ id: siparisler.id }).from(siparisler).limit(1)),
  });
  ids.kampucrettipiid ||= await firstId(db.select({ id: kampUcretTipleri.id }).from(kampUcretTipleri).limit(1));
  ids.ulkeid ||= await firstId(db.select({ id: ulkeler.id }).from(ulkeler).limit(1));
  ids.sehirid ||= await firstId(db.select({ id: sehirler.id }).from(sehirler).limit(1));
  ids.otelid ||= await firstId(db.select({ id: oteller.id }).from(oteller).limit(1));
  // An order of the member (PUT /api/siparis/{id}, payment start) and a cart line (PUT /api/sepet/guncelle).
  const member = { token: tokens.member };
  await call(t.app, { method: 'POST', url: '/api/sepet/ekle', ...member, payload: { urunId: ids.urunid, miktar: 1 } });
  const order = await call(t.app, {
    method: 'POST',
    url: '/api/siparis/olustur',
    ...member,
    payload: { teslimatAdresi: JSON.stringify(ADDRESS), faturaAdresi: JSON.stringify({ ...ADDRESS, email: MEMBER.email }) },
  });
  ids.siparisid = order.json<{ veri?: { siparisId?: string } }>().veri?.siparisId ?? '';
  if (!ids.siparisid) throw new Error(`sipariş oluşturulamadı: ${order.body}`);
  await call(t.app, { method: 'POST', url: '/api/sepet/ekle', ...member, payload: { urunId: ids.urunid, miktar: 1 } });
  ids.sepetid = await firstId(db.select({ id: sepetOgeleri.id }).from(sepetOgeleri).where(eq(sepetOgeleri.kullaniciId, memberId)).limit(1));
  // The registration schema depends on the option (counts, the camp's first day): built for the one booked.
  const offered = body<CampRegistrationOption[]>(await call(t.app, { method: 'GET', url: '/api/KampaKayit/secenekler', token: tokens.member })).veri;
  const choices = offered.flatMap((c) => c.konaklamaSecenekleri.map((o) => ({ c, o })));
  choices.sort((a, b) => a.o.yetiskinSayisi + a.o.cocuk06Sayisi + a.o.cocuk611Sayisi - (b.o.yetiskinSayisi + b.o.cocuk06Sayisi + b.o.cocuk611Sayisi));
  const chosen = choices[0];
  if (chosen) {
    const start = new Date(`${chosen.c.baslangicTarihi.slice(0, 10)}T00:00:00Z`);
    const yearsBefore = (years: number) => new Date(Date.UTC(start.getUTCFullYear() - years, start.getUTCMonth(), start.getUTCDate())).toISOString().slice(0, 10);
    Object.assign(registration, {
      kampId: chosen.c.kampId,
      optionId: chosen.o.id,
      adults: chosen.o.yetiskinSayisi,
      children06: chosen.o.cocuk06Sayisi,
      children611: chosen.o.cocuk611Sayisi,
      birth06: yearsBefore(4),
      birth611: yearsBefore(9),
    });
    const full = buildCampRegistrationSchema({
      baslangicTarihi: chosen.c.baslangicTarihi.slice(0, 10),
      yetiskinSayisi: chosen.o.yetiskinSayisi,
      cocuk06Sayisi: chosen.o.cocuk06Sayisi,
      cocuk611Sayisi: chosen.o.cocuk611Sayisi,
    });
    EXTRA_SCHEMAS['POST /api/kampakayit'] = full;
    EXTRA_SCHEMAS['POST /api/KampaKayit'] = full;
    // Rooms for every accepted registration case of both spellings.
    await db.update(konaklamaSecenekleri).set({ toplamOdaSayisi: 10_000 }).where(eq(konaklamaSecenekleri.id, chosen.o.id));
  }
  routes.push(...listRoutes(t.app).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)));
}, 60_000);

afterAll(async () => {
  const failed = outcomes.filter((o) => !o.ok).length;
  console.log(`bad-input: ${outcomes.length - failed} passed, ${failed} failed`);
  await t?.close();
  delete process.env.HOST_DATA_DIR;
  await store?.remove();
});

describe('bad input on every write route', () => {
  it('finds the write routes in the inventory', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers every generated case as due', { timeout: 300_000 }, async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
    const problems: string[] = [];
    const uncovered: string[] = [];
    const baselines: string[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      const docSchema = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
      const extra = EXTRA_SCHEMAS[key];
      const schema = (docSchema ?? (extra ? (z.toJSONSchema(extra, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined)) as JsonSchema | undefined;
      const upload = UPLOAD_ROUTES.has(key);
      const archive = ARCHIVE_ROUTES.has(key);
      const redirect = REDIRECTS.has(key);
      if (!schema && !upload && !archive && !redirect && !NO_BODY.has(key) && route.method !== 'DELETE') {
        uncovered.push(key);
        continue;
      }
      const token = redirect ? undefined : await roleOf(route);
      const param = firstParam(route.url);
      // A path `:id` or a body `id` names a record of the route's own resource.
      if (token && (param || schema?.properties?.id)) await learnOwnId(route.url, param ?? 'id');
      // What PREPARE sets holds for this route only.
      const savedIds = { ...ids };
      await PREPARE[key]?.();
      // Deletes and cancellations: an id of no record (their success would change later routes' data).
      const id = param && route.method !== 'DELETE' && !NO_BODY.has(key) ? resourceId(route.url, param) : '';
      // The archive route names the remote of the suite's key.
      const url = archive ? fillPath(route.url, 'catalog') : fillPath(route.url, id || ABSENT_ID);
      const record = (name: string, problem: string) => {
        outcomes.push({ name: `${key} ${name}`, ok: !problem, problem });
        if (problem) problems.push(`${key} — ${name}: ${problem}`);
      };

      let cases: BodyCase[];
      let fieldErrors = false;
      if (schema && route.method !== 'DELETE') {
        const baseline = baselineOf(schema, key, route.url);
        const res = await send(route.method, url, token, { json: baseline() });
        record('baseline', judge(res, { expect: 'accept' }, false, redirect));
        fieldErrors = res.statusCode < 300;
        if (!fieldErrors) baselines.push(`${key} ${res.statusCode}`);
        const sample = baseline();
        cases = bodyCases(schema, baseline, key)
          .filter((c) => !c.needsItem || (Array.isArray(sample[c.needsItem]) && (sample[c.needsItem] as unknown[]).length > 0))
          .map((c) =>
          // An empty body is an empty object to a schema without required fields (e.g. all links cleared).
          c.name === 'body: none' && !schema.required?.length ? { ...c, expect: 'accept' as const } : c,
        );
      } else if (upload) {
        cases = uploadCases();
      } else if (archive) {
        cases = archiveCases();
      } else cases = rawBodyCases(false);

      for (const c of cases) {
        const res = await send(route.method, url, token, c.payload());
        record(c.name, judge(res, c, fieldErrors, redirect, key));
      }
      if (route.url.includes(':')) {
        const payload: Payload = schema ? { json: baselineOf(schema, key, route.url)() } : { none: true };
        for (const bad of BAD_IDS) {
          const res = await send(route.method, fillPath(route.url, bad), token, payload);
          record(`path id ${bad.slice(0, 20)}`, judge(res, { expect: 'reject' }, false, redirect));
        }
      }
      for (const k of Object.keys(ids)) if (!(k in savedIds)) delete ids[k];
      Object.assign(ids, savedIds);
    }
    if (baselines.length) console.log(`bad-input: baselines not accepted (field checks only as 4xx): ${baselines.join(', ')}`);
    expect(uncovered, 'write routes without generated cases (add their schema)').toEqual([]);
    expect(problems).toEqual([]);
  });

  it('leaves no role granted by extra fields (mass assignment)', async () => {
    const [member] = await t.db.select({ roller: kullanicilar.roller }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, MEMBER.kullaniciAdi));
    expect(member?.roller).toEqual(['Uye']);
  });
});

/** Sends raw bytes to a listening app and reads the whole answer (the server closes the connection). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(request);
  });
}

/** Status, headers (lower-case names) and parsed body of a raw HTTP/1.1 answer. */
function parseRaw(text: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', rest = ''] = text.split('\r\n\r\n');
  const [line = '', ...fields] = head.split('\r\n');
  const headers = Object.fromEntries(fields.map((f) => [f.slice(0, f.indexOf(':')).toLowerCase(), f.slice(f.indexOf(':') + 1).trim()]));
  return { status: Number(line.split(' ')[1]), headers, body: JSON.parse(rest) };
}

describe('edge answers: every one the Turkish envelope with the request id, nothing echoed', () => {
  const envelope = (res: LightMyRequestResponse, status: number, mesaj: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ basarili: false, veri: null, mesaj });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  };

  it('a known path asked with a method it does not take: 405 with Allow naming its methods (every path of the inventory)', async () => {
    const all = listRoutes(t.app);
    const byUrl = new Set(all.map((r) => r.url));
    // As the router: a method's parametric route also answers a path another method has as static.
    const reaches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path);
    const wrong: string[] = [];
    for (const url of byUrl) {
      if (url.startsWith('/api/docs') || url.includes('*')) continue;
      const path = fillPath(url, ABSENT_ID);
      const methods = new Set(all.filter((r) => !r.url.includes('*') && reaches(r.url, path)).map((r) => r.method));
      const res = await t.app.inject({ method: 'PATCH', url: path });
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      const got = `${res.statusCode} ${String(res.headers.allow)} ${res.json<{ mesaj?: string }>().mesaj}`;
      if (got !== `405 ${allow} ${METHOD_NOT_ALLOWED_MESSAGE}`) wrong.push(`PATCH ${url}: ${got}`);
    }
    expect(byUrl.size).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('path parameters follow the naming rule the suite reads them by (deploy/api/README.md "Path parameters")', () => {
    // `:id` and `:…OrId` name the route's own resource; `:<field>Id` another record; the rest name no record.
    const NOT_RECORDS = new Set(['slug', 'name', 'remote', 'version']);
    const named = (p: string) => p === 'id' || /^[a-z]+(?:[A-Z][a-z]+)*Id$/.test(p) || NOT_RECORDS.has(p);
    const wrong = listRoutes(t.app).flatMap((r) => [...r.url.matchAll(/:([A-Za-z]+)/g)].filter((m) => !named(m[1]!)).map((m) => `${r.method} ${r.url}: :${m[1]}`));
    expect(wrong).toEqual([]);
    expect(named('ulkeId') && named('noOrId') && !named('ulke_id') && !named('ID') && !named('kod')).toBe(true);
  });

  it('an unknown path is 404, not 405', async () => {
    envelope(await t.app.inject({ method: 'PATCH', url: '/api/olmayan/yol' }), 404, statusMessage(404));
  });

  it('malformed percent-encoding (FST_ERR_BAD_URL): 400, the URL not echoed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ulke/%E0%A4%A' });
    envelope(res, 400, statusMessage(400));
    expect(res.body).not.toContain('%E0');
  });

  it('QUERY without a Content-Type (FST_ERR_ROUTE_MISSING_CONTENT_TYPE): 400 envelope', async () => {
    envelope(await t.app.inject({ method: 'QUERY' as InjectOptions['method'], url: '/api/galeri/0' }), 400, statusMessage(400));
    envelope(await t.app.inject({ method: 'QUERY' as InjectOptions['method'], url: '/api/saglik' }), 400, statusMessage(400));
  });

  describe('over a socket', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    it.each([
      ['garbage', 'HELLO THERE\r\n\r\n'],
      ['an unknown method', 'BREW /api/saglik HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['Content-Length with Transfer-Encoding', 'POST /api/hesap/giris HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
      ['a bad chunk size', 'POST /api/hesap/giris HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
    ])('%s: 400 envelope, then the connection closes', async (_name, request) => {
      const res = parseRaw(await rawExchange(port, request));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ basarili: false, veri: null, mesaj: statusMessage(400) });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.connection).toBe('close');
    });

    it('an oversized header: 431 envelope', async () => {
      const res = parseRaw(await rawExchange(port, `GET /api/saglik HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
      expect(res.status).toBe(431);
      expect(res.body).toEqual({ basarili: false, veri: null, mesaj: HEADERS_TOO_LARGE_MESSAGE });
    });
  });
});
