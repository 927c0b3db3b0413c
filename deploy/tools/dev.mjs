#!/usr/bin/env node
// `pnpm dev`: every app in watch mode on its own port, plus the API and the bank simulator.
//   API 4000 · shell 3100 · catalog 3101 · camps 3102 · account 3103 · checkout 3104 · admin 3105
//   bank simulator 4600 (BANK_SIM_PORT; not started when PAYFOR_GATEWAY_URL names a real bank)
// The shell's dev server answers /releases.json with the remotes' dev manifests and proxies /api,
// so the bank posts the payment result back to http://localhost:3100/api/odeme/sonuc.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { payforSettings } from '../bank-sim/src/env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHELL_PORT = 3100;
const bank = payforSettings({ env: process.env, sitePort: SHELL_PORT, publicUrl: process.env.PUBLIC_URL || `http://localhost:${SHELL_PORT}` });
const procs = [
  ...(bank.simulated ? [['bank', 'deploy/bank-sim', ['exec', 'tsx', 'watch', 'src/server.ts'], { ...bank.vars, BANK_SIM_PORT: String(bank.simPort) }]] : []),
  ['api', 'deploy/api', ['exec', 'tsx', 'watch', 'src/server.ts'], { ...bank.vars, PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${SHELL_PORT}`, PORT: '4000' }],
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

console.log(
  `Geliştirme: http://localhost:${SHELL_PORT} (kabuk), API http://localhost:4000, ` +
    `${bank.simulated ? `banka simülatörü http://127.0.0.1:${bank.simPort}` : `banka ${bank.gatewayUrl}`}. Durdurmak için Ctrl-C.`,
);
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
