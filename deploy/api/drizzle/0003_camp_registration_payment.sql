CREATE TABLE "cinsiyetler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cinsiyet_adi" varchar(50) NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ekip_indirim_kodlari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kod_adi" varchar(50) NOT NULL,
	"indirim_orani" numeric(5, 2) NOT NULL,
	"baslangic_tarihi" date NOT NULL,
	"bitis_tarihi" date NOT NULL,
	"maksimum_kullanim_sayisi" integer NOT NULL,
	"kullanim_sayisi" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekip_indirim_kodlari_oran_ck" CHECK ("ekip_indirim_kodlari"."indirim_orani" > 0 and "ekip_indirim_kodlari"."indirim_orani" <= 100),
	CONSTRAINT "ekip_indirim_kodlari_kullanim_ck" CHECK ("ekip_indirim_kodlari"."maksimum_kullanim_sayisi" >= 1 and "ekip_indirim_kodlari"."kullanim_sayisi" >= 0 and "ekip_indirim_kodlari"."kullanim_sayisi" <= "ekip_indirim_kodlari"."maksimum_kullanim_sayisi")
);
--> statement-breakpoint
CREATE TABLE "kayma_seviyeleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kayma_seviyesi_adi" varchar(50) NOT NULL,
	"sira_no" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "konaklama_secenekleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kamp_id" uuid NOT NULL,
	"konaklama_tipi_id" uuid NOT NULL,
	"yetiskin_sayisi" integer NOT NULL,
	"cocuk06_sayisi" integer DEFAULT 0 NOT NULL,
	"cocuk611_sayisi" integer DEFAULT 0 NOT NULL,
	"toplam_oda_sayisi" integer NOT NULL,
	"dolu_oda_sayisi" integer DEFAULT 0 NOT NULL,
	"tl_fiyati" numeric(12, 2) NOT NULL,
	"euro_fiyati" numeric(12, 2) DEFAULT 0 NOT NULL,
	"usd_fiyati" numeric(12, 2) DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "konaklama_secenekleri_oda_ck" CHECK ("konaklama_secenekleri"."toplam_oda_sayisi" >= 1 and "konaklama_secenekleri"."dolu_oda_sayisi" >= 0 and "konaklama_secenekleri"."dolu_oda_sayisi" <= "konaklama_secenekleri"."toplam_oda_sayisi"),
	CONSTRAINT "konaklama_secenekleri_sayilar_ck" CHECK ("konaklama_secenekleri"."yetiskin_sayisi" between 1 and 3 and "konaklama_secenekleri"."cocuk06_sayisi" >= 0 and "konaklama_secenekleri"."cocuk611_sayisi" >= 0),
	CONSTRAINT "konaklama_secenekleri_fiyat_ck" CHECK ("konaklama_secenekleri"."tl_fiyati" >= 0 and "konaklama_secenekleri"."euro_fiyati" >= 0 and "konaklama_secenekleri"."usd_fiyati" >= 0)
);
--> statement-breakpoint
CREATE TABLE "konaklama_tipleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"konaklama_tipi_adi" varchar(150) NOT NULL,
	"oda_tipi_id" uuid NOT NULL,
	"yetiskin_sayisi" integer NOT NULL,
	"cocuk06_sayisi" integer DEFAULT 0 NOT NULL,
	"cocuk611_sayisi" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "konaklama_tipleri_sayilar_ck" CHECK ("konaklama_tipleri"."yetiskin_sayisi" between 1 and 3 and "konaklama_tipleri"."cocuk06_sayisi" >= 0 and "konaklama_tipleri"."cocuk611_sayisi" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oda_tipleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oda_tipi_adi" varchar(100) NOT NULL,
	"otel_id" uuid NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "odeme_islemleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"siparis_no" varchar(40) NOT NULL,
	"kaynak" varchar(10) NOT NULL,
	"kampa_kayit_id" uuid,
	"kullanici_id" uuid NOT NULL,
	"tutar_kurus" bigint NOT NULL,
	"para_birimi" varchar(3) NOT NULL,
	"durum" varchar(12) DEFAULT 'baslatildi' NOT NULL,
	"proc_return_code" varchar(10),
	"err_msg" varchar(500),
	"auth_code" varchar(20),
	"host_ref_num" varchar(64),
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"sonuc_tarihi" timestamp with time zone,
	CONSTRAINT "odeme_islemleri_kaynak_ck" CHECK ("odeme_islemleri"."kaynak" in ('kamp', 'shop') and ("odeme_islemleri"."kaynak" <> 'kamp' or "odeme_islemleri"."kampa_kayit_id" is not null)),
	CONSTRAINT "odeme_islemleri_durum_ck" CHECK ("odeme_islemleri"."durum" in ('baslatildi', 'onaylandi', 'reddedildi')),
	CONSTRAINT "odeme_islemleri_tutar_ck" CHECK ("odeme_islemleri"."tutar_kurus" > 0)
);
--> statement-breakpoint
ALTER TABLE "kampa_kayitlari" ADD COLUMN "ekip_indirim_kodu_id" uuid;--> statement-breakpoint
ALTER TABLE "kampa_kayitlari" ADD COLUMN "indirim_orani" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "odeme_detaylari" ADD COLUMN "kampa_kayit_id" uuid;--> statement-breakpoint
ALTER TABLE "odeme_detaylari" ADD COLUMN "banka_referans_no" varchar(64);--> statement-breakpoint
ALTER TABLE "konaklama_secenekleri" ADD CONSTRAINT "konaklama_secenekleri_kamp_id_kamplar_id_fk" FOREIGN KEY ("kamp_id") REFERENCES "public"."kamplar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konaklama_secenekleri" ADD CONSTRAINT "konaklama_secenekleri_konaklama_tipi_id_konaklama_tipleri_id_fk" FOREIGN KEY ("konaklama_tipi_id") REFERENCES "public"."konaklama_tipleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "konaklama_tipleri" ADD CONSTRAINT "konaklama_tipleri_oda_tipi_id_oda_tipleri_id_fk" FOREIGN KEY ("oda_tipi_id") REFERENCES "public"."oda_tipleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oda_tipleri" ADD CONSTRAINT "oda_tipleri_otel_id_oteller_id_fk" FOREIGN KEY ("otel_id") REFERENCES "public"."oteller"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_islemleri" ADD CONSTRAINT "odeme_islemleri_kampa_kayit_id_kampa_kayitlari_id_fk" FOREIGN KEY ("kampa_kayit_id") REFERENCES "public"."kampa_kayitlari"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_islemleri" ADD CONSTRAINT "odeme_islemleri_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cinsiyetler_cinsiyet_adi_uq" ON "cinsiyetler" USING btree (lower(translate("cinsiyet_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE UNIQUE INDEX "ekip_indirim_kodlari_kod_adi_uq" ON "ekip_indirim_kodlari" USING btree (lower(translate("kod_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE UNIQUE INDEX "kayma_seviyeleri_kayma_seviyesi_adi_uq" ON "kayma_seviyeleri" USING btree (lower(translate("kayma_seviyesi_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE INDEX "konaklama_secenekleri_kamp_idx" ON "konaklama_secenekleri" USING btree ("kamp_id");--> statement-breakpoint
CREATE INDEX "konaklama_tipleri_oda_tipi_idx" ON "konaklama_tipleri" USING btree ("oda_tipi_id");--> statement-breakpoint
CREATE INDEX "oda_tipleri_otel_idx" ON "oda_tipleri" USING btree ("otel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "odeme_islemleri_siparis_no_uq" ON "odeme_islemleri" USING btree ("siparis_no");--> statement-breakpoint
CREATE INDEX "odeme_islemleri_kampa_kayit_idx" ON "odeme_islemleri" USING btree ("kampa_kayit_id");--> statement-breakpoint
ALTER TABLE "kampa_kayitlari" ADD CONSTRAINT "kampa_kayitlari_konaklama_secenegi_id_konaklama_secenekleri_id_fk" FOREIGN KEY ("konaklama_secenegi_id") REFERENCES "public"."konaklama_secenekleri"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kampa_kayitlari" ADD CONSTRAINT "kampa_kayitlari_ekip_indirim_kodu_id_ekip_indirim_kodlari_id_fk" FOREIGN KEY ("ekip_indirim_kodu_id") REFERENCES "public"."ekip_indirim_kodlari"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "odeme_detaylari" ADD CONSTRAINT "odeme_detaylari_kampa_kayit_id_kampa_kayitlari_id_fk" FOREIGN KEY ("kampa_kayit_id") REFERENCES "public"."kampa_kayitlari"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kampa_kayitlari_konaklama_secenegi_idx" ON "kampa_kayitlari" USING btree ("konaklama_secenegi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "odeme_detaylari_kampa_kayit_uq" ON "odeme_detaylari" USING btree ("kampa_kayit_id");--> statement-breakpoint
-- Hand-written: link existing payment records to their registration where the camp and user name exactly one of each.
UPDATE "odeme_detaylari" o SET "kampa_kayit_id" = k."id"
FROM "kampa_kayitlari" k
WHERE k."kamp_id" = o."kamp_id" AND k."kullanici_id" = o."kullanici_id" AND o."kampa_kayit_id" IS NULL
  AND (SELECT count(*) FROM "kampa_kayitlari" k2 WHERE k2."kamp_id" = o."kamp_id" AND k2."kullanici_id" = o."kullanici_id") = 1
  AND (SELECT count(*) FROM "odeme_detaylari" o2 WHERE o2."kamp_id" = o."kamp_id" AND o2."kullanici_id" = o."kullanici_id") = 1;
