/**
 * The S3-compatible implementation of {@link Storage} (@aws-sdk/client-s3), loaded by
 * storageFromEnv only when S3_BUCKET is set. Nothing touches the local disk.
 */
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { s3ClientOptions } from '@skiclub/release';
import { UPLOADS_PREFIX, checkKey, contentTypeOf, isStorageKey, splitPrefix, type S3Settings, type Storage, type StoredObject } from './storage';

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** Files in an S3-compatible bucket. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    // The same client options as the release store's (checksums only where S3 requires them).
    this.client = new S3Client(s3ClientOptions(settings));
  }

  /**
   * Creates the bucket when it does not exist (the migrations job with S3_CREATE_BUCKET=1, for a
   * fresh MinIO; managed stores get their bucket from the operator, with its policy).
   * @returns true when it was created
   */
  async ensureBucket(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return false;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    return true;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, contentType: out.ContentType || contentTypeOf(key), size: out.ContentLength ?? null, etag: out.ETag ?? null };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    splitPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of out.Contents ?? []) if (o.Key && isStorageKey(o.Key)) keys.push(o.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  url(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}
