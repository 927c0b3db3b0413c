#!/usr/bin/env node
// `pnpm dev`: every app in watch mode on its own port, plus the API.
//   API 4000 · shell 3100 · catalog 3101 · camps 3102 · account 3103 · checkout 3104 · admin 3105
// The shell's dev server answers /releases.json with the remotes' dev manifests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const procs = [
  ['api', 'deploy/api', ['exec', 'tsx', 'watch', 'src/server.ts'], { PORT: '4000' }],
  ['shell', 'shell', ['exec', 'rsbuild', 'dev'], {}],
  ['catalog', 'mf-catalog', ['exec', 'rsbuild', 'dev'], {}],
  ['camps', 'mf-camps', ['exec', 'rsbuild', 'dev'], {}],
  ['account', 'mf-account', ['exec', 'rsbuild', 'dev'], {}],
  ['checkout', 'mf-checkout', ['exec', 'rsbuild', 'dev'], {}],
  ['admin', 'mf-admin', ['exec', 'rsbuild', 'dev'], {}],
].map(([name, dir, args, env]) => {
  const p = spawn('pnpm', args, { cwd: path.join(root, dir), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(11);
  for (const s of [p.stdout, p.stderr]) s.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, prefix)));
  return p;
});

console.log('Geliştirme: http://localhost:3100 (kabuk), API http://localhost:4000. Durdurmak için Ctrl-C.');
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
