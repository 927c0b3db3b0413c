CREATE TABLE "galeri_resimleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"galeri_id" uuid NOT NULL,
	"resim_yolu" text NOT NULL,
	"sira_no" integer DEFAULT 0 NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galeriler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kamp_id" uuid,
	"galeri_adi" varchar(200) NOT NULL,
	"aciklama" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kamp_ucret_tipleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad" varchar(50) NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kampa_kayitlari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kullanici_id" uuid NOT NULL,
	"kamp_id" uuid NOT NULL,
	"konaklama_secenegi_id" uuid,
	"konaklama_tipi_adi" varchar(150),
	"odenecek_tl" numeric(12, 2) DEFAULT 0 NOT NULL,
	"odenecek_euro" numeric(12, 2) DEFAULT 0 NOT NULL,
	"odenecek_usd" numeric(12, 2) DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"yetiskinler" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cocuklar06" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cocuklar611" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aciklama" text,
	"ucus_kodu" varchar(50),
	"ekip_kodu" varchar(50),
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kamplar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kamp_adi" varchar(200) NOT NULL,
	"ulke_id" uuid NOT NULL,
	"sehir_id" uuid NOT NULL,
	"otel_id" uuid NOT NULL,
	"kamp_ucret_tipi_id" uuid NOT NULL,
	"baslangic_tarihi" date NOT NULL,
	"bitis_tarihi" date NOT NULL,
	"gorsel_url" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kullanicilar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad" varchar(50) NOT NULL,
	"soyad" varchar(50) NOT NULL,
	"kullanici_adi" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"gsm" varchar(20) NOT NULL,
	"sifre_hash" text NOT NULL,
	"roller" text[] DEFAULT '{}'::text[] NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odeme_detaylari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kamp_id" uuid NOT NULL,
	"kullanici_id" uuid NOT NULL,
	"toplam_tl" numeric(12, 2) DEFAULT 0 NOT NULL,
	"toplam_euro" numeric(12, 2) DEFAULT 0 NOT NULL,
	"toplam_usd" numeric(12, 2) DEFAULT 0 NOT NULL,
	"odeme_durumu" boolean DEFAULT false NOT NULL,
	"odeme_tarihi" timestamp with time zone,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oteller" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"otel_adi" varchar(150) NOT NULL,
	"ulke_id" uuid NOT NULL,
	"sehir_id" uuid NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sehirler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sehir_adi" varchar(100) NOT NULL,
	"ulke_id" uuid NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepet_ogeleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kullanici_id" uuid NOT NULL,
	"urun_id" uuid NOT NULL,
	"urun_varyant_id" uuid,
	"miktar" integer NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepet_ogeleri_kullanici_urun_varyant_uq" UNIQUE NULLS NOT DISTINCT("kullanici_id","urun_id","urun_varyant_id")
);
--> statement-breakpoint
CREATE TABLE "ulkeler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ulke_adi" varchar(100) NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urun_kategorileri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kategori_adi" varchar(100) NOT NULL,
	"aciklama" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urun_resimleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"urun_id" uuid NOT NULL,
	"resim_url" text NOT NULL,
	"resim_adi" varchar(200),
	"ana_resim_mi" boolean DEFAULT false NOT NULL,
	"sira_no" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urun_varyant_detaylari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"urun_varyant_id" uuid NOT NULL,
	"varyant_tipi_id" uuid NOT NULL,
	"varyant_degeri_id" uuid NOT NULL,
	CONSTRAINT "urun_varyant_detaylari_varyant_tip_uq" UNIQUE("urun_varyant_id","varyant_tipi_id")
);
--> statement-breakpoint
CREATE TABLE "urun_varyantlari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"urun_id" uuid NOT NULL,
	"varyant_adi" varchar(150) NOT NULL,
	"tl_fiyati" numeric(12, 2) NOT NULL,
	"euro_fiyati" numeric(12, 2),
	"usd_fiyati" numeric(12, 2),
	"stok_miktari" integer DEFAULT 0 NOT NULL,
	"minimum_stok" integer DEFAULT 0 NOT NULL,
	"sira_no" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urunler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kategori_id" uuid NOT NULL,
	"urun_adi" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"kisa_aciklama" text DEFAULT '' NOT NULL,
	"aciklama" text DEFAULT '' NOT NULL,
	"fiyat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"stok_miktari" integer DEFAULT 0 NOT NULL,
	"kritik_seviye" integer DEFAULT 5 NOT NULL,
	"ana_resim" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"one_eye_cikan" boolean DEFAULT false NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "varyant_degerleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"varyant_tipi_id" uuid NOT NULL,
	"deger_adi" varchar(50) NOT NULL,
	"deger_kodu" varchar(20),
	"sira_no" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "varyant_tipleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tip_adi" varchar(50) NOT NULL,
	"aciklama" text,
	"sira_no" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "galeri_resimleri" ADD CONSTRAINT "galeri_resimleri_galeri_id_galeriler_id_fk" FOREIGN KEY ("galeri_id") REFERENCES "public"."galeriler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galeriler" ADD CONSTRAINT "galeriler_kamp_id_kamplar_id_fk" FOREIGN KEY ("kamp_id") REFERENCES "public"."kamplar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampa_kayitlari" ADD CONSTRAINT "kampa_kayitlari_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampa_kayitlari" ADD CONSTRAINT "kampa_kayitlari_kamp_id_kamplar_id_fk" FOREIGN KEY ("kamp_id") REFERENCES "public"."kamplar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamplar" ADD CONSTRAINT "kamplar_ulke_id_ulkeler_id_fk" FOREIGN KEY ("ulke_id") REFERENCES "public"."ulkeler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamplar" ADD CONSTRAINT "kamplar_sehir_id_sehirler_id_fk" FOREIGN KEY ("sehir_id") REFERENCES "public"."sehirler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamplar" ADD CONSTRAINT "kamplar_otel_id_oteller_id_fk" FOREIGN KEY ("otel_id") REFERENCES "public"."oteller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kamplar" ADD CONSTRAINT "kamplar_kamp_ucret_tipi_id_kamp_ucret_tipleri_id_fk" FOREIGN KEY ("kamp_ucret_tipi_id") REFERENCES "public"."kamp_ucret_tipleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_detaylari" ADD CONSTRAINT "odeme_detaylari_kamp_id_kamplar_id_fk" FOREIGN KEY ("kamp_id") REFERENCES "public"."kamplar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_detaylari" ADD CONSTRAINT "odeme_detaylari_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oteller" ADD CONSTRAINT "oteller_ulke_id_ulkeler_id_fk" FOREIGN KEY ("ulke_id") REFERENCES "public"."ulkeler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oteller" ADD CONSTRAINT "oteller_sehir_id_sehirler_id_fk" FOREIGN KEY ("sehir_id") REFERENCES "public"."sehirler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sehirler" ADD CONSTRAINT "sehirler_ulke_id_ulkeler_id_fk" FOREIGN KEY ("ulke_id") REFERENCES "public"."ulkeler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepet_ogeleri" ADD CONSTRAINT "sepet_ogeleri_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepet_ogeleri" ADD CONSTRAINT "sepet_ogeleri_urun_id_urunler_id_fk" FOREIGN KEY ("urun_id") REFERENCES "public"."urunler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepet_ogeleri" ADD CONSTRAINT "sepet_ogeleri_urun_varyant_id_urun_varyantlari_id_fk" FOREIGN KEY ("urun_varyant_id") REFERENCES "public"."urun_varyantlari"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urun_resimleri" ADD CONSTRAINT "urun_resimleri_urun_id_urunler_id_fk" FOREIGN KEY ("urun_id") REFERENCES "public"."urunler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urun_varyant_detaylari" ADD CONSTRAINT "urun_varyant_detaylari_urun_varyant_id_urun_varyantlari_id_fk" FOREIGN KEY ("urun_varyant_id") REFERENCES "public"."urun_varyantlari"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urun_varyant_detaylari" ADD CONSTRAINT "urun_varyant_detaylari_varyant_tipi_id_varyant_tipleri_id_fk" FOREIGN KEY ("varyant_tipi_id") REFERENCES "public"."varyant_tipleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urun_varyant_detaylari" ADD CONSTRAINT "urun_varyant_detaylari_varyant_degeri_id_varyant_degerleri_id_fk" FOREIGN KEY ("varyant_degeri_id") REFERENCES "public"."varyant_degerleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urun_varyantlari" ADD CONSTRAINT "urun_varyantlari_urun_id_urunler_id_fk" FOREIGN KEY ("urun_id") REFERENCES "public"."urunler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urunler" ADD CONSTRAINT "urunler_kategori_id_urun_kategorileri_id_fk" FOREIGN KEY ("kategori_id") REFERENCES "public"."urun_kategorileri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "varyant_degerleri" ADD CONSTRAINT "varyant_degerleri_varyant_tipi_id_varyant_tipleri_id_fk" FOREIGN KEY ("varyant_tipi_id") REFERENCES "public"."varyant_tipleri"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galeri_resimleri_galeri_idx" ON "galeri_resimleri" USING btree ("galeri_id");--> statement-breakpoint
