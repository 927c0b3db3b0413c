// Where published versions' files live, behind one small interface with two backends:
// - a local folder (default): <dataDir>/remotes/<name>/<version>/, served by the host from disk;
// - an S3-compatible bucket (S3_BUCKET, the same settings and bucket as the API's uploads), keys
//   remotes/<name>/<version>/<file>, so hosts and API replicas share them with no shared volume.
// A version is published when its mf-manifest.json exists: the bucket gets it last, so a
// half-finished upload is never a version.
import { createReadStream } from 'node:fs';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from './io.mjs';

/**
 * @typedef {{ file: string, stamp: string }} ListedFile  file: path in the version ('/' separators); stamp: changes when the bytes may have
 * @typedef {{ body: import('node:stream').Readable, size: number|null, etag: string|null }} OpenedFile
 * @typedef {{
 *   kind: 'local' | 's3',
 *   root?: string,
 *   staging: (name: string, version: string) => string,
 *   has: (name: string, version: string) => Promise<boolean>,
 *   put: (name: string, version: string, dir: string) => Promise<Record<string, string>|null>,
 *   list: (name: string, version: string) => Promise<ListedFile[]>,
 *   read: (name: string, version: string, file: string) => Promise<Buffer|null>,
 *   open: (name: string, version: string, file: string) => Promise<OpenedFile|null>,
 *   remotes: () => Promise<string[]>,
 *   versions: (name: string) => Promise<string[]>,
 *   publishedAt: (name: string, version: string) => Promise<string|null>,
 * }} FileStore
 *   staging: a new folder path where a version is prepared before `put` (same disk as the
 *   local folder, so `put` is a rename); put: moves/uploads that folder as the version, giving
 *   the stored files' stamps when the store makes them (S3: ETag and size), else null;
 *   publishedAt: when the files were stored (for versions without a record)
 */

/** A folder or file name with no path in it. */
const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
/**
 * A file path inside a version: '/'-separated segments, none empty, '.' or '..', no backslash
 * or control character (any other name a build emits, spaces and Turkish letters included).
 */
// eslint-disable-next-line no-control-regex
const safeFile = (file) => file.split('/').every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\u0000-\u001f\u007f]/.test(p));
let stagingSeq = 0;

/** Sub-folders of `dir` (sorted, staging folders left out). */
async function subdirs(dir) {
  return (await fs.readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isDirectory() && !e.name.includes('.tmp-'))
    .map((e) => e.name)
    .sort();
}

/**
 * The local folder <dataDir>/remotes.
 * @param {string} dataDir
 * @returns {FileStore}
 */
export function localFiles(dataDir) {
  const root = path.join(dataDir, 'remotes');
  const dirOf = (name, version) => path.join(root, name, version);
  /** The file's path, only when it stays inside the version's folder. */
  const fileOf = (name, version, file) => {
    if (!SEGMENT_RE.test(name) || !SEGMENT_RE.test(version) || !safeFile(file)) return null;
    const dir = dirOf(name, version);
    const f = path.resolve(dir, file);
    return f.startsWith(dir + path.sep) ? f : null;
  };
  return {
    kind: 'local',
    root,
    staging(name, version) {
      stagingSeq += 1;
      return `${dirOf(name, version)}.tmp-${process.pid}-${stagingSeq}`;
    },
    has: (name, version) => fs.access(path.join(dirOf(name, version), 'mf-manifest.json')).then(() => true, () => false),
    async put(name, version, dir) {
      const target = dirOf(name, version);
      await fs.rm(target, { recursive: true, force: true });
      await fs.rename(dir, target);
      return null;
    },
    async list(name, version) {
      const dir = dirOf(name, version);
      const files = await listFiles(dir).catch(() => /** @type {string[]} */ ([]));
      return Promise.all(
        files.map(async (file) => {
          const st = await fs.stat(path.join(dir, file));
          return { file, stamp: `${st.size}:${st.ctimeMs}:${st.mtimeMs}:${st.ino}` };
        }),
      );
    },
    async read(name, version, file) {
      const f = fileOf(name, version, file);
      return f ? fs.readFile(f).catch(() => null) : null;
    },
    async open(name, version, file) {
      const f = fileOf(name, version, file);
      const st = f ? await fs.stat(f).catch(() => null) : null;
      return f && st?.isFile() ? { body: createReadStream(f), size: st.size, etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"` } : null;
    },
    remotes: () => subdirs(root),
    versions: (name) => subdirs(path.join(root, name)),
    publishedAt: async (name, version) => (await fs.stat(dirOf(name, version)).catch(() => null))?.mtime.toISOString() ?? null,
  };
}

/**
 * S3 settings from the environment (the API's uploads and the release store read the same): S3_BUCKET, S3_ENDPOINT, S3_REGION
 * ('us-east-1'), S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE=true|1.
 * @param {Record<string, string|undefined>} env
 * @returns {{ bucket: string, endpoint?: string, region: string, credentials?: { accessKeyId: string, secretAccessKey: string }, forcePathStyle: boolean } | null} null without S3_BUCKET
 * @throws Error when only one of the key pair is given
 */
export function s3SettingsFromEnv(env) {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!!accessKeyId !== !!secretAccessKey) throw new Error('S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte verilmelidir.');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    // Without the pair the SDK's default chain (IAM role, IRSA …) is used.
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

/** Content types of the files a remote build has (anything else: application/octet-stream). */
const TYPES = {
  js: 'application/javascript; charset=utf-8',
  mjs: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  woff: 'font/woff',
  br: 'application/octet-stream',
  gz: 'application/gzip',
};

/** Content type of a file by its extension. @param {string} file */
export function contentTypeOf(file) {
  return TYPES[/** @type {keyof typeof TYPES} */ (file.slice(file.lastIndexOf('.') + 1).toLowerCase())] ?? 'application/octet-stream';
}

/**
 * Options of the AWS SDK's S3Client for `settings` (the API's upload storage uses them too).
 * @param {NonNullable<ReturnType<typeof s3SettingsFromEnv>>} settings
 */
export function s3ClientOptions(settings) {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores reject the CRC32
    // trailers the SDK adds by default.
    requestChecksumCalculation: /** @type {const} */ ('WHEN_REQUIRED'),
    responseChecksumValidation: /** @type {const} */ ('WHEN_REQUIRED'),
  };
}

