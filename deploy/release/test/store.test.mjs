// The release library: records and verify, integrity refusals, canary, rollback with
// reasons, concurrent switches under the lock, compatibility verdicts, failure reports and the
// automatic rollback, the audit reader.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTOMATIC,
  checkCompatibility,
  checkRouteList,
  createFailureLog,
  listVersions,
  previewEntry,
  publish,
  readAudit,
  readRecord,
  readReleases,
  recordShell,
  reportFailure,
  rollback,
  shouldAutoRollback,
  startCanary,
  stopCanary,
  summarizeFailures,
  switchVersion,
  SwitchRefusedError,
  verify,
  VersionNotFoundError,
  NoPreviousVersionError,
  autoRollbackSettings,
  NOTES_MAX,
} from '../src/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, '../src/cli.mjs');
const fixture = async (f) => JSON.parse(await readFile(path.join(here, 'fixtures', f), 'utf8'));

const ROUTES = {
  catalog: [{ path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' }],
  camps: [{ path: '/kamplar', module: 'CampsPage', guard: 'public', title: 'Kamplar' }],
};

let dir;
let data;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'release-store-'));
  data = path.join(dir, 'data');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A remote build from the real catalog manifest: its routes' modules (plus `extraExposes`)
 * exposed, a large chunk (gets .br/.gz copies) and a marker file.
 */
