import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOST_DATA_DIR, findPackageDir, MIGRATIONS_FOLDER, PACKAGE_DIR } from './paths';

describe('API paths (the same from src/ and from the bundled dist/)', () => {
  it('finds deploy/api from a module in src/ and from one in dist/', () => {
    expect(findPackageDir(join(PACKAGE_DIR, 'src', 'db', 'index.ts'))).toBe(PACKAGE_DIR);
    expect(findPackageDir(join(PACKAGE_DIR, 'dist', 'server.mjs'))).toBe(PACKAGE_DIR);
    expect(MIGRATIONS_FOLDER).toBe(join(PACKAGE_DIR, 'drizzle'));
    expect(DEFAULT_HOST_DATA_DIR).toBe(join(PACKAGE_DIR, '..', 'host', '.data'));
  });

  it('refuses a module outside the package', () => {
    expect(() => findPackageDir(join(tmpdir(), 'x', 'server.mjs'))).toThrow(/@skiclub\/api paketi bulunamadı/);
  });
});
