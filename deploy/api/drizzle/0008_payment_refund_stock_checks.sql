ALTER TABLE "odeme_islemleri" DROP CONSTRAINT "odeme_islemleri_durum_ck";--> statement-breakpoint
ALTER TABLE "odeme_islemleri" ADD CONSTRAINT "odeme_islemleri_durum_ck" CHECK ("odeme_islemleri"."durum" in ('baslatildi', 'onaylandi', 'reddedildi', 'iade'));--> statement-breakpoint
ALTER TABLE "urun_varyantlari" ADD CONSTRAINT "urun_varyantlari_stok_ck" CHECK ("urun_varyantlari"."stok_miktari" >= 0);--> statement-breakpoint
ALTER TABLE "urunler" ADD CONSTRAINT "urunler_stok_ck" CHECK ("urunler"."stok_miktari" >= 0);