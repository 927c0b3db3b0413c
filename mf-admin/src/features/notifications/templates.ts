import type { NotificationPriority, NotificationType, RecipientType } from '@skiclub/shared/schemas/admin';

/** A quick template: its button label and the form values it fills in. */
export interface QuickTemplate {
  key: string;
  /** Button label. */
  label: string;
  values: { aliciTipi: RecipientType; bildirimTipi: NotificationType; oncelik: NotificationPriority; konu: string; mesaj: string };
}

/**
 * The four quick templates of the notification screen (admin spec §2): camp reminder 7 and 3 days
 * before, payment reminder, urgent announcement. Subjects ≤ 100, messages ≤ 1000 characters.
 */
export const QUICK_TEMPLATES: readonly QuickTemplate[] = [
  {
    key: 'kamp7',
    label: 'Kamp hatırlatma — 7 gün kala',
    values: {
      aliciTipi: 'aktifKampKayitlari',
      bildirimTipi: 'kampHatirlatma',
      oncelik: 'orta',
      konu: 'Kampınıza 7 gün kaldı!',
      mesaj:
        'Değerli kampçımız, kampınızın başlamasına 7 gün kaldı. Kayak ekipmanınızı, kıyafetlerinizi ve kimlik belgelerinizi şimdiden hazırlamayı unutmayın. Ulaşım ve konaklama bilgilerinizi hesabınızdaki kamp kayıtlarından kontrol edebilirsiniz. Görüşmek üzere!',
    },
  },
  {
    key: 'kamp3',
    label: 'Kamp hatırlatma — 3 gün kala',
    values: {
      aliciTipi: 'aktifKampKayitlari',
      bildirimTipi: 'kampHatirlatma',
      oncelik: 'yuksek',
      konu: 'Kampınıza 3 gün kaldı!',
      mesaj:
        'Değerli kampçımız, kampınızın başlamasına yalnızca 3 gün kaldı. Kask, eldiven, gözlük ve kişisel ilaçlarınızı yanınıza almayı unutmayın; yola çıkmadan önce hava ve yol durumunu kontrol edin. İyi yolculuklar, pistlerde görüşmek üzere!',
    },
  },
  {
    key: 'odeme',
    label: 'Ödeme hatırlatma',
    values: {
      aliciTipi: 'aktifKampKayitlari',
      bildirimTipi: 'odemeHatirlatma',
      oncelik: 'yuksek',
      konu: 'Kamp ödemeniz hakkında hatırlatma',
      mesaj:
        'Değerli üyemiz, kamp kaydınıza ait ödemenin henüz tamamlanmadığını hatırlatmak isteriz. Ödemenizi hesabınızdaki kamp kayıtları sayfasından kredi kartıyla kolayca yapabilirsiniz. Ödemenizi yaptıysanız bu mesajı dikkate almayınız.',
    },
  },
  {
    key: 'acil',
    label: 'Acil duyuru',
    values: {
      aliciTipi: 'tumKullanicilar',
      bildirimTipi: 'acilDuyuru',
      oncelik: 'yuksek',
      konu: 'Acil duyuru',
      mesaj:
        'Değerli üyelerimiz, hava ve yol koşulları nedeniyle planlanan programda değişiklik yapılmıştır. Güncel bilgiler için lütfen web sitemizi takip edin ve kamp sorumlunuzla iletişimde kalın.',
    },
  },
];
