/**
 * Migrations as a job before the API replicas start (compose "migrate", Kubernetes Job): N
 * replicas starting at once on an empty database would race to migrate and to seed.
 * Production: `node dist/migrate.mjs` (after `pnpm --filter @skiclub/api build`); development:
 * `tsx src/migrate.ts`. Exit code 0 when done, 1 when a step failed, 2 without DATABASE_URL.
 * Environment: DATABASE_URL (required), SEED_DEMO ('1' default: the demo data and accounts on an
 * empty database, as the API's first start does; '0' skips it). The seed pictures go where the
 * API's uploads go: the S3 bucket with S3_BUCKET (S3_* as for the API), else DATA_DIR/uploads
 * (/data). S3_CREATE_BUCKET=1 creates a missing bucket first (a fresh MinIO; managed stores
 * come with one).
 */
import { openDatabase } from './db';
import { seedDatabase, writeSeedImages } from './db/seed';
import { storageFromEnv } from './lib/storage';
import { S3Storage } from './lib/storage-s3';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[migrate] DATABASE_URL gerekli');
  process.exit(2);
}
const database = await openDatabase({ url });
try {
  await database.migrate();
  console.log('[migrate] göçler uygulandı');
  const storage = await storageFromEnv(process.env, `${process.env.DATA_DIR ?? '/data'}/uploads`);
  if (storage instanceof S3Storage && process.env.S3_CREATE_BUCKET === '1' && (await storage.ensureBucket())) console.log(`[migrate] S3 kovası oluşturuldu: ${storage.bucket}`);
  if ((process.env.SEED_DEMO ?? '1') === '1') {
    await writeSeedImages(storage);
    const seeded = await seedDatabase(database.db);
    console.log(`[migrate] örnek veriler: ${seeded ? 'yüklendi' : 'zaten var'}`);
  }
} catch (e) {
  console.error('[migrate] başarısız:', e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await database.close();
}
