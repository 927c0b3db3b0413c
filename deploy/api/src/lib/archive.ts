/**
 * Unpacks a remote build sent over HTTP (POST /api/yayinlar/yayinla/:remote): a tar.gz (`tar`)
 * or a zip (`yauzl`) held in memory, into a fresh folder. Only regular files and folders are
 * written; a path leaving the folder (`../`, absolute, a drive letter, a backslash), a link
 * (symbolic or hard), a device or a FIFO refuses the whole archive, as do the limits on file
 * count, per-file and total unpacked size (checked against the headers before any byte is
 * written, and against the bytes themselves while writing).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { RELEASE_MESSAGES as M } from '@skiclub/shared/releases';
import { ApiError } from './http';

/** Limits of one upload; bytes unless said otherwise. */
export interface ArchiveLimits {
  /** Largest archive (request body), bytes. */
  archiveMaxBytes: number;
  /** Largest unpacked file, bytes. */
  fileMaxBytes: number;
  /** Largest total of the unpacked files, bytes. */
  totalMaxBytes: number;
  /** Most files (folders not counted). */
  maxFiles: number;
}

/** Defaults: 50 MB archive, 20 MB per file, 200 MB in all, 5000 files. */
export const DEFAULT_ARCHIVE_LIMITS: Readonly<ArchiveLimits> = {
  archiveMaxBytes: 50 * 1024 * 1024,
  fileMaxBytes: 20 * 1024 * 1024,
  totalMaxBytes: 200 * 1024 * 1024,
  maxFiles: 5000,
};

/**
 * Reads {@link ArchiveLimits} from `env`: RELEASE_UPLOAD_MAX_BYTES, RELEASE_UPLOAD_FILE_MAX_BYTES,
 * RELEASE_UPLOAD_TOTAL_MAX_BYTES, RELEASE_UPLOAD_MAX_FILES (positive integers; others give the defaults).
 */
export function archiveLimits(env: Record<string, string | undefined> = process.env): ArchiveLimits {
  const num = (name: string, fallback: number) => {
    const n = Number(env[name]);
    return Number.isSafeInteger(n) && n > 0 ? n : fallback;
  };
  return {
    archiveMaxBytes: num('RELEASE_UPLOAD_MAX_BYTES', DEFAULT_ARCHIVE_LIMITS.archiveMaxBytes),
    fileMaxBytes: num('RELEASE_UPLOAD_FILE_MAX_BYTES', DEFAULT_ARCHIVE_LIMITS.fileMaxBytes),
    totalMaxBytes: num('RELEASE_UPLOAD_TOTAL_MAX_BYTES', DEFAULT_ARCHIVE_LIMITS.totalMaxBytes),
    maxFiles: num('RELEASE_UPLOAD_MAX_FILES', DEFAULT_ARCHIVE_LIMITS.maxFiles),
  };
}

/** Archive formats the route reads, by media type. */
export type ArchiveKind = 'tar.gz' | 'zip';

/** What was unpacked: regular files and their total size in bytes. */
export interface Unpacked {
  files: number;
  bytes: number;
}

const unsafe = () => new ApiError(422, M.archiveUnsafePath);
const link = () => new ApiError(422, M.archiveLink);
const broken = () => new ApiError(422, M.archiveInvalid);
const tooLarge = () => new ApiError(413, M.archiveTooLarge);

/**
 * The safe relative path of an archive entry (`./a/b.js` → `a/b.js`), '' for the root itself.
 * @throws ApiError 422 for an absolute path, a drive letter, a backslash, a NUL or a `..` part
 */
export function safeEntryPath(name: string): string {
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) throw unsafe();
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) throw unsafe();
  return parts.join('/');
}

/** Counts files and bytes against the limits. */
class Budget {
  files = 0;
  bytes = 0;
  constructor(private readonly limits: ArchiveLimits) {}

  /** Takes one file of `size` bytes (from its header). @throws ApiError 413 */
  take(size: number): void {
    this.files += 1;
    this.bytes += size;
    if (size > this.limits.fileMaxBytes || this.bytes > this.limits.totalMaxBytes || this.files > this.limits.maxFiles) throw tooLarge();
  }
}

/** Writes one file under `root` (its folders made), after checking that it stays inside. */
async function put(root: string, rel: string, data: Buffer): Promise<void> {
  const target = path.resolve(root, rel);
  if (!target.startsWith(root + path.sep)) throw unsafe();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data, { flag: 'wx' }).catch(async (e: NodeJS.ErrnoException) => {
    // A second entry with the same name replaces the first, as tar and unzip do.
    if (e.code === 'EEXIST') await writeFile(target, data);
    else throw broken();
  });
}

