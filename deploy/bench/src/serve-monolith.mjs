// Serves a monolith build the way the federated site is served: the composition host
// (deploy/host buildHost) with the monolith as its "shell", precompressed files, the same
// releases.json (route tables) and the same API. Used by bench.mjs.
import { buildHost } from '../../host/src/server.mjs';
import { precompress } from '../../release/src/index.mjs';

/**
 * @param {{ distDir: string, dataDir: string, apiUrl: string, port: number }} o
 * @returns {Promise<{ close(): Promise<void> }>}
 */
export async function serveMonolith({ distDir, dataDir, apiUrl, port }) {
  await precompress(distDir);
  // No preload hints: they name the federated remotes' files (releases.json), which the
  // monolith never runs, and the browser would download them (36 KB on /urunler).
  const app = await buildHost({ shellDist: distDir, dataDir, apiUrl, preloadHints: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { close: () => app.close() };
}
