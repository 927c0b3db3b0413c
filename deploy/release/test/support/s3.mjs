// A local S3-compatible server (s3rver) on a free loopback port with one empty bucket, and the
// environment the release store reads (S3_*) pointing at it. For tests of the S3 file store.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * @param {string} [bucket]
 * @returns {Promise<{ env: Record<string, string>, settings: import('../../src/index.d.mts').S3FileSettings, directory: string, close: () => Promise<void> }>}
 */
export async function startFakeS3(bucket = 'skiclub-yayin-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'skiclub-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    settings: { bucket, endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, forcePathStyle: true },
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
