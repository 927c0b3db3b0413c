CREATE TABLE "bildirim_alicilari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bildirim_id" uuid NOT NULL,
	"kullanici_id" uuid,
	"email" varchar(254) NOT NULL,
	"durum" varchar(20) DEFAULT 'bekliyor' NOT NULL,
	"hata" text,
	"gonderim_tarihi" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bildirimler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"konu" varchar(100) NOT NULL,
	"mesaj" varchar(1000) NOT NULL,
	"alici_tipi" varchar(30) NOT NULL,
	"bildirim_tipi" varchar(30) NOT NULL,
	"oncelik" varchar(10) DEFAULT 'orta' NOT NULL,
	"kamp_id" uuid,
	"kullanici_email" varchar(254),
	"gonderen_kullanici_id" uuid,
	"alici_sayisi" integer DEFAULT 0 NOT NULL,
	"durum" varchar(20) DEFAULT 'bekliyor' NOT NULL,
	"gonderim_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stok_hareketleri" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"urun_id" uuid NOT NULL,
	"varyant_id" uuid,
	"islem" varchar(20) NOT NULL,
	"eski_miktar" integer NOT NULL,
	"yeni_miktar" integer NOT NULL,
	"aciklama" varchar(500),
	"kullanici_id" uuid,
	"kullanici_adi" varchar(100),
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "haberler" ALTER COLUMN "anahtar_kelimeler" SET DATA TYPE varchar(500);--> statement-breakpoint
ALTER TABLE "bildirim_alicilari" ADD CONSTRAINT "bildirim_alicilari_bildirim_id_bildirimler_id_fk" FOREIGN KEY ("bildirim_id") REFERENCES "public"."bildirimler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirim_alicilari" ADD CONSTRAINT "bildirim_alicilari_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_kamp_id_kamplar_id_fk" FOREIGN KEY ("kamp_id") REFERENCES "public"."kamplar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bildirimler" ADD CONSTRAINT "bildirimler_gonderen_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("gonderen_kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stok_hareketleri" ADD CONSTRAINT "stok_hareketleri_urun_id_urunler_id_fk" FOREIGN KEY ("urun_id") REFERENCES "public"."urunler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stok_hareketleri" ADD CONSTRAINT "stok_hareketleri_varyant_id_urun_varyantlari_id_fk" FOREIGN KEY ("varyant_id") REFERENCES "public"."urun_varyantlari"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stok_hareketleri" ADD CONSTRAINT "stok_hareketleri_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bildirim_alicilari_bildirim_idx" ON "bildirim_alicilari" USING btree ("bildirim_id");--> statement-breakpoint
CREATE INDEX "bildirim_alicilari_durum_idx" ON "bildirim_alicilari" USING btree ("durum");--> statement-breakpoint
CREATE INDEX "bildirimler_tarih_idx" ON "bildirimler" USING btree ("gonderim_tarihi");--> statement-breakpoint
CREATE INDEX "stok_hareketleri_urun_tarih_idx" ON "stok_hareketleri" USING btree ("urun_id","olusturma_tarihi");