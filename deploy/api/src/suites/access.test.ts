/**
 * Access suite: every route the app registers, sent as guest, member,
 * other member, Admin and ReleaseManager (and with a forged Admin token, which must count as a
 * guest), against the table of access-table.ts. Owner routes name a record of the member (an
 * order, a cart line, a camp registration) so the other member, the Admin and the
 * ReleaseManager probe IDOR; the lists of one's own records are checked for leaks, and roles
 * sent in a sign-up or profile body must be ignored. Ends with "access: N passed, N failed"
 * (counts of probes).
 */
// First: inventory.ts must see the app being built (it hooks Fastify's initialization channel).
import { listRoutes, routeKey } from './inventory';
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampRegistration, Cart, OrderCreated } from '@skiclub/shared/schemas';
import { kullanicilar } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { TEST_SECRET, body, call, createTestContext, type TestContext } from '../test/helpers';
import { newMember, signIn } from '../test/members';
import { makeProduct, orderBody, putInCart } from '../test/orders';
import { ACCESS_TABLE, ADMIN_PLUGIN_ENTRY, expectationFor, meets, type AccessEntry, type Caller, type Expectation } from '../lib/access-table';

/** Callers in the order they probe a route: strangers first, so the owner's own call (which may delete) comes last. */
const CALLERS: readonly Caller[] = ['guest', 'forged', 'otherMember', 'releaseManager', 'admin', 'member'];

/** Routes that change or remove the member's records or sessions: probed last, in this order. */
const LAST = [
  'PUT /api/sepet/guncelle',
  'DELETE /api/sepet/:id',
  'DELETE /api/sepet/temizle',
  'PUT /api/siparis/:id',
  'PUT /api/siparis/iptal/:id',
  'POST /api/hesap/cikis', // signs every caller out: the very last
];

/** A valid UUID that names no record. */
const MISSING = '00000000-0000-4000-8000-000000000000';

/** The member's records the owner routes name. */
interface Records {
  orderId: string;
  orderNo: string;
  cartLineId: string;
  registrationId: string;
}

/** What a probe sends besides method and token. */
interface Probe {
  url: string;
  payload?: object;
}

/** An HS256 JWT over `claims` signed with `key` (for the forged caller: a key the server does not have). */
function jwtSignedWith(key: string, claims: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/** Path parameters by name (owner routes override them). */
function defaultParam(name: string): string {
  switch (name) {
    case 'slug':
      return 'olmayan-haber';
    case 'slugOrId':
      return 'olmayan-urun';
    case 'name':
      return 'olmayan.jpg';
    case 'remote':
      return 'mf-shop';
    case 'version':
      return '0.0.0';
    case '*':
      return 'olmayan.txt';
    default:
      return MISSING;
  }
}

function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z]+)|\*/g, (whole, name: string | undefined) => encodeURIComponent(params[name ?? whole] ?? defaultParam(name ?? whole)));
}

/**
 * The requests of a route: owner routes name the member's records (each way the route can name
 * them); other writes send `{}` (a 4xx for the bad body still counts as allowed).
 */
function probesOf(key: string, rec: Records): Probe[] {
  const [method, url] = key.split(' ') as [string, string];
  const orderUpdate = (() => {
    const { teslimatAdresi, faturaAdresi, notlar } = orderBody();
    return { teslimatAdresi, faturaAdresi, notlar };
  })();
  const own: Record<string, Probe[]> = {
    'GET /api/siparis/:id': [{ url: fill(url, { id: rec.orderId }) }],
    'PUT /api/siparis/:id': [{ url: fill(url, { id: rec.orderId }), payload: orderUpdate }],
    'PUT /api/siparis/iptal/:id': [{ url: fill(url, { id: rec.orderId }), payload: {} }],
    'GET /api/siparis/resolve/:noOrId': [{ url: fill(url, { noOrId: rec.orderNo }) }, { url: fill(url, { noOrId: rec.orderId }) }],
    'DELETE /api/sepet/:id': [{ url: fill(url, { id: rec.cartLineId }) }],
    'PUT /api/sepet/guncelle': [{ url, payload: { id: rec.cartLineId, miktar: 1 } }],
    'POST /api/odeme/baslat': [
      { url, payload: { OrderId: rec.registrationId, Kaynak: 'kamp' } },
      { url, payload: { OrderId: rec.orderId, Kaynak: 'shop' } },
    ],
  };
  return own[key] ?? [{ url: fill(url), payload: method === 'GET' || method === 'DELETE' ? undefined : {} }];
}

/** Routes in probing order: the table's order, then {@link LAST}. */
const ORDER = [...Object.keys(ACCESS_TABLE).filter((k) => !LAST.includes(k)), ...LAST];

let t: TestContext;
let hostData: string;
const tokens = {} as Record<Exclude<Caller, 'guest'>, string>;
let rec: Records;
let adminClaims: object;
const tally = { passed: 0, failed: 0 };
const deviations: string[] = [];

function tallied(ok: boolean, line: string): void {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    deviations.push(line);
  }
}

