#!/usr/bin/env node
// Release CLI: publish a remote build, list versions, switch the live version, roll back, run a
// canary, verify the files of published versions. Same library (and lock) as the release API.
// Usage: skiclub-release <command> [--data DIR]   (commands: see USAGE)
// A refused switch or canary prints its reasons and exits 1; `verify` exits 1 when any file changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { integrityReasons, publish, readReleases, recordShell, rollback, startCanary, stopCanary, switchVersion, verify } from './index.mjs';

const USAGE = `Kullanım: skiclub-release KOMUT [--data KLASÖR]
  publish AD KLASÖR              derlemeyi yeni sürüm olarak yayınla (ilk sürüm canlıya alınır)
  list                           releases.json içeriği
  switch AD SÜRÜM [--reason ..]  sürümü canlıya al
  rollback AD [--reason ..]      önceki sürüme dön
  canary AD SÜRÜM YÜZDE          ziyaretçilerin YÜZDE kadarına SÜRÜM'ü göster (1-99)
  canary-stop AD                 kanaryayı durdur
  verify [AD [SÜRÜM]]            yayınlanmış dosyaları kayıtlı özetlerle karşılaştır
  shell KLASÖR                   kabuk derlemesini kaydet`;

const args = process.argv.slice(2);
/** Takes `--flag value` out of args. */
function option(flag) {
  const i = args.indexOf(flag);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
}
const dataOpt = option('--data');
const reason = option('--reason') ?? null;
const dataDir = path.resolve(dataOpt ?? process.env.HOST_DATA_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../host/.data'));
const who = process.env.USER ?? 'cli';
const [cmd, a, b, c] = args;
const print = (v) => console.log(JSON.stringify(v, null, 2));

try {
  if (cmd === 'publish' && a && b) console.log(JSON.stringify(await publish({ dataDir, name: a, distDir: path.resolve(b), who, makeLive: 'if-none' })));
  else if (cmd === 'list') print((await readReleases(dataDir)).remotes);
  else if (cmd === 'switch' && a && b) console.log(JSON.stringify(await switchVersion({ dataDir, name: a, version: b, who, reason })));
  else if (cmd === 'rollback' && a) console.log(JSON.stringify(await rollback({ dataDir, name: a, who, reason })));
  else if (cmd === 'canary' && a && b && c) print(await startCanary({ dataDir, name: a, version: b, percent: Number(c), who, reason }));
  else if (cmd === 'canary-stop' && a) console.log(JSON.stringify(await stopCanary({ dataDir, name: a, who, reason })));
  else if (cmd === 'verify') {
    const results = await verify({ dataDir, name: a, version: b });
    for (const r of results) console.log(r.ok ? `tamam  ${r.name} ${r.version}` : `HATA   ${integrityReasons(r).join('\n       ')}`);
    if (!results.length) console.log('Yayınlanmış sürüm yok.');
    process.exitCode = results.every((r) => r.ok) ? 0 : 1;
  } else if (cmd === 'shell' && a) console.log(JSON.stringify(await recordShell({ dataDir, distDir: path.resolve(a) })));
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
