import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_MAX, readRecord, readReleases } from '@skiclub/release';
import {
  DEPLOY_KEY_HEADER,
  RELEASE_MESSAGES as M,
  RELEASE_NOTES_MAX,
  type AuditPage,
  type DeployKeyCreated,
  type DeployKeyInfo,
  type KeyPublishResult,
  type ReleaseState,
} from '@skiclub/shared/releases';
import { dagitimAnahtarlari } from '../db/schema';
import { hashDeployKey } from '../services/deploy-keys';
import { tarGz, zip, type ArchiveEntry } from '../test/archives';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { fakeReleaseStore, fakeRemoteBuild, type FakeReleaseStore } from '../test/releases';
import { DEMO_ACCOUNTS } from '../db/seed-data';

/** Small limits so the 413 cases stay small (bytes). */
const LIMITS = { archive: 64 * 1024, file: 16 * 1024, total: 40 * 1024, files: 20 };

let t: TestContext;
let store: FakeReleaseStore;
let member: string;
let admin: string;
let manager: string;
let liveCatalog = '';

beforeAll(async () => {
  store = await fakeReleaseStore('skiclub-keys-api-');
  liveCatalog = await store.publishFake('catalog', 'canli');
  process.env.HOST_DATA_DIR = store.hostData;
  process.env.RELEASE_UPLOAD_MAX_BYTES = String(LIMITS.archive);
  process.env.RELEASE_UPLOAD_FILE_MAX_BYTES = String(LIMITS.file);
  process.env.RELEASE_UPLOAD_TOTAL_MAX_BYTES = String(LIMITS.total);
  process.env.RELEASE_UPLOAD_MAX_FILES = String(LIMITS.files);
  t = await createTestContext();
  for (const k of ['HOST_DATA_DIR', 'RELEASE_UPLOAD_MAX_BYTES', 'RELEASE_UPLOAD_FILE_MAX_BYTES', 'RELEASE_UPLOAD_TOTAL_MAX_BYTES', 'RELEASE_UPLOAD_MAX_FILES']) delete process.env[k];
  [member, admin, manager] = await Promise.all([t.memberToken(), t.adminToken(), t.login(DEMO_ACCOUNTS.releaseManager.kullaniciAdi, DEMO_ACCOUNTS.releaseManager.sifre)]);
});

afterAll(async () => {
  await t?.close();
  await store.remove();
});

const KEYS_URL = '/api/yayinlar/anahtarlar';

