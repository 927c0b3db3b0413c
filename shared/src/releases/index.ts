/**
 * Release management: payloads of the release API (/api/yayinlar, deploy/api), the
 * shapes of its answers and of releases.json, and the canary bucket every browser computes from
 * its visitor id. One schema per payload: the console validates with it, the API too.
 */
import { z } from 'zod';
import { queryInt } from '@skiclub/shared/schemas';

/** Remotes the release store manages, in menu order. */
export const REMOTE_NAMES = ['catalog', 'camps', 'account', 'checkout', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The name a release manager reads beside each remote's code name (release console). */
export const REMOTE_DISPLAY_NAMES: Readonly<Record<RemoteName, string>> = {
  catalog: 'Katalog',
  camps: 'Kamplar',
  account: 'Hesap',
  checkout: 'Ödeme',
  admin: 'Yönetim',
};

/** Kinds of a browser's load failure report (POST /api/yayinlar/hata-raporu). */
export const FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'timeout', 'integrity', 'render'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** Actions of the release audit log. */
export const AUDIT_ACTIONS = [
  'publish',
  'switch',
  'rollback',
  'refuse',
  'canary-start',
  'canary-stop',
  'auto-rollback',
  'verify-fail',
  'deploy-key-create',
  'deploy-key-revoke',
  'deploy-key-use',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `who` of the audit records the API writes on its own (automatic rollback, canary stop). */
export const AUTOMATIC_ACTOR = 'otomatik';

/** localStorage key of the browser's visitor id (a random UUID) that picks its canary bucket. */
export const VISITOR_ID_KEY = 'skiclub:visitor';
/** localStorage key of the per-browser preview overrides: `{ <remote>: <version> }`. */
export const RELEASE_OVERRIDES_KEY = 'skiclub:release-overrides';

/** Reason length bounds of a switch or rollback (characters, after trimming). */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** Longest `message` of a failure report (characters). */
export const FAILURE_MESSAGE_MAX = 500;
/** Default and largest page size of the audit list. */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** Label length bounds of a deploy key (characters, after trimming). */
export const DEPLOY_KEY_LABEL_MIN = 3;
export const DEPLOY_KEY_LABEL_MAX = 100;
/** Longest release notes of a version, in characters (the release store keeps as many: NOTES_MAX). */
export const RELEASE_NOTES_MAX = 2000;
/** Header that carries a deploy key on POST /api/yayinlar/yayinla/:remote. */
export const DEPLOY_KEY_HEADER = 'X-Deploy-Key';
/** Prefix of every deploy key secret: `skd_<remote>_<43 base64url characters>`. */
export const DEPLOY_KEY_PREFIX = 'skd_';
/** `who` of the audit records of a publish with a deploy key: `anahtar:<etiket>`. */
export function deployKeyActor(etiket: string): string {
  return `anahtar:${etiket}`;
}

/** Turkish texts of the release payloads and API answers. */
export const RELEASE_MESSAGES = {
  remoteRequired: 'Uzak modül zorunludur.',
  remoteInvalid: `Uzak modül şunlardan biri olmalıdır: ${REMOTE_NAMES.join(', ')}.`,
  versionRequired: 'Sürüm zorunludur.',
  versionInvalid: 'Geçersiz sürüm.',
  reasonRequired: 'Gerekçe zorunludur.',
  reasonShort: `Gerekçe en az ${REASON_MIN} karakter olmalıdır.`,
  reasonLong: `Gerekçe en fazla ${REASON_MAX} karakter olabilir.`,
  percentInvalid: 'Kanarya oranı 1 ile 99 arasında bir tam sayı olmalıdır.',
  kindInvalid: `Hata türü şunlardan biri olmalıdır: ${FAILURE_KINDS.join(', ')}.`,
  messageLong: `Hata mesajı en fazla ${FAILURE_MESSAGE_MAX} karakter olabilir.`,
  actionInvalid: 'Geçersiz işlem türü.',
  whoInvalid: 'Kullanıcı adı en fazla 100 karakter olabilir.',
  startInvalid: 'Başlangıç tarihi geçersiz.',
  endInvalid: 'Bitiş tarihi geçersiz.',
  rangeInvalid: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  page: 'Sayfa 1 veya daha büyük bir tam sayı olmalıdır.',
  pageSize: `Sayfa boyutu 1 ile ${AUDIT_MAX_PAGE_SIZE} arasında bir tam sayı olmalıdır.`,
  /** 404 of an unknown remote version. */
  versionNotFound: 'Bu sürüm yayınlanmamış.',
  /** 409 of a refused switch or canary (reasons in `veri.nedenler`). */
  refused: 'Sürüm geçişi reddedildi.',
  /** 409 of a rollback without a previous version. */
  noPrevious: 'Geri alınacak önceki sürüm yok.',
  /** 404 of a preview of a version that is not published or no longer verifies. */
  previewUnavailable: 'Bu sürüm önizlenemez: yayınlanmamış ya da dosyaları değişmiş.',
  switched: 'Sürüm değiştirildi.',
  rolledBack: 'Önceki sürüme geri alındı.',
  canaryStarted: 'Kanarya başlatıldı.',
  canaryStopped: 'Kanarya durduruldu.',
  labelRequired: 'Etiket zorunludur.',
  labelShort: `Etiket en az ${DEPLOY_KEY_LABEL_MIN} karakter olmalıdır.`,
  labelLong: `Etiket en fazla ${DEPLOY_KEY_LABEL_MAX} karakter olabilir.`,
  notesLong: `Sürüm notları en fazla ${RELEASE_NOTES_MAX} karakter olabilir.`,
  expiryInvalid: 'Son kullanma tarihi geçersiz.',
  expiryPast: 'Son kullanma tarihi gelecekte olmalıdır.',
  /** 404 of an unknown deploy key id. */
  deployKeyNotFound: 'Dağıtım anahtarı bulunamadı.',
  deployKeyCreated: 'Dağıtım anahtarı oluşturuldu. Anahtar yalnızca bir kez gösterilir.',
  deployKeyRevoked: 'Dağıtım anahtarı iptal edildi.',
  /** 401 of the publish route: no key, an unknown, revoked or expired one. */
  deployKeyMissing: `Dağıtım anahtarı gerekli (${DEPLOY_KEY_HEADER} başlığı).`,
  deployKeyInvalid: 'Dağıtım anahtarı geçersiz, iptal edilmiş ya da süresi dolmuş.',
  /** 403: the key is for another remote than the URL's or the build's. */
  deployKeyWrongRemote: 'Bu dağıtım anahtarı bu uzak modül için değil.',
  manifestNameMismatch: 'Derlemenin mf-manifest.json adı bu uzak modülle uyuşmuyor.',
  /** 415 of the publish route. */
  archiveType: 'Derleme arşivi application/gzip (tar.gz) ya da application/zip olarak gönderilmelidir.',
  /** 413 of the publish route: the archive or its contents are over the limits. */
  archiveTooLarge: 'Derleme arşivi çok büyük.',
  /** 422 of the publish route. */
  archiveInvalid: 'Derleme arşivi geçersiz.',
  archiveUnsafePath: 'Derleme arşivinde klasör dışına çıkan ya da mutlak bir yol var.',
  archiveLink: 'Derleme arşivinde bağlantı ya da özel dosya olamaz.',
  archiveNoManifest: 'Derleme arşivinin kökünde mf-manifest.json yok (klasörün kendisini değil, içindekileri paketleyin).',
  buildInvalid: 'Derleme yayınlanamadı.',
  published: 'Sürüm yayınlandı; canlı sürüm değişmedi.',
  alreadyPublished: 'Bu derleme zaten yayınlanmış; canlı sürüm değişmedi.',
  /** Store missing on the server (HOST_DATA_DIR not set or empty). */
  storeMissing: 'Sürüm deposu bulunamadı.',
} as const;

const remoteField = z.enum(REMOTE_NAMES, { error: (i) => (i.input === undefined || i.input === '' ? RELEASE_MESSAGES.remoteRequired : RELEASE_MESSAGES.remoteInvalid) });

/** A published version name (folder name in the store: letters, digits, `.`, `_`, `+`, `-`; no path parts). */
const versionField = z
  .string({ error: RELEASE_MESSAGES.versionRequired })
  .trim()
  .min(1, { error: RELEASE_MESSAGES.versionRequired })
  .max(100, { error: RELEASE_MESSAGES.versionInvalid })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]*$/, { error: RELEASE_MESSAGES.versionInvalid });

