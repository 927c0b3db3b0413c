// Version files in an S3-compatible bucket (files.mjs against s3rver): a publish uploads the build
// and its .br/.gz copies with the manifest last, lists and verifies from the bucket, and a file
// changed in the bucket after publishing is found and refuses the switch, as on disk.
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesOf, listVersions, publish, readReleases, recordShell, storeFromEnv, switchVersion, SwitchRefusedError, verify } from '../src/index.mjs';
import { startFakeS3 } from './support/s3.mjs';
import { catalogBuild, shellBuild } from './support/builds.mjs';


let s3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3.close());

let dir;
let data;
let store;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'release-s3-'));
  data = path.join(dir, 'data');
  store = await storeFromEnv({ dataDir: data, env: s3.env });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('version files in S3', () => {
  it('uploads a published version with its compressed copies, keeps nothing under remotes/ on disk, and lists and verifies it from the bucket', async () => {
    expect(store).toMatchObject({ state: 'file', files: 's3' });
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const files = filesOf(data);
    expect(files.kind).toBe('s3');
    expect(await files.has('catalog', a.version)).toBe(true);
    expect((await files.list('catalog', a.version)).map((f) => f.file)).toEqual(['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'routes.json', 'static/js/main.js']);
    expect((await files.read('catalog', a.version, 'static/js/main.js'))?.toString()).toBe('/* a */');
    expect(await files.read('catalog', a.version, '../../etc/passwd')).toBeNull();
    expect(await access(path.join(data, 'remotes')).then(() => true, () => false)).toBe(false);

    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
    // The console's listing compares the bucket's ETags with those stored at publish: nothing is
    // downloaded. A full verify (as every switch does) downloads and hashes every file.
    const reads = vi.spyOn(files, 'read');
    const [listed] = await listVersions({ dataDir: data, name: 'catalog' });
    expect(listed).toMatchObject({ version: a.version, integrityOk: true, routes: ['/urunler'] });
    expect(reads.mock.calls.filter(([, , file]) => file !== 'routes.json')).toEqual([]);
    expect(await verify({ dataDir: data })).toEqual([expect.objectContaining({ name: 'catalog', version: a.version, ok: true })]);
    expect(reads.mock.calls.length).toBeGreaterThanOrEqual(8);
    reads.mockRestore();
    // Publishing the same build again uploads nothing new.
    expect(await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') })).toMatchObject({ version: a.version, published: false });
  });

  it('finds a file changed in the bucket after publishing and refuses to switch to that version, naming the file', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild(dir) });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await catalogBuild(dir, 'b') });
    const client = new S3Client({ region: 'us-east-1', endpoint: s3.settings.endpoint, credentials: s3.settings.credentials, forcePathStyle: true });
    await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: `remotes/catalog/${b.version}/static/js/main.js`, Body: 'alert(1)' }));
    client.destroy();

    const [result] = await verify({ dataDir: data, name: 'catalog', version: b.version });
    expect(result).toMatchObject({ ok: false, changed: ['static/js/main.js'] });
    const refused = await switchVersion({ dataDir: data, name: 'catalog', version: b.version }).catch((e) => e);
    expect(refused).toBeInstanceOf(SwitchRefusedError);
    expect(refused.kind).toBe('verify-fail');
    expect(refused.reasons.join(' ')).toContain('static/js/main.js');
    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
  });
});
