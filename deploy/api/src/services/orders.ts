/**
 * Shop orders (member spec §2 checkout, my orders and order detail, §3 Order, §4 order
 * status and checkout flow, §7 /api/siparis). An order is built from the member's cart in one
 * transaction: the cart lines are claimed (`DELETE … RETURNING`), each line's stock is taken with
 * a conditional UPDATE (`stok >= miktar`, in a fixed row order so parallel buyers never deadlock)
 * whose RETURNING gives the price, and the order and its lines are written; any shortage rolls
 * everything back (stock, cart, order). Money is summed in integer kuruş. A member only ever sees
 * their own orders: another member's answers 404, as an unknown one. Cancelling (status 1-2) gives
 * the stock back; a failed payment or 30 unpaid minutes also puts the lines back in the cart.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  ORDER_HOLD_MS,
  ORDER_MESSAGES,
  ORDER_STATUS_CODE,
  orderStatusText,
  type Order,
  type OrderCreated,
  type OrderCreateInput,
  type OrderLine,
  type OrderPage,
  type OrderUpdateInput,
} from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { odemeIslemleri, sepetOgeleri, siparisDetaylari, siparisler, urunler, urunVaryantlari } from '../db/schema';
import { ApiError, isUuid, notFound } from '../lib/http';
import { fromKurus, kurusToText, toKurus } from '../lib/money';
import { todayInTurkey } from './camp-registration';
import { recordOrderStockMovements } from './stock';

type OrderRow = typeof siparisler.$inferSelect;
type LineRow = typeof siparisDetaylari.$inferSelect;

/** Statuses in which the member may still edit or cancel (1 Beklemede, 2 Onaylandı). */
const EDITABLE_STATUSES = [ORDER_STATUS_CODE.beklemede, ORDER_STATUS_CODE.onaylandi];

const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new readable order number: 'SP-', the Turkish calendar day and 6 random characters, e.g. 'SP-20261124-7K3QX9'. */
export function newOrderNumber(now: Date = new Date()): string {
  const random = [...randomBytes(6)].map((b) => NUMBER_ALPHABET[b % NUMBER_ALPHABET.length]).join('');
  return `SP-${todayInTurkey(now).replace(/-/g, '')}-${random}`;
}

/** Key of a cart line in `hatalar`: the product id, or `urunId:varyantId`. */
function lineKey(urunId: string, urunVaryantId: string | null): string {
  return urunVaryantId ? `${urunId}:${urunVaryantId}` : urunId;
}

/** Orders lines and cart lines the same way, so stock rows are always locked in one order. */
function byRow<T extends { urunId: string; urunVaryantId: string | null }>(a: T, b: T): number {
  return a.urunId.localeCompare(b.urunId) || (a.urunVaryantId ?? '').localeCompare(b.urunVaryantId ?? '');
}

/**
 * POST /api/siparis/olustur: the order from the member's whole cart, with the database's prices
 * (variant tlFiyati, else product fiyat), stock taken and the cart emptied, in one transaction.
 * An order whose total is 0 is paid at once (status 2).
 * @param input the parsed body (orderCreateSchema: addresses as objects)
 * @returns the new order's id, number and total (TL)
 * @throws ApiError 422 'Sepetiniz boş! …' for an empty cart; 409 'Sepetinizde sorunlu ürünler
 *   var. …' with `hatalar[urunId or urunId:varyantId]` = 'Yetersiz stok: <ad> (en fazla N adet)'
 *   or 'Ürün artık satışta değil: <ad>' — nothing is written then
 */