const isNotFound = (e) => e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;

/**
 * An S3-compatible bucket, keys remotes/<name>/<version>/<file>.
 * @param {NonNullable<ReturnType<typeof s3SettingsFromEnv>>} settings
 * @returns {Promise<FileStore & { client: import('@aws-sdk/client-s3').S3Client, close: () => void }>}
 */
export async function s3Files(settings) {
  const { S3Client, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client(s3ClientOptions(settings));
  const Bucket = settings.bucket;
  const keyOf = (name, version, file = '') => `remotes/${name}/${version}/${file}`;
  const valid = (name, version, file) => SEGMENT_RE.test(name) && SEGMENT_RE.test(version) && safeFile(file);

  /** Every key under `prefix` with its ETag and size. */
  async function listAll(prefix, delimiter) {
    /** @type {{ Key?: string, ETag?: string, Size?: number }[]} */
    const objects = [];
    /** @type {string[]} */
    const prefixes = [];
    let ContinuationToken;
    do {
      const r = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken }));
      objects.push(...(r.Contents ?? []));
      prefixes.push(...(r.CommonPrefixes ?? []).map((p) => p.Prefix ?? ''));
      ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return { objects, prefixes };
  }
  const folders = async (prefix) => (await listAll(prefix, '/')).prefixes.map((p) => p.slice(prefix.length).replace(/\/$/, '')).filter((n) => SEGMENT_RE.test(n)).sort();

  async function get(name, version, file) {
    if (!valid(name, version, file)) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name, version, file) }));
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  return {
    kind: 's3',
    staging(name, version) {
      stagingSeq += 1;
      return path.join(os.tmpdir(), `skiclub-release-${name}-${version}.tmp-${process.pid}-${stagingSeq}`);
    },
    async has(name, version) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name, version, 'mf-manifest.json') }));
        return true;
      } catch (e) {
        if (isNotFound(e)) return false;
        throw e;
      }
    },
    async put(name, version, dir) {
      const files = await listFiles(dir);
      // The manifest last: until it is there, the version does not exist for anyone.
      const ordered = [...files.filter((f) => f !== 'mf-manifest.json'), ...files.filter((f) => f === 'mf-manifest.json')];
      /** @type {Record<string, string>} */
      const stamps = {};
      for (const file of ordered) {
        const body = await fs.readFile(path.join(dir, file));
        const r = await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name, version, file), Body: body, ContentType: contentTypeOf(file) }));
        if (r.ETag) stamps[file] = `${r.ETag}:${body.length}`;
      }
      await fs.rm(dir, { recursive: true, force: true });
      return stamps;
    },
    async list(name, version) {
      if (!valid(name, version, 'x')) return [];
      const prefix = keyOf(name, version);
      return (await listAll(prefix)).objects.map((o) => ({ file: String(o.Key).slice(prefix.length), stamp: `${o.ETag}:${o.Size}` })).sort((a, b) => (a.file < b.file ? -1 : 1));
    },
    async read(name, version, file) {
      const r = await get(name, version, file);
      return r?.Body ? Buffer.from(await r.Body.transformToByteArray()) : null;
    },
    async open(name, version, file) {
      const r = await get(name, version, file);
      return r?.Body ? { body: /** @type {import('node:stream').Readable} */ (r.Body), size: r.ContentLength ?? null, etag: r.ETag ?? null } : null;
    },
    remotes: () => folders('remotes/'),
    versions: (name) => (SEGMENT_RE.test(name) ? folders(`remotes/${name}/`) : Promise.resolve([])),
    async publishedAt(name, version) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name, version, 'mf-manifest.json') }));
        return r.LastModified?.toISOString() ?? null;
      } catch (e) {
        if (isNotFound(e)) return null;
        throw e;
      }
    },
    /** The SDK client (its requests can be watched in tests). */
    client,
    close: () => client.destroy(),
  };
}

/** @type {Map<string, FileStore>} */
const stores = new Map();

/** Makes `store` hold the version files of the release store in `dataDir`; null: the local folder again. @param {string} dataDir @param {FileStore|null} store */
export function setFileStore(dataDir, store) {
  if (store) stores.set(path.resolve(dataDir), store);
  else stores.delete(path.resolve(dataDir));
}

/** The version files of the release store in `dataDir`. @returns {FileStore} */
export function filesOf(dataDir) {
  return stores.get(path.resolve(dataDir)) ?? localFiles(dataDir);
}
