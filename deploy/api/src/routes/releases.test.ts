import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReleases } from '@skiclub/release';
import { RELEASE_MESSAGES as M, type AuditPage, type CompatibilityVerdict, type PreviewEntry, type ReleaseState, type SwitchResult } from '@skiclub/shared/releases';
import { eq } from 'drizzle-orm';
import { kullanicilar } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { fakeReleaseStore, type FakeReleaseStore } from '../test/releases';

const THRESHOLD = 3;
const REPORT_MAX = 5;

let t: TestContext;
let store: FakeReleaseStore;
let hostData: string;
let member: string;
let admin: string;
let manager: string;
/** Versions of the fake catalog builds: a (live), b (next), bad (needs react ^20); camps: one version only. */
const v = { a: '', b: '', react20: '', camps: '' };

beforeAll(async () => {
  store = await fakeReleaseStore('skiclub-releases-api-');
  hostData = store.hostData;
  v.a = await store.publishFake('catalog', 'a');
  v.b = await store.publishFake('catalog', 'b');
  v.react20 = await store.publishFake('catalog', 'c', '^20.0.0');
  v.camps = await store.publishFake('camps', 'a');

  process.env.HOST_DATA_DIR = hostData;
  process.env.RELEASE_FAILURE_THRESHOLD = String(THRESHOLD);
  process.env.RELEASE_FAILURE_WINDOW_MS = '60000';
  process.env.RELEASE_REPORT_RATE_MAX = String(REPORT_MAX);
  t = await createTestContext();
  for (const k of ['HOST_DATA_DIR', 'RELEASE_FAILURE_THRESHOLD', 'RELEASE_FAILURE_WINDOW_MS', 'RELEASE_REPORT_RATE_MAX']) delete process.env[k];
  [member, admin, manager] = await Promise.all([t.memberToken(), t.adminToken(), t.login(DEMO_ACCOUNTS.releaseManager.kullaniciAdi, DEMO_ACCOUNTS.releaseManager.sifre)]);
});

afterAll(async () => {
  await t?.close();
  await store.remove();
});

