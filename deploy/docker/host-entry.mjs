#!/usr/bin/env node
// The composition host alone, for containers: `pnpm start` (deploy/host/src/start.mjs) also
// builds, publishes and starts the API and the bank; in a cluster those are separate services
// and the release store (state in PostgreSQL with DATABASE_URL, files in S3 with S3_BUCKET) is
// filled by publish.mjs and the API.
// Environment: PORT (3000), LISTEN_HOST (0.0.0.0), API_URL (http://api:4000, the API's Service),
// SHELL_DIST (/app/shell/dist), HOST_DATA_DIR (/releases), DATABASE_URL and S3_* (the release
// store; without them HOST_DATA_DIR's files), PUBLIC_URL (optional), HOST_LOG=1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storeFromEnv } from '../release/src/index.mjs';
import { buildHost } from '../host/src/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(process.env.HOST_DATA_DIR ?? '/releases');
const releaseStore = await storeFromEnv({ dataDir, log: (line) => console.log(`[host] ${line}`) });
const host = await buildHost({
  shellDist: path.resolve(process.env.SHELL_DIST ?? path.join(root, 'shell/dist')),
  dataDir,
  apiUrl: process.env.API_URL ?? 'http://api:4000',
  publicUrl: process.env.PUBLIC_URL || undefined,
  logger: process.env.HOST_LOG === '1',
});
const address = await host.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.LISTEN_HOST ?? '0.0.0.0' });
console.log(`[host] ${address} dinleniyor`);

// Orchestrators stop with SIGTERM: finish the requests in flight, then exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    host.close().then(() => releaseStore.close()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
