/**
 * Texts of the release console: build times, sizes, the
 * shared-dependency summary and the health line of a version. Pure, so the table and the tests
 * read the same words.
 */
import { dayjs } from '@skiclub/shared/format';
import type { AuditAction, FailureKind } from '@skiclub/shared/releases';

/** `dd.mm.yyyy HH:mm` in the browser's time zone; '—' for a missing or invalid time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD.MM.YYYY HH:mm') : '—';
}

const kbFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A size in bytes as kilobytes (1 KB = 1024 bytes) with one decimal, e.g. `12,5 KB`. */
export function formatKb(bytes: number): string {
  return `${kbFormat.format(Math.max(0, bytes) / 1024)} KB`;
}

/**
 * One line naming the shared singletons a version was built against, most important first
 * (react, react-dom, antd, then the rest by name), e.g. `react ^19.2.0, react-dom ^19.2.0, antd ^5.27.0 +3`.
 * @param limit how many to name before `+n`
 */
export function sharedSummary(shared: ReadonlyArray<{ name: string; requiredVersion: string }>, limit = 3): string {
  if (shared.length === 0) return '—';
  const rank = (name: string) => {
    const i = ['react', 'react-dom', 'antd'].indexOf(name);
    return i === -1 ? 3 : i;
  };
  const sorted = [...shared].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  const named = sorted.slice(0, limit).map((s) => `${s.name} ${s.requiredVersion}`);
  const rest = sorted.length - named.length;
  return rest > 0 ? `${named.join(', ')} +${rest}` : named.join(', ');
}

/** Failure kinds as the console names them (failureReportSchema's `kind`). */
export const FAILURE_KIND_LABELS: Readonly<Record<FailureKind, string>> = {
  manifest: 'manifest',
  entry: 'giriş dosyası',
  chunk: 'parça',
  timeout: 'zaman aşımı',
  integrity: 'bütünlük',
  render: 'çizim',
};

/** Health of a version: 'Sorun yok', or `3 hata (zaman aşımı 2, parça 1)` with the kinds by count. */
export function healthSummary(failures: number, kinds: Readonly<Record<string, number>>): string {
  if (failures <= 0) return 'Sorun yok';
  const parts = Object.entries(kinds)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, n]) => `${(FAILURE_KIND_LABELS as Record<string, string>)[kind] ?? kind} ${n}`);
  return parts.length ? `${failures} hata (${parts.join(', ')})` : `${failures} hata`;
}

/** The audit log's actions with their Turkish names (AuditRecord.action). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  publish: 'Yayımlama',
  switch: 'Geçiş',
  rollback: 'Geri alma',
  refuse: 'Reddedilen geçiş',
  'canary-start': 'Kanarya başlatma',
  'canary-stop': 'Kanarya durdurma',
  'auto-rollback': 'Otomatik geri alma',
  'verify-fail': 'Doğrulama hatası',
};

/** A window length in ms as minutes for the health note (`120000` → `2 dakika`). */
export function formatWindow(ms: number): string {
  const minutes = ms / 60000;
  if (minutes >= 1 && Number.isInteger(minutes)) return `${minutes} dakika`;
  return `${Math.round(ms / 1000)} saniye`;
}
