/**
 * The Release API as the console calls it (contract "Release API"):
 * state, compatibility verdicts and the audit log are read with SWR; switch, rollback and canary
 * start/stop are writes through the shared axios instance (session token attached). A refusal
 * (409 with `veri.nedenler`) is an outcome, not an exception, so the modal can list the reasons.
 */
import type { AxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { http, useApi } from '@skiclub/shared/api';
import { httpError, recordError, type ErrorBody } from '@skiclub/shared/errors';
import {
  AUDIT_ACTIONS,
  type AuditPage,
  type CompatibilityVerdict,
  type ReleaseState,
  type ReleaseVersionInfo,
  type RemoteReleaseState,
  type CanaryPayload,
  type RollbackPayload,
  type SwitchPayload,
  type SwitchResult,
} from '@skiclub/shared/releases';

/** Base path of the Release API. */
export const RELEASES_URL = '/api/yayinlar';
/** The state is read again this often while the console is open (health changes), ms. */
export const STATE_REFRESH_MS = 10_000;

const failureKinds = z.record(z.string(), z.number());

/** One published version of a remote as GET /api/yayinlar lists it. */
const versionInfoSchema = z.object({
  version: z.string(),
  publishedAt: z.string(),
  builtAt: z.string().nullable(),
  sizeBytes: z.number(),
  fileCount: z.number(),
  commit: z.string().nullable(),
  dirty: z.boolean().nullable().default(null),
  notes: z.string().nullable().default(null),
  shared: z.array(z.object({ name: z.string(), requiredVersion: z.string(), singleton: z.boolean() })),
  routes: z.array(z.string()),
  integrityOk: z.boolean(),
  failures: z.number(),
  lastFailureAt: z.string().nullable(),
  failureKinds,
}) satisfies z.ZodType<ReleaseVersionInfo>;

/** GET /api/yayinlar answer (ReleaseState of @skiclub/shared/releases). */
export const releaseStateAnswerSchema: z.ZodType<ReleaseState> = z.object({
  shell: z.object({ provides: z.record(z.string(), z.string()), recordedAt: z.string() }).nullable(),
  remotes: z.array(
    z.object({
      remote: z.string(),
      live: z.string().nullable(),
      previous: z.string().nullable(),
      canary: z.object({ version: z.string(), percent: z.number(), startedAt: z.string() }).nullable(),
      versions: z.array(versionInfoSchema),
    }),
  ),
  autoRollback: z.object({ threshold: z.number(), windowMs: z.number() }),
});
export type RemoteRelease = RemoteReleaseState;
export type VersionInfo = ReleaseVersionInfo;

/** GET /api/yayinlar/uyumluluk answer (CompatibilityVerdict). */
export const verdictAnswerSchema: z.ZodType<CompatibilityVerdict> = z.object({ uygun: z.boolean(), nedenler: z.array(z.string()) });

/** GET /api/yayinlar/denetim answer (AuditPage): one page and the total count. */
export const auditAnswerSchema: z.ZodType<AuditPage> = z.object({
  kayitlar: z.array(
    z.object({
      at: z.string(),
      who: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      remote: z.string(),
      from: z.string().nullable(),
      to: z.string().nullable(),
      reason: z.string().nullable(),
      reasons: z.array(z.string()).optional(),
    }),
  ),
  toplam: z.number(),
});

/** The audit log's filters and page (query of GET /api/yayinlar/denetim). */
export interface AuditFilters {
  remote?: string;
  action?: string;
  who?: string;
  /** ISO date (yyyy-mm-dd), inclusive. */
  baslangic?: string;
  /** ISO date (yyyy-mm-dd), inclusive. */
  bitis?: string;
  /** 1-based page. */
  sayfa: number;
  boyut: number;
}

/** URL of one audit page with only the filters that are set. */
export function auditUrl(f: AuditFilters): string {
  const q = new URLSearchParams();
  for (const key of ['remote', 'action', 'who', 'baslangic', 'bitis'] as const) {
    const v = f[key]?.trim();
    if (v) q.set(key, v);
  }
  q.set('sayfa', String(f.sayfa));
  q.set('boyut', String(f.boyut));
  return `${RELEASES_URL}/denetim?${q.toString()}`;
}

/** URL of the compatibility verdict for `version` of `remote`. */
export function verdictUrl(remote: string, version: string): string {
  return `${RELEASES_URL}/uyumluluk?${new URLSearchParams({ remote, version }).toString()}`;
}

/** The release state, read again every {@link STATE_REFRESH_MS} while mounted. */
export function useReleaseState() {
  return useApi(RELEASES_URL, releaseStateAnswerSchema, { refreshInterval: STATE_REFRESH_MS });
}

/** The compatibility verdict for a version (null key: nothing is asked). */
export function useVerdict(target: { remote: string; version: string } | null) {
  return useApi(target ? verdictUrl(target.remote, target.version) : null, verdictAnswerSchema);
}

/** One page of the audit log. */
export function useAuditLog(filters: AuditFilters) {
  return useApi(auditUrl(filters), auditAnswerSchema, { keepPreviousData: true });
}

/** What a write came to: done (with `veri` when it has the expected shape), or refused with its reasons (409). */
export type WriteOutcome<T = null> = { ok: true; veri: T | null } | { ok: false; mesaj: string; nedenler: string[] };
/** A refused write. */
export type Refusal = Extract<WriteOutcome, { ok: false }>;

const refusalSchema = z.object({ veri: z.object({ nedenler: z.array(z.string()) }).nullish() });
/** A payload with the remote named as the state names it (the API checks it against REMOTE_NAMES). */
type ForRemote<P extends { remote: string }> = Omit<P, 'remote'> & { remote: string };

const switchResultSchema: z.ZodType<SwitchResult> = z.object({ from: z.string().nullable(), to: z.string() });

/** Lets a 409 through as an answer; every other failure still rejects as an AppError. */
const accept409: AxiosRequestConfig = { validateStatus: (s) => (s >= 200 && s < 300) || s === 409 };

async function write<T>(method: 'post' | 'delete', url: string, body: unknown, veri: z.ZodType<T> | null): Promise<WriteOutcome<T>> {
  const r = method === 'post' ? await http.post(url, body, accept409) : await http.delete(url, accept409);
  const data: unknown = r.data ?? null;
  if (r.status === 409) {
    // Recorded like any failed call, so 'Hatayı Bildir' lists it.
    const error = httpError(409, data as ErrorBody | null, url);
    recordError(error);
    const parsed = refusalSchema.safeParse(data ?? {});
    return { ok: false, mesaj: error.message, nedenler: parsed.success ? (parsed.data.veri?.nedenler ?? []) : [] };
  }
  const inner = data && typeof data === 'object' && 'veri' in data ? (data as { veri: unknown }).veri : data;
  const parsed = veri?.safeParse(inner);
  return { ok: true, veri: parsed?.success ? parsed.data : null };
}

/**
 * POST /api/yayinlar/gecis: make `version` of `remote` live.
 * @throws AppError for anything but 2xx and 409 (404 unpublished, 403, 422 with hatalar, …)
 */
export function switchVersion(payload: ForRemote<SwitchPayload>): Promise<WriteOutcome<SwitchResult>> {
  return write('post', `${RELEASES_URL}/gecis`, payload, switchResultSchema);
}

/** POST /api/yayinlar/geri-al: back to the previous version (409 when there is none). @throws AppError like {@link switchVersion} */
export function rollback(payload: ForRemote<RollbackPayload>): Promise<WriteOutcome<SwitchResult>> {
  return write('post', `${RELEASES_URL}/geri-al`, payload, switchResultSchema);
}

/** POST /api/yayinlar/kanarya: serve `version` to `percent` % of visitors (1..99). @throws AppError like {@link switchVersion} */
export function startCanary(payload: ForRemote<CanaryPayload>): Promise<WriteOutcome> {
  return write('post', `${RELEASES_URL}/kanarya`, payload, null);
}

/** DELETE /api/yayinlar/kanarya/:remote: stop the remote's canary. @throws AppError like {@link switchVersion} */
export function stopCanary(remote: string): Promise<WriteOutcome> {
  return write('delete', `${RELEASES_URL}/kanarya/${encodeURIComponent(remote)}`, undefined, null);
}