const reasonField = z
  .string({ error: RELEASE_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: RELEASE_MESSAGES.reasonRequired })
  .min(REASON_MIN, { error: RELEASE_MESSAGES.reasonShort })
  .max(REASON_MAX, { error: RELEASE_MESSAGES.reasonLong });

/** POST /api/yayinlar/gecis body: make `version` live for `remote`, with a reason for the audit log. */
export const switchPayloadSchema = z.object({ remote: remoteField, version: versionField, reason: reasonField });
export type SwitchPayload = z.input<typeof switchPayloadSchema>;

/** POST /api/yayinlar/geri-al body: go back to the remote's previous version. */
export const rollbackPayloadSchema = z.object({ remote: remoteField, reason: reasonField });
export type RollbackPayload = z.input<typeof rollbackPayloadSchema>;

/**
 * POST /api/yayinlar/kanarya body: serve `version` to `percent` % of the visitors (whole number
 * 1..99), with a reason for the audit log like a switch.
 */
export const canaryPayloadSchema = z.object({
  remote: remoteField,
  version: versionField,
  percent: z.number({ error: RELEASE_MESSAGES.percentInvalid }).int({ error: RELEASE_MESSAGES.percentInvalid }).min(1, { error: RELEASE_MESSAGES.percentInvalid }).max(99, { error: RELEASE_MESSAGES.percentInvalid }),
  reason: reasonField,
});
export type CanaryPayload = z.input<typeof canaryPayloadSchema>;

