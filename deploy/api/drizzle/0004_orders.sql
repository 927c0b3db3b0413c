CREATE TABLE "siparis_detaylari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"siparis_id" uuid NOT NULL,
	"urun_id" uuid NOT NULL,
	"urun_varyant_id" uuid,
	"urun_adi" varchar(200) NOT NULL,
	"varyant_adi" varchar(150),
	"miktar" integer NOT NULL,
	"birim_fiyat" numeric(12, 2) NOT NULL,
	"toplam_fiyat" numeric(12, 2) NOT NULL,
	"urun_gorsel_url" text,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siparis_detaylari_miktar_ck" CHECK ("siparis_detaylari"."miktar" >= 1 and "siparis_detaylari"."birim_fiyat" >= 0 and "siparis_detaylari"."toplam_fiyat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "siparisler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"siparis_no" varchar(30) NOT NULL,
	"kullanici_id" uuid NOT NULL,
	"toplam_tutar" numeric(12, 2) NOT NULL,
	"para_birimi" varchar(5) DEFAULT 'TL' NOT NULL,
	"siparis_durumu" smallint DEFAULT 1 NOT NULL,
	"odeme_durumu" boolean DEFAULT false NOT NULL,
	"odeme_tarihi" timestamp with time zone,
	"banka_referans_no" varchar(64),
	"teslimat_adresi" text NOT NULL,
	"fatura_adresi" text NOT NULL,
	"notlar" text,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siparisler_durum_ck" CHECK ("siparisler"."siparis_durumu" between 1 and 6),
	CONSTRAINT "siparisler_tutar_ck" CHECK ("siparisler"."toplam_tutar" >= 0)
);
--> statement-breakpoint
ALTER TABLE "odeme_islemleri" DROP CONSTRAINT "odeme_islemleri_kaynak_ck";--> statement-breakpoint
ALTER TABLE "odeme_islemleri" ADD COLUMN "siparis_id" uuid;--> statement-breakpoint
ALTER TABLE "siparis_detaylari" ADD CONSTRAINT "siparis_detaylari_siparis_id_siparisler_id_fk" FOREIGN KEY ("siparis_id") REFERENCES "public"."siparisler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siparis_detaylari" ADD CONSTRAINT "siparis_detaylari_urun_id_urunler_id_fk" FOREIGN KEY ("urun_id") REFERENCES "public"."urunler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siparis_detaylari" ADD CONSTRAINT "siparis_detaylari_urun_varyant_id_urun_varyantlari_id_fk" FOREIGN KEY ("urun_varyant_id") REFERENCES "public"."urun_varyantlari"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siparisler" ADD CONSTRAINT "siparisler_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "siparis_detaylari_siparis_idx" ON "siparis_detaylari" USING btree ("siparis_id");--> statement-breakpoint
CREATE INDEX "siparis_detaylari_urun_idx" ON "siparis_detaylari" USING btree ("urun_id");--> statement-breakpoint
CREATE UNIQUE INDEX "siparisler_siparis_no_uq" ON "siparisler" USING btree ("siparis_no");--> statement-breakpoint
CREATE INDEX "siparisler_kullanici_tarih_idx" ON "siparisler" USING btree ("kullanici_id","olusturma_tarihi");--> statement-breakpoint
CREATE INDEX "siparisler_durum_tarih_idx" ON "siparisler" USING btree ("siparis_durumu","olusturma_tarihi");--> statement-breakpoint
ALTER TABLE "odeme_islemleri" ADD CONSTRAINT "odeme_islemleri_siparis_id_siparisler_id_fk" FOREIGN KEY ("siparis_id") REFERENCES "public"."siparisler"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "odeme_islemleri_siparis_idx" ON "odeme_islemleri" USING btree ("siparis_id");--> statement-breakpoint
ALTER TABLE "odeme_islemleri" ADD CONSTRAINT "odeme_islemleri_kaynak_ck" CHECK ("odeme_islemleri"."kaynak" in ('kamp', 'shop') and ("odeme_islemleri"."kaynak" <> 'kamp' or "odeme_islemleri"."kampa_kayit_id" is not null) and ("odeme_islemleri"."kaynak" <> 'shop' or "odeme_islemleri"."siparis_id" is not null));