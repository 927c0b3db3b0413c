// The release store's state in PostgreSQL (state.mjs): the same publish, switch, canary and
// rollback as the file store, nothing written to releases.json, state that survives a restart
// and is shared by two processes' pools, two concurrent switches with one winner and two audit
// rows, refusals audited, and a file store imported once. Runs on PGlite (in this process) and,
// with TEST_DATABASE_URL (pnpm test's Vitest step), on a throwaway PostgreSQL database too.
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkCompatibility,
  listVersions,
  prepareSqlState,
  publish,
  readAudit,
  readReleases,
  readShell,
  recordShell,
  reportFailure,
  rollback,
  setFileStore,
  setStateStore,
  localFiles,
  sqlState,
  startCanary,
  stopCanary,
  switchVersion,
  SwitchRefusedError,
} from '../src/index.mjs';
import { pgliteAsPool } from './support/pglite.mjs';
import { throwawayDatabase } from './support/postgres.mjs';
import { CATALOG_ROUTES, catalogBuild, shellBuild } from './support/builds.mjs';

const exists = (f) => access(f).then(() => true, () => false);

let dir;
let data;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'release-state-'));
  data = path.join(dir, 'data');
});
afterEach(async () => {
  setStateStore(data, null);
  await rm(dir, { recursive: true, force: true });
});

/** Backends under test: PGlite always, PostgreSQL with TEST_DATABASE_URL. Each gives pools ("processes") on one database. */
const backends = [
  [
    'PGlite',
    async () => {
      const db = await PGlite.create('memory://');
      const pool = pgliteAsPool(db);
      // One PGlite is one process's database: a second "process" here shares the same instance.
      return { pool: () => pool, drop: () => pool.end() };
    },
  ],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', () => throwawayDatabase(/** @type {string} */ (process.env.TEST_DATABASE_URL), 'skiclub_release')]] : []),
];

