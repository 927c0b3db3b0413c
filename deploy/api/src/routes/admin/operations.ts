/**
 * Camp operations on the admin side (admin spec §2, §3, §5, §7, §8), Admin only (the admin
 * plugin's hook):
 * - /api/odemedetay — payment details on the CRUD factory (list, create, update POST /{id},
 *   delete; action 'odemedetay'), rows joined with the camp's name and the user's name;
 * - DELETE /api/kampakayit/{id} — a camp registration (its list is GET /api/kampakayit?tumu=true,
 *   routes/camps.ts).
 *
 * Decisions about payments (documented in the screens' texts):
 * - The body is validated in the spec's order and only the first failure is answered (the shared
 *   `paymentDetailPayloadSchema`); an unknown camp or user is a 422 on its field, camp first.
 * - A record paid by card (bankaReferansNo set, written only by the bank's approved post-back)
 *   keeps its totals, paid flag and payment date: a save that changes them is a 409
 *   ('Kartla ödenmiş …'), and the UPDATE itself keeps the stored values with a CASE on
 *   banka_referans_no, so not even a post-back landing between check and write can be undone.
 *   It cannot be deleted either (409).
 * - A record of a registration keeps that registration's camp and user (409 otherwise): the member
 *   pays its toplamTl, and it must stay the registration's.
 * - Nothing is deleted while a card payment of the registration is at the bank (an attempt started
 *   less than 30 minutes ago, as shop orders are held): its post-back must find its records.
 */
import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORDER_HOLD_MS, ok } from '@skiclub/shared/schemas';
import {
  PAYMENT_DETAIL_MESSAGES as M,
  REGISTRATION_ADMIN_MESSAGES as R,
  paymentDetailResource,
  type PaymentDetail,
  type PaymentDetailInput,
} from '@skiclub/shared/schemas/admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db';
import { ekipIndirimKodlari, kampaKayitlari, kamplar, konaklamaSecenekleri, kullanicilar, odemeDetaylari, odemeIslemleri } from '../../db/schema';
import { ApiError, invalid, isUuid } from '../../lib/http';
import { toKurus } from '../../lib/money';
import { defineCrudResource, type WriteContext, type AdminModule } from './crud';

/** 409 text of a payment detail still referenced elsewhere (foreign keys). */
export const PAYMENT_DETAIL_IN_USE = 'Bu ödeme detayı başka kayıtlarda kullanıldığı için silinemez.';

type StoredDetail = typeof odemeDetaylari.$inferSelect;

/**
 * Payment detail rows as the list shows them (paymentDetailSchema), newest first.
 * @param where null for every row, or a filter (one id after a save)
 */
export async function selectPaymentDetails(db: Database, where: SQL | undefined): Promise<PaymentDetail[]> {
  const rows = await db
    .select({
      id: odemeDetaylari.id,
      kampId: odemeDetaylari.kampId,
      kampAdi: kamplar.kampAdi,
      kullaniciId: odemeDetaylari.kullaniciId,
      ad: kullanicilar.ad,
      soyad: kullanicilar.soyad,
      kullaniciAdi: kullanicilar.kullaniciAdi,
      toplamTl: odemeDetaylari.toplamTl,
      toplamEuro: odemeDetaylari.toplamEuro,
      toplamUsd: odemeDetaylari.toplamUsd,
      odemeDurumu: odemeDetaylari.odemeDurumu,
      odemeTarihi: odemeDetaylari.odemeTarihi,
      kampaKayitId: odemeDetaylari.kampaKayitId,
      bankaReferansNo: odemeDetaylari.bankaReferansNo,
    })
    .from(odemeDetaylari)
    .innerJoin(kamplar, eq(kamplar.id, odemeDetaylari.kampId))
    .innerJoin(kullanicilar, eq(kullanicilar.id, odemeDetaylari.kullaniciId))
    .where(where)
    .orderBy(desc(odemeDetaylari.olusturmaTarihi), desc(odemeDetaylari.id));
  return rows.map(({ ad, soyad, odemeTarihi, ...r }) => ({ ...r, kullaniciAdSoyad: `${ad} ${soyad}`, odemeTarihi: odemeTarihi ? odemeTarihi.toISOString() : null }));
}

