/**
 * Per-browser preview of a published version (in the style of
 * import-map-overrides): localStorage `skiclub:release-overrides` = `{ <remote>: <version> }`,
 * applied at boot only for a signed-in user who may manage releases, with the entry and hashes
 * the release API gives for that published version (never an arbitrary URL).
 */
import { createStore, useStore } from 'zustand';
import { apiGet } from '@skiclub/shared/api';
import { isAppError } from '@skiclub/shared/errors';
import { RELEASE_OVERRIDES_KEY, REMOTE_NAMES, type PreviewEntry, type RemoteName } from '@skiclub/shared/releases';
import { canManageReleases } from '@skiclub/shared/session';
import type { SessionUser } from '@skiclub/shared/schemas';
import type { AltVersion } from './api/releases';

/** Stored overrides: remote → version. */
export type PreviewOverrides = Partial<Record<RemoteName, string>>;

/** The overrides stored in this browser (unknown remotes and non-string versions dropped). */
export function readPreviewOverrides(): PreviewOverrides {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(RELEASE_OVERRIDES_KEY) ?? '{}');
    if (!raw || typeof raw !== 'object') return {};
    const out: PreviewOverrides = {};
    for (const name of REMOTE_NAMES) {
      const v = (raw as Record<string, unknown>)[name];
      if (typeof v === 'string' && v) out[name] = v;
    }
    return out;
  } catch {
    return {};
  }
}

function write(o: PreviewOverrides): void {
  if (Object.keys(o).length) localStorage.setItem(RELEASE_OVERRIDES_KEY, JSON.stringify(o));
  else localStorage.removeItem(RELEASE_OVERRIDES_KEY);
}

function tryWrite(o: PreviewOverrides): void {
  try {
    write(o);
  } catch {
    // storage unavailable: nothing to forget
  }
}

/**
 * Loads `version` of `remote` in this browser from the next page load on (the console reloads).
 * @throws Error for a remote name the shell does not know
 */
export function setPreviewOverride(remote: string, version: string): void {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) throw new Error(`Bilinmeyen uzak modül: ${remote}`);
  write({ ...readPreviewOverrides(), [remote]: version });
}

/** Removes every override of this browser (takes effect on the next page load). */
export function clearPreviewOverrides(): void {
  localStorage.removeItem(RELEASE_OVERRIDES_KEY);
}

/** An override in effect in this page view. */
export interface AppliedPreview {
  remote: RemoteName;
  version: string;
}

/** Overrides applied at boot: the banner lists them. */
export const previewStore = createStore<{ applied: AppliedPreview[] }>(() => ({ applied: [] }));

/** The overrides in effect in this page view (re-renders on change). */
export function useAppliedPreviews(): AppliedPreview[] {
  return useStore(previewStore, (s) => s.applied);
}

/** Banner text for the applied overrides, e.g. 'Önizleme: catalog 0.1.0-abc bu tarayıcıda yüklü.' */
export function previewBannerText(applied: ReadonlyArray<AppliedPreview>): string {
  return `Önizleme: ${applied.map((a) => `${a.remote} ${a.version}`).join(', ')} bu tarayıcıda yüklü.`;
}

type FetchPreview = (remote: RemoteName, version: string) => Promise<PreviewEntry>;

const fetchPreview: FetchPreview = (remote, version) =>
  apiGet<PreviewEntry>(`/api/yayinlar/onizleme/${encodeURIComponent(remote)}/${encodeURIComponent(version)}`, { ignoreUnauthorized: true });

/**
 * The stored overrides this browser may apply, resolved to entry and hashes through GET
 * /api/yayinlar/onizleme/:remote/:version: none unless `user` may manage releases. An override
 * the API answers 404 for (not published, or its files changed) is skipped and forgotten; one
 * that cannot be checked now (network) is skipped for this page view.
 */
export async function resolvePreviewOverrides(user: SessionUser | null | undefined, fetchEntry: FetchPreview = fetchPreview): Promise<Partial<Record<RemoteName, AltVersion>>> {
  const stored = readPreviewOverrides();
  const out: Partial<Record<RemoteName, AltVersion>> = {};
  if (!canManageReleases(user) || !Object.keys(stored).length) {
    previewStore.setState({ applied: [] });
    return out;
  }
  const kept: PreviewOverrides = { ...stored };
  await Promise.all(
    (Object.entries(stored) as [RemoteName, string][]).map(async ([remote, version]) => {
      try {
        const p = await fetchEntry(remote, version);
        out[remote] = { version: p.version, entry: p.entry, integrity: p.integrity ?? {} };
      } catch (e) {
        if (isAppError(e) && e.status === 404) delete kept[remote];
      }
    }),
  );
  tryWrite(kept);
  previewStore.setState({ applied: REMOTE_NAMES.filter((r) => out[r]).map((r) => ({ remote: r, version: out[r]!.version })) });
  return out;
}