async function createKey(payload: Record<string, unknown>, token = manager): Promise<DeployKeyCreated> {
  const res = await call(t.app, { method: 'POST', url: KEYS_URL, token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return body<DeployKeyCreated>(res).veri;
}

/** The files of a fake build of `name` (manifest name `manifestName`), as archive entries. */
async function buildEntries(name: string, marker: string, manifestName = name): Promise<ArchiveEntry[]> {
  const dist = await fakeRemoteBuild(store.builds, name, marker);
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  return [
    { name: 'mf-manifest.json', data: JSON.stringify({ ...manifest, name: manifestName }) },
    { name: 'routes.json', data: await readFile(join(dist, 'routes.json')) },
    { name: 'static', type: 'dir' },
    { name: 'static/remoteEntry.js', data: await readFile(join(dist, 'remoteEntry.js')) },
  ];
}

/** Sends an archive; `from` is the client address (the route allows 30 writes a minute per address). */
function publishReq(remote: string, key: string | undefined, payload: Buffer | string, contentType = 'application/gzip', from = '127.0.0.1', query = '') {
  return call(t.app, {
    method: 'POST',
    remoteAddress: from,
    url: `/api/yayinlar/yayinla/${remote}${query}`,
    headers: { 'content-type': contentType, ...(key ? { [DEPLOY_KEY_HEADER]: key } : {}) },
    payload,
  });
}

const auditOf = async (action: string) => body<AuditPage>(await call(t.app, { method: 'GET', url: `/api/yayinlar/denetim?action=${action}`, token: manager })).veri.kayitlar;

describe('deploy keys: create, list, revoke', () => {
  it('answers 401 to visitors and 403 to members on the key routes', async () => {
    const routes = [
      { method: 'GET' as const, url: KEYS_URL },
      { method: 'POST' as const, url: KEYS_URL, payload: { remote: 'catalog', etiket: 'Deneme CI' } },
      { method: 'DELETE' as const, url: `${KEYS_URL}/00000000-0000-4000-8000-000000000000` },
    ];
    for (const r of routes) {
      expect((await call(t.app, r)).statusCode, `${r.method} ${r.url}`).toBe(401);
      const res = await call(t.app, { ...r, token: member });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('refuses bad input with Turkish field errors', async () => {
    const res = await call(t.app, { method: 'POST', url: KEYS_URL, token: manager, payload: { remote: 'magaza', etiket: 'ab', sonKullanma: '2000-01-01' } });
    expect(res.statusCode).toBe(422);
    expect(body(res).hatalar).toEqual({ remote: M.remoteInvalid, etiket: M.labelShort, sonKullanma: M.expiryPast });
    const bad = await call(t.app, { method: 'POST', url: KEYS_URL, token: manager, payload: { remote: 'catalog', etiket: 'Deneme', sonKullanma: 'yarın' } });
    expect(body(bad).hatalar).toEqual({ sonKullanma: M.expiryInvalid });
    const none = await call(t.app, { method: 'POST', url: KEYS_URL, token: manager, payload: {} });
    expect(body(none).hatalar).toEqual({ remote: M.remoteRequired, etiket: M.labelRequired });
  });

  it('shows the secret once, stores only its hash, lists the key without it and audits the creation', async () => {
    const expiry = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await createKey({ remote: 'camps', etiket: 'Kamplar CI', sonKullanma: expiry }, admin);
    expect(created.anahtar).toMatch(/^skd_camps_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ remote: 'camps', etiket: 'Kamplar CI', sonKullanma: expiry, sonKullanim: null, iptalTarihi: null, durum: 'aktif', olusturan: DEMO_ACCOUNTS.admin.kullaniciAdi });
    expect(created.onEk).toBe(created.anahtar.slice(0, 14));
    const [row] = await t.db.select().from(dagitimAnahtarlari).where(eq(dagitimAnahtarlari.id, created.id));
    expect(row?.anahtarHash).toBe(hashDeployKey(created.anahtar));
    expect(JSON.stringify(row)).not.toContain(created.anahtar);

    const list = await call(t.app, { method: 'GET', url: KEYS_URL, token: manager });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.anahtar);
    const listed = body<DeployKeyInfo[]>(list).veri.find((k) => k.id === created.id);
    expect(listed).toEqual({ ...created, anahtar: undefined, olusturmaTarihi: created.olusturmaTarihi });
    expect((await auditOf('deploy-key-create'))[0]).toMatchObject({ who: DEMO_ACCOUNTS.admin.kullaniciAdi, remote: 'camps', reason: expect.stringContaining('Kamplar CI') });
  });

  it('revokes a key (audited), 404 for an unknown or malformed id', async () => {
    const created = await createKey({ remote: 'account', etiket: 'Hesap CI' });
    const res = await call(t.app, { method: 'DELETE', url: `${KEYS_URL}/${created.id}`, token: manager });
    expect(res.statusCode).toBe(200);
    expect(body<DeployKeyInfo>(res)).toMatchObject({ mesaj: M.deployKeyRevoked, veri: { id: created.id, durum: 'iptal' } });
    expect((await auditOf('deploy-key-revoke'))[0]).toMatchObject({ who: DEMO_ACCOUNTS.releaseManager.kullaniciAdi, remote: 'account', reason: 'Hesap CI' });
    // Revoking it again changes nothing and is not audited twice.
    const again = await call(t.app, { method: 'DELETE', url: `${KEYS_URL}/${created.id}`, token: admin });
    expect(body<DeployKeyInfo>(again).veri.iptalTarihi).toBe(body<DeployKeyInfo>(res).veri.iptalTarihi);
    expect((await auditOf('deploy-key-revoke')).filter((r) => r.reason === 'Hesap CI')).toHaveLength(1);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const missing = await call(t.app, { method: 'DELETE', url: `${KEYS_URL}/${id}`, token: manager });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).mesaj).toBe(M.deployKeyNotFound);
    }
  });
});

