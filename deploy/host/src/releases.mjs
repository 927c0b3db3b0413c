// The live releases as the host routes, hints and serves them, from the release store's state:
// releases.json in the data folder, or the database when the store runs on PostgreSQL
// (@skiclub/release state.mjs). Re-read only when the store's stamp changes, so a page request
// costs a stat or one small query.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stateOf } from '@skiclub/release';

/**
 * @typedef {{ remotes: Record<string, any>, updatedAt?: string }} ReleasesJson
 * @typedef {{ stamp: string, text: string, etag: string, releases: ReleasesJson }} ReleasesSnapshot
 *   text: the releases.json body as served; etag: its strong ETag (a hash of the body)
 */

/**
 * @param {string} dataDir the release store's data folder
 * @returns {{ current: () => Promise<ReleasesSnapshot|null> }} current: null while nothing is
 *   published yet; the last good snapshot while the state cannot be read (a database hiccup must
 *   not empty the site); throws when it never could be read
 */
export function createReleaseSource(dataDir) {
  /** @type {ReleasesSnapshot|null} */
  let cached = null;
  return {
    async current() {
      try {
        const state = stateOf(dataDir);
        const stamp = await state.stamp();
        if (stamp === 'none') return null;
        if (cached?.stamp === stamp) return cached;
        // The file store's file is served as written; the database's state as releases.json's JSON.
        const text = state.kind === 'file' ? await fs.readFile(path.join(dataDir, 'releases.json'), 'utf8') : `${JSON.stringify(await state.readReleases(), null, 2)}\n`;
        const releases = JSON.parse(text);
        if (!releases?.remotes || typeof releases.remotes !== 'object') throw new Error('releases.json bir sürüm listesi değil');
        cached = { stamp, text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`, releases };
        return cached;
      } catch (e) {
        // Unreadable or half-written: the last good list, until the store answers again.
        if (cached) return cached;
        throw e;
      }
    },
  };
}
