/**
 * Folders the API finds relative to its own package. The same code runs from `src/` (tsx, in
 * development and tests) and bundled into `dist/server.mjs` (production), so a path relative to
 * the calling module would differ between the two: everything is resolved from the package
 * folder, found by walking up to the package.json named `@skiclub/api`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the nearest package.json named `@skiclub/api` above `from`.
 * @throws Error when there is none (the module was copied out of its package)
 */
export function findPackageDir(from: string): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === '@skiclub/api') return dir;
    if (dirname(dir) === dir) throw new Error(`@skiclub/api paketi bulunamadı: ${from}`);
  }
}

/** deploy/api (the package folder). */
export const PACKAGE_DIR = findPackageDir(fileURLToPath(import.meta.url));

/** The committed drizzle-kit migrations. */
export const MIGRATIONS_FOLDER = join(PACKAGE_DIR, 'drizzle');

/** Release store of `pnpm start` when HOST_DATA_DIR is not set (deploy/host/.data). */
export const DEFAULT_HOST_DATA_DIR = join(PACKAGE_DIR, '..', 'host', '.data');