beforeAll(async () => {
  // Release routes read and write the host's release store: a throwaway one here.
  hostData = await mkdtemp(join(tmpdir(), 'skiclub-access-host-'));
  process.env.HOST_DATA_DIR = hostData;
  t = await createTestContext();
  tokens.member = await t.memberToken();
  tokens.admin = await t.adminToken();
  tokens.releaseManager = await t.login(DEMO_ACCOUNTS.releaseManager.kullaniciAdi, DEMO_ACCOUNTS.releaseManager.sifre);
  tokens.otherMember = (await newMember(t, 'erisim_diger')).token;
  const userRow = async (kullaniciAdi: string) => {
    const [row] = await t.db.select({ id: kullanicilar.id, tv: kullanicilar.tokenSurumu }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, kullaniciAdi));
    if (!row) throw new Error(`kullanıcı yok: ${kullaniciAdi}`);
    return row;
  };
  const me = await userRow(DEMO_ACCOUNTS.member.kullaniciAdi);
  const boss = await userRow(DEMO_ACCOUNTS.admin.kullaniciAdi);
  adminClaims = { sub: boss.id, roller: ['Admin'], tv: boss.tv, exp: Math.floor(Date.now() / 1000) + 3600 };
  tokens.forged = jwtSignedWith('not-the-server-secret-0123456789abcdef', adminClaims);

  const product = await makeProduct(t.db, { stock: 50, price: 100 });
  await putInCart(t.db, me.id, product.id, 1);
  const ordered = await call(t.app, { method: 'POST', url: '/api/siparis/olustur', token: tokens.member, payload: orderBody() });
  if (ordered.statusCode !== 201) throw new Error(`sipariş oluşmadı: ${ordered.statusCode} ${ordered.body}`);
  const order = body<OrderCreated>(ordered).veri;
  await putInCart(t.db, me.id, product.id, 2);
  const cart = body<Cart>(await call(t.app, { method: 'GET', url: '/api/sepet', token: tokens.member })).veri;
  const registrations = body<CampRegistration[]>(await call(t.app, { method: 'GET', url: '/api/kampakayit', token: tokens.member })).veri;
  const unpaid = registrations.find((r) => !r.odemeDurumu);
  if (!cart.sepetOgeleri[0] || !unpaid) throw new Error('üyenin sepet satırı veya ödenmemiş kaydı yok');
  rec = { orderId: order.siparisId, orderNo: order.siparisNo, cartLineId: cart.sepetOgeleri[0].id, registrationId: unpaid.id };
});

afterAll(async () => {
  console.log(`access: ${tally.passed} passed, ${tally.failed} failed`);
  if (deviations.length) console.log(deviations.join('\n'));
  await t?.close();
  delete process.env.HOST_DATA_DIR;
  await rm(hostData, { recursive: true, force: true });
});

describe('access table', () => {
  it('names every route the app registers outside the admin plugin, and no other', () => {
    const routes = listRoutes(t.app);
    const registered = routes.map(routeKey);
    const missing = routes.filter((r) => !r.access && !ACCESS_TABLE[routeKey(r)]).map(routeKey);
    // The admin plugin's routes take their rule from it: a row for one would be a second source.
    const doubled = routes.filter((r) => r.access && ACCESS_TABLE[routeKey(r)]).map(routeKey);
    const stale = Object.keys(ACCESS_TABLE).filter((k) => !registered.includes(k));
    tallied(missing.length === 0 && stale.length === 0 && doubled.length === 0, `tablo: eksik ${missing.join(', ')}; fazla ${stale.join(', ')}; eklenti ile iki kez ${doubled.join(', ')}`);
    expect({ missing, stale, doubled }).toEqual({ missing: [], stale: [], doubled: [] });
    expect(registered.length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.access).length).toBeGreaterThan(80);
  });

  it('the forged token differs from a good one only by its key', async () => {
    const good = await call(t.app, { method: 'GET', url: '/api/hesap/kullanicilar', token: jwtSignedWith(TEST_SECRET, adminClaims) });
    const forged = await call(t.app, { method: 'GET', url: '/api/hesap/kullanicilar', token: tokens.forged });
    expect([good.statusCode, forged.statusCode]).toEqual([200, 401]);
  });
});

describe('own lists leak nothing (IDOR)', () => {
  const lists: { url: string; has: (veri: unknown) => boolean; adminSees: boolean }[] = [
    { url: '/api/kampakayit', has: (v) => JSON.stringify(v).includes(rec.registrationId), adminSees: false },
    // tumu=true lists every registration for an Admin only (admin spec §7); others get their own.
    { url: '/api/kampakayit?tumu=true', has: (v) => JSON.stringify(v).includes(rec.registrationId), adminSees: true },
    { url: '/api/siparis/kullanici', has: (v) => JSON.stringify(v).includes(rec.orderId), adminSees: false },
    { url: '/api/sepet', has: (v) => JSON.stringify(v).includes(rec.cartLineId), adminSees: false },
  ];

  it.each(lists)("$url holds the member's record for the member (and an Admin: $adminSees) only", async ({ url, has, adminSees }) => {
    const wrong: string[] = [];
    for (const caller of ['member', 'otherMember', 'releaseManager', 'admin'] as const) {
      const res = await call(t.app, { method: 'GET', url, token: tokens[caller] });
      const ok = res.statusCode === 200 && has(body(res).veri) === (caller === 'member' || (adminSees && caller === 'admin'));
      const line = `${url} as ${caller}: ${res.statusCode}, member's record ${res.statusCode === 200 && has(body(res).veri) ? 'listed' : 'not listed'}`;
      tallied(ok, line);
      if (!ok) wrong.push(line);
    }
    expect(wrong).toEqual([]);
  });
});

