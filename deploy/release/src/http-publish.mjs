// Publishing over HTTP with a deploy key: packs a remote's build folder as a tar.gz in
// memory (`tar`) and sends it to the site's API (POST /api/yayinlar/yayinla/<remote>, key in the
// X-Deploy-Key header). The site publishes it without making it live and answers the version and
// whether it could go live now.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { create } from 'tar';

/** Header of the deploy key (the API reads no other credential on that route). */
export const DEPLOY_KEY_HEADER = 'X-Deploy-Key';

/**
 * @typedef {{ remote: string, version: string, yeni: boolean, dosyaSayisi: number, boyut: number,
 *   uyumluluk: { uygun: boolean, nedenler: string[] } }} KeyPublishResult
 */

/** Thrown when the site refuses the build (or cannot be reached); `message` is the site's Turkish text. */
export class HttpPublishError extends Error {
  /**
   * @param {string} message
   * @param {number} status HTTP status, 0 when there was no answer
   * @param {Record<string, string>} [fields] the answer's field errors (`hatalar`)
   */
  constructor(message, status, fields = {}) {
    super(message);
    this.name = 'HttpPublishError';
    this.status = status;
    this.fields = fields;
  }
}

/**
 * The build folder as a gzip-compressed tar in memory, paths relative to the folder
 * (`mf-manifest.json` at the root), without owner names or times that differ between machines.
 * @param {string} distDir
 * @returns {Promise<Buffer>}
 */
export async function packDist(distDir) {
  const entries = (await fs.readdir(distDir)).sort();
  /** @type {Buffer[]} */
  const chunks = [];
  const stream = create({ gzip: true, cwd: distDir, portable: true, noMtime: true }, entries);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Sends a build to the site with a deploy key.
 * @param {{ url: string, key: string, distDir: string, name?: string, notes?: string|null, fetch?: typeof fetch }} o
 *   url: the site (e.g. https://kayak.example); name: the remote, else the manifest's `name`;
 *   notes: release notes kept with the new version (query `notlar`, at most 2000 characters)
 * @returns {Promise<{ veri: KeyPublishResult, mesaj: string }>}
 * @throws HttpPublishError with the site's message when it refuses (401 key, 403 remote, 413 size,
 *   415 type, 422 archive or build) or cannot be reached; Error when the folder has no readable
 *   mf-manifest.json and no name is given
 */
export async function publishOverHttp({ url, key, distDir, name, notes = null, fetch: fetchImpl = fetch }) {
  const dir = path.resolve(distDir);
  const remote = name ?? JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8')).name;
  if (typeof remote !== 'string' || !remote) throw new Error(`${dir}/mf-manifest.json içinde "name" yok`);
  const archive = await packDist(dir);
  const query = notes ? `?${new URLSearchParams({ notlar: notes })}` : '';
  const target = `${url.replace(/\/+$/, '')}/api/yayinlar/yayinla/${encodeURIComponent(remote)}${query}`;
  let res;
  try {
    res = await fetchImpl(target, { method: 'POST', headers: { 'content-type': 'application/gzip', [DEPLOY_KEY_HEADER]: key }, body: archive });
  } catch (e) {
    throw new HttpPublishError(`Siteye ulaşılamadı (${target}): ${e instanceof Error ? e.message : String(e)}`, 0);
  }
  /** @type {{ basarili?: boolean, veri?: KeyPublishResult, mesaj?: string, hatalar?: Record<string, string> } | null} */
  const answer = await res.json().catch(() => null);
  if (!res.ok || !answer?.basarili || !answer.veri) {
    throw new HttpPublishError(answer?.mesaj || `Site ${res.status} yanıtı verdi.`, res.status, answer?.hatalar ?? {});
  }
  return { veri: answer.veri, mesaj: answer.mesaj ?? '' };
}