/** POST /api/yayinlar/hata-raporu body: a browser could not load `version` of `remote` (public, rate-limited). */
export const failureReportSchema = z.object({
  remote: remoteField,
  version: versionField,
  kind: z.enum(FAILURE_KINDS, { error: RELEASE_MESSAGES.kindInvalid }),
  message: z.string({ error: RELEASE_MESSAGES.messageLong }).max(FAILURE_MESSAGE_MAX, { error: RELEASE_MESSAGES.messageLong }).optional(),
});
export type FailureReport = z.input<typeof failureReportSchema>;


/**
 * POST /api/yayinlar/anahtarlar body: a deploy key for one `remote`, named by `etiket` (e.g. the
 * CI job), valid until `sonKullanma` (ISO instant or date, in the future) or forever when absent. The secret is in the answer only.
 */
export const deployKeyPayloadSchema = z.object({
  remote: remoteField,
  etiket: z
    .string({ error: RELEASE_MESSAGES.labelRequired })
    .trim()
    .min(1, { error: RELEASE_MESSAGES.labelRequired })
    .min(DEPLOY_KEY_LABEL_MIN, { error: RELEASE_MESSAGES.labelShort })
    .max(DEPLOY_KEY_LABEL_MAX, { error: RELEASE_MESSAGES.labelLong }),
  sonKullanma: z
    .string({ error: RELEASE_MESSAGES.expiryInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, { error: RELEASE_MESSAGES.expiryInvalid })
    .refine((v) => Number.isFinite(Date.parse(v)), { error: RELEASE_MESSAGES.expiryInvalid })
    .refine((v) => Date.parse(v) > Date.now(), { error: RELEASE_MESSAGES.expiryPast })
    .optional(),
});
export type DeployKeyPayload = z.input<typeof deployKeyPayloadSchema>;

/**
 * POST /api/yayinlar/yayinla/:remote query: `notlar`, the version's release notes (what changed,
 * for the release manager who switches it live); empty → none. Kept only with a new version.
 */
export const keyPublishQuerySchema = z.object({
  notlar: z
    .string({ error: RELEASE_MESSAGES.notesLong })
    .trim()
    .max(RELEASE_NOTES_MAX, { error: RELEASE_MESSAGES.notesLong })
    .optional(),
});
export type KeyPublishQuery = z.input<typeof keyPublishQuerySchema>;

/** A deploy key as GET /api/yayinlar/anahtarlar lists it (never its secret). */
export interface DeployKeyInfo {
  id: string;
  remote: RemoteName;
  etiket: string;
  /** First characters of the secret, e.g. `skd_catalog_Ab12`. */
  onEk: string;
  /** ISO instants; `sonKullanma` null: never expires; `sonKullanim` null: never used. */
  olusturmaTarihi: string;
  sonKullanma: string | null;
  sonKullanim: string | null;
  olusturan: string;
  iptalTarihi: string | null;
  /** 'aktif', 'iptal' (revoked) or 'suresi-doldu' (expired), at the time of the answer. */
  durum: DeployKeyState;
}

/** States of a deploy key. */
export const DEPLOY_KEY_STATES = ['aktif', 'iptal', 'suresi-doldu'] as const;
export type DeployKeyState = (typeof DEPLOY_KEY_STATES)[number];

/** `veri` of POST /api/yayinlar/anahtarlar: the key and, this once, its secret. */
export interface DeployKeyCreated extends DeployKeyInfo {
  anahtar: string;
}

/**
 * A deploy key as the API answers it ({@link DeployKeyInfo}): the API's contract (OpenAPI) and
 * the console's check of its answers are this one schema.
 */
export const deployKeyInfoSchema = z.object({
  id: z.uuid(),
  remote: z.enum(REMOTE_NAMES),
  etiket: z.string(),
  onEk: z.string(),
  olusturmaTarihi: z.string(),
  sonKullanma: z.string().nullable(),
  sonKullanim: z.string().nullable(),
  olusturan: z.string(),
  iptalTarihi: z.string().nullable(),
  durum: z.enum(DEPLOY_KEY_STATES),
}) satisfies z.ZodType<DeployKeyInfo>;

/** `veri` of POST /api/yayinlar/anahtarlar: the key with its secret, shown this once. */
export const deployKeyCreatedSchema = deployKeyInfoSchema.extend({ anahtar: z.string().min(1).describe('Gizli anahtar: yalnızca bu yanıtta gösterilir.') }) satisfies z.ZodType<DeployKeyCreated>;

/** `veri` of POST /api/yayinlar/yayinla/:remote. */
export interface KeyPublishResult {
  remote: RemoteName;
  version: string;
  /** False when the same build was already published (nothing changed). */
  yeni: boolean;
  /** Files of the build (the archive's regular files). */
  dosyaSayisi: number;
  /** Total bytes of the build's files. */
  boyut: number;
  /** Whether it could be made live now (the switch itself stays a release manager's). */
  uyumluluk: CompatibilityVerdict;
}

/** An ISO 8601 date or instant from a query string (empty → absent); a bare date `2026-11-24` means that day in UTC. */
function queryDate(message: string) {
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (!/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(v) || !Number.isFinite(Date.parse(v))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v;
    });
}

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/yayinlar/denetim query: filters `remote`, `action`, `who` (exact user name), `baslangic`
 * / `bitis` (ISO dates; a bare `bitis` date includes that whole day), page `sayfa` (default 1) of
 * `boyut` records (default 20, at most 100). Newest first.
 */
