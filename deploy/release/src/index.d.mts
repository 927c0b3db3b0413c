// Types of the release store (index.mjs) for TypeScript callers (deploy/api, deploy/host).

// The shapes of releases.json, the audit log and the console's answers are written once, in
// @skiclub/shared/releases (the shell, the host and the API read the same files and answers);
// this file names them as the store's own and adds what only the store knows.
import type {
  AuditAction as SharedAuditAction,
  AuditPage,
  AuditRecord as SharedAuditRecord,
  CompatibilityVerdict,
  IntegrityMap,
  PreviewEntry,
  ReleaseRoute,
  ReleasesFile,
  ReleasesFileEntry,
  ReleaseVersionInfo,
  SharedSummary as SharedSummaryShape,
} from '@skiclub/shared/releases';

/** A page of a remote version (routes.json). */
export type Route = ReleaseRoute;

/** File path in the version folder → 'sha256-<base64>'. */
export type Integrity = IntegrityMap;

/** The fall-back of a live remote: the previous version that still verifies. */
export type Fallback = NonNullable<ReleasesFileEntry['fallback']>;

/** A running canary: `percent` of visitors (1..99) since `startedAt` (ISO instant). */
export type Canary = NonNullable<ReleasesFileEntry['canary']>;

/** One remote in releases.json; integrity, fall-back and canary are absent in older files. */
export type ReleaseEntry = ReleasesFileEntry;

/** releases.json. */
export type Releases = ReleasesFile;

/** shell.json: the live shell's pages, shared versions and the remote modules it loads itself. */
export interface ShellRecord {
  routes: Array<{ path: string }>;
  provides: Record<string, string>;
  needs?: Record<string, string[]>;
  recordedAt: string;
}

export type SharedSummary = SharedSummaryShape;

/** Hash of one file: hex SHA-256, SRI string, size in bytes. */
export interface FileRecord {
  sha256: string;
  sri: string;
  size: number;
}

/** <dataDir>/store/<name>/<version>.json */
export interface VersionRecord {
  name: string;
  version: string;
  publishedAt: string;
  builtAt: string | null;
  commit: string | null;
  /** Built from uncommitted changes (the build's build-info.json); null or absent when unknown. */
  dirty?: boolean | null;
  /** The publisher's release notes. */
  notes?: string | null;
  /** Bytes of the build's files (the .br/.gz copies left out). */
  sizeBytes: number;
  fileCount: number;
  shared: SharedSummary[];
  /** Verdict on making it live, checked right after a publish over HTTP (absent otherwise). */
  verdict?: Verdict & { checkedAt: string };
  /** Files the shell fetches itself (manifest, entry, exposed modules' first JS/CSS); older records lack it. */
  browserFiles?: string[];
  /** Each file's stamp as the store kept it at publish (S3: ETag and size), for the console's quick check. */
  stamps?: Record<string, string>;
  files: Record<string, FileRecord>;
}

export interface VerifyResult {
  name: string;
  version: string;
  ok: boolean;
  /** False when the version has no record (published before records existed). */
  recorded: boolean;
  changed: string[];
  missing: string[];
  added: string[];
}

export type Verdict = CompatibilityVerdict;

/** A published version as listVersions gives it (the API adds the failure reports). */
export type VersionInfo = Omit<ReleaseVersionInfo, 'failures' | 'lastFailureAt' | 'failureKinds'>;

export type AuditAction = SharedAuditAction;

export type AuditRecord = SharedAuditRecord;

export interface AuditFilters {
  remote?: string;
  action?: string;
  who?: string;
  /** ISO date or instant. */
  baslangic?: string;
  /** ISO date (the whole day included) or instant. */
  bitis?: string;
  sayfa?: number;
  boyut?: number;
}

export interface FailureEntry {
  remote: string;
  version: string;
  kind: string;
  /** ms since epoch */
  at: number;
  /** The reporter (client address); the auto-rollback threshold counts distinct reporters. */
  source?: string;
}

export interface AutoRollbackSettings {
  threshold: number;
  windowMs: number;
}

export interface FailureSummary {
  failures: number;
  lastFailureAt: string | null;
  failureKinds: Record<string, number>;
}

export interface FailureLog {
  record(report: FailureEntry): void;
  reportsFor(remote: string, version: string): FailureEntry[];
  summary(remote: string, version: string, now?: number): FailureSummary;
  claimAttempt(remote: string, version: string, now?: number): boolean;
}

