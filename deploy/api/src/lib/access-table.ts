/**
 * Who may do what, for every route of the API, written from the
 * product spec (member-site.md §6-7, admin-site.md §2, §6-7) and the release roles — not
 * from the route code. The access suite (access.test.ts) sends every route as guest, member,
 * other member, Admin and ReleaseManager and compares the answers with this table; a route the
 * app registers that is missing here fails the suite, so a new route cannot escape it. The one
 * exception is the admin plugin (src/routes/admin/index.ts, admin spec §2, §6): its hook requires
 * the Admin role for every route inside and marks them, so they take {@link ADMIN_PLUGIN_ENTRY}
 * and have no row here (a row for one fails the suite as a second source).
 *
 * Where the spec is silent the reading chosen is written beside the route.
 */

/**
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in user (the user's own data, no record named by the caller).
 * - `owner`: a signed-in user acting on a record of their own named in the path or body;
 *   anyone else signed in (other members, Admin, ReleaseManager) gets 404, as for an unknown record.
 * - `ownerOrAdmin`: as `owner`, and an Admin may act on any member's record.
 * - `admin`: the Admin role (admin spec §2, §6: every admin screen and its calls).
 * - `release`: the ReleaseManager or the Admin role.
 * - `deployKey`: a deploy key of the remote named in the path (X-Deploy-Key header); no session
 *   token is read there, so every caller of the sweep (Admin and ReleaseManager too) gets 401.
 */
export type AccessRule = 'public' | 'signedIn' | 'owner' | 'ownerOrAdmin' | 'admin' | 'release' | 'deployKey';

/** One row: the rule and where it comes from. */
export interface AccessEntry {
  rule: AccessRule;
  /** Spec section or the reading taken where the spec is silent. */
  why: string;
}

/**
 * The callers of the sweep: the five kinds of visitor a rule tells apart, and `forged`, a token
 * claiming the Admin role for the Admin's id but signed with another key (a visitor for the server).
 */
export type Caller = 'guest' | 'forged' | 'member' | 'otherMember' | 'admin' | 'releaseManager';

/** Statuses a caller is expected to get under a rule: `allowed` (not 401/403, and not 404 on owner rules), or one status. */
export type Expectation = 'allowed' | 401 | 403 | 404;

/**
 * What `caller` must get from a route under `rule`. The `member` owns the records used in
 * owner routes; everyone else signed in is a stranger to them.
 */
export function expectationFor(rule: AccessRule, caller: Caller): Expectation {
  if (rule === 'public') return 'allowed';
  if (caller === 'guest' || caller === 'forged' || rule === 'deployKey') return 401;
  switch (rule) {
    case 'signedIn':
      return 'allowed';
    case 'owner':
      return caller === 'member' ? 'allowed' : 404;
    case 'ownerOrAdmin':
      return caller === 'member' || caller === 'admin' ? 'allowed' : 404;
    case 'admin':
      return caller === 'admin' ? 'allowed' : 403;
    case 'release':
      return caller === 'admin' || caller === 'releaseManager' ? 'allowed' : 403;
  }
}

/**
 * True when `status` meets `expected`: `allowed` is anything but 401/403 (and 404 when
 * `ownRecord`, the route names a record the caller may reach, so it must be found).
 */
export function meets(expected: Expectation, status: number, ownRecord: boolean): boolean {
  if (expected !== 'allowed') return status === expected;
  return status !== 401 && status !== 403 && !(ownRecord && status === 404);
}

function rows(rule: AccessRule, why: string, keys: readonly string[]): [string, AccessEntry][] {
  return keys.map((k) => [k, { rule, why }]);
}

const PUBLIC_ACCOUNT = 'member spec §6: anonymous visitors may sign in, sign up, reset the password and confirm the e-mail';
const PUBLIC_CONTENT = 'member spec §6-7: public pages (camps, galleries, news, shop catalogue)';
const PUBLIC_REFERENCE = 'reference data the public forms read (spec silent on the server side; nothing personal)';
const PUBLIC_PLATFORM = 'probes, OpenAPI at /api/docs and uploaded files are public';
const SIGNED_IN = 'member spec §6: signed-in users have profile, camp registration, my camps, cart, checkout, orders';
const OWNER = "member spec §6-7: a member's own cart line, order or registration; another's is unknown to them (404)";
const OWNER_OR_ADMIN = 'member spec §7 (own order) and admin spec §7 Orders (the same call on any order)';
const ADMIN = 'admin spec §2, §6: every admin screen and its calls need the Admin role';
const RELEASE = 'ReleaseManager (Admin too) for everything that reads or changes releases';

/**
 * The rule of every route inside the admin plugin (src/routes/admin/index.ts), which marks them
 * (`config.access`) and whose hook requires the Admin role: they have no row below.
 */
export const ADMIN_PLUGIN_ENTRY: AccessEntry = { rule: 'admin', why: ADMIN };

