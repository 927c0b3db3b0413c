// Page metadata a link preview or a search engine can read without running JavaScript
// (member spec §2 News detail, Product detail, Gallery detail): the host fetches the title, text,
// keywords and picture of /haber/:slug, /urun/:slugOrId and /galeri/:id from the API it proxies
// to and writes them into the shell's HTML. A short, bounded cache keeps repeat visits off the
// API; a timeout makes a slow or absent API cost a page nothing but its tags.

/** Site name: the suffix of every page title (as the shell's `document.title`) and og:site_name. */
export const SITE_NAME = 'Kayak Kulübü';
/** Longest description written into a page, in characters (spec §2 News detail: 160). */
export const DESCRIPTION_MAX = 160;
/** How long the page waits for the API before it is served without tags, in ms. */
export const META_TIMEOUT_MS = 800;
/** How long an answer (found or not found) is kept, in ms. */
export const META_TTL_MS = 60_000;
/** How long a failed or slow answer is remembered before the API is asked again, in ms. */
export const META_ERROR_TTL_MS = 5_000;
/** Most answers kept at once; the oldest goes first. */
export const META_MAX_ENTRIES = 500;
/** How long a fetch started for a page may run on in the background to fill the cache, in ms. */
export const META_FETCH_LIMIT_MS = 5_000;

/**
 * Escapes text for an HTML text node or a double- or single-quoted attribute.
 * @param {unknown} value any value; null and undefined give ''
 * @returns {string}
 */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * Plain text of a short HTML or multi-line text: tags dropped, common entities read, white space
 * collapsed, cut to `max` characters (on a word boundary when one is near, with '…').
 * @param {string|null|undefined} text
 * @param {number} [max] characters
 * @returns {string}
 */
