// Version files in an S3-compatible bucket (files.mjs against s3rver): a publish uploads the build
// and its .br/.gz copies with the manifest last, lists and verifies from the bucket, and a file
// changed in the bucket after publishing is found and refuses the switch, as on disk.
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { filesOf, listVersions, publish, readReleases, recordShell, storeFromEnv, switchVersion, SwitchRefusedError, verify } from '../src/index.mjs';
import { startFakeS3 } from './support/s3.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = async (f) => JSON.parse(await readFile(path.join(here, 'fixtures', f), 'utf8'));
const ROUTES = [{ path: '/urunler', module: 'ProductsPage', guard: 'public', title: 'Ürünler' }];

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

async function build(marker) {
  const dist = path.join(dir, 'builds', marker);
  await mkdir(path.join(dist, 'static/js'), { recursive: true });
  const m = await fixture('catalog-mf-manifest.json');
  m.metaData = { ...m.metaData, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } };
  m.exposes = [{ id: 'catalog:ProductsPage', name: 'ProductsPage', path: './ProductsPage', assets: { js: { sync: ['static/js/main.js'], async: [] }, css: { sync: [], async: [] } } }];
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(m));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify(ROUTES));
  await writeFile(path.join(dist, 'remoteEntry.js'), `/* ${marker} */ ${'var kar = 1;\n'.repeat(200)}`);
  await writeFile(path.join(dist, 'static/js/main.js'), `/* ${marker} */`);
  return dist;
}

async function shellBuild() {
  const dist = path.join(dir, 'shell');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(await fixture('shell-mf-manifest.json')));
  await writeFile(path.join(dist, 'routes.json'), JSON.stringify([{ path: '/', guard: 'public', title: 'Ana Sayfa' }]));
  return dist;
}

describe('version files in S3', () => {
  it('uploads a published version with its compressed copies, keeps nothing under remotes/ on disk, and lists and verifies it from the bucket', async () => {
    expect(store).toMatchObject({ state: 'file', files: 's3' });
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('a') });
    const files = filesOf(data);
    expect(files.kind).toBe('s3');
    expect(await files.has('catalog', a.version)).toBe(true);
    expect((await files.list('catalog', a.version)).map((f) => f.file)).toEqual(['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'routes.json', 'static/js/main.js']);
    expect((await files.read('catalog', a.version, 'static/js/main.js'))?.toString()).toBe('/* a */');
    expect(await files.read('catalog', a.version, '../../etc/passwd')).toBeNull();
    expect(await access(path.join(data, 'remotes')).then(() => true, () => false)).toBe(false);

    expect((await readReleases(data)).remotes.catalog.live).toBe(a.version);
    const [listed] = await listVersions({ dataDir: data, name: 'catalog' });
    expect(listed).toMatchObject({ version: a.version, integrityOk: true, routes: ['/urunler'] });
    expect(await verify({ dataDir: data })).toEqual([expect.objectContaining({ name: 'catalog', version: a.version, ok: true })]);
    // Publishing the same build again uploads nothing new.
    expect(await publish({ dataDir: data, name: 'catalog', distDir: await build('a') })).toMatchObject({ version: a.version, published: false });
  });

  it('finds a file changed in the bucket after publishing and refuses to switch to that version, naming the file', async () => {
    await recordShell({ dataDir: data, distDir: await shellBuild() });
    const a = await publish({ dataDir: data, name: 'catalog', distDir: await build('a') });
    const b = await publish({ dataDir: data, name: 'catalog', distDir: await build('b') });
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