/** `METHOD url` (as Fastify registers it) → who may call it, for every route outside the admin plugin. */
export const ACCESS_TABLE: Readonly<Record<string, AccessEntry>> = Object.fromEntries([
  ...rows('public', PUBLIC_PLATFORM, [
    'GET /api/saglik',
    'GET /healthz',
    'GET /readyz',
    'GET /uploads/*',
    'GET /api/docs',
    'GET /api/docs/json',
    'GET /api/docs/yaml',
    'GET /api/docs/static/*',
    'GET /api/docs/static/index.html',
    'GET /api/docs/static/swagger-initializer.js',
  ]),
  ...rows('public', PUBLIC_ACCOUNT, [
    'GET /api/dogrulama/token', // the local human-verification token every public form sends
    'POST /api/hesap/kayit',
    'POST /api/hesap/giris',
    'POST /api/hesap/sifre-sifirlama-talep',
    'POST /api/hesap/sifre-sifirlama-onayla',
    'GET /api/hesap/email-onayla',
    'GET /api/Hesap/email-onayla',
  ]),
  ...rows('public', PUBLIC_CONTENT, [
    'GET /api/kamp',
    'GET /api/galeri',
    'GET /api/galeri/:id',
    'GET /api/galeriresim/galeri/:galeriId',
    'GET /api/galeriresim/son-resimler',
    'GET /api/haber',
    'GET /api/haber/:slug',
    'GET /api/site/ayarlar',
    'GET /api/hava',
    'GET /api/urun',
    'GET /api/urun/:id',
    'GET /api/urun/kategori/:kategoriId',
    'GET /api/urun/resolve/:slugOrId',
    'GET /api/urun/resim/:name',
    'GET /api/urunkategori/aktif',
    'GET /api/urunvaryanttipi/aktif',
  ]),
  ...rows('public', PUBLIC_REFERENCE, ['GET /api/sehir/ulke/:ulkeId', 'GET /api/cinsiyet/aktif', 'GET /api/kaymaseviyesi/aktif']),
  ...rows('public', "member spec §7: the bank's post-back; trusted only by its hash (payment abuse suite)", ['POST /api/odeme/sonuc']),
  ...rows('public', "any visitor's browser reports a remote it could not load", ['POST /api/yayinlar/hata-raporu']),
  ...rows('signedIn', SIGNED_IN, [
    'POST /api/hesap/cikis',
    'POST /api/hesap/email-onayi-gonder',
    'POST /api/hesap/gsm-onayi-gonder',
    'POST /api/hesap/gsm-onayi-dogrula',
    'GET /api/hesap/profil',
    'PUT /api/hesap/profil',
    'PUT /api/hesap/sosyal-medya',
    'PUT /api/hesap/sifre-degistir',
    'POST /api/hesap/profil-foto-yukle',
    'POST /api/hesap/kapak-foto-yukle',
    'GET /api/sepet',
    'POST /api/sepet/ekle',
    'GET /api/sepet/stok-kontrol',
    'DELETE /api/sepet/temizle',
    'POST /api/siparis/olustur',
    'GET /api/siparis/kullanici', // own orders only (checked by the sweep's list probes)
    'GET /api/kampakayit', // own registrations; tumu=true lists all for an Admin only
    'GET /api/kampakayit/secenekler',
    'GET /api/KampaKayit/secenekler',
    'POST /api/kampakayit/fiyat',
    'POST /api/KampaKayit/fiyat',
    'POST /api/kampakayit',
    'POST /api/KampaKayit',
  ]),
  ...rows('owner', OWNER, [
    'DELETE /api/sepet/:id',
    'PUT /api/sepet/guncelle', // the cart line's id is in the body
    'GET /api/siparis/resolve/:noOrId',
    'POST /api/odeme/baslat', // OrderId in the body: only one's own order or registration is paid this way
  ]),
  ...rows('ownerOrAdmin', OWNER_OR_ADMIN, ['GET /api/siparis/:id', 'PUT /api/siparis/:id', 'PUT /api/siparis/iptal/:id']),
  ...rows('release', RELEASE, [
    'GET /api/yayinlar',
    'GET /api/yayinlar/uyumluluk',
    'GET /api/yayinlar/denetim',
    'GET /api/yayinlar/onizleme/:remote/:version',
    'POST /api/yayinlar/gecis',
    'POST /api/yayinlar/geri-al',
    'POST /api/yayinlar/kanarya',
    'DELETE /api/yayinlar/kanarya/:remote',
    'GET /api/yayinlar/anahtarlar',
    'POST /api/yayinlar/anahtarlar',
    'DELETE /api/yayinlar/anahtarlar/:anahtarId',
  ]),
  ...rows('deployKey', "a CI job with the remote's deploy key publishes a build (never makes it live)", ['POST /api/yayinlar/yayinla/:remote']),
]);
