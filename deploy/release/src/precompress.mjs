// Writes .br and .gz copies next to every compressible file of a build folder, once, so the
// composition host (or a CDN) serves compressed bytes without compressing on each request.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Files that get .br/.gz copies (the host serves those copies in their place). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Files below this size (bytes) are sent as they are. */
export const MIN_BYTES = 1024;

async function files(dir) {
  const out = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(p)));
    else if (COMPRESSIBLE.test(e.name)) out.push(p);
  }
  return out;
}

/**
 * Writes `file` under a temporary name and renames it into place: a host serving the folder (or a
 * second `pnpm start` compressing the same build) never reads a half-written copy.
 */
async function writeWhole(file, data) {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/**
 * Precompresses a folder (brotli quality 9, gzip level 9). Existing copies newer than their
 * source are kept.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, brBytes: number }>} counts of what was written
 */
export async function precompress(dir) {
  let count = 0;
  let bytes = 0;
  let brBytes = 0;
  for (const f of await files(dir)) {
    const stat = await fs.stat(f);
    if (stat.size < MIN_BYTES) continue;
    const fresh = await fs.stat(`${f}.br`).then((s) => s.mtimeMs >= stat.mtimeMs, () => false);
    if (fresh) continue;
    const buf = await fs.readFile(f);
    const br = await brotli(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });
    await writeWhole(`${f}.br`, br);
    await writeWhole(`${f}.gz`, await gzip(buf, { level: 9 }));
    count += 1;
    bytes += buf.length;
    brBytes += br.length;
  }
  return { files: count, bytes, brBytes };
}
