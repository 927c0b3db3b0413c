/**
 * A throwaway release store for API tests: a recorded shell and small fake remote
 * builds (mf-manifest.json, remoteEntry.js, routes.json) published with the release CLI's code.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publish, recordShell } from '@skiclub/release';

/** A release store in a temp folder; `hostData` is what HOST_DATA_DIR should point at. */
export interface FakeReleaseStore {
  hostData: string;
  /** Folder of the fake builds (beside hostData). */
  builds: string;
  /** Writes a fake build of `name` (one page `/<name>-sayfa`, module MainPage, needing react `react`) and publishes it; returns its version. */
  publishFake(name: string, marker: string, react?: string): Promise<string>;
  /** Deletes both folders. */
  remove(): Promise<void>;
}

/** Writes a small remote build under `builds/<name>/<marker>` and returns its folder. */
export async function fakeRemoteBuild(builds: string, name: string, marker: string, react = '^19.3.1'): Promise<string> {
  const dist = join(builds, name, marker);
  await mkdir(dist, { recursive: true });
  const manifest = {
    id: name,
    name,
    metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [{ id: `${name}:react`, name: 'react', version: '19.3.1', singleton: true, requiredVersion: react }],
    exposes: [{ id: `${name}:MainPage`, name: 'MainPage', path: './MainPage' }],
  };
  await writeFile(join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dist, 'routes.json'), JSON.stringify([{ path: `/${name}-sayfa`, module: 'MainPage', guard: 'public', title: name }]));
  await writeFile(join(dist, 'remoteEntry.js'), `/* ${name} ${marker} */`);
  return dist;
}

/** Creates a release store with a recorded shell (react 19.3.1, page `/`). */
export async function fakeReleaseStore(prefix: string): Promise<FakeReleaseStore> {
  const hostData = await mkdtemp(join(tmpdir(), prefix));
  const builds = `${hostData}-builds`;
  const shell = join(builds, 'shell');
  await mkdir(shell, { recursive: true });
  await writeFile(join(shell, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }));
  await writeFile(join(shell, 'routes.json'), JSON.stringify([{ path: '/' }]));
  await recordShell({ dataDir: hostData, distDir: shell });
  return {
    hostData,
    builds,
    publishFake: async (name, marker, react) => (await publish({ dataDir: hostData, name, distDir: await fakeRemoteBuild(builds, name, marker, react) })).version,
    remove: async () => {
      await rm(hostData, { recursive: true, force: true });
      await rm(builds, { recursive: true, force: true });
    },
  };
}
