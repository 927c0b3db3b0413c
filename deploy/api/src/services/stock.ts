/**
 * Stock movements (admin spec §2 Stock: every change is recorded with who, when, from,
 * to and why). {@link recordStockMovement} writes one `stokHareketleri` row inside the caller's
 * transaction; {@link recordOrderStockMovements} is what order placement ('siparis') and order
 * cancel or release ('iptal', services/orders.ts) call after they changed stock: it reads each
 * line's stock row as it is now (the caller's UPDATE holds its lock) and records the amount
 * before and after the change.
 */
import { eq, sql } from 'drizzle-orm';
import type { StockMovementKind } from '@skiclub/shared/schemas/admin';
import type { Database } from '../db';
import { kullanicilar, siparisler, stokHareketleri, urunler, urunVaryantlari } from '../db/schema';

/**
 * The stock a product has: the sum of its variants' stock when it has variants (the shop sells
 * from them), else its own `stokMiktari`. One truth for the product list, the stock list and the
 * product's answer (admin spec §2 Products and Stock).
 */
export const productStockSql = sql<number>`case when exists (select 1 from ${urunVaryantlari} where ${urunVaryantlari.urunId} = ${urunler.id}) then (select coalesce(sum(${urunVaryantlari.stokMiktari}), 0)::int from ${urunVaryantlari} where ${urunVaryantlari.urunId} = ${urunler.id}) else ${urunler.stokMiktari} end`;

/** Who made a change: the user's id and user name as written then; null for the system. */
export type StockActor = { id: string; kullaniciAdi: string } | null;

/** One stock change to record. Amounts are whole pieces. */
export interface StockMovementInput {
  urunId: string;
  /** The variant whose stock changed; null or missing for the product's own stock. */
  varyantId?: string | null;
  islem: StockMovementKind;
  eskiMiktar: number;
  yeniMiktar: number;
  /** Why (≤ 500 characters, cut if longer); null for none. */
  aciklama?: string | null;
  kullanici: StockActor;
}

/**
 * Writes one stock movement row in `tx` (the transaction that changed the stock).
 * @returns the new row's id
 */
export async function recordStockMovement(tx: Database, input: StockMovementInput): Promise<string> {
  const [row] = await tx
    .insert(stokHareketleri)
    .values({
      urunId: input.urunId,
      varyantId: input.varyantId ?? null,
      islem: input.islem,
      eskiMiktar: input.eskiMiktar,
      yeniMiktar: input.yeniMiktar,
      aciklama: input.aciklama ? input.aciklama.slice(0, 500) : null,
      kullaniciId: input.kullanici?.id ?? null,
      kullaniciAdi: input.kullanici?.kullaniciAdi.slice(0, 100) ?? null,
    })
    .returning({ id: stokHareketleri.id });
  return row!.id;
}

/** An order line as services/orders.ts holds it (only what a movement needs). */
export interface OrderStockLine {
  urunId: string;
  urunVaryantId?: string | null;
  varyantAdi?: string | null;
  miktar: number;
}

/**
 * Records the stock movements of an order's lines right after their stock was taken
 * ('siparis': before = now + miktar) or given back ('iptal': before = now − miktar), in `tx`.
 * Lines that moved no stock are skipped, as services/orders.ts `restock` skips them: a variant
 * line whose variant is gone, a line of a variant since deleted. 'siparis' names the ordering
 * member; 'iptal' names nobody (a member, an admin or the release timer may have cancelled).
 * @param siparisId the order (its number goes into `aciklama`)
 */
export async function recordOrderStockMovements(tx: Database, siparisId: string, lines: readonly OrderStockLine[], islem: 'siparis' | 'iptal'): Promise<void> {
  if (lines.length === 0) return;
  const [order] = await tx
    .select({ siparisNo: siparisler.siparisNo, kullaniciId: siparisler.kullaniciId, kullaniciAdi: kullanicilar.kullaniciAdi })
    .from(siparisler)
    .leftJoin(kullanicilar, eq(kullanicilar.id, siparisler.kullaniciId))
    .where(eq(siparisler.id, siparisId));
  const siparisNo = order?.siparisNo ?? siparisId;
  const aciklama = islem === 'siparis' ? `Sipariş ${siparisNo}` : `Sipariş ${siparisNo} iptal edildi`;
  const kullanici: StockActor = islem === 'siparis' && order?.kullaniciAdi ? { id: order.kullaniciId, kullaniciAdi: order.kullaniciAdi } : null;
  const sign = islem === 'siparis' ? 1 : -1;
  for (const line of lines) {
    let now: number | undefined;
    if (line.urunVaryantId) {
      [{ stok: now } = { stok: undefined }] = await tx.select({ stok: urunVaryantlari.stokMiktari }).from(urunVaryantlari).where(eq(urunVaryantlari.id, line.urunVaryantId));
    } else if (line.varyantAdi === null || line.varyantAdi === undefined) {
      [{ stok: now } = { stok: undefined }] = await tx.select({ stok: urunler.stokMiktari }).from(urunler).where(eq(urunler.id, line.urunId));
    }
    if (now === undefined) continue;
    await recordStockMovement(tx, {
      urunId: line.urunId,
      varyantId: line.urunVaryantId ?? null,
      islem,
      eskiMiktar: now + sign * line.miktar,
      yeniMiktar: now,
      aciklama,
      kullanici,
    });
  }
}
