/**
 * Camps, galleries and camp registrations as the public and members see them
 * (member spec §3). Dates are ISO 8601 strings (yyyy-mm-dd for calendar dates).
 */
import { z } from 'zod';

/** Camp (public, member spec §3). */
export const campSchema = z.object({
  id: z.string(),
  kampAdi: z.string(),
  aktif: z.boolean(),
  gorselUrl: z.string().nullable(),
  ulkeAdi: z.string(),
  sehirAdi: z.string(),
  otelAdi: z.string(),
  baslangicTarihi: z.string(),
  bitisTarihi: z.string(),
  kampUcretTipiAdi: z.string(),
});
export type Camp = z.infer<typeof campSchema>;

/** Gallery (member spec §3). Camp fields are null for a gallery without a camp. */
export const gallerySchema = z.object({
  id: z.string(),
  aktif: z.boolean(),
  galeriAdi: z.string(),
  kampId: z.string().nullable(),
  kampAdi: z.string().nullable(),
  kampBaslangicTarihi: z.string().nullable(),
  kampBitisTarihi: z.string().nullable(),
  aciklama: z.string().nullable(),
  olusturmaTarihi: z.string(),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const galleryImageSchema = z.object({ id: z.string(), galeriId: z.string(), resimYolu: z.string() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** GET /api/kamp answer. */
export const campListSchema = z.array(campSchema);
/** GET /api/galeri answer. */
export const galleryListSchema = z.array(gallerySchema);
/** GET /api/galeriresim/galeri/:galeriId and /api/galeriresim/son-resimler answers. */
export const galleryImageListSchema = z.array(galleryImageSchema);

const adultSchema = z.object({ adSoyad: z.string(), gsm: z.string(), tcKimlikNo: z.string() });
const child06Schema = z.object({ adSoyad: z.string(), dogumTarihi: z.string(), cinsiyetAdi: z.string() });
const child611Schema = child06Schema.extend({
  okulAdi: z.string(),
  sinifSube: z.string(),
  kaymaSeviyesiId: z.string().nullable(),
});

/** Camp registration, member view (member spec §3), with its payment state (§4). */
export const campRegistrationSchema = z.object({
  id: z.string(),
  kampId: z.string(),
  kampAdi: z.string(),
  baslangicTarihi: z.string(),
  bitisTarihi: z.string(),
  otelAdi: z.string(),
  sehirAdi: z.string(),
  konaklamaSecenegiId: z.string().nullable(),
  konaklamaTipiAdi: z.string().nullable(),
  kullaniciAdSoyad: z.string(),
  kullaniciId: z.string(),
  aciklama: z.string().nullable(),
  ucusKodu: z.string().nullable(),
  ekipKodu: z.string().nullable(),
  odenecekTL: z.number(),
  odenecekEuro: z.number(),
  odenecekUsd: z.number(),
  aktif: z.boolean(),
  gorselUrl: z.string().nullable(),
  odemeDurumu: z.boolean(),
  /** The registration's payment record; null for registrations made before it. */
  odemeDetayId: z.string().nullable(),
  /** When the payment was accepted (ISO 8601), null while unpaid. */
  odemeTarihi: z.string().nullable(),
  yetiskinler: z.array(adultSchema),
  cocuklar06: z.array(child06Schema),
  cocuklar611: z.array(child611Schema),
});
export type CampRegistration = z.infer<typeof campRegistrationSchema>;

/** GET /api/kampakayit answer. */
export const campRegistrationListSchema = z.array(campRegistrationSchema);

/** Texts of the my-camps screen (member spec §2, §8). */
export const CAMP_MESSAGES = {
  signInRequired: 'Kamplarınızı görüntülemek için giriş yapmalısınız',
  unpaid: 'Ödeme Bekliyor',
  paid: 'Ödendi',
  alreadyPaid: 'Bu kamp için ödemeniz zaten tamamlanmış. Tekrar ödeme yapılamaz.',
  empty: 'Kayıt bulunamadı.',
} as const;
