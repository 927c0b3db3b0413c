/**
 * Where uploaded and seeded pictures live: one interface, two
 * implementations. {@link LocalStorage} (default) keeps them in DATA_DIR/uploads; S3Storage
 * (storage-s3.ts) keeps them in any S3-compatible bucket when S3_BUCKET is set, so API replicas
 * keep nothing on local disk. Keys are 'folder/file' (e.g. 'kamp/<id>-<uuid>.jpg'); the site path of a key is
 * always /uploads/<key>, answered by the API in both modes (S3: streamed from the bucket, see app.ts).
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { s3SettingsFromEnv as releaseS3Settings } from '@skiclub/release';

/** Site path prefix of every stored file. */
export const UPLOADS_PREFIX = '/uploads/';

/** One stored file, opened for reading. */
export interface StoredObject {
  body: Readable;
  /** MIME type, e.g. 'image/jpeg'. */
  contentType: string;
  /** Bytes, when known. */
  size: number | null;
  /** Entity tag (quoted), when the store gives one. */
  etag: string | null;
}

/** A place for upload files. Every method takes a key as checked by {@link isStorageKey}. */
export interface Storage {
  /** 'local' (DATA_DIR/uploads) or 's3'. */
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) a file. @throws on an invalid key or a store error */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Opens a file; null when there is none (or the key is invalid). */
  get(key: string): Promise<StoredObject | null>;
  /** True when the file exists. */
  exists(key: string): Promise<boolean>;
  /** Deletes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Keys starting with `prefix` ('galeri/' or 'galeri/<id>-'), in no particular order.
   * The part before the last '/' must be a folder (the local store reads that directory).
   */
  list(prefix: string): Promise<string[]>;
  /** Site path of a key: '/uploads/<key>'. */
  url(key: string): string;
}

const SEGMENT_RE = /^[a-zA-Z0-9_][a-zA-Z0-9._-]*$/;

/** Top folder of the bucket that holds the release store's version files, never an upload's. */
const RELEASE_FOLDER = 'remotes';

/** True for 'folder/file' keys of plain segments (no '..', no empty or hidden segment), outside the release store's folder. */
export function isStorageKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length >= 2 && parts.length <= 4 && parts[0] !== RELEASE_FOLDER && parts.every((p) => SEGMENT_RE.test(p) && !p.includes('..'));
}

/** The key of a site path ('/uploads/kamp/a.jpg' → 'kamp/a.jpg'), or null for any other path. */
export function keyOfUrl(path: string | null | undefined): string | null {
  if (!path || !path.startsWith(UPLOADS_PREFIX)) return null;
  const key = path.slice(UPLOADS_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** MIME type by file extension ('application/octet-stream' when unknown). */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** @throws Error for a key {@link isStorageKey} refuses */
export function checkKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`geçersiz dosya anahtarı: ${key}`);
}

/**
 * Splits a list prefix into its folder and the start of the file name.
 * @throws Error for a prefix without a plain folder part
 */
export function splitPrefix(prefix: string): { folder: string; start: string } {
  const i = prefix.lastIndexOf('/');
  const folder = prefix.slice(0, i);
  if (i <= 0 || !folder.split('/').every((p) => SEGMENT_RE.test(p) && !p.includes('..'))) throw new Error(`geçersiz önek: ${prefix}`);
  return { folder, start: prefix.slice(i + 1) };
}

/** Files in a local folder (default; today's behaviour): `root` is DATA_DIR/uploads. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    checkKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    const path = join(this.root, key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(path), contentType: contentTypeOf(key), size: info.size, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    const info = await stat(join(this.root, key)).catch(() => null);
    return !!info?.isFile();
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await unlink(join(this.root, key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async list(prefix: string): Promise<string[]> {
    const { folder, start } = splitPrefix(prefix);
    const names = await readdir(join(this.root, folder)).catch(() => [] as string[]);
    return names.filter((n) => n.startsWith(start) && SEGMENT_RE.test(n)).map((n) => `${folder}/${n}`);
  }

  url(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}

/** Settings of S3Storage (storage-s3.ts; README.md "Deploying beyond one machine"). */
export interface S3Settings {
  bucket: string;
  /** Endpoint of an S3-compatible store (MinIO, Ceph, R2 …); AWS's own when absent. */
  endpoint?: string;
  /** Default 'us-east-1' (what most S3-compatible stores accept). */
  region: string;
  /** Both or neither: without them the SDK's default chain (IAM role, IRSA …) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Path-style addresses (endpoint/bucket/key), needed by most self-hosted stores. */
  forcePathStyle: boolean;
}

/**
 * S3 settings from the environment (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=true|1); null without S3_BUCKET. The release store
 * reads the same settings (its versions' files go to the same bucket), so this is its reader.
 * @throws Error when only one of the two keys is set
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  return releaseS3Settings(env);
}

/**
 * S3 storage when S3_BUCKET is set, else the local folder `uploadsDir`. The S3 client is loaded
 * only then (storage-s3.ts), so one-machine runs and tests never load the AWS SDK.
 * @throws Error from {@link s3SettingsFromEnv}
 */
export async function storageFromEnv(env: NodeJS.ProcessEnv, uploadsDir: string): Promise<Storage> {
  const s3 = s3SettingsFromEnv(env);
  if (!s3) return new LocalStorage(uploadsDir);
  const { S3Storage } = await import('./storage-s3');
  return new S3Storage(s3);
}

/**
 * Answers a request with a stored file: Content-Type, Content-Length, ETag (304 on a matching
 * If-None-Match) and the given Cache-Control; the body is streamed, never buffered.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, file: StoredObject, cacheControl: string): FastifyReply {
  reply.header('Cache-Control', cacheControl).type(file.contentType);
  if (file.etag) {
    reply.header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
  }
  if (file.size !== null) reply.header('Content-Length', file.size);
  return reply.send(file.body);
}
