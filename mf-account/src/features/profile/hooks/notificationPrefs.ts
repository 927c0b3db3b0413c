/**
 * Notification preferences (member spec §3, §7): five switches, all on by default, kept only in
 * the browser's local storage; saving waits 1 s (the spec's fake delay), no server call.
 */
import { z } from 'zod';

/** The five preferences in screen order, with their labels. */
export const NOTIFICATION_PREFS = [
  { name: 'emailOnayBildirimi', label: 'E-posta onay bildirimleri', hint: 'Hesap ve e-posta doğrulama iletileri' },
  { name: 'kampKayitBildirimi', label: 'Kamp kayıt bildirimleri', hint: 'Kamp kaydınızla ilgili gelişmeler' },
  { name: 'odemeBildirimi', label: 'Ödeme bildirimleri', hint: 'Ödeme onayları ve hatırlatmaları' },
  { name: 'kampHatirlatma', label: 'Kamp hatırlatmaları', hint: 'Kamp başlangıcından 7 ve 3 gün önce' },
  { name: 'sifreSifirlamaBildirimi', label: 'Şifre sıfırlama bildirimleri', hint: 'Şifre değişikliği ve sıfırlama iletileri' },
] as const;

/** The stored preferences; a missing or unreadable value counts as on. */
export const notificationPrefsSchema = z.object({
  emailOnayBildirimi: z.boolean().catch(true).default(true),
  kampKayitBildirimi: z.boolean().catch(true).default(true),
  odemeBildirimi: z.boolean().catch(true).default(true),
  kampHatirlatma: z.boolean().catch(true).default(true),
  sifreSifirlamaBildirimi: z.boolean().catch(true).default(true),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** The spec's fake save delay, in ms. */
export const PREFS_SAVE_DELAY_MS = 1000;

/** localStorage key of one member's preferences. */
export function prefsKey(userId: string): string {
  return `bildirimAyarlari:${userId}`;
}

/** Reads the preferences (all on when nothing or garbage is stored). */
export function loadPrefs(userId: string): NotificationPrefs {
  try {
    const raw = localStorage.getItem(prefsKey(userId));
    return notificationPrefsSchema.parse(raw ? (JSON.parse(raw) as unknown) : {});
  } catch {
    return notificationPrefsSchema.parse({});
  }
}

/** Waits {@link PREFS_SAVE_DELAY_MS}, then stores the preferences. */
export async function savePrefs(userId: string, prefs: NotificationPrefs): Promise<void> {
  await new Promise((r) => setTimeout(r, PREFS_SAVE_DELAY_MS));
  localStorage.setItem(prefsKey(userId), JSON.stringify(notificationPrefsSchema.parse(prefs)));
}