describe.each(backends)('release state in %s', (_label, open) => {
  let database;
  // PGlite takes seconds to start, more beside other test files on two cores.
  beforeAll(async () => {
    database = await open();
  }, 30_000);
  afterAll(() => database.drop());
  // Each test starts from an empty database (opening one costs seconds).
  beforeEach(async () => {
    await database.pool().query('DROP TABLE IF EXISTS yayin_durumu, yayin_surumleri, yayin_denetim, yayin_hata_raporlari, yayin_otomatik_denemeler');
  });

  /** Prepares the tables and makes the store in `data` use this database through a new pool. */
  async function attach() {
    const pool = database.pool();
    await prepareSqlState(pool, data);
    setStateStore(data, sqlState(pool));
    return pool;
  }

  it('publishes, switches, runs a canary and rolls back with the state in the database, never in releases.json', async () => {
    await attach();
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'b'), notes: 'Yeni filtreler' });
    expect(a.live).toBe(a.version);
    expect(b.live).toBe(a.version);

    await startCanary({ dataDir: data, name: 'catalog', version: b.version, percent: 10, reason: 'deneme' });
    expect((await readReleases(data)).remotes.catalog.canary).toMatchObject({ version: b.version, percent: 10 });
    await stopCanary({ dataDir: data, name: 'catalog' });
    await switchVersion({ dataDir: data, name: 'catalog', version: b.version, reason: 'yeni sürüm' });
    const live = (await readReleases(data)).remotes.catalog;
    expect(live).toMatchObject({ live: b.version, previous: a.version, routes: CATALOG_ROUTES, canary: null });
    expect(live.fallback?.version).toBe(a.version);
    expect(Object.keys(live.integrity ?? {})).toContain('remoteEntry.js');
    await rollback({ dataDir: data, name: 'catalog', reason: 'geri' });
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);

    const versions = await listVersions({ dataDir: data, name: 'catalog' });
    expect(versions.map((v) => v.version).sort()).toEqual([a.version, b.version].sort());
    expect(versions.find((v) => v.version === b.version)).toMatchObject({ notes: 'Yeni filtreler', integrityOk: true });
    const audit = await readAudit({ dataDir: data });
    expect(audit.kayitlar.map((r) => r.action)).toEqual(['rollback', 'switch', 'canary-stop', 'canary-start', 'publish', 'switch', 'publish']);
    expect(audit.kayitlar[0]).toMatchObject({ from: b.version, to: a.version, reason: 'geri' });

    // Only the version files are in the folder; the state is not.
    for (const f of ['releases.json', 'shell.json', 'releases-audit.log', 'store']) expect(await exists(path.join(data, f))).toBe(false);
    expect(await exists(path.join(data, 'remotes', 'catalog', b.version, 'remoteEntry.js'))).toBe(true);
  });

  it('keeps the state across a restart, and a second process sees a switch the first made on its next read', async () => {
    const first = await attach();
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'b') });

    // "Restart": the store forgets its backend and a new pool attaches (a no-op import: the tables exist).
    setStateStore(data, null);
    const second = database.pool();
    expect((await prepareSqlState(second, data)).imported).toBeNull();
    setStateStore(data, sqlState(second));
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
    expect(await readShell(data)).toMatchObject({ routes: [{ path: '/' }] });

    // The first process switches; the second reads the new live version.
    setStateStore(data, sqlState(first));
    await switchVersion({ dataDir: data, name: 'catalog', version: b.version });
    setStateStore(data, sqlState(second));
    expect((await readReleases(data)).remotes.catalog.live).toBe(b.version);
    expect((await readAudit({ dataDir: data })).toplam).toBe(4);
  });

  it('serialises two concurrent switches of one remote: one winner, the other its previous, two audit rows', async () => {
    await attach();
    const second = database.pool();
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'b') });
    const c = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'c') });
    // A second "replica": its own data folder and pool on the same database, the same files. On
    // PGlite the two pools are one session (this proves the logic); on PostgreSQL they are two
    // connections, and only the advisory lock keeps the switches apart.
    const other = path.join(dir, 'other');
    setStateStore(other, sqlState(second));
    setFileStore(other, localFiles(data));
    try {
      const results = await Promise.all([
        switchVersion({ dataDir: data, name: 'catalog', version: b.version, who: 'ayse' }),
        switchVersion({ dataDir: other, name: 'catalog', version: c.version, who: 'mehmet' }),
      ]);
      expect(results.map((r) => r.to).sort()).toEqual([b.version, c.version].sort());
    } finally {
      setStateStore(other, null);
      setFileStore(other, null);
    }
    const entry = (await readReleases(data)).remotes.catalog;
    expect([b.version, c.version]).toContain(entry.live);
    expect(entry.previous).toBe(entry.live === b.version ? c.version : b.version);
    const switches = (await readAudit({ dataDir: data, filters: { action: 'switch' } })).kayitlar.filter((r) => r.who !== 'cli');
    expect(switches).toHaveLength(2);
    // The audit chain agrees with the outcome: the later switch started from the earlier one's version.
    expect(switches[0].from).toBe(switches[1].to);
  });

  it('audits a refused switch although the refusal throws, and keeps the live version', async () => {
    await attach();
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const bad = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'react20', { react: '^20.0.0' }) });
    expect(await checkCompatibility({ dataDir: data, name: 'catalog', version: bad.version })).toMatchObject({ uygun: false });
    await expect(switchVersion({ dataDir: data, name: 'catalog', version: bad.version, who: 'ayse' })).rejects.toBeInstanceOf(SwitchRefusedError);
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
    const [refusal] = (await readAudit({ dataDir: data, filters: { action: 'refuse' } })).kayitlar;
    expect(refusal).toMatchObject({ who: 'ayse', to: bad.version });
    expect(refusal.reasons?.join(' ')).toMatch(/react/);
  });

  it('counts failure reports of every replica in the database: distinct reporters across both roll back once', async () => {
    const first = await attach();
    const second = database.pool();
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'b') });
    await switchVersion({ dataDir: data, name: 'catalog', version: b.version });
    const settings = { threshold: 3, windowMs: 60_000 };
    const logs = [sqlState(first).failureLog?.(settings.windowMs), sqlState(second).failureLog?.(settings.windowMs)];
    const now = Date.now();
    const report = (i, source, at = now) => reportFailure({ dataDir: data, log: logs[i % 2], report: { remote: 'catalog', version: b.version, kind: 'load', source }, settings, now: at });

    // Old reports and one client's repeats do not count; the third distinct reporter does, on the other replica.
    expect(await report(0, '10.0.0.1', now - 61_000)).toBeNull();
    expect(await report(0, '10.0.0.1')).toBeNull();
    expect(await report(1, '10.0.0.1')).toBeNull();
    expect(await report(1, '10.0.0.2')).toBeNull();
    expect(await report(0, '10.0.0.3')).toMatchObject({ action: 'auto-rollback', from: b.version, to: a.version });
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
    // Both replicas see the same reports; the one automatic action per window is taken.
    expect(await logs[1]?.summary('catalog', b.version, now)).toMatchObject({ failures: 4, failureKinds: { load: 4 } });
    expect(await logs[0]?.claimAttempt('catalog', b.version, now + 1)).toBe(false);
    expect(await logs[1]?.claimAttempt('catalog', b.version, now + 61_000)).toBe(true);
    const [rollbackRow] = (await readAudit({ dataDir: data, filters: { action: 'auto-rollback' } })).kayitlar;
    expect(rollbackRow.reason).toContain('3 istemciden');
  });

  it('imports a file store once on first start: the same live versions, records and audit; never again', async () => {
    // A site that ran on the file store.
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'b') });
    await switchVersion({ dataDir: data, name: 'catalog', version: b.version, reason: 'dosyada' });
    const before = await readReleases(data);
    const auditBefore = await readAudit({ dataDir: data });

    const pool = database.pool();
    // A first start on an empty folder (a cluster pod) imports nothing and does not close the door.
    expect((await prepareSqlState(pool, path.join(dir, 'bos'))).imported).toBeNull();
    expect((await prepareSqlState(pool, data)).imported).toEqual({ releases: true, records: 2, audit: 4 });
    // The old releases.json is kept under a name nothing serves as the live state.
    expect(await exists(path.join(data, 'releases.json'))).toBe(false);
    expect(await exists(path.join(data, 'releases.json.imported'))).toBe(true);
    setStateStore(data, sqlState(pool));
    expect(await readReleases(data)).toEqual(before);
    expect(await readAudit({ dataDir: data })).toEqual(auditBefore);
    expect((await listVersions({ dataDir: data, name: 'catalog' })).every((v) => v.integrityOk)).toBe(true);
    await rollback({ dataDir: data, name: 'catalog' });
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);

    // A second start imports nothing, even if the old files are still there.
    expect((await prepareSqlState(pool, data)).imported).toBeNull();
    expect((await readAudit({ dataDir: data })).toplam).toBe(5);
  });
});
