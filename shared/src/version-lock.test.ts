import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUMP_COMMAND, bump, checkLock, contentHash } from '../build/version-lock.mjs';

// The version of @skiclub/shared changes whenever its stateful part (session, api, errors: the
// runtime singletons) does, so an app's requiredVersion really means "built against"; the
// stateless rest is bundled into each app and never needs a bump.
describe('@skiclub/shared version lock', () => {
  it('matches the committed shared content (after changing shared code, run the bump command)', () => {
    const r = checkLock();
    expect(r.message).toBe('');
    expect(r.ok).toBe(true);
  });

  describe('on a copy of the package', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'shared-lock-'));
      for (const f of ['package.json', 'version-lock.json']) cpSync(path.join(__dirname, '..', f), path.join(dir, f));
      for (const d of ['session', 'routes']) cpSync(path.join(__dirname, d), path.join(dir, 'src', d), { recursive: true });
      bump({ dir });
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const version = () => (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;

    it('fails with the command to run when the content changes without a bump, and the bump fixes it', () => {
      const before = version();
      expect(checkLock(dir).ok).toBe(true);
      writeFileSync(path.join(dir, 'src/session/index.ts'), '\nexport const x = 1;\n', { flag: 'a' });
      const r = checkLock(dir);
      expect(r.ok).toBe(false);
      expect(r.message).toContain(BUMP_COMMAND);
      expect(BUMP_COMMAND).toBe('pnpm --filter @skiclub/shared run version:bump');

      const b = bump({ dir });
      expect(b).toMatchObject({ from: before, changed: true });
      expect(version()).toBe(b.to);
      expect(b.to).not.toBe(before);
      expect(checkLock(dir).ok).toBe(true);
      expect(bump({ dir }).changed).toBe(false);
    });

    it('ignores the stateless part: a change there needs no bump', () => {
      const h = contentHash(dir);
      writeFileSync(path.join(dir, 'src/routes/index.ts'), '\nexport const x = 1;\n', { flag: 'a' });
      writeFileSync(path.join(dir, 'src/routes/extra.ts'), 'export const y = 2;');
      expect(contentHash(dir)).toBe(h);
      expect(checkLock(dir).ok).toBe(true);
      expect(bump({ dir }).changed).toBe(false);
    });

    it('ignores tests, bumps minor on request and keeps a version raised by hand', () => {
      const h = contentHash(dir);
      writeFileSync(path.join(dir, 'src/session/x.test.ts'), 'it("x", () => {});');
      expect(contentHash(dir)).toBe(h);

      writeFileSync(path.join(dir, 'src/session/y.ts'), 'export const y = 2;');
      expect(bump({ dir, part: 'minor' }).to).toMatch(/^\d+\.\d+\.0$/);

      writeFileSync(path.join(dir, 'src/session/z.ts'), 'export const z = 3;');
      const pkg = readFileSync(path.join(dir, 'package.json'), 'utf8');
      writeFileSync(path.join(dir, 'package.json'), pkg.replace(/"version": "[^"]+"/, '"version": "7.0.0"'));
      expect(bump({ dir }).to).toBe('7.0.0');
      expect(checkLock(dir)).toMatchObject({ ok: true, version: '7.0.0' });
    });
  });
});
