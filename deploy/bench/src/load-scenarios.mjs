// Set-up and scenarios of `pnpm bench:load`. Everything goes through
// the composition host (its proxy counts), as a browser would: pages with Accept-Encoding, API
// calls with the member's bearer token.
import autocannon from 'autocannon';

/** Stock the product bought is set to before the runs (the API's largest allowed value, pieces). */
export const BENCH_STOCK = 1_000_000;
/** Password of the bench's members (meets the sign-up rules). */
const MEMBER_PASSWORD = 'Kayak#2026a';
/** Seconds before autocannon gives up on one answer. */
const TIMEOUT_S = 30;

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' };
const JSON_GET_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/**
 * A small JSON client for the set-up (not measured).
 * @param {string} base site URL
 * @returns {(method: string, path: string, o?: { token?: string, body?: unknown, expect?: number[] }) => Promise<{ status: number, json: any }>}
 *   throws Error with the answer when `expect` is given and the status is not in it
 */
export function apiClient(base) {
  return async (method, p, o = {}) => {
    const headers = { accept: 'application/json' };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const r = await fetch(base + p, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    const text = await r.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (o.expect && !o.expect.includes(r.status)) throw new Error(`${method} ${p} → ${r.status}: ${text.slice(0, 300)}`);
    return { status: r.status, json };
  };
}

/**
 * Signs in through the API (local human-verification token first).
 * @returns {Promise<{ token: string, user: unknown }>} the bearer token and the session user
 *   (what the site keeps in localStorage)
 */
export async function signIn(call, kullaniciAdiVeyaEmail, sifre) {
  const { json: t } = await call('GET', '/api/dogrulama/token?action=giris', { expect: [200] });
  const { json } = await call('POST', '/api/hesap/giris', { body: { kullaniciAdiVeyaEmail, sifre, beniHatirla: false, recaptchaToken: t.veri.token }, expect: [200] });
  return { token: json.veri.token, user: json.veri.kullanici ?? json.veri.user };
}

/** Signs up member `name` and signs it in; returns its token. */
async function newMember(call, name) {
  const { json: t } = await call('GET', '/api/dogrulama/token?action=kayit', { expect: [200] });
  await call('POST', '/api/hesap/kayit', {
    body: { ad: 'Yük', soyad: 'Testi', kullaniciAdi: name, email: `${name}@example.com`, gsm: '05551112233', sifre: MEMBER_PASSWORD, sifreTekrar: MEMBER_PASSWORD, recaptchaToken: t.veri.token },
    expect: [201],
  });
  return (await signIn(call, name, MEMBER_PASSWORD)).token;
}

/**
 * Prepares a fresh site for the runs: signs the demo admin in, picks an active product without
 * variants that the catalogue lists, sets its stock to {@link BENCH_STOCK}, collects product slugs
 * and search words, and creates `members` members (each with its own token).
 * @param {string} base site URL
 * @param {number} members how many members (the highest concurrency)
 * @returns {Promise<{ call: ReturnType<typeof apiClient>, adminToken: string, product: { id: string, urunAdi: string, fiyat: number }, slugs: string[], terms: string[], tokens: string[] }>}
 */
export async function prepare(base, members) {
  const call = apiClient(base);
  const { token: adminToken } = await signIn(call, 'admin', 'Admin12345!');
  const { json: list } = await call('GET', '/api/urun?page=1&pageSize=100', { expect: [200] });
  const items = list.veri.items;
  const { json: stock } = await call('GET', '/api/urun/stok', { token: adminToken, expect: [200] });
  const plain = new Set(stock.veri.filter((s) => s.aktif && s.varyantSayisi === 0).map((s) => s.id));
  const chosen = items.find((p) => plain.has(p.id) && p.urunVaryantlari.length === 0);
  if (!chosen) throw new Error('varyantsız, satışta bir ürün bulunamadı');
  const { json: detail } = await call('GET', `/api/urun/${chosen.id}/detay`, { token: adminToken, expect: [200] });
  await call('POST', `/api/urun/${chosen.id}/stok/guncelle`, {
    token: adminToken,
    body: { miktar: BENCH_STOCK, kritikSeviye: detail.veri.kritikSeviye, aciklama: 'pnpm bench:load' },
    expect: [200],
  });

  const slugs = items.map((p) => p.slug);
  // Search words: the first word of each product name (as a visitor would type it).
  const terms = [...new Set(items.map((p) => p.urunAdi.split(/\s+/)[0]).filter((w) => w && w.length >= 3))].slice(0, 12);
  if (terms.length === 0) terms.push('kayak');

  const tokens = [];
  for (let i = 0; i < members; i += 5) {
    const batch = [];
    for (let j = i; j < Math.min(members, i + 5); j += 1) batch.push(newMember(call, `yukuye${String(j + 1).padStart(3, '0')}`));
    tokens.push(...(await Promise.all(batch)));
  }
  return { call, adminToken, product: { id: chosen.id, urunAdi: chosen.urunAdi, fiyat: detail.veri.fiyat }, slugs, terms, tokens };
}

/** Empties every bench member's cart (between the cart and the checkout runs). */
export async function clearCarts(ctx) {
  for (let i = 0; i < ctx.tokens.length; i += 10) {
    await Promise.all(ctx.tokens.slice(i, i + 10).map((token) => ctx.call('DELETE', '/api/sepet/temizle', { token, expect: [200] })));
  }
}

/**
 * Orders in the database and the bench product's stock, as the admin API reports them.
 * @returns {Promise<{ orders: number, stock: number }>} counts, pieces
 */
export async function snapshot(ctx) {
  const { json: orders } = await ctx.call('GET', '/api/siparis/admin?page=1&pageSize=1', { token: ctx.adminToken, expect: [200] });
  const { json: detail } = await ctx.call('GET', `/api/urun/${ctx.product.id}/detay`, { token: ctx.adminToken, expect: [200] });
  return { orders: orders.veri.totalCount, stock: detail.veri.stokMiktari };
}

/** Delivery and invoice address JSON texts of the bench's orders (shared/src/schemas/order.ts). */
const ADDRESS = { ad: 'Yük', soyad: 'Testi', adSoyad: 'Yük Testi', adres: 'Kar Sokak 1', sehir: 'Erzurum', postaKodu: '25000', telefon: '05551112233', ulke: 'Türkiye' };
const ORDER_BODY = JSON.stringify({ teslimatAdresi: JSON.stringify(ADDRESS), faturaAdresi: JSON.stringify({ ...ADDRESS, email: 'yuk@example.com' }), paraBirimi: 'TL', notlar: null });

/**
 * The scenarios, each an autocannon `requests` sequence that every connection loops over.
 * `checkout` also records the orders created (`orders`) and counts order requests sent and answered.
 * @param {Awaited<ReturnType<typeof prepare>>} ctx
 */
export function scenarios(ctx) {
  let n = 0;
  const next = (list) => list[n++ % list.length];
  const cartBody = JSON.stringify({ urunId: ctx.product.id, miktar: 1 });
  const json = (token) => ({ 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` });

  // Members: a connection holds one member for its cart request or its whole checkout sequence,
  // so no two requests work on the same cart at once (as real visitors). With more connections
  // than members (or members kept by cut-off requests), members are shared round-robin.
  const free = ctx.tokens.map((_, i) => i);
  const busy = new Set();
  let rr = 0;
  const acquire = () => {
    const i = free.pop() ?? rr++ % ctx.tokens.length;
    busy.add(i);
    return i;
  };
  const release = (i) => {
    if (busy.delete(i)) free.push(i);
  };
  /** POST /api/sepet/ekle as a member taken for this connection (`context.member`). */
  const addToCart = (extra = {}) => ({
    method: 'POST',
    path: '/api/sepet/ekle',
    body: cartBody,
    setupRequest: (req, context) => {
      context.member = acquire();
      return { ...req, headers: json(ctx.tokens[context.member]) };
    },
    ...extra,
  });
  const checkout = {
    orders: /** @type {{ siparisNo: string, toplamTutar: number }[]} */ ([]),
    sent: 0,
    answered: 0,
  };
  /** Before a run: every member free again (the previous run's cut-off requests kept some). */
  const reset = () => {
    free.splice(0, free.length, ...ctx.tokens.map((_, i) => i));
    busy.clear();
  };

  return {
    checkout,
    reset,
    list: [
      {
        key: 'gezinme',
        label: 'gezinme: GET /, /urunler, /api/urun',
        requests: () => [
          { method: 'GET', path: '/', headers: PAGE_HEADERS },
          { method: 'GET', path: '/urunler', headers: PAGE_HEADERS },
          { method: 'GET', path: '/api/urun?page=1&pageSize=12', headers: JSON_GET_HEADERS },
        ],
      },
      {
        key: 'arama',
        label: 'arama: GET /api/urun?searchTerm=…',
        requests: () => [
          {
            method: 'GET',
            headers: JSON_GET_HEADERS,
            setupRequest: (req) => ({ ...req, path: `/api/urun?searchTerm=${encodeURIComponent(next(ctx.terms))}&page=1&pageSize=12` }),
          },
        ],
      },
      {
        key: 'ürün detayı',
        label: 'ürün detayı: GET /urun/<slug> + /api/urun/resolve/<slug>',
        requests: () => [
          {
            method: 'GET',
            headers: PAGE_HEADERS,
            setupRequest: (req, context) => {
              context.slug = next(ctx.slugs);
              return { ...req, path: `/urun/${context.slug}` };
            },
          },
          { method: 'GET', headers: JSON_GET_HEADERS, setupRequest: (req, context) => ({ ...req, path: `/api/urun/resolve/${context.slug}` }) },
        ],
      },
      {
        key: 'sepete ekle',
        label: 'sepete ekle: POST /api/sepet/ekle (üye)',
        requests: () => [addToCart({ onResponse: (_status, _body, context) => release(context.member) })],
      },
      {
        key: 'sipariş',
        label: 'sipariş: POST /api/sepet/ekle + /api/siparis/olustur (üye)',
        requests: () => [
          addToCart(),
          {
            method: 'POST',
            path: '/api/siparis/olustur',
            body: ORDER_BODY,
            setupRequest: (req, context) => {
              checkout.sent += 1;
              return { ...req, headers: json(ctx.tokens[context.member]) };
            },
            onResponse: (status, body, context) => {
              checkout.answered += 1;
              release(context.member);
              if (status === 201) {
                // A 201 the bench cannot read counts as an order of unknown size (the check reports it).
                let veri = { siparisNo: '?', toplamTutar: NaN };
                try {
                  veri = JSON.parse(body).veri;
                } catch {
                  /* kept as unknown */
                }
                checkout.orders.push({ siparisNo: veri.siparisNo, toplamTutar: veri.toplamTutar });
              }
            },
          },
        ],
      },
    ],
  };
}

/**
 * One autocannon run through the host.
 * @param {string} base site URL
 * @param {{ requests: object[], connections: number, duration?: number, amount?: number }} o
 *   `duration` seconds, or `amount` requests in all (every connection stops after its share, so
 *   no request is cut off at the end)
 * @returns {Promise<{ latencies: number[], statuses: Map<number, number>, seconds: number, errors: number, timeouts: number }>}
 */
export function runLoad(base, o) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const started = Date.now();
    const opts = { url: base, connections: o.connections, timeout: TIMEOUT_S, requests: o.requests };
    if (o.amount) opts.amount = o.amount;
    else opts.duration = o.duration;
    const instance = autocannon(opts, (err, result) => {
        if (err) return reject(err);
      resolve({ latencies, statuses, seconds: (Date.now() - started) / 1000, errors: result.errors, timeouts: result.timeouts });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}
