#!/usr/bin/env node
// Release CLI: publish a remote build, list versions, switch the live version, roll back.
// Usage: skiclub-release <publish NAME DIST | list | switch NAME VERSION | rollback NAME | shell DIST> [--data DIR]
// A refused switch prints its reasons (path conflicts, unsatisfiable shared singletons) and exits 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publish, readReleases, recordShell, rollback, switchVersion } from './index.mjs';

const args = process.argv.slice(2);
const dataIdx = args.indexOf('--data');
const dataDir = path.resolve(
  dataIdx >= 0 ? args.splice(dataIdx, 2)[1] : (process.env.HOST_DATA_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../host/.data')),
);
const who = process.env.USER ?? 'cli';
const [cmd, a, b] = args;

try {
  if (cmd === 'publish' && a && b) console.log(JSON.stringify(await publish({ dataDir, name: a, distDir: path.resolve(b), who, makeLive: 'if-none' })));
  else if (cmd === 'list') console.log(JSON.stringify((await readReleases(dataDir)).remotes, null, 2));
  else if (cmd === 'switch' && a && b) console.log(JSON.stringify(await switchVersion({ dataDir, name: a, version: b, who })));
  else if (cmd === 'rollback' && a) console.log(JSON.stringify(await rollback({ dataDir, name: a, who })));
  else if (cmd === 'shell' && a) console.log(JSON.stringify(await recordShell({ dataDir, distDir: path.resolve(a) })));
  else {
    console.error('Kullanım: skiclub-release publish AD KLASÖR | list | switch AD SÜRÜM | rollback AD | shell KLASÖR [--data KLASÖR]');
    process.exit(2);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
