// The release CLI's `publish --url --key` against this API listening on a free port: the CLI
// packs the build with `tar`, sends it with fetch, prints the answer; a refusal exits 1 with the
// API's Turkish message.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReleases } from '@skiclub/release';
import { RELEASE_MESSAGES as M, type DeployKeyCreated, type KeyPublishResult } from '@skiclub/shared/releases';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { fakeReleaseStore, fakeRemoteBuild, type FakeReleaseStore } from '../test/releases';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../../../release/src/cli.mjs', import.meta.url));

let t: TestContext;
let store: FakeReleaseStore;
let site = '';
let key = '';
let live = '';

beforeAll(async () => {
  store = await fakeReleaseStore('skiclub-keys-cli-');
  live = await store.publishFake('catalog', 'canli');
  process.env.HOST_DATA_DIR = store.hostData;
  t = await createTestContext();
  delete process.env.HOST_DATA_DIR;
  const manager = await t.login(DEMO_ACCOUNTS.releaseManager.kullaniciAdi, DEMO_ACCOUNTS.releaseManager.sifre);
  key = body<DeployKeyCreated>(await call(t.app, { method: 'POST', url: '/api/yayinlar/anahtarlar', token: manager, payload: { remote: 'catalog', etiket: 'CLI testi' } })).veri.anahtar;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  site = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/`;
});

afterAll(async () => {
  await t?.close();
  await store.remove();
});

/** Runs the CLI; resolves with its exit code and output whatever the code. */
async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { ...process.env, ...env }, timeout: 30_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

describe('skiclub-release publish --url', () => {
  it('publishes a build folder over HTTP with the key, the remote taken from its manifest, and leaves the live version', async () => {
    const dist = await fakeRemoteBuild(store.builds, 'catalog', 'cli-iyi');
    const res = await cli(['publish', '--url', site, '--key', key, dist]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const [first = '', ...rest] = res.stdout.trim().split('\n');
    const veri = JSON.parse(first) as KeyPublishResult;
    expect(veri).toMatchObject({ remote: 'catalog', yeni: true, dosyaSayisi: 3, uyumluluk: { uygun: true, nedenler: [] } });
    expect(rest).toContain(M.published);
    const releases = await readReleases(store.hostData);
    expect(releases.remotes.catalog?.live).toBe(live);
    expect(releases.remotes.catalog?.versions).toContain(veri.version);
  });

  it('reads the key from SKICLUB_DEPLOY_KEY and exits 1 with the Turkish message when refused', async () => {
    const other = await fakeRemoteBuild(store.builds, 'admin', 'cli-yanlis');
    const wrong = await cli(['publish', '--url', site, other], { SKICLUB_DEPLOY_KEY: key });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe(M.deployKeyWrongRemote);

    const dist = await fakeRemoteBuild(store.builds, 'catalog', 'cli-anahtarsiz');
    const bad = await cli(['publish', '--url', site, '--key', 'skd_catalog_yanlis', dist]);
    expect([bad.code, bad.stderr.trim()]).toEqual([1, M.deployKeyInvalid]);

    // A route list that is no list: nothing is published.
    await writeFile(join(dist, 'routes.json'), '{"yol": "/"}');
    const broken = await cli(['publish', '--url', site, '--key', key, dist]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(M.buildInvalid);
  });
});
