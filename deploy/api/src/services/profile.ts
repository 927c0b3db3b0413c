/**
 * Member profile (member spec §3, §5, §7): read and update of the signed-in user's own row,
 * social links, photo paths, e-mail confirmation and the phone confirmation code (6 digits,
 * 5 minutes, 5 tries, one send per minute). Every function works on the given user id only:
 * routes pass the id of the token's user, never one from the request.
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Profile } from '@skiclub/shared/schemas';
import type { Database } from '../db';
import { gsmOnayKodlari, kullanicilar } from '../db/schema';
import { hashSecret, sameHash } from '../lib/secrets';

/** Phone code rules: valid 5 minutes, at most 5 tries, one send per minute. */
export const PHONE_CODE_TTL_MS = 5 * 60 * 1000;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_RESEND_MS = 60 * 1000;

const profileColumns = {
  id: kullanicilar.id,
  ad: kullanicilar.ad,
  soyad: kullanicilar.soyad,
  kullaniciAdi: kullanicilar.kullaniciAdi,
  email: kullanicilar.email,
  emailOnaylandi: kullanicilar.emailOnaylandi,
  gsm: kullanicilar.gsm,
  gsmOnaylandi: kullanicilar.gsmOnaylandi,
  biyografi: kullanicilar.biyografi,
  profilFotoUrl: kullanicilar.profilFoto,
  kapakFotoUrl: kullanicilar.kapakFoto,
  facebook: kullanicilar.facebook,
  twitter: kullanicilar.twitter,
  instagram: kullanicilar.instagram,
  linkedin: kullanicilar.linkedin,
};

/** The user's profile, or null when the user does not exist. */
export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(kullanicilar).where(eq(kullanicilar.id, userId)).limit(1);
  if (!row) return null;
  const { facebook, twitter, instagram, linkedin, ...rest } = row;
  return { ...rest, sosyalMedya: { facebook, twitter, instagram, linkedin } };
}

/** A user for mails: id, first name, e-mail, active and confirmed flags. */
export async function findMailUser(db: Database, by: { id: string } | { email: string }) {
  const where = 'id' in by ? eq(kullanicilar.id, by.id) : sql`lower(${kullanicilar.email}) = lower(${by.email})`;
  const [row] = await db
    .select({ id: kullanicilar.id, ad: kullanicilar.ad, email: kullanicilar.email, aktif: kullanicilar.aktif, emailOnaylandi: kullanicilar.emailOnaylandi })
    .from(kullanicilar)
    .where(where)
    .limit(1);
  return row ?? null;
}

/** True when another user (any case) has the user name. */
export async function userNameTakenByOther(db: Database, userId: string, kullaniciAdi: string): Promise<boolean> {
  const rows = await db
    .select({ id: kullanicilar.id })
    .from(kullanicilar)
    .where(and(ne(kullanicilar.id, userId), sql`lower(${kullanicilar.kullaniciAdi}) = lower(${kullaniciAdi})`))
    .limit(1);
  return rows.length > 0;
}

/**
 * Updates ad, soyad, kullaniciAdi, gsm, biyografi. A changed gsm is unconfirmed again and its
 * pending code is dropped (one transaction).
 */
export async function updateProfile(db: Database, userId: string, input: { ad: string; soyad: string; kullaniciAdi: string; gsm: string; biyografi: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ gsm: kullanicilar.gsm }).from(kullanicilar).where(eq(kullanicilar.id, userId)).for('update');
    const gsmChanged = !!current && current.gsm !== input.gsm;
    await tx
      .update(kullanicilar)
      .set({ ...input, ...(gsmChanged ? { gsmOnaylandi: false } : {}), guncellemeTarihi: new Date() })
      .where(eq(kullanicilar.id, userId));
    if (gsmChanged) await tx.delete(gsmOnayKodlari).where(eq(gsmOnayKodlari.kullaniciId, userId));
  });
}

/** Stores the four social links. */
export async function updateSocialLinks(db: Database, userId: string, links: { facebook: string; twitter: string; instagram: string; linkedin: string }): Promise<void> {
  await db.update(kullanicilar).set({ ...links, guncellemeTarihi: new Date() }).where(eq(kullanicilar.id, userId));
}

/** Which photo column. */
export type PhotoKind = 'profil' | 'kapak';

/**
 * Sets a photo path.
 * @returns the previous path (to delete its file), or null
 */
