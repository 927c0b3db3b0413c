/**
 * First-start seed (ARCHITECTURE.md "API"): realistic Turkish demo data and the two demo
 * accounts of README.md. {@link seedDatabase} runs only when `kullanicilar` is empty and writes
 * everything in one transaction; {@link writeSeedImages} (re)creates the generated SVG pictures
 * in the upload storage (DATA_DIR/uploads or S3) and skips files that exist.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { count, eq, or } from 'drizzle-orm';
import { slugify } from '@skiclub/shared/format';
import { CHECKOUT_COUNTRY_ID } from '@skiclub/shared/schemas';
import type { Database } from './index';
import * as t from './schema';
import { newsCoverSvg, productSvg, sceneSvg } from './images';
import {
  ACCOMMODATION_OPTIONS,
  ACCOMMODATION_TYPES,
  CAMPS,
  CATEGORIES,
  COLOR_CODES,
  DEMO_ACCOUNTS,
  FEE_TYPES,
  GALLERIES,
  GENDERS,
  GEOGRAPHY,
  HOTELS,
  NEWS,
  ROOM_TYPES,
  SKILL_LEVELS,
  TEAM_CODES,
  VARIANT_TYPES,
  type VariantTypeName,
} from './seed-data';
import { hashPassword } from '../lib/password';
import { sanitizeProductHtml } from '../lib/html';
import { LocalStorage, contentTypeOf, type Storage } from '../lib/storage';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rough exchange rates for the demo's euro/USD variant prices. */
const TL_PER_EURO = 48.5;
const TL_PER_USD = 42.0;

/** Site path of a product picture (served by GET /api/urun/resim/:name). */
export const productImageUrl = (file: string) => `/api/urun/resim/${file}`;
const productFiles = (slug: string) => [`${slug}.svg`, `${slug}-2.svg`, `${slug}-3.svg`];
const campFile = (key: string) => `kamp-${key}.svg`;
const galleryFile = (key: string, n: number) => `galeri-${key}-${n}.svg`;
const newsFile = (slug: string) => `haber-${slug}.svg`;
/** Site path of a seeded news cover (static /uploads). */
export const newsCoverUrl = (slug: string) => `/uploads/haber/${newsFile(slug)}`;