export declare const REMOTES: string[];
export declare const AUTOMATIC: 'otomatik';
export declare const DEFAULT_FAILURE_THRESHOLD: number;
export declare const DEFAULT_FAILURE_WINDOW_MS: number;

export declare class SwitchRefusedError extends Error {
  constructor(name: string, version: string, reasons: string[], kind?: 'refuse' | 'verify-fail');
  reasons: string[];
  kind: 'refuse' | 'verify-fail';
}
export declare class VersionNotFoundError extends Error {
  constructor(name: string, version: string);
}
export declare class NoPreviousVersionError extends Error {
  constructor(name: string);
}

export declare function hashDir(dir: string): Promise<string>;
export declare function entryUrl(name: string, version: string): string;
export declare function readReleases(dataDir: string): Promise<Releases>;
export declare function readShell(dataDir: string): Promise<ShellRecord | null>;
export declare function recordShell(o: { dataDir: string; distDir: string }): Promise<ShellRecord>;
export declare function publish(o: {
  dataDir: string;
  name: string;
  distDir: string;
  who?: string;
  makeLive?: 'if-none' | 'always' | 'never';
  /** Release notes kept with a new version (at most NOTES_MAX characters). */
  notes?: string | null;
}): Promise<{ version: string; published: boolean; live: string }>;
/** Longest release notes a version keeps, in characters. */
export declare const NOTES_MAX: number;
export declare function switchVersion(o: { dataDir: string; name: string; version: string; who?: string; reason?: string | null }): Promise<{ from: string | null; to: string }>;
export declare function rollback(o: {
  dataDir: string;
  name: string;
  who?: string;
  reason?: string | null;
  onlyIfLive?: string;
  action?: 'rollback' | 'auto-rollback';
}): Promise<{ from: string | null; to: string } | null>;
export declare function startCanary(o: { dataDir: string; name: string; version: string; percent: number; who?: string; reason?: string | null }): Promise<Canary>;
export declare function stopCanary(o: { dataDir: string; name: string; who?: string; reason?: string | null; onlyVersion?: string }): Promise<{ stopped: string | null }>;
export declare function checkCompatibility(o: { dataDir: string; name: string; version: string }): Promise<Verdict>;
export declare function recordVerdict(o: { dataDir: string; name: string; version: string; verdict: Verdict }): Promise<void>;
export declare function auditEvent(o: { dataDir: string; who: string; action: AuditAction; remote: string; from?: string | null; to?: string | null; reason?: string | null }): Promise<void>;
export declare function verify(o: { dataDir: string; name?: string; version?: string }): Promise<VerifyResult[]>;
export declare function verifyVersion(o: { dataDir: string; name: string; version: string; fast?: boolean }): Promise<VerifyResult>;
export declare function integrityReasons(r: VerifyResult): string[];
export declare function integrityMap(record: VersionRecord): Integrity;
export declare function readRecord(dataDir: string, name: string, version: string): Promise<VersionRecord | null>;
export declare function recordPath(dataDir: string, name: string, version: string): string;
export declare function listVersions(o: { dataDir: string; name: string }): Promise<VersionInfo[]>;
export declare function previewEntry(o: { dataDir: string; name: string; version: string }): Promise<PreviewEntry | null>;
export declare function readAudit(o: { dataDir: string; filters?: AuditFilters }): Promise<AuditPage>;
export declare function reportFailure(o: {
  dataDir: string;
  log: FailureLog | SharedFailureLog;
  report: { remote: string; version: string; kind: string; source?: string };
  settings: AutoRollbackSettings;
  now?: number;
}): Promise<{ action: 'auto-rollback' | 'canary-stop'; from: string | null; to: string | null } | null>;
export declare function autoRollbackSettings(env?: Record<string, string | undefined>): AutoRollbackSettings;
export declare function createFailureLog(o: { windowMs: number; max?: number }): FailureLog;
export declare function shouldAutoRollback(reports: FailureEntry[], o: AutoRollbackSettings & { now: number }): boolean;
export declare function summarizeFailures(reports: FailureEntry[], o: { windowMs: number; now: number }): FailureSummary;
export declare function withLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T>;
export declare function writeFileAtomic(file: string, text: string): Promise<void>;
/** Files that get .br/.gz copies when published. */
export declare const COMPRESSIBLE: RegExp;
export declare function precompress(dir: string): Promise<{ files: number; bytes: number; brBytes: number }>;
export declare function checkRouteList(list: unknown, manifest: { exposes?: Array<{ name: string }> }): string[];
export declare function routeConflicts(owners: Array<{ owner: string; routes: Array<{ path: string }> }>, candidate?: string): string[];
export declare function unsatisfiedSingletons(
  remoteManifest: { shared?: Array<{ name: string; requiredVersion?: string; singleton?: boolean }> },
  provided: Record<string, string>,
  label: string,
): string[];
export declare function missingExposes(remoteManifest: { exposes?: Array<{ name: string }> }, needed: string[] | undefined, label: string): string[];

