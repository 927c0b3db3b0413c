#!/usr/bin/env node
// Fills the release store from the builds inside the image (state in PostgreSQL with DATABASE_URL):
// the compose "publish" service and the Kubernetes publish Job run it once per image version.
//   node deploy/docker/publish.mjs             record the shell, publish the five remotes
//   node deploy/docker/publish.mjs precompress  write .br/.gz beside the shell's files (image build)
// PUBLISH_MAKE_LIVE: 'if-none' (default: a new version waits for a release manager's switch unless
// the remote has no live version yet), 'always' (the image's builds go live) or 'never'.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, precompress, publish, recordShell, storeFromEnv } from '../release/src/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDist = path.resolve(process.env.SHELL_DIST ?? path.join(root, 'shell/dist'));
const dataDir = path.resolve(process.env.HOST_DATA_DIR ?? '/releases');
const makeLive = process.env.PUBLISH_MAKE_LIVE ?? 'if-none';

if (!['if-none', 'always', 'never'].includes(makeLive)) {
  console.error(`[publish] PUBLISH_MAKE_LIVE: if-none, always ya da never olmalı (${makeLive})`);
  process.exit(2);
}

try {
  if (process.argv[2] === 'precompress') {
    const r = await precompress(shellDist);
    console.log(`[publish] kabuk: ${r.files} dosya sıkıştırıldı`);
  } else {
    const state = await storeFromEnv({ dataDir, log: (line) => console.log(`[publish] ${line}`) });
    await recordShell({ dataDir, distDir: shellDist });
    for (const name of REMOTES) {
      const r = await publish({ dataDir, name, distDir: path.join(root, `mf-${name}`, 'dist'), who: 'publish-job', makeLive });
      console.log(`[publish] ${name}: ${r.version}${r.published ? ' (yeni)' : ''}, canlı: ${r.live}`);
    }
    await state.close();
  }
} catch (e) {
  console.error(`[publish] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
}