/** yyyy-mm-dd of a day offset from `base`. */
function isoDay(base: Date, offsetDays: number): string {
  return new Date(base.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** dd.mm.yyyy for poster subtitles. */
function trDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** A valid T.C. Kimlik No built from 9 leading digits (member spec §5 checksum). */
export function makeTcKimlikNo(first9: string): string {
  const d = first9.split('').map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${first9}${tenth}${eleventh}`;
}

/**
 * Writes the generated pictures of the seed (products: 3 per product; camps: 1 each;
 * galleries: one per picture; news covers) unless they exist, through the upload storage (a
 * data folder means its local uploads folder). Camp posters show dates relative to today.
 */
export async function writeSeedImages(target: Storage | string, now = new Date()): Promise<void> {
  const storage = typeof target === 'string' ? new LocalStorage(join(target, 'uploads')) : target;
  const wanted = new Map<string, () => string>();
  const want = (folder: string, file: string, content: () => string) => wanted.set(`${folder}/${file}`, content);
  for (const cat of CATEGORIES) {
    for (const p of cat.urunler) {
      const [main, second, third] = productFiles(slugify(p.ad));
      want('urun', main!, () => productSvg(p.ad, cat.ad, cat.stil, 1));
      want('urun', second!, () => productSvg(p.ad, cat.ad, cat.stil, 2));
      want('urun', third!, () => productSvg(p.ad, cat.ad, cat.stil, 3));
    }
  }
  CAMPS.forEach((c, i) => {
    const start = isoDay(now, c.baslangicGun);
    const end = isoDay(now, c.baslangicGun + c.sureGun);
    want('kamp', campFile(c.key), () => sceneSvg(c.kampAdi, `${c.otel} · ${trDate(start)} - ${trDate(end)}`, i, c.key, false));
  });
  GALLERIES.forEach((g, gi) => {
    g.resimler.forEach((caption, i) => {
      want('galeri', galleryFile(g.key, i + 1), () => sceneSvg(caption, g.galeriAdi, gi * 2 + i, `${g.key}-${i}`));
    });
  });
  NEWS.forEach((n, i) => {
    const slug = slugify(n.baslik);
    want('haber', newsFile(slug), () => newsCoverSvg(n.baslik, i + 1, slug));
  });
  // One listing per folder (not one request per picture against S3).
  const existing = new Set<string>();
  for (const folder of ['urun', 'kamp', 'galeri', 'haber']) for (const key of await storage.list(`${folder}/`)) existing.add(key);
  for (const [key, content] of wanted) if (!existing.has(key)) await storage.put(key, Buffer.from(content()), contentTypeOf(key));
}

/** Ids of the camp registration reference data written by {@link seedRegistrationReference}. */
interface RegistrationReference {
  /** Option id by `${campKey}/${typeKey}`. */
  options: Map<string, string>;
  genders: Map<string, string>;
  skillLevels: Map<string, string>;
  codes: Map<string, string>;
}

/**
 * Writes the camp registration reference data: room and accommodation types of the
 * camps' hotels, the camps' accommodation options, genders, skill levels and team discount
 * codes. Camps and hotels missing from the maps are skipped.
 */
async function seedRegistrationReference(
  tx: Database,
  campIds: Map<string, string>,
  campHotels: Map<string, string>,
  now: Date,
): Promise<RegistrationReference> {
  const options = new Map<string, string>();
  const typeIds = new Map<string, string>();
  for (const hotelId of new Set(campHotels.values())) {
    const roomIds = new Map<string, string>(ROOM_TYPES.map((r) => [r, randomUUID()]));
    await tx.insert(t.odaTipleri).values(ROOM_TYPES.map((r) => ({ id: roomIds.get(r)!, odaTipiAdi: r, otelId: hotelId })));
    await tx.insert(t.konaklamaTipleri).values(
      ACCOMMODATION_TYPES.map((a) => {
        const id = randomUUID();
        typeIds.set(`${hotelId}/${a.key}`, id);
        return { id, konaklamaTipiAdi: a.ad, odaTipiId: roomIds.get(a.oda)!, yetiskinSayisi: a.y, cocuk06Sayisi: a.c06, cocuk611Sayisi: a.c611 };
      }),
    );
  }
  const optionRows: (typeof t.konaklamaSecenekleri.$inferInsert)[] = [];
  for (const [campKey, defs] of Object.entries(ACCOMMODATION_OPTIONS)) {
    const kampId = campIds.get(campKey);
    const hotelId = campHotels.get(campKey);
    if (!kampId || !hotelId) continue;
    for (const o of defs) {
      const type = ACCOMMODATION_TYPES.find((a) => a.key === o.tip)!;
      const id = randomUUID();
      options.set(`${campKey}/${o.tip}`, id);
      optionRows.push({
        id,
        kampId,
        konaklamaTipiId: typeIds.get(`${hotelId}/${o.tip}`)!,
        yetiskinSayisi: type.y,
        cocuk06Sayisi: type.c06,
        cocuk611Sayisi: type.c611,
        toplamOdaSayisi: o.oda,
        doluOdaSayisi: o.dolu,
        tlFiyati: o.tl,
        euroFiyati: o.euro,
        usdFiyati: o.usd,
        aktif: o.aktif ?? true,
      });
    }
  }
  if (optionRows.length) await tx.insert(t.konaklamaSecenekleri).values(optionRows);

  const genders = new Map<string, string>(GENDERS.map((g) => [g, randomUUID()]));
  await tx.insert(t.cinsiyetler).values(GENDERS.map((g) => ({ id: genders.get(g)!, cinsiyetAdi: g })));
  const skillLevels = new Map<string, string>(SKILL_LEVELS.map((l) => [l.ad, randomUUID()]));
  await tx.insert(t.kaymaSeviyeleri).values(SKILL_LEVELS.map((l, i) => ({ id: skillLevels.get(l.ad)!, kaymaSeviyesiAdi: l.ad, siraNo: i + 1, aktif: l.aktif })));
  const codes = new Map<string, string>(TEAM_CODES.map((c) => [c.kodAdi, randomUUID()]));
  await tx.insert(t.ekipIndirimKodlari).values(
    TEAM_CODES.map((c) => ({
      id: codes.get(c.kodAdi)!,
      kodAdi: c.kodAdi,
      indirimOrani: c.oran,
      baslangicTarihi: isoDay(now, c.basGun),
      bitisTarihi: isoDay(now, c.bitGun),
      maksimumKullanimSayisi: c.maks,
      kullanimSayisi: c.kullanim,
      aktif: c.aktif,
    })),
  );
  return { options, genders, skillLevels, codes };
}

/**
 * A database seeded before the camp registration reference data existed has users but no registration reference data: adds it for
 * the seeded camps found by name (one transaction), so an existing data folder gets the form's
 * options too. Does nothing when genders exist.
 * @returns true when data was written
 */
async function topUpRegistrationData(db: Database, now: Date): Promise<boolean> {
  const [genders] = await db.select({ n: count() }).from(t.cinsiyetler);
  if ((genders?.n ?? 0) > 0) return false;
  const camps = await db.select({ id: t.kamplar.id, kampAdi: t.kamplar.kampAdi, otelId: t.kamplar.otelId }).from(t.kamplar);
  const campIds = new Map<string, string>();
  const campHotels = new Map<string, string>();
  for (const c of CAMPS) {
    const row = camps.find((r) => r.kampAdi === c.kampAdi);
    if (row) {
      campIds.set(c.key, row.id);
      campHotels.set(c.key, row.otelId);
    }
  }
  await db.transaction(async (tx) => {
    await seedRegistrationReference(tx, campIds, campHotels, now);
  });
  return true;
}

/**
 * Writes the club news of the seed, published `gunOnce` days before `now` at 09:30
 * UTC, each with its generated cover.
 */
async function seedNews(tx: Database, now: Date): Promise<void> {
  await tx.insert(t.haberler).values(
    NEWS.map((n) => {
      const slug = slugify(n.baslik);
      const published = new Date(`${isoDay(now, -n.gunOnce)}T09:30:00.000Z`);
      return {
        baslik: n.baslik,
        slug,
        icerik: n.icerik,
        ozet: n.ozet,
        anahtarKelimeler: n.anahtarKelimeler,
        kapakGorselUrl: newsCoverUrl(slug),
        yayinlanmaTarihi: published,
        yayinlayanKullaniciAdi: n.yayinlayan,
        aktif: n.aktif,
        olusturmaTarihi: published,
        guncellemeTarihi: published,
      };
    }),
  );
}

/**
 * A database seeded before the club news existed has users but no news table rows: adds the seeded news (one
 * transaction). Does nothing when any news item exists.
 * @returns true when data was written
 */
async function topUpNews(db: Database, now: Date): Promise<boolean> {
  const [news] = await db.select({ n: count() }).from(t.haberler);
  if ((news?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => seedNews(tx, now));
  return true;
}

/** The release manager demo account as a row to insert. */
async function releaseManagerRow(created: Date) {
  const { sifre, ...account } = DEMO_ACCOUNTS.releaseManager;
  return { id: randomUUID(), ...account, roller: [...account.roller], sifreHash: await hashPassword(sifre), olusturmaTarihi: created };
}

/**
 * A database seeded before the release manager role existed lacks the release manager account: adds it unless its user
 * name or e-mail is already taken.
 * @returns true when the account was written
 */
async function topUpReleaseManager(db: Database, now: Date): Promise<boolean> {
  const { kullaniciAdi, email } = DEMO_ACCOUNTS.releaseManager;
  const [taken] = await db.select({ n: count() }).from(t.kullanicilar).where(or(eq(t.kullanicilar.kullaniciAdi, kullaniciAdi), eq(t.kullanicilar.email, email)));
  if ((taken?.n ?? 0) > 0) return false;
  await db.insert(t.kullanicilar).values(await releaseManagerRow(now));
  return true;
}

/**
 * Seeds the database when it has no users yet, in one transaction; an older database gets what
 * it lacks of the camp registration reference data, the club news and the release manager
 * account (each in its own transaction).
 * @returns true when data was written, false when there was nothing to add
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(t.kullanicilar);
  if ((existing?.n ?? 0) > 0) {
    const registration = await topUpRegistrationData(db, now);
    const news = await topUpNews(db, now);
    const releaseManager = await topUpReleaseManager(db, now);
    return registration || news || releaseManager;
  }

  const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
  const [memberHash, adminHash, releaseManager] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.sifre),
    hashPassword(DEMO_ACCOUNTS.admin.sifre),
    releaseManagerRow(ago(100)),
  ]);

  await db.transaction(async (tx) => {
    // Accounts
    const memberId = randomUUID();
    const adminId = randomUUID();
    const { sifre: _m, ...member } = DEMO_ACCOUNTS.member;
    const { sifre: _a, ...admin } = DEMO_ACCOUNTS.admin;
    await tx.insert(t.kullanicilar).values([
      { id: memberId, ...member, roller: [...member.roller], sifreHash: memberHash, olusturmaTarihi: ago(200) },
      { id: adminId, ...admin, roller: [...admin.roller], sifreHash: adminHash, olusturmaTarihi: ago(400) },
      releaseManager,
    ]);

    // Geography
    const countryIds = new Map<string, string>();
    const cityIds = new Map<string, { id: string; ulkeId: string }>();
    for (const g of GEOGRAPHY) {
      // Türkiye has the fixed id the checkout asks cities for (member spec §7).
      const ulkeId = g.ulke === 'Türkiye' ? CHECKOUT_COUNTRY_ID : randomUUID();
      countryIds.set(g.ulke, ulkeId);
      for (const s of g.sehirler) cityIds.set(s, { id: randomUUID(), ulkeId });
    }
    await tx.insert(t.ulkeler).values(GEOGRAPHY.map((g) => ({ id: countryIds.get(g.ulke)!, ulkeAdi: g.ulke })));
    await tx.insert(t.sehirler).values([...cityIds].map(([sehirAdi, c]) => ({ id: c.id, sehirAdi, ulkeId: c.ulkeId })));
    const hotelIds = new Map<string, { id: string; sehirId: string; ulkeId: string }>();
    for (const h of HOTELS) {
      const city = cityIds.get(h.sehir)!;
      hotelIds.set(h.otel, { id: randomUUID(), sehirId: city.id, ulkeId: city.ulkeId });
    }
    await tx.insert(t.oteller).values(HOTELS.map((h) => ({ ...hotelIds.get(h.otel)!, otelAdi: h.otel, aktif: h.aktif ?? true })));
    const feeIds = new Map<string, string>(FEE_TYPES.map((f) => [f, randomUUID()]));
    await tx.insert(t.kampUcretTipleri).values(FEE_TYPES.map((f) => ({ id: feeIds.get(f)!, ad: f })));

    // Camps
    const campIds = new Map<string, string>();
    await tx.insert(t.kamplar).values(
      CAMPS.map((c, i) => {
        const id = randomUUID();
        campIds.set(c.key, id);
        const hotel = hotelIds.get(c.otel)!;
        return {
          id,
          kampAdi: c.kampAdi,
          ulkeId: hotel.ulkeId,
          sehirId: hotel.sehirId,
          otelId: hotel.id,
          kampUcretTipiId: feeIds.get(c.ucret)!,
          baslangicTarihi: isoDay(now, c.baslangicGun),
          bitisTarihi: isoDay(now, c.baslangicGun + c.sureGun),
          gorselUrl: `/uploads/kamp/${campFile(c.key)}`,
          aktif: c.aktif,
          olusturmaTarihi: ago(90 - i),
        };
      }),
    );

    // Camp registration reference data
    const campHotels = new Map<string, string>(CAMPS.map((c) => [c.key, hotelIds.get(c.otel)!.id]));
    const ref = await seedRegistrationReference(tx, campIds, campHotels, now);
    const option = (key: string) => ref.options.get(key)!;

    // Galleries
    for (const g of GALLERIES) {
      const galeriId = randomUUID();
      await tx.insert(t.galeriler).values({
        id: galeriId,
        kampId: g.kamp ? campIds.get(g.kamp)! : null,
        galeriAdi: g.galeriAdi,
        aciklama: g.aciklama,
        aktif: g.aktif,
        olusturmaTarihi: ago(g.gunOnce),
      });
      await tx.insert(t.galeriResimleri).values(
        g.resimler.map((_caption, i) => ({ galeriId, resimYolu: `/uploads/galeri/${galleryFile(g.key, i + 1)}`, siraNo: i + 1, olusturmaTarihi: ago(g.gunOnce, -i * 5) })),
      );
    }

    // Club news
    await seedNews(tx, now);

    // Camp registrations and payments: two for the member (one paid), one for the admin.
    const campId = (key: string) => campIds.get(key)!;
    const typeName = (key: string) => ACCOMMODATION_TYPES.find((a) => a.key === key)!.ad;
    const [paidReg, unpaidReg, adminReg] = [randomUUID(), randomUUID(), randomUUID()];
    await tx.insert(t.kampaKayitlari).values([
      {
        id: paidReg,
        kullaniciId: memberId,
        kampId: campId('palandoken-yilbasi'),
        konaklamaSecenegiId: option('palandoken-yilbasi/aile-cocuk611'),
        konaklamaTipiAdi: typeName('aile-cocuk611'),
        // 76 000 TL list price less the 10 % of PALANDOKEN10.
        odenecekTl: 68400,
        odenecekEuro: 1410.31,
        odenecekUsd: 1628.57,
        ekipIndirimKoduId: ref.codes.get('PALANDOKEN10')!,
        indirimOrani: 10,
        yetiskinler: [
          { adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: makeTcKimlikNo('123456789') },
          { adSoyad: 'Murat Yılmaz', gsm: '05339876543', tcKimlikNo: makeTcKimlikNo('234567891') },
        ],
        cocuklar611: [
          {
            adSoyad: 'Deniz Yılmaz',
            dogumTarihi: isoDay(now, -9 * 365),
            cinsiyetId: ref.genders.get('Kız')!,
            cinsiyetAdi: 'Kız',
            okulAdi: 'Atatürk İlkokulu',
            sinifSube: '3-B',
            kaymaSeviyesiId: ref.skillLevels.get('Başlangıç')!,
          },
        ],
        aciklama: 'Deniz ilk kez kayak eğitimi alacak.',
        ekipKodu: 'PALANDOKEN10',
        olusturmaTarihi: ago(15),
      },
      {
        id: unpaidReg,
        kullaniciId: memberId,
        kampId: campId('innsbruck-alp'),
        konaklamaSecenegiId: option('innsbruck-alp/cift-cocuk06'),
        konaklamaTipiAdi: typeName('cift-cocuk06'),
        odenecekTl: 96000,
        odenecekEuro: 1980,
        odenecekUsd: 2280,
        yetiskinler: [{ adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: makeTcKimlikNo('123456789') }],
        cocuklar06: [{ adSoyad: 'Ela Yılmaz', dogumTarihi: isoDay(now, -5 * 365), cinsiyetId: ref.genders.get('Kız')!, cinsiyetAdi: 'Kız' }],
        ucusKodu: 'TK1887',
        olusturmaTarihi: ago(4),
      },
      {
        id: adminReg,
        kullaniciId: adminId,
        kampId: campId('konakli-somestr'),
        konaklamaSecenegiId: option('konakli-somestr/tek'),
        konaklamaTipiAdi: typeName('tek'),
        odenecekTl: 31500,
        odenecekEuro: 649.48,
        odenecekUsd: 750,
        yetiskinler: [{ adSoyad: 'Mehmet Demir', gsm: '05441234567', tcKimlikNo: makeTcKimlikNo('345678912') }],
        aciklama: 'Antrenör kontenjanı.',
        olusturmaTarihi: ago(10),
      },
    ]);
    await tx.insert(t.odemeDetaylari).values([
      {
        kampaKayitId: paidReg,
        kampId: campId('palandoken-yilbasi'),
        kullaniciId: memberId,
        toplamTl: 68400,
        toplamEuro: 1410.31,
        toplamUsd: 1628.57,
        odemeDurumu: true,
        odemeTarihi: ago(14),
        bankaReferansNo: '230422096719',
      },
      { kampaKayitId: unpaidReg, kampId: campId('innsbruck-alp'), kullaniciId: memberId, toplamTl: 96000, toplamEuro: 1980, toplamUsd: 2280, odemeDurumu: false },
      { kampaKayitId: adminReg, kampId: campId('konakli-somestr'), kullaniciId: adminId, toplamTl: 31500, toplamEuro: 649.48, toplamUsd: 750, odemeDurumu: false },
    ]);

    // Variant types and values
    const valueIds = new Map<string, string>();
    const typeIds = new Map<VariantTypeName, string>();
    let typeOrder = 0;
    for (const [tipAdi, def] of Object.entries(VARIANT_TYPES) as [VariantTypeName, (typeof VARIANT_TYPES)[VariantTypeName]][]) {
      const typeId = randomUUID();
      typeIds.set(tipAdi, typeId);
      typeOrder += 1;
      await tx.insert(t.varyantTipleri).values({ id: typeId, tipAdi, aciklama: def.aciklama, siraNo: typeOrder });
      await tx.insert(t.varyantDegerleri).values(
        def.degerler.map((degerAdi, i) => {
          const id = randomUUID();
          valueIds.set(`${tipAdi}:${degerAdi}`, id);
          return { id, varyantTipiId: typeId, degerAdi, degerKodu: tipAdi === 'Renk' ? (COLOR_CODES[degerAdi] ?? null) : null, siraNo: i + 1 };
        }),
      );
    }

    // Shop
    const productRows: (typeof t.urunler.$inferInsert)[] = [];
    const imageRows: (typeof t.urunResimleri.$inferInsert)[] = [];
    const variantRows: (typeof t.urunVaryantlari.$inferInsert)[] = [];
    const detailRows: (typeof t.urunVaryantDetaylari.$inferInsert)[] = [];
    const categoryRows: (typeof t.urunKategorileri.$inferInsert)[] = [];
    for (const [ci, cat] of CATEGORIES.entries()) {
      const kategoriId = randomUUID();
      categoryRows.push({ id: kategoriId, kategoriAdi: cat.ad, aciklama: cat.aciklama, olusturmaTarihi: ago(400 - ci) });
      for (const p of cat.urunler) {
        const id = randomUUID();
        const slug = slugify(p.ad);
        const files = productFiles(slug);
        const html = `<p>${p.kisa}</p><h4>Öne çıkan özellikler</h4><ul>${p.ozellikler.map((o) => `<li>${o}</li>`).join('')}</ul><h4>Kullanım ve bakım</h4><p>${cat.bakim}</p><p><strong>Kulüp üyelerine</strong> kamp dönemlerinde ücretsiz ayar ve bakım desteği verilir.</p>`;
        productRows.push({
          id,
          kategoriId,
          urunAdi: p.ad,
          slug,
          kisaAciklama: p.kisa,
          aciklama: sanitizeProductHtml(html),
          fiyat: p.fiyat,
          stokMiktari: p.varyantlar ? p.varyantlar.reduce((n, v) => n + v.stok, 0) : (p.stok ?? 0),
          anaResim: productImageUrl(files[0]!),
          aktif: p.aktif ?? true,
          oneEyeCikan: p.oneCikan ?? false,
          olusturmaTarihi: ago(p.gunOnce),
          guncellemeTarihi: ago(Math.max(0, p.gunOnce - 1)),
        });
        files.forEach((file, i) => imageRows.push({ urunId: id, resimUrl: productImageUrl(file), resimAdi: file, anaResimMi: i === 0, siraNo: i + 1 }));
        (p.varyantlar ?? []).forEach((v, vi) => {
          const variantId = randomUUID();
          const entries = (Object.entries(v.secimler) as [VariantTypeName, string][]).sort(([a], [b]) => (a === 'Renk' ? -1 : b === 'Renk' ? 1 : 0));
          variantRows.push({
            id: variantId,
            urunId: id,
            varyantAdi: entries.map(([, value]) => value).join(' / '),
            tlFiyati: v.fiyat,
            euroFiyati: Math.round((v.fiyat / TL_PER_EURO) * 100) / 100,
            usdFiyati: Math.round((v.fiyat / TL_PER_USD) * 100) / 100,
            stokMiktari: v.stok,
            minimumStok: 2,
            siraNo: vi + 1,
          });
          for (const [type, value] of entries) {
            detailRows.push({ urunVaryantId: variantId, varyantTipiId: typeIds.get(type)!, varyantDegeriId: valueIds.get(`${type}:${value}`)! });
          }
        });
      }
    }
    await tx.insert(t.urunKategorileri).values(categoryRows);
    await tx.insert(t.urunler).values(productRows);
    await tx.insert(t.urunResimleri).values(imageRows);
    await tx.insert(t.urunVaryantlari).values(variantRows);
    await tx.insert(t.urunVaryantDetaylari).values(detailRows);
  });
  return true;
}