/** Where the release store keeps its state (state.mjs): files in the data folder, or PostgreSQL. */
export interface StateStore {
  kind: 'file' | 'postgres';
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  readReleases(): Promise<Releases>;
  writeReleases(releases: Releases): Promise<void>;
  /** Changes whenever the releases change. */
  stamp(): Promise<string>;
  readShell(): Promise<ShellRecord | null>;
  writeShell(record: ShellRecord): Promise<void>;
  readRecord(name: string, version: string): Promise<VersionRecord | null>;
  writeRecord(record: VersionRecord): Promise<void>;
  appendAudit(record: Record<string, unknown>): Promise<void>;
  /** Every audit record, oldest first. */
  auditRecords(): Promise<Record<string, unknown>[]>;
  /** Failure reports every replica counts (the database); absent for the file store (one process, in memory). */
  failureLog?(windowMs: number): SharedFailureLog;
}
/** Failure reports kept in the database (every method async). */
export interface SharedFailureLog {
  record(report: FailureEntry): Promise<void>;
  reportsFor(remote: string, version: string, now?: number): Promise<FailureEntry[]>;
  summary(remote: string, version: string, now?: number): Promise<FailureSummary>;
  claimAttempt(remote: string, version: string, now?: number): Promise<boolean>;
}
/** What the PostgreSQL state needs of a node-postgres Pool. */
export interface SqlQueryable {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
export interface SqlPool extends SqlQueryable {
  connect(): Promise<SqlQueryable & { release(err?: Error): void }>;
}
export declare function fileState(dataDir: string): StateStore;
export declare function sqlState(pool: SqlPool): StateStore;
export declare function prepareSqlState(pool: SqlPool, dataDir?: string): Promise<{ imported: { releases: boolean; records: number; audit: number } | null }>;
export declare function setStateStore(dataDir: string, store: StateStore | null): void;
export declare function stateOf(dataDir: string): StateStore;
export declare function stateFromEnv(o: { dataDir: string; env?: Record<string, string | undefined>; log?: (line: string) => void }): Promise<{ kind: 'file' | 'postgres'; imported: { releases: boolean; records: number; audit: number } | null; close: () => Promise<void> }>;
/** Where a published version's files live (files.mjs): <dataDir>/remotes, or an S3 bucket. */
export interface FileStore {
  kind: 'local' | 's3';
  root?: string;
  staging(name: string, version: string): string;
  has(name: string, version: string): Promise<boolean>;
  /** Moves or uploads a prepared folder as the version; the stored files' stamps when the store makes them (S3), else null. */
  put(name: string, version: string, dir: string): Promise<Record<string, string> | null>;
  list(name: string, version: string): Promise<Array<{ file: string; stamp: string }>>;
  read(name: string, version: string, file: string): Promise<Buffer | null>;
  open(name: string, version: string, file: string): Promise<{ body: import('node:stream').Readable; size: number | null; etag: string | null } | null>;
  remotes(): Promise<string[]>;
  versions(name: string): Promise<string[]>;
  publishedAt(name: string, version: string): Promise<string | null>;
}
export interface S3FileSettings {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}
export declare function localFiles(dataDir: string): FileStore;
export declare function s3Files(settings: S3FileSettings): Promise<FileStore & { client: import('@aws-sdk/client-s3').S3Client; close(): void }>;
export declare function s3SettingsFromEnv(env: Record<string, string | undefined>): S3FileSettings | null;
export declare function s3ClientOptions(settings: S3FileSettings): {
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  requestChecksumCalculation: 'WHEN_REQUIRED';
  responseChecksumValidation: 'WHEN_REQUIRED';
};
export declare function setFileStore(dataDir: string, store: FileStore | null): void;
export declare function filesOf(dataDir: string): FileStore;
export declare function contentTypeOf(file: string): string;
export declare function storeFromEnv(o: { dataDir: string; env?: Record<string, string | undefined>; log?: (line: string) => void }): Promise<{
  state: 'file' | 'postgres';
  files: 'local' | 's3';
  imported: { releases: boolean; records: number; audit: number } | null;
  uploaded: string[];
  close: () => Promise<void>;
}>;
