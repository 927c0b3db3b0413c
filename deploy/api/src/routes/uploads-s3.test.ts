/**
 * Scale mode: the API with S3Storage on a local S3-compatible server
 * (s3rver). Every upload route writes to the bucket, /uploads and product images are streamed from
 * it, replaced and deleted files leave it, the seed pictures live there — and nothing lands in the
 * API's data folder.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_CSP } from '../app';
import { galeriler, haberler, kamplar, urunler } from '../db/schema';
import { writeSeedImages } from '../db/seed';
import { JWT_SECRET_REQUIRED, jwtSecretFor } from '../server';
import { body, call, createTestContext, type TestContext } from '../test/helpers';
import { keyOfUrl } from '../lib/storage';
import { S3Storage } from '../lib/storage-s3';
import { startFakeS3, type FakeS3 } from '../lib/storage.testing';

let t: TestContext;
let fake: FakeS3;
let storage: S3Storage;
let app: FastifyInstance;
let dataDir: string;
let admin: string;

function multipart(filename: string, data: Buffer) {
  const boundary = '----skiclubs3';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dosya"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
const upload = async (url: string, token = admin) => call(app, { method: 'POST', url, token, ...multipart('a.png', await png()) });

beforeAll(async () => {
  fake = await startFakeS3();
  storage = new S3Storage(fake.settings);
  await writeSeedImages(storage);
  t = await createTestContext();
  // An empty data folder of its own: whatever the S3-mode app wrote locally would show up here.
  dataDir = await mkdtemp(join(tmpdir(), 'skiclub-s3-mode-'));
  app = await t.buildAnother({ storage, dataDir });
  admin = await t.adminToken();
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('API in S3 mode', () => {
  it('the seed pictures are in the bucket and served from it: product images and /uploads', async () => {
    const [product] = await t.db.select({ anaResim: urunler.anaResim }).from(urunler).limit(1);
    const image = await call(app, { method: 'GET', url: product!.anaResim! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('<svg');

    const [news] = await t.db.select({ kapak: haberler.kapakGorselUrl }).from(haberler).limit(1);
    const cover = await call(app, { method: 'GET', url: news!.kapak! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.headers['content-security-policy']).toBe(UPLOADS_CSP);
    expect(cover.headers['cache-control']).toBe('public, max-age=604800');
    const etag = cover.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await call(app, { method: 'GET', url: news!.kapak!, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('unknown and hostile /uploads paths answer 404', async () => {
    for (const url of ['/uploads/kamp/yok.png', '/uploads/..%2fjwt-secret', '/uploads/kamp/%2e%2e/x.png', '/uploads/kamp']) {
      expect((await call(app, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('camp image: stored in the bucket, served, and the replaced one deleted from it', async () => {
    const [camp] = await t.db.select({ id: kamplar.id }).from(kamplar).limit(1);
    const first = body<string>(await upload(`/api/kamp/gorsel-yukle/${camp!.id}`)).veri;
    expect(first).toMatch(/^\/uploads\/kamp\/[0-9a-f-]+-[0-9a-f-]{36}\.png$/);
    expect(await storage.exists(keyOfUrl(first)!)).toBe(true);
    const served = await call(app, { method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');

    const second = body<string>(await upload(`/api/kamp/gorsel-yukle/${camp!.id}`)).veri;
    expect(second).not.toBe(first);
    expect(await storage.exists(keyOfUrl(second)!)).toBe(true);
    expect(await storage.exists(keyOfUrl(first)!)).toBe(false);
  });

  it('product image: uploaded to the bucket and served by /api/urun/resim', async () => {
    const [product] = await t.db.select({ id: urunler.id }).from(urunler).limit(1);
    const res = await upload(`/api/urunresim/yukle/${product!.id}`);
    expect(res.statusCode).toBe(200);
    const path = body<string>(res).veri;
    expect(path).toMatch(/^\/api\/urun\/resim\/[0-9a-f-]+\.png$/);
    expect(await storage.exists(`urun/${path.split('/').pop()}`)).toBe(true);
    const served = await call(app, { method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('gallery picture: registration checks the bucket (a path never stored is refused)', async () => {
    const [gallery] = await t.db.select({ id: galeriler.id }).from(galeriler).limit(1);
    const path = body<string>(await upload(`/api/galeriresim/yukle/${gallery!.id}`)).veri;
    expect(await storage.exists(keyOfUrl(path)!)).toBe(true);
    const ok = await call(app, { method: 'POST', url: '/api/galeriresim', token: admin, payload: { galeriId: gallery!.id, resimYolu: path, recaptchaToken: t.human('galeri') } });
    expect(ok.statusCode).toBe(201);
    const never = `/uploads/galeri/${gallery!.id}-00000000-0000-4000-8000-000000000000.png`;
    const refused = await call(app, { method: 'POST', url: '/api/galeriresim', token: admin, payload: { galeriId: gallery!.id, resimYolu: never, recaptchaToken: t.human('galeri') } });
    expect(refused.statusCode).toBe(422);
  });

  it('news cover: stored in the bucket; deleting the item removes every cover stored for it', async () => {
    const [news] = await t.db.select({ id: haberler.id }).from(haberler).limit(1);
    const path = body<string>(await upload(`/api/haber/kapak/${news!.id}`)).veri;
    expect(await storage.exists(keyOfUrl(path)!)).toBe(true);
    expect((await call(app, { method: 'DELETE', url: `/api/haber/${news!.id}`, token: admin })).statusCode).toBe(200);
    expect(await storage.exists(keyOfUrl(path)!)).toBe(false);
    expect(await storage.list(`haber/${news!.id}-`)).toEqual([]);
    const [gone] = await t.db.select({ id: haberler.id }).from(haberler).where(eq(haberler.id, news!.id));
    expect(gone).toBeUndefined();
  });

  it('profile photo: a member upload lands in the bucket', async () => {
    const member = await t.memberToken();
    const path = body<string>(await upload('/api/hesap/profil-foto-yukle', member)).veri;
    expect(path).toMatch(/^\/uploads\/profil\/profil-[0-9a-f-]{36}\.png$/);
    expect(await storage.exists(keyOfUrl(path)!)).toBe(true);
    expect((await call(app, { method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('nothing was written to the API data folder', async () => {
    expect(await readdir(dataDir, { recursive: true })).toEqual([]);
  });
});

describe('JWT secret in scale mode (server.ts jwtSecretFor)', () => {
  const secret = 'x'.repeat(40);
  it('production or S3 mode: JWT_SECRET is required (32+ characters) and no key file is written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skiclub-jwt-'));
    try {
      expect(() => jwtSecretFor(dir, {}, true)).toThrow(JWT_SECRET_REQUIRED);
      expect(() => jwtSecretFor(dir, { JWT_SECRET: 'kısa' }, true)).toThrow(JWT_SECRET_REQUIRED);
      expect(jwtSecretFor(dir, { JWT_SECRET: secret }, true)).toBe(secret);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('one machine: without JWT_SECRET a random key is kept in DATA_DIR/jwt-secret and reused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skiclub-jwt-'));
    try {
      const first = jwtSecretFor(dir, {}, false);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await readdir(dir)).toEqual(['jwt-secret']);
      expect(jwtSecretFor(dir, {}, false)).toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