/** tar entry types that are plain content. */
const TAR_FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

async function untar(archive: Buffer, root: string, limits: ArchiveLimits): Promise<Unpacked> {
  const budget = new Budget(limits);
  const writes: Promise<void>[] = [];
  let failure: unknown = null;
  await new Promise<void>((resolve) => {
    const parser = new Parser({ strict: true });
    const stop = (e: unknown) => {
      if (failure) return;
      failure = e;
      parser.abort(e instanceof Error ? e : new Error(String(e)));
      resolve();
    };
    parser.on('entry', (entry: ReadEntry) => {
      if (failure) return entry.resume();
      try {
        const rel = safeEntryPath(entry.path);
        if (entry.type === 'Directory') return entry.resume();
        if (!TAR_FILE_TYPES.has(entry.type)) throw link();
        if (!rel) throw broken();
        budget.take(entry.size);
        const chunks: Buffer[] = [];
        let got = 0;
        entry.on('data', (c: Buffer) => {
          got += c.length;
          if (got > limits.fileMaxBytes) stop(tooLarge());
          else chunks.push(c);
        });
        entry.on('end', () => {
          if (!failure) writes.push(put(root, rel, Buffer.concat(chunks)).catch(stop));
        });
      } catch (e) {
        entry.resume();
        stop(e);
      }
    });
    parser.on('error', (e: unknown) => stop(e instanceof ApiError ? e : broken()));
    parser.on('abort', () => resolve());
    parser.on('end', () => resolve());
    parser.on('close', () => resolve());
    parser.end(archive);
  });
  await Promise.allSettled(writes);
  if (failure) throw failure instanceof ApiError ? failure : broken();
  return { files: budget.files, bytes: budget.bytes };
}

/** Unix file type bits of a zip entry made on Unix (0 when the archive does not say). */
function zipMode(entry: yauzl.Entry): number {
  return (entry.externalFileAttributes >>> 16) & 0o170000;
}

/** Messages of yauzl's own file name checks (absolute, `..`, backslash). */
const YAUZL_PATH_ERROR = /absolute path|invalid relative path|invalid characters/i;

async function unzip(archive: Buffer, root: string, limits: ArchiveLimits): Promise<Unpacked> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (err, z) => (err || !z ? reject(broken()) : resolve(z))),
  );
  const budget = new Budget(limits);
  try {
    await new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => {
        zip.close();
        reject(e instanceof ApiError ? e : e instanceof Error && YAUZL_PATH_ERROR.test(e.message) ? unsafe() : broken());
      };
      zip.on('error', fail);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const rel = safeEntryPath(entry.fileName);
          const mode = zipMode(entry);
          const dir = entry.fileName.endsWith('/');
          if (mode !== 0 && mode !== 0o100000 && mode !== 0o040000) throw link();
          if (dir || mode === 0o040000) return;
          if (!rel) throw broken();
          budget.take(entry.uncompressedSize);
          const stream = await new Promise<NodeJS.ReadableStream>((res, rej) => zip.openReadStream(entry, (err, s) => (err || !s ? rej(err ?? broken()) : res(s))));
          const chunks: Buffer[] = [];
          let got = 0;
          for await (const c of stream) {
            const chunk = c as Buffer;
            got += chunk.length;
            if (got > limits.fileMaxBytes) throw tooLarge();
            chunks.push(chunk);
          }
          await put(root, rel, Buffer.concat(chunks));
        })().then(() => zip.readEntry(), fail);
      });
      zip.readEntry();
    });
  } finally {
    if (zip.isOpen) zip.close();
  }
  return { files: budget.files, bytes: budget.bytes };
}

/**
 * Unpacks `archive` into `root` (an existing empty folder).
 * @param archive the request body
 * @param kind its format, from the Content-Type
 * @returns the count and total bytes of the files written
 * @throws ApiError 413 over a limit of `limits`, 422 for a broken archive, an unsafe path or a
 *   link, device or other special entry (what was written so far stays: the caller removes `root`)
 */
export function unpackArchive(archive: Buffer, kind: ArchiveKind, root: string, limits: ArchiveLimits): Promise<Unpacked> {
  if (archive.length > limits.archiveMaxBytes) return Promise.reject(tooLarge());
  return kind === 'zip' ? unzip(archive, path.resolve(root), limits) : untar(archive, path.resolve(root), limits);
}