/** Calendar day (yyyy-mm-dd) of an instant in Turkey (Europe/Istanbul). */
function turkeyDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Payment date to store: null while unpaid; else the stored instant when it falls on the sent day
 * (or no day is sent), the sent day at 00:00 in Turkey (+03:00), or now.
 */
function paymentDate(input: PaymentDetailInput, stored: StoredDetail | null, now: Date): Date | null {
  if (!input.odemeDurumu) return null;
  const storedAt = stored?.odemeDurumu ? stored.odemeTarihi : null;
  if (storedAt && (!input.odemeTarihi || turkeyDay(storedAt) === input.odemeTarihi)) return storedAt;
  return input.odemeTarihi ? new Date(`${input.odemeTarihi}T00:00:00+03:00`) : now;
}

/** True when a card-paid record's totals or paid flag (or its payment day, when sent) would change. */
function changesCardPayment(input: PaymentDetailInput, stored: StoredDetail): boolean {
  const sameMoney = toKurus(input.toplamTl) === toKurus(stored.toplamTl) && toKurus(input.toplamEuro) === toKurus(stored.toplamEuro) && toKurus(input.toplamUsd) === toKurus(stored.toplamUsd);
  const sameDay = !input.odemeTarihi || !stored.odemeTarihi || turkeyDay(stored.odemeTarihi) === input.odemeTarihi;
  return !sameMoney || input.odemeDurumu !== stored.odemeDurumu || !sameDay;
}

/**
 * Database checks of a payment detail save, in the spec's order, first failure only: the camp
 * exists (422 kampId 'Kamp bulunamadı.'), the user exists (422 kullaniciId 'Kullanıcı
 * bulunamadı.'); on update a registration's record keeps its camp and user and a card-paid record
 * its totals, flag and date (409). An unknown id passes (the factory answers 404).
 */
async function validatePaymentDetail(db: Database, input: PaymentDetailInput, id: string | null): Promise<void> {
  const [camp] = await db.select({ id: kamplar.id }).from(kamplar).where(eq(kamplar.id, input.kampId)).limit(1);
  if (!camp) throw invalid({ kampId: M.campNotFound });
  const [user] = await db.select({ id: kullanicilar.id }).from(kullanicilar).where(eq(kullanicilar.id, input.kullaniciId)).limit(1);
  if (!user) throw invalid({ kullaniciId: M.userNotFound });
  const [stored] = id ? await db.select().from(odemeDetaylari).where(eq(odemeDetaylari.id, id)).limit(1) : [];
  if (stored?.kampaKayitId && (stored.kampId !== input.kampId || stored.kullaniciId !== input.kullaniciId)) throw new ApiError(409, M.registrationLocked);
  if (stored?.bankaReferansNo && changesCardPayment(input, stored)) throw new ApiError(409, M.cardPaidLocked);
}

/**
 * Row values of a valid body (the stored row is read again for the payment date). On update the
 * money, flag and date go through a CASE on banka_referans_no, so a record that became card-paid
 * after the check keeps its values.
 */
