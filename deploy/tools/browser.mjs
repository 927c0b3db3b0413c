// Finds a Chromium for Playwright, installing Debian's package when it is missing and we are
// root (Playwright cannot download its own browser here). Prints what it did.
//
// The test suite prefers Debian's chromium-headless-shell: the same Chromium build without the
// browser UI, the binary Playwright itself uses for headless runs; on this 2-core machine it runs
// the axe pages about a fifth faster than the full browser's headless mode.
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
  const failed = aptInstall('chromium');
  if (failed) throw new Error(failed);
  if (!existsSync('/usr/bin/chromium')) throw new Error('chromium kuruldu ama /usr/bin/chromium yok');
  console.log(`[browser] Kuruldu: /usr/bin/chromium (${version('/usr/bin/chromium')})`);
  return '/usr/bin/chromium';
}

/** Debian's headless shell of Chromium (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium for the Playwright suite: CHROMIUM_PATH when set, else Debian's headless shell
 * (installed with apt-get when missing and we are root), else a full Chromium (ensureChromium).
 * @returns {string} path of a Chromium executable
 */
export function ensureTestChromium() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  if (existsSync(HEADLESS_SHELL)) {
    console.log(`[browser] Chromium headless shell bulundu: ${HEADLESS_SHELL} (${version(HEADLESS_SHELL)})`);
    return HEADLESS_SHELL;
  }
  if (process.getuid?.() === 0) {
    console.log('[browser] Chromium headless shell yok: Debian paketi kuruluyor (apt-get install -y chromium-headless-shell)...');
    if (!aptInstall('chromium-headless-shell') && existsSync(HEADLESS_SHELL)) {
      console.log(`[browser] Kuruldu: ${HEADLESS_SHELL} (${version(HEADLESS_SHELL)})`);
      return HEADLESS_SHELL;
    }
    console.log('[browser] chromium-headless-shell kurulamadı: tam Chromium kullanılacak.');
  }
  return ensureChromium();
}

/**
 * Installs a Debian package (apt-get update, then install without recommends).
 * @returns {string} '' when both steps succeeded, else which one failed
 */
function aptInstall(pkg) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', pkg]]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return `apt-get ${args.join(' ')} başarısız`;
  }
  return '';
}

function version(p) {
  try {
    return execFileSync(p, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'sürüm okunamadı';
  }
}
