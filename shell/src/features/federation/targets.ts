/**
 * Which version of a remote this browser loads ("Per-browser preview",
 * "Automatic fall-back"): a preview override, else the canary when the visitor's bucket is in,
 * else the live version; when that fails, the next one down (canary → live → fallback).
 */
import { inCanary, VISITOR_ID_KEY } from '@skiclub/shared/releases';
import type { AltVersion, IntegrityMap, ReleaseEntry, RemoteName } from './api/releases';

/** Where a load target comes from. */
export type TargetSource = 'preview' | 'canary' | 'live' | 'fallback';

/** One version of a remote as the MF runtime registers it. */
export interface LoadTarget {
  remote: RemoteName;
  version: string;
  /** URL of the version's mf-manifest.json. */
  entry: string;
  /** File path relative to the version folder → SRI string; empty: loaded without SRI. */
  integrity: IntegrityMap;
  source: TargetSource;
}

function live(remote: RemoteName, e: ReleaseEntry): LoadTarget {
  return { remote, version: e.live, entry: e.entry, integrity: e.integrity, source: 'live' };
}

/**
 * The version this browser starts with: the preview override if one is applied, else the canary
 * when `inCanary(visitorId, percent)`, else live.
 */
export function pickTarget(remote: RemoteName, e: ReleaseEntry, visitorId: string, preview?: AltVersion): LoadTarget {
  if (preview) return { remote, ...preview, source: 'preview' };
  if (e.canary && e.canary.version !== e.live && inCanary(visitorId, e.canary.percent)) {
    const { version, entry, integrity } = e.canary;
    return { remote, version, entry, integrity, source: 'canary' };
  }
  return live(remote, e);
}

/**
 * The version to load after `failed` could not be loaded: live after the canary, the entry's
 * fallback after live; none after a fallback or a preview (the release manager sees the panel).
 */
export function nextTarget(failed: LoadTarget, e: ReleaseEntry | undefined): LoadTarget | null {
  if (!e) return null;
  if (failed.source === 'canary' && e.live !== failed.version) return live(failed.remote, e);
  if ((failed.source === 'canary' || failed.source === 'live') && e.fallback && e.fallback.version !== failed.version) {
    return { remote: failed.remote, ...e.fallback, source: 'fallback' };
  }
  return null;
}

/** Absolute URL of the folder of a version (its mf-manifest.json's folder), ending in `/`. */
export function versionBase(entry: string, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  return new URL('.', new URL(entry, origin)).href;
}

/** Path of `url` inside the version folder `base`, without query or hash; null when outside. */
export function relativePath(url: string, base: string, origin = globalThis.location?.origin ?? 'http://localhost'): string | null {
  const abs = new URL(url, origin);
  abs.search = '';
  abs.hash = '';
  return abs.href.startsWith(base) ? abs.href.slice(base.length) : null;
}

/** The SRI string recorded for `url` if it is a file of `target`'s version. */
export function integrityOf(url: string, target: LoadTarget): string | undefined {
  const rel = relativePath(url, versionBase(target.entry));
  return rel === null ? undefined : target.integrity[rel];
}

/** Random UUID v4, also outside secure contexts (where crypto.randomUUID is missing). */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

let memoryVisitor: string | null = null;

/**
 * This browser's visitor id (localStorage `skiclub:visitor`), created on first use; kept in
 * memory for the page view when storage is unavailable.
 */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    localStorage.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch {
    memoryVisitor ??= randomId();
    return memoryVisitor;
  }
}