export const auditQuerySchema = z
  .object({
    remote: z.preprocess(emptyToUndefined, remoteField.optional()),
    action: z.preprocess(emptyToUndefined, z.enum(AUDIT_ACTIONS, { error: RELEASE_MESSAGES.actionInvalid }).optional()),
    who: z.preprocess(emptyToUndefined, z.string({ error: RELEASE_MESSAGES.whoInvalid }).trim().max(100, { error: RELEASE_MESSAGES.whoInvalid }).optional()),
    baslangic: queryDate(RELEASE_MESSAGES.startInvalid),
    bitis: queryDate(RELEASE_MESSAGES.endInvalid),
    sayfa: queryInt(RELEASE_MESSAGES.page, 1, Number.MAX_SAFE_INTEGER, 1, { emptyAsMissing: true }),
    boyut: queryInt(RELEASE_MESSAGES.pageSize, 1, AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE, { emptyAsMissing: true }),
  })
  .refine((q) => !q.baslangic || !q.bitis || Date.parse(q.baslangic) <= Date.parse(q.bitis), { message: RELEASE_MESSAGES.rangeInvalid, path: ['bitis'] });
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
export type AuditQuery = z.output<typeof auditQuerySchema>;

/**
 * Stable canary bucket 0..99 of a visitor id: 32-bit FNV-1a over the id's UTF-16 code units,
 * then a murmur3 finaliser so that ids differing only at the end still spread evenly.
 */
export function canaryBucket(visitorId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < visitorId.length; i++) {
    h ^= visitorId.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % 100;
}

/** True when the visitor gets the canary version at `percent` % (0 → never, 100 → always). */
export function inCanary(visitorId: string, percent: number): boolean {
  return canaryBucket(visitorId) < percent;
}