const live = async (remote: string) => (await readReleases(hostData)).remotes[remote]?.live;
const auditTail = async () => (await readFile(join(hostData, 'releases-audit.log'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).at(-1);

describe('/api/yayinlar roles', () => {
  const endpoints = () => [
    { method: 'GET' as const, url: '/api/yayinlar' },
    { method: 'GET' as const, url: `/api/yayinlar/uyumluluk?remote=catalog&version=${v.b}` },
    { method: 'POST' as const, url: '/api/yayinlar/gecis', payload: { remote: 'catalog', version: v.b, reason: 'Deneme' } },
    { method: 'POST' as const, url: '/api/yayinlar/geri-al', payload: { remote: 'catalog', reason: 'Deneme' } },
    { method: 'POST' as const, url: '/api/yayinlar/kanarya', payload: { remote: 'catalog', version: v.b, percent: 10, reason: 'Yeni sepet deneniyor' } },
    { method: 'DELETE' as const, url: '/api/yayinlar/kanarya/catalog' },
    { method: 'GET' as const, url: '/api/yayinlar/denetim' },
    { method: 'GET' as const, url: `/api/yayinlar/onizleme/catalog/${v.b}` },
  ];

  it('answers 401 to visitors and 403 to members on every console endpoint, changing nothing', async () => {
    for (const e of endpoints()) {
      expect((await call(t.app, e)).statusCode, `${e.method} ${e.url}`).toBe(401);
      const res = await call(t.app, { ...e, token: member });
      expect(res.statusCode, `${e.method} ${e.url}`).toBe(403);
      expect(body(res).mesaj).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    }
    expect(await live('catalog')).toBe(v.a);
  });

  it('gives the release manager and the admin the state: versions with records, integrity and health', async () => {
    for (const token of [manager, admin]) {
      const res = await call(t.app, { method: 'GET', url: '/api/yayinlar', token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const state = body<ReleaseState>(res).veri;
      expect(state.autoRollback).toEqual({ threshold: THRESHOLD, windowMs: 60_000 });
      expect(state.shell?.provides).toEqual({ react: '19.3.1' });
      expect(state.remotes.map((r) => r.remote)).toEqual(['catalog', 'camps', 'account', 'checkout', 'admin']);
      const catalog = state.remotes[0]!;
      expect(catalog).toMatchObject({ live: v.a, previous: null, canary: null });
      expect(catalog.versions.map((x) => x.version).sort()).toEqual([v.a, v.b, v.react20].sort());
      const a = catalog.versions.find((x) => x.version === v.a)!;
      expect(a).toMatchObject({ fileCount: 3, integrityOk: true, failures: 0, lastFailureAt: null, failureKinds: {} });
      expect(a.sizeBytes).toBeGreaterThan(100);
      expect(a.shared).toEqual([{ name: 'react', requiredVersion: '^19.3.1', singleton: true }]);
      expect(state.remotes[2]).toEqual({ remote: 'account', live: null, previous: null, canary: null, versions: [] });
    }
  });
});

describe('switch, compatibility and rollback', () => {
  it('gives the compatibility verdict, 404 for an unpublished version and 422 for a bad query', async () => {
    const ok = await call(t.app, { method: 'GET', url: `/api/yayinlar/uyumluluk?remote=catalog&version=${v.b}`, token: manager });
    expect(body<CompatibilityVerdict>(ok).veri).toEqual({ uygun: true, nedenler: [] });
    const bad = await call(t.app, { method: 'GET', url: `/api/yayinlar/uyumluluk?remote=catalog&version=${v.react20}`, token: manager });
    expect(body<CompatibilityVerdict>(bad).veri).toEqual({ uygun: false, nedenler: [`react: kabuk 19.3.1 sağlıyor, catalog ${v.react20} ^20.0.0 istiyor`] });
    const missing = await call(t.app, { method: 'GET', url: '/api/yayinlar/uyumluluk?remote=catalog&version=0.0.0-yok', token: manager });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).mesaj).toBe(M.versionNotFound);
    const invalid = await call(t.app, { method: 'GET', url: '/api/yayinlar/uyumluluk?remote=magaza', token: manager });
    expect(invalid.statusCode).toBe(422);
    expect(body(invalid).hatalar).toEqual({ remote: M.remoteInvalid, version: M.versionRequired });
  });

  it('refuses bad payloads with Turkish field errors, an unpublished version with 404 and an incompatible one with 409 and its reasons', async () => {
    const bad = await call(t.app, { method: 'POST', url: '/api/yayinlar/gecis', token: manager, payload: { remote: 'catalog', version: '../../etc', reason: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ version: M.versionInvalid, reason: 'Gerekçe en az 3 karakter olmalıdır.' });
    const none = await call(t.app, { method: 'POST', url: '/api/yayinlar/gecis', token: manager, payload: { remote: 'catalog', version: '9.9.9-yok', reason: 'Deneme' } });
    expect(none.statusCode).toBe(404);
    const refused = await call(t.app, { method: 'POST', url: '/api/yayinlar/gecis', token: manager, payload: { remote: 'catalog', version: v.react20, reason: 'Yeni React' } });
    expect(refused.statusCode).toBe(409);
    expect(body<CompatibilityVerdict>(refused)).toMatchObject({ basarili: false, mesaj: M.refused, veri: { nedenler: [`react: kabuk 19.3.1 sağlıyor, catalog ${v.react20} ^20.0.0 istiyor`] } });
    expect(await auditTail()).toMatchObject({ who: 'yayin', action: 'refuse', to: v.react20 });
    expect(await live('catalog')).toBe(v.a);
  });

  it('switches as the release manager and rolls back as the admin, each audited with user and reason; 409 without a previous version', async () => {
    const sw = await call(t.app, { method: 'POST', url: '/api/yayinlar/gecis', token: manager, payload: { remote: 'catalog', version: v.b, reason: 'Yeni ürün kartı' } });
    expect(sw.statusCode).toBe(200);
    expect(body<SwitchResult>(sw)).toMatchObject({ veri: { from: v.a, to: v.b }, mesaj: M.switched });
    expect(await auditTail()).toMatchObject({ who: 'yayin', action: 'switch', from: v.a, to: v.b, reason: 'Yeni ürün kartı' });
    expect((await readReleases(hostData)).remotes.catalog?.fallback?.version).toBe(v.a);

    const back = await call(t.app, { method: 'POST', url: '/api/yayinlar/geri-al', token: admin, payload: { remote: 'catalog', reason: 'Sepet bozuldu' } });
    expect(body<SwitchResult>(back).veri).toEqual({ from: v.b, to: v.a });
    expect(await auditTail()).toMatchObject({ who: 'admin', action: 'rollback', from: v.b, to: v.a, reason: 'Sepet bozuldu' });

    const lone = await call(t.app, { method: 'POST', url: '/api/yayinlar/geri-al', token: manager, payload: { remote: 'camps', reason: 'Deneme' } });
    expect(lone.statusCode).toBe(409);
    expect(body(lone).mesaj).toBe(M.noPrevious);
  });
});

describe('canary, preview and audit', () => {
  it('starts and stops a canary; refuses a version whose files changed (409, verify-fail) and will not preview it', async () => {
    const start = await call(t.app, { method: 'POST', url: '/api/yayinlar/kanarya', token: manager, payload: { remote: 'catalog', version: v.b, percent: 15, reason: 'Yeni sepet deneniyor' } });
    expect(start.statusCode).toBe(200);
    expect(body(start)).toMatchObject({ veri: { version: v.b, percent: 15 }, mesaj: M.canaryStarted });
    expect(await auditTail()).toMatchObject({ who: 'yayin', action: 'canary-start', to: v.b, reason: '%15: Yeni sepet deneniyor' });
    const state = body<ReleaseState>(await call(t.app, { method: 'GET', url: '/api/yayinlar', token: manager })).veri;
    expect(state.remotes[0]!.canary).toMatchObject({ version: v.b, percent: 15 });
    const stop = await call(t.app, { method: 'DELETE', url: '/api/yayinlar/kanarya/catalog', token: manager });
    expect(body(stop)).toMatchObject({ veri: { stopped: v.b }, mesaj: M.canaryStopped });
    expect((await call(t.app, { method: 'DELETE', url: '/api/yayinlar/kanarya/dukkan', token: manager })).statusCode).toBe(422);
    const badPercent = await call(t.app, { method: 'POST', url: '/api/yayinlar/kanarya', token: manager, payload: { remote: 'catalog', version: v.b, percent: 100, reason: 'Yeni sepet deneniyor' } });
    expect(body(badPercent).hatalar).toEqual({ percent: M.percentInvalid });
    // A canary asks for a reason like a switch.
    const noReason = await call(t.app, { method: 'POST', url: '/api/yayinlar/kanarya', token: manager, payload: { remote: 'catalog', version: v.b, percent: 15 } });
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).hatalar).toEqual({ reason: M.reasonRequired });

    const preview = await call(t.app, { method: 'GET', url: `/api/yayinlar/onizleme/catalog/${v.b}`, token: manager });
    expect(body<PreviewEntry>(preview).veri).toMatchObject({ remote: 'catalog', version: v.b, entry: `/remotes/catalog/${v.b}/mf-manifest.json` });
    expect(body<PreviewEntry>(preview).veri.integrity['remoteEntry.js']).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);

    await writeFile(join(hostData, 'remotes/catalog', v.b, 'remoteEntry.js'), 'alert(1)');
    const refused = await call(t.app, { method: 'POST', url: '/api/yayinlar/kanarya', token: manager, payload: { remote: 'catalog', version: v.b, percent: 15, reason: 'Yeni sepet deneniyor' } });
    expect(refused.statusCode).toBe(409);
    expect(body<CompatibilityVerdict>(refused).veri.nedenler).toEqual([`catalog ${v.b}: yayından sonra değişmiş dosyalar: remoteEntry.js`]);
    expect(await auditTail()).toMatchObject({ who: 'yayin', action: 'verify-fail', to: v.b });
    const gone = await call(t.app, { method: 'GET', url: `/api/yayinlar/onizleme/catalog/${v.b}`, token: manager });
    expect(gone.statusCode).toBe(404);
    expect(body(gone).mesaj).toBe(M.previewUnavailable);
    const state2 = body<ReleaseState>(await call(t.app, { method: 'GET', url: '/api/yayinlar', token: manager })).veri;
    expect(state2.remotes[0]!.versions.find((x) => x.version === v.b)?.integrityOk).toBe(false);
  });

  it('lists the audit newest first with filters, and refuses a bad filter with 422', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/yayinlar/denetim?who=yayin&remote=catalog&boyut=2', token: manager });
    const page = body<AuditPage>(res).veri;
    expect(page.kayitlar).toHaveLength(2);
    expect(page.toplam).toBeGreaterThanOrEqual(4);
    expect(page.kayitlar[0]!.action).toBe('verify-fail');
    expect(page.kayitlar.every((r) => r.who === 'yayin' && r.remote === 'catalog')).toBe(true);
    const publishes = body<AuditPage>(await call(t.app, { method: 'GET', url: '/api/yayinlar/denetim?action=publish', token: manager })).veri;
    expect(publishes.toplam).toBe(4);
    const bad = await call(t.app, { method: 'GET', url: '/api/yayinlar/denetim?baslangic=dun&sayfa=0', token: manager });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ baslangic: M.startInvalid, sayfa: M.page });
  });
});