export async function createOrder(db: Database, userId: string, input: OrderCreateInput, now: Date = new Date()): Promise<OrderCreated> {
  return db.transaction(async (tx) => {
    const cart = await tx
      .delete(sepetOgeleri)
      .where(eq(sepetOgeleri.kullaniciId, userId))
      .returning({ urunId: sepetOgeleri.urunId, urunVaryantId: sepetOgeleri.urunVaryantId, miktar: sepetOgeleri.miktar });
    if (cart.length === 0) throw new ApiError(422, ORDER_MESSAGES.emptyCart);
    cart.sort(byRow);

    const productIds = [...new Set(cart.map((l) => l.urunId))];
    const products = await tx
      .select({ id: urunler.id, urunAdi: urunler.urunAdi, aktif: urunler.aktif, anaResim: urunler.anaResim })
      .from(urunler)
      .where(inArray(urunler.id, productIds));
    const variants = await tx
      .select({ id: urunVaryantlari.id, urunId: urunVaryantlari.urunId, varyantAdi: urunVaryantlari.varyantAdi })
      .from(urunVaryantlari)
      .where(inArray(urunVaryantlari.urunId, productIds));
    const productById = new Map(products.map((p) => [p.id, p]));

    const hatalar: Record<string, string> = {};
    const lines: (typeof siparisDetaylari.$inferInsert & { kurus: number })[] = [];
    for (const line of cart) {
      const product = productById.get(line.urunId)!;
      const variant = line.urunVaryantId ? variants.find((v) => v.id === line.urunVaryantId && v.urunId === line.urunId) : undefined;
      const hasVariants = variants.some((v) => v.urunId === line.urunId);
      const name = variant ? `${product.urunAdi} (${variant.varyantAdi})` : product.urunAdi;
      const key = lineKey(line.urunId, line.urunVaryantId);
      if (!product.aktif || (line.urunVaryantId ? !variant : hasVariants)) {
        hatalar[key] = ORDER_MESSAGES.unavailable(name);
        continue;
      }
      let price: number | null = null;
      if (variant) {
        const [taken] = await tx
          .update(urunVaryantlari)
          .set({ stokMiktari: sql`${urunVaryantlari.stokMiktari} - ${line.miktar}` })
          .where(and(eq(urunVaryantlari.id, variant.id), eq(urunVaryantlari.aktif, true), gte(urunVaryantlari.stokMiktari, line.miktar)))
          .returning({ fiyat: urunVaryantlari.tlFiyati });
        if (taken) price = taken.fiyat;
        else {
          const [row] = await tx.select({ stok: urunVaryantlari.stokMiktari, aktif: urunVaryantlari.aktif }).from(urunVaryantlari).where(eq(urunVaryantlari.id, variant.id));
          hatalar[key] = row?.aktif ? ORDER_MESSAGES.insufficientStock(name, Math.max(0, row.stok)) : ORDER_MESSAGES.unavailable(name);
          continue;
        }
      } else {
        const [taken] = await tx
          .update(urunler)
          .set({ stokMiktari: sql`${urunler.stokMiktari} - ${line.miktar}` })
          .where(and(eq(urunler.id, line.urunId), eq(urunler.aktif, true), gte(urunler.stokMiktari, line.miktar)))
          .returning({ fiyat: urunler.fiyat });
        if (taken) price = taken.fiyat;
        else {
          const [row] = await tx.select({ stok: urunler.stokMiktari, aktif: urunler.aktif }).from(urunler).where(eq(urunler.id, line.urunId));
          hatalar[key] = row?.aktif ? ORDER_MESSAGES.insufficientStock(name, Math.max(0, row.stok)) : ORDER_MESSAGES.unavailable(name);
          continue;
        }
      }
      const unitKurus = toKurus(price);
      const kurus = unitKurus * line.miktar;
      lines.push({
        siparisId: '',
        urunId: line.urunId,
        urunVaryantId: variant?.id ?? null,
        urunAdi: product.urunAdi,
        varyantAdi: variant?.varyantAdi ?? null,
        miktar: line.miktar,
        birimFiyat: fromKurus(unitKurus),
        toplamFiyat: fromKurus(kurus),
        urunGorselUrl: product.anaResim,
        kurus,
      });
    }
    if (Object.keys(hatalar).length > 0) throw new ApiError(409, ORDER_MESSAGES.invalidCart, hatalar);

    const totalKurus = lines.reduce((n, l) => n + l.kurus, 0);
    const free = totalKurus === 0;
    let order: { id: string; siparisNo: string } | undefined;
    for (let i = 0; !order; i += 1) {
      if (i === 5) throw new Error('sipariş numarası üretilemedi');
      [order] = await tx
        .insert(siparisler)
        .values({
          siparisNo: newOrderNumber(now),
          kullaniciId: userId,
          toplamTutar: fromKurus(totalKurus),
          paraBirimi: input.paraBirimi,
          siparisDurumu: free ? ORDER_STATUS_CODE.onaylandi : ORDER_STATUS_CODE.beklemede,
          odemeDurumu: free,
          odemeTarihi: free ? now : null,
          teslimatAdresi: JSON.stringify(input.teslimatAdresi),
          faturaAdresi: JSON.stringify(input.faturaAdresi),
          notlar: input.notlar,
          olusturmaTarihi: now,
          guncellemeTarihi: now,
        })
        .onConflictDoNothing({ target: siparisler.siparisNo })
        .returning({ id: siparisler.id, siparisNo: siparisler.siparisNo });
    }
    const orderId = order.id;
    await tx.insert(siparisDetaylari).values(lines.map(({ kurus: _kurus, ...l }) => ({ ...l, siparisId: orderId })));
    await recordOrderStockMovements(tx, orderId, lines, 'siparis');
    return { siparisId: orderId, siparisNo: order.siparisNo, toplamTutar: fromKurus(totalKurus) };
  });
}