// ---------------------------------------------------------------------------------------------
// releases.json (written by deploy/release, served by the host at /releases.json, no-cache)

/** File path relative to the version folder → SRI string `sha256-<base64>`. */
export type IntegrityMap = Record<string, string>;

/** A route of a live remote as releases.json carries it (see @skiclub/shared/routes). */
export interface ReleaseRoute {
  path: string;
  module: string;
  guard: string;
  title: string;
  menu?: { section: string; group?: string; label: string };
}

/** One remote in releases.json; `integrity`, `fallback` and `canary` are absent in files written before integrity, fall-back and canary existed. */
export interface ReleasesFileEntry {
  live: string;
  /** URL of the live version's mf-manifest.json, e.g. `/remotes/catalog/0.1.0-abc/mf-manifest.json`. */
  entry: string;
  previous: string | null;
  versions: string[];
  routes: ReleaseRoute[];
  integrity?: IntegrityMap;
  /** Previous version that still verifies: browsers load it when the live one fails. */
  fallback?: { version: string; entry: string; integrity: IntegrityMap } | null;
  canary?: { version: string; entry: string; percent: number; integrity: IntegrityMap; startedAt: string } | null;
}

/** releases.json as a whole. */
export interface ReleasesFile {
  remotes: Record<string, ReleasesFileEntry>;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Answers of the release API (`veri` of the envelope)

/** A shared dependency a version declares in its mf-manifest.json. */
export interface SharedSummary {
  name: string;
  requiredVersion: string;
  singleton: boolean;
}

/** A published version of a remote, with its health (failure reports within the window). */
export interface ReleaseVersionInfo {
  version: string;
  /** ISO instant of publishing. */
  publishedAt: string;
  /** ISO instant of the build (manifest build info or newest file), null when unknown. */
  builtAt: string | null;
  /** Total size of the version's files in bytes. */
  sizeBytes: number;
  fileCount: number;
  commit: string | null;
  /** Built from uncommitted changes (the build's build-info.json); null when the build does not say. */
  dirty: boolean | null;
  /** The publisher's release notes, null when none. */
  notes: string | null;
  shared: SharedSummary[];
  /** Paths of the version's pages (its routes.json). */
  routes: string[];
  /** Whether the files on disk still match the hashes recorded at publishing. */
  integrityOk: boolean;
  /** Failure reports for this version within the auto-rollback window. */
  failures: number;
  lastFailureAt: string | null;
  failureKinds: Record<string, number>;
}

/** One remote in GET /api/yayinlar. */
export interface RemoteReleaseState {
  remote: string;
  live: string | null;
  previous: string | null;
  canary: { version: string; percent: number; startedAt: string } | null;
  /** Newest published first. */
  versions: ReleaseVersionInfo[];
}

/** `veri` of GET /api/yayinlar. */
export interface ReleaseState {
  shell: { provides: Record<string, string>; recordedAt: string } | null;
  remotes: RemoteReleaseState[];
  /** Reports of the live version within `windowMs` (ms) past which the API rolls back on its own. */
  autoRollback: { threshold: number; windowMs: number };
}

/** One line of the audit log (`veri.kayitlar` of GET /api/yayinlar/denetim). */
export interface AuditRecord {
  /** ISO instant. */
  at: string;
  /** User name, 'cli' / the OS user for the command line, {@link AUTOMATIC_ACTOR} for the API's own actions. */
  who: string;
  action: AuditAction;
  remote: string;
  from: string | null;
  to: string | null;
  reason: string | null;
  /** Why a switch was refused or a version failed to verify. */
  reasons?: string[];
}

/** `veri` of GET /api/yayinlar/denetim. */
export interface AuditPage {
  kayitlar: AuditRecord[];
  toplam: number;
}

/** `veri` of GET /api/yayinlar/uyumluluk (and of a 409 refusal: `nedenler`). */
export interface CompatibilityVerdict {
  uygun: boolean;
  nedenler: string[];
}

/** `veri` of POST gecis and geri-al. */
export interface SwitchResult {
  from: string | null;
  to: string;
}

/** `veri` of GET /api/yayinlar/onizleme/:remote/:version: what a browser needs to load that version. */
export interface PreviewEntry {
  remote: string;
  version: string;
  /** URL of the version's mf-manifest.json. */
  entry: string;
  integrity: IntegrityMap;
}
