// Figures and checks of `pnpm bench:load`: latency percentiles from the
// raw response times, the consistency verdict (orders and stock after the run) and the Markdown
// table. Pure functions, no I/O.

/**
 * Percentile by the nearest-rank method.
 * @param {number[]} sorted response times in ms, ascending
 * @param {number} p 0-100
 * @returns {number|null} ms, null for no samples
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * One scenario × concurrency measurement.
 * @param {{ latencies: number[], statuses: Map<number, number>, seconds: number, errors: number, timeouts: number }} raw
 *   latencies in ms of every answered request, answered requests by status code, wall time in
 *   seconds, autocannon's connection errors (timeouts included) and timeouts
 * @returns {{ requests: number, rps: number, p50: number|null, p95: number|null, p99: number|null, errors: number, timeouts: number, non2xx: number, statusNote: string }}
 *   `errors`: non-2xx answers + connection errors + timeouts
 */
export function summarize(raw) {
  const sorted = [...raw.latencies].sort((a, b) => a - b);
  let non2xx = 0;
  const notes = [];
  for (const [status, n] of [...raw.statuses].sort((a, b) => a[0] - b[0])) {
    if (status < 200 || status > 299) {
      non2xx += n;
      notes.push(`${status}×${n}`);
    }
  }
  if (raw.timeouts) notes.push(`zaman aşımı×${raw.timeouts}`);
  const connErrors = raw.errors - raw.timeouts;
  if (connErrors > 0) notes.push(`bağlantı hatası×${connErrors}`);
  return {
    requests: sorted.length,
    rps: raw.seconds > 0 ? sorted.length / raw.seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: non2xx + raw.errors,
    timeouts: raw.timeouts,
    non2xx,
    statusNote: notes.join(', '),
  };
}

/**
 * Nothing lost: the orders the run was told were created are in the database, and the stock of
 * the product bought went down by exactly the units of those orders.
 * @param {object} o
 * @param {number} o.ordersBefore orders in the database before the checkout runs
 * @param {number} o.ordersAfter orders in the database after them
 * @param {{ siparisNo: string, toplamTutar: number }[]} o.created 201 answers of POST /api/siparis/olustur
 * @param {number} o.unanswered order requests sent without an answer (timeouts): outcome unknown
 * @param {number} o.stockBefore stock of the product bought before the runs (pieces)
 * @param {number} o.stockAfter its stock afterwards (pieces)
 * @param {number} o.unitPrice its price (TL); every order holds only this product
 * @returns {{ ok: boolean, lines: string[], soldUnits: number }} `lines`: Turkish findings, one per difference
 */
export function checkConsistency(o) {
  const lines = [];
  const numbers = new Set(o.created.map((c) => c.siparisNo));
  if (numbers.size !== o.created.length) lines.push(`aynı sipariş numarası birden çok yanıtta: ${o.created.length - numbers.size}`);

  let soldUnits = 0;
  let odd = 0;
  for (const c of o.created) {
    const units = c.toplamTutar / o.unitPrice;
    const whole = Math.round(units);
    if (!Number.isFinite(units) || whole < 1 || Math.abs(units - whole) > 1e-6) odd += 1;
    else soldUnits += whole;
  }
  if (odd) lines.push(`tutarı birim fiyatın katı olmayan sipariş: ${odd}`);

  const newOrders = o.ordersAfter - o.ordersBefore;
  const sold = o.stockBefore - o.stockAfter;
  if (o.unanswered === 0) {
    if (newOrders !== o.created.length) lines.push(`sipariş: ${o.created.length} başarılı yanıt, veritabanında ${newOrders} yeni sipariş (fark ${newOrders - o.created.length})`);
    if (sold !== soldUnits) lines.push(`stok: ${o.stockBefore} − ${soldUnits} satılan = ${o.stockBefore - soldUnits} beklenirken ${o.stockAfter} (fark ${o.stockAfter - (o.stockBefore - soldUnits)})`);
  } else {
    // A request cut off by a timeout may still have been carried out: it may add orders and
    // units, never remove them.
    const extraOrders = newOrders - o.created.length;
    if (extraOrders < 0 || extraOrders > o.unanswered) lines.push(`sipariş: ${o.created.length} başarılı yanıt + en çok ${o.unanswered} yanıtsız istek, veritabanında ${newOrders} yeni sipariş`);
    if (sold < soldUnits) lines.push(`stok: ${soldUnits} adet satıldı, stok yalnızca ${sold} adet düştü`);
    if (sold > soldUnits && extraOrders === 0) lines.push(`stok: ${sold} adet düştü, siparişlerde ${soldUnits} adet var`);
  }
  return { ok: lines.length === 0, lines, soldUnits };
}

const fmt = (v, digits = 0) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));

/**
 * The table of one database.
 * @param {{ scenario: string, connections: number, s: ReturnType<typeof summarize> }[]} rows
 * @returns {string} Markdown
 */
export function table(rows) {
  const out = ['| senaryo | eşzamanlı | istek | istek/s | p50 ms | p95 ms | p99 ms | hata | not |', '|---|---:|---:|---:|---:|---:|---:|---:|---|'];
  for (const r of rows) {
    out.push(`| ${r.scenario} | ${r.connections} | ${r.s.requests} | ${fmt(r.s.rps)} | ${fmt(r.s.p50, 1)} | ${fmt(r.s.p95, 1)} | ${fmt(r.s.p99, 1)} | ${r.s.errors} | ${r.s.statusNote} |`);
  }
  return out.join('\n');
}