export async function setPhoto(db: Database, userId: string, kind: PhotoKind, path: string): Promise<string | null> {
  const column = kind === 'profil' ? kullanicilar.profilFoto : kullanicilar.kapakFoto;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ old: column }).from(kullanicilar).where(eq(kullanicilar.id, userId)).for('update');
    await tx
      .update(kullanicilar)
      .set(kind === 'profil' ? { profilFoto: path } : { kapakFoto: path })
      .where(eq(kullanicilar.id, userId));
    return row?.old ?? null;
  });
}

/** Marks the e-mail confirmed. */
export async function markEmailConfirmed(db: Database, userId: string): Promise<void> {
  await db.update(kullanicilar).set({ emailOnaylandi: true, guncellemeTarihi: new Date() }).where(eq(kullanicilar.id, userId));
}

const codeHash = (userId: string, code: string) => hashSecret(`${userId}:${code}`);

/** Outcome of {@link storePhoneCode}. */
export type StoreCodeResult = { ok: true; gsm: string } | { ok: false; reason: 'no-gsm' | 'confirmed' | 'too-soon'; retryAfterS?: number };

/**
 * Stores a new phone code for the user's current gsm unless one was sent less than a minute
 * ago (the row is locked, so two concurrent sends cannot both pass).
 */
export async function storePhoneCode(db: Database, userId: string, code: string): Promise<StoreCodeResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ gsm: kullanicilar.gsm, onay: kullanicilar.gsmOnaylandi }).from(kullanicilar).where(eq(kullanicilar.id, userId)).for('update');
    if (!user || !user.gsm) return { ok: false, reason: 'no-gsm' } as const;
    if (user.onay) return { ok: false, reason: 'confirmed' } as const;
    const [last] = await tx.select({ at: gsmOnayKodlari.gonderimTarihi }).from(gsmOnayKodlari).where(eq(gsmOnayKodlari.kullaniciId, userId));
    const since = last ? Date.now() - last.at.getTime() : Infinity;
    if (since < PHONE_CODE_RESEND_MS) return { ok: false, reason: 'too-soon', retryAfterS: Math.ceil((PHONE_CODE_RESEND_MS - since) / 1000) } as const;
    const values = { gsm: user.gsm, kodHash: codeHash(userId, code), sonGecerlilik: new Date(Date.now() + PHONE_CODE_TTL_MS), deneme: 0, gonderimTarihi: new Date() };
    await tx
      .insert(gsmOnayKodlari)
      .values({ kullaniciId: userId, ...values })
      .onConflictDoUpdate({ target: gsmOnayKodlari.kullaniciId, set: values });
    return { ok: true, gsm: user.gsm } as const;
  });
}

/** Outcome of {@link checkPhoneCode}: confirmed, wrong (tries left) or no usable code. */
export type CheckCodeResult = { status: 'confirmed' } | { status: 'wrong'; kalanDeneme: number } | { status: 'none' };

/**
 * Checks a code: counts the try first (atomically, so at most 5 tries even when sent in
 * parallel), then compares; a match confirms the gsm the code was sent to, if it is still the
 * user's number, and drops the code.
 */
export async function checkPhoneCode(db: Database, userId: string, code: string): Promise<CheckCodeResult> {
  const [row] = await db
    .update(gsmOnayKodlari)
    .set({ deneme: sql`${gsmOnayKodlari.deneme} + 1` })
    .where(and(eq(gsmOnayKodlari.kullaniciId, userId), lt(gsmOnayKodlari.deneme, PHONE_CODE_MAX_TRIES), gt(gsmOnayKodlari.sonGecerlilik, sql`now()`)))
    .returning({ kodHash: gsmOnayKodlari.kodHash, gsm: gsmOnayKodlari.gsm, deneme: gsmOnayKodlari.deneme });
  if (!row) return { status: 'none' };
  if (!sameHash(row.kodHash, codeHash(userId, code))) return { status: 'wrong', kalanDeneme: PHONE_CODE_MAX_TRIES - row.deneme };
  const confirmed = await db.transaction(async (tx) => {
    await tx.delete(gsmOnayKodlari).where(eq(gsmOnayKodlari.kullaniciId, userId));
    const rows = await tx
      .update(kullanicilar)
      .set({ gsmOnaylandi: true, guncellemeTarihi: new Date() })
      .where(and(eq(kullanicilar.id, userId), eq(kullanicilar.gsm, row.gsm)))
      .returning({ id: kullanicilar.id });
    return rows.length === 1;
  });
  return confirmed ? { status: 'confirmed' } : { status: 'none' };
}

/** Drops the user's pending phone code (the SMS could not be sent: a new send may follow at once). */
export async function dropPhoneCode(db: Database, userId: string): Promise<void> {
  await db.delete(gsmOnayKodlari).where(eq(gsmOnayKodlari.kullaniciId, userId));
}
