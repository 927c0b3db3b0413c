// Setup file of the API tests (vitest.config.ts). The test files of a worker share one module graph
// (`isolate: false`: Fastify, drizzle and the schemas are imported once per worker, not once per
// file), so what a file puts into process.env (HOST_DATA_DIR, the release limits) is taken out
// again after it, and the next file starts from the same environment as it would alone.
import { afterAll } from 'vitest';

const saved = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});
