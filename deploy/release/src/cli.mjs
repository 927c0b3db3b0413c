#!/usr/bin/env node
// Release CLI: publish a remote build, list versions, switch the live version, roll back, run a
// canary, verify the files of published versions. Same library (and lock) as the release API.
// Usage: skiclub-release <command> [--data DIR]   (commands: see USAGE)
// A refused switch or canary prints its reasons and exits 1; `verify` exits 1 when any file changed.
// The state is the data folder's files, or PostgreSQL with DATABASE_URL (as the API and host use it).
// `publish --url SITE --key KEY KLASÖR` sends the build to a site's API with a deploy key instead
// of writing a local store (never makes it live); a refusal prints the site's message and exits 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpPublishError, publishOverHttp } from './http-publish.mjs';
import { integrityReasons, publish, readReleases, recordShell, rollback, startCanary, stopCanary, storeFromEnv, switchVersion, verify } from './index.mjs';

const USAGE = `Kullanım: skiclub-release KOMUT [--data KLASÖR]
  publish AD KLASÖR [--notes ..] derlemeyi yeni sürüm olarak yayınla (ilk sürüm canlıya alınır); --notes: sürüm notları
  publish --url SİTE --key ANAHTAR [--notes ..] [AD] KLASÖR
                                 derlemeyi sitenin API'sine dağıtım anahtarıyla gönder (canlıya almaz;
                                 AD verilmezse mf-manifest.json'daki ad; anahtar SKICLUB_DEPLOY_KEY'den de okunur)
  list                           releases.json içeriği
  switch AD SÜRÜM [--reason ..]  sürümü canlıya al
  rollback AD [--reason ..]      önceki sürüme dön
  canary AD SÜRÜM YÜZDE          ziyaretçilerin YÜZDE kadarına SÜRÜM'ü göster (1-99)
  canary-stop AD                 kanaryayı durdur
  verify [AD [SÜRÜM]]            yayınlanmış dosyaları kayıtlı özetlerle karşılaştır
  shell KLASÖR                   kabuk derlemesini kaydet
  import                         --data KLASÖR'deki dosya deposunu DATABASE_URL'deki veritabanına (ve
                                 S3_BUCKET verilmişse sürüm dosyalarını kovaya) bir kez aktar`;

const args = process.argv.slice(2);
/** Takes `--flag value` out of args. */
function option(flag) {
  const i = args.indexOf(flag);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
}
const dataOpt = option('--data');
const siteUrl = option('--url');
const keyOpt = option('--key');
const reason = option('--reason') ?? null;
const notes = option('--notes') ?? null;
const dataDir = path.resolve(dataOpt ?? process.env.HOST_DATA_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../host/.data'));
const who = process.env.USER ?? 'cli';
const [cmd, a, b, c] = args;
const print = (v) => console.log(JSON.stringify(v, null, 2));

/** `publish --url`: the site's answer, its verdict's reasons when the version could not go live now. */
async function publishRemote() {
  const key = keyOpt ?? process.env.SKICLUB_DEPLOY_KEY;
  const [name, dist] = b ? [a, b] : [undefined, a];
  if (!key || !dist) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    const { veri, mesaj } = await publishOverHttp({ url: siteUrl, key, distDir: dist, name, notes });
    console.log(JSON.stringify(veri));
    if (mesaj) console.log(mesaj);
    if (!veri.uyumluluk.uygun) console.log(`Uyarı: bu sürüm şu an canlıya alınamaz:\n  - ${veri.uyumluluk.nedenler.join('\n  - ')}`);
  } catch (e) {
    if (!(e instanceof HttpPublishError)) throw e;
    console.error(e.message);
    for (const [field, text] of Object.entries(e.fields)) console.error(`  ${field}: ${text}`);
    process.exit(1);
  }
}

/** @type {Awaited<ReturnType<typeof storeFromEnv>> | null} */
let state = null;
try {
  if (!(cmd === 'publish' && siteUrl)) state = await storeFromEnv({ dataDir });
  if (cmd === 'import') {
    if (state?.state !== 'postgres') throw new Error('import için DATABASE_URL gerekli');
    print({ aktarilan: state.imported, yuklenenSurumler: state.uploaded });
  } else if (cmd === 'publish' && siteUrl) await publishRemote();
  else if (cmd === 'publish' && a && b) console.log(JSON.stringify(await publish({ dataDir, name: a, distDir: path.resolve(b), who, makeLive: 'if-none', notes })));
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
  process.exitCode = 1;
} finally {
  await state?.close();
}
