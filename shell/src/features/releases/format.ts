/**
 * Texts of the release console: build times, sizes, the
 * shared-dependency summary and the health line of a version. Pure, so the table and the tests
 * read the same words.
 */
import { dayjs } from '@skiclub/shared/format';
import type { AuditAction, FailureKind, ReleaseVersionInfo } from '@skiclub/shared/releases';

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
 * A version's shared requirements as a release manager reads them: one line per package, in the
 * order react, react-dom, antd, then by name. antd's per-component modules (`antd/es/button`, …)
 * fold into one `antd ^x (N modül)`, @skiclub/shared's stateful subpaths into one
 * `@skiclub/shared ^x (api, errors, session)`, and subpath entries (`react/`, `dayjs/`) into their
 * package. Nothing is cut off: the list is short once folded.
 * @returns e.g. ['react ^19.2.0', 'antd ^6.1.0 (77 modül)', '@skiclub/shared ^0.1.20 (api, session)']
 */
export function sharedGroups(shared: ReadonlyArray<{ name: string; requiredVersion: string }>): string[] {
  const groups = new Map<string, { versions: Set<string>; parts: Set<string>; modules: number }>();
  for (const s of shared) {
    const scoped = s.name.startsWith('@');
    const segments = s.name.split('/');
    const pkg = scoped ? segments.slice(0, 2).join('/') : segments[0]!;
    const sub = segments.slice(scoped ? 2 : 1).join('/');
    const g = groups.get(pkg) ?? { versions: new Set<string>(), parts: new Set<string>(), modules: 0 };
    g.versions.add(s.requiredVersion);
    if (sub) {
      g.modules += 1;
      if (pkg === '@skiclub/shared') g.parts.add(sub);
    }
    groups.set(pkg, g);
  }
  const rank = (name: string) => {
    const i = ['react', 'react-dom', 'antd'].indexOf(name);
    return i === -1 ? 3 : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([pkg, g]) => {
      const detail = g.parts.size ? ` (${[...g.parts].sort().join(', ')})` : pkg === 'antd' && g.modules ? ` (${g.modules} modül)` : '';
      return `${pkg} ${[...g.versions].join(' / ')}${detail}`;
    });
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
  'deploy-key-create': 'Anahtar oluşturma',
  'deploy-key-revoke': 'Anahtar iptali',
  'deploy-key-use': 'Anahtar kullanımı',
};

/** A window length in ms as minutes for the health note (`120000` → `2 dakika`). */
export function formatWindow(ms: number): string {
  const minutes = ms / 60000;
  if (minutes >= 1 && Number.isInteger(minutes)) return `${minutes} dakika`;
  return `${Math.round(ms / 1000)} saniye`;
}

/** What making a version live would change, compared with the live one (release console). */
export interface VersionDiff {
  routesAdded: string[];
  routesRemoved: string[];
  /** Lines of {@link sharedGroups} the version has and the live one lacks, and the reverse. */
  sharedAdded: string[];
  sharedRemoved: string[];
  /** Size of the version minus the live one's, bytes. */
  sizeDeltaBytes: number;
  /** Both have a commit and it is the same one. */
  sameCommit: boolean;
}

/**
 * The difference between a version and the live one: pages added and removed, shared
 * requirements changed, size delta and whether the commit is the same.
 * @returns null for the live version itself, or when nothing is live
 */
export function versionDiff(live: ReleaseVersionInfo | undefined, v: ReleaseVersionInfo): VersionDiff | null {
  if (!live || live.version === v.version) return null;
  const minus = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));
  const liveShared = sharedGroups(live.shared);
  const shared = sharedGroups(v.shared);
  return {
    routesAdded: minus(v.routes, live.routes),
    routesRemoved: minus(live.routes, v.routes),
    sharedAdded: minus(shared, liveShared),
    sharedRemoved: minus(liveShared, shared),
    sizeDeltaBytes: v.sizeBytes - live.sizeBytes,
    sameCommit: !!v.commit && v.commit === live.commit,
  };
}

/** '+1,2 KB', '−0,5 KB' or '±0 KB'. */
export function formatKbDelta(bytes: number): string {
  if (bytes === 0) return '±0 KB';
  return `${bytes > 0 ? '+' : '−'}${formatKb(Math.abs(bytes))}`;
}