function lineAnswer(l: LineRow): OrderLine {
  return {
    id: l.id,
    urunId: l.urunId,
    urunAdi: l.urunAdi,
    varyantAdi: l.varyantAdi,
    miktar: l.miktar,
    birimFiyat: l.birimFiyat,
    toplamFiyat: l.toplamFiyat,
    urunGorselUrl: l.urunGorselUrl,
  };
}

function orderAnswer(o: OrderRow, lines: LineRow[]): Order {
  return {
    id: o.id,
    siparisNo: o.siparisNo,
    toplamTutar: o.toplamTutar,
    paraBirimi: o.paraBirimi,
    siparisDurumu: o.siparisDurumu,
    siparisDurumuMetni: orderStatusText(o.siparisDurumu),
    odemeDurumu: o.odemeDurumu,
    odemeTarihi: o.odemeTarihi ? o.odemeTarihi.toISOString() : null,
    olusturmaTarihi: o.olusturmaTarihi.toISOString(),
    teslimatAdresi: o.teslimatAdresi,
    faturaAdresi: o.faturaAdresi,
    notlar: o.notlar,
    siparisDetaylari: lines.map(lineAnswer),
  };
}

/** The orders' lines, grouped by order id, in insertion order. */
async function linesOf(db: Database, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  const out = new Map<string, LineRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(siparisDetaylari)
    .where(inArray(siparisDetaylari.siparisId, orderIds))
    .orderBy(asc(siparisDetaylari.olusturmaTarihi), asc(siparisDetaylari.urunAdi), asc(siparisDetaylari.id));
  for (const r of rows) out.get(r.siparisId)?.push(r);
  return out;
}

/**
 * GET /api/siparis/kullanici: one page of the member's own orders, newest first.
 * @param page `sayfa` ≥ 1, `boyut` 1-50
 */
export async function listOrders(db: Database, userId: string, page: { sayfa: number; boyut: number }): Promise<OrderPage> {
  const [total] = await db.select({ n: count() }).from(siparisler).where(eq(siparisler.kullaniciId, userId));
  const rows = await db
    .select()
    .from(siparisler)
    .where(eq(siparisler.kullaniciId, userId))
    .orderBy(desc(siparisler.olusturmaTarihi), desc(siparisler.id))
    .limit(page.boyut)
    .offset((page.sayfa - 1) * page.boyut);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return { ogeler: rows.map((r) => orderAnswer(r, lines.get(r.id) ?? [])), toplam: total?.n ?? 0, sayfa: page.sayfa, boyut: page.boyut };
}

