// build-info.json of a remote build (shared/build/build-info.mjs): the commit and whether the
// app, shared/ or the lockfile had uncommitted changes, read from a real git working copy.
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSource } from '../../../shared/build/build-info.mjs';

let repo;
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'build-info-'));
  await mkdir(path.join(repo, 'mf-catalog/src'), { recursive: true });
  await mkdir(path.join(repo, 'shared'), { recursive: true });
  await mkdir(path.join(repo, 'mf-admin'), { recursive: true });
  await writeFile(path.join(repo, 'mf-catalog/src/a.ts'), 'export const a = 1;\n');
  await writeFile(path.join(repo, 'shared/s.ts'), 'export const s = 1;\n');
  await writeFile(path.join(repo, 'mf-admin/b.ts'), 'export const b = 1;\n');
  git('init', '-q');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'add', '.');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'ilk');
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

describe('buildSource (build-info.json)', () => {
  it('names the commit; dirty only for changes in the app, shared/ or the lockfile', async () => {
    const app = path.join(repo, 'mf-catalog');
    const head = git('rev-parse', '--short', 'HEAD');
    expect(buildSource(app)).toEqual({ commit: head, dirty: false });
    // Another remote's change is not this build's.
    await writeFile(path.join(repo, 'mf-admin/b.ts'), 'export const b = 2;\n');
    expect(buildSource(app)).toEqual({ commit: head, dirty: false });
    await writeFile(path.join(repo, 'shared/s.ts'), 'export const s = 2;\n');
    expect(buildSource(app)).toEqual({ commit: head, dirty: true });
    git('checkout', '--', 'shared');
    await writeFile(path.join(repo, 'mf-catalog/src/a.ts'), 'export const a = 2;\n');
    expect(buildSource(app).dirty).toBe(true);
  });

  it('says nothing outside a git checkout', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'build-info-nogit-'));
    try {
      expect(buildSource(bare)).toEqual({ commit: process.env.GIT_COMMIT || null, dirty: null });
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });
});
