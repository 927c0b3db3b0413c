/**
 * Shop orders on the admin side (admin spec §2 Orders, §3 Order (admin), §4 Order status, §7
 * Orders, §8), Admin only (the admin plugin's hook answers 401/403 first):
 * - GET /api/siparis/admin (durum, baslangicTarihi, bitisTarihi, arama, page, pageSize) and its
 *   alias GET /api/siparis (page, pageSize, searchTerm) → { items, totalCount, page, pageSize };
 * - GET /api/siparis/admin/{id} → the order with customer, addresses and lines (any member's);
 * - PUT /api/siparis/durum { id, siparisDurumu, odemeDurumu?, odemeTarihi? } and its alias
 *   PUT /api/siparis/{id}/durum { Durum, … } → 'Sipariş durumu güncellendi!';
 * - PUT /api/siparis/{id}/iptal → 'Sipariş iptal edildi!' (stock back; 409 when already İptal or
 *   Teslim Edildi);
 * - GET /api/siparis/{id}/fatura → application/pdf (409 for a cancelled order).
 *
 * Paths the member routes (routes/orders.ts) already hold are not registered twice:
 * GET /api/siparis/{id} answers the caller's own order (so the admin detail is
 * /api/siparis/admin/{id}) and PUT /api/siparis/iptal/{id} is the member's own cancel (so the
 * admin cancels with PUT /api/siparis/{id}/iptal). A sent `recaptchaToken` must pass for action
 * 'siparis' (none sent: nothing to check, as the CRUD factory does).
 */
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrderAddress } from '@skiclub/shared/schemas';
import {
  ORDER_ADMIN_ACTION,
  ORDER_ADMIN_MESSAGES as M,
  adminOrderQuerySchema,
  adminOrderStatusText,
  orderStatusAliasPayloadSchema,
  orderStatusPayloadSchema,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminOrderRow,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { kullanicilar, siparisDetaylari, siparisler } from '../../db/schema';
import { ApiError, isUuid, notFound, send } from '../../lib/http';
import { invoiceNumber, renderInvoicePdf } from '../../lib/invoice-pdf';
import { checkSentToken } from '../../lib/verifier';
import { adminCancelOrder, adminSetOrderStatus } from '../../services/orders';
import type { AdminModule } from './crud';

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const orderAdmin: AdminModule = { resources: [], routes: registerOrderAdminRoutes };

const rowColumns = {
  id: siparisler.id,
  siparisNo: siparisler.siparisNo,
  ad: kullanicilar.ad,
  soyad: kullanicilar.soyad,
  email: kullanicilar.email,
  toplamTutar: siparisler.toplamTutar,
  paraBirimi: siparisler.paraBirimi,
  siparisDurumu: siparisler.siparisDurumu,
  odemeDurumu: siparisler.odemeDurumu,
  odemeTarihi: siparisler.odemeTarihi,
  olusturmaTarihi: siparisler.olusturmaTarihi,
};
type RowRecord = { id: string; siparisNo: string; ad: string; soyad: string; email: string; toplamTutar: number; paraBirimi: string; siparisDurumu: number; odemeDurumu: boolean; odemeTarihi: Date | null; olusturmaTarihi: Date };

function rowAnswer(r: RowRecord): AdminOrderRow {
  return {
    id: r.id,
    siparisNo: r.siparisNo,
    kullaniciAdi: `${r.ad} ${r.soyad}`.trim(),
    kullaniciEmail: r.email,
    toplamTutar: r.toplamTutar,
    paraBirimi: r.paraBirimi,
    siparisDurumu: r.siparisDurumu,
    durum: adminOrderStatusText(r.siparisDurumu),
    odemeDurumu: r.odemeDurumu,
    odemeTarihi: r.odemeTarihi ? r.odemeTarihi.toISOString() : null,
    olusturmaTarihi: r.olusturmaTarihi.toISOString(),
  };
}

/** Start of a Turkish calendar day (Türkiye is UTC+3 all year since 2016). */
function turkeyDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** `%text%` for ILIKE with the pattern characters escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** WHERE of the admin list filters (status, Turkish calendar days inclusive, order number / customer text). */
function listWhere(q: AdminOrderQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.durum) parts.push(eq(siparisler.siparisDurumu, q.durum));
  if (q.baslangicTarihi) parts.push(gte(siparisler.olusturmaTarihi, turkeyDayStart(q.baslangicTarihi)));
  if (q.bitisTarihi) parts.push(lt(siparisler.olusturmaTarihi, new Date(turkeyDayStart(q.bitisTarihi).getTime() + 24 * 3600 * 1000)));
  if (q.arama) {
    const p = containsPattern(q.arama);
    parts.push(
      or(
        sql`${siparisler.siparisNo} ilike ${p}`,
        sql`(${kullanicilar.ad} || ' ' || ${kullanicilar.soyad}) ilike ${p}`,
        sql`${kullanicilar.email} ilike ${p}`,
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * One page of every member's orders, newest first (admin spec §2 Orders).
 * @param q the parsed query ({@link adminOrderQuerySchema})
 */
export async function listAdminOrders(db: Database, q: AdminOrderQuery): Promise<AdminOrderPage> {
  const where = listWhere(q);
  const [total] = await db.select({ n: count() }).from(siparisler).innerJoin(kullanicilar, eq(kullanicilar.id, siparisler.kullaniciId)).where(where);
  const rows = await db
    .select(rowColumns)
    .from(siparisler)
    .innerJoin(kullanicilar, eq(kullanicilar.id, siparisler.kullaniciId))
    .where(where)
    .orderBy(desc(siparisler.olusturmaTarihi), desc(siparisler.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items: rows.map(rowAnswer), totalCount: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * Any member's order with customer, addresses and lines (admin spec §2 detail modal, §3).
 * @throws ApiError 404 'Sipariş bulunamadı.' for an unknown id (or one not in UUID form)
 */
export async function getAdminOrder(db: Database, id: string): Promise<AdminOrderDetail> {
  if (!isUuid(id)) throw notFound(M.empty);
  const [row] = await db
    .select({ ...rowColumns, teslimatAdresi: siparisler.teslimatAdresi, faturaAdresi: siparisler.faturaAdresi, notlar: siparisler.notlar })
    .from(siparisler)
    .innerJoin(kullanicilar, eq(kullanicilar.id, siparisler.kullaniciId))
    .where(eq(siparisler.id, id));
  if (!row) throw notFound(M.empty);
  const lines = await db
    .select({
      id: siparisDetaylari.id,
      urunAdi: siparisDetaylari.urunAdi,
      varyantAdi: siparisDetaylari.varyantAdi,
      miktar: siparisDetaylari.miktar,
      birimFiyat: siparisDetaylari.birimFiyat,
      toplamFiyat: siparisDetaylari.toplamFiyat,
    })
    .from(siparisDetaylari)
    .where(eq(siparisDetaylari.siparisId, id))
    .orderBy(siparisDetaylari.olusturmaTarihi, siparisDetaylari.urunAdi, siparisDetaylari.id);
  const delivery = parseOrderAddress(row.teslimatAdresi);
  const billing = parseOrderAddress(row.faturaAdresi);
  const base = rowAnswer(row);
  return {
    ...base,
    musteri: { adSoyad: base.kullaniciAdi, email: base.kullaniciEmail, telefon: delivery?.telefon || billing?.telefon || '' },
    teslimatAdresi: delivery,
    faturaAdresi: billing,
    notlar: row.notlar,
    siparisDetaylari: lines,
  };
}

/** The order's row after a change (for the answer). */
async function rowOf(db: Database, id: string): Promise<AdminOrderRow> {
  const [row] = await db.select(rowColumns).from(siparisler).innerJoin(kullanicilar, eq(kullanicilar.id, siparisler.kullaniciId)).where(eq(siparisler.id, id));
  if (!row) throw notFound(M.empty);
  return rowAnswer(row);
}

/**
 * Admin cancel (admin spec §7: PUT /api/siparis/{id}/iptal, and PUT /api/siparis/iptal/{id} when an
 * Admin calls it for another member's order): checks the optional verification token, then
 * {@link adminCancelOrder}. The caller must already be an Admin.
 * @throws ApiError 422 failed verification, 404 unknown order, 409 already cancelled or delivered
 */
export async function cancelAsAdmin(ctx: AppContext, request: FastifyRequest, id: string): Promise<{ id: string; siparisDurumu: number; odemeDurumu: boolean }> {
  const token = (request.body as { recaptchaToken?: unknown } | undefined)?.recaptchaToken;
  await checkSentToken(ctx.verifier, request, token, ORDER_ADMIN_ACTION);
  return adminCancelOrder(ctx.db, id);
}

/**
 * Registers the admin order routes listed in the module comment inside the admin plugin.
 */
async function registerOrderAdminRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  for (const url of ['/api/siparis/admin', '/api/siparis']) {
    admin.get(url, { schema: { querystring: adminOrderQuerySchema } }, async (request, reply) => send(reply, await listAdminOrders(db, request.query)));
  }

  admin.get<{ Params: { id: string } }>('/api/siparis/admin/:id', async (request, reply) => send(reply, await getAdminOrder(db, request.params.id)));

  admin.put('/api/siparis/durum', { schema: { body: orderStatusPayloadSchema } }, async (request, reply) => {
    const input = request.body;
    await checkSentToken(ctx.verifier, request, input.recaptchaToken, ORDER_ADMIN_ACTION);
    if (!isUuid(input.id)) throw notFound(M.empty);
    await adminSetOrderStatus(db, input.id, input);
    return send(reply, await rowOf(db, input.id), M.statusUpdated);
  });

  // Any id text passes the params schema: one that is no order's is the handler's 404.
  admin.put('/api/siparis/:id/durum', { schema: { params: z.object({ id: z.string() }), body: orderStatusAliasPayloadSchema } }, async (request, reply) => {
    const { Durum, ...payment } = request.body;
    await checkSentToken(ctx.verifier, request, payment.recaptchaToken, ORDER_ADMIN_ACTION);
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(M.empty);
    await adminSetOrderStatus(db, id, { ...payment, siparisDurumu: Durum });
    return send(reply, await rowOf(db, id), M.statusUpdated);
  });

  admin.put<{ Params: { id: string } }>('/api/siparis/:id/iptal', async (request, reply) => send(reply, await cancelAsAdmin(ctx, request, request.params.id), M.cancelled));

  admin.get<{ Params: { id: string } }>('/api/siparis/:id/fatura', async (request, reply) => {
    const order = await getAdminOrder(db, request.params.id);
    if (order.siparisDurumu === 6) throw new ApiError(409, M.invoiceCancelled);
    const pdf = await renderInvoicePdf({
      siparisNo: order.siparisNo,
      siparisTarihi: new Date(order.olusturmaTarihi),
      faturaTarihi: new Date(),
      musteri: order.musteri,
      faturaAdresi: order.faturaAdresi,
      teslimatAdresi: order.teslimatAdresi,
      lines: order.siparisDetaylari,
      toplamTutar: order.toplamTutar,
      odemeDurumu: order.odemeDurumu,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${invoiceNumber(order.siparisNo)}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