describe('no role from a request body (mass assignment)', () => {
  const rolesOf = async (kullaniciAdi: string) => (await t.db.select({ roller: kullanicilar.roller }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, kullaniciAdi)))[0]?.roller;
  const adminList = (token: string) => call(t.app, { method: 'GET', url: '/api/hesap/kullanicilar', token });

  it('a sign-up naming roles gets the member role only', async () => {
    const sifre = 'Kayak#2026a';
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/hesap/kayit',
      payload: { ad: 'Deniz', soyad: 'Kar', kullaniciAdi: 'erisim_rol', email: 'erisim_rol@example.com', gsm: '05551112233', sifre, sifreTekrar: sifre, recaptchaToken: t.human('kayit'), roller: ['Admin', 'ReleaseManager'], aktif: true },
    });
    const roles = await rolesOf('erisim_rol');
    const login = await signIn(t, 'erisim_rol', sifre);
    const status = login.statusCode === 200 ? (await adminList(body<{ token: string }>(login).veri.token)).statusCode : null;
    const ok = res.statusCode === 201 && JSON.stringify(roles) === JSON.stringify(['Uye']) && status === 403;
    tallied(ok, `POST /api/hesap/kayit with roller: ${res.statusCode}, roles ${JSON.stringify(roles)}, admin list ${status}`);
    expect({ sign: res.statusCode, roles, status }).toEqual({ sign: 201, roles: ['Uye'], status: 403 });
  });

  it('a profile update naming roles, id or token version changes none of them', async () => {
    const mate = await newMember(t, 'erisim_profil');
    const [admin] = await t.db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, DEMO_ACCOUNTS.admin.kullaniciAdi));
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/hesap/profil',
      token: mate.token,
      payload: { ad: 'Deniz', soyad: 'Kar', kullaniciAdi: mate.kullaniciAdi, gsm: '05551112233', biyografi: '', roller: ['Admin'], id: admin!.id, tokenSurumu: 0, aktif: true },
    });
    const roles = await rolesOf(mate.kullaniciAdi);
    const again = await signIn(t, mate.kullaniciAdi, mate.sifre);
    const status = (await adminList(body<{ token: string }>(again).veri.token)).statusCode;
    const adminName = (await t.db.select({ ad: kullanicilar.ad }).from(kullanicilar).where(eq(kullanicilar.id, admin!.id)))[0]?.ad;
    const ok = res.statusCode < 500 && JSON.stringify(roles) === JSON.stringify(['Uye']) && status === 403 && adminName === DEMO_ACCOUNTS.admin.ad;
    tallied(ok, `PUT /api/hesap/profil with roller/id: ${res.statusCode}, roles ${JSON.stringify(roles)}, admin list ${status}, admin's name ${adminName}`);
    expect({ roles, status, adminName }).toEqual({ roles: ['Uye'], status: 403, adminName: DEMO_ACCOUNTS.admin.ad });
  });
});

/** Sends every probe of `key` as every caller; the lines that missed the rule's expectation. */
async function sweep(key: string, entry: AccessEntry): Promise<string[]> {
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  const ownRecord = entry.rule === 'owner' || entry.rule === 'ownerOrAdmin';
  const wrong: string[] = [];
  for (const probe of probesOf(key, rec)) {
    for (const caller of CALLERS) {
      const expected: Expectation = expectationFor(entry.rule, caller);
      const res = await call(t.app, { method, url: probe.url, payload: probe.payload, token: caller === 'guest' ? undefined : tokens[caller] });
      const ok = meets(expected, res.statusCode, ownRecord);
      const line = `${method} ${probe.url}${probe.payload ? ` ${JSON.stringify(probe.payload).slice(0, 80)}` : ''} as ${caller}: expected ${expected}, got ${res.statusCode}`;
      tallied(ok, line);
      if (!ok) wrong.push(line);
    }
  }
  return wrong;
}

// Before the table's sweep, whose last routes sign every caller out.
describe('access sweep of the admin plugin', () => {
  it('every route inside it answers as the admin rule says (a new admin route needs no row)', async () => {
    const keys = listRoutes(t.app).filter((r) => r.access === 'admin').map(routeKey);
    const wrong: string[] = [];
    for (const key of keys) wrong.push(...(await sweep(key, ADMIN_PLUGIN_ENTRY)));
    expect(keys.length).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
  });
});

describe('access sweep', () => {
  it.each(ORDER)('%s', async (key) => {
    expect(await sweep(key, ACCESS_TABLE[key]!)).toEqual([]);
  });
});
