// /robots.txt and /sitemap.xml: what search engines may read and the list of public
// pages — the parameterless public pages of the merged route table, active products, news and
// galleries from the API — built on request and kept briefly.
import { escapeHtml } from './meta.mjs';

/** Path prefixes closed to crawlers (accounts, admin, API, cart and checkout). */
export const DISALLOWED = ['/admin', '/api', '/hesap', '/profil', '/sepet', '/odeme'];
/** How long a built sitemap is kept, in ms. */
export const SITEMAP_TTL_MS = 60_000;
/** How long a sitemap built while a source failed is kept, in ms. */
export const SITEMAP_ERROR_TTL_MS = 5_000;
/** Time limit of one API call made for the sitemap, in ms. */
export const SITEMAP_FETCH_MS = 3_000;
/** Most pages of a paged list read for the sitemap (products: 100 each, news: 50 each). */
export const SITEMAP_MAX_PAGES = 100;

/**
 * robots.txt: everything allowed except {@link DISALLOWED}, and the sitemap's address.
 * @param {string} origin site origin, e.g. `https://kayakkulubu.example`
 * @returns {string}
 */
export function robotsTxt(origin) {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** True when robots.txt closes `path` (prefix match, as crawlers read Disallow). */
export function isDisallowed(path) {
  return DISALLOWED.some((p) => path.startsWith(p));
}

/**
 * @typedef {{ path: string, lastmod?: string|null }} SitemapEntry path from the site root;
 *   lastmod an ISO date-time (written as its date)
 */

/**
 * The sitemap XML of `entries` under `origin`, each location escaped.
 * @param {string} origin
 * @param {SitemapEntry[]} entries
 * @returns {string}
 */
export function sitemapXml(origin, entries) {
  const urls = entries.map(({ path, lastmod }) => {
    const day = lastmod && /^\d{4}-\d{2}-\d{2}/.test(lastmod) ? lastmod.slice(0, 10) : null;
    return `<url><loc>${escapeHtml(`${origin}${path}`)}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `veri` of the API envelope at `apiUrl + path`; throws on anything but a 2xx envelope. */
async function apiData(apiUrl, path, fetchMs) {
  const res = await fetch(`${apiUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(fetchMs) });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`API ${res.status} ${path}`);
  }
  const body = await res.json();
  return body?.veri;
}

/** Every item of a paged list (items, totalPages), up to {@link SITEMAP_MAX_PAGES} pages. */
async function allPages(apiUrl, base, pageSize, fetchMs) {
  const items = [];
  for (let page = 1; page <= SITEMAP_MAX_PAGES; page++) {
    const veri = await apiData(apiUrl, `${base}?page=${page}&pageSize=${pageSize}`, fetchMs);
    if (!Array.isArray(veri?.items)) throw new Error(`API ${base}: no items`);
    items.push(...veri.items);
    if (page >= (Number(veri.totalPages) || 0)) break;
  }
  return items;
}

/**
 * Creates the sitemap builder.
 * @param {{ apiUrl: string, routes: () => Promise<{ path: string, guard?: string }[]>, hasPage: (path: string) => Promise<boolean>, ttlMs?: number, errorTtlMs?: number, fetchMs?: number, now?: () => number }} o
 *   `routes` gives the merged route table, `hasPage` the host's 200/404 rule; times in ms
 * @returns {{ xml(origin: string): Promise<string> }} `xml` never throws: a source the API
 *   cannot give (down, slow, failing) is left out and the result kept only briefly
 */
export function createSitemap({ apiUrl, routes, hasPage, ttlMs = SITEMAP_TTL_MS, errorTtlMs = SITEMAP_ERROR_TTL_MS, fetchMs = SITEMAP_FETCH_MS, now = Date.now }) {
  /** @type {Map<string, { xml: string, until: number }>} */
  const cache = new Map();

  async function build(origin) {
    const seen = new Set();
    /** @type {SitemapEntry[]} */
    const entries = [];
    const add = (path, lastmod) => {
      if (seen.has(path) || isDisallowed(path)) return;
      seen.add(path);
      entries.push({ path, lastmod });
    };
    for (const r of await routes()) {
      if (r.guard === 'public' && !r.path.includes(':') && !r.path.includes('*')) add(r.path, null);
    }
    const sources = [
      {
        probe: '/urun/x',
        load: async () => (await allPages(apiUrl, '/api/urun', 100, fetchMs)).map((p) => ({ path: `/urun/${encodeURIComponent(p.slug ?? p.id)}`, lastmod: p.olusturmaTarihi })),
      },
      {
        probe: '/haber/x',
        load: async () => (await allPages(apiUrl, '/api/haber', 50, fetchMs)).map((n) => ({ path: `/haber/${encodeURIComponent(n.slug)}`, lastmod: n.yayinlanmaTarihi })),
      },
      {
        probe: '/galeri/x',
        load: async () => {
          const list = await apiData(apiUrl, '/api/galeri', fetchMs);
          if (!Array.isArray(list)) throw new Error('API /api/galeri: no list');
          return list.map((g) => ({ path: `/galeri/${encodeURIComponent(g.id)}`, lastmod: g.olusturmaTarihi }));
        },
      },
    ];
    let failed = false;
    const lists = await Promise.all(
      sources.map(async (s) => {
        // A page type no live route serves would answer 404: it is not listed.
        if (!(await hasPage(s.probe))) return [];
        try {
          return await s.load();
        } catch {
          failed = true;
          return [];
        }
      }),
    );
    for (const list of lists) for (const e of list) add(e.path, e.lastmod);
    return { xml: sitemapXml(origin, entries), failed };
  }

  return {
    async xml(origin) {
      const hit = cache.get(origin);
      if (hit && hit.until > now()) return hit.xml;
      const { xml, failed } = await build(origin);
      cache.delete(origin);
      cache.set(origin, { xml, until: now() + (failed ? errorTtlMs : ttlMs) });
      // A few origins at most (PUBLIC_URL, or the Host names the site is reached by).
      while (cache.size > 8) cache.delete(cache.keys().next().value);
      return xml;
    },
  };
}
