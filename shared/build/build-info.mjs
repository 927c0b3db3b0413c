// build-info.json of a remote build: what it was made from (commit, uncommitted changes). The
// release store records it with the version (deploy/release/src/integrity.mjs), so the console
// can say "built from uncommitted changes" also for a build published over HTTP.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * What a build was made from, as `git` in the app's folder says: the short commit and whether the
 * app, shared/ or the lockfile had changes not committed (a build from a working copy). Nulls
 * outside a git checkout. No build time, so two builds of one state stay byte-identical.
 * @param {string} appDir
 * @returns {{ commit: string|null, dirty: boolean|null }}
 */
export function buildSource(appDir) {
  const git = (args) => spawnSync('git', args, { cwd: appDir, encoding: 'utf8', timeout: 5000 });
  const head = git(['rev-parse', '--short', 'HEAD']);
  if (head.status !== 0) return { commit: process.env.GIT_COMMIT || null, dirty: null };
  const top = git(['rev-parse', '--show-toplevel']).stdout.trim();
  const status = git(['-C', top, 'status', '--porcelain', '--untracked-files=no', '--', path.relative(top, appDir) || '.', 'shared', 'pnpm-lock.yaml']);
  return { commit: process.env.GIT_COMMIT || head.stdout.trim(), dirty: status.status === 0 ? status.stdout.trim() !== '' : null };
}

/**
 * Emits `build-info.json` ({@link buildSource}) beside mf-manifest.json: the release store
 * records it with the version, also when the build is published over HTTP from another machine.
 * @param {string} appDir
 */
export function pluginBuildInfo(appDir) {
  return {
    name: 'skiclub:build-info',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('build-info.json', new sources.RawSource(`${JSON.stringify(buildSource(appDir))}\n`));
      });
    },
  };
}