describe('POST /api/yayinlar/yayinla/:remote', () => {
  let catalogKey: DeployKeyCreated;
  beforeAll(async () => {
    catalogKey = await createKey({ remote: 'catalog', etiket: 'Katalog CI' });
  });

  it('refuses a request without a key, with an unknown, revoked or expired key (401), and a session token is no key', async () => {
    const archive = tarGz(await buildEntries('catalog', 'yetkisiz'));
    const none = await publishReq('catalog', undefined, archive);
    expect([none.statusCode, body(none).mesaj]).toEqual([401, M.deployKeyMissing]);
    const withJwt = await call(t.app, { method: 'POST', url: '/api/yayinlar/yayinla/catalog', token: admin, headers: { 'content-type': 'application/gzip' }, payload: archive });
    expect(withJwt.statusCode).toBe(401);
    const unknown = await publishReq('catalog', `skd_catalog_${'A'.repeat(43)}`, archive);
    expect([unknown.statusCode, body(unknown).mesaj]).toEqual([401, M.deployKeyInvalid]);

    const revoked = await createKey({ remote: 'catalog', etiket: 'İptal edilecek' });
    await call(t.app, { method: 'DELETE', url: `${KEYS_URL}/${revoked.id}`, token: manager });
    expect((await publishReq('catalog', revoked.anahtar, archive)).statusCode).toBe(401);

    const expired = await createKey({ remote: 'catalog', etiket: 'Süresi dolacak', sonKullanma: new Date(Date.now() + 60_000).toISOString() });
    await t.db.update(dagitimAnahtarlari).set({ sonKullanma: new Date(Date.now() - 1000) }).where(eq(dagitimAnahtarlari.id, expired.id));
    const late = await publishReq('catalog', expired.anahtar, archive);
    expect([late.statusCode, body(late).mesaj]).toEqual([401, M.deployKeyInvalid]);
    const listed = body<DeployKeyInfo[]>(await call(t.app, { method: 'GET', url: KEYS_URL, token: manager })).veri;
    expect(listed.find((k) => k.id === expired.id)?.durum).toBe('suresi-doldu');
  });

  it("refuses another remote's URL and a build whose manifest names another remote (403)", async () => {
    const adminBuild = tarGz(await buildEntries('admin', 'yanlis'));
    const wrongUrl = await publishReq('admin', catalogKey.anahtar, adminBuild);
    expect([wrongUrl.statusCode, body(wrongUrl).mesaj]).toEqual([403, M.deployKeyWrongRemote]);
    const renamed = await publishReq('catalog', catalogKey.anahtar, tarGz(await buildEntries('catalog', 'adi-baska', 'admin')));
    expect([renamed.statusCode, body(renamed).mesaj]).toEqual([403, M.manifestNameMismatch]);
  });

  it('refuses other content types (415) and archives over the limits (413)', async () => {
    const json = await call(t.app, { method: 'POST', url: '/api/yayinlar/yayinla/catalog', headers: { [DEPLOY_KEY_HEADER]: catalogKey.anahtar }, payload: { a: 1 } });
    expect([json.statusCode, body(json).mesaj]).toEqual([415, M.archiveType]);
    expect((await publishReq('catalog', catalogKey.anahtar, 'x', 'text/plain')).statusCode).toBe(415);

    const entries = await buildEntries('catalog', 'buyuk');
    const bigArchive = await publishReq('catalog', catalogKey.anahtar, Buffer.alloc(LIMITS.archive + 1, 1));
    expect([bigArchive.statusCode, body(bigArchive).mesaj]).toEqual([413, M.archiveTooLarge]);
    // Zeros compress well: a small archive with one file over the per-file limit, then many files over the total.
    const bigFile = await publishReq('catalog', catalogKey.anahtar, tarGz([...entries, { name: 'static/buyuk.js', data: Buffer.alloc(LIMITS.file + 1) }]));
    expect([bigFile.statusCode, body(bigFile).mesaj]).toEqual([413, M.archiveTooLarge]);
    const total = Array.from({ length: 4 }, (_, i) => ({ name: `static/p${i}.js`, data: Buffer.alloc(LIMITS.file - 10) }));
    expect((await publishReq('catalog', catalogKey.anahtar, zip([...entries, ...total]), 'application/zip')).statusCode).toBe(413);
    const many = Array.from({ length: LIMITS.files }, (_, i) => ({ name: `static/k${i}.js`, data: 'x' }));
    expect((await publishReq('catalog', catalogKey.anahtar, tarGz([...entries, ...many]))).statusCode).toBe(413);
    // A header that claims less than the entry holds cannot slip a big file through.
    expect((await publishReq('catalog', catalogKey.anahtar, zip([...entries, { name: 'static/yalan.js', data: Buffer.alloc(LIMITS.file + 1), headerSize: 10 }]), 'application/zip')).statusCode).toBeGreaterThanOrEqual(413);
  });

  it('refuses broken archives, escaping paths, links, devices and a build without mf-manifest.json (422), leaving nothing behind', async () => {
    const entries = await buildEntries('catalog', 'kotu');
    const cases: Array<[string, Buffer, string, string]> = [
      ['not gzip', Buffer.from('bu bir arşiv değil'), 'application/gzip', M.archiveInvalid],
      ['not zip', Buffer.from('bu bir arşiv değil'), 'application/zip', M.archiveInvalid],
      ['tar ../', tarGz([...entries, { name: '../../kacak.js', data: 'x' }]), 'application/gzip', M.archiveUnsafePath],
      ['tar absolute', tarGz([...entries, { name: '/tmp/kacak.js', data: 'x' }]), 'application/gzip', M.archiveUnsafePath],
      ['zip-slip', zip([...entries, { name: '../kacak.js', data: 'x' }]), 'application/zip', M.archiveUnsafePath],
      ['zip absolute', zip([...entries, { name: '/kacak.js', data: 'x' }]), 'application/zip', M.archiveUnsafePath],
      ['tar symlink', tarGz([...entries, { name: 'static/link.js', type: 'symlink', target: '/etc/passwd' }]), 'application/gzip', M.archiveLink],
      ['tar hardlink', tarGz([...entries, { name: 'static/hard.js', type: 'hardlink', target: 'routes.json' }]), 'application/gzip', M.archiveLink],
      ['tar device', tarGz([...entries, { name: 'static/dev', type: 'chardev' }]), 'application/gzip', M.archiveLink],
      ['zip symlink', zip([...entries, { name: 'static/link.js', type: 'symlink', target: '/etc/passwd' }]), 'application/zip', M.archiveLink],
      ['no manifest', tarGz(entries.filter((e) => e.name !== 'mf-manifest.json')), 'application/gzip', M.archiveNoManifest],
      ['no manifest (zip)', zip(entries.filter((e) => e.name !== 'mf-manifest.json')), 'application/zip', M.archiveNoManifest],
    ];
    for (const [name, archive, type, mesaj] of cases) {
      const res = await publishReq('catalog', catalogKey.anahtar, archive, type);
      expect([name, res.statusCode, body(res).mesaj]).toEqual([name, 422, mesaj]);
    }
    const broken = await publishReq('catalog', catalogKey.anahtar, tarGz([{ name: 'mf-manifest.json', data: JSON.stringify({ name: 'catalog' }) }]));
    expect(broken.statusCode).toBe(422);
    expect(body(broken).mesaj).toBe(M.buildInvalid);
    expect(Object.keys(body(broken).hatalar ?? {})).toEqual(['arsiv']);
    expect((await readReleases(store.hostData)).remotes.catalog?.versions).toEqual([liveCatalog]);
  });

  it('publishes a good tar.gz and a good zip without changing what is live: version listed, verdict stored, key use and audit recorded', async () => {
    const before = new Date();
    const gz = await publishReq('catalog', catalogKey.anahtar, tarGz(await buildEntries('catalog', 'tar-iyi')));
    expect(gz.statusCode, gz.body).toBe(200);
    const fromTar = body<KeyPublishResult>(gz);
    expect(fromTar.mesaj).toBe(M.published);
    expect(fromTar.veri).toMatchObject({ remote: 'catalog', yeni: true, dosyaSayisi: 3, uyumluluk: { uygun: true, nedenler: [] } });
    expect(fromTar.veri.boyut).toBeGreaterThan(100);

    const zipped = await publishReq('catalog', catalogKey.anahtar, zip(await buildEntries('catalog', 'zip-iyi')), 'application/zip');
    expect(zipped.statusCode, zipped.body).toBe(200);
    const fromZip = body<KeyPublishResult>(zipped).veri;
    expect(fromZip.version).not.toBe(fromTar.veri.version);

    const state = body<ReleaseState>(await call(t.app, { method: 'GET', url: '/api/yayinlar', token: manager })).veri;
    const catalog = state.remotes.find((r) => r.remote === 'catalog')!;
    expect(catalog.live).toBe(liveCatalog);
    expect(catalog.versions.map((x) => x.version)).toEqual(expect.arrayContaining([fromTar.veri.version, fromZip.version]));
    // The stored verdict leaves the version's files and their check as they were.
    expect(catalog.versions.find((x) => x.version === fromTar.veri.version)).toMatchObject({ integrityOk: true, fileCount: 3 });
    expect((await readReleases(store.hostData)).remotes.catalog?.live).toBe(liveCatalog);
    expect((await readRecord(store.hostData, 'catalog', fromTar.veri.version))?.verdict).toMatchObject({ uygun: true, nedenler: [] });

    const publishes = await auditOf('publish');
    expect(publishes[0]).toMatchObject({ who: 'anahtar:Katalog CI', remote: 'catalog', to: fromZip.version });
    expect(publishes[1]).toMatchObject({ who: 'anahtar:Katalog CI', remote: 'catalog', to: fromTar.veri.version });
    const key = body<DeployKeyInfo[]>(await call(t.app, { method: 'GET', url: KEYS_URL, token: manager })).veri.find((k) => k.id === catalogKey.id);
    expect(key?.sonKullanim && Date.parse(key.sonKullanim) >= before.getTime() - 1000).toBe(true);

    // The same build again: nothing new, audited as a use of the key.
    const again = await publishReq('catalog', catalogKey.anahtar, tarGz(await buildEntries('catalog', 'tar-iyi')));
    expect(body<KeyPublishResult>(again)).toMatchObject({ mesaj: M.alreadyPublished, veri: { yeni: false, version: fromTar.veri.version } });
    expect((await auditOf('deploy-key-use'))[0]).toMatchObject({ who: 'anahtar:Katalog CI', to: fromTar.veri.version });
  });

  it("keeps the release notes (query notlar) and the build's build-info.json (commit, uncommitted changes) with the version; too long notes are a 422 field error", async () => {
    const from = '10.0.0.12';
    const entries = [...(await buildEntries('catalog', 'notlu')), { name: 'build-info.json', data: JSON.stringify({ commit: '9f8e7d6', dirty: true }) }];
    const notes = 'Ürün kartında stok bilgisi düzeltildi.\nSepete ekle düğmesi büyüdü.';
    const res = await publishReq('catalog', catalogKey.anahtar, tarGz(entries), 'application/gzip', from, `?notlar=${encodeURIComponent(notes)}`);
    expect(res.statusCode, res.body).toBe(200);
    const version = body<KeyPublishResult>(res).veri.version;
    const state = body<ReleaseState>(await call(t.app, { method: 'GET', url: '/api/yayinlar', token: manager })).veri;
    expect(state.remotes.find((r) => r.remote === 'catalog')!.versions.find((v) => v.version === version)).toMatchObject({ notes, commit: '9f8e7d6', dirty: true });

    const long = await publishReq('catalog', catalogKey.anahtar, tarGz(await buildEntries('catalog', 'uzun-not')), 'application/gzip', from, `?notlar=${'a'.repeat(2001)}`);
    expect(long.statusCode).toBe(422);
    expect(body(long).hatalar).toEqual({ notlar: M.notesLong });
    // The store (plain JavaScript, no shared import at run time) keeps as many characters as the schema allows.
    expect(NOTES_MAX).toBe(RELEASE_NOTES_MAX);
  });

  it('limits the route to 30 requests a minute per client address, key or not (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await publishReq('catalog', undefined, Buffer.from('x'), 'application/gzip', '10.0.0.31')).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  });

  it('publishes the first version of a remote without making it live', async () => {
    const key = await createKey({ remote: 'checkout', etiket: 'Ödeme CI' });
    const res = await publishReq('checkout', key.anahtar, tarGz(await buildEntries('checkout', 'ilk')), 'application/gzip', '10.0.0.9');
    expect(res.statusCode, res.body).toBe(200);
    expect((await readReleases(store.hostData)).remotes.checkout).toBeUndefined();
    const state = body<ReleaseState>(await call(t.app, { method: 'GET', url: '/api/yayinlar', token: manager })).veri;
    expect(state.remotes.find((r) => r.remote === 'checkout')).toMatchObject({ live: null, versions: [{ version: body<KeyPublishResult>(res).veri.version }] });
  });
});
