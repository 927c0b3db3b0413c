/**
 * The storage contract: one suite run against the local folder and
 * against S3Storage on a local S3-compatible server (s3rver).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, contentTypeOf, isStorageKey, keyOfUrl, s3SettingsFromEnv, storageFromEnv, type Storage } from './storage';
import { S3Storage } from './storage-s3';
import { startFakeS3, type FakeS3 } from './storage.testing';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

interface Target {
  storage: Storage;
  close: () => Promise<void>;
}

function contract(name: string, open: () => Promise<Target>): void {
  describe(`Storage contract: ${name}`, () => {
    let target: Target;
    let s: Storage;
    beforeAll(async () => {
      target = await open();
      s = target.storage;
    });
    afterAll(async () => target.close());

    it('put then get returns the same bytes and the content type', async () => {
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await s.put('urun/a-1.png', bytes, 'image/png');
      const got = await s.get('urun/a-1.png');
      expect(got).not.toBeNull();
      expect(got!.contentType).toBe('image/png');
      expect(got!.size).toBe(7);
      expect(await bytesOf(got!.body)).toEqual(bytes);
    });

    it('put replaces an existing file', async () => {
      await s.put('kamp/x.svg', Buffer.from('<svg>1</svg>'), 'image/svg+xml');
      await s.put('kamp/x.svg', Buffer.from('<svg>two</svg>'), 'image/svg+xml');
      const got = await s.get('kamp/x.svg');
      expect((await bytesOf(got!.body)).toString()).toBe('<svg>two</svg>');
      expect(got!.contentType).toBe('image/svg+xml');
    });

    it('get and exists of a missing or invalid key: null and false', async () => {
      expect(await s.get('urun/yok.jpg')).toBeNull();
      expect(await s.exists('urun/yok.jpg')).toBe(false);
      expect(await s.get('../etc/passwd')).toBeNull();
      expect(await s.exists('urun/../../x')).toBe(false);
    });

    it('exists, delete, and delete of a missing file', async () => {
      await s.put('galeri/g1-a.jpg', Buffer.from('jpg'), 'image/jpeg');
      expect(await s.exists('galeri/g1-a.jpg')).toBe(true);
      await s.delete('galeri/g1-a.jpg');
      expect(await s.exists('galeri/g1-a.jpg')).toBe(false);
      expect(await s.get('galeri/g1-a.jpg')).toBeNull();
      await expect(s.delete('galeri/g1-a.jpg')).resolves.toBeUndefined();
    });

    it('list gives the keys of a folder by name start, nothing of other folders', async () => {
      await s.put('haber/n1-a.webp', Buffer.from('a'), 'image/webp');
      await s.put('haber/n1-b.webp', Buffer.from('b'), 'image/webp');
      await s.put('haber/n2-a.webp', Buffer.from('c'), 'image/webp');
      await s.put('profil/n1-z.webp', Buffer.from('d'), 'image/webp');
      expect((await s.list('haber/n1-')).sort()).toEqual(['haber/n1-a.webp', 'haber/n1-b.webp']);
      expect((await s.list('haber/')).sort()).toEqual(['haber/n1-a.webp', 'haber/n1-b.webp', 'haber/n2-a.webp']);
      expect(await s.list('bos/')).toEqual([]);
    });

    it('rejects invalid keys on write and delete', async () => {
      await expect(s.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
      await expect(s.put('x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
      await expect(s.delete('urun/..')).rejects.toThrow();
      await expect(s.list('../')).rejects.toThrow();
    });

    it('url is the site path under /uploads', () => {
      expect(s.url('kamp/k-1.jpg')).toBe('/uploads/kamp/k-1.jpg');
    });
  });
}

contract('local folder', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'skiclub-storage-'));
  return { storage: new LocalStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

let fake: FakeS3;
contract('S3 (s3rver)', async () => {
  fake = await startFakeS3();
  return { storage: new S3Storage(fake.settings), close: () => fake.close() };
});

describe('S3Storage.ensureBucket', () => {
  it('creates a missing bucket once, then finds it', async () => {
    const s3 = await startFakeS3('first-bucket');
    try {
      const storage = new S3Storage({ ...s3.settings, bucket: 'yeni-kova' });
      await expect(storage.put('urun/a.png', Buffer.from('a'), 'image/png')).rejects.toThrow();
      expect(await storage.ensureBucket()).toBe(true);
      expect(await storage.ensureBucket()).toBe(false);
      await storage.put('urun/a.png', Buffer.from('a'), 'image/png');
      expect(await storage.exists('urun/a.png')).toBe(true);
    } finally {
      await s3.close();
    }
  });
});

describe('storage helpers', () => {
  it('keys: plain segments only', () => {
    expect(isStorageKey('urun/a-b_1.jpg')).toBe(true);
    for (const bad of ['a.jpg', '/urun/a.jpg', 'urun//a.jpg', 'urun/../a.jpg', 'urun/.env', 'urun/a b.jpg', 'urun/a%2f.jpg']) expect(isStorageKey(bad)).toBe(false);
  });

  it('keyOfUrl maps only /uploads paths', () => {
    expect(keyOfUrl('/uploads/kamp/a.jpg')).toBe('kamp/a.jpg');
    expect(keyOfUrl('/api/urun/resim/a.svg')).toBeNull();
    expect(keyOfUrl('/uploads/../a.jpg')).toBeNull();
    expect(keyOfUrl(null)).toBeNull();
  });

  it('content types by extension', () => {
    expect(contentTypeOf('a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('a/b.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('a/b.bin')).toBe('application/octet-stream');
  });

  it('S3 settings from the environment', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' })).toEqual({
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
    });
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'eu-central-1' })).toMatchObject({ region: 'eu-central-1', credentials: undefined, forcePathStyle: false, endpoint: undefined });
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte verilmelidir.');
  });

  it('storageFromEnv: local by default, S3 with S3_BUCKET; the S3 one writes nothing locally', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skiclub-storage-env-'));
    try {
      expect(await storageFromEnv({}, dir)).toBeInstanceOf(LocalStorage);
      const s3 = await startFakeS3('env-bucket');
      try {
        const env = { S3_BUCKET: 'env-bucket', S3_ENDPOINT: s3.settings.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' };
        const storage = await storageFromEnv(env, dir);
        expect(storage).toBeInstanceOf(S3Storage);
        expect(storage.kind).toBe('s3');
        await storage.put('urun/e.png', Buffer.from('e'), 'image/png');
        expect(await storage.exists('urun/e.png')).toBe(true);
        expect(await readdir(dir)).toEqual([]);
      } finally {
        await s3.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