/** The member's order row by id or by number (any case), or null. */
async function findOwnOrder(db: Database, userId: string, noOrId: string): Promise<OrderRow | null> {
  const key = noOrId.trim();
  if (!key || key.length > 64) return null;
  const byId: boolean = isUuid(key);
  const where = byId ? eq(siparisler.id, key) : eq(siparisler.siparisNo, key.toUpperCase());
  const [row] = await db
    .select()
    .from(siparisler)
    .where(and(where, eq(siparisler.kullaniciId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Owner of an order by id (an Admin acting on a member's order through the member paths).
 * @returns the member's user id, or null for an unknown order or a malformed id
 */
export async function orderOwner(db: Database, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ kullaniciId: siparisler.kullaniciId }).from(siparisler).where(eq(siparisler.id, id)).limit(1);
  return row?.kullaniciId ?? null;
}

/**
 * GET /api/siparis/{id} and GET /api/siparis/resolve/{noOrId}: the member's order by id or number.
 * @throws ApiError 404 'Sipariş bulunamadı.' for an unknown order or another member's
 */
export async function getOrder(db: Database, userId: string, noOrId: string): Promise<Order> {
  const row = await findOwnOrder(db, userId, noOrId);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const lines = await linesOf(db, [row.id]);
  return orderAnswer(row, lines.get(row.id) ?? []);
}

/** 404 for a missing or foreign order, 409 'Bu sipariş artık değiştirilemez.' for one past status 2. */
async function notChangeable(db: Database, userId: string, id: string): Promise<ApiError> {
  const row = await findOwnOrder(db, userId, id);
  return row ? new ApiError(409, ORDER_MESSAGES.notEditable) : notFound(ORDER_MESSAGES.notFound);
}

/**
 * PUT /api/siparis/{id}: new addresses and notes while the order is in status 1 or 2.
 * @throws ApiError 404 unknown or another member's, 409 'Bu sipariş artık değiştirilemez.'
 */
export async function updateOrder(db: Database, userId: string, id: string, input: OrderUpdateInput): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  const [changed] = await db
    .update(siparisler)
    .set({ teslimatAdresi: JSON.stringify(input.teslimatAdresi), faturaAdresi: JSON.stringify(input.faturaAdresi), notlar: input.notlar, guncellemeTarihi: new Date() })
    .where(and(eq(siparisler.id, id), eq(siparisler.kullaniciId, userId), inArray(siparisler.siparisDurumu, EDITABLE_STATUSES)))
    .returning({ id: siparisler.id });
  if (!changed) throw await notChangeable(db, userId, id);
  return getOrder(db, userId, id);
}

/** Gives the lines' stock back (variant lines to their variant while it exists, others to the product), in row order. */
async function restock(tx: Database, lines: LineRow[]): Promise<void> {
  for (const l of [...lines].sort(byRow)) {
    if (l.urunVaryantId) {
      await tx
        .update(urunVaryantlari)
        .set({ stokMiktari: sql`${urunVaryantlari.stokMiktari} + ${l.miktar}` })
        .where(eq(urunVaryantlari.id, l.urunVaryantId));
    } else if (l.varyantAdi === null) {
      await tx
        .update(urunler)
        .set({ stokMiktari: sql`${urunler.stokMiktari} + ${l.miktar}`, guncellemeTarihi: new Date() })
        .where(eq(urunler.id, l.urunId));
    }
  }
  if (lines[0]) await recordOrderStockMovements(tx, lines[0].siparisId, lines, 'iptal');
}

/** Puts the lines back in the member's cart (adding to a line already there); lines whose variant is gone are skipped. */
async function backToCart(tx: Database, userId: string, lines: LineRow[]): Promise<void> {
  const rows = lines.filter((l) => l.urunVaryantId !== null || l.varyantAdi === null);
  for (const l of rows) {
    await tx
      .insert(sepetOgeleri)
      .values({ kullaniciId: userId, urunId: l.urunId, urunVaryantId: l.urunVaryantId, miktar: l.miktar })
      .onConflictDoUpdate({
        target: [sepetOgeleri.kullaniciId, sepetOgeleri.urunId, sepetOgeleri.urunVaryantId],
        set: { miktar: sql`${sepetOgeleri.miktar} + excluded.miktar`, guncellemeTarihi: new Date() },
      });
  }
}

/**
 * PUT /api/siparis/iptal/{id}: cancels the member's order (status 6) while it is in status 1 or
 * 2 and gives its stock back, in one transaction. A paid order stays paid (the refund is the
 * shop's: `refund` true tells the route to add the refund note).
 * @throws ApiError 404 unknown or another member's, 409 'Bu sipariş artık değiştirilemez.'
 */
export async function cancelOrder(db: Database, userId: string, id: string): Promise<{ order: Order; refund: boolean }> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(siparisler)
      .set({ siparisDurumu: ORDER_STATUS_CODE.iptal, guncellemeTarihi: new Date() })
      .where(and(eq(siparisler.id, id), eq(siparisler.kullaniciId, userId), inArray(siparisler.siparisDurumu, EDITABLE_STATUSES)))
      .returning({ id: siparisler.id, odemeDurumu: siparisler.odemeDurumu });
    if (!row) return null;
    const lines = await linesOf(tx, [row.id]);
    await restock(tx, lines.get(row.id) ?? []);
    return row;
  });
  if (!cancelled) throw await notChangeable(db, userId, id);
  return { order: await getOrder(db, userId, id), refund: cancelled.odemeDurumu };
}