describe('POST /api/yayinlar/hata-raporu (public)', () => {
  const report = (payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/yayinlar/hata-raporu', payload, remoteAddress });

  it('takes reports from anyone (204), refuses a bad one with 422, and rolls the live version back after the threshold', async () => {
    // Make b good again and live, with a as the previous version.
    await writeFile(join(hostData, 'remotes/catalog', v.b, 'remoteEntry.js'), '/* catalog b */');
    expect((await call(t.app, { method: 'POST', url: '/api/yayinlar/gecis', token: manager, payload: { remote: 'catalog', version: v.b, reason: 'Tekrar' } })).statusCode).toBe(200);

    const bad = await report({ remote: 'catalog', version: v.b, kind: 'patlama' }, '198.51.100.1');
    expect(bad.statusCode).toBe(422);
    expect(body(bad).hatalar).toEqual({ kind: M.kindInvalid });
    for (let i = 1; i < THRESHOLD; i += 1) expect((await report({ remote: 'catalog', version: v.b, kind: 'entry' }, `198.51.100.${i}`)).statusCode).toBe(204);
    expect(await live('catalog')).toBe(v.b);
    const health = body<ReleaseState>(await call(t.app, { method: 'GET', url: '/api/yayinlar', token: manager })).veri.remotes[0]!.versions.find((x) => x.version === v.b)!;
    expect(health).toMatchObject({ failures: THRESHOLD - 1, failureKinds: { entry: THRESHOLD - 1 } });

    // One client repeating itself does not count twice (the endpoint is public).
    for (let i = 0; i < 3; i += 1) expect((await report({ remote: 'catalog', version: v.b, kind: 'entry' }, '198.51.100.1')).statusCode).toBe(204);
    expect(await live('catalog')).toBe(v.b);
    expect((await report({ remote: 'catalog', version: v.b, kind: 'chunk', message: 'ChunkLoadError' }, '198.51.100.9')).statusCode).toBe(204);
    expect(await live('catalog')).toBe(v.a);
    expect(await auditTail()).toMatchObject({ who: 'otomatik', action: 'auto-rollback', from: v.b, to: v.a, reason: `Son 60 saniyede ${THRESHOLD} istemciden ${THRESHOLD + 3} yükleme hatası bildirildi` });
    // Reports of an unpublished version are taken and ignored.
    expect((await report({ remote: 'catalog', version: '0.0.0-yok', kind: 'entry' }, '198.51.100.9')).statusCode).toBe(204);
  });

  it('limits reports per client address (429 past the limit, others unaffected)', async () => {
    const one = { remote: 'camps', version: v.camps, kind: 'timeout' };
    for (let i = 0; i < REPORT_MAX; i += 1) expect((await report(one, '203.0.113.50')).statusCode).toBe(204);
    const limited = await report(one, '203.0.113.50');
    expect(limited.statusCode).toBe(429);
    expect(body(limited).basarili).toBe(false);
    expect((await report(one, '203.0.113.51')).statusCode).toBe(204);
  });
});

describe('release manager account (seed)', () => {
  it('is seeded with the ReleaseManager role, and added to a database seeded before the release manager role existed', async () => {
    const byName = () => t.db.select({ roller: kullanicilar.roller, email: kullanicilar.email }).from(kullanicilar).where(eq(kullanicilar.kullaniciAdi, 'yayin'));
    expect(await byName()).toEqual([{ roller: ['ReleaseManager'], email: 'yayin@example.com' }]);
    await t.db.delete(kullanicilar).where(eq(kullanicilar.kullaniciAdi, 'yayin'));
    expect(await seedDatabase(t.db)).toBe(true);
    expect(await byName()).toEqual([{ roller: ['ReleaseManager'], email: 'yayin@example.com' }]);
    expect(await seedDatabase(t.db)).toBe(false);
  });
});