export function plainText(text, max = DESCRIPTION_MAX) {
  const flat = String(text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The description of a news page (member spec §2 News detail: the first 160 characters of the
 * text), written exactly as the page itself sets it (mf-catalog newsMeta.ts `metaDescription`;
 * a test holds the two to one result): white space folded to single spaces, then the first 160
 * characters, uncut words and no ellipsis. The summary (ozet) is not used, so a link preview
 * says what the open page says.
 * @param {string|null|undefined} icerik the news text
 * @returns {string}
 */
export function newsDescription(icerik) {
  return Array.from(String(icerik ?? '').replace(/\s+/g, ' ').trim()).slice(0, DESCRIPTION_MAX).join('');
}

/**
 * The site's absolute address for a request: PUBLIC_URL when set, else the request's protocol
 * and Host header (a Host that is not a plain host name and port gives `localhost`).
 * @param {{ protocol: string, headers: Record<string, string|string[]|undefined> }} req
 * @param {string} [publicUrl]
 * @returns {string} origin without a trailing slash, e.g. `https://kayakkulubu.example`
 */
export function siteOrigin(req, publicUrl) {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const raw = req.headers.host;
  const host = typeof raw === 'string' && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(raw) ? raw : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * An absolute URL of a path or URL from the API (`/uploads/...`, `https://...`).
 * @param {string} origin site origin from {@link siteOrigin}
 * @param {string|null|undefined} url
 * @returns {string|null} null for an empty value or a scheme other than http(s)
 */
export function absoluteUrl(origin, url) {
  if (!url) return null;
  try {
    const u = new URL(url, `${origin}/`);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {object} PageMeta What the API says about one page.
 * @property {string} title page title without the site suffix (og:title)
 * @property {string} description plain text, at most {@link DESCRIPTION_MAX} characters
 * @property {string|null} keywords comma separated
 * @property {string|null} image picture path or URL as the API gives it
 * @property {string} path canonical path, e.g. `/haber/kampa-kayitlar-basladi`
 * @property {'article'|'product'|'website'} type og:type
 */

/** One decoded path segment, re-encoded for the API; null when it does not decode. */
function segment(raw) {
  try {
    const s = decodeURIComponent(raw);
    return s && !s.includes('/') ? encodeURIComponent(s) : null;
  } catch {
    return null;
  }
}

/**
 * The pages that get metadata: their path pattern and how to ask the API.
 * `load(get, key)` returns the page's {@link PageMeta}, or null when the API does not know it.
 */
const KINDS = [
  {
    pattern: /^\/haber\/([^/]+)\/?$/,
    /** GET /api/haber/:slug → News. */
    async load(get, key) {
      const n = await get(`/api/haber/${key}`);
      if (!n) return null;
      return {
        title: String(n.baslik ?? ''),
        description: newsDescription(n.icerik),
        keywords: n.anahtarKelimeler ? String(n.anahtarKelimeler) : null,
        image: n.kapakGorselUrl ?? null,
        path: `/haber/${encodeURIComponent(String(n.slug ?? decodeURIComponent(key)))}`,
        type: 'article',
      };
    },
  },
  {
    pattern: /^\/urun\/([^/]+)\/?$/,
    /** GET /api/urun/resolve/:slugOrId → ProductDetail (spec §3). */
    async load(get, key) {
      const p = await get(`/api/urun/resolve/${key}`);
      if (!p) return null;
      const words = [p.urunAdi, p.kategoriAdi ?? p.urunKategori?.kategoriAdi].filter(Boolean);
      return {
        title: String(p.urunAdi ?? ''),
        description: plainText(p.kisaAciklama || p.aciklama),
        keywords: words.length ? words.join(', ') : null,
        image: p.anaGorselUrl ?? p.urunResimleri?.[0]?.resimUrl ?? null,
        path: `/urun/${encodeURIComponent(String(p.slug ?? decodeURIComponent(key)))}`,
        type: 'product',
      };
    },
  },
  {
    pattern: /^\/galeri\/([^/]+)\/?$/,
    /** GET /api/galeri/:id → Gallery, GET /api/galeriresim/galeri/:galeriId → its pictures (spec §3). */
    async load(get, key) {
      const [g, images] = await Promise.all([get(`/api/galeri/${key}`), get(`/api/galeriresim/galeri/${key}`).catch(() => null)]);
      if (!g) return null;
      const words = [g.galeriAdi, g.kampAdi].filter(Boolean);
      return {
        title: String(g.galeriAdi ?? ''),
        description: plainText(g.aciklama || (g.kampAdi ? `${g.kampAdi} fotoğrafları` : `${g.galeriAdi} fotoğrafları`)),
        keywords: words.length ? words.join(', ') : null,
        image: Array.isArray(images) ? (images[0]?.resimYolu ?? null) : null,
        path: `/galeri/${encodeURIComponent(String(g.id ?? decodeURIComponent(key)))}`,
        type: 'website',
      };
    },
  },
];

/** Thrown by the API reader for an answer that is neither the data nor a 404. */
class ApiUnavailable extends Error {}

/**
 * Reads `veri` of an API envelope at `apiUrl + path`.
 * @returns {Promise<unknown|null>} the data, or null for a 404
 * @throws {ApiUnavailable} on any other status, a bad body, a network error or the time limit
 */
async function apiData(apiUrl, path, signal) {
  let res;
  try {
    res = await fetch(`${apiUrl}${path}`, { headers: { accept: 'application/json' }, signal });
  } catch (e) {
    throw new ApiUnavailable(e instanceof Error ? e.message : String(e));
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ApiUnavailable(`API ${res.status}`);
  }
  try {
    const body = await res.json();
    return body && typeof body === 'object' && 'veri' in body ? body.veri : null;
  } catch {
    throw new ApiUnavailable('API: bad body');
  }
}

/**
 * A cache of answers keyed by string, holding at most `max`, each until its own expiry (ms).
 * Insertion order is age order: the oldest entry is dropped first.
 */
function boundedCache(max, now) {
  const map = new Map();
  return {
    get(key) {
      const e = map.get(key);
      if (!e) return undefined;
      if (e.until <= now()) {
        map.delete(key);
        return undefined;
      }
      return e;
    },
    set(key, value, ttl) {
      map.delete(key);
      map.set(key, { value, until: now() + ttl });
      while (map.size > max) map.delete(map.keys().next().value);
    },
    get size() {
      return map.size;
    },
  };
}

/**
 * Creates the page metadata reader.
 * @param {{ apiUrl: string, timeoutMs?: number, ttlMs?: number, errorTtlMs?: number, maxEntries?: number, fetchLimitMs?: number, now?: () => number }} o
 *   times in ms; `now` is the clock (tests)
 * @returns {{ forPath(path: string): Promise<PageMeta|null>, readonly size: number }}
 *   `forPath` never throws: null when the path is not a page with metadata, the API does not
 *   know it, fails, or does not answer within `timeoutMs` (the fetch then runs on, up to
 *   `fetchLimitMs`, and fills the cache for the next visit).
 */
export function createMetaSource({
  apiUrl,
  timeoutMs = META_TIMEOUT_MS,
  ttlMs = META_TTL_MS,
  errorTtlMs = META_ERROR_TTL_MS,
  maxEntries = META_MAX_ENTRIES,
  fetchLimitMs = META_FETCH_LIMIT_MS,
  now = Date.now,
}) {
  const cache = boundedCache(maxEntries, now);
  /** @type {Map<string, Promise<PageMeta|null>>} */
  const inFlight = new Map();

  function load(kind, key, cacheKey) {
    const running = inFlight.get(cacheKey);
    if (running) return running;
    const signal = AbortSignal.timeout(fetchLimitMs);
    const p = kind
      .load((path) => apiData(apiUrl, path, signal), key)
      .then(
        (meta) => {
          cache.set(cacheKey, meta, ttlMs);
          return meta;
        },
        () => {
          cache.set(cacheKey, null, errorTtlMs);
          return null;
        },
      )
      .finally(() => inFlight.delete(cacheKey));
    inFlight.set(cacheKey, p);
    return p;
  }

  return {
    async forPath(path) {
      for (const kind of KINDS) {
        const m = kind.pattern.exec(path);
        if (!m) continue;
        const key = segment(m[1]);
        if (!key) return null;
        const cacheKey = `${kind.pattern.source}|${key}`;
        const hit = cache.get(cacheKey);
        if (hit) return hit.value;
        let timer;
        const late = new Promise((resolve) => {
          timer = setTimeout(() => resolve(null), timeoutMs);
        });
        try {
          return await Promise.race([load(kind, key, cacheKey), late]);
        } finally {
          clearTimeout(timer);
        }
      }
      return null;
    },
    get size() {
      return cache.size;
    },
  };
}

/**
 * The shell's HTML with the page's metadata: its <title>, description and keywords replaced,
 * canonical link and Open Graph tags added, every value HTML-escaped.
 * @param {string} html the shell's index.html
 * @param {PageMeta} meta
 * @param {string} origin site origin from {@link siteOrigin}
 * @returns {string}
 */
export function injectMeta(html, meta, origin) {
  const url = `${origin}${meta.path}`;
  const image = absoluteUrl(origin, meta.image);
  const title = meta.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    meta.keywords ? `<meta name="keywords" content="${escapeHtml(meta.keywords)}">` : '',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:type" content="${escapeHtml(meta.type)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title || SITE_NAME)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["'](?:description|keywords)["'][^>]*>/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>/gi, '');
  // Before </head>, so <meta charset> stays within the first bytes of the page.
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, (h) => `${tags}${h}`);
  return `${tags}${stripped}`;
}
