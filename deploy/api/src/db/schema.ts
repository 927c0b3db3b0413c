/**
 * Database schema (Drizzle, PostgreSQL): the entities of member spec §3 and admin spec §3.
 * Table names are Turkish; TS field names are the API's field names. Money is numeric(12,2)
 * read as JS numbers; ids are uuid (gen_random_uuid()). Migrations in ../../drizzle are
 * generated from this file with drizzle-kit and committed.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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
  (t) => [uniqueIndex('ulkeler_ulke_adi_uq').on(sql`lower(${t.ulkeAdi})`)],
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
  (t) => [index('sehirler_ulke_idx').on(t.ulkeId)],
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
  (t) => [index('oteller_ulke_idx').on(t.ulkeId), index('oteller_sehir_idx').on(t.sehirId)],
);

export const kampUcretTipleri = pgTable('kamp_ucret_tipleri', {
  id: id(),
  ad: varchar('ad', { length: 50 }).notNull(),
  aktif: active(),
  olusturmaTarihi: createdAt(),
});

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
    konaklamaSecenegiId: uuid('konaklama_secenegi_id'),
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
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('kampa_kayitlari_kullanici_idx').on(t.kullaniciId), index('kampa_kayitlari_kamp_idx').on(t.kampId)],
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
    olusturmaTarihi: createdAt(),
  },
  (t) => [index('odeme_detaylari_kamp_kullanici_idx').on(t.kampId, t.kullaniciId)],
);

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
  (t) => [index('urun_varyantlari_urun_idx').on(t.urunId)],
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
