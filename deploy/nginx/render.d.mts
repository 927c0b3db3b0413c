// Types of render.mjs for the TypeScript callers (deploy/e2e/tests/nginx.spec.ts).

/** Where and how nginx runs; see render.mjs. */
export interface RenderOptions {
  /** Port, or address:port, nginx listens on. */
  listen: string | number;
  /** Absolute path of the shell's build (shell/dist). */
  shellDist: string;
  /** Absolute path of the release store (HOST_DATA_DIR: releases.json, remotes/). */
  /** A release store in files, served from disk; null or absent: the host serves /remotes/ and /releases.json. */
  releasesDir?: string | null;
  /** API instances, host:port each. */
  api: string[];
  /** Composition host instances, host:port each. */
  host: string[];
  /** Absolute, writable folder for the pid file and temp folders. */
  prefix: string;
  /** Load brotli_static: 'auto' (default) when the module file exists. */
  brotli?: 'auto' | boolean;
  modulesDir?: string;
  mimeTypes?: string;
  /** File or 'stderr'. */
  errorLog?: string;
  /** File or 'off' (default). */
  accessLog?: string;
  workerProcesses?: string | number;
}

export const TEMPLATE: string;
export const MODULES_DIR: string;
export const BROTLI_STATIC_MODULE: string;
/** The configuration text; throws on a relative path, a malformed host:port or an unfilled placeholder. */
export function renderNginxConf(o: RenderOptions): string;
/** Headers every proxied location sets, with their values. */
export const REQUIRED_PROXY_HEADERS: Record<'X-Forwarded-For' | 'X-Forwarded-Proto' | 'X-Request-Id', string>;
/** Problems of a rendered configuration's proxied locations (a header missing or with another value); none when fine. */
export function proxyHeaderProblems(conf: string): string[];