async function paymentDetailValues(input: PaymentDetailInput, write: WriteContext): Promise<Record<string, unknown>> {
  const [stored = null] = write.id ? await write.db.select().from(odemeDetaylari).where(eq(odemeDetaylari.id, write.id)).limit(1) : [];
  const tarih = paymentDate(input, stored, new Date());
  const values = {
    kampId: input.kampId,
    kullaniciId: input.kullaniciId,
    toplamTl: input.toplamTl,
    toplamEuro: input.toplamEuro,
    toplamUsd: input.toplamUsd,
    odemeDurumu: input.odemeDurumu,
    odemeTarihi: tarih,
  };
  if (!stored) return values;
  const keep = (column: SQL | typeof odemeDetaylari.toplamTl, value: SQL) => sql`case when ${odemeDetaylari.bankaReferansNo} is null then ${value} else ${column} end`;
  return {
    ...values,
    toplamTl: keep(odemeDetaylari.toplamTl, sql`${String(input.toplamTl)}::numeric`),
    toplamEuro: keep(odemeDetaylari.toplamEuro, sql`${String(input.toplamEuro)}::numeric`),
    toplamUsd: keep(odemeDetaylari.toplamUsd, sql`${String(input.toplamUsd)}::numeric`),
    odemeDurumu: sql`case when ${odemeDetaylari.bankaReferansNo} is null then ${input.odemeDurumu} else ${odemeDetaylari.odemeDurumu} end`,
    odemeTarihi: sql`case when ${odemeDetaylari.bankaReferansNo} is null then ${tarih ? tarih.toISOString() : null}::timestamptz else ${odemeDetaylari.odemeTarihi} end`,
  };
}

/**
 * 409 when a registration's card payment may still be answered by the bank (an attempt in
 * 'baslatildi' started within {@link ORDER_HOLD_MS}).
 */
async function refuseWhileAtBank(db: Database, kampaKayitId: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ORDER_HOLD_MS);
  const [pending] = await db
    .select({ id: odemeIslemleri.id })
    .from(odemeIslemleri)
    .where(and(eq(odemeIslemleri.kampaKayitId, kampaKayitId), eq(odemeIslemleri.durum, 'baslatildi'), gt(odemeIslemleri.olusturmaTarihi, cutoff)))
    .limit(1);
  if (pending) throw new ApiError(409, M.paymentInFlight);
}

/**
 * Checks before a payment detail is deleted: a card-paid record (bank reference) stays (409), and
 * so does one whose registration has a card payment at the bank. An unknown id passes (404 follows).
 */
export async function guardPaymentDetailDelete(db: Database, id: string): Promise<void> {
  const [stored] = await db.select().from(odemeDetaylari).where(eq(odemeDetaylari.id, id)).limit(1);
  if (!stored) return;
  if (stored.odemeDurumu && stored.bankaReferansNo) throw new ApiError(409, M.cardPaidDelete);
  if (stored.kampaKayitId) await refuseWhileAtBank(db, stored.kampaKayitId, new Date());
}

/** The payment detail resource (admin spec §2 Payment Detail, §3, §5, §7, §8). */
export const paymentDetailCrud = defineCrudResource(paymentDetailResource, {
  table: odemeDetaylari,
  idColumn: odemeDetaylari.id,
  // Joined names are filled by `select`; their entries only name the row's keys.
  columns: {
    id: odemeDetaylari.id,
    kampId: odemeDetaylari.kampId,
    kampAdi: odemeDetaylari.kampId,
    kullaniciId: odemeDetaylari.kullaniciId,
    kullaniciAdSoyad: odemeDetaylari.kullaniciId,
    kullaniciAdi: odemeDetaylari.kullaniciId,
    toplamTl: odemeDetaylari.toplamTl,
    toplamEuro: odemeDetaylari.toplamEuro,
    toplamUsd: odemeDetaylari.toplamUsd,
    odemeDurumu: odemeDetaylari.odemeDurumu,
    odemeTarihi: odemeDetaylari.odemeTarihi,
    kampaKayitId: odemeDetaylari.kampaKayitId,
    bankaReferansNo: odemeDetaylari.bankaReferansNo,
  },
  select: selectPaymentDetails,
  validate: validatePaymentDetail,
  toValues: paymentDetailValues,
  beforeDelete: guardPaymentDetailDelete,
  orderBy: desc(odemeDetaylari.olusturmaTarihi),
  references: { kampId: M.campNotFound, kullaniciId: M.userNotFound },
  messages: { created: M.added, updated: M.updated, deleted: M.deleted, notFound: M.notFound, inUse: PAYMENT_DETAIL_IN_USE },
  sample: async (db, n) => {
    const camps = await db.select({ id: kamplar.id }).from(kamplar).orderBy(kamplar.id);
    const users = await db.select({ id: kullanicilar.id }).from(kullanicilar).orderBy(kullanicilar.id);
    return {
      kampId: camps[n % camps.length]!.id,
      kullaniciId: users[n % users.length]!.id,
      toplamTl: 1000 + n + 0.25,
      toplamEuro: 20.5,
      toplamUsd: 0,
      odemeDurumu: false,
      odemeTarihi: null,
    };
  },
});

