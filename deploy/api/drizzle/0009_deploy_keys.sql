CREATE TABLE "dagitim_anahtarlari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uzak_modul" varchar(20) NOT NULL,
	"etiket" varchar(100) NOT NULL,
	"anahtar_hash" varchar(64) NOT NULL,
	"on_ek" varchar(40) NOT NULL,
	"son_kullanma" timestamp with time zone,
	"son_kullanim" timestamp with time zone,
	"olusturan_kullanici_id" uuid,
	"olusturan_kullanici_adi" varchar(100) NOT NULL,
	"iptal_tarihi" timestamp with time zone,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dagitim_anahtarlari_uzak_modul_ck" CHECK ("dagitim_anahtarlari"."uzak_modul" in ('catalog', 'camps', 'account', 'checkout', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "dagitim_anahtarlari" ADD CONSTRAINT "dagitim_anahtarlari_olusturan_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("olusturan_kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dagitim_anahtarlari_anahtar_hash_uq" ON "dagitim_anahtarlari" USING btree ("anahtar_hash");--> statement-breakpoint
CREATE INDEX "dagitim_anahtarlari_uzak_modul_idx" ON "dagitim_anahtarlari" USING btree ("uzak_modul");