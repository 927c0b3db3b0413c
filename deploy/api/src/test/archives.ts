/**
 * Small archive writers for the publish tests: a tar.gz (ustar headers, gzip) and a zip (stored,
 * no compression) built byte by byte, so a test can write what no well-behaved packer writes —
 * `../` and absolute names, symbolic and hard links, devices.
 */
import { crc32, gzipSync } from 'node:zlib';

/** One archive entry: a file with its bytes, a folder, or a link or device. */
export interface ArchiveEntry {
  name: string;
  /** File content (files only). */
  data?: string | Buffer;
  /** Default 'file'. */
  type?: 'file' | 'dir' | 'symlink' | 'hardlink' | 'chardev';
  /** Link target (links only). */
  target?: string;
  /** Size written in the header when it should differ from the content (a lying header). */
  headerSize?: number;
}

const TAR_TYPES: Record<NonNullable<ArchiveEntry['type']>, string> = { file: '0', hardlink: '1', symlink: '2', chardev: '3', dir: '5' };

function octal(n: number, width: number): string {
  return `${n.toString(8).padStart(width - 1, '0')}\0`;
}

/** A ustar header block of one entry. */
function tarHeader(e: ArchiveEntry, size: number): Buffer {
  const h = Buffer.alloc(512);
  h.write(e.name, 0, 100, 'utf8');
  h.write(octal(e.type === 'dir' ? 0o755 : 0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(0, 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(TAR_TYPES[e.type ?? 'file'], 156, 'ascii');
  if (e.target) h.write(e.target, 157, 100, 'utf8');
  h.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** A gzip-compressed tar of `entries`. */
export function tarGz(entries: readonly ArchiveEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = e.type === undefined || e.type === 'file' ? Buffer.from(e.data ?? '') : Buffer.alloc(0);
    blocks.push(tarHeader(e, e.headerSize ?? data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

/** Unix mode bits of an entry, as a zip made on Unix stores them in its external attributes. */
function unixMode(e: ArchiveEntry): number {
  switch (e.type ?? 'file') {
    case 'dir':
      return 0o040755;
    case 'symlink':
      return 0o120777;
    case 'chardev':
      return 0o020644;
    default:
      return 0o100644;
  }
}

/** A zip of `entries` (stored; a link's content is its target, as zip tools write it). */
export function zip(entries: readonly ArchiveEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.type === 'dir' && !e.name.endsWith('/') ? `${e.name}/` : e.name, 'utf8');
    const data = e.type === 'symlink' ? Buffer.from(e.target ?? '') : e.type === 'dir' ? Buffer.alloc(0) : Buffer.from(e.data ?? '');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE((3 << 8) | 20, 4); // made on Unix
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(e.headerSize ?? data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE((unixMode(e) << 16) >>> 0, 38);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const centralBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}