/** This module in the admin registry (routes/admin/index.ts): its CRUD-factory resources and its own routes. */
export const operationAdmin: AdminModule = { resources: [paymentDetailCrud], routes: registerOperationAdminRoutes };

/**
 * Deletes a camp registration in ONE transaction: its unpaid payment detail and its failed or
 * abandoned card attempts go with it, its room goes back to the option (dolu_oda_sayisi − 1, never
 * below 0) and its team discount code use back to the code (kullanim_sayisi − 1, never below 0).
 * @throws ApiError 404 'Kayıt bulunamadı.' for an unknown id; 409 'Ödemesi alınmış kayıt silinemez.'
 *   when paid (paid detail or an approved attempt); 409 while a card payment is at the bank
 */
export async function deleteRegistration(db: Database, id: string, now: Date = new Date()): Promise<void> {
  if (!isUuid(id)) throw new ApiError(404, R.notFound);
  await db.transaction(async (tx) => {
    const [reg] = await tx
      .select({ id: kampaKayitlari.id, konaklamaSecenegiId: kampaKayitlari.konaklamaSecenegiId, ekipIndirimKoduId: kampaKayitlari.ekipIndirimKoduId })
      .from(kampaKayitlari)
      .where(eq(kampaKayitlari.id, id))
      .for('update');
    if (!reg) throw new ApiError(404, R.notFound);
    const details = await tx.select({ odemeDurumu: odemeDetaylari.odemeDurumu }).from(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, id)).for('update');
    // 'iade': the bank charged the card after the registration stopped being payable; the
    // record of that charge must stay until the refund is made.
    const [approved] = await tx
      .select({ id: odemeIslemleri.id })
      .from(odemeIslemleri)
      .where(and(eq(odemeIslemleri.kampaKayitId, id), inArray(odemeIslemleri.durum, ['onaylandi', 'iade'])))
      .limit(1);
    if (details.some((d) => d.odemeDurumu) || approved) throw new ApiError(409, R.paidDelete);
    await refuseWhileAtBank(tx, id, now);
    await tx.delete(odemeIslemleri).where(eq(odemeIslemleri.kampaKayitId, id));
    await tx.delete(odemeDetaylari).where(eq(odemeDetaylari.kampaKayitId, id));
    await tx.delete(kampaKayitlari).where(eq(kampaKayitlari.id, id));
    if (reg.konaklamaSecenegiId) {
      await tx
        .update(konaklamaSecenekleri)
        .set({ doluOdaSayisi: sql`greatest(${konaklamaSecenekleri.doluOdaSayisi} - 1, 0)` })
        .where(eq(konaklamaSecenekleri.id, reg.konaklamaSecenegiId));
    }
    if (reg.ekipIndirimKoduId) {
      await tx
        .update(ekipIndirimKodlari)
        .set({ kullanimSayisi: sql`greatest(${ekipIndirimKodlari.kullanimSayisi} - 1, 0)` })
        .where(eq(ekipIndirimKodlari.id, reg.ekipIndirimKoduId));
    }
  });
}

/** Registers DELETE /api/kampakayit/{id} (admin spec §2 Camp registration: delete modal) inside the admin plugin. */
async function registerOperationAdminRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  admin.delete<{ Params: { id: string } }>('/api/kampakayit/:id', async (request) => {
    await deleteRegistration(ctx.db, request.params.id);
    return ok(null, R.deleted);
  });
}
