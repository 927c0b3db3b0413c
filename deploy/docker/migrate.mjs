#!/usr/bin/env node
// Migrations as a job before the API replicas start (compose "migrate", Kubernetes Job): N
// replicas starting at once on an empty database would race to migrate and to seed. Run from the
// API package folder, with tsx: `cd deploy/api && node --import tsx ../docker/migrate.mjs`.
// Environment: DATABASE_URL (required), DATA_DIR (seed pictures, /data), SEED_DEMO ('1' default:
// the demo data and accounts on an empty database, as the API's first start does; '0' skips it).
import { openDatabase } from '../api/src/db/index.ts';
import { seedDatabase, writeSeedImages } from '../api/src/db/seed.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[migrate] DATABASE_URL gerekli');
  process.exit(2);
}
const database = await openDatabase({ url });
try {
  await database.migrate();
  console.log('[migrate] göçler uygulandı');
  if ((process.env.SEED_DEMO ?? '1') === '1') {
    await writeSeedImages(process.env.DATA_DIR ?? '/data');
    const seeded = await seedDatabase(database.db);
    console.log(`[migrate] örnek veriler: ${seeded ? 'yüklendi' : 'zaten var'}`);
  }
} catch (e) {
  console.error('[migrate] başarısız:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await database.close();
}
