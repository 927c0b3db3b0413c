/**
 * Load failure reports to the release API: POST
 * /api/yayinlar/hata-raporu `{remote, version, kind, message}`, once per remote version and page
 * view, with fetch keepalive (or sendBeacon) so a report survives the page being left. The API
 * counts them per version and rolls back on its own past its threshold.
 */
import { FAILURE_MESSAGE_MAX, type FailureKind, type FailureReport } from '@skiclub/shared/releases';

export const FAILURE_REPORT_URL = '/api/yayinlar/hata-raporu';

const sent = new Set<string>();

/**
 * Sends one failure report unless this page view already reported that remote version.
 * Never throws: a report that cannot be sent is dropped.
 * @returns whether a report was sent
 */
export function reportFailure(remote: string, version: string, kind: FailureKind, message?: string): boolean {
  const key = `${remote}@${version}`;
  if (sent.has(key)) return false;
  sent.add(key);
  const report: FailureReport = { remote: remote as FailureReport['remote'], version, kind, ...(message ? { message: message.slice(0, FAILURE_MESSAGE_MAX) } : {}) };
  const body = JSON.stringify(report);
  try {
    if (typeof fetch === 'function') {
      void fetch(FAILURE_REPORT_URL, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
    } else {
      navigator.sendBeacon(FAILURE_REPORT_URL, new Blob([body], { type: 'application/json' }));
    }
  } catch {
    // reporting is best effort
  }
  return true;
}

/** Forgets what this page view reported (tests). */
export function resetFailureReports(): void {
  sent.clear();
}
