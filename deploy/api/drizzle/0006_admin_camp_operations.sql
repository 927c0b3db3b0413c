CREATE TABLE "doviz_kurlari" (
	"tarih" date PRIMARY KEY NOT NULL,
	"euro_kuru" numeric(12, 4) NOT NULL,
	"usd_kuru" numeric(12, 4) NOT NULL,
	"olusturma_tarihi" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kamp_ucret_tipleri_ad_uq" ON "kamp_ucret_tipleri" USING btree (lower(translate("ad", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE UNIQUE INDEX "konaklama_secenekleri_kamp_tip_uq" ON "konaklama_secenekleri" USING btree ("kamp_id","konaklama_tipi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "konaklama_tipleri_oda_tipi_adi_uq" ON "konaklama_tipleri" USING btree ("oda_tipi_id",lower(translate("konaklama_tipi_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE UNIQUE INDEX "oda_tipleri_otel_oda_tipi_adi_uq" ON "oda_tipleri" USING btree ("otel_id",lower(translate("oda_tipi_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE UNIQUE INDEX "oteller_sehir_otel_adi_uq" ON "oteller" USING btree ("sehir_id",lower(translate("otel_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));--> statement-breakpoint
CREATE UNIQUE INDEX "sehirler_ulke_sehir_adi_uq" ON "sehirler" USING btree ("ulke_id",lower(translate("sehir_adi", 'ÇĞİIÖŞÜçğıöşüÂÎÛâîû', 'cgiiosucgiosuaiuaiu')));