CREATE INDEX "galeri_resimleri_tarih_idx" ON "galeri_resimleri" USING btree ("olusturma_tarihi");--> statement-breakpoint
CREATE INDEX "kampa_kayitlari_kullanici_idx" ON "kampa_kayitlari" USING btree ("kullanici_id");--> statement-breakpoint
CREATE INDEX "kampa_kayitlari_kamp_idx" ON "kampa_kayitlari" USING btree ("kamp_id");--> statement-breakpoint
CREATE INDEX "kamplar_ulke_idx" ON "kamplar" USING btree ("ulke_id");--> statement-breakpoint
CREATE INDEX "kamplar_baslangic_idx" ON "kamplar" USING btree ("baslangic_tarihi");--> statement-breakpoint
CREATE UNIQUE INDEX "kullanicilar_kullanici_adi_uq" ON "kullanicilar" USING btree (lower("kullanici_adi"));--> statement-breakpoint
CREATE UNIQUE INDEX "kullanicilar_email_uq" ON "kullanicilar" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "odeme_detaylari_kamp_kullanici_idx" ON "odeme_detaylari" USING btree ("kamp_id","kullanici_id");--> statement-breakpoint
CREATE INDEX "oteller_ulke_idx" ON "oteller" USING btree ("ulke_id");--> statement-breakpoint
CREATE INDEX "oteller_sehir_idx" ON "oteller" USING btree ("sehir_id");--> statement-breakpoint
CREATE INDEX "sehirler_ulke_idx" ON "sehirler" USING btree ("ulke_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ulkeler_ulke_adi_uq" ON "ulkeler" USING btree (lower("ulke_adi"));--> statement-breakpoint
CREATE INDEX "urun_resimleri_urun_idx" ON "urun_resimleri" USING btree ("urun_id");--> statement-breakpoint
CREATE INDEX "urun_varyantlari_urun_idx" ON "urun_varyantlari" USING btree ("urun_id");--> statement-breakpoint
CREATE UNIQUE INDEX "urunler_slug_uq" ON "urunler" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "urunler_kategori_idx" ON "urunler" USING btree ("kategori_id");--> statement-breakpoint
CREATE INDEX "urunler_tarih_idx" ON "urunler" USING btree ("olusturma_tarihi");--> statement-breakpoint
CREATE INDEX "varyant_degerleri_tip_idx" ON "varyant_degerleri" USING btree ("varyant_tipi_id");