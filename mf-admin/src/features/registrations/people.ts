/**
 * The people of a camp registration as readable lines, one per person (admin spec §2, §3: adults
 * adSoyad, gsm, tcKimlikNo; children 0-6 adSoyad, birth date, gender; children 6-11 adSoyad, birth
 * date, school, class, skill level, gender). Dates dd.mm.yyyy. Used by the table and the export.
 */
import { formatDate } from '@skiclub/shared/format';
import type { AdminRegistration } from '@skiclub/shared/schemas/admin';

const SEP = ' · ';
const orDash = (text: string | null | undefined) => (text && text.trim() ? text.trim() : '-');

/** 'Ayşe Yılmaz · 05321234567 · TC 12345678901' per adult. */
export function adultLines(row: AdminRegistration): string[] {
  return row.yetiskinler.map((p) => [orDash(p.adSoyad), orDash(p.gsm), `TC ${orDash(p.tcKimlikNo)}`].join(SEP));
}

/** 'Ela Yılmaz · 24.11.2021 · Kız' per child aged 0-6. */
export function child06Lines(row: AdminRegistration): string[] {
  return row.cocuklar06.map((p) => [orDash(p.adSoyad), orDash(formatDate(p.dogumTarihi)), orDash(p.cinsiyetAdi)].join(SEP));
}

/** 'Deniz Yılmaz · 27.11.2017 · Atatürk İlkokulu · 3-B · Başlangıç · Kız' per child aged 6-11 (skill level '-' when unknown). */
export function child611Lines(row: AdminRegistration): string[] {
  return row.cocuklar611.map((p) =>
    [orDash(p.adSoyad), orDash(formatDate(p.dogumTarihi)), orDash(p.okulAdi), orDash(p.sinifSube), orDash(p.kaymaSeviyesiAdi), orDash(p.cinsiyetAdi)].join(SEP),
  );
}

/** Text the search box looks in: camp, type, member, ids, notes, codes and every person's name. */
export function registrationSearchText(row: AdminRegistration): string {
  return [
    row.kampAdi,
    row.konaklamaTipiAdi ?? '',
    row.kullaniciAdSoyad,
    row.kullaniciId,
    row.aciklama ?? '',
    row.ucusKodu ?? '',
    row.ekipKodu ?? '',
    ...row.yetiskinler.map((p) => p.adSoyad),
    ...row.cocuklar06.map((p) => p.adSoyad),
    ...row.cocuklar611.map((p) => p.adSoyad),
  ].join(' ');
}

/** dd.mm.yyyy of an instant (ISO 8601) as the day in Turkey, '' when empty or invalid (matches the export). */
export function turkeyDate(iso: string | null | undefined): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}
