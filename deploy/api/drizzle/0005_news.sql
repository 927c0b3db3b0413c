CREATE TABLE "haberler" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baslik" varchar(200) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"icerik" text NOT NULL,
	"ozet" varchar(500),
	"anahtar_kelimeler" varchar(300),
	"kapak_gorsel_url" text,
	"yayinlanma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"yayinlayan_kullanici_adi" varchar(100) NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	"guncelleme_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "haberler_slug_uq" ON "haberler" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "haberler_aktif_tarih_idx" ON "haberler" USING btree ("aktif","yayinlanma_tarihi");