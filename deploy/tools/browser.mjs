// Finds a Chromium for Playwright, installing Debian's package when it is missing and we are
// root (Playwright cannot download its own browser here). Prints what it did.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string} path of a Chromium executable */
export function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) {
    console.log(`[browser] CHROMIUM_PATH kullanılıyor: ${fromEnv}`);
    return fromEnv;
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) {
    console.log(`[browser] Chromium bulundu: ${found} (${version(found)})`);
    return found;
  }
  if (process.getuid?.() !== 0) throw new Error('Chromium yok ve root değiliz: apt-get install -y chromium çalıştırın veya CHROMIUM_PATH verin.');
  console.log('[browser] Chromium yok: Debian paketi kuruluyor (apt-get install -y chromium)...');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} başarısız`);
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error('chromium kuruldu ama /usr/bin/chromium yok');
  console.log(`[browser] Kuruldu: /usr/bin/chromium (${version('/usr/bin/chromium')})`);
  return '/usr/bin/chromium';
}

function version(p) {
  try {
    return execFileSync(p, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'sürüm okunamadı';
  }
}
