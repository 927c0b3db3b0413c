/**
 * Database schema (Drizzle, PostgreSQL): the entities of member spec §3 and admin spec §3.
 * Table names are Turkish; TS field names are the API's field names. Money is numeric(12,2)
 * read as JS numbers; ids are uuid (gen_random_uuid()). Migrations in ../../drizzle are
 * generated from this file with drizzle-kit and committed.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  smallint,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { foldSql } from '../lib/text';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('olusturma_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('guncelleme_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const active = () => boolean('aktif').notNull().default(true);

/** Adult on a camp registration (member spec §3). */
export interface AdultJson {
  adSoyad: string;
  gsm: string;
  tcKimlikNo: string;
}
/** Child aged 0-6 on a camp registration. */
export interface Child06Json {
  adSoyad: string;
  dogumTarihi: string;
  /** Set by registrations made through POST /api/kampakayit. */
  cinsiyetId?: string;
  cinsiyetAdi: string;
}
/** Child aged 6-11 on a camp registration. */
export interface Child611Json extends Child06Json {
  okulAdi: string;
  sinifSube: string;
  kaymaSeviyesiId: string | null;
}

export const kullanicilar = pgTable(
  'kullanicilar',
  {
    id: id(),
    ad: varchar('ad', { length: 50 }).notNull(),
    soyad: varchar('soyad', { length: 50 }).notNull(),
    kullaniciAdi: varchar('kullanici_adi', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    gsm: varchar('gsm', { length: 20 }).notNull(),
    sifreHash: text('sifre_hash').notNull(),
    roller: text('roller').array().notNull().default(sql`'{}'::text[]`),
    aktif: active(),
    /** Bumped by sign-out, password change and deactivation; a JWT with an older one is refused. */
    tokenSurumu: integer('token_surumu').notNull().default(0),
    /** Set by GET /api/Hesap/email-onayla (or a completed password reset). */
    emailOnaylandi: boolean('email_onaylandi').notNull().default(false),
    /** Set by POST /api/hesap/gsm-onayi-dogrula; cleared whenever gsm changes. */
    gsmOnaylandi: boolean('gsm_onaylandi').notNull().default(false),
    biyografi: varchar('biyografi', { length: 500 }).notNull().default(''),
    /** Site paths (/uploads/profil/<file>) or null. */
    profilFoto: varchar('profil_foto', { length: 200 }),
    kapakFoto: varchar('kapak_foto', { length: 200 }),
    facebook: varchar('facebook', { length: 300 }).notNull().default(''),
    twitter: varchar('twitter', { length: 300 }).notNull().default(''),
    instagram: varchar('instagram', { length: 300 }).notNull().default(''),
    linkedin: varchar('linkedin', { length: 300 }).notNull().default(''),
    olusturmaTarihi: createdAt(),
    guncellemeTarihi: updatedAt(),
  },
  (t) => [
    uniqueIndex('kullanicilar_kullanici_adi_uq').on(sql`lower(${t.kullaniciAdi})`),
    uniqueIndex('kullanicilar_email_uq').on(sql`lower(${t.email})`),
  ],
);

export const ulkeler = pgTable(
  'ulkeler',
  { id: id(), ulkeAdi: varchar('ulke_adi', { length: 100 }).notNull(), aktif: active(), olusturmaTarihi: createdAt() },
  // Unique ignoring case and Turkish letters ('TÜRKİYE' = 'Türkiye'): the CRUD factory maps a
  // violation to the resource's 409 (routes/admin/crud.ts).
  (t) => [uniqueIndex('ulkeler_ulke_adi_uq').on(foldSql(t.ulkeAdi))],
);

export const sehirler = pgTable(
  'sehirler',
  {
    id: id(),
    sehirAdi: varchar('sehir_adi', { length: 100 }).notNull(),
    ulkeId: uuid('ulke_id')
      .notNull()
      .references(() => ulkeler.id, { onDelete: 'restrict' }),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  // A city name once per country, ignoring case and Turkish letters (admin CRUD → 409).
  (t) => [index('sehirler_ulke_idx').on(t.ulkeId), uniqueIndex('sehirler_ulke_sehir_adi_uq').on(t.ulkeId, foldSql(t.sehirAdi))],
);

export const oteller = pgTable(
  'oteller',
  {
    id: id(),
    otelAdi: varchar('otel_adi', { length: 150 }).notNull(),
    ulkeId: uuid('ulke_id')
      .notNull()
      .references(() => ulkeler.id, { onDelete: 'restrict' }),
    sehirId: uuid('sehir_id')
      .notNull()
      .references(() => sehirler.id, { onDelete: 'restrict' }),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('oteller_ulke_idx').on(t.ulkeId), index('oteller_sehir_idx').on(t.sehirId), uniqueIndex('oteller_sehir_otel_adi_uq').on(t.sehirId, foldSql(t.otelAdi))],
);

export const kampUcretTipleri = pgTable(
  'kamp_ucret_tipleri',
  { id: id(), ad: varchar('ad', { length: 50 }).notNull(), aktif: active(), olusturmaTarihi: createdAt() },
  (t) => [uniqueIndex('kamp_ucret_tipleri_ad_uq').on(foldSql(t.ad))],
);

export const kamplar = pgTable(
  'kamplar',
  {
    id: id(),
    kampAdi: varchar('kamp_adi', { length: 200 }).notNull(),
    ulkeId: uuid('ulke_id')
      .notNull()
      .references(() => ulkeler.id, { onDelete: 'restrict' }),
    sehirId: uuid('sehir_id')
      .notNull()
      .references(() => sehirler.id, { onDelete: 'restrict' }),
    otelId: uuid('otel_id')
      .notNull()
      .references(() => oteller.id, { onDelete: 'restrict' }),
    kampUcretTipiId: uuid('kamp_ucret_tipi_id')
      .notNull()
      .references(() => kampUcretTipleri.id, { onDelete: 'restrict' }),
    baslangicTarihi: date('baslangic_tarihi', { mode: 'string' }).notNull(),
    bitisTarihi: date('bitis_tarihi', { mode: 'string' }).notNull(),
    gorselUrl: text('gorsel_url'),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('kamplar_ulke_idx').on(t.ulkeId), index('kamplar_baslangic_idx').on(t.baslangicTarihi)],
);

/** Room type of a hotel (admin spec §3). */
export const odaTipleri = pgTable(
  'oda_tipleri',
  {
    id: id(),
    odaTipiAdi: varchar('oda_tipi_adi', { length: 100 }).notNull(),
    otelId: uuid('otel_id')
      .notNull()
      .references(() => oteller.id, { onDelete: 'restrict' }),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('oda_tipleri_otel_idx').on(t.otelId), uniqueIndex('oda_tipleri_otel_oda_tipi_adi_uq').on(t.otelId, foldSql(t.odaTipiAdi))],
);

/** Accommodation type: a room type with its make-up of adults and children (admin spec §3). */
export const konaklamaTipleri = pgTable(
  'konaklama_tipleri',
  {
    id: id(),
    konaklamaTipiAdi: varchar('konaklama_tipi_adi', { length: 150 }).notNull(),
    odaTipiId: uuid('oda_tipi_id')
      .notNull()
      .references(() => odaTipleri.id, { onDelete: 'restrict' }),
    yetiskinSayisi: integer('yetiskin_sayisi').notNull(),
    cocuk06Sayisi: integer('cocuk06_sayisi').notNull().default(0),
    cocuk611Sayisi: integer('cocuk611_sayisi').notNull().default(0),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [
    index('konaklama_tipleri_oda_tipi_idx').on(t.odaTipiId),
    uniqueIndex('konaklama_tipleri_oda_tipi_adi_uq').on(t.odaTipiId, foldSql(t.konaklamaTipiAdi)),
    check('konaklama_tipleri_sayilar_ck', sql`${t.yetiskinSayisi} between 1 and 3 and ${t.cocuk06Sayisi} >= 0 and ${t.cocuk611Sayisi} >= 0`),
  ],
);

/**
 * Accommodation option of a camp (admin spec §3): counts copied from its type, rooms and prices.
 * `doluOdaSayisi` counts rooms taken by registrations; a registration takes one with a
 * conditional UPDATE (`dolu < toplam`), and the check keeps it within 0..toplamOdaSayisi.
 */
export const konaklamaSecenekleri = pgTable(
  'konaklama_secenekleri',
  {
    id: id(),
    kampId: uuid('kamp_id')
      .notNull()
      .references(() => kamplar.id, { onDelete: 'restrict' }),
    konaklamaTipiId: uuid('konaklama_tipi_id')
      .notNull()
      .references(() => konaklamaTipleri.id, { onDelete: 'restrict' }),
    yetiskinSayisi: integer('yetiskin_sayisi').notNull(),
    cocuk06Sayisi: integer('cocuk06_sayisi').notNull().default(0),
    cocuk611Sayisi: integer('cocuk611_sayisi').notNull().default(0),
    toplamOdaSayisi: integer('toplam_oda_sayisi').notNull(),
    doluOdaSayisi: integer('dolu_oda_sayisi').notNull().default(0),
    tlFiyati: money('tl_fiyati').notNull(),
    euroFiyati: money('euro_fiyati').notNull().default(0),
    usdFiyati: money('usd_fiyati').notNull().default(0),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [
    index('konaklama_secenekleri_kamp_idx').on(t.kampId),
    // One option per camp and accommodation type: bulk create can never duplicate one.
    uniqueIndex('konaklama_secenekleri_kamp_tip_uq').on(t.kampId, t.konaklamaTipiId),
    check('konaklama_secenekleri_oda_ck', sql`${t.toplamOdaSayisi} >= 1 and ${t.doluOdaSayisi} >= 0 and ${t.doluOdaSayisi} <= ${t.toplamOdaSayisi}`),
    check('konaklama_secenekleri_sayilar_ck', sql`${t.yetiskinSayisi} between 1 and 3 and ${t.cocuk06Sayisi} >= 0 and ${t.cocuk611Sayisi} >= 0`),
    check('konaklama_secenekleri_fiyat_ck', sql`${t.tlFiyati} >= 0 and ${t.euroFiyati} >= 0 and ${t.usdFiyati} >= 0`),
  ],
);

/** Gender (admin spec §3); names unique ignoring case and Turkish letters. */
export const cinsiyetler = pgTable(
  'cinsiyetler',
  { id: id(), cinsiyetAdi: varchar('cinsiyet_adi', { length: 50 }).notNull(), aktif: active(), olusturmaTarihi: createdAt() },
  (t) => [uniqueIndex('cinsiyetler_cinsiyet_adi_uq').on(foldSql(t.cinsiyetAdi))],
);

/** Skill (slippage) level (admin spec §3); `siraNo` orders them from beginner up. */
export const kaymaSeviyeleri = pgTable(
  'kayma_seviyeleri',
  {
    id: id(),
    kaymaSeviyesiAdi: varchar('kayma_seviyesi_adi', { length: 50 }).notNull(),
    siraNo: integer('sira_no').notNull().default(0),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [uniqueIndex('kayma_seviyeleri_kayma_seviyesi_adi_uq').on(foldSql(t.kaymaSeviyesiAdi))],
);

/**
 * Team discount code (admin spec §3): applies while active, between its dates (inclusive,
 * Turkish calendar days) and while `kullanimSayisi < maksimumKullanimSayisi`. The code is unique
 * ignoring case and Turkish letters; a registration takes one use with a conditional UPDATE.
 */
export const ekipIndirimKodlari = pgTable(
  'ekip_indirim_kodlari',
  {
    id: id(),
    kodAdi: varchar('kod_adi', { length: 50 }).notNull(),
    /** Percent, e.g. 10 = 10 %. */
    indirimOrani: numeric('indirim_orani', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    baslangicTarihi: date('baslangic_tarihi', { mode: 'string' }).notNull(),
    bitisTarihi: date('bitis_tarihi', { mode: 'string' }).notNull(),
    maksimumKullanimSayisi: integer('maksimum_kullanim_sayisi').notNull(),
    kullanimSayisi: integer('kullanim_sayisi').notNull().default(0),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [
    uniqueIndex('ekip_indirim_kodlari_kod_adi_uq').on(foldSql(t.kodAdi)),
    check('ekip_indirim_kodlari_oran_ck', sql`${t.indirimOrani} > 0 and ${t.indirimOrani} <= 100`),
    check('ekip_indirim_kodlari_kullanim_ck', sql`${t.maksimumKullanimSayisi} >= 1 and ${t.kullanimSayisi} >= 0 and ${t.kullanimSayisi} <= ${t.maksimumKullanimSayisi}`),
  ],
);

export const kampaKayitlari = pgTable(
  'kampa_kayitlari',
  {
    id: id(),
    kullaniciId: uuid('kullanici_id')
      .notNull()
      .references(() => kullanicilar.id, { onDelete: 'restrict' }),
    kampId: uuid('kamp_id')
      .notNull()
      .references(() => kamplar.id, { onDelete: 'restrict' }),
    /** Null only for registrations made before accommodation options existed. */
    konaklamaSecenegiId: uuid('konaklama_secenegi_id').references(() => konaklamaSecenekleri.id, { onDelete: 'restrict' }),
    konaklamaTipiAdi: varchar('konaklama_tipi_adi', { length: 150 }),
    odenecekTl: money('odenecek_tl').notNull().default(0),
    odenecekEuro: money('odenecek_euro').notNull().default(0),
    odenecekUsd: money('odenecek_usd').notNull().default(0),
    aktif: active(),
    yetiskinler: jsonb('yetiskinler').$type<AdultJson[]>().notNull().default([]),
    cocuklar06: jsonb('cocuklar06').$type<Child06Json[]>().notNull().default([]),
    cocuklar611: jsonb('cocuklar611').$type<Child611Json[]>().notNull().default([]),
    aciklama: text('aciklama'),
    ucusKodu: varchar('ucus_kodu', { length: 50 }),
    ekipKodu: varchar('ekip_kodu', { length: 50 }),
    /** The team discount code whose use this registration took, and its percent at that time. */
    ekipIndirimKoduId: uuid('ekip_indirim_kodu_id').references(() => ekipIndirimKodlari.id, { onDelete: 'set null' }),
    indirimOrani: numeric('indirim_orani', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    olusturmaTarihi: createdAt(),
  },
  (t) => [
    index('kampa_kayitlari_kullanici_idx').on(t.kullaniciId),
    index('kampa_kayitlari_kamp_idx').on(t.kampId),
    index('kampa_kayitlari_konaklama_secenegi_idx').on(t.konaklamaSecenegiId),
  ],
);

export const odemeDetaylari = pgTable(
  'odeme_detaylari',
  {
    id: id(),
    kampId: uuid('kamp_id')
      .notNull()
      .references(() => kamplar.id, { onDelete: 'restrict' }),
    kullaniciId: uuid('kullanici_id')
      .notNull()
      .references(() => kullanicilar.id, { onDelete: 'restrict' }),
    toplamTl: money('toplam_tl').notNull().default(0),
    toplamEuro: money('toplam_euro').notNull().default(0),
    toplamUsd: money('toplam_usd').notNull().default(0),
    odemeDurumu: boolean('odeme_durumu').notNull().default(false),
    odemeTarihi: timestamp('odeme_tarihi', { withTimezone: true, mode: 'date' }),
    /** The registration this record pays; one record per registration. */
    kampaKayitId: uuid('kampa_kayit_id').references(() => kampaKayitlari.id, { onDelete: 'restrict' }),
    /** The bank's reference of the approved transaction (PayFor HostRefNum). */
    bankaReferansNo: varchar('banka_referans_no', { length: 64 }),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('odeme_detaylari_kamp_kullanici_idx').on(t.kampId, t.kullaniciId), uniqueIndex('odeme_detaylari_kampa_kayit_uq').on(t.kampaKayitId)],
);

/**
 * One attempt at the bank's 3D Pay gateway (lib/payfor.ts, services/payment.ts): `siparisNo` is
 * the bank OrderId, new for every attempt; the amount is integer kuruş and is compared with the
 * bank's post-back; `durum` moves once from 'baslatildi' to 'onaylandi' or 'reddedildi' (a
 * conditional UPDATE, so a replayed post-back changes nothing), or to 'iade' when the bank approved
 * but the payable could no longer take it (cancelled, released or its amount changed meanwhile):
 * not accepted, the charge is to be refunded.
 */
export const odemeIslemleri = pgTable(
  'odeme_islemleri',
  {
    id: id(),
    siparisNo: varchar('siparis_no', { length: 40 }).notNull(),
    /** 'kamp' (camp registration) or 'shop' (shop order). */
    kaynak: varchar('kaynak', { length: 10 }).notNull(),
    kampaKayitId: uuid('kampa_kayit_id').references(() => kampaKayitlari.id, { onDelete: 'restrict' }),
    /** The shop order this attempt pays; set when `kaynak` is 'shop'. */
    siparisId: uuid('siparis_id').references(() => siparisler.id, { onDelete: 'restrict' }),
    kullaniciId: uuid('kullanici_id')
      .notNull()
      .references(() => kullanicilar.id, { onDelete: 'restrict' }),
    tutarKurus: bigint('tutar_kurus', { mode: 'number' }).notNull(),
    /** ISO 4217 numeric code as the bank sends it ('949' = TL). */
    paraBirimi: varchar('para_birimi', { length: 3 }).notNull(),
    durum: varchar('durum', { length: 12 }).notNull().default('baslatildi'),
    procReturnCode: varchar('proc_return_code', { length: 10 }),
    errMsg: varchar('err_msg', { length: 500 }),
    authCode: varchar('auth_code', { length: 20 }),
    hostRefNum: varchar('host_ref_num', { length: 64 }),
    olusturmaTarihi: createdAt(),
    sonucTarihi: timestamp('sonuc_tarihi', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('odeme_islemleri_siparis_no_uq').on(t.siparisNo),
    index('odeme_islemleri_kampa_kayit_idx').on(t.kampaKayitId),
    index('odeme_islemleri_siparis_idx').on(t.siparisId),
    check(
      'odeme_islemleri_kaynak_ck',
      sql`${t.kaynak} in ('kamp', 'shop') and (${t.kaynak} <> 'kamp' or ${t.kampaKayitId} is not null) and (${t.kaynak} <> 'shop' or ${t.siparisId} is not null)`,
    ),
    check('odeme_islemleri_durum_ck', sql`${t.durum} in ('baslatildi', 'onaylandi', 'reddedildi', 'iade')`),
    check('odeme_islemleri_tutar_ck', sql`${t.tutarKurus} > 0`),
  ],
);

/**
 * Shop order (member spec §3 Order): built by POST /api/siparis/olustur from the member's
 * cart with prices from the database; `toplamTutar` in TL (numeric(12,2), the sum of the lines'
 * kuruş). `siparisDurumu` 1 Beklemede … 6 İptal (shared ORDER_STATUS); the addresses are the JSON
 * texts of the spec. An unpaid order in status 1 is released after 30 minutes (services/orders.ts).
 */
export const siparisler = pgTable(
  'siparisler',
  {
    id: id(),
    /** Readable unique number, e.g. 'SP-20261124-7K3QX9'. */
    siparisNo: varchar('siparis_no', { length: 30 }).notNull(),
    kullaniciId: uuid('kullanici_id')
      .notNull()
      .references(() => kullanicilar.id, { onDelete: 'restrict' }),
    toplamTutar: money('toplam_tutar').notNull(),
    paraBirimi: varchar('para_birimi', { length: 5 }).notNull().default('TL'),
    siparisDurumu: smallint('siparis_durumu').notNull().default(1),
    odemeDurumu: boolean('odeme_durumu').notNull().default(false),
    odemeTarihi: timestamp('odeme_tarihi', { withTimezone: true, mode: 'date' }),
    /** The bank's reference of the approved transaction (PayFor HostRefNum). */
    bankaReferansNo: varchar('banka_referans_no', { length: 64 }),
    teslimatAdresi: text('teslimat_adresi').notNull(),
    faturaAdresi: text('fatura_adresi').notNull(),
    notlar: text('notlar'),
    olusturmaTarihi: createdAt(),
    guncellemeTarihi: updatedAt(),
  },
  (t) => [
    uniqueIndex('siparisler_siparis_no_uq').on(t.siparisNo),
    index('siparisler_kullanici_tarih_idx').on(t.kullaniciId, t.olusturmaTarihi),
    index('siparisler_durum_tarih_idx').on(t.siparisDurumu, t.olusturmaTarihi),
    check('siparisler_durum_ck', sql`${t.siparisDurumu} between 1 and 6`),
    check('siparisler_tutar_ck', sql`${t.toplamTutar} >= 0`),
  ],
);

/**
 * One line of an order: the product (and variant) with its name, price and image as they were
 * when ordered; prices in TL, `toplamFiyat` = birimFiyat × miktar.
 */
export const siparisDetaylari = pgTable(
  'siparis_detaylari',
  {
    id: id(),
    siparisId: uuid('siparis_id')
      .notNull()
      .references(() => siparisler.id, { onDelete: 'cascade' }),
    urunId: uuid('urun_id')
      .notNull()
      .references(() => urunler.id, { onDelete: 'restrict' }),
    urunVaryantId: uuid('urun_varyant_id').references(() => urunVaryantlari.id, { onDelete: 'set null' }),
    urunAdi: varchar('urun_adi', { length: 200 }).notNull(),
    varyantAdi: varchar('varyant_adi', { length: 150 }),
    miktar: integer('miktar').notNull(),
    birimFiyat: money('birim_fiyat').notNull(),
    toplamFiyat: money('toplam_fiyat').notNull(),
    urunGorselUrl: text('urun_gorsel_url'),
    olusturmaTarihi: createdAt(),
  },
  (t) => [
    index('siparis_detaylari_siparis_idx').on(t.siparisId),
    index('siparis_detaylari_urun_idx').on(t.urunId),
    check('siparis_detaylari_miktar_ck', sql`${t.miktar} >= 1 and ${t.birimFiyat} >= 0 and ${t.toplamFiyat} >= 0`),
  ],
);

/**
 * Daily exchange rates of the Central Bank of Turkey (TCMB today.xml, ForexSelling), TL per one
 * unit; one row per bulletin date. The TL conversion of the accommodation-option screen reads
 * today's row, fetches it once a day, and falls back to the newest row when TCMB is unreachable.
 */
export const dovizKurlari = pgTable('doviz_kurlari', {
  tarih: date('tarih', { mode: 'string' }).primaryKey(),
  euroKuru: numeric('euro_kuru', { precision: 12, scale: 4 }).notNull(),
  usdKuru: numeric('usd_kuru', { precision: 12, scale: 4 }).notNull(),
  olusturmaTarihi: createdAt(),
});

export const galeriler = pgTable('galeriler', {
  id: id(),
  kampId: uuid('kamp_id').references(() => kamplar.id, { onDelete: 'set null' }),
  galeriAdi: varchar('galeri_adi', { length: 200 }).notNull(),
  aciklama: text('aciklama'),
  aktif: active(),
  olusturmaTarihi: createdAt(),
});

export const galeriResimleri = pgTable(
  'galeri_resimleri',
  {
    id: id(),
    galeriId: uuid('galeri_id')
      .notNull()
      .references(() => galeriler.id, { onDelete: 'cascade' }),
    resimYolu: text('resim_yolu').notNull(),
    siraNo: integer('sira_no').notNull().default(0),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('galeri_resimleri_galeri_idx').on(t.galeriId), index('galeri_resimleri_tarih_idx').on(t.olusturmaTarihi)],
);

/**
 * Club news (member spec §3 News): `icerik` is plain text with line breaks,
 * `anahtarKelimeler` one comma separated string, `slug` unique (the /haber/{slug} address).
 * The public sees active items only, newest `yayinlanmaTarihi` first.
 */
export const haberler = pgTable(
  'haberler',
  {
    id: id(),
    baslik: varchar('baslik', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    icerik: text('icerik').notNull(),
    ozet: varchar('ozet', { length: 500 }),
    anahtarKelimeler: varchar('anahtar_kelimeler', { length: 500 }),
    kapakGorselUrl: text('kapak_gorsel_url'),
    yayinlanmaTarihi: timestamp('yayinlanma_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    yayinlayanKullaniciAdi: varchar('yayinlayan_kullanici_adi', { length: 100 }).notNull(),
    aktif: active(),
    olusturmaTarihi: createdAt(),
    guncellemeTarihi: updatedAt(),
  },
  (t) => [uniqueIndex('haberler_slug_uq').on(t.slug), index('haberler_aktif_tarih_idx').on(t.aktif, t.yayinlanmaTarihi)],
);

export const urunKategorileri = pgTable('urun_kategorileri', {
  id: id(),
  kategoriAdi: varchar('kategori_adi', { length: 100 }).notNull(),
  aciklama: text('aciklama'),
  aktif: active(),
  olusturmaTarihi: createdAt(),
});

export const urunler = pgTable(
  'urunler',
  {
    id: id(),
    kategoriId: uuid('kategori_id')
      .notNull()
      .references(() => urunKategorileri.id, { onDelete: 'restrict' }),
    urunAdi: varchar('urun_adi', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    kisaAciklama: text('kisa_aciklama').notNull().default(''),
    /** Sanitised HTML (sanitize-html on write). */
    aciklama: text('aciklama').notNull().default(''),
    fiyat: money('fiyat').notNull().default(0),
    stokMiktari: integer('stok_miktari').notNull().default(0),
    kritikSeviye: integer('kritik_seviye').notNull().default(5),
    anaResim: text('ana_resim'),
    aktif: active(),
    oneEyeCikan: boolean('one_eye_cikan').notNull().default(false),
    olusturmaTarihi: createdAt(),
    guncellemeTarihi: updatedAt(),
  },
  (t) => [
    uniqueIndex('urunler_slug_uq').on(t.slug),
    index('urunler_kategori_idx').on(t.kategoriId),
    index('urunler_tarih_idx').on(t.olusturmaTarihi),
    // Orders take stock with conditional UPDATEs; the database refuses a negative stock whatever the path.
    check('urunler_stok_ck', sql`${t.stokMiktari} >= 0`),
  ],
);

export const urunResimleri = pgTable(
  'urun_resimleri',
  {
    id: id(),
    urunId: uuid('urun_id')
      .notNull()
      .references(() => urunler.id, { onDelete: 'cascade' }),
    resimUrl: text('resim_url').notNull(),
    resimAdi: varchar('resim_adi', { length: 200 }),
    anaResimMi: boolean('ana_resim_mi').notNull().default(false),
    siraNo: integer('sira_no').notNull().default(0),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('urun_resimleri_urun_idx').on(t.urunId)],
);

export const varyantTipleri = pgTable('varyant_tipleri', {
  id: id(),
  tipAdi: varchar('tip_adi', { length: 50 }).notNull(),
  aciklama: text('aciklama'),
  siraNo: integer('sira_no').notNull().default(0),
  aktif: active(),
  olusturmaTarihi: createdAt(),
});

export const varyantDegerleri = pgTable(
  'varyant_degerleri',
  {
    id: id(),
    varyantTipiId: uuid('varyant_tipi_id')
      .notNull()
      .references(() => varyantTipleri.id, { onDelete: 'cascade' }),
    degerAdi: varchar('deger_adi', { length: 50 }).notNull(),
    /** Colour code (e.g. #C62828) for colour values. */
    degerKodu: varchar('deger_kodu', { length: 20 }),
    siraNo: integer('sira_no').notNull().default(0),
    aktif: active(),
  },
  (t) => [index('varyant_degerleri_tip_idx').on(t.varyantTipiId)],
);

export const urunVaryantlari = pgTable(
  'urun_varyantlari',
  {
    id: id(),
    urunId: uuid('urun_id')
      .notNull()
      .references(() => urunler.id, { onDelete: 'cascade' }),
    varyantAdi: varchar('varyant_adi', { length: 150 }).notNull(),
    tlFiyati: money('tl_fiyati').notNull(),
    euroFiyati: money('euro_fiyati'),
    usdFiyati: money('usd_fiyati'),
    stokMiktari: integer('stok_miktari').notNull().default(0),
    minimumStok: integer('minimum_stok').notNull().default(0),
    siraNo: integer('sira_no').notNull().default(0),
    aktif: active(),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('urun_varyantlari_urun_idx').on(t.urunId), check('urun_varyantlari_stok_ck', sql`${t.stokMiktari} >= 0`)],
);

export const urunVaryantDetaylari = pgTable(
  'urun_varyant_detaylari',
  {
    id: id(),
    urunVaryantId: uuid('urun_varyant_id')
      .notNull()
      .references(() => urunVaryantlari.id, { onDelete: 'cascade' }),
    varyantTipiId: uuid('varyant_tipi_id')
      .notNull()
      .references(() => varyantTipleri.id, { onDelete: 'restrict' }),
    varyantDegeriId: uuid('varyant_degeri_id')
      .notNull()
      .references(() => varyantDegerleri.id, { onDelete: 'restrict' }),
  },
  (t) => [unique('urun_varyant_detaylari_varyant_tip_uq').on(t.urunVaryantId, t.varyantTipiId)],
);

/**
 * Stock movements (admin spec §2 Stock): every change of a product's or variant's stock
 * — set or added by an admin, taken by an order, given back by a cancel — with who, when, from, to
 * and why. `kullaniciAdi` is kept as written then (the user may be renamed or removed later).
 */
export const stokHareketleri = pgTable(
  'stok_hareketleri',
  {
    id: id(),
    urunId: uuid('urun_id')
      .notNull()
      .references(() => urunler.id, { onDelete: 'cascade' }),
    varyantId: uuid('varyant_id').references(() => urunVaryantlari.id, { onDelete: 'set null' }),
    /** 'guncelle' (set), 'ekle' (increase), 'siparis', 'iptal', 'urun' (product form). */
    islem: varchar('islem', { length: 20 }).notNull(),
    eskiMiktar: integer('eski_miktar').notNull(),
    yeniMiktar: integer('yeni_miktar').notNull(),
    aciklama: varchar('aciklama', { length: 500 }),
    kullaniciId: uuid('kullanici_id').references(() => kullanicilar.id, { onDelete: 'set null' }),
    kullaniciAdi: varchar('kullanici_adi', { length: 100 }),
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('stok_hareketleri_urun_tarih_idx').on(t.urunId, t.olusturmaTarihi)],
);

/**
 * A notification sent from /admin/bildirimler (admin spec §3 Notification): its texts,
 * recipient type and the overall state; one {@link bildirimAlicilari} row per recipient carries
 * that recipient's delivery state (gonderildi, bekliyor, hata).
 */
export const bildirimler = pgTable(
  'bildirimler',
  {
    id: id(),
    konu: varchar('konu', { length: 100 }).notNull(),
    mesaj: varchar('mesaj', { length: 1000 }).notNull(),
    aliciTipi: varchar('alici_tipi', { length: 30 }).notNull(),
    bildirimTipi: varchar('bildirim_tipi', { length: 30 }).notNull(),
    oncelik: varchar('oncelik', { length: 10 }).notNull().default('orta'),
    kampId: uuid('kamp_id').references(() => kamplar.id, { onDelete: 'set null' }),
    kullaniciEmail: varchar('kullanici_email', { length: 254 }),
    gonderenKullaniciId: uuid('gonderen_kullanici_id').references(() => kullanicilar.id, { onDelete: 'set null' }),
    aliciSayisi: integer('alici_sayisi').notNull().default(0),
    /** 'bekliyor' until every recipient is done, then 'gonderildi' (or 'hata' when any failed). */
    durum: varchar('durum', { length: 20 }).notNull().default('bekliyor'),
    gonderimTarihi: timestamp('gonderim_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('bildirimler_tarih_idx').on(t.gonderimTarihi)],
);

/** One recipient of a {@link bildirimler} row and its delivery state. */
export const bildirimAlicilari = pgTable(
  'bildirim_alicilari',
  {
    id: id(),
    bildirimId: uuid('bildirim_id')
      .notNull()
      .references(() => bildirimler.id, { onDelete: 'cascade' }),
    kullaniciId: uuid('kullanici_id').references(() => kullanicilar.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }).notNull(),
    durum: varchar('durum', { length: 20 }).notNull().default('bekliyor'),
    hata: text('hata'),
    gonderimTarihi: timestamp('gonderim_tarihi', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('bildirim_alicilari_bildirim_idx').on(t.bildirimId), index('bildirim_alicilari_durum_idx').on(t.durum)],
);

export const sepetOgeleri = pgTable(
  'sepet_ogeleri',
  {
    id: id(),
    kullaniciId: uuid('kullanici_id')
      .notNull()
      .references(() => kullanicilar.id, { onDelete: 'cascade' }),
    urunId: uuid('urun_id')
      .notNull()
      .references(() => urunler.id, { onDelete: 'cascade' }),
    urunVaryantId: uuid('urun_varyant_id').references(() => urunVaryantlari.id, { onDelete: 'cascade' }),
    miktar: integer('miktar').notNull(),
    olusturmaTarihi: createdAt(),
    guncellemeTarihi: updatedAt(),
  },
  (t) => [unique('sepet_ogeleri_kullanici_urun_varyant_uq').on(t.kullaniciId, t.urunId, t.urunVaryantId).nullsNotDistinct()],
);

/**
 * Used human-verification tokens (lib/verifier.ts LocalVerifier): a token id is claimed once;
 * rows past `sonGecerlilik` are pruned on the next claim. In the database so API replicas
 * sharing the secret also share the single-use rule.
 */
export const dogrulamaTokenlari = pgTable(
  'dogrulama_tokenlari',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    sonGecerlilik: timestamp('son_gecerlilik', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('dogrulama_tokenlari_son_gecerlilik_idx').on(t.sonGecerlilik)],
);

/**
 * E-mail confirmation and password reset tokens (member spec §7): only the SHA-256 of the random
 * token is stored; a token is single-use (`kullanildi`) and expires (`sonGecerlilik`).
 */
export const hesapTokenlari = pgTable(
  'hesap_tokenlari',
  {
    id: id(),
    kullaniciId: uuid('kullanici_id')
      .notNull()
      .references(() => kullanicilar.id, { onDelete: 'cascade' }),
    /** 'email-onay' or 'sifre-sifirlama'. */
    amac: varchar('amac', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sonGecerlilik: timestamp('son_gecerlilik', { withTimezone: true, mode: 'date' }).notNull(),
    kullanildi: timestamp('kullanildi', { withTimezone: true, mode: 'date' }),
    olusturmaTarihi: createdAt(),
  },
  (t) => [uniqueIndex('hesap_tokenlari_token_hash_uq').on(t.tokenHash), index('hesap_tokenlari_kullanici_amac_idx').on(t.kullaniciId, t.amac)],
);

/**
 * Pending phone confirmation code per user (POST /api/hesap/gsm-onayi-gonder): the code's hash,
 * the number it was sent to, its expiry, the tries used and when it was sent (resend limit).
 */
export const gsmOnayKodlari = pgTable('gsm_onay_kodlari', {
  kullaniciId: uuid('kullanici_id')
    .primaryKey()
    .references(() => kullanicilar.id, { onDelete: 'cascade' }),
  gsm: varchar('gsm', { length: 20 }).notNull(),
  kodHash: varchar('kod_hash', { length: 64 }).notNull(),
  sonGecerlilik: timestamp('son_gecerlilik', { withTimezone: true, mode: 'date' }).notNull(),
  deneme: integer('deneme').notNull().default(0),
  gonderimTarihi: timestamp('gonderim_tarihi', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Deploy keys of the release store (POST /api/yayinlar/anahtarlar): each one may publish builds
 * of exactly one remote (`uzakModul`) over HTTP, never change what is live. Only the SHA-256 (hex)
 * of the secret is kept; the secret itself is shown once, when the key is created.
 * `kullaniciAdi` is the creator's user name as written then.
 */
export const dagitimAnahtarlari = pgTable(
  'dagitim_anahtarlari',
  {
    id: id(),
    uzakModul: varchar('uzak_modul', { length: 20 }).notNull(),
    etiket: varchar('etiket', { length: 100 }).notNull(),
    anahtarHash: varchar('anahtar_hash', { length: 64 }).notNull(),
    /** First characters of the secret (`skd_<remote>_xxxx`), so a manager can tell keys apart. */
    onEk: varchar('on_ek', { length: 40 }).notNull(),
    sonKullanma: timestamp('son_kullanma', { withTimezone: true, mode: 'date' }),
    sonKullanim: timestamp('son_kullanim', { withTimezone: true, mode: 'date' }),
    olusturanKullaniciId: uuid('olusturan_kullanici_id').references(() => kullanicilar.id, { onDelete: 'set null' }),
    olusturanKullaniciAdi: varchar('olusturan_kullanici_adi', { length: 100 }).notNull(),
    iptalTarihi: timestamp('iptal_tarihi', { withTimezone: true, mode: 'date' }),
    olusturmaTarihi: createdAt(),
  },
  (t) => [
    uniqueIndex('dagitim_anahtarlari_anahtar_hash_uq').on(t.anahtarHash),
    index('dagitim_anahtarlari_uzak_modul_idx').on(t.uzakModul),
    check('dagitim_anahtarlari_uzak_modul_ck', sql`${t.uzakModul} in ('catalog', 'camps', 'account', 'checkout', 'admin')`),
  ],
);
