#!/usr/bin/env node
// Size benchmark: prints, per app build, the bytes of JS and CSS (raw and gzip) and the size of
// each remote's own code versus the shared fallbacks the browser never downloads when the shell
// already provides them. Run after `pnpm build`: node deploy/tools/bench-size.mjs
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = ['shell', 'mf-catalog', 'mf-camps', 'mf-account', 'mf-checkout', 'mf-admin'];

function walk(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

console.log('app            files   js raw      js gzip     css gzip    own code gzip (not shared fallbacks)');
for (const app of apps) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(dist)) {
    console.log(`${app.padEnd(14)} (not built)`);
    continue;
  }
  const files = walk(dist);
  let jsRaw = 0;
  let jsGz = 0;
  let cssGz = 0;
  const gz = new Map();
  for (const f of files) {
    const buf = readFileSync(f);
    if (f.endsWith('.js')) {
      jsRaw += buf.length;
      const g = gzipSync(buf).length;
      jsGz += g;
      gz.set(path.relative(dist, f), g);
    } else if (f.endsWith('.css')) cssGz += gzipSync(buf).length;
  }
  let sharedGz = 0;
  const manifest = path.join(dist, 'mf-manifest.json');
  if (existsSync(manifest) && app !== 'shell') {
    const m = JSON.parse(readFileSync(manifest, 'utf8'));
    const sharedFiles = new Set(m.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
    for (const f of sharedFiles) sharedGz += gz.get(f) ?? 0;
  }
  const own = app === 'shell' ? jsGz : jsGz - sharedGz;
  console.log(`${app.padEnd(14)} ${String(files.length).padEnd(7)} ${kb(jsRaw).padEnd(11)} ${kb(jsGz).padEnd(11)} ${kb(cssGz).padEnd(11)} ${kb(own)}`);
}