/**
 * Releases an unpaid order in status 1 (failed payment or its hold ran out): status 6, stock back
 * and the lines back in the member's cart, inside the caller's transaction. Conditional, so an
 * order paid or released meanwhile is left alone.
 * @returns true when this call released it
 */
export async function releaseOrder(tx: Database, orderId: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await tx
    .update(siparisler)
    .set({ siparisDurumu: ORDER_STATUS_CODE.iptal, guncellemeTarihi: now })
    .where(and(eq(siparisler.id, orderId), eq(siparisler.siparisDurumu, ORDER_STATUS_CODE.beklemede), eq(siparisler.odemeDurumu, false)))
    .returning({ id: siparisler.id, kullaniciId: siparisler.kullaniciId });
  if (!row) return false;
  const lines = (await linesOf(tx, [row.id])).get(row.id) ?? [];
  await restock(tx, lines);
  await backToCart(tx, row.kullaniciId, lines);
  return true;
}

/**
 * Releases every order unpaid for {@link ORDER_HOLD_MS} (30 minutes) at `now`: status 1, unpaid,
 * created at least 30 minutes ago and with no card attempt started in the last 30 minutes (a
 * member at the bank's page keeps the hold). Each order in its own transaction.
 * @returns how many orders were released
 */
export async function releaseStaleOrders(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORDER_HOLD_MS);
  const stale = await db
    .select({ id: siparisler.id })
    .from(siparisler)
    .where(
      and(
        eq(siparisler.siparisDurumu, ORDER_STATUS_CODE.beklemede),
        eq(siparisler.odemeDurumu, false),
        lte(siparisler.olusturmaTarihi, cutoff),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(odemeIslemleri)
            .where(and(eq(odemeIslemleri.siparisId, siparisler.id), eq(odemeIslemleri.durum, 'baslatildi'), gt(odemeIslemleri.olusturmaTarihi, cutoff))),
        )}`,
      ),
    )
    .orderBy(asc(siparisler.olusturmaTarihi))
    .limit(500);
  let released = 0;
  for (const { id } of stale) {
    if (await db.transaction((tx) => releaseOrder(tx, id, now))) released += 1;
  }
  return released;
}

/** Where the release timer writes (the app's logger). */
export interface ReleaseLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs {@link releaseStaleOrders} every `intervalMs` (default 60 000 ms) with the clock `now`;
 * runs never overlap and failures are logged, never thrown.
 * @returns a function that stops the timer
 */
export function startOrderReleaseTimer(db: Database, options: { intervalMs?: number; now?: () => Date; log?: ReleaseLog } = {}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseStaleOrders(db, options.now?.() ?? new Date())
      .then((n) => {
        if (n > 0) options.log?.info({ adet: n }, 'ödenmemiş siparişler serbest bırakıldı');
      })
      .catch((err: unknown) => options.log?.error({ err }, 'ödenmemiş siparişler serbest bırakılamadı'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** A shop order as the card payment sees it (services/payment.ts shop source). */
export interface PayableOrder {
  id: string;
  tutarKurus: number;
  odemeDurumu: boolean;
  siparisDurumu: number;
}

/** The member's order for POST /api/odeme/baslat, or null when unknown or someone else's. */
export async function findPayableOrder(db: Database, userId: string, id: string): Promise<PayableOrder | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: siparisler.id, toplamTutar: siparisler.toplamTutar, odemeDurumu: siparisler.odemeDurumu, siparisDurumu: siparisler.siparisDurumu })
    .from(siparisler)
    .where(and(eq(siparisler.id, id), eq(siparisler.kullaniciId, userId)))
    .limit(1);
  return row ? { id: row.id, tutarKurus: toKurus(row.toplamTutar), odemeDurumu: row.odemeDurumu, siparisDurumu: row.siparisDurumu } : null;
}

/**
 * Marks an order paid (odemeDurumu, odemeTarihi, bank reference, status 2 Onaylandı), once:
 * only an unpaid order in status 1 whose total is still `paid.tutarKurus` (the attempt's amount)
 * changes.
 * @returns false when it was paid, cancelled or released before, or its total is another amount
 */
export async function markOrderPaid(tx: Database, orderId: string, paid: { tarih: Date; bankaReferansNo: string; tutarKurus: number }): Promise<boolean> {
  const changed = await tx
    .update(siparisler)
    .set({ odemeDurumu: true, odemeTarihi: paid.tarih, bankaReferansNo: paid.bankaReferansNo || null, siparisDurumu: ORDER_STATUS_CODE.onaylandi, guncellemeTarihi: paid.tarih })
    .where(
      and(
        eq(siparisler.id, orderId),
        eq(siparisler.odemeDurumu, false),
        eq(siparisler.siparisDurumu, ORDER_STATUS_CODE.beklemede),
        sql`${siparisler.toplamTutar} = ${kurusToText(paid.tutarKurus)}::numeric`,
      ),
    )
    .returning({ id: siparisler.id });
  return changed.length > 0;
}

/** Whether an order is paid (any status); false for an unknown one. */
export async function isOrderPaid(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db.select({ odemeDurumu: siparisler.odemeDurumu }).from(siparisler).where(eq(siparisler.id, orderId)).limit(1);
  return row?.odemeDurumu ?? false;
}

/** The order (any member's) with its lines, for the confirmation mail; null when unknown. */
export async function orderById(db: Database, id: string): Promise<(Order & { kullaniciId: string }) | null> {
  const [row] = await db.select().from(siparisler).where(eq(siparisler.id, id)).limit(1);
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  return { ...orderAnswer(row, lines.get(row.id) ?? []), kullaniciId: row.kullaniciId };
}

/** Why the admin may not cancel an order in this status (admin spec §4), or null when it may. */
function adminCancelRefusal(status: number): ApiError | null {
  if (status === ORDER_STATUS_CODE.iptal) return new ApiError(409, 'Bu sipariş zaten iptal edilmiş.');
  if (status === ORDER_STATUS_CODE.teslimEdildi) return new ApiError(409, 'Teslim edilmiş sipariş iptal edilemez.');
  return null;
}

/** Locks an order row (FOR UPDATE) inside `tx`; null when there is none. */
async function lockOrder(tx: Database, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(siparisler).where(eq(siparisler.id, id)).for('update');
  return row ?? null;
}

/**
 * Admin cancel (admin spec §2, §4, §7 PUT /api/siparis/iptal/{id} and /{id}/iptal): any member's
 * order not yet İptal (6) or Teslim Edildi (5) goes to status 6 and its stock is given back by the
 * same code path as the member's cancel ({@link cancelOrder}), in one transaction. A paid order
 * stays paid (the refund is the shop's).
 * @returns the order's id, new status and payment flag
 * @throws ApiError 404 'Sipariş bulunamadı.', 409 'Bu sipariş zaten iptal edilmiş.' or
 *   'Teslim edilmiş sipariş iptal edilemez.'
 */
export async function adminCancelOrder(db: Database, id: string, now: Date = new Date()): Promise<{ id: string; siparisDurumu: number; odemeDurumu: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    const refusal = adminCancelRefusal(row.siparisDurumu);
    if (refusal) throw refusal;
    await tx.update(siparisler).set({ siparisDurumu: ORDER_STATUS_CODE.iptal, guncellemeTarihi: now }).where(eq(siparisler.id, row.id));
    await restock(tx, (await linesOf(tx, [row.id])).get(row.id) ?? []);
    return { id: row.id, siparisDurumu: ORDER_STATUS_CODE.iptal as number, odemeDurumu: row.odemeDurumu };
  });
}

/** Admin status change (see {@link adminSetOrderStatus}). */
export interface AdminStatusChange {
  siparisDurumu: number;
  /** New payment flag; missing keeps it. */
  odemeDurumu?: boolean;
  /** Payment date (ISO); used when the order is (or becomes) paid; missing or null with paid → kept, else now. */
  odemeTarihi?: string | null;
}

/**
 * Admin status change (admin spec §4, §7 PUT /api/siparis/durum): any status 1-6 with the payment
 * flag and date, in one transaction. Choosing 6 is a cancel: refused for a delivered order and the
 * stock given back as {@link adminCancelOrder} does. A cancelled order keeps status 6 (its stock is
 * already back on the shelf). An order paid by card (bank reference) cannot be marked unpaid.
 * Unpaid clears the payment date; paid keeps the stored date unless one is given (else now).
 * @throws ApiError 404 'Sipariş bulunamadı.', 409 with the reason
 */
export async function adminSetOrderStatus(db: Database, id: string, change: AdminStatusChange, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    if (row.siparisDurumu === ORDER_STATUS_CODE.iptal && change.siparisDurumu !== ORDER_STATUS_CODE.iptal) {
      throw new ApiError(409, 'İptal edilmiş siparişin durumu değiştirilemez.');
    }
    if (row.bankaReferansNo && change.odemeDurumu === false) throw new ApiError(409, 'Kartla ödenmiş siparişin ödeme bilgisi değiştirilemez.');
    const cancelling = change.siparisDurumu === ORDER_STATUS_CODE.iptal && row.siparisDurumu !== ORDER_STATUS_CODE.iptal;
    if (cancelling) {
      const refusal = adminCancelRefusal(row.siparisDurumu);
      if (refusal) throw refusal;
    }
    const paid = change.odemeDurumu ?? row.odemeDurumu;
    const given = change.odemeTarihi ? new Date(change.odemeTarihi) : null;
    const odemeTarihi = !paid ? null : row.bankaReferansNo ? row.odemeTarihi : (given ?? row.odemeTarihi ?? now);
    await tx
      .update(siparisler)
      .set({ siparisDurumu: change.siparisDurumu, odemeDurumu: paid, odemeTarihi, guncellemeTarihi: now })
      .where(eq(siparisler.id, row.id));
    if (cancelling) await restock(tx, (await linesOf(tx, [row.id])).get(row.id) ?? []);
  });
}