async function build(name, marker, { edit = (m) => m, extraExposes = [] } = {}) {
  const dist = path.join(dir, 'builds', name, marker);
  await mkdir(path.join(dist, 'static/js'), { recursive: true });
  const m = await fixture('catalog-mf-manifest.json');
  m.id = name;
  m.name = name;
  m.metaData = { ...m.metaData, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } };
  // Every exposed module starts with static/js/main.js; static/js/lazy.js is a chunk only the
  // remote's own runtime loads (its hash lives in the entry, not in releases.json).
  m.exposes = [...ROUTES[name].map((r) => r.module), ...extraExposes].map((e) => ({
    id: `${name}:${e}`,
    name: e,
    path: `./${e}`,
    assets: { js: { sync: ['static/js/main.js'], async: ['static/js/lazy.js'] }, css: { sync: [], async: [] } },
  }));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(edit(m)));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(ROUTES[name]));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */ ${'var kar = 1;\n'.repeat(200)}`);
  await writeFile(path.join(dist, 'static/js/main.js'), `/* ${marker} */`);
  await writeFile(path.join(dist, 'static/js/lazy.js'), `/* ${marker} lazy */`);
  return dist;
}

async function shellBuild(needs) {
  const dist = path.join(dir, 'shell');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(await fixture('shell-mf-manifest.json')));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify([{ path: '/', page: 'home', guard: 'public', title: 'Ana Sayfa' }]));
  if (needs) await writeFile(path.join(dist, 'remote-needs.json'), JSON.stringify(needs));
  return dist;
}

const auditLog = async () => (await readFile(path.join(data, 'releases-audit.log'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
const sri = (buf) => `sha256-${createHash('sha256').update(buf).digest('base64')}`;
/** Publishes three catalog builds a (live), b, c. */
async function threeVersions(name = 'catalog') {
  const a = await publish({ dataDir: data, name, distDir: await build(name, 'a') });
  const b = await publish({ dataDir: data, name, distDir: await build(name, 'b') });
  const c = await publish({ dataDir: data, name, distDir: await build(name, 'c') });
  return [a.version, b.version, c.version];
}

describe('publish records and verify', () => {
  it('records every file with SHA-256 (hex and SRI), size, count, build time, commit and shared summary, outside the served folder', async () => {
    process.env.GIT_COMMIT = 'abc1234';
    const dist = await build('catalog', 'a');
    const a = await publish({ dataDir: data, name: 'catalog', distDir: dist });
    delete process.env.GIT_COMMIT;
    const record = await readRecord(data, 'catalog', a.version);
    expect(path.relative(data, path.join(data, 'store/catalog', `${a.version}.json`))).not.toMatch(/^remotes/);
    const entry = await readFile(path.join(dist, 'remoteEntry.js'));
    expect(record.files['remoteEntry.js']).toEqual({ sha256: createHash('sha256').update(entry).digest('hex'), sri: sri(entry), size: entry.length });
    // The host serves the .br/.gz copies in place of the originals: they are recorded too, but not counted.
    expect(Object.keys(record.files).sort()).toEqual(['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'routes.json', 'static/js/lazy.js', 'static/js/main.js']);
    expect(record.fileCount).toBe(5);
    expect(record.sizeBytes).toBe(['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'static/js/lazy.js', 'static/js/main.js'].reduce((n, f) => n + record.files[f].size, 0));
    expect(record.commit).toBe('abc1234');
    expect(Number.isFinite(Date.parse(record.builtAt))).toBe(true);
    expect(record.shared.find((s) => s.name === 'react')).toEqual({ name: 'react', requiredVersion: '^19.3.1', singleton: true });

    const live = (await readReleases(data)).remotes.catalog;
    expect(live.integrity['remoteEntry.js']).toBe(sri(entry));
    // Only what the shell fetches itself: manifest, entry, the exposed modules' first files.
    expect(Object.keys(live.integrity).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'static/js/main.js']);
    expect(live).toMatchObject({ fallback: null, canary: null });
    expect(await verify({ dataDir: data })).toEqual([{ name: 'catalog', version: a.version, ok: true, recorded: true, changed: [], missing: [], added: [] }]);
  });

  it("takes commit and 'uncommitted changes' from the build's build-info.json and keeps release notes; the console's list shows both", async () => {
    process.env.GIT_COMMIT = 'ffff999';
    const dist = await build('catalog', 'notes');
    await writeFile(path.join(dist, 'build-info.json'), JSON.stringify({ commit: '0a1b2c3', dirty: true }));
    const a = await publish({ dataDir: data, name: 'catalog', distDir: dist, notes: `  Sepet düğmesi düzeldi.\n${'x'.repeat(2100)}` });
    delete process.env.GIT_COMMIT;
    const record = await readRecord(data, 'catalog', a.version);
    // What the build says wins over the publishing machine's GIT_COMMIT (a publish over HTTP runs elsewhere).
    expect(record).toMatchObject({ commit: '0a1b2c3', dirty: true });
    expect(record.notes.startsWith('Sepet düğmesi düzeldi.\n')).toBe(true);
    expect(record.notes).toHaveLength(NOTES_MAX);
    // Sent again with other notes: the same build is not published again and keeps its first notes.
    const again = await publish({ dataDir: data, name: 'catalog', distDir: dist, notes: 'başka' });
    expect(again).toMatchObject({ version: a.version, published: false });
    const [row] = await listVersions({ dataDir: data, name: 'catalog' });
    expect(row).toMatchObject({ version: a.version, commit: '0a1b2c3', dirty: true });
    expect(row.notes.startsWith('Sepet düğmesi düzeldi.')).toBe(true);

    // A build without build-info.json and without notes: the commit from the environment, dirty unknown.
    process.env.GIT_COMMIT = 'abc1234';
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'plain'), notes: '   ' });
    delete process.env.GIT_COMMIT;
    expect(await readRecord(data, 'catalog', b.version)).toMatchObject({ commit: 'abc1234', dirty: null, notes: null });
  });

  it('finds changed, missing and added files; switch and canary refuse such a version naming the files, audited as verify-fail', async () => {
    const [a, b] = await threeVersions();
    const folder = path.join(data, 'remotes/catalog', b);
    await writeFile(path.join(folder, 'static/js/main.js'), 'alert("değişti")');
    await rm(path.join(folder, 'routes.json.gz'), { force: true });
    await rm(path.join(folder, 'remoteEntry.js.gz'));
    await writeFile(path.join(folder, 'static/js/main.js.br'), 'x');
    const [r] = await verify({ dataDir: data, name: 'catalog', version: b });
    expect(r).toMatchObject({ ok: false, changed: ['static/js/main.js'], missing: ['remoteEntry.js.gz'], added: ['static/js/main.js.br'] });

    const err = await switchVersion({ dataDir: data, name: 'catalog', version: b, who: 'zeynep', reason: 'deneme' }).catch((e) => e);
    expect(err).toBeInstanceOf(SwitchRefusedError);
    expect(err.kind).toBe('verify-fail');
    expect(err.reasons).toEqual([
      `catalog ${b}: yayından sonra değişmiş dosyalar: static/js/main.js`,
      `catalog ${b}: eksik dosyalar: remoteEntry.js.gz`,
      `catalog ${b}: yayından sonra eklenmiş dosyalar: static/js/main.js.br`,
    ]);
    await expect(startCanary({ dataDir: data, name: 'catalog', version: b, percent: 10 })).rejects.toThrow(/değişmiş dosyalar: static\/js\/main.js/);
    expect((await readReleases(data)).remotes.catalog).toMatchObject({ live: a, canary: null });
    expect((await auditLog()).filter((l) => l.action === 'verify-fail').map((l) => [l.who, l.to])).toEqual([
      ['zeynep', b],
      ['cli', b],
    ]);
    expect(await checkCompatibility({ dataDir: data, name: 'catalog', version: b })).toEqual({ uygun: false, nedenler: err.reasons });
    expect(await previewEntry({ dataDir: data, name: 'catalog', version: b })).toBeNull();
    expect((await listVersions({ dataDir: data, name: 'catalog' })).map((v) => [v.version, v.integrityOk])).toEqual([
      [expect.any(String), true],
      [b, false],
      [a, true],
    ]);
    // Each version lists its pages (routes.json), for the console's difference to the live one.
    expect((await listVersions({ dataDir: data, name: 'catalog' })).map((v) => v.routes)).toEqual([['/urunler'], ['/urunler'], ['/urunler']]);
  });

  it('refuses a publish that would make a changed version live, and the CLI verify exits 1 naming the file', async () => {
    const dist = await build('catalog', 'a');
    const a = await publish({ dataDir: data, name: 'catalog', distDir: dist });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'b') });
    await writeFile(path.join(data, 'remotes/catalog', b.version, 'remoteEntry.js'), 'kötü');
    await expect(publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'b'), makeLive: 'always' })).rejects.toThrow(/değişmiş dosyalar: remoteEntry.js$/m);
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);

    let out = null;
    try {
      execFileSync('node', [CLI, 'verify', 'catalog', '--data', data], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      out = e;
    }
    expect(out?.status).toBe(1);
    expect(out?.stdout).toContain(`tamam  catalog ${a.version}`);
    expect(out?.stdout).toContain(`HATA   catalog ${b.version}: yayından sonra değişmiş dosyalar: remoteEntry.js`);
    expect(execFileSync('node', [CLI, 'verify', 'catalog', a.version, '--data', data], { encoding: 'utf8' })).toContain('tamam');
  });

  it('gives a version published before records existed its record, and its live entry integrity, when published again', async () => {
    const dist = await build('catalog', 'a');
    const a = await publish({ dataDir: data, name: 'catalog', distDir: dist });
    await rm(path.join(data, 'store'), { recursive: true });
    const file = path.join(data, 'releases.json');
    const old = JSON.parse(await readFile(file, 'utf8'));
    for (const k of ['integrity', 'fallback', 'canary']) delete old.remotes.catalog[k];
    await writeFile(file, JSON.stringify(old));
    expect((await verify({ dataDir: data }))[0]).toMatchObject({ ok: false, recorded: false });
    expect(await publish({ dataDir: data, name: 'catalog', distDir: dist, makeLive: 'always' })).toEqual({ version: a.version, published: false, live: a.version });
    expect((await verify({ dataDir: data }))[0].ok).toBe(true);
    expect((await readReleases(data)).remotes.catalog.integrity['remoteEntry.js']).toMatch(/^sha256-/);
  });
});

describe('switch, fall-back, rollback and canary', () => {
  it('keeps the previous version that verifies as the fall-back, and records the reasons in the audit', async () => {
    const [a, b, c] = await threeVersions();
    await switchVersion({ dataDir: data, name: 'catalog', version: b, who: 'zeynep', reason: 'Yeni ürün sayfası' });
    let e = (await readReleases(data)).remotes.catalog;
    expect(e).toMatchObject({ live: b, previous: a, fallback: { version: a, entry: `/remotes/catalog/${a}/mf-manifest.json` } });
    expect(e.fallback.integrity['remoteEntry.js']).toMatch(/^sha256-/);

    // The previous version's files changed: the next one that verifies is the fall-back.
    await writeFile(path.join(data, 'remotes/catalog', b, 'static/js/main.js'), 'x');
    await switchVersion({ dataDir: data, name: 'catalog', version: c, who: 'zeynep', reason: 'Düzeltme' });
    e = (await readReleases(data)).remotes.catalog;
    expect(e).toMatchObject({ live: c, previous: b, fallback: { version: a } });

    const log = await auditLog();
    expect(log.filter((l) => l.action === 'switch' && l.who === 'zeynep').map((l) => [l.from, l.to, l.reason])).toEqual([
      [a, b, 'Yeni ürün sayfası'],
      [b, c, 'Düzeltme'],
    ]);
  });

  it('rolls back with a reason, never falling back to the version it left, and refuses when there is no previous version', async () => {
    const [a, b] = await threeVersions();
    await expect(rollback({ dataDir: data, name: 'catalog' })).rejects.toBeInstanceOf(NoPreviousVersionError);
    await switchVersion({ dataDir: data, name: 'catalog', version: b });
    expect(await rollback({ dataDir: data, name: 'catalog', who: 'zeynep', reason: 'Sepet bozuk' })).toEqual({ from: b, to: a });
    const e = (await readReleases(data)).remotes.catalog;
    expect(e).toMatchObject({ live: a, previous: b });
    expect(e.fallback?.version).not.toBe(b);
    expect((await auditLog()).at(-1)).toMatchObject({ who: 'zeynep', action: 'rollback', remote: 'catalog', from: b, to: a, reason: 'Sepet bozuk' });
  });

  it('starts, replaces and stops a canary; switching to the canary version ends it', async () => {
    const [a, b, c] = await threeVersions();
    await expect(startCanary({ dataDir: data, name: 'catalog', version: b, percent: 0 })).rejects.toThrow(RangeError);
    await expect(startCanary({ dataDir: data, name: 'catalog', version: a, percent: 10 })).rejects.toThrow('zaten canlı sürüm');
    await expect(startCanary({ dataDir: data, name: 'catalog', version: '9.9.9-yok', percent: 10 })).rejects.toBeInstanceOf(VersionNotFoundError);

    const canary = await startCanary({ dataDir: data, name: 'catalog', version: b, percent: 10, who: 'zeynep' });
    expect(canary).toMatchObject({ version: b, entry: `/remotes/catalog/${b}/mf-manifest.json`, percent: 10 });
    expect((await readReleases(data)).remotes.catalog.canary).toEqual(canary);
    await startCanary({ dataDir: data, name: 'catalog', version: c, percent: 25 });
    expect((await readReleases(data)).remotes.catalog.canary).toMatchObject({ version: c, percent: 25 });
    expect(await stopCanary({ dataDir: data, name: 'catalog', who: 'zeynep', reason: 'Yeterli' })).toEqual({ stopped: c });
    expect(await stopCanary({ dataDir: data, name: 'catalog' })).toEqual({ stopped: null });
    expect((await readReleases(data)).remotes.catalog.canary).toBeNull();

    await startCanary({ dataDir: data, name: 'catalog', version: b, percent: 50 });
    await switchVersion({ dataDir: data, name: 'catalog', version: b });
    expect((await readReleases(data)).remotes.catalog).toMatchObject({ live: b, canary: null });
    const log = await auditLog();
    expect(log.filter((l) => l.action.startsWith('canary')).map((l) => [l.action, l.from, l.to, l.reason])).toEqual([
      ['canary-start', a, b, '%10'],
      ['canary-start', a, c, '%25'],
      ['canary-stop', c, a, 'Yeterli'],
      ['canary-start', a, b, '%50'],
    ]);
  });
});

describe('two switches at once (one lock, atomic writes)', () => {
  it('applies both when they touch different remotes', async () => {
    const [, b] = await threeVersions('catalog');
    const [, y] = await threeVersions('camps');
    await Promise.all([switchVersion({ dataDir: data, name: 'catalog', version: b }), switchVersion({ dataDir: data, name: 'camps', version: y })]);
    const raw = await readFile(path.join(data, 'releases.json'), 'utf8');
    const r = JSON.parse(raw);
    expect([r.remotes.catalog.live, r.remotes.camps.live]).toEqual([b, y]);
    // No temp file is left behind.
    expect((await readdir(data)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serialises the CLI and this process: a CLI switch and an in-process canary and switch all land', async () => {
    const [a, b, c] = await threeVersions('catalog');
    const [, y] = await threeVersions('camps');
    await Promise.all([
      promisify(execFile)('node', [CLI, 'switch', 'catalog', b, '--reason', 'CLI ile', '--data', data]),
      startCanary({ dataDir: data, name: 'catalog', version: c, percent: 5 }),
      switchVersion({ dataDir: data, name: 'camps', version: y }),
    ]);
    const r = (await readReleases(data)).remotes;
    expect(r.catalog).toMatchObject({ live: b, previous: a, canary: { version: c, percent: 5 } });
    expect(r.camps.live).toBe(y);
    expect((await auditLog()).find((l) => l.reason === 'CLI ile')).toMatchObject({ action: 'switch', from: a, to: b });
  });

  it('serialises two switches of one remote: one winner, the other its previous, and an audit chain that agrees', async () => {
    const [a, b, c] = await threeVersions();
    await Promise.all([
      switchVersion({ dataDir: data, name: 'catalog', version: b, who: 'bir' }),
      switchVersion({ dataDir: data, name: 'catalog', version: c, who: 'iki' }),
      stopCanary({ dataDir: data, name: 'catalog' }),
    ]);
    const e = JSON.parse(await readFile(path.join(data, 'releases.json'), 'utf8')).remotes.catalog;
    const switches = (await auditLog()).filter((l) => l.action === 'switch' && l.from !== null);
    expect(switches).toHaveLength(2);
    expect(switches[0].from).toBe(a);
    expect(switches[1].from).toBe(switches[0].to);
    expect(e.live).toBe(switches[1].to);
    expect(e.previous).toBe(switches[0].to);
    expect([b, c]).toContain(e.live);
  });
});

describe('compatibility verdicts on hand-made manifests', () => {
  it('refuses a remote built against react ^20 while the shell provides 19.x, in plain Turkish', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a') });
    const react20 = (m) => ({ ...m, shared: m.shared.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^20.0.0' } : s)) });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'b', { edit: react20 }) });
    const verdict = await checkCompatibility({ dataDir: data, name: 'catalog', version: b.version });
    expect(verdict).toEqual({ uygun: false, nedenler: [`react: kabuk 19.3.1 sağlıyor, catalog ${b.version} ^20.0.0 istiyor`] });
    const err = await switchVersion({ dataDir: data, name: 'catalog', version: b.version }).catch((e) => e);
    expect(err).toBeInstanceOf(SwitchRefusedError);
    expect(err.kind).toBe('refuse');
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
    expect(await checkCompatibility({ dataDir: data, name: 'catalog', version: a.version })).toEqual({ uygun: true, nedenler: [] });
    await expect(checkCompatibility({ dataDir: data, name: 'catalog', version: '../../etc' })).rejects.toBeInstanceOf(VersionNotFoundError);
  });

  it('refuses a version that does not expose a module the shell loads itself (remote-needs.json)', async () => {
    const shell = await recordShell({ dataDir: data, distDir: await shellBuild({ catalog: ['NewestProducts'] }) });
    expect(shell.needs).toEqual({ catalog: ['NewestProducts'] });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'a', { extraExposes: ['NewestProducts'] }) });
    expect(a.live).toBe(a.version);
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('catalog', 'b') });
    expect(await checkCompatibility({ dataDir: data, name: 'catalog', version: b.version })).toEqual({
      uygun: false,
      nedenler: [`catalog ${b.version} NewestProducts modülünü dışa açmıyor; kabuk bu modülü kullanıyor`],
    });
    await expect(startCanary({ dataDir: data, name: 'catalog', version: b.version, percent: 5 })).rejects.toThrow('NewestProducts modülünü dışa açmıyor');
  });
});

describe('release pages in route lists', () => {
  it('allows guard release, in the Management group release only', () => {
    const m = { exposes: [{ name: 'P' }] };
    expect(checkRouteList([{ path: '/yayinlar', module: 'P', guard: 'release', title: 'Yayınlar', menu: { section: 'admin', group: 'release', label: 'Yayınlar' } }], m)).toEqual([]);
    expect(checkRouteList([{ path: '/a', module: 'P', guard: 'admin', title: 'A', menu: { section: 'admin', group: 'release', label: 'A' } }], m)).toEqual([
      'routes.json[0]: geçersiz menü yeri {"section":"admin","group":"release","label":"A"}',
    ]);
    expect(checkRouteList([{ path: '/b', module: 'P', guard: 'release', title: 'B', menu: { section: 'admin', group: 'user', label: 'B' } }], m)).toHaveLength(1);
  });
});

describe('failure reports and the automatic rollback', () => {
  const settings = { threshold: 3, windowMs: 60_000 };

  it('counts reports within the window only', () => {
    const at = (s) => ({ remote: 'catalog', version: 'v', kind: 'entry', at: s * 1000 });
    const now = 100_000;
    expect(shouldAutoRollback([at(39), at(50), at(60)], { ...settings, now })).toBe(false);
    expect(shouldAutoRollback([at(41), at(50), at(100)], { ...settings, now })).toBe(true);
    // Distinct reporters count, not reports: one address three times is one.
    const from = (s, source) => ({ ...at(s), source });
    expect(shouldAutoRollback([from(50, '10.0.0.1'), from(60, '10.0.0.1'), from(70, '10.0.0.1')], { ...settings, now })).toBe(false);
    expect(shouldAutoRollback([from(50, '10.0.0.1'), from(60, '10.0.0.2'), from(70, '10.0.0.3')], { ...settings, now })).toBe(true);
    expect(summarizeFailures([at(39), at(50), { ...at(90), kind: 'chunk' }], { windowMs: 60_000, now })).toEqual({
      failures: 2,
      lastFailureAt: new Date(90_000).toISOString(),
      failureKinds: { entry: 1, chunk: 1 },
    });
    expect(autoRollbackSettings({})).toEqual({ threshold: 5, windowMs: 120_000 });
    expect(autoRollbackSettings({ RELEASE_FAILURE_THRESHOLD: '2', RELEASE_FAILURE_WINDOW_MS: 'x' })).toEqual({ threshold: 2, windowMs: 120_000 });
  });

  it('rolls the live version back at the threshold (once), and stops a failing canary', async () => {
    const [a, b, c] = await threeVersions();
    await switchVersion({ dataDir: data, name: 'catalog', version: b });
    await startCanary({ dataDir: data, name: 'catalog', version: c, percent: 20 });
    const log = createFailureLog({ windowMs: settings.windowMs });
    const report = (version, now) => reportFailure({ dataDir: data, log, report: { remote: 'catalog', version, kind: 'entry' }, settings, now });

    expect(await report(b, 1000)).toBeNull();
    expect(await report(b, 2000)).toBeNull();
    expect(await report(b, 3000)).toEqual({ action: 'auto-rollback', from: b, to: a });
    expect(await report(b, 4000)).toBeNull();
    expect((await readReleases(data)).remotes.catalog).toMatchObject({ live: a, previous: b });

    for (const t of [5000, 6000]) expect(await report(c, t)).toBeNull();
    expect(await report(c, 7000)).toEqual({ action: 'canary-stop', from: c, to: a });
    expect((await readReleases(data)).remotes.catalog.canary).toBeNull();

    const auto = (await auditLog()).filter((l) => l.who === AUTOMATIC);
    expect(auto.map((l) => [l.action, l.from, l.to])).toEqual([
      ['auto-rollback', b, a],
      ['canary-stop', c, a],
    ]);
    expect(auto[0].reason).toBe('Son 60 saniyede 3 istemciden 3 yükleme hatası bildirildi');
    expect(log.summary('catalog', b, 4000)).toMatchObject({ failures: 4, failureKinds: { entry: 4 } });
  });

  it('does not roll back onto a previous version that is failing as much', async () => {
    const [a, b] = await threeVersions();
    await switchVersion({ dataDir: data, name: 'catalog', version: b });
    const log = createFailureLog({ windowMs: settings.windowMs });
    for (const t of [1, 2, 3]) log.record({ remote: 'catalog', version: a, kind: 'render', at: t });
    for (const t of [4, 5]) await reportFailure({ dataDir: data, log, report: { remote: 'catalog', version: b, kind: 'entry' }, settings, now: t });
    expect(await reportFailure({ dataDir: data, log, report: { remote: 'catalog', version: b, kind: 'entry' }, settings, now: 6 })).toBeNull();
    expect((await readReleases(data)).remotes.catalog.live).toBe(b);
  });
});

describe('audit reader', () => {
  it('lists newest first with filters and pages, and reads records written before integrity, fall-back and canary existed', async () => {
    await mkdir(data, { recursive: true });
    const lines = [
      { at: '2026-11-20T10:00:00.000Z', who: 'start', action: 'publish', remote: 'catalog', version: 'v1' },
      { at: '2026-11-21T10:00:00.000Z', who: 'zeynep', action: 'switch', remote: 'catalog', from: 'v0', to: 'v1', reason: 'Yeni' },
      { at: '2026-11-22T10:00:00.000Z', who: 'Zeynep', action: 'refuse', remote: 'camps', from: 'k1', to: 'k2', reasons: ['react: ...'] },
      { at: '2026-11-23T10:00:00.000Z', who: 'otomatik', action: 'auto-rollback', remote: 'catalog', from: 'v1', to: 'v0', reason: 'Son 120 saniyede 5 yükleme hatası bildirildi' },
    ];
    await appendFile(path.join(data, 'releases-audit.log'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n{"at": "yarım`);
    const all = await readAudit({ dataDir: data });
    expect(all.toplam).toBe(4);
    expect(all.kayitlar.map((r) => r.action)).toEqual(['auto-rollback', 'refuse', 'switch', 'publish']);
    expect(all.kayitlar[3]).toEqual({ at: '2026-11-20T10:00:00.000Z', who: 'start', action: 'publish', remote: 'catalog', from: null, to: 'v1', reason: null });
    expect(all.kayitlar[1].reasons).toEqual(['react: ...']);
    const only = async (filters) => (await readAudit({ dataDir: data, filters })).kayitlar.map((r) => r.at.slice(8, 10));
    expect(await only({ remote: 'catalog' })).toEqual(['23', '21', '20']);
    expect(await only({ action: 'switch' })).toEqual(['21']);
    expect(await only({ who: 'zeynep' })).toEqual(['22', '21']);
    expect(await only({ baslangic: '2026-11-21', bitis: '2026-11-22' })).toEqual(['22', '21']);
    expect(await only({ sayfa: 2, boyut: 3 })).toEqual(['20']);
    expect(await readAudit({ dataDir: path.join(dir, 'yok') })).toEqual({ kayitlar: [], toplam: 0 });
  });
});
