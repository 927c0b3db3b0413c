CREATE TABLE "gsm_onay_kodlari" (
	"kullanici_id" uuid PRIMARY KEY NOT NULL,
	"gsm" varchar(20) NOT NULL,
	"kod_hash" varchar(64) NOT NULL,
	"son_gecerlilik" timestamp with time zone NOT NULL,
	"deneme" integer DEFAULT 0 NOT NULL,
	"gonderim_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hesap_tokenlari" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kullanici_id" uuid NOT NULL,
	"amac" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"son_gecerlilik" timestamp with time zone NOT NULL,
	"kullanildi" timestamp with time zone,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "email_onaylandi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "gsm_onaylandi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "biyografi" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "profil_foto" varchar(200);--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "kapak_foto" varchar(200);--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "facebook" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "twitter" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "instagram" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "linkedin" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gsm_onay_kodlari" ADD CONSTRAINT "gsm_onay_kodlari_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hesap_tokenlari" ADD CONSTRAINT "hesap_tokenlari_kullanici_id_kullanicilar_id_fk" FOREIGN KEY ("kullanici_id") REFERENCES "public"."kullanicilar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hesap_tokenlari_token_hash_uq" ON "hesap_tokenlari" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "hesap_tokenlari_kullanici_amac_idx" ON "hesap_tokenlari" USING btree ("kullanici_id","amac");