/**
 * Release management behind /api/yayinlar: reads the release store of the composition host
 * (HOST_DATA_DIR's files, or PostgreSQL and S3 in a cluster; @skiclub/release, shared with the CLI
 * under the same lock) and counts the browsers' load failure reports: in the database beside the
 * store's state, so every replica counts the same reports, else in this one process's memory (a
 * restart forgets them, which only delays an automatic rollback).
 */
import { resolve } from 'node:path';
import {
  autoRollbackSettings,
  createFailureLog,
  listVersions,
  readReleases,
  readShell,
  reportFailure,
  stateOf,
  type AutoRollbackSettings,
  type FailureLog,
  type SharedFailureLog,
} from '@skiclub/release';
import { DEFAULT_HOST_DATA_DIR } from '../paths';
import { REMOTE_NAMES, type FailureKind, type ReleaseState, type RemoteName } from '@skiclub/shared/releases';


/** Settings of the release routes, from the environment. */
export interface ReleaseSettings {
  /** The host's data folder (HOST_DATA_DIR). */
  dataDir: string;
  /** Automatic rollback: RELEASE_FAILURE_THRESHOLD reports (default 5) within RELEASE_FAILURE_WINDOW_MS (default 120 000 ms). */
  autoRollback: AutoRollbackSettings;
  /** Failure reports one client address may send per minute (RELEASE_REPORT_RATE_MAX, default 20). */
  reportRateMax: number;
}

/** Reads {@link ReleaseSettings} from `env`; invalid numbers give the defaults. */
export function releaseSettings(env: Record<string, string | undefined> = process.env): ReleaseSettings {
  const reportMax = Number(env.RELEASE_REPORT_RATE_MAX);
  return {
    dataDir: resolve(env.HOST_DATA_DIR || DEFAULT_HOST_DATA_DIR),
    autoRollback: autoRollbackSettings(env),
    reportRateMax: Number.isSafeInteger(reportMax) && reportMax > 0 ? reportMax : 20,
  };
}

/** A browser's failure report as the route hands it over. */
export interface FailureReportInput {
  remote: RemoteName;
  version: string;
  kind: FailureKind;
}

/** The release store as the API sees it, with its failure log (the database's, else this process's). */
export class ReleaseService {
  private readonly memoryLog: FailureLog;
  private sharedLog: SharedFailureLog | undefined;

  constructor(
    readonly settings: ReleaseSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.memoryLog = createFailureLog({ windowMs: settings.autoRollback.windowMs });
  }

  /** The failure log: the database's when the store's state is there, else this process's. */
  private get log(): FailureLog | SharedFailureLog {
    const state = stateOf(this.dataDir);
    if (!state.failureLog) return this.memoryLog;
    this.sharedLog ??= state.failureLog(this.settings.autoRollback.windowMs);
    return this.sharedLog;
  }

  get dataDir(): string {
    return this.settings.dataDir;
  }

  /** GET /api/yayinlar: every known remote with its versions, their records, integrity and failure reports. */
  async state(): Promise<ReleaseState> {
    const [releases, shell] = await Promise.all([readReleases(this.dataDir), readShell(this.dataDir)]);
    const names = [...new Set<string>([...REMOTE_NAMES, ...Object.keys(releases.remotes)])];
    const now = this.now();
    const log = this.log;
    const remotes = await Promise.all(
      names.map(async (remote) => {
        const e = releases.remotes[remote];
        const versions = await listVersions({ dataDir: this.dataDir, name: remote });
        return {
          remote,
          live: e?.live ?? null,
          previous: e?.previous ?? null,
          canary: e?.canary ? { version: e.canary.version, percent: e.canary.percent, startedAt: e.canary.startedAt } : null,
          versions: await Promise.all(versions.map(async (v) => ({ ...v, ...(await log.summary(remote, v.version, now)) }))),
        };
      }),
    );
    return {
      shell: shell ? { provides: shell.provides, recordedAt: shell.recordedAt } : null,
      remotes,
      autoRollback: this.settings.autoRollback,
    };
  }

  /**
   * Takes a failure report of a published version (others are ignored: nothing to count them
   * against) from `source` (the client address) and rolls back or stops the canary once enough
   * distinct reporters have reported it.
   * @returns what the store did on its own, or null
   */
  async report(input: FailureReportInput, source: string): Promise<Awaited<ReturnType<typeof reportFailure>>> {
    const entry = (await readReleases(this.dataDir)).remotes[input.remote];
    if (!entry?.versions.includes(input.version)) return null;
    return reportFailure({ dataDir: this.dataDir, log: this.log, report: { ...input, source }, settings: this.settings.autoRollback, now: this.now() });
  }
}
