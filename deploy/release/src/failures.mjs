// Load failure reports of browsers: a browser that could not
// load a remote version (after the retry plugin's attempts) reports it; past a threshold of
// reports within a time window the live version is rolled back (the canary stopped). The log is
// kept in memory by the one API process; the decision is a pure function so it can be tested.
// The threshold counts distinct reporters (client addresses), not reports: the report endpoint is
// public, and one hostile client must not be able to roll a release back on its own.

/** Defaults of RELEASE_FAILURE_THRESHOLD (reports) and RELEASE_FAILURE_WINDOW_MS (ms). */
export const DEFAULT_FAILURE_THRESHOLD = 5;
export const DEFAULT_FAILURE_WINDOW_MS = 120_000;
/** Most reports the in-memory log keeps (oldest dropped first), whatever the window. */
export const MAX_REPORTS = 10_000;

/**
 * @typedef {{ remote: string, version: string, kind: string, at: number, source?: string }} FailureEntry
 *   at: ms since epoch; source: who reported it (the client address); reports without one count one each
 * @typedef {{ threshold: number, windowMs: number }} AutoRollbackSettings
 * @typedef {{ failures: number, lastFailureAt: string|null, failureKinds: Record<string, number> }} FailureSummary
 */

const positiveInt = (v, fallback) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

/**
 * Threshold and window from the environment (RELEASE_FAILURE_THRESHOLD, RELEASE_FAILURE_WINDOW_MS);
 * a missing or invalid value gives the default.
 * @param {Record<string, string|undefined>} env
 * @returns {AutoRollbackSettings}
 */
export function autoRollbackSettings(env = process.env) {
  return {
    threshold: positiveInt(env.RELEASE_FAILURE_THRESHOLD, DEFAULT_FAILURE_THRESHOLD),
    windowMs: positiveInt(env.RELEASE_FAILURE_WINDOW_MS, DEFAULT_FAILURE_WINDOW_MS),
  };
}

/** Reports within (now − windowMs, now]. @param {FailureEntry[]} reports */
function inWindow(reports, windowMs, now) {
  return reports.filter((r) => r.at > now - windowMs && r.at <= now);
}

/**
 * True when `reports` (all about one remote version) come from at least `threshold` distinct
 * reporters within the window ending `now`.
 * @param {FailureEntry[]} reports
 * @param {AutoRollbackSettings & { now: number }} o
 */
export function shouldAutoRollback(reports, { threshold, windowMs, now }) {
  return reporterCount(reports, { windowMs, now }) >= threshold;
}

/**
 * Distinct reporters of `reports` within the window ending `now` (a report without a source counts one).
 * @param {FailureEntry[]} reports
 * @param {{ windowMs: number, now: number }} o
 */
export function reporterCount(reports, { windowMs, now }) {
  return new Set(inWindow(reports, windowMs, now).map((r, i) => r.source ?? `#${i}`)).size;
}

/**
 * Health of one version: reports within the window, the last one's time and the count per kind.
 * @param {FailureEntry[]} reports
 * @param {{ windowMs: number, now: number }} o
 * @returns {FailureSummary}
 */
export function summarizeFailures(reports, { windowMs, now }) {
  const recent = inWindow(reports, windowMs, now);
  /** @type {Record<string, number>} */
  const failureKinds = {};
  let last = 0;
  for (const r of recent) {
    failureKinds[r.kind] = (failureKinds[r.kind] ?? 0) + 1;
    last = Math.max(last, r.at);
  }
  return { failures: recent.length, lastFailureAt: last ? new Date(last).toISOString() : null, failureKinds };
}

/**
 * In-memory failure log; reports older than the window are dropped as new ones come in.
 * @param {{ windowMs: number, max?: number }} o
 */
export function createFailureLog({ windowMs, max = MAX_REPORTS }) {
  /** @type {FailureEntry[]} */
  let reports = [];
  /** Last automatic action attempted per remote version (ms). @type {Map<string, number>} */
  const attempts = new Map();
  const key = (remote, version) => `${remote}\u0000${version}`;
  return {
    /** Adds a report. @param {FailureEntry} report */
    record(report) {
      reports = reports.filter((r) => r.at > report.at - windowMs);
      reports.push(report);
      if (reports.length > max) reports = reports.slice(reports.length - max);
    },
    /** Reports about one remote version (any age still kept). @returns {FailureEntry[]} */
    reportsFor(remote, version) {
      return reports.filter((r) => r.remote === remote && r.version === version);
    },
    /** {@link summarizeFailures} of one remote version. @returns {FailureSummary} */
    summary(remote, version, now = Date.now()) {
      return summarizeFailures(this.reportsFor(remote, version), { windowMs, now });
    },
    /**
     * Claims the one automatic action allowed per remote version and window: true the first
     * time, false again until the window has passed.
     */
    claimAttempt(remote, version, now = Date.now()) {
      const last = attempts.get(key(remote, version));
      if (last !== undefined && last > now - windowMs) return false;
      attempts.set(key(remote, version), now);
      return true;
    },
  };
}

/** @typedef {ReturnType<typeof createFailureLog>} FailureLog */
