CREATE TABLE "dogrulama_tokenlari" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"son_gecerlilik" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "ulkeler_ulke_adi_uq";--> statement-breakpoint
ALTER TABLE "kullanicilar" ADD COLUMN "token_surumu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "dogrulama_tokenlari_son_gecerlilik_idx" ON "dogrulama_tokenlari" USING btree ("son_gecerlilik");--> statement-breakpoint
CREATE UNIQUE INDEX "ulkeler_ulke_adi_uq" ON "ulkeler" USING btree (lower(translate("ulke_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));