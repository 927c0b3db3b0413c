/**
 * Test support of the S3 storage: a local S3-compatible server (s3rver, a fake S3 from the npm
 * registry) on a free loopback port with one empty bucket, and {@link S3Settings} pointing at it.
 * Used by storage.test.ts and the upload route tests in S3 mode; not part of the running API.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './storage';

/** A running fake S3 server. */
export interface FakeS3 {
  settings: S3Settings;
  /** Folder where the fake server keeps its objects (its own, never the API's DATA_DIR). */
  directory: string;
  close: () => Promise<void>;
}

/** Starts s3rver with bucket `bucket` (default 'skiclub-test'). s3rver accepts the key pair 'S3RVER'. */
export async function startFakeS3(bucket = 'skiclub-test'): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'skiclub-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    directory,
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